"""A/B: the secret engine's CPU inside one corpus scan, this tree against another tree.

Run: python bench/ab_secrets.py OTHER_TREE [--rounds N] [--alone]   (not run by `make bench`)

Each round starts one fresh process per tree (`PYTHONPATH` set to the tree), taking turns. A
process scans every skill of the shared corpus with `scan_skill` (default options, no cache)
and reports its CPU time, the part spent inside the secret engine (`secrets.scan_bytes` and
`scan_file`, outermost calls) and a digest of every secret finding it returned. Printed: the
median of each per tree, the ratio (this tree / the other) and whether the findings agree.
`--alone`: the process runs `secrets.scan_bytes` on every corpus file, read beforehand, and
nothing else (the engine without the guard's work between two files).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from _common import CORPUS

HERE = Path(__file__).resolve().parent.parent
CHILD = r"""
import hashlib, json, sys, time
from pathlib import Path
try:  # the secret engine's module since the guard's sub-wings, else at guard's root
    from hermes_git.guard.secrets import secrets
except ImportError:
    from hermes_git.guard import secrets
spent, depth, found = [0.0], [0], []
def timed(f):
    def run(*args):
        depth[0] += 1
        start = time.process_time()
        try:
            out = f(*args)
        finally:
            depth[0] -= 1
        if not depth[0]:
            spent[0] += time.process_time() - start
            found.extend(json.dumps(x.to_json(), sort_keys=True) for x in out)
        return out
    return run
secrets.scan_bytes, secrets.scan_file = timed(secrets.scan_bytes), timed(secrets.scan_file)
from hermes_git.guard.scanner import Options, scan_skill
files = [(p, p.read_bytes()) for p in sorted(Path(sys.argv[1]).rglob("*")) if p.is_file()]
start = time.process_time()
if sys.argv[2] == "alone":
    for path, data in files:
        secrets.scan_bytes(data, str(path.relative_to(sys.argv[1])))
else:
    options = Options()
    for skill in sorted(Path(sys.argv[1]).rglob("SKILL.md")):
        scan_skill(skill.parent, options)
digest = hashlib.sha256("\n".join(sorted(found)).encode()).hexdigest()[:16]
print(json.dumps([time.process_time() - start, spent[0], len(found), digest]))
"""


def measure(tree: Path, mode: str) -> tuple[float, float, int, str]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(CORPUS), mode],
        env=env,
        cwd="/tmp",
        capture_output=True,
        text=True,
        check=True,
    )
    total, spent, count, digest = json.loads(done.stdout)
    return total, spent, count, digest


def main() -> None:
    other = Path(sys.argv[1]).resolve()
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 3
    mode = "alone" if "--alone" in sys.argv else "scan"
    runs: dict[Path, list[tuple[float, float, int, str]]] = {HERE: [], other: []}
    for _ in range(rounds):
        for tree in (other, HERE):
            runs[tree].append(measure(tree, mode))
    print(f"{'tree':50} {'scan CPU':>9} {'secrets CPU':>12} {'findings':>9}")
    for tree, got in runs.items():
        scan = statistics.median(r[0] for r in got)
        spent = statistics.median(r[1] for r in got)
        print(f"{tree!s:50} {scan:8.3f}s {spent:11.3f}s {got[0][2]:9d}")
    ours = statistics.median(r[1] for r in runs[HERE])
    theirs = statistics.median(r[1] for r in runs[other])
    print(f"secret engine ratio (this / other): {ours / theirs:.2f}x")
    agree = {r[3] for r in runs[HERE]} == {r[3] for r in runs[other]}
    print(f"secret findings identical: {'yes' if agree else 'NO'}")


if __name__ == "__main__":
    main()
