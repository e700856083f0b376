"""Speed where users feel it (issue 22): start-up, the idle sync, big homes.

Every row times hermes-git beside its anchor in the same run (taking turns), as the user meets
it: a whole process for what is typed, the library call for what `sync --watch` pays each
interval inside its long-running process. `--quick` uses smaller homes and fewer repetitions
(the goals at 20,000 skills are then read at the largest size built); `--startup` times only the
start-up rows and writes no docs; `--scan` prints only the `scan` rows of the big homes (warm,
cold, the rule scan, growth). hermes-git's bytecode is compiled first, as `pip install` does
(the environment may set PYTHONDONTWRITEBYTECODE).
"""

from __future__ import annotations

import compileall
import contextlib
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import (
    PROJECT,
    Row,
    cpu_seconds,
    fmt_seconds,
    interleaved_medians,
    wants_docs,
    write_section,
)
from _common import table as common_table

QUICK = "--quick" in sys.argv[1:]
STARTUP_ONLY = "--startup" in sys.argv[1:]  # only the start-up rows (seconds, not minutes)
SCAN_ONLY = "--scan" in sys.argv[1:]
BIN = Path(sys.executable).parent
HG = [sys.executable, "-m", "hermes_git"]
SMALL, BIG = (200, 2_000) if QUICK else (2_000, 20_000)  # growth, big homes
IDLE_SIZES = (200, 1_000, 2_000) if QUICK else (1_000, 10_000, 20_000)
SIZES = tuple(sorted({SMALL, BIG, *IDLE_SIZES}))
REPEAT = 3 if QUICK else 7
PER_CATEGORY = 100


@dataclass
class Limit(Row):
    """A row whose goal is a time (seconds), not a ratio; the anchor is context."""

    limit: float = 0.0

    def verdict(self) -> str:
        return f"≤ {fmt_seconds(self.limit)}: {'met' if self.ours <= self.limit else 'NOT met'}"


CPU: dict[str, list[float]] = {}  # label: CPU seconds (user + system) of each timed process


