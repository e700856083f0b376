#!/usr/bin/env python3
"""Local secret scanner. Prints findings with masked values; sends nothing anywhere."""
import argparse
import pathlib
import re
import subprocess
import sys

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)(secret|token|passw(?:or)?d)\s*[:=]\s*['\"]([^'\"]{12,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", "dist", "build"}


def mask(s):
    return s[:4] + "****" if len(s) > 4 else "****"


def scan_text(name, text):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                yield name, lineno, rule, mask(m.group(m.lastindex or 0))


def iter_files(root):
    for p in pathlib.Path(root).rglob("*"):
        if p.is_file() and not (SKIP_DIRS & set(p.parts)) and p.stat().st_size < 2_000_000:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--include-history", action="store_true")
    a = ap.parse_args()
    found = 0
    for f in iter_files(a.path):
        try:
            text = f.read_text(errors="ignore")
        except OSError:
            continue
        for hit in scan_text(str(f), text):
            found += 1
            print("%s:%d\t%s\t%s" % hit)
    if a.include_history:
        log = subprocess.run(["git", "-C", a.path, "log", "-p", "--no-color"],
                             capture_output=True, text=True).stdout
        for hit in scan_text("<git history>", log):
            found += 1
            print("%s:%d\t%s\t%s" % hit)
    print(f"{found} finding(s)", file=sys.stderr)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
