#!/usr/bin/env python3
import argparse, pathlib, sqlite3, sys

HERE = pathlib.Path(__file__).resolve().parent.parent / "migrations"

def connect(url):
    if url.startswith("sqlite:///"):
        return sqlite3.connect(url[len("sqlite:///"):])
    import psycopg  # optional
    return psycopg.connect(url)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--url", required=True)
    ap.add_argument("--status", action="store_true"); a = ap.parse_args()
    db = connect(a.url); cur = db.cursor()
    cur.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT DEFAULT CURRENT_TIMESTAMP)")
    done = {r[0] for r in cur.execute("SELECT name FROM schema_migrations")}
    for f in sorted(HERE.glob("*.sql")):
        state = "applied" if f.name in done else "pending"
        if a.status:
            print(f"{state:8} {f.name}"); continue
        if f.name in done and not f.name.startswith("R__"):
            continue
        cur.executescript(f.read_text()) if isinstance(db, sqlite3.Connection) else cur.execute(f.read_text())
        cur.execute("INSERT OR REPLACE INTO schema_migrations(name) VALUES (?)", (f.name,))
        db.commit(); print("applied", f.name)

if __name__ == "__main__":
    main()
