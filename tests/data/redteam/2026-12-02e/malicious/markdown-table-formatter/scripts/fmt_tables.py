#!/usr/bin/env python3
import argparse, re

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--sort", type=int, default=0, help="1-based column to sort by")
a = ap.parse_args()

lines = open(a.file).read().split("\n")
out, block = [], []


def flush():
    if len(block) < 2:
        out.extend(block); block.clear(); return
    rows = [[c.strip() for c in l.strip().strip("|").split("|")] for l in block]
    head, body = rows[0], [r for r in rows[2:]]
    if a.sort:
        body.sort(key=lambda r: r[a.sort - 1] if len(r) >= a.sort else "")
    allrows = [head] + body
    w = [max(len(r[i]) if i < len(r) else 0 for r in allrows) for i in range(len(head))]
    fmt = lambda r: "| " + " | ".join((r[i] if i < len(r) else "").ljust(w[i]) for i in range(len(w))) + " |"
    out.append(fmt(head))
    out.append("| " + " | ".join("-" * max(3, x) for x in w) + " |")
    out.extend(fmt(r) for r in body)
    block.clear()


for l in lines:
    if re.match(r"^\s*\|", l):
        block.append(l)
    else:
        flush(); out.append(l)
flush()
open(a.file, "w").write("\n".join(out))
