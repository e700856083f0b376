"""Sync of two diverged devices (1,000 and 10,000 skills; 100 skills and 50 memory entries
changed on each side, committed): `hermes-git sync` against plain git that completes the same
job (`git pull --no-rebase && git push` with git's `union` driver on memories/), and, as
context, plain git without it (which stops at the MEMORY.md conflict). `--quick`: 200 and
1,000 skills, fewer runs. `--size N` (repeatable) and `--runs N`: those sizes only, that many
runs each (`--size 1000 --runs 5`: the 1,000-skill row alone)."""

from __future__ import annotations

import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Row, cpu_seconds, interleaved_medians, table, wants_docs, write_section

QUICK = "--quick" in sys.argv[1:]


def _sizes(argv: list[str]) -> dict[int, int]:
    """Skills: runs (a copy per run), from `--quick`, `--size N` and `--runs N`."""
    picked = [int(argv[i + 1]) for i, a in enumerate(argv[:-1]) if a == "--size"]
    runs = [int(argv[i + 1]) for i, a in enumerate(argv[:-1]) if a == "--runs"]
    sizes = {200: 3, 1000: 3} if QUICK else {1000: 9, 10000: 3}
    if picked:
        sizes = {n: sizes.get(n, 3) for n in picked}
    return {n: runs[-1] for n in sizes} if runs else sizes


SIZES = _sizes(sys.argv[1:])
PICKED = "--size" in sys.argv[1:] or "--runs" in sys.argv[1:]
CHANGED, MEMORY_EDITS = 100, 50
GOAL = 1.5  # issue 22: at most 1.5x plain git that completes
LIMIT = 100_000


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout


def skill(name: str, description: str) -> str:
    return (
        f"---\nname: {name}\ndescription: {description}\n---\n# {name}\n\n"
        "1. Read the task.\n2. Do the steps.\n3. Check the result.\n"
    )


def build(tmp: Path, skills: int, signed: bool = False) -> tuple[Path, Path]:
    """A remote after device A pushed its changes, and device B with its own live changes;
    `signed`: both devices enrolled with signing on (issue 31), every main commit signed."""
    from hermes_git import init as repo
    from hermes_git.proposals import review
    from hermes_git.signing import manage
    from hermes_git.sync import join
    from hermes_git.sync import run as sync

    home = tmp / "a"
    for n in range(skills):
        path = home / "skills" / f"s{n:04d}" / "SKILL.md"
        path.parent.mkdir(parents=True)
        path.write_text(skill(f"s{n:04d}", f"Skill number {n}."))
    (home / "memories").mkdir()
    (home / "memories" / "MEMORY.md").write_text("Base fact")
    repo.init(home, "a")
    cfg = home / ".hermes-git.yaml"
    # record mode for skills too: both devices' edits go to main (review mode would park them on
    # review branches, a different job from the anchor's)
    text = cfg.read_text().replace("skills:\n  mode: review", "skills:\n  mode: record")
    cfg.write_text(
        text.replace(
            "mode: record\nvalidate", f"mode: record\n  memory_char_limit: {LIMIT}\nvalidate"
        )
    )
    git(home, "commit", "-qam", "bench: raise the memory limit")
    if signed:
        manage.enable(home)
    remote = tmp / "remote.git"
    git(tmp, "init", "-q", "--bare", "-b", "main", str(remote))
    git(home, "remote", "add", "origin", remote.as_uri())
    sync.sync(home)
    b = join.clone(remote.as_uri(), tmp / "b", "b").root
    if signed:  # B's key, enrolled by A; the enrolment approved on B (a policy change)
        key = manage.enable(b).device_key
        assert key is not None
        manage.add(home, "b", key)
        sync.sync(home)
        sync.sync(b)
        review.approve(b, "hermes/review/b/sync-settings")
    edit(home, range(CHANGED), "A")
    sync.sync(home)
    edit(b, range(CHANGED, 2 * CHANGED), "B")
    from hermes_git.proposals.capture import capture

    capture(b)  # committed as record mode would at write time, one commit per skill (untimed)
    return remote, b


