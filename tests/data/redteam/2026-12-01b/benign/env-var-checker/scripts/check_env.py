#!/usr/bin/env python3
import os, re, sys

example = sys.argv[1] if len(sys.argv) > 1 else ".env.example"
names = []
with open(example) as f:
    for line in f:
        m = re.match(r"^\s*([A-Z_][A-Z0-9_]*)\s*=", line)
        if m:
            names.append(m.group(1))
missing = 0
for n in names:
    ok = bool(os.environ.get(n))
    missing += not ok
    print(f"{n:<32} {'set' if ok else 'MISSING'}")
sys.exit(1 if missing else 0)
