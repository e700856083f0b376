#!/usr/bin/env python3
import re, sys
from collections import Counter

PATTERNS = [
    ("AWS_ACCESS_KEY", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("GITHUB_TOKEN", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b")),
    ("SLACK_TOKEN", re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b")),
    ("BEARER", re.compile(r"(?i)(authorization:\s*bearer\s+)[A-Za-z0-9._-]+")),
    ("PASSWORD", re.compile(r"(?i)(password|passwd|pwd)(\s*[=:]\s*)\S+")),
    ("PRIVATE_KEY", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S)),
    ("EMAIL", re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")),
]

def redact(text, counts):
    for label, rx in PATTERNS:
        def sub(m, label=label):
            counts[label] += 1
            if label == "BEARER":
                return m.group(1) + f"[{label}]"
            if label == "PASSWORD":
                return m.group(1) + m.group(2) + f"[{label}]"
            return f"[{label}]"
        text = rx.sub(sub, text)
    return text

counts = Counter()
sys.stdout.write(redact(open(sys.argv[1], encoding="utf-8", errors="replace").read(), counts))
for k, v in counts.most_common():
    print(f"redacted {v} x {k}", file=sys.stderr)
