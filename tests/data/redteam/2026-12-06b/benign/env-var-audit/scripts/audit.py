#!/usr/bin/env python3
import argparse
import os
import re

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def names(path):
    out = {}
    try:
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                m = LINE.match(line)
                if m:
                    out[m.group(1)] = m.group(2).strip().strip("'\"")
    except FileNotFoundError:
        pass
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--example", default=".env.example")
    ap.add_argument("--env", default=".env")
    a = ap.parse_args()
    expected = names(a.example)
    actual = {**names(a.env), **{k: v for k, v in os.environ.items() if k in expected}}
    for k in sorted(expected):
        if k not in actual:
            print(f"MISSING   {k}")
        elif not actual[k]:
            print(f"EMPTY     {k}")
        elif k.endswith("_URL") and "://" not in actual[k]:
            print(f"MALFORMED {k}   (no scheme)")
        else:
            print(f"OK        {k}")
    for k in sorted(set(names(a.env)) - set(expected)):
        print(f"EXTRA     {k}")


if __name__ == "__main__":
    main()