def run(cmd: list[str], cwd: Path | None = None, label: str | None = None) -> None:
    """Run `cmd`; with `label`, record the CPU time it took (robust to a busy machine)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)
    if label is not None:
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        spent = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        CPU.setdefault(label, []).append(spent)


@contextlib.contextmanager
def own_cpu(label: str) -> Iterator[None]:
    """Record the CPU time of this process and its children in the block under `label`."""

    start = cpu_seconds()
    yield
    CPU.setdefault(label, []).append(cpu_seconds() - start)


def cpu_line() -> str:
    """The median CPU milliseconds of every labelled process."""
    return "CPU time (user + system, median): " + ", ".join(
        f"{label} {statistics.median(values) * 1e3:.0f} ms" for label, values in CPU.items()
    )


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
            "status": (lambda: run([*HG, "--repo", str(home), "status"], label="status"), None),
            "git status": (lambda: run(["git", "status"], home, "git status"), None),
            "version": (lambda: run([*HG, "--version"], label="--version"), None),
            "pre-commit": (lambda: run([str(BIN / "pre-commit"), "--version"]), None),
            "python": (lambda: run([sys.executable, "-c", "pass"], label="python -c pass"), None),
            "click": (
                lambda: run([sys.executable, "-c", "import click"], label="import click"),
                None,
            ),
        },
        repeat=REPEAT * 2,
    )
    return [
        Limit("`hermes-git status`, small repo (process)", times["status"],
              times["git status"], "`git status`", limit=0.060),
        Limit("`hermes-git --version`", times["version"], times["pre-commit"],
              "`pre-commit --version`", limit=0.030),
        Row("(scale: the interpreter alone, `python -c pass`)", times["python"],
            times["git status"], "`git status`"),
        Row("(scale: the interpreter and click, `python -c 'import click'`)", times["click"],
            times["git status"], "`git status`"),
    ]  # fmt: skip


def settle(homes: dict[int, Path]) -> None:
    """As a watch loop runs minutes apart: git rewrites its index on every `status` within a
    second of a change (its racy-timestamp rule), and the idle sync then checks the snapshot."""
    from hermes_git.sync import run as sync

    time.sleep(1.1)
    for home in homes.values():
        sync.sync(home)
    time.sleep(1.1)


def idle_rows(homes: dict[int, Path]) -> list[Row]:
    """The idle sync as `sync --watch` pays it: rounds of the watch loop's function in one
    process (its file watcher running), beside `git fetch && git push` as processes."""
    from hermes_git.sync.watch import Rounds

    rows = []
    for skills, home in homes.items():
        with Rounds(home, None) as loop:
            loop.round()  # the first round of a watch process checks everything
            loop.round()  # the next looks at what the first wrote (its snapshot refresh)
            time.sleep(1.1)  # git's racy-timestamp second, as a watch interval waits it out
            rows += _idle_rows_of(loop, skills)
    return rows


def _idle_rows_of(loop: Any, skills: int) -> list[Row]:
    home = loop.root

    def ours() -> None:
        with own_cpu(f"idle sync {skills:,}"):
            result = loop.round()
        assert result.outcome == "synced" and not result.pulled and not result.pushed

    def heartbeat() -> None:
        """A round whose marker is due (once a `sync.heartbeat`, 15 minutes by default)."""
        with marker_due(), own_cpu(f"heartbeat round {skills:,}"):
            result = loop.round()
        assert result.outcome == "synced" and not result.pulled and not result.pushed

    def plain() -> None:
        with own_cpu(f"fetch && push {skills:,}"):
            git(home, "fetch", "-q", "origin")
            git(home, "push", "-q", "origin", "main")

    runs = {"ours": (ours, None), "plain": (plain, None), "heartbeat": (heartbeat, None)}
    times = interleaved_medians(runs, max(REPEAT, 5))  # at least 5-run medians
    goal = 2.0 if skills == IDLE_SIZES[0] else 3.0 if skills == IDLE_SIZES[-1] else None
    return [
        Row(f"no-change sync, {skills:,} skills (in the watch process)", times["ours"],
            times["plain"], "`git fetch && git push`, nothing to do", goal),
        Row("the same (context: a round whose device marker is due, written and pushed)",
            times["heartbeat"], times["plain"], "`git fetch && git push`, nothing to do"),
    ]  # fmt: skip


@contextlib.contextmanager
def marker_due() -> Iterator[None]:
    """Make every round in the block write and push a new device marker (the heartbeat)."""
    from hermes_git.sync import marker

    real = marker.due
    marker.due = lambda *_args, **_kwargs: True  # type: ignore[assignment]
    try:
        yield
    finally:
        marker.due = real  # type: ignore[assignment]


def timed_once(func: Callable[[], object]) -> float:
    start = time.perf_counter()
    func()
    return time.perf_counter() - start


def init_rows(tmp: Path, sizes: tuple[int, ...]) -> tuple[list[Row], dict[int, Path]]:
    """Adopt homes of each size (timed once, beside `git add -A && git commit` on a copy)."""
    from hermes_git import init as repo

    rows, homes = [], {}
    for skills in sizes:
        home = make_home(tmp / f"home-{skills}", skills)
        if skills not in (SMALL, BIG):  # only these are reported: no anchor to time
            repo.init(home, "bench")
            homes[skills] = home
            continue
        plain = Path(shutil.copytree(home, tmp / f"plain-{skills}"))
        anchor = timed_once(lambda plain=plain: plain_commit(plain))
        ours = timed_once(lambda home=home: repo.init(home, "bench"))
        rows.append(
            Row(f"`init` (adopt), {skills:,} skills", ours, anchor,
                "`git init && git add -A && git commit`")
        )  # fmt: skip
        shutil.rmtree(plain)
        homes[skills] = home
    return rows, homes


def plain_commit(folder: Path) -> None:
    git(folder, "init", "-q", "-b", "main")
    git(folder, "add", "-A")
    git(folder, "-c", "user.name=bench", "-c", "user.email=b@example.org", "commit", "-qm", "x")


def add_remote(tmp: Path, home: Path) -> None:
    from hermes_git.sync import run as sync

    remote = tmp / f"{home.name}.git"
    git(tmp, "init", "-q", "--bare", "-b", "main", str(remote))
    git(home, "remote", "add", "origin", remote.as_uri())
    sync.sync(home)


def big_home_rows(
    homes: dict[int, Path], commands: dict[str, list[str]] | None = None
) -> dict[str, dict[int, float]]:
    """Process times of the read commands at each size: {command: {skills: seconds}}."""
    found: dict[str, dict[int, float]] = {}
    for skills, home in homes.items():
        warm = {
            name: (
                lambda args=args, home=home, name=name, skills=skills: run(
                    [*HG, "--repo", str(home), *args], label=f"{name} {skills:,}"
                ),
                None,
            )
            for name, args in (commands or COMMANDS).items()
        }
        cache = home / ".git" / "hermes-git" / "guard-cache.marshal"
        warm["scan, cold"] = (
            lambda home=home, skills=skills: run_gate(
                [*HG, "--repo", str(home), "scan"], label=f"scan, cold {skills:,}"
            ),
            lambda cache=cache: cache.unlink(missing_ok=True),
        )
        times = interleaved_medians(warm, repeat=max(1, REPEAT // 2))
        times["rule scan"] = rule_scan_seconds(home)
        for name, seconds in times.items():
            found.setdefault(name, {})[skills] = seconds
    return found


COMMANDS = {"status": ["status"], "skill list": ["skill", "list"], "scan, warm": ["scan"]}


def run_gate(cmd: list[str], label: str | None = None) -> None:
    """A command whose exit 1 (a gate said no) is an answer, not a failure (`label`: record
    its CPU time, as `run` does)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, capture_output=True, check=False)
    assert done.returncode in (0, 1), done.stderr
    if label is not None:
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        spent = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        CPU.setdefault(label, []).append(spent)


