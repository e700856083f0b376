"""Benchmark: hermes-git's secret scan vs `detect-secrets scan` on the same corpus files.

Run: python bench/bench_secrets.py [--no-docs] [--repeat N]. Both are run as commands on the
same list of files of the shared corpus (`hermes-git secrets scan FILE...` and
`detect-secrets scan FILE...`), taking turns, N times each. Prints the median wall time and
CPU time (user + system of the child, so detect-secrets' worker processes count) of each, the
ratio (hermes-git / detect-secrets: below 1 is faster), and how many findings each reports
(the corpus holds no real secret, so every finding is a false alarm).
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _common import CORPUS, Row, table, wants_docs, write_section

BIN = Path(sys.executable).parent


def corpus_files() -> list[str]:
    return sorted(p.relative_to(CORPUS).as_posix() for p in CORPUS.rglob("*") if p.is_file())


def run(cmd: list[str]) -> tuple[float, float, bytes]:
    """Wall seconds, CPU seconds of the child (and its children), stdout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=CORPUS, capture_output=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{cmd[0]} failed: {done.stderr.decode(errors='replace')[-500:]}")
    return wall, cpu, done.stdout


def main() -> None:
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 3
    files = corpus_files()
    ours = [
        str(BIN / "python"), "-m", "hermes_git", "--repo", str(CORPUS),
        "secrets", "scan", "--format", "json", *files,
    ]  # fmt: skip
    theirs = [str(BIN / "detect-secrets"), "scan", *files]
    env_note = os.environ.get("PYTHONPATH", "")
    times: dict[str, list[tuple[float, float]]] = {"ours": [], "theirs": []}
    out: dict[str, bytes] = {}
    for _ in range(repeat):
        for name, cmd in (("ours", ours), ("theirs", theirs)):
            wall, cpu, stdout = run(cmd)
            times[name].append((wall, cpu))
            out[name] = stdout
    ours_found = len(json.loads(out["ours"])["findings"])
    theirs_found = sum(len(v) for v in json.loads(out["theirs"])["results"].values())
    wall = {k: statistics.median(t[0] for t in v) for k, v in times.items()}
    cpu = {k: statistics.median(t[1] for t in v) for k, v in times.items()}
    rows = [
        Row(
            f"wall, {len(files)} corpus files", wall["ours"], wall["theirs"], "detect-secrets", 1.0
        ),
        Row(f"CPU, {len(files)} corpus files", cpu["ours"], cpu["theirs"], "detect-secrets", 1.0),
    ]
    text = table(rows)
    print(text)
    print(f"ratio (wall): {rows[0].ratio:.2f}x   ratio (CPU): {rows[1].ratio:.2f}x")
    print(f"findings on the corpus (all false alarms): hermes-git {ours_found}, "
          f"detect-secrets {theirs_found}")  # fmt: skip
    if env_note:
        print(f"PYTHONPATH={env_note}")
    if wants_docs():
        write_section(
            "Secret scan (bench_secrets.py)",
            f"`hermes-git secrets scan` and `detect-secrets scan` (1.5, default plugins) on the "
            f"same {len(files)} files of the shared corpus, as commands, taking turns, median "
            f"of {repeat}. CPU counts the children of each command.\n\n{text}\n\n"
            f"Findings on the corpus, which holds no real secret: hermes-git {ours_found}, "
            f"detect-secrets {theirs_found}.",
        )


if __name__ == "__main__":
    main()
