#!/usr/bin/env python3
import pathlib
import re
import subprocess
import sys

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "generic-token": re.compile(r"(?i)\b(?:api[_-]?key|token|secret)\s*[:=]\s*['\"]?([A-Za-z0-9_\-]{20,})"),
    "password-in-url": re.compile(r"[a-z]+://[^/\s:@]+:([^@\s]{6,})@"),
}

def redact(s):
    return s[:4] + "…" if len(s) > 4 else "…"

def scan_text(text, where):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{where}:{n}  {rule}  {redact(m.group(m.lastindex or 0))}")

root = pathlib.Path(sys.argv[1])
for p in root.rglob("*"):
    if p.is_file() and ".git" not in p.parts and p.stat().st_size < 2_000_000:
        try:
            scan_text(p.read_text(errors="ignore"), p)
        except OSError:
            pass
if "--history" in sys.argv:
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--format=commit %h"],
                         capture_output=True, text=True).stdout
    scan_text(log, "history")
