"""Shared bench helpers: timing, the corpus tree, the result table, docs/benchmarks.md."""

from __future__ import annotations

import os
import platform
import resource
import shutil
import statistics
import sys
import textwrap
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
CORPUS = PROJECT.parent / "shared" / "corpus"
DOCS = PROJECT / "docs" / "benchmarks.md"


def median_seconds(
    run: Callable[[], object], setup: Callable[[], object] | None = None, repeat: int = 7
) -> float:
    """The median wall time of `run` over `repeat` runs (`setup` runs before each, untimed)."""
    times = []
    for _ in range(repeat):
        if setup is not None:
            setup()
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def interleaved_medians(
    runs: dict[str, tuple[Callable[[], object], Callable[[], object] | None]],
    repeat: int = 7,
    warmup: int = 1,
) -> dict[str, float]:
    """Median seconds of each named (run, setup) pair, taking turns so drift hits all alike."""
    times: dict[str, list[float]] = {name: [] for name in runs}
    for round_no in range(warmup + repeat):
        for name, (run, setup) in runs.items():
            if setup is not None:
                setup()
            start = time.perf_counter()
            run()
            if round_no >= warmup:
                times[name].append(time.perf_counter() - start)
    return {name: statistics.median(values) for name, values in times.items()}


def copy_file(src: str, dst: str) -> None:
    """Copy a corpus file with its mtime. Never a hard link: a bench that appends to a file in
    place (as root, past the read-only bits) would otherwise write into the shared corpus."""
    shutil.copy2(src, dst)


def corpus_home_skills(skills_dir: Path) -> int:
    """Lay the corpus out under `skills_dir` as in a real home; return the number of skills.

    Hermes' bundled skills sit at `skills_dir/<category>/...`, the optional and the Anthropic
    skills in their own top-level folders.
    """
    parts = [
        (CORPUS / "hermes-agent" / "skills", skills_dir),
        (CORPUS / "hermes-agent" / "optional-skills", skills_dir / "optional-skills"),
        (CORPUS / "anthropic-skills", skills_dir / "anthropic-skills"),
    ]
    for src, dst in parts:
        shutil.copytree(src, dst, copy_function=copy_file, dirs_exist_ok=True)
    return sum(1 for _ in skills_dir.rglob("SKILL.md"))


@dataclass
class Row:
    """One line of a result table: a case, hermes-git's and the anchor's median seconds."""

    case: str
    ours: float
    anchor: float
    anchor_name: str
    goal: float | None = None

    @property
    def ratio(self) -> float:
        return self.ours / self.anchor

    def verdict(self) -> str:
        if self.goal is None:
            return "-"
        return f"≤ {self.goal:.1f}x: {'met' if self.ratio <= self.goal else 'NOT met'}"


def fmt_seconds(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


def cpu_seconds() -> float:
    """User + system CPU seconds of this process and its waited-for children so far."""
    own, children = (
        resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def table(rows: list[Row], first: str = "case") -> str:
    """The rows as a Markdown table (also readable in a terminal); `first`: the first header."""
    lines = [
        f"| {first} | hermes-git | anchor | anchor time | ratio | goal |",
        "|---|---:|---|---:|---:|---|",
    ]
    lines += [
        f"| {r.case} | {fmt_seconds(r.ours)} | {r.anchor_name} | {fmt_seconds(r.anchor)} "
        f"| {r.ratio:.2f}x | {r.verdict()} |"
        for r in rows
    ]
    return "\n".join(lines)


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (
        f"{cores} CPUs (`nproc`), {cpu}, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}"
    )


HEADER = """# Benchmarks

Machine: {machine}.

Command: `make bench` (runs every `bench/bench_*.py` with the project's venv Python). Each script
times hermes-git and its anchor in the same run and reports medians of several repetitions.
"""


def write_section(name: str, body: str) -> None:
    """Replace (or append) the `## name` section of docs/benchmarks.md; other sections stay.

    `body` is Markdown paragraphs separated by blank lines; prose is wrapped, tables are kept.
    """
    text = DOCS.read_text(encoding="utf-8") if DOCS.exists() else HEADER.format(machine=machine())
    lines = text.splitlines(keepends=True)
    heading = f"## {name}"
    start = next((i for i, line in enumerate(lines) if line.rstrip() == heading), None)
    paragraphs = [
        p if p.startswith("|") else textwrap.fill(p, 100, break_on_hyphens=False)
        for p in body.strip().split("\n\n")
    ]
    section = heading + "\n\n" + "\n\n".join(paragraphs) + "\n\n"
    if start is None:
        new = text.rstrip("\n") + "\n\n" + section
    else:
        end = next(
            (i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines)
        )
        new = "".join(lines[:start]) + section + "".join(lines[end:])
    DOCS.parent.mkdir(parents=True, exist_ok=True)
    DOCS.write_text(new.rstrip("\n") + "\n", encoding="utf-8")


def wants_docs() -> bool:
    """Scripts update their docs section unless run with `--no-docs`."""
    return "--no-docs" not in sys.argv[1:]
