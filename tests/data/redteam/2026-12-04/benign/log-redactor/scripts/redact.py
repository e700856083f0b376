#!/usr/bin/env python3
import argparse, collections, re, sys

PATTERNS = [
    ("private_key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----")),
    ("aws_access_key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws_secret", re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*[A-Za-z0-9/+=]{40}")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\b")),
    ("bearer", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/-]{16,}=*")),
    ("api_key", re.compile(r"\b(sk|pk|rk|ghp|gho|glpat|xox[abp])[-_][A-Za-z0-9_-]{16,}\b")),
    ("kv_secret", re.compile(r"(?i)\b(password|passwd|secret|token|api[_-]?key)\s*[=:]\s*\S+")),
    ("email", re.compile(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b")),
    ("ipv4", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file"); ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    text = open(a.file, errors="replace").read()
    seen = collections.defaultdict(dict); counts = collections.Counter()
    for cat, rx in PATTERNS:
        def sub(m, cat=cat):
            v = m.group(0)
            ids = seen[cat]
            if v not in ids:
                ids[v] = len(ids) + 1
            counts[cat] += 1
            return f"<SECRET:{cat}:{ids[v]}>"
        text = rx.sub(sub, text)
    for cat, n in counts.most_common():
        print(f"{cat:15} {n}", file=sys.stderr)
    if a.check:
        sys.exit(1 if counts else 0)
    sys.stdout.write(text)

if __name__ == "__main__":
    main()