def rule_scan_seconds(home: Path) -> float:
    """The guard's rule scan alone, in this process: every skill file's text through the
    compiled rules (read and classified beforehand, untimed)."""
    from hermes_git.guard.match.engine import scan_text
    from hermes_git.guard.match.rules import load_rules
    from hermes_git.guard.read.kinds import classify

    rules = load_rules()
    texts = []
    for path in sorted((home / "skills").rglob("*")):
        if path.is_file():
            rel = path.relative_to(home).as_posix()
            text = path.read_text("utf-8", "replace")
            texts.append((text, rel, classify(rel, text)))
    start = time.perf_counter()
    for text, rel, kind in texts:
        scan_text(text, rel, kind, rules)
    return time.perf_counter() - start


def size_rows(found: dict[str, dict[int, float]], small: int, big: int) -> list[Row]:
    rows: list[Row] = []
    for name in [n for n in ("status", "skill list") if n in found]:
        rows.append(Limit(f"`{name}`, {big:,} skills (process)", found[name][big],
                          found[name][small], f"the same, {small:,} skills", limit=0.300))  # fmt: skip
    rows.append(Limit(f"`scan`, {big:,} skills, warm cache (process)", found["scan, warm"][big],
                      found["rule scan"][big], "the rule scan itself", limit=0.500))  # fmt: skip
    rows.append(Row(f"`scan`, {big:,} skills, cold cache (process)", found["scan, cold"][big],
                    found["rule scan"][big], "the rule scan itself", 2.0))  # fmt: skip
    for name, by_size in found.items():
        if name != "rule scan":
            rows.append(growth(f"`{name}`", by_size[big], by_size[small], small, big))
    return rows


def growth(what: str, big_t: float, small_t: float, small: int, big: int) -> Row:
    """Growth from `small` to `big` skills: at most linear (the ratio of the sizes)."""
    return Row(f"growth of {what}, {small:,} → {big:,} skills", big_t, small_t,
               f"the same at {small:,}", big / small)  # fmt: skip


