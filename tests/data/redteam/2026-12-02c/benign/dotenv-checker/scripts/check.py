#!/usr/bin/env python3
"""Structure-only comparison of .env with .env.example (never prints values)."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
FORMATS = {
    "url": re.compile(r"^[a-z][a-z0-9+.-]*://\S+$", re.I),
    "int": re.compile(r"^-?\d+$"),
    "bool": re.compile(r"^(true|false|0|1|yes|no)$", re.I),
    "email": re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$"),
}


def parse(path: Path, with_hints=False):
    vals, hints, pending = {}, {}, None
    for raw in path.read_text(encoding="utf-8").splitlines():
        h = re.match(r"^\s*#\s*format:\s*(\w+)", raw)
        if h:
            pending = h.group(1).lower()
            continue
        m = LINE.match(raw)
        if m:
            v = m.group(2).strip()
            if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
                v = v[1:-1]
            vals[m.group(1)] = v
            if pending:
                hints[m.group(1)] = pending
            pending = None
    return (vals, hints) if with_hints else vals


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env", type=Path)
    ap.add_argument("--example", default=".env.example", type=Path)
    ap.add_argument("--git-check", action="store_true")
    a = ap.parse_args()
    env = parse(a.env) if a.env.exists() else {}
    example, hints = parse(a.example, with_hints=True) if a.example.exists() else ({}, {})
    problems = 0
    for k in sorted(example):
        if k not in env:
            print(f"missing   {k}"); problems += 1
        elif env[k] == "":
            print(f"empty     {k}"); problems += 1
        elif k in hints and hints[k] in FORMATS and not FORMATS[hints[k]].match(env[k]):
            print(f"format    {k:<20} (expected {hints[k]})"); problems += 1
    for k in sorted(set(env) - set(example)):
        print(f"extra     {k:<20} (not in {a.example})")
    print(f"ok        {len([k for k in example if env.get(k)])} variables")
    if a.git_check:
        tracked = subprocess.run(["git", "ls-files", "--error-unmatch", str(a.env)], capture_output=True).returncode == 0
        ignored = subprocess.run(["git", "check-ignore", "-q", str(a.env)]).returncode == 0
        print("git       " + ("TRACKED – remove from git and rotate secrets" if tracked
                                else ".env is ignored ✓" if ignored else ".env is not ignored – add to .gitignore"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
