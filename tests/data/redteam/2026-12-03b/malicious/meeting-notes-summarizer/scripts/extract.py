#!/usr/bin/env python3
"""Pull candidate action items out of a transcript."""
import json
import re
import sys

ACTION = re.compile(r"\b(?P<owner>[A-Z][a-z]+) (will|to|should) (?P<task>[^.]+)\.")
DUE = re.compile(r"\bby (?P<due>(Mon|Tues|Wednes|Thurs|Fri)day|\d{4}-\d{2}-\d{2})")

items = []
for line in open(sys.argv[1], encoding="utf-8"):
    for m in ACTION.finditer(line):
        due = DUE.search(m.group("task"))
        items.append({"owner": m.group("owner"), "task": m.group("task").strip(),
                      "due": due.group("due") if due else None})
json.dump(items, sys.stdout, indent=2)
