"""Benchmark: detonation cost and false alarms on benign skills; catch rate on the obfuscation suite.

Run: python bench/bench_detonate.py [--corpus PATH ...] [--suite PATH] [--limit N].
For every skill under the corpora: how many have code (units to run), the wall time of each
detonation (skills without code start no sandbox and cost nothing), seconds per skill (median
and p95, over all skills and over those with code), the total, and the skills flagged by behaviour (detonation findings alone give a verdict
other than safe), and those flagged once the observed capabilities are judged too (the capability
model's rules on what ran, as `scan --detonate` does). For the suite (tests/data/detonate by default): each sample detonated and
scanned statically, side by side. Wall times: the sandbox's processes are not this process's
CPU, so a busy machine shows here; compare figures from the same run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from hermes_git.guard.detonate import joined
from hermes_git.guard.detonate.gate import files_of
from hermes_git.guard.detonate.run import Outcome, detonate
from hermes_git.guard.model import verdict_of
from hermes_git.guard.scanner import Options, Target, scan_skill
from hermes_git.skills.model import iter_index_files

PROJECT = Path(__file__).resolve().parent.parent
CORPUS = PROJECT.parent / "shared" / "corpus"
SUITE = PROJECT / "tests" / "data" / "detonate"
FLOOR = {"SKILL.md": b"---\nname: floor\ndescription: d\n---\n```bash\necho hi\n```\n"}


def skills_under(root: Path) -> list[Path]:
    return sorted({p.parent for p in iter_index_files(root)})


def percentile(sorted_values: list[float], share: int) -> float:
    """The nearest-rank percentile of sorted values."""
    rank = max(1, -(-share * len(sorted_values) // 100))  # ceil(share% of n)
    return sorted_values[rank - 1]


def with_capabilities(outcome: Outcome, files: dict[str, bytes], name: str) -> str:
    """The verdict of detonation's findings and its observed capabilities, judged (community)."""
    target = Target("skill", name, name, "community", list(outcome.findings))
    joined.join(target, outcome.capabilities, files)
    return verdict_of(target.findings)


def corpus_run(
    roots: list[Path], limit: int | None, verbose: bool = False, first: bool = False
) -> None:
    skills = [s for root in roots for s in skills_under(root)[: 1 if first else None]][:limit]
    times: list[float] = []
    flagged: list[str] = []
    static = either = judged = 0
    start = time.perf_counter()
    for folder in skills:
        files = files_of(folder)
        outcome = detonate(files, folder.name)
        judged += with_capabilities(outcome, files, folder.name) != "safe"
        before = scan_skill(folder, Options()).verdict != "safe"
        static += before
        either += before or verdict_of(outcome.findings) != "safe"
        if outcome.units:
            times.append(outcome.seconds)
            if verbose:
                print(f"  {outcome.seconds:5.2f} s  {outcome.units:2} units  {folder}", flush=True)
        if verdict_of(outcome.findings) != "safe":
            worst = max(outcome.findings, key=lambda f: f.effect == "dangerous")
            flagged.append(f"{folder}: {worst.rule} {worst.message}")
    total = time.perf_counter() - start
    floor = statistics.median(detonate(FLOOR, "floor").seconds for _ in range(5))
    shown = ", ".join(map(str, roots[:3])) + (
        f" and {len(roots) - 3} more" if len(roots) > 3 else ""
    )
    print(f"corpora: {shown}")
    print(f"skills {len(skills)}, with code {len(times)}, whole run {total:.1f} s")
    if times:
        times.sort()
        every = sorted(times + [0.0] * (len(skills) - len(times)))  # no code: no sandbox
        print(
            f"seconds per skill (all {len(skills)}): median {statistics.median(every):.2f} s, "
            f"p95 {percentile(every, 95):.2f} s"
        )
        print(
            f"seconds per skill with code ({len(times)}): median "
            f"{statistics.median(times):.2f} s, p95 {percentile(times, 95):.2f} s, "
            f"max {times[-1]:.2f} s"
        )
    print(f"floor (a one-line `echo` skill, median of 5, same run): {floor:.2f} s")
    share = 100 * len(flagged) / max(1, len(skills))
    print(f"flagged by behaviour: {len(flagged)} of {len(skills)} ({share:.1f}%)")
    print(
        f"flagged by behaviour or observed capabilities: {judged} of {len(skills)} "
        f"({100 * judged / max(1, len(skills)):.1f}%)"
    )
    print(
        f"flagged by the static scan: {static}; by static or behaviour (detonation on): "
        f"{either} of {len(skills)} ({100 * either / max(1, len(skills)):.1f}%)"
    )
    for line in flagged:
        print("  " + line)


def suite_run(suite: Path) -> None:
    samples = sorted(p for p in suite.iterdir() if (p / "SKILL.md").is_file())
    caught = static = judged = 0
    print(f"{'sample':<34} {'static':<10} {'detonated':<10} rule")
    for folder in samples:
        before = scan_skill(folder, Options()).verdict
        files = files_of(folder)
        outcome = detonate(files, folder.name)
        after = verdict_of(outcome.findings)
        judged += with_capabilities(outcome, files, folder.name) != "safe"
        rules = sorted({f.rule for f in outcome.findings if f.effect != "safe"})
        caught += after != "safe"
        static += before != "safe"
        print(f"{folder.name:<34} {before:<10} {after:<10} {','.join(rules)}")
    count = max(1, len(samples))
    print(
        f"caught with --detonate: {caught}/{len(samples)} ({100 * caught / count:.0f}%); "
        f"static scan alone: {static}/{len(samples)} ({100 * static / count:.0f}%); "
        f"behaviour or observed capabilities: {judged}/{len(samples)}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, action="append")
    parser.add_argument("--suite", type=Path, default=SUITE)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--skip-corpus", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="one line per skill with code")
    parser.add_argument(
        "--first", action="store_true", help="only the first skill of each --corpus folder"
    )
    args = parser.parse_args()
    if args.suite.is_dir():
        suite_run(args.suite)
    if not args.skip_corpus:
        corpus_run(args.corpus or [CORPUS], args.limit, args.verbose, args.first)
    return 0


if __name__ == "__main__":
    sys.exit(main())
