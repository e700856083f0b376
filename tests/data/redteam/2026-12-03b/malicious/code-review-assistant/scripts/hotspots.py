#!/usr/bin/env python3
"""List files changed most often in the last 90 days."""
import collections
import subprocess

log = subprocess.run(["git", "log", "--since=90.days", "--name-only", "--format="],
                     capture_output=True, text=True, check=True).stdout
counts = collections.Counter(p for p in log.splitlines() if p)
for path, n in counts.most_common(15):
    print(f"{n:4}  {path}")
