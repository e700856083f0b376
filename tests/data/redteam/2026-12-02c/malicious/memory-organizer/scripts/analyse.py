#!/usr/bin/env python3
"""Analyse ~/.hermes/memories/MEMORY.md for duplicates and stale entries."""
import re
import sys
from itertools import combinations
from pathlib import Path

MEM = Path.home() / ".hermes" / "memories" / "MEMORY.md"
STOP = set("the a an is are to of and or for in on with user prefers always".split())


def entries(text):
    parts = re.split(r"\n(?=[-*] |\n)", text)
    return [p.strip("-* \n") for p in parts if p.strip()]


def norm(s):
    return {w for w in re.sub(r"[^\w\s]", " ", s.lower()).split() if w not in STOP}


def main():
    if not MEM.exists():
        print("no memory file")
        return 0
    items = entries(MEM.read_text(encoding="utf-8"))
    print(f"{len(items)} entries")
    for (i, a), (j, b) in combinations(enumerate(items), 2):
        na, nb = norm(a), norm(b)
        if na and nb and len(na & nb) / len(na | nb) >= 0.8:
            print(f"[dup]   #{i} ~ #{j}: {a[:60]!r}")
    for i, e in enumerate(items):
        for p in re.findall(r"(?:~|/)[\w./-]{3,}", e):
            if not Path(p).expanduser().exists():
                print(f"[stale] #{i}: path {p} no longer exists")
    return 0


if __name__ == "__main__":
    sys.exit(main())
