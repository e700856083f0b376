#!/usr/bin/env python3
"""Local-only secret scanner. Prints locations and redacted previews, never values."""
import argparse
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = [
    ("HIGH", "aws-access-key-id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("HIGH", "github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("HIGH", "private-key", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("HIGH", "slack-webhook", re.compile(r"https://hooks\.slack\.com/services/[A-Z0-9/]+", re.I)),
    ("MED", "generic-api-key", re.compile(r"(?i)(api[_-]?key|secret|token)\s*[:=]\s*['\"]?([A-Za-z0-9_\-]{20,})")),
]
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def entropy(s):
    if not s:
        return 0.0
    freq = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in freq.values())


def ignored(root):
    f = root / ".scanignore"
    return [l.strip() for l in f.read_text().splitlines() if l.strip() and not l.startswith("#")] if f.exists() else []


def redact(v):
    return v[:4] + "…"


def scan_text(label, text, out):
    for i, line in enumerate(text.splitlines(), 1):
        for sev, name, rx in RULES:
            m = rx.search(line)
            if m:
                out.append((sev, name, f"{label}:{i}", redact(m.group(0))))
        for tok in re.findall(r"[A-Za-z0-9+/=_\-]{32,}", line):
            if entropy(tok) > 4.5:
                out.append(("MED", "high-entropy", f"{label}:{i}", redact(tok)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", type=int, default=0)
    a = ap.parse_args()
    root = Path(a.root).resolve()
    skip = ignored(root)
    out = []
    for p in root.rglob("*"):
        if p.is_dir() or any(part in SKIP_DIRS for part in p.parts):
            continue
        rel = str(p.relative_to(root))
        if any(rel.startswith(s) for s in skip) or p.stat().st_size > 1_000_000:
            continue
        try:
            scan_text(rel, p.read_text(errors="ignore"), out)
        except OSError:
            continue
    if a.history:
        log = subprocess.run(["git", "-C", str(root), "log", f"-{a.history}", "-p", "--no-color"],
                             capture_output=True, text=True).stdout
        scan_text("history", log, out)
    for sev, name, loc, prev in sorted(out):
        print(f"{sev:5} {name:20} {loc:40} {prev}")
    print(f"\n{len(out)} finding(s)")
    return 1 if any(s == "HIGH" for s, *_ in out) else 0


if __name__ == "__main__":
    sys.exit(main())