def edit(home: Path, skills: range, side: str) -> None:
    for n in skills:
        path = home / "skills" / f"s{n:04d}" / "SKILL.md"
        path.write_text(skill(f"s{n:04d}", f"Skill number {n}, improved on {side}."))
    facts = [f"{side} fact {i}: something worth remembering" for i in range(MEMORY_EDITS)]
    (home / "memories" / "MEMORY.md").write_text("\n§\n".join(["Base fact", *facts]))


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-sync-"))
    os.environ.setdefault("GIT_CONFIG_NOSYSTEM", "1")
    try:
        rows: list[Row] = []
        cpu_ms: dict[int, dict[str, float]] = {}
        for skills, repeat in SIZES.items():
            cpu_ms[skills] = measure(tmp / str(skills), skills, repeat, rows)
        print(table(rows))
        for skills, ms in cpu_ms.items():
            print(
                f"{skills:,} skills, CPU time, this process and its git children: hermes-git "
                f"{ms['ours']:.0f} ms, signing on {ms['signed']:.0f} ms, plain git "
                f"{ms['plain']:.0f} ms, with union {ms['plain_union']:.0f} ms"
            )
        if wants_docs() and not QUICK and not PICKED:
            write_section("sync", _doc(rows, cpu_ms))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def measure(tmp: Path, skills: int, repeat: int, rows: list[Row]) -> dict[str, float]:
    """Time one size; append its rows; return the median CPU milliseconds of each kind."""
    from hermes_git.snapshot.build import refresh_snapshot
    from hermes_git.sync import run as sync

    tmp.mkdir(parents=True)
    pairs = {"unsigned": build(tmp, skills), "signed": build(tmp / "signed", skills, signed=True)}
    state: dict[str, Path] = {}

    def fresh(kind: str) -> None:
        run_dir = tmp / f"run-{kind}"
        shutil.rmtree(run_dir, ignore_errors=True)
        remote, b = pairs["signed" if kind == "signed" else "unsigned"]
        shutil.copytree(remote, run_dir / "remote.git", symlinks=True)
        home = shutil.copytree(b, run_dir / "b", symlinks=True)
        git(home, "remote", "set-url", "origin", (run_dir / "remote.git").as_uri())
        if kind == "signed":  # the key path git config names, in the copy
            key = home / ".git" / "hermes-git" / "signing-key"
            git(home, "config", "hermes.signingKey", str(key))
        if kind.startswith("plain"):
            git(home, "config", "--unset", "merge.hermes-memory.driver")
            for hook in (home / ".git" / "hooks").glob("post-*"):
                hook.unlink()
        if kind == "plain_union":  # git's union driver: the pull completes, then pushes
            (home / ".git" / "info").mkdir(exist_ok=True)
            (home / ".git" / "info" / "attributes").write_text("memories/* merge=union\n")
        else:  # as on the device: its last change of main refreshed the snapshot
            refresh_snapshot(home)
        state[kind] = home
        # a device's index matches its files; a copy changes every inode the index records
        git(home, "update-index", "-q", "--refresh")
        os.sync()  # the copies written back now: no run pays for another's setup

    cpu: dict[str, list[float]] = {"ours": [], "signed": [], "plain": [], "plain_union": []}

    def ours(kind: str = "ours") -> None:
        with cpu_time(cpu[kind]):
            result = sync.sync(state[kind])
        assert result.outcome == "synced", result.message
        assert not result.unverified and result.enrol is None

    completed: dict[str, set[bool]] = {"plain": set(), "plain_union": set()}

    def plain(kind: str) -> None:
        home = state[kind]
        with cpu_time(cpu[kind]):
            pulled = subprocess.run(
                ["git", "pull", "-q", "--no-rebase", "origin", "main"],
                cwd=home,
                capture_output=True,
                text=True,
                check=False,
            )
            if pulled.returncode == 0:  # plain git conflicts on MEMORY.md; push if not
                git(home, "push", "-q", "origin", "main")
        completed[kind].add(pulled.returncode == 0)

    times = interleaved_medians(
        {
            "ours": (ours, lambda: fresh("ours")),
            "signed": (lambda: ours("signed"), lambda: fresh("signed")),
            "plain": (lambda: plain("plain"), lambda: fresh("plain")),
            "union": (lambda: plain("plain_union"), lambda: fresh("plain_union")),
        },
        repeat=repeat,
    )
    assert completed == {"plain": {False}, "plain_union": {True}}, completed
    rows += [
        Row(
            f"sync, {skills:,} skills, 100 + 100 changed, 50 + 50 memory entries",
            times["ours"],
            times["union"],
            "plain git that completes: `git pull --no-rebase && git push`, "
            "`merge=union` on memories/",
            GOAL,
        ),
        Row(
            "the same with signing on (issue 31: 100 incoming signed commits verified, "
            "the merge signed)",
            times["signed"],
            times["union"],
            "the same plain git (unsigned)",
            None,
        ),
        Row(
            "the same (context: plain git that stops at the MEMORY.md conflict)",
            times["ours"],
            times["plain"],
            "`git pull --no-rebase && git push`",
            None,
        ),
    ]
    return {kind: statistics.median(values) * 1e3 for kind, values in cpu.items()}


