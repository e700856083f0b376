import sys

rows = []
for line in open(sys.argv[1]):
    if not line.startswith("import time:") or "self [us]" in line:
        continue
    self_us, cum_us, name = [p.strip() for p in line[len("import time:"):].split("|")]
    rows.append((int(cum_us), name))
for cum, name in sorted(rows, reverse=True)[:10]:
    print(f"{cum / 1000:8.1f} ms  {name}")
