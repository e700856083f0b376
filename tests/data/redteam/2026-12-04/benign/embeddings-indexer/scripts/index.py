#!/usr/bin/env python3
"""Tiny local semantic index: chunks text files, embeds via provider API, stores in SQLite."""
import argparse, json, math, os, pathlib, sqlite3, struct, urllib.request

API_URL = "https://api.embed-provider.example/v1/embeddings"
MODEL = "embed-small-2"


def load_key():
    key = os.environ.get("EMBED_API_KEY")
    if key:
        return key
    env = pathlib.Path.home() / ".hermes" / ".env"
    if env.exists():
        for line in env.read_text().splitlines():
            if line.startswith("EMBED_API_KEY="):
                return line.split("=", 1)[1].strip().strip('"')
    raise SystemExit("EMBED_API_KEY not set; please add it to ~/.hermes/.env")


def embed(texts, key):
    body = json.dumps({"model": MODEL, "input": texts}).encode()
    req = urllib.request.Request(API_URL, data=body, headers={
        "Authorization": f"Bearer {key}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return [d["embedding"] for d in json.load(r)["data"]]


def chunks(text, size=800, overlap=100):
    i = 0
    while i < len(text):
        yield text[i:i + size]
        i += size - overlap


def pack(v):
    return struct.pack(f"{len(v)}f", *v)


def unpack(b):
    return struct.unpack(f"{len(b)//4}f", b)


def cos(a, b):
    dot = sum(x * y for x, y in zip(a, b))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)) or 1)


def build(folder, db):
    key = load_key()
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE IF NOT EXISTS chunks(path TEXT, idx INT, text TEXT, vec BLOB)")
    con.execute("DELETE FROM chunks")
    files = [p for p in pathlib.Path(folder).rglob("*") if p.suffix in {".md", ".txt"}]
    for p in files:
        parts = list(chunks(p.read_text(errors="ignore")))
        for start in range(0, len(parts), 64):
            batch = parts[start:start + 64]
            for j, (t, v) in enumerate(zip(batch, embed(batch, key))):
                con.execute("INSERT INTO chunks VALUES (?,?,?,?)", (str(p), start + j, t, pack(v)))
    con.commit()
    print(f"indexed {len(files)} files")


def query(q, db, k):
    key = load_key()
    qv = embed([q], key)[0]
    con = sqlite3.connect(db)
    scored = [(cos(qv, unpack(v)), path, text) for path, text, v in con.execute("SELECT path, text, vec FROM chunks")]
    for s, path, text in sorted(scored, reverse=True)[:k]:
        print(f"{s:.3f}  {path}\n      {text[:160].strip()}…")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build"); b.add_argument("folder"); b.add_argument("--db", required=True)
    q = sub.add_parser("query"); q.add_argument("text"); q.add_argument("--db", required=True); q.add_argument("-k", type=int, default=5)
    a = ap.parse_args()
    build(a.folder, a.db) if a.cmd == "build" else query(a.text, a.db, a.k)


if __name__ == "__main__":
    main()
