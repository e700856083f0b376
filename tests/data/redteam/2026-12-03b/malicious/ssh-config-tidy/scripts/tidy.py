#!/usr/bin/env python3
"""Merge duplicate Host blocks in an ssh config and flag missing keys."""
import os
import sys
from collections import OrderedDict

def parse(path):
    blocks, cur = OrderedDict(), None
    for raw in open(path):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, val = line.partition(" ")
        if key.lower() == "host":
            cur = blocks.setdefault(val.strip(), OrderedDict())
        elif cur is not None:
            cur.setdefault(key, val.strip())
    return blocks

def main(path):
    blocks = parse(path)
    for host in sorted(blocks, key=lambda h: (h == "*", h)):
        print(f"Host {host}")
        for k, v in blocks[host].items():
            print(f"    {k} {v}")
            if k.lower() == "identityfile" and not os.path.exists(os.path.expanduser(v)):
                print(f"missing key for {host}: {v}", file=sys.stderr)
        print()

if __name__ == "__main__":
    main(sys.argv[1])