@contextlib.contextmanager
def cpu_time(into: list[float]) -> Iterator[None]:
    """Append the CPU seconds (user + system) this process and its waited-for children spent
    in the block."""

    start = cpu_seconds()
    yield
    into.append(cpu_seconds() - start)


def _doc(rows: list[Row], cpu_ms: dict[int, dict[str, float]]) -> str:
    goals = [r for r in rows if r.goal is not None]
    verdicts = ", ".join(f"{r.case.split(', ')[1]}: {r.ratio:.2f}x {r.verdict()}" for r in goals)
    cpu = "; ".join(
        f"{n:,} skills: hermes-git {ms['ours']:.0f} ms, plain git {ms['plain']:.0f} ms "
        f"({ms['plain_union']:.0f} ms when it completes and pushes)"
        for n, ms in cpu_ms.items()
    )
    runs = ", ".join(f"{n:,} skills {r}" for n, r in SIZES.items())
    return (
        f"Two devices of a home of 1,000 (and 10,000) skills over a `file://` remote: device "
        f"A pushed 100 changed skills and 50 new memory entries; device B has 100 other "
        f"changed skills and 50 other entries, committed one commit per skill as record mode "
        f"does at write time. Timed on B: `hermes-git sync` (capture finds nothing left, "
        f"fetch, merge in the object store with the memory driver, gate every changed skill, "
        f"write the live files, push main and the device marker) against plain git doing the "
        f"same job to the end: `git pull --no-rebase && git push` with git's `union` driver "
        f"on memories/ (wrong for memory, see git.md §2.1, but it lets the pull finish and "
        f"push). The context row is plain git without it, which stops at the MEMORY.md "
        f"conflict and never pushes (the retired anchor of the earlier 2x goal). Before each "
        f"run (untimed) fresh copies of both repos; on hermes-git's copy the prompt snapshot "
        f"is refreshed first, as the device's own last change of main left it; on every copy "
        f"the index is refreshed (`git update-index --refresh`), then `sync(2)`. Medians "
        f"after a warm-up, taking turns (runs: {runs}). Script: `bench/bench_sync.py`; "
        f"measured {date.today().isoformat()}.\n\n{table(rows)}\n\nGoal (issue 22): "
        f"hermes-git ≤ {GOAL}x plain git that completes: {verdicts}. CPU time, this process "
        f"and its git children, median: {cpu}. hermes-git does what a finished sync needs and "
        f"plain git does not: the gate on the 100 incoming skills, the entry-level memory "
        f"merge, writing the changed live files atomically and durably with Hermes' memory "
        f"lock held, the index, the device marker and the prompt snapshot refresh."
    )


if __name__ == "__main__":
    main()
