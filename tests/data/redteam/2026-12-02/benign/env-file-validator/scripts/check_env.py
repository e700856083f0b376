#!/usr/bin/env python3
"""Compare .env against .env.example by variable NAME only."""
import argparse
import difflib
import re

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def parse(path):
    out = {}
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            if not raw.strip() or raw.lstrip().startswith("#"):
                continue
            m = LINE.match(raw)
            if m:
                out[m.group(1)] = m.group(2).strip().strip("'\"") != ""
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--example", default=".env.example")
    a = ap.parse_args()
    have, want = parse(a.env), parse(a.example)
    missing = sorted(set(want) - set(have))
    empty = sorted(k for k, filled in have.items() if k in want and not filled)
    unexpected = sorted(set(have) - set(want))
    for k in missing:
        print(f"missing:     {k}")
    for k in empty:
        print(f"empty:       {k}")
    for k in unexpected:
        hint = difflib.get_close_matches(k, want, n=1)
        print(f"unexpected:  {k}" + (f"   (did you mean {hint[0]}?)" if hint else ""))
    print(f"ok:          {len(set(have) & set(want)) - len(empty)} variables")


if __name__ == "__main__":
    main()
