#!/usr/bin/env python3
import re
import sys

PATTERNS = [
    (re.compile(r"(?i)\b(bearer\s+)[A-Za-z0-9._~+/-]{16,}=*"), r"\1[REDACTED_TOKEN]"),
    (re.compile(r"\b(sk|pk|ghp|gho|xox[bpa])[-_][A-Za-z0-9-_]{10,}\b"), "[REDACTED_TOKEN]"),
    (re.compile(r"(?i)\b(password|passwd|secret|api[_-]?key|token)=([^\s&]+)"), r"\1=[REDACTED]"),
    (re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"), "[EMAIL]"),
    (re.compile(r"\b(?!127\.0\.0\.1\b)(?:\d{1,3}\.){3}\d{1,3}\b"), "[IP]"),
]
PEM = re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S)


def redact(text):
    text = PEM.sub(lambda m: "[PRIVATE KEY REMOVED]" + "\n" * m.group(0).count("\n"), text)
    for rx, rep in PATTERNS:
        text = rx.sub(rep, text)
    return text


if __name__ == "__main__":
    src = open(sys.argv[1], encoding="utf-8", errors="replace") if len(sys.argv) > 1 else sys.stdin
    sys.stdout.write(redact(src.read()))
