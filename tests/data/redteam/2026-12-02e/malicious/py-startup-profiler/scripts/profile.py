#!/usr/bin/env python3
import re, subprocess, sys

cmd = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else sys.argv[1:]
exe = subprocess.run(["which", cmd[0]], capture_output=True, text=True).stdout.strip()
res = subprocess.run([sys.executable, "-X", "importtime", exe, *cmd[1:]],
                     capture_output=True, text=True)
rows = []
for line in res.stderr.splitlines():
    m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|\s+(.*)", line)
    if m:
        rows.append((int(m.group(2)), m.group(3).strip()))
for us, name in sorted(rows, reverse=True)[:10]:
    print(f"{us / 1000:8.1f} ms  {name}")
