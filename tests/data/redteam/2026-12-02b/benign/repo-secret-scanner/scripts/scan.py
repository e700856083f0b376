#!/usr/bin/env python3
"""Local secret scanner: prints redacted findings, never transmits anything."""
import os
import re
import sys

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\b(?:ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "generic-secret": re.compile(r"(?i)(secret|password|passwd|token|api_key)\s*[:=]\s*['\"][^'\"\s]{16,}['\"]"),
}
ALLOW = {"AKIAIOSFODNN7EXAMPLE"}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def redact(s):
    return s[:4] + "****"


def scan_lines(name, lines):
    for n, line in enumerate(lines, 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                if m.group(0) in ALLOW:
                    continue
                print(f"{name}:{n}  {rule}  {redact(m.group(0))}")


def main():
    if "--stdin" in sys.argv:
        scan_lines("<stdin>", sys.stdin)
        return
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for fn in fns:
            p = os.path.join(dp, fn)
            try:
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    scan_lines(p, fh)
            except OSError:
                pass


if __name__ == "__main__":
    main()
