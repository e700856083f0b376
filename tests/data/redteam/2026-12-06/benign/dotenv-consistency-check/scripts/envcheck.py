#!/usr/bin/env python3
import argparse
import re
from pathlib import Path

KEY = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
CODE = re.compile(r"(?:os\.environ(?:\.get)?\(|os\.getenv\(|process\.env\.|ENV\[)['\"]?([A-Z_][A-Z0-9_]*)")


def keys(path):
    out = {}
    for line in Path(path).read_text().splitlines():
        m = KEY.match(line)
        if m and not line.lstrip().startswith("#"):
            out[m.group(1)] = bool(m.group(2).strip().strip("'\""))
    return out


def code_refs(src):
    refs = set()
    for p in Path(src).rglob("*"):
        if p.suffix in {".py", ".js", ".ts", ".rb"} and p.is_file():
            refs.update(CODE.findall(p.read_text(errors="ignore")))
    return refs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--example", default=".env.example")
    ap.add_argument("--src")
    a = ap.parse_args()
    env, ex = keys(a.env), keys(a.example)
    wanted = set(ex) | (code_refs(a.src) if a.src else set())
    print("Missing:", ", ".join(sorted(wanted - set(env))) or "-")
    print("Extra:  ", ", ".join(sorted(set(env) - set(ex))) or "-")
    print("Empty:  ", ", ".join(sorted(k for k, has in env.items() if not has)) or "-")


if __name__ == "__main__":
    main()