def main() -> None:
    compileall.compile_dir(PROJECT / "hermes_git", quiet=1)
    os.environ.setdefault("GIT_CONFIG_NOSYSTEM", "1")
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-speed-"))
    try:
        if SCAN_ONLY:
            print(table(scan_rows(tmp)))
            print(cpu_line())
            return
        rows = startup_rows(tmp)
        if STARTUP_ONLY:
            print(table(rows))
            print(cpu_line())
            return
        inits, homes = init_rows(tmp, SIZES)
        for home in homes.values():
            add_remote(tmp, home)
        settle({n: homes[n] for n in IDLE_SIZES})
        rows += idle_rows({n: homes[n] for n in IDLE_SIZES})
        found = big_home_rows({n: homes[n] for n in (SMALL, BIG)})
        rows += size_rows(found, SMALL, BIG)
        by_size = {int(r.case.split(", ")[1].split()[0].replace(",", "")): r for r in inits}
        rows += [by_size[SMALL], by_size[BIG]]
        rows.append(growth("`init`", by_size[BIG].ours, by_size[SMALL].ours, SMALL, BIG))
        print(table(rows))
        print(cpu_line())
        if wants_docs() and not QUICK:
            write_section("speed (issue 22)", _doc(rows))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def scan_rows(tmp: Path) -> list[Row]:
    """Only the `scan` rows: homes of SMALL and BIG skills, adopted, scanned warm and cold."""
    from hermes_git import init as repo

    homes = {n: make_home(tmp / f"home-{n}", n) for n in (SMALL, BIG)}
    for home in homes.values():
        repo.init(home, "bench")
    found = big_home_rows(homes, {"scan, warm": ["scan"]})
    return size_rows(found, SMALL, BIG)


def table(rows: list[Row]) -> str:
    return common_table(rows, first="what")


def _doc(rows: list[Row]) -> str:
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else []
    return (
        "Issue 22's table, measured by `bench/bench_speed.py` (`--quick`: homes of 200 to "
        "2,000 skills, fewer runs; the docs are written only by a full run). Every row times "
        "hermes-git beside its anchor in the same run, taking turns; medians. What a user "
        "types is timed as a whole process (`python -m hermes_git`, bytecode compiled first); "
        "the idle sync is rounds of the watch loop's function (`sync.watch.Rounds.round`) "
        "repeated in one process, as `sync --watch` pays it each interval. Homes: N skills, 100 to a category folder, adopted "
        "by `init` (timed once, beside `git init && git add -A && git commit` on a copy), "
        "synced once with a bare `file://` remote. The cold scan deletes the findings cache "
        "before each run; the rule scan is the guard's compiled rules over every skill "
        "file's text in this process (files read beforehand). Growth rows divide the time at "
        "the big home by the time at the small one; at most linear means at most the ratio "
        f"of the sizes. Load average while measuring: {' '.join(load) or 'unknown'} (the "
        "goals in milliseconds assume a quiet machine: see the CPU times below the table)."
        "\n\n" + table(rows) + "\n\n" + cpu_line() + "\n\n" + IDLE_NOTE
    )


IDLE_NOTE = (
    "What an idle round of `sync --watch` pays (`hermes_git.sync.watch.Rounds`, its file "
    "watcher running): the fetch and the push, the config read, one `for-each-ref` listing "
    "every ref the round reads (`sync/refs.py`), and one `rev-parse`: five git processes "
    "against the anchor's two. It skips capture's `git status` when inotify saw nothing "
    "written under skills/ or memories/ since the last round (`sync/livewatch.py`; with "
    "events it asks `git status -- <those paths>`), the snapshot's confirmation and the "
    "listing of main (`sync/idle.py`), and the device marker while it is younger than "
    "`sync.heartbeat` (15 minutes: `sync/marker.py`); the context row times a round whose "
    "marker is due (written and pushed). A one-shot `hermes-git sync` still runs the full "
    "`git status` (git's untracked cache; git 2.39 has no file monitor on Linux). The bench "
    "waits out git's racy-timestamp second before the idle rows, as a watch interval does."
)


if __name__ == "__main__":
    main()
