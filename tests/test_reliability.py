"""Reliability: concurrent writers, SIGKILL at any moment, hostile input to `hermes-git propose`.

Everything runs real git and real `hermes-git` processes. The random kill tests print their seed
on failure; rerun with `HERMES_GIT_SEED=<seed>` to get the same delays.
"""

from __future__ import annotations

import fcntl
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hermes_git import config as configmod
from hermes_git import init as repomod
from hermes_git.cli import main
from hermes_git.init import open_repo
from hermes_git.proposals import live as livemod
from hermes_git.proposals import review
from hermes_git.proposals.change import Request, review_branch
from hermes_git.proposals.compute import GitTree, compute_change
from hermes_git.proposals.propose import propose
from tests.conftest import git, skill_md, write

PY = sys.executable
SEED = int(os.environ.get("HERMES_GIT_SEED", random.SystemRandom().randrange(2**32)))
# What commands holding the repo lock write in .git/hermes-git/. (The prompt snapshot and its
# caches are written after the lock is released, as `.hg_*.tmp` temp files: not checked here.)
LEFTOVER_PATTERNS = ("msg-*.txt", livemod.JOURNAL, f".{livemod.JOURNAL}-*", ".blocked.jsonl-*")


# ---------------------------------------------------------------------------------------------
# helpers


def hg(
    root: Path, *args: str, stdin: bytes = b"", timeout: float = 120
) -> subprocess.CompletedProcess[bytes]:
    """Run `hermes-git --repo ROOT ARGS` as a real process."""
    return subprocess.run(
        [PY, "-m", "hermes_git", "--repo", str(root), *args],
        input=stdin,
        capture_output=True,
        timeout=timeout,
        check=False,
    )


def propose_doc(args: dict[str, Any], tool: str = "skill_manage") -> bytes:
    return json.dumps({"tool": tool, "args": args, "origin": "foreground"}).encode()


def refs(root: Path) -> dict[str, str]:
    out = git(root, "for-each-ref", "--format=%(refname) %(objectname)")
    return dict(line.split(" ") for line in out.splitlines())


def live(root: Path) -> dict[str, bytes]:
    """Every file under skills/ and memories/ (ignored ones too: a temp file left is a change)."""
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for top in ("skills", "memories")
        for p in sorted((root / top).rglob("*"))
        if p.is_file()
    }


def leftovers(root: Path) -> list[str]:
    """Temp files and journals hermes-git must not leave behind once a command has run."""
    scratch = root / ".git" / "hermes-git"
    return sorted(p.name for pattern in LEFTOVER_PATTERNS for p in scratch.glob(pattern))


def blob(root: Path, rev: str, path: str) -> bytes | None:
    shown = subprocess.run(
        ["git", "cat-file", "blob", f"{rev}:{path}"], cwd=root, capture_output=True, check=False
    )
    return shown.stdout if shown.returncode == 0 else None


def is_ancestor(root: Path, old: str, new: str) -> bool:
    return (
        subprocess.run(
            ["git", "merge-base", "--is-ancestor", old, new], cwd=root, check=False
        ).returncode
        == 0
    )


