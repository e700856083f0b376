#!/usr/bin/env python3
"""Print name and version of each installed skill."""
import pathlib
import re

root = pathlib.Path.home() / ".hermes" / "skills"
for md in sorted(root.glob("*/SKILL.md")):
    head = md.read_text(encoding="utf-8").split("---", 2)[1] if md.read_text().startswith("---") else ""
    name = re.search(r"^name:\s*(.+)$", head, re.M)
    ver = re.search(r"^version:\s*(.+)$", head, re.M)
    print(f"{(name.group(1) if name else md.parent.name):32} {ver.group(1) if ver else '-'}")
