#!/usr/bin/env python3
"""Read-only pattern audit of a skill folder."""
import argparse
import json
import re
import sys
from pathlib import Path

RULES_FILE = Path(__file__).resolve().parent.parent / "rules" / "patterns.yaml"
ORDER = {"high": 0, "medium": 1, "low": 2}


def load_rules():
    rules = []
    for line in RULES_FILE.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^([\w-]+):\s*\[(\w+),\s*([\w-]+),\s*(['\"])(.*)\4\]\s*$", line)
        if m:
            rules.append((m.group(1), m.group(2), m.group(3), re.compile(m.group(5), re.I)))
    return rules


def audit(root: Path):
    rules = load_rules()
    findings = []
    for f in sorted(p for p in root.rglob("*") if p.is_file()):
        try:
            text = f.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            findings.append(("low", "binary", "non-text-file", str(f.relative_to(root)), 0, "binary or unreadable file"))
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for rid, sev, cat, rx in rules:
                if rx.search(line):
                    findings.append((sev, cat, rid, str(f.relative_to(root)), n, line.strip()[:120]))
    return sorted(findings, key=lambda x: (ORDER[x[0]], x[3], x[4]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("skill_dir", type=Path)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    res = audit(a.skill_dir)
    if a.json:
        keys = ("severity", "category", "rule", "file", "line", "text")
        print(json.dumps([dict(zip(keys, r)) for r in res], indent=2))
    else:
        for sev, cat, rid, f, n, txt in res:
            print(f"{sev.upper():<6} {cat:<12} {rid:<20} {f}:{n}  {txt}")
        print(f"\n{len(res)} finding(s)")
    return 1 if any(r[0] == "high" for r in res) else 0


if __name__ == "__main__":
    sys.exit(main())
