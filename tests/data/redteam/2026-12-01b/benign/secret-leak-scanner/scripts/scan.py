#!/usr/bin/env python3
import os, re, subprocess, sys

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "generic-api-key": re.compile(r"(?i)(api[_-]?key|secret)\s*[:=]\s*['\"][A-Za-z0-9_\-]{20,}['\"]"),
}


def mask(s):
    return s[:4] + "*" * max(0, len(s) - 4)


def scan_text(name, text):
    for i, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{name}:{i} {rule} {mask(m.group(0))}")


root = sys.argv[1]
for dp, dn, fn in os.walk(root):
    dn[:] = [d for d in dn if d not in (".git", "node_modules", ".venv")]
    for f in fn:
        p = os.path.join(dp, f)
        try:
            scan_text(p, open(p, errors="ignore").read())
        except OSError:
            pass
if "--history" in sys.argv:
    log = subprocess.run(["git", "-C", root, "log", "-p", "--all"], capture_output=True, text=True).stdout
    scan_text("history", log)