def assert_fsck_clean(root: Path) -> None:
    result = subprocess.run(
        ["git", "fsck", "--strict", "--no-dangling", "--no-progress"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def group_running(pgid: int) -> bool:
    """Whether a process of group `pgid` still runs (zombies wait for init; they do nothing)."""
    with os.scandir("/proc") as entries:
        for entry in entries:
            if entry.name.isdigit():
                try:
                    stat = Path(entry.path, "stat").read_text()
                except OSError:
                    continue
                state, _ppid, group = stat.rsplit(")", 1)[1].split()[:3]
                if int(group) == pgid and state != "Z":
                    return True
    return False


def wait_group_gone(pgid: int, timeout: float = 20.0) -> None:
    """Wait for the git children a killed process left behind (they finish their one command)."""
    deadline = time.monotonic() + timeout
    while group_running(pgid):
        if time.monotonic() > deadline:
            os.killpg(pgid, signal.SIGKILL)
            raise AssertionError(f"processes of group {pgid} still ran after {timeout}s")
        time.sleep(0.005)


def lock_holders(lock: Path) -> set[int]:
    """The pids holding the flock on `lock` now (from /proc/locks; waiters are not holders)."""
    inode = str(os.stat(lock).st_ino)
    pids = set()
    for line in Path("/proc/locks").read_text().splitlines():
        parts = line.split()
        if "FLOCK" in parts and "->" not in parts:
            at = parts.index("FLOCK")
            if parts[at + 4].rsplit(":", 1)[-1] == inode:
                pids.add(int(parts[at + 3]))
    return pids


@dataclass
class Run:
    """A `hermes-git` process run to its end or killed: exit status (None: killed), timings."""

    status: int | None
    locked_at: float | None  # seconds after the start when it held the repo lock (if seen)
    released_at: float | None  # ... when it no longer did (if seen)
    ended_at: float


def run_and_kill(
    root: Path,
    args: list[str],
    stdin: bytes,
    *,
    delay: float | None = None,
    after_lock: float | None = None,
) -> Run:
    """Start `hermes-git ARGS`; SIGKILL that process (only) `delay` seconds after its start or
    `after_lock` seconds after it took the repo lock. With neither, let it finish.

    Its git children are left to finish their one command, as after a real kill, and waited for.
    """
    lock = root / ".git" / "hermes-git" / "lock"
    start = time.perf_counter()
    proc = subprocess.Popen(
        [PY, "-m", "hermes_git", "--repo", str(root), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    assert proc.stdin is not None
    proc.stdin.write(stdin)
    proc.stdin.close()
    locked_at: float | None = None
    released_at: float | None = None
    kill_at = None if delay is None else start + delay
    while proc.poll() is None:
        now = time.perf_counter()
        if released_at is None:
            holding = proc.pid in lock_holders(lock)
            if locked_at is None and holding:
                locked_at = now - start
                if after_lock is not None:
                    kill_at = now + after_lock
            elif locked_at is not None and not holding:
                released_at = now - start
        if kill_at is not None and now >= kill_at:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            wait_group_gone(proc.pid)
            return Run(None, locked_at, released_at, time.perf_counter() - start)
        time.sleep(0.0005)
    wait_group_gone(proc.pid)
    return Run(proc.returncode, locked_at, released_at, time.perf_counter() - start)


def assert_lock_free(root: Path) -> None:
    """Nobody holds the repo lock (a killed holder's flock went with it)."""
    fd = os.open(root / ".git" / "hermes-git" / "lock", os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def kill_points(rng: random.Random, rounds: int, probe: Run) -> list[dict[str, float]]:
    """Half the kills anywhere in a run, half while the repo lock is held (or just after)."""
    assert probe.locked_at is not None
    held = (probe.released_at or probe.ended_at) - probe.locked_at
    return [
        {"delay": rng.uniform(0.0, probe.ended_at)}
        if i % 2
        else {"after_lock": rng.uniform(0.0, held * 1.2)}
        for i in range(rounds)
    ]


@dataclass
class State:
    """What a command may change: every ref and every live file."""

    refs: dict[str, str]
    live: dict[str, bytes]

    @classmethod
    def of(cls, root: Path) -> State:
        return cls(refs(root), live(root))


NOTES_SKILL = skill_md("shared", "Shared notes.", "# Shared\n\n## Notes\n\n- first\n")


# ---------------------------------------------------------------------------------------------
# 1. concurrent proposers and an approver

WORKER = r"""
import json, subprocess, sys, traceback
from pathlib import Path
from hermes_git.errors import HermesGitError
from hermes_git.proposals.change import parse_request
from hermes_git.proposals.propose import propose

root, plan = Path(sys.argv[1]), json.loads(sys.argv[2])
for op in plan:
    doc = json.dumps(op["doc"])
    if op["via"] == "cli":
        r = subprocess.run([sys.executable, "-m", "hermes_git", "--repo", str(root),
                            "--format", "json", "propose"], input=doc.encode(),
                           capture_output=True)
        rec = {"rc": r.returncode, "out": r.stdout.decode(), "err": r.stderr.decode()}
    else:
        try:
            outcome = propose(root, parse_request(doc))
            rec = {"rc": 0 if outcome.status != "blocked" else 1,
                   "out": json.dumps(outcome.to_json()), "err": ""}
        except HermesGitError as exc:
            rec = {"rc": int(exc.exit_code), "out": "", "err": exc.render()}
        except Exception:
            rec = {"rc": 4, "out": "", "err": traceback.format_exc()}
    print(json.dumps({"op": op, **rec}), flush=True)
"""

APPROVER = r"""
import json, subprocess, sys, time, traceback
from pathlib import Path
from hermes_git.proposals import review
from hermes_git.errors import HermesGitError

root, stop = Path(sys.argv[1]), Path(sys.argv[2])

def branches():
    out = subprocess.run(["git", "for-each-ref", "--format=%(refname:short)",
                          "refs/heads/hermes/review/"], cwd=root, capture_output=True,
                         text=True, check=True).stdout
    return out.split()

n, last = 0, False
while True:
    last = stop.exists()
    for branch in branches():
        n += 1
        if n % 2:
            r = subprocess.run([sys.executable, "-m", "hermes_git", "--repo", str(root),
                                "--format", "json", "review", "approve", branch],
                               capture_output=True)
            rec = {"rc": r.returncode, "out": r.stdout.decode(), "err": r.stderr.decode()}
        else:
            try:
                rec = {"rc": 0, "out": json.dumps(review.approve(root, branch).to_json()),
                       "err": ""}
            except HermesGitError as exc:
                rec = {"rc": int(exc.exit_code), "out": "", "err": exc.render()}
            except Exception:
                rec = {"rc": 4, "out": "", "err": traceback.format_exc()}
        print(json.dumps({"branch": branch, **rec}), flush=True)
    if last:
        break
    time.sleep(0.05)
"""


def _plan(worker: int) -> list[dict[str, Any]]:
    """Creates then patches: its own skill, and two skills every worker races for."""
    own = f"own-{worker}"
    shared = ["shared-a", "shared-b"][worker % 2]
    other = ["shared-a", "shared-b"][(worker + 1) % 2]
    docs = [
        {"action": "create", "name": shared, "content": NOTES_SKILL.replace("shared", shared)},
        {"action": "create", "name": own, "content": skill_md(own, "Own.", "# Own\n\nv0\n")},
        {"action": "patch", "name": own, "old_string": "v0", "new_string": "v1"},
        {
            "action": "patch",
            "name": shared,
            "old_string": "## Notes",
            "new_string": f"## Notes\n\n- from worker {worker}",
        },
        {
            "action": "write_file",
            "name": other,
            "file_path": f"references/w{worker}.md",
            "file_content": f"worker {worker}\n",
        },
        {"action": "patch", "name": own, "old_string": "v1", "new_string": "v2"},
        {"action": "create", "name": other, "content": NOTES_SKILL.replace("shared", other)},
        {
            "action": "patch",
            "name": other,
            "old_string": "## Notes",
            "new_string": f"## Notes\n\n- worker {worker} again",
        },
    ]
    return [
        {
            "via": "cli" if (i + worker) % 4 == 0 else "lib",
            "doc": {"tool": "skill_manage", "args": d, "origin": "background_review"},
        }
        for i, d in enumerate(docs)
    ]


class RefSampler(threading.Thread):
    """Reads every ref over and over; keeps each value it saw, in order."""

    def __init__(self, root: Path) -> None:
        super().__init__(daemon=True)
        self.root, self.seen, self.done = root, [refs(root)], threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            self.seen.append(refs(self.root))
            time.sleep(0.002)
        self.seen.append(refs(self.root))


def _check_refs_only_move_forward(root: Path, seen: list[dict[str, str]]) -> None:
    """Each ref's later value descends from its earlier one, unless it was deleted in between
    (then the deleted tip must be in main: only an approve deletes a branch here)."""
    main = git(root, "rev-parse", "main").strip()
    checked: set[tuple[str, str]] = set()
    for name in sorted({n for snap in seen for n in snap}):
        previous: str | None = None
        for snap in seen:
            value = snap.get(name)
            if value is None:
                if previous is not None:
                    assert is_ancestor(root, previous, main), f"{name} {previous} deleted unmerged"
                previous = None
            elif previous is not None and value != previous and (previous, value) not in checked:
                assert is_ancestor(root, previous, value), f"{name} moved back: {previous}->{value}"
                checked.add((previous, value))
                previous = value
            else:
                previous = value


def _refusal_is_clear(rec: dict[str, Any]) -> bool:
    """Exit 2 with Hermes' own reason: a create lost the race, or a write came before it."""
    text, action = rec["err"], rec["op"]["doc"]["args"]["action"]
    return (
        rec["rc"] == 2
        and "Traceback" not in text
        and "unexpected error" not in text
        and (
            (action == "create" and "already exists" in text)
            or (action == "write_file" and "not found" in text)
        )
    )


@pytest.mark.slow
def test_four_proposers_and_an_approver_lose_nothing(repo: Path, tmp_path: Path) -> None:
    sampler = RefSampler(repo)
    sampler.start()
    stop = tmp_path / "stop"
    approver = subprocess.Popen(
        [PY, "-c", APPROVER, str(repo), str(stop)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    workers = [
        subprocess.Popen(
            [PY, "-c", WORKER, str(repo), json.dumps(_plan(w))],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in range(4)
    ]
    outputs = [w.communicate(timeout=120) for w in workers]
    stop.touch()
    approved_out, approved_err = approver.communicate(timeout=120)
    sampler.done.set()
    sampler.join()

    results = [json.loads(line) for out, _ in outputs for line in out.splitlines()]
    assert [err for _, err in outputs if err.strip()] == [] and approved_err.strip() == ""
    assert len(results) == 4 * 8
    commits = []
    for rec in results:
        if rec["rc"] == 0:
            data = json.loads(rec["out"])
            assert data["status"] == "proposed" and data["commit"], rec
            commits.append((data["branch"], data["commit"]))
        else:
            assert _refusal_is_clear(rec), rec
    # per worker, its own create and 2 patches and its 2 patches of shared skills cannot fail;
    # each shared skill is created once
    assert len(commits) >= 4 * 5 + 2
    approvals = [json.loads(line) for line in approved_out.splitlines()]
    assert approvals and all(a["rc"] == 0 for a in approvals), approvals

    _check_refs_only_move_forward(repo, sampler.seen)
    final = refs(repo)
    for branch, commit in commits:
        tip = final.get(f"refs/heads/{branch}")
        assert is_ancestor(repo, commit, final["refs/heads/main"]) or (
            tip is not None and is_ancestor(repo, commit, tip)
        ), (branch, commit)
    assert not [n for n in final if n.startswith("refs/heads/hermes/")]  # all approved
    for w in range(4):
        text = (repo / "skills" / f"own-{w}" / "SKILL.md").read_text()
        assert "v2" in text
    assert git(repo, "status", "--porcelain") == ""
    assert leftovers(repo) == []
    assert_fsck_clean(repo)


# ---------------------------------------------------------------------------------------------
# 2. SIGKILL at random moments


def _expected_proposal(
    root: Path, args: dict[str, Any]
) -> tuple[str, str, dict[str, bytes], list[str]]:
    """(branch, base commit, files written, files deleted) the proposal would make."""
    request = Request("skill_manage", args, "foreground")
    with open_repo(root) as store:
        branch = review_branch(store.device() or "", str(args["name"]))
        base = store.rev(f"refs/heads/{branch}") or store.rev("refs/heads/main")
        assert base is not None
        change = compute_change(GitTree(store, base), request, configmod.load(root))
    return branch, base, change.writes, change.deletes


def _is_proposal(
    root: Path, commit: str, base: str, writes: dict[str, bytes], deletes: list[str]
) -> bool:
    parents = git(root, "rev-list", "--parents", "-n1", commit).split()[1:]
    changed = git(root, "diff-tree", "-r", "--name-only", "--no-commit-id", base, commit).split()
    return (
        parents == [base]
        and sorted(changed) == sorted([*writes, *deletes])
        and all(blob(root, commit, p) == data for p, data in writes.items())
    )


def _propose_args(round_no: int) -> dict[str, Any]:
    kind = round_no % 3
    if kind == 0:
        return {
            "action": "create",
            "name": f"k{round_no}",
            "content": skill_md(f"k{round_no}", "Killed maybe.", f"# K\n\nround {round_no}\n"),
        }
    if kind == 1:
        return {
            "action": "patch",
            "name": "deploy",
            "old_string": "Deploy things",
            "new_string": f"Deploy things (round {round_no})",
        }
    return {
        "action": "write_file",
        "name": "notes",
        "file_path": f"references/r{round_no}.md",
        "file_content": f"round {round_no}\n",
    }


@pytest.mark.slow
def test_sigkill_during_propose_leaves_before_or_after(repo: Path) -> None:
    rng = random.Random(SEED)
    probe = run_and_kill(
        repo,
        ["propose"],
        propose_doc({"action": "create", "name": "probe", "content": skill_md("probe", "Probe.")}),
    )
    assert probe.status == 0
    for round_no, kill in enumerate(kill_points(rng, 15, probe)):
        args = _propose_args(round_no)
        before = State.of(repo)
        branch, base, writes, deletes = _expected_proposal(repo, args)
        run = run_and_kill(repo, ["propose"], propose_doc(args), **kill)
        where = f"seed={SEED} round={round_no} kill={kill} {run}"
        after = State.of(repo)
        ref = f"refs/heads/{branch}"
        assert after.live == before.live, where
        assert {k: v for k, v in after.refs.items() if k != ref} == {
            k: v for k, v in before.refs.items() if k != ref
        }, where
        if after.refs.get(ref) != before.refs.get(ref):
            assert _is_proposal(repo, after.refs[ref], base, writes, deletes), where
        else:
            assert run.status is None, where
        # the next command runs at once (the kernel dropped the flock) and cleans up first
        assert_lock_free(repo)
        if after.refs.get(ref) == before.refs.get(ref):
            propose(repo, Request("skill_manage", args))
            assert _is_proposal(repo, refs(repo)[ref], base, writes, deletes), where
        else:
            propose(
                repo,
                Request(
                    "skill_manage",
                    {
                        "action": "write_file",
                        "name": "probe",
                        "file_path": f"references/p{round_no}.md",
                        "file_content": "p\n",
                    },
                ),
            )
        assert leftovers(repo) == [], (where, leftovers(repo))
        assert_fsck_clean(repo)


def _approve_scenario(root: Path, round_no: int) -> str:
    """A review branch to approve: round 0, 3, 6... create a skill; 1, 4, 7... create one in two
    commits; 2, 5, 8... delete the skill of two rounds before. In odd rounds main moves too (the
    approve makes a merge commit)."""
    name = f"a{round_no}"
    if round_no % 3 == 2:
        outcome = propose(
            root, Request("skill_manage", {"action": "delete", "name": f"a{round_no - 2}"})
        )
    else:
        outcome = propose(
            root,
            Request(
                "skill_manage",
                {
                    "action": "create",
                    "name": name,
                    "category": "kills",
                    "content": skill_md(name, "Approve me.", f"# A\n\nround {round_no}\n"),
                },
            ),
        )
    if round_no % 3 == 1:
        propose(
            root,
            Request(
                "skill_manage",
                {
                    "action": "write_file",
                    "name": name,
                    "file_path": "references/x.md",
                    "file_content": "x\n",
                },
            ),
        )
    if round_no % 2:
        path = root / "skills" / "notes" / "SKILL.md"
        path.write_text(path.read_text() + f"\nhand edit {round_no}\n")
        git(root, "commit", "-qam", f"hand edit {round_no}")
    assert outcome.branch
    return outcome.branch


def _approved_state(root: Path, before: State, branch: str, main: str) -> State:
    """The state a finished approve of `branch` leaves, given main's new value (checked)."""
    tip = before.refs[f"refs/heads/{branch}"]
    if main != tip:  # a merge commit: parents main and the tip, the tree merge-tree computes
        parents = git(root, "rev-list", "--parents", "-n1", main).split()[1:]
        old_main = before.refs["refs/heads/main"]
        tree = git(root, "merge-tree", "--write-tree", old_main, tip).split()[0]
        assert (
            parents == [old_main, tip]
            and git(root, "rev-parse", f"{main}^{{tree}}").strip() == tree
        )
    expected_refs = {k: v for k, v in before.refs.items() if k != f"refs/heads/{branch}"}
    expected_refs["refs/heads/main"] = main
    files = dict(before.live)
    old = before.refs["refs/heads/main"]
    for rel in git(root, "diff", "--name-only", old, main).splitlines():
        data = blob(root, main, rel)
        if data is None:
            files.pop(rel, None)
        else:
            files[rel] = data
    return State(expected_refs, files)


@pytest.mark.slow
def test_sigkill_during_approve_leaves_before_or_after(repo: Path) -> None:
    rng = random.Random(SEED + 1)
    probe = run_and_kill(repo, ["review", "approve", _approve_scenario(repo, 99)], b"")
    assert probe.status == 0
    for round_no, kill in enumerate(kill_points(rng, 15, probe)):
        branch = _approve_scenario(repo, round_no)
        before = State.of(repo)
        run = run_and_kill(repo, ["review", "approve", branch], b"", **kill)
        where = f"seed={SEED + 1} round={round_no} kill={kill} {run}"
        journal = (repo / ".git" / "hermes-git" / livemod.JOURNAL).exists()
        now = State.of(repo)
        main = now.refs["refs/heads/main"]
        if not journal:  # without a journal it is all or nothing, right now
            if main == before.refs["refs/heads/main"]:
                assert now == before, where
            else:
                assert now == _approved_state(repo, before, branch, main), where
        # the next command (any write) takes the lock at once and finishes or forgets the approve
        assert_lock_free(repo)
        ref = "refs/heads/hermes/review/laptop/deploy"
        propose(
            repo,
            Request(
                "skill_manage",
                {
                    "action": "write_file",
                    "name": "deploy",
                    "file_path": f"references/p{round_no}.md",
                    "file_content": "p\n",
                },
            ),
        )
        now = State.of(repo)
        now.refs.pop(ref)
        before.refs.pop(ref, None)
        main = now.refs["refs/heads/main"]
        if main == before.refs["refs/heads/main"]:
            assert not journal and now == before, where
            review.approve(repo, branch)
        else:
            assert now == _approved_state(repo, before, branch, main), where
        assert git(repo, "status", "--porcelain") == "", where
        assert leftovers(repo) == [], (where, leftovers(repo))
        assert_fsck_clean(repo)


# ---------------------------------------------------------------------------------------------
# 3. a kill before every single step (deterministic)

CRASHER = r"""
import json, os, shutil, signal, subprocess, sys
from pathlib import Path

import gitdb.db.loose
from hermes_git.proposals import review
from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose

template, work, op = Path(sys.argv[1]), Path(sys.argv[2]), json.loads(sys.argv[3])
from hermes_git import gates  # warm the caches once (rules, schemas), not in every child
gates.gate_skill({"SKILL.md": b"---\nname: w\ndescription: Warm.\n---\nx\n"}, "skills/w")

def install(k):
    count = [0]
    def step():
        count[0] += 1
        if count[0] == k:
            os.kill(os.getpid(), signal.SIGKILL)
    def wrap(owner, name):
        real = getattr(owner, name)
        def hooked(*a, **kw):
            step()
            return real(*a, **kw)
        setattr(owner, name, hooked)
    for name in ("replace", "rename", "unlink", "rmdir"):
        wrap(os, name)
    wrap(subprocess.Popen, "__init__")
    wrap(gitdb.db.loose.LooseObjectDB, "store")

done = []
for k in range(1, 400):
    target = work / str(k)
    shutil.copytree(template, target, symlinks=True)
    pid = os.fork()
    if pid == 0:
        install(k)
        if op["kind"] == "approve":
            review.approve(target, op["branch"])
        else:
            propose(target, Request("skill_manage", op["args"]))
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    killed = os.WIFSIGNALED(status)
    done.append({"k": k, "killed": killed, "status": status})
    if not killed:
        break
print(json.dumps(done))
"""


def _crash_everywhere(template: Path, work: Path, op: dict[str, Any]) -> list[Path]:
    """Run `op` once per step, killed just before that step, each on a copy of `template`."""
    result = subprocess.run(
        [PY, "-c", CRASHER, str(template), str(work), json.dumps(op)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    runs = json.loads(result.stdout)
    assert runs[-1]["killed"] is False and runs[-1]["status"] == 0, runs[-1]
    return [work / str(r["k"]) for r in runs]


def _recover(root: Path) -> None:
    """What the next hermes-git write does first: take the lock, finish an interrupted approve."""
    with open_repo(root) as store, store.locked():
        livemod.recover(store)


@pytest.mark.slow
@pytest.mark.parametrize("scenario", [1, 2], ids=["merge-commit", "fast-forward-delete"])
def test_a_kill_before_any_step_of_approve_is_finished_or_forgotten(
    repo: Path, tmp_path: Path, scenario: int
) -> None:
    review.approve(repo, _approve_scenario(repo, 0))
    branch = _approve_scenario(repo, scenario)
    before = State.of(repo)
    copies = _crash_everywhere(repo, tmp_path / "crash", {"kind": "approve", "branch": branch})
    final = copies[-1]  # the run that was not killed
    main = refs(final)["refs/heads/main"]
    assert main != before.refs["refs/heads/main"]
    assert len(copies) > 10
    outcomes = set()
    for copy in copies:
        now = State.of(copy)
        journal = (copy / ".git" / "hermes-git" / livemod.JOURNAL).exists()
        if not journal:
            new_main = now.refs["refs/heads/main"]
            assert now == before or now == _approved_state(copy, before, branch, new_main), copy
        _recover(copy)
        now = State.of(copy)
        new_main = now.refs["refs/heads/main"]
        if new_main == before.refs["refs/heads/main"]:
            assert not journal and now == before, copy
            outcomes.add("before")
        else:
            assert now == _approved_state(copy, before, branch, new_main), copy
            outcomes.add("after")
        assert git(copy, "status", "--porcelain") == "", copy
        assert leftovers(copy) == [], (copy, leftovers(copy))
        assert_fsck_clean(copy)
    assert outcomes == {"before", "after"}


@pytest.mark.slow
def test_a_kill_before_any_step_of_propose_leaves_before_or_after(
    repo: Path, tmp_path: Path
) -> None:
    args = {
        "action": "create",
        "name": "crashy",
        "category": "kills",
        "content": skill_md("crashy", "Crash me.", "# C\n\nbody\n"),
    }
    before = State.of(repo)
    branch, base, writes, deletes = _expected_proposal(repo, args)
    copies = _crash_everywhere(repo, tmp_path / "crash", {"kind": "propose", "args": args})
    ref = f"refs/heads/{branch}"
    outcomes = set()
    for copy in copies:
        _recover(copy)
        now = State.of(copy)
        assert now.live == before.live, copy
        if ref in now.refs:
            assert _is_proposal(copy, now.refs.pop(ref), base, writes, deletes), copy
            outcomes.add("after")
        else:
            outcomes.add("before")
        assert now.refs == before.refs, copy
        assert leftovers(copy) == [], (copy, leftovers(copy))
        assert_fsck_clean(copy)
    assert outcomes == {"before", "after"}


# ---------------------------------------------------------------------------------------------
# 4. hostile input through `hermes-git propose`


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One small hermes-git repo, made once; `small` gives each test its own copy."""
    home = tmp_path_factory.mktemp("template-home")
    gitconfig = home / ".gitconfig"
    gitconfig.write_text("[user]\n\tname = Test User\n\temail = test@example.com\n")
    root = tmp_path_factory.mktemp("template") / "hermes"
    write(
        root,
        {
            "skills/devops/deploy/SKILL.md": skill_md("deploy", "Deploy things to prod."),
            "skills/notes/SKILL.md": skill_md("notes"),
            "memories/MEMORY.md": "Project uses pytest",
        },
    )
    with pytest.MonkeyPatch.context() as env:
        env.setenv("HOME", str(home))
        env.setenv("GIT_CONFIG_GLOBAL", str(gitconfig))
        env.setenv("GIT_CONFIG_NOSYSTEM", "1")
        repomod.init(root, "laptop")
    return root


@pytest.fixture
def small(template: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "hermes"
    shutil.copytree(template, copy, symlinks=True)
    return copy


def _refused(root: Path, stdin: bytes, code: int, message: str, *, process: bool) -> None:
    """`hermes-git propose` (a real process, or in this one) refuses `stdin` with no trace."""
    before = State.of(root)
    objects = git(root, "count-objects", "-v")
    if process:
        done = hg(root, "propose", stdin=stdin)
        status, out, err = done.returncode, done.stdout, done.stderr.decode("utf-8", "replace")
    else:
        result = CliRunner().invoke(
            main, ["--repo", str(root), "propose"], input=stdin, catch_exceptions=False
        )
        status, out, err = result.exit_code, result.stdout_bytes, result.stderr
    assert status == code, err
    assert message in err, err
    assert "Traceback" not in err and "unexpected error" not in err
    assert out == b""
    assert State.of(root) == before
    assert git(root, "count-objects", "-v") == objects  # not even an object was written
    assert leftovers(root) == []


HOSTILE_ARGS: list[tuple[str, dict[str, Any], str]] = [
    ("dotdot-name", {"action": "create", "name": "../evil", "content": "x"}, "Invalid skill name"),
    (
        "absolute-name",
        {"action": "create", "name": "/etc/evil", "content": "x"},
        "Invalid skill name",
    ),
    (
        "dotdot-category",
        {"action": "create", "name": "evil", "category": "../..", "content": skill_md("evil")},
        "Invalid category",
    ),
    (
        "absolute-category",
        {"action": "create", "name": "evil", "category": "/etc", "content": skill_md("evil")},
        "Invalid category",
    ),
    (
        "dotdot-file",
        {"action": "write_file", "name": "deploy", "file_path": "../../../x", "file_content": "x"},
        "traversal",
    ),
    (
        "dotdot-inside-file",
        {
            "action": "write_file",
            "name": "deploy",
            "file_path": "references/../../../../x",
            "file_content": "x",
        },
        "traversal",
    ),
    (
        "absolute-file",
        {"action": "write_file", "name": "deploy", "file_path": "/etc/passwd", "file_content": "x"},
        "File must be under",
    ),
    (
        "dot-git-file",
        {
            "action": "write_file",
            "name": "deploy",
            "file_path": "references/.git/config",
            "file_content": "x",
        },
        "cannot be stored in git",
    ),
    (
        "refs-heads-main",
        {"action": "create", "name": "refs/heads/main", "content": skill_md("main")},
        "Invalid skill name",
    ),
    (
        "reflog-syntax",
        {"action": "create", "name": "x@{1}", "content": skill_md("x")},
        "Invalid skill name",
    ),
    (
        "control-char",
        {"action": "create", "name": "a\x01b", "content": skill_md("ab")},
        "Invalid skill name",
    ),
    (
        "nul-in-name",
        {"action": "create", "name": "a\x00b", "content": skill_md("ab")},
        "Invalid skill name",
    ),
    (
        "head",
        {"action": "create", "name": "HEAD", "content": skill_md("HEAD")},
        "Invalid skill name",
    ),
    (
        "newline-category",
        {"action": "create", "name": "evil", "category": "a\nb", "content": skill_md("evil")},
        "Invalid category",
    ),
    (
        "nul-in-file",
        {
            "action": "write_file",
            "name": "deploy",
            "file_path": "references/a\x00b",
            "file_content": "x",
        },
        "null byte",
    ),
    (
        "name-too-long-for-disk",
        {
            "action": "write_file",
            "name": "deploy",
            "file_path": "references/" + "x" * 300,
            "file_content": "x",
        },
        "too long",
    ),
    (
        "over-100k-chars",
        {"action": "create", "name": "huge", "content": skill_md("huge", "Huge.", "x" * 100_001)},
        "limit: 100,000",
    ),
    (
        "content-not-text",
        {"action": "create", "name": "odd", "content": [[["x"]]]},
        "Tool execution failed",
    ),
]


@pytest.mark.parametrize(
    ("args", "message"), [pytest.param(a, m, id=i) for i, a, m in HOSTILE_ARGS]
)
def test_hostile_arguments_are_refused_with_no_trace(
    small: Path, args: dict[str, Any], message: str
) -> None:
    _refused(small, propose_doc(args), 2, message, process=False)


@pytest.mark.parametrize(
    ("stdin", "message", "process"),
    [
        pytest.param(
            b'{"tool": "skill_manage", "args": {"name": "\xff\xfe"}}',
            "not UTF-8",
            True,
            id="not-utf8",
        ),
        pytest.param(
            b'{"tool": "memory", "args": {"content": "\xc3"}}',
            "not UTF-8",
            False,
            id="truncated-utf8",
        ),
        pytest.param(b'\xef\xbb\xbf{"tool": "memory"}', "not valid JSON", False, id="bom"),
        pytest.param(
            propose_doc({"action": "add", "target": "memory", "content": "x"}, "memory").replace(
                b'"x"', b'"\\ud800"'
            ),
            "lone surrogate",
            False,
            id="lone-surrogate",
        ),
        pytest.param(
            b"[" * 100_000 + b"]" * 100_000, "nested too deeply", True, id="nested-100000"
        ),
        pytest.param(
            b'{"tool": "memory", "args": ' + b'{"a": ' * 100_000 + b"1" + b"}" * 100_001,
            "nested too deeply",
            False,
            id="nested-objects",
        ),
        pytest.param(
            b'{"tool": "memory", "args": {"content": "' + b"x" * 50_000_000 + b'"}}',
            "the limit is 2,000,000 characters",
            True,
            id="50MB",
        ),
        pytest.param(b"x" * 3_000_000, "the limit is 2,000,000", False, id="3M-chars"),
        pytest.param(b"", "not valid JSON", False, id="empty"),
        pytest.param(b"\x00\x01\x02binary", "not valid JSON", False, id="binary"),
    ],
)
def test_hostile_documents_are_refused_with_exit_2(
    small: Path, stdin: bytes, message: str, process: bool
) -> None:
    _refused(small, stdin, 2, message, process=process)


@pytest.mark.parametrize(
    ("args", "path"),
    [
        pytest.param(
            {"action": "create", "name": "a..b", "content": skill_md("a..b")},
            "skills/a..b/SKILL.md",
            id="dotdot-inside-name",
        ),
        pytest.param(
            {"action": "create", "name": "x.lock", "content": skill_md("x.lock")},
            "skills/x.lock/SKILL.md",
            id="lock-suffix",
        ),
        pytest.param(
            {"action": "create", "name": "main", "content": skill_md("main")},
            "skills/main/SKILL.md",
            id="named-main",
        ),
        pytest.param(
            {"action": "create", "name": "n", "category": "refs.lock", "content": skill_md("n")},
            "skills/refs.lock/n/SKILL.md",
            id="lock-category",
        ),
        pytest.param(
            {
                "action": "write_file",
                "name": "deploy",
                "file_path": "assets/blob.bin",
                "file_content": "\x00\x01\x7f\u00ff\ufffd binary",
            },
            "skills/devops/deploy/assets/blob.bin",
            id="binary-asset",
        ),
        pytest.param(
            {
                "action": "write_file",
                "name": "deploy",
                "file_path": "references/.gitattributes",
                "file_content": "* -text\n",
            },
            "skills/devops/deploy/references/.gitattributes",
            id="gitattributes-file",
        ),
    ],
)
def test_what_hermes_accepts_goes_only_to_a_valid_review_branch(
    small: Path, args: dict[str, Any], path: str
) -> None:
    before = State.of(small)
    result = CliRunner().invoke(
        main,
        ["--repo", str(small), "--format", "json", "propose"],
        input=propose_doc(args),
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.stderr
    branch = json.loads(result.stdout)["branch"]
    git(small, "check-ref-format", f"refs/heads/{branch}")
    assert branch.startswith("hermes/review/laptop/")
    after = State.of(small)
    moved = {k for k in {*before.refs, *after.refs} if before.refs.get(k) != after.refs.get(k)}
    assert moved == {f"refs/heads/{branch}"}
    assert after.live == before.live
    content = args.get("content", args.get("file_content"))
    assert blob(small, branch, path) == str(content).encode()
    assert_fsck_clean(small)
