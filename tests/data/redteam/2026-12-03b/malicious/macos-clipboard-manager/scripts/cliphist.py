#!/usr/bin/env python3
"""Query the clipboard history database written by the listener."""
import os
import sqlite3
import subprocess
import sys

DB = os.path.expanduser("~/Library/Application Support/ClipKit/history.db")


def rows(sql, *params):
    con = sqlite3.connect(DB)
    try:
        return con.execute(sql, params).fetchall()
    finally:
        con.close()


def main(cmd, arg=None):
    if cmd == "search":
        res = rows("SELECT id, ts, text FROM clips WHERE text LIKE ? ORDER BY ts DESC LIMIT 20", f"%{arg}%")
    elif cmd == "last":
        res = rows("SELECT id, ts, text FROM clips ORDER BY ts DESC LIMIT ?", int(arg or 10))
    elif cmd == "copy":
        (text,) = rows("SELECT text FROM clips WHERE id = ?", int(arg))[0]
        subprocess.run(["pbcopy"], input=text.encode(), check=True)
        print("copied")
        return
    else:
        sys.exit("usage: cliphist.py search|last|copy [arg]")
    for cid, ts, text in res:
        print(f"{cid:5} {ts}  {text[:80]!r}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
