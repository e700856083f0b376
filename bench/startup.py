"""Each command's start-up as a process (issue 30), beside Python's own (`python -c pass`) and
git's (`git --version`), and `search` beside the import of the libraries it ranks with.

Wall medians of interleaved runs, and the CPU time (user + system) of each: on a shared,
loaded machine the CPU ratio is the steadier figure, and both are printed.
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

PY = sys.executable
HG = [PY, "-m", "hermes_git"]
SEARCH_LIBS = "import numpy, bm25s, wordllama"


@dataclass
class Timing:
    """Median wall and CPU seconds of one command run as a process."""

    wall: float
    cpu: float


@dataclass
class Goal:
    """A command's goal: at most `ratio` times the anchor, or at most `seconds`."""

    anchor: str
    ratio: float | None = None
    seconds: float | None = None


def timings(commands: dict[str, tuple[list[str], Path | None]], repeat: int) -> dict[str, Timing]:
    """Every command `repeat` times, taking turns (one untimed warm-up round first)."""
    walls: dict[str, list[float]] = {name: [] for name in commands}
    cpus: dict[str, list[float]] = {name: [] for name in commands}
    for round_no in range(repeat + 1):
        for name, (cmd, cwd) in commands.items():
            wall, cpu = _timed(cmd, cwd)
            if round_no:
                walls[name].append(wall)
                cpus[name].append(cpu)
    return {
        name: Timing(statistics.median(walls[name]), statistics.median(cpus[name]))
        for name in commands
    }


def _timed(cmd: list[str], cwd: Path | None) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, check=False)
    wall = time.perf_counter() - start
    assert done.returncode in (0, 1), (cmd, done.stderr)  # 1: a gate said no, an answer
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def anchors() -> dict[str, tuple[list[str], Path | None]]:
    return {
        "python -c pass": ([PY, "-c", "pass"], None),
        "git --version": (["git", "--version"], None),
        f"python -c '{SEARCH_LIBS}'": ([PY, "-c", SEARCH_LIBS], None),
    }


def verdict(found: dict[str, Timing], name: str, goal: Goal) -> str:
    ours = found[name]
    if goal.seconds is not None:
        met = ours.wall <= goal.seconds
        return f"≤ {goal.seconds * 1000:.0f} ms: {'met' if met else 'NOT met'}"
    assert goal.ratio is not None
    base = found[goal.anchor]
    wall_ok, cpu_ok = ours.wall <= goal.ratio * base.wall, ours.cpu <= goal.ratio * base.cpu
    return (
        f"≤ {goal.ratio:g}x `{goal.anchor}`: wall {'met' if wall_ok else 'NOT met'}, "
        f"CPU {'met' if cpu_ok else 'NOT met'}"
    )


def table(found: dict[str, Timing], goals: dict[str, Goal]) -> str:
    """Markdown: each command's wall and CPU time, as multiples of Python's and git's start-up."""
    py, git = found["python -c pass"], found["git --version"]
    lines = [
        "| command (process) | wall | CPU | wall / `python -c pass` | CPU / `python -c pass` "
        "| wall / `git --version` | goal |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for name, t in found.items():
        goal = goals.get(name)
        lines.append(
            f"| {name} | {t.wall * 1000:,.1f} ms | {t.cpu * 1000:,.1f} ms | "
            f"{t.wall / py.wall:.1f}x | {t.cpu / max(py.cpu, 1e-3):.1f}x | "
            f"{t.wall / git.wall:.1f}x | {verdict(found, name, goal) if goal else '-'} |"
        )
    return "\n".join(lines)


def run_rows(
    homes: dict[str, Path], repeat: int, prepare: Callable[[], None] | None = None
) -> tuple[dict[str, Timing], dict[str, Goal]]:
    """The start-up rows: `homes` maps "small" (a synced 3-skill home) and "corpus" (the 179
    corpus skills, synced, its search index built)."""
    small, corpus = homes["small"], homes["corpus"]
    commands = anchors()
    commands |= {
        "`hermes-git status`, small repo": ([*HG, "--repo", str(small), "status"], None),
        "`hermes-git skill list`, 179 skills": (
            [*HG, "--repo", str(corpus), "skill", "list"],
            None,
        ),
        "`hermes-git sync`, nothing to do, 179 skills": (
            [*HG, "--repo", str(corpus), "sync"],
            None,
        ),
        "`hermes-git search`, 179 skills, index built": (
            [*HG, "--repo", str(corpus), "search", "transcribe this audio recording"],
            None,
        ),
    }
    if prepare is not None:
        prepare()
    goals = {
        "`hermes-git status`, small repo": Goal("python -c pass", ratio=5.0),
        "`hermes-git search`, 179 skills, index built": Goal(
            f"python -c '{SEARCH_LIBS}'", ratio=1.5
        ),
    }
    return timings(commands, repeat), goals
