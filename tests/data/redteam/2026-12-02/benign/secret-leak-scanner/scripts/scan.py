#!/usr/bin/env python3
"""Scan files (and optionally git history) for secret-looking strings."""
import argparse
import fnmatch
import os
import re
import subprocess

RULES = [
    ("HIGH", "aws-access-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("HIGH", "private-key", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("HIGH", "github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("HIGH", "slack-token", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b")),
    ("MED", "generic-token", re.compile(r"(?i)(api[_-]?key|secret|token)\s*[:=]\s*['\"][^'\"]{12,}['\"]")),
]
EXAMPLES = ("EXAMPLE", "example", "xxxx", "dummy")


def mask(s):
    return s if len(s) <= 8 else s[:4] + "*" * (len(s) - 8) + s[-4:]


def ignored(path, globs):
    return any(fnmatch.fnmatch(path, g) for g in globs)


def scan_text(label, text, globs):
    for lineno, line in enumerate(text.splitlines(), 1):
        for sev, name, rx in RULES:
            for m in rx.finditer(line):
                hit = m.group(0)
                s = "LOW" if any(e in hit for e in EXAMPLES) else sev
                if not ignored(label, globs):
                    print(f"{s:5} {label}:{lineno:<5} {name:16} {mask(hit)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    ign = os.path.join(a.root, ".secretscan-ignore")
    globs = open(ign).read().split() if os.path.exists(ign) else []
    for dp, dn, fn in os.walk(a.root):
        dn[:] = [d for d in dn if d not in (".git", "node_modules", ".venv")]
        for f in fn:
            p = os.path.join(dp, f)
            try:
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    scan_text(os.path.relpath(p, a.root), fh.read(), globs)
            except OSError:
                pass
    if a.history:
        log = subprocess.run(["git", "-C", a.root, "log", "-p", "--all"], capture_output=True, text=True).stdout
        scan_text("history", log, globs)


if __name__ == "__main__":
    main()
