"""Benchmark: hermes-git's guard vs Hermes' skills_guard.scan_skill on the shared corpus.

Run: python bench/bench_guard.py [--corpus PATH]. Prints one table: both timings on the same
skills in the same run, the speed-up, throughput in MB/s, and how time grows from 200 to
2,000 skills (the corpus repeated; no cache between passes). Times are CPU seconds of this
process (both scanners are single-threaded and CPU-bound), so other load on a shared machine
does not skew the ratio.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from pathlib import Path

from hermes_git.guard.rules import load_rules
from hermes_git.guard.scanner import Options, scan_skill

DEFAULT_CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def skill_bytes(skills: list[Path]) -> int:
    return sum(p.stat().st_size for s in skills for p in s.rglob("*") if p.is_file())


def time_ours(skills: list[Path]) -> float:
    opts = Options()  # no persistent cache: every file is scanned
    start = time.process_time()
    for skill in skills:
        scan_skill(skill, opts)
    return time.process_time() - start


def time_hermes(skills: list[Path]) -> float | None:
    try:
        from tools.skills_guard import scan_skill as hermes_scan
    except ImportError:
        return None
    start = time.process_time()
    for skill in skills:
        hermes_scan(skill, "community")
    return time.process_time() - start


def repeat(skills: list[Path], count: int) -> list[Path]:
    return [skills[i % len(skills)] for i in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = parser.parse_args()
    skills = sorted(p.parent for p in args.corpus.rglob("SKILL.md"))
    load_rules()  # compile once, outside the timings (Hermes compiles at import too)
    time_ours(skills[:5])  # warm the imports
    runs = [time_ours(skills)]
    hermes = time_hermes(skills)  # taking turns: load from other processes hits both alike
    runs += [time_ours(skills), time_ours(skills)]
    ours = statistics.median(runs)
    megabytes = skill_bytes(skills) / 1e6
    t200 = min(time_ours(repeat(skills, 200)) for _ in range(3))
    t2000 = min(time_ours(repeat(skills, 2000)) for _ in range(2))
    print(f"machine: {os.cpu_count()} CPUs, {cpu_model()}, Python {platform.python_version()}")
    print(
        f"corpus: {len(skills)} skills, {megabytes:.1f} MB; load average "
        f"{os.getloadavg()[0]:.1f} at the end"
    )
    print(f"{'measure':<38}{'value':>12}")
    print(f"{'hermes-git guard, whole corpus':<38}{ours:>11.2f}s")
    if hermes is not None:
        print(f"{'Hermes skills_guard, whole corpus':<38}{hermes:>11.2f}s")
        print(f"{'speed-up (Hermes / hermes-git)':<38}{hermes / ours:>11.1f}x")
    print(f"{'hermes-git throughput':<38}{megabytes / ours:>8.1f} MB/s")
    print(f"{'hermes-git, 200 skills':<38}{t200:>11.2f}s")
    print(f"{'hermes-git, 2,000 skills':<38}{t2000:>11.2f}s")
    print(f"{'growth 200 -> 2,000 (10x skills)':<38}{t2000 / t200:>11.1f}x")


if __name__ == "__main__":
    main()
