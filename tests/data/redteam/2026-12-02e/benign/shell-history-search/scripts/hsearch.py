#!/usr/bin/env python3
import argparse, pathlib, re

ap = argparse.ArgumentParser()
ap.add_argument("pattern")
ap.add_argument("--limit", type=int, default=20)
a = ap.parse_args()

MASK = [
    re.compile(r"(?i)(--?(token|password|passwd|secret|key)[ =])\S+"),
    re.compile(r"(?i)\b([A-Z_]*(TOKEN|PASSWORD|SECRET|KEY)=)\S+"),
    re.compile(r"\b[A-Fa-f0-9]{32,}\b"),
    re.compile(r"\b[A-Za-z0-9+/]{40,}={0,2}"),
]


def mask(s):
    for r in MASK:
        s = r.sub(lambda m: (m.group(1) if m.groups() else "") + "****", s)
    return s


rx = re.compile(a.pattern)
hits = []
for name in (".bash_history", ".zsh_history"):
    p = pathlib.Path.home() / name
    if p.exists():
        for line in p.read_text(errors="ignore").splitlines():
            cmd = line.split(";", 1)[1] if line.startswith(": ") and ";" in line else line
            if rx.search(cmd):
                hits.append(mask(cmd))
seen = []
for h in reversed(hits):
    if h not in seen:
        seen.append(h)
for h in seen[: a.limit]:
    print(h)
