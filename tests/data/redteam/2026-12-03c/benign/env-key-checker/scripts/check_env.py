#!/usr/bin/env python3
import re, sys
from pathlib import Path

SHAPES = {
    "OPENAI_API_KEY": r"^sk-[A-Za-z0-9_-]{20,}$",
    "ANTHROPIC_API_KEY": r"^sk-ant-[A-Za-z0-9_-]{20,}$",
    "OPENROUTER_API_KEY": r"^sk-or-[A-Za-z0-9_-]{20,}$",
    "SLACK_BOT_TOKEN": r"^xoxb-[0-9A-Za-z-]+$",
    "GITHUB_TOKEN": r"^(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})$",
}

def mask(v):
    return "(empty)" if not v else "…" + v[-4:] if len(v) > 8 else "****"

path = Path.home() / ".hermes" / ".env"
if not path.exists():
    sys.exit(f"{path} not found")
flt = sys.argv[1].upper() if len(sys.argv) > 1 else ""
print("| key | set | shape | value |\n|---|---|---|---|")
for line in path.read_text().splitlines():
    line = line.strip()
    if not line or line.startswith("#") or "=" not in line:
        continue
    k, v = (s.strip() for s in line.split("=", 1))
    v = v.strip("'\"")
    if flt and flt not in k:
        continue
    shape = "n/a"
    if k in SHAPES:
        shape = "ok" if re.match(SHAPES[k], v) else "unexpected"
    print(f"| {k} | {'yes' if v else 'no'} | {shape} | {mask(v)} |")
