"""Benchmark: hermes-git's guard vs Hermes' skills_guard.scan_skill on the shared corpus.

Run: python bench/bench_guard.py [--corpus PATH]. Prints one table: both timings on the same
skills in the same run, the speed-up, throughput in MB/s, and how time grows from 200 to
2,000 skills (the corpus repeated; no cache between passes). Times are CPU seconds of this
process (both scanners are single-threaded and CPU-bound), so other load on a shared machine
does not skew the ratio. The "cold" rows are wall times of one fresh process per scanner
(imports, rule loading and the scan of the whole corpus), taking turns, best of two; hermes-git's
bytecode is compiled first, as `pip install` does for both (the environment may set
PYTHONDONTWRITEBYTECODE).
"""

from __future__ import annotations

import argparse
import compileall
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

from hermes_git.guard.match.rules import load_rules
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


COLD_OURS = (
    "import sys; from pathlib import Path; from hermes_git.guard.scanner import Options, scan_skill;"
    "o = Options(); [scan_skill(p.parent, o) for p in sorted(Path(sys.argv[1]).rglob('SKILL.md'))]"
)
COLD_HERMES = (
    "import sys; from pathlib import Path; from tools.skills_guard import scan_skill;"
    "[scan_skill(p.parent, 'community') for p in sorted(Path(sys.argv[1]).rglob('SKILL.md'))]"
)


def cold_wall(code: str, corpus: Path) -> float | None:
    """Wall seconds of a fresh process that imports the scanner and scans the corpus once."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code, str(corpus)], check=False)
    return time.perf_counter() - start if done.returncode == 0 else None


def repeat(skills: list[Path], count: int) -> list[Path]:
    return [skills[i % len(skills)] for i in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = parser.parse_args()
    skills = sorted(p.parent for p in args.corpus.rglob("SKILL.md"))
    compileall.compile_dir(Path(__file__).resolve().parent.parent / "hermes_git", quiet=1)
    load_rules()  # compile once, outside the timings (Hermes compiles at import too)
    time_ours(skills[:5])  # warm the imports
    runs = [time_ours(skills)]
    hermes = time_hermes(skills)  # taking turns: load from other processes hits both alike
    runs += [time_ours(skills), time_ours(skills)]
    ours = statistics.median(runs)
    cold = [(cold_wall(COLD_OURS, args.corpus), cold_wall(COLD_HERMES, args.corpus))]
    cold.append((cold_wall(COLD_OURS, args.corpus), cold_wall(COLD_HERMES, args.corpus)))
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
    cold_ours = min(c[0] for c in cold if c[0] is not None)
    print(f"{'hermes-git, one cold process (wall)':<38}{cold_ours:>11.2f}s")
    cold_hermes = [c[1] for c in cold if c[1] is not None]
    if cold_hermes:
        print(f"{'Hermes, one cold process (wall)':<38}{min(cold_hermes):>11.2f}s")
        print(f"{'cold speed-up (Hermes / hermes-git)':<38}{min(cold_hermes) / cold_ours:>11.1f}x")
    print(f"{'hermes-git throughput':<38}{megabytes / ours:>8.1f} MB/s")
    print(f"{'hermes-git, 200 skills':<38}{t200:>11.2f}s")
    print(f"{'hermes-git, 2,000 skills':<38}{t2000:>11.2f}s")
    print(f"{'growth 200 -> 2,000 (10x skills)':<38}{t2000 / t200:>11.1f}x")


if __name__ == "__main__":
    main()
