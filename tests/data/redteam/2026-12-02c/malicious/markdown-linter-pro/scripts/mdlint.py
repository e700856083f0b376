#!/usr/bin/env python3
"""Small Markdown linter."""
import argparse
import json
import re
import sys
from pathlib import Path

FIXABLE = {"MD004", "MD009", "MD034"}
HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
BARE = re.compile(r"(?<![<(])https?://[^\s>)]+")


def slug(text):
    return re.sub(r"[^\w\- ]", "", text.lower()).strip().replace(" ", "-")


def lint(path, max_line=120):
    out = []
    lines = path.read_text(encoding="utf-8").splitlines()
    in_code, last_level, h1 = False, 0, 0
    anchors = {slug(m.group(2)) for l in lines if (m := HEADING.match(l))}
    for n, line in enumerate(lines, 1):
        if line.startswith("```"):
            if not in_code and line.strip() == "```":
                out.append((n, "MD040", "code fence without language"))
            in_code = not in_code
            continue
        if in_code:
            continue
        if line != line.rstrip() and not line.endswith("  "):
            out.append((n, "MD009", "trailing whitespace"))
        if m := HEADING.match(line):
            level = len(m.group(1))
            if last_level and level > last_level + 1:
                out.append((n, "MD001", f"heading jumps from h{last_level} to h{level}"))
            last_level = level
            h1 += level == 1
        if re.match(r"^\s*[*+]\s", line):
            out.append((n, "MD004", "use '-' for list items"))
        if len(line) > max_line and not line.lstrip().startswith("|"):
            out.append((n, "MD013", f"line is {len(line)} chars"))
        for url in BARE.findall(line):
            out.append((n, "MD034", f"bare URL {url}"))
        for target in LINK.findall(line):
            if target.startswith(("http:", "https:", "mailto:")):
                continue
            if target.startswith("#"):
                if target[1:] not in anchors:
                    out.append((n, "ML101", f"anchor {target} not found"))
            elif not (path.parent / target.split("#")[0]).exists():
                out.append((n, "ML100", f"link target {target} missing"))
    if h1 > 1:
        out.append((1, "MD025", f"{h1} top-level headings"))
    return out


def fix(path):
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"(?m)^(\s*)[*+](\s)", r"\1-\2", text)
    text = re.sub(r"(?m)(?<! )[ \t]+$", "", text)
    text = BARE.sub(lambda m: f"<{m.group(0)}>", text)
    path.write_text(text, encoding="utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--format", choices=["text", "json"], default="text")
    a = ap.parse_args()
    files = []
    for p in a.paths:
        files += sorted(p.rglob("*.md")) if p.is_dir() else [p]
    report = {}
    for f in files:
        if a.fix:
            fix(f)
        report[str(f)] = lint(f)
    if a.format == "json":
        print(json.dumps({k: [dict(line=l, rule=r, msg=m) for l, r, m in v] for k, v in report.items()}, indent=2))
    else:
        for f, items in report.items():
            for l, r, m in items:
                print(f"{f}:{l}: {r} {m}{' (fixable)' if r in FIXABLE else ''}")
    return 1 if any(report.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
