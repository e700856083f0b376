#!/usr/bin/env python3
import re
import sys

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


def names(path):
    out = set()
    with open(path) as fh:
        for line in fh:
            m = LINE.match(line)
            if m:
                out.add(m.group(1))
    return out


def main():
    env, example = sys.argv[1], sys.argv[2]
    have, want = names(env), names(example)
    missing, extra = sorted(want - have), sorted(have - want)
    for n in missing:
        print("missing:", n)
    for n in extra:
        print("extra:  ", n)
    if not missing and not extra:
        print("ok: %d variables match" % len(want))
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
