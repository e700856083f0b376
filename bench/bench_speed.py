"""Speed where users feel it (issue 22): start-up, the idle sync, big homes.

Every row times hermes-git beside its anchor in the same run (taking turns), as the user meets
it: a whole process for what is typed, the library call for what `sync --watch` pays each
interval inside its long-running process. `--quick` uses smaller homes and fewer repetitions
(the goals at 20,000 skills are then read at the largest size built). hermes-git's bytecode is
compiled first, as `pip install` does (the environment may set PYTHONDONTWRITEBYTECODE).
"""

from __future__ import annotations

import compileall
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import PROJECT, Row, fmt_seconds, interleaved_medians, wants_docs, write_section

QUICK = "--quick" in sys.argv[1:]
BIN = Path(sys.executable).parent
HG = [sys.executable, "-m", "hermes_git"]
SIZES = (200, 2_000) if QUICK else (1_000, 2_000, 20_000)
REPEAT = 3 if QUICK else 7
PER_CATEGORY = 100


@dataclass
class Limit(Row):
    """A row whose goal is a time (seconds), not a ratio; the anchor is context."""

    limit: float = 0.0

    def verdict(self) -> str:
        return f"≤ {fmt_seconds(self.limit)}: {'met' if self.ours <= self.limit else 'NOT met'}"


def run(cmd: list[str], cwd: Path | None = None) -> None:
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)


def git(cwd: Path, *args: str) -> None:
    run(["git", *args], cwd)


def make_home(root: Path, skills: int) -> Path:
    """A Hermes home of `skills` skills, 100 to a category folder, and two memory files."""
    for n in range(skills):
        folder = root / "skills" / f"cat{n // PER_CATEGORY:03d}" / f"s{n:05d}"
        folder.mkdir(parents=True)
        (folder / "SKILL.md").write_text(
            f"---\nname: s{n:05d}\ndescription: Skill number {n}.\n---\n# s{n:05d}\n\n"
            "1. Read the task.\n2. Do the steps.\n3. Check the result.\n"
        )
    (root / "memories").mkdir()
    (root / "memories" / "MEMORY.md").write_text("A fact\n§\nAnother fact")
    return root


def synced_home(tmp: Path, skills: int) -> Path:
    """A hermes-git home of `skills` skills, synced once with a bare remote on the disk."""
    from hermes_git import init as repo
    from hermes_git.sync import run as sync

    home = make_home(tmp / f"home-{skills}", skills)
    repo.init(home, "bench")
    remote = tmp / f"remote-{skills}.git"
    git(tmp, "init", "-q", "--bare", "-b", "main", str(remote))
    git(home, "remote", "add", "origin", remote.as_uri())
    sync.sync(home)
    return home


def startup_rows(tmp: Path) -> list[Row]:
    home = synced_home(tmp, 3)
    times = interleaved_medians(
        {
            "status": (lambda: run([*HG, "--repo", str(home), "status"]), None),
            "git status": (lambda: run(["git", "status"], home), None),
            "version": (lambda: run([*HG, "--version"]), None),
            "pre-commit": (lambda: run([str(BIN / "pre-commit"), "--version"]), None),
        },
        repeat=REPEAT * 2,
    )
    return [
        Limit("`hermes-git status`, small repo (process)", times["status"],
              times["git status"], "`git status`", limit=0.060),
        Limit("`hermes-git --version`", times["version"], times["pre-commit"],
              "`pre-commit --version`", limit=0.030),
    ]  # fmt: skip


def idle_rows(homes: dict[int, Path]) -> list[Row]:
    from hermes_git.sync import run as sync

    rows = []
    for skills, home in homes.items():

        def ours(home: Path = home) -> None:
            result = sync.sync(home)
            assert result.outcome == "synced" and not result.pulled and not result.pushed

        def plain(home: Path = home) -> None:
            git(home, "fetch", "-q", "origin")
            git(home, "push", "-q", "origin", "main")

        times = interleaved_medians({"ours": (ours, None), "plain": (plain, None)}, REPEAT)
        goal = 2.0 if skills <= 1_000 else 3.0 if skills == max(SIZES) else None
        rows.append(
            Row(f"no-change sync, {skills:,} skills (in the watch process)", times["ours"],
                times["plain"], "`git fetch && git push`, nothing to do", goal)
        )  # fmt: skip
    return rows


def main() -> None:
    compileall.compile_dir(PROJECT / "hermes_git", quiet=1)
    os.environ.setdefault("GIT_CONFIG_NOSYSTEM", "1")
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-speed-"))
    try:
        rows = startup_rows(tmp)
        homes = {n: synced_home(tmp, n) for n in SIZES}
        rows += idle_rows(homes)
        print(table(rows))
        if wants_docs() and not QUICK:
            write_section("speed (issue 22)", _doc(rows))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def table(rows: list[Row]) -> str:
    lines = [
        "| what | hermes-git | anchor | anchor time | ratio | goal |",
        "|---|---:|---|---:|---:|---|",
    ]
    lines += [
        f"| {r.case} | {fmt_seconds(r.ours)} | {r.anchor_name} | {fmt_seconds(r.anchor)} "
        f"| {r.ratio:.2f}x | {r.verdict()} |"
        for r in rows
    ]  # fmt: skip
    return "\n".join(lines)


def _doc(rows: list[Row]) -> str:
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else []
    return (
        "Issue 22's table: `python bench/bench_speed.py` (`--quick` for small homes). "
        f"Load average while measuring: {' '.join(load) or 'unknown'}.\n\n" + table(rows)
    )


if __name__ == "__main__":
    main()
