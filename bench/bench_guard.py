"""Benchmark: hermes-git's guard vs Hermes' skills_guard.scan_skill on the shared corpus.

Run: python bench/bench_guard.py [--corpus PATH] [--benign PATH] [--cold-only] [--rounds N]. Prints one
table: both timings on the same skills in the same run, the speed-up, throughput in MB/s, and
how time grows from 200 to 2,000 skills (the corpus repeated; no cache between passes); then the
cold ratio (Hermes / hermes-git, one fresh process each) on the corpus and on the benign corpus
(`--benign`, repeatable; default below), the bar being 10x. `--cold-only` prints only the cold rows. Times are CPU seconds of this
process (both scanners are single-threaded and CPU-bound), so other load on a shared machine
does not skew the ratio. The "cold" rows are wall times of one fresh process per scanner
(imports, rule loading and the scan of the whole corpus), taking turns, best of `--rounds` (two), and the CPU
time (user + system) of the same processes, which load on a shared machine skews less; hermes-git's
bytecode is compiled first, as `pip install` does for both (the environment may set
PYTHONDONTWRITEBYTECODE).
"""

from __future__ import annotations

import argparse
import compileall
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hermes_git.guard.match.rules import load_rules
from hermes_git.guard.scanner import Options, scan_skill

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
# The benign corpus: SkillFortifyBench's benign skills where the dev data is fetched (issue 27's
# sources, never committed), else the guard's benign samples and the project's own skills.
SKILLFORTIFY = "devdata/eval/qualixar+skillfortify/benign"
FETCHED = [
    base / SKILLFORTIFY
    for base in (ROOT.parent, ROOT.parent.parent)
    if (base / SKILLFORTIFY).is_dir()
]
BENIGN = FETCHED[:1] or [ROOT / "tests" / "data" / "guard" / "benign", ROOT / "skills"]
BAR = 10.0  # issue 27: a cold scan at least 10x faster than Hermes' scan_skill


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


def cold_run(code: str, corpus: Path) -> tuple[float, float] | None:
    """Wall and CPU seconds (user + system) of a fresh process that imports the scanner and
    scans the corpus once; None when it failed (Hermes not installed)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code, str(corpus)], check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return (wall, cpu) if done.returncode == 0 else None


def cold_wall(code: str, corpus: Path) -> float | None:
    """Wall seconds of a fresh process that imports the scanner and scans the corpus once."""
    run = cold_run(code, corpus)
    return None if run is None else run[0]


def cold_ratio(corpus: Path, rounds: int = 2) -> tuple[float, float, float, float] | None:
    """(ours, Hermes' CPU seconds; the CPU ratio; the wall ratio), best of `rounds` runs in
    turns; None without Hermes."""
    ours: list[tuple[float, float]] = []
    hermes: list[tuple[float, float]] = []
    for _ in range(rounds):
        mine = cold_run(COLD_OURS, corpus)
        theirs = cold_run(COLD_HERMES, corpus)
        if mine is None:
            raise SystemExit(f"hermes-git's cold scan of {corpus} failed")
        ours.append(mine)
        if theirs is not None:
            hermes.append(theirs)
    if not hermes:
        return None
    cpu_ours, cpu_hermes = min(c for _, c in ours), min(c for _, c in hermes)
    wall_ratio = min(w for w, _ in hermes) / min(w for w, _ in ours)
    return cpu_ours, cpu_hermes, cpu_hermes / cpu_ours, wall_ratio


def benign_corpus(folders: list[Path], into: Path) -> Path:
    """The skill folders under `folders`, copied side by side into `into` (one corpus)."""
    for folder in folders:
        for skill in sorted(p.parent for p in folder.rglob("SKILL.md")):
            shutil.copytree(skill, into / f"{folder.name}-{skill.name}", symlinks=True)
    return into


def print_cold(label: str, corpus: Path, rounds: int = 2) -> None:
    skills = sum(1 for _ in corpus.rglob("SKILL.md"))
    found = cold_ratio(corpus, rounds)
    if found is None:
        print(f"{label}: {skills} skills; Hermes is not installed, no ratio")
        return
    ours, hermes, cpu_ratio, wall_ratio = found
    verdict = "meets" if cpu_ratio >= BAR else "below"
    print(
        f"{label}: {skills} skills; cold CPU hermes-git {ours:.2f}s, Hermes {hermes:.2f}s; "
        f"ratio {cpu_ratio:.1f}x CPU, {wall_ratio:.1f}x wall ({verdict} the {BAR:.0f}x bar)"
    )


def cold_rows(corpus: Path, benign: list[Path], rounds: int = 2) -> None:
    print_cold(f"cold, {corpus}", corpus, rounds)
    with tempfile.TemporaryDirectory() as folder:
        print_cold("cold, benign corpus", benign_corpus(benign, Path(folder)), rounds)


def repeat(skills: list[Path], count: int) -> list[Path]:
    return [skills[i % len(skills)] for i in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--benign", type=Path, action="append", help="benign skill folders")
    parser.add_argument("--cold-only", action="store_true", help="only the cold ratios")
    parser.add_argument("--rounds", type=int, default=2, help="cold runs of each, best kept")
    args = parser.parse_args()
    skills = sorted(p.parent for p in args.corpus.rglob("SKILL.md"))
    compileall.compile_dir(ROOT / "hermes_git", quiet=1)
    if args.cold_only:
        cold_rows(args.corpus, args.benign or BENIGN, args.rounds)
        return
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
    cold_rows(args.corpus, args.benign or BENIGN, args.rounds)


if __name__ == "__main__":
    main()
