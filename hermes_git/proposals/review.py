"""Reviewing proposals: list, show, approve (merge into main, live files updated), reject."""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from hermes_git import gates
from hermes_git.errors import GateError, HermesGitError, UsageError
from hermes_git.files import atomic_write
from hermes_git.guard.model import VERDICTS, worst_verdict
from hermes_git.init import open_repo
from hermes_git.memory.store import MEMORY_PATHS
from hermes_git.proposals.propose import BLOCKED_LOG, MAIN_REF, REVIEW_PREFIX
from hermes_git.proposals.record import live_temp_files, settle_live
from hermes_git.skills import lockfile
from hermes_git.skills.lockfile import LOCK_FILE
from hermes_git.store.gitstore import GitStore

JOURNAL = "approve.json"
REJECTED_PREFIX = "refs/hermes/rejected/"


class DirtyWorktreeError(HermesGitError):
    """Uncommitted live edits would be overwritten."""


class ConflictError(GateError):
    """The proposal conflicts with main; nothing was changed."""


@dataclass
class Review:
    """One pending review branch, summarised."""

    branch: str
    device: str
    commits: int
    skills: list[str]
    origins: list[str]
    verdict: str
    age_seconds: int
    tip: str
    remote: str = ""  # set when the branch was pushed by another device and fetched by sync

    def to_json(self) -> dict[str, Any]:
        return self.__dict__.copy()


@dataclass
class Approval:
    """The result of approving a branch."""

    branch: str
    commit: str
    paths: list[str] = field(default_factory=list)
    fast_forward: bool = False
    live_updated: bool = True

    def to_json(self) -> dict[str, Any]:
        return self.__dict__.copy()


def list_reviews(store: GitStore) -> list[Review]:
    """Every pending `hermes/review/...` branch: this clone's, and other devices' ones that sync
    fetched (not yet merged into main or rejected here)."""
    local = store.branches(REVIEW_PREFIX + "/**")
    found = [r for r in (_summary(store, b) for b in local) if r]
    for branch, ref in _remote_reviews(store):
        if branch not in local:
            review = _summary(store, branch, ref)
            if review is not None and review.commits and not _rejected(store, review.tip):
                review.remote = ref.split("/")[2]
                found.append(review)
    return found


def _remote_reviews(store: GitStore) -> list[tuple[str, str]]:
    """(branch, remote-tracking ref) of review branches fetched from remotes."""
    out = store.run("for-each-ref", "--format=%(refname)", "refs/remotes/")
    pairs = []
    for ref in out.splitlines():
        parts = ref.split("/", 3)  # refs, remotes, <remote>, <branch>
        if len(parts) == 4 and parts[3].startswith(REVIEW_PREFIX + "/"):
            pairs.append((parts[3], ref))
    return sorted(pairs)


def _rejected(store: GitStore, tip: str) -> bool:
    """Whether a rejection here already closed this tip (kept under refs/hermes/rejected/)."""
    out = store.run("for-each-ref", "--format=%(objectname)", REJECTED_PREFIX)
    return any(store.rev(f"{note}^") == tip for note in out.split())


def _summary(store: GitStore, branch: str, ref: str | None = None) -> Review | None:
    tip = store.rev(ref or f"refs/heads/{branch}")
    if tip is None:
        return None
    from hermes_git.proposals.history import log  # the same trailer reading as `hermes-git log`

    rows = log(store, rev=f"{MAIN_REF}..{tip}", limit=100_000)
    skills = sorted({s for r in rows for s in r.skill.split(",") if s})
    origins = sorted({o for r in rows for o in r.origin.split(",") if o})
    verdict = worst_verdict([v for r in rows for v in r.verdict.split(",") if v in VERDICTS])
    oldest = min((r.time for r in rows), default=int(time.time()))
    parts = branch.split("/")
    return Review(
        branch,
        parts[2] if len(parts) > 3 else "",
        len(rows),
        skills or (["memory"] if parts[-1] == "memory" else []),
        origins,
        verdict,
        int(time.time()) - oldest,
        tip,
    )


def check_branch(store: GitStore, branch: str) -> str:
    """The tip of review branch `branch`.

    Raises:
        UsageError: not a review branch, or it does not exist.
    """
    if not branch.startswith(REVIEW_PREFIX + "/") or ".." in branch:
        raise UsageError(
            f"{branch!r} is not a review branch", fix="run `hermes-git review list` to see them"
        )
    tip = store.rev(f"refs/heads/{branch}")
    if tip is None:  # another device's proposal, fetched by sync
        tip = next((store.rev(ref) for name, ref in _remote_reviews(store) if name == branch), None)
    if tip is None:
        raise UsageError(f"no review branch {branch!r}", fix="run `hermes-git review list`")
    return tip


def show(store: GitStore, branch: str) -> dict[str, Any]:
    """The diff, the commits, and the gate re-run on the branch's result."""
    tip = check_branch(store, branch)
    base = store.run("merge-base", MAIN_REF, tip).strip()
    return {
        "branch": branch,
        "tip": tip,
        "base": base,
        "log": store.run("log", "--format=%h %s%n%b", f"{base}..{tip}"),
        "diff": store.run("diff", "--stat", "--patch", f"{base}..{tip}", "--"),
        "gate": gate_tree(store, base, tip).to_json(),
    }


def gate_tree(
    store: GitStore, old: str, new: str, *, memory_limits: bool = True
) -> gates.GateResult:
    """The gate on every skill and memory file that differs between two commits.

    `memory_limits=False` (sync: a merge keeps every entry and reports the overflow) leaves the
    character limits out.
    """
    from hermes_git import config as configmod

    cfg = configmod.load(store.root)
    results = _gate_skills_at(store, new, changed_skills(store, old, new), cfg.profile)
    for rel in store.changed_paths(old, new):
        if rel in MEMORY_PATHS:
            data = store.read_file(new, rel) or b""
            limit = cfg.memory_limits[MEMORY_PATHS[rel]] if memory_limits else len(data)
            results.append(gates.gate_memory(data.decode("utf-8", "replace"), rel, limit))
    return _combine(results)


def _gate_skills_at(
    store: GitStore, rev: str, skill_dirs: list[str], profile: str
) -> list[gates.GateResult]:
    """The gate on each skill folder as it is at `rev` (a deleted one has nothing to gate)."""
    listings = {d: store.list_files(rev, d) for d in skill_dirs}
    contents = store.read_files(rev, [p for paths in listings.values() for p in paths])
    skills = [
        ({p[len(d) + 1 :]: contents.get(p, b"") for p in paths}, d)
        for d, paths in listings.items()
        if paths
    ]
    return gates.gate_skills(skills, "agent-created", profile)


def _combine(results: list[gates.GateResult]) -> gates.GateResult:
    return gates.GateResult(
        all(r.allowed for r in results),
        worst_verdict([r.verdict for r in results]),
        [p for r in results for p in r.problems],
        [f for r in results for f in r.findings],
    )


def changed_skills(store: GitStore, old: str, new: str) -> list[str]:
    """Skill folders (`skills/...`) with any file changed between two commits."""
    changed = [p for p in store.changed_paths(old, new) if p.startswith("skills/")]
    if not changed:
        return []
    markers = {
        p for rev in (old, new) for p in store.list_files(rev, "skills") if p.endswith("/SKILL.md")
    }
    return sorted({f for rel in changed if (f := _skill_folder(markers, rel))})


def _skill_folder(markers: set[str], rel: str) -> str | None:
    """The nearest folder above `rel` with a SKILL.md on either side."""
    parent = PurePosixPath(rel).parent
    while str(parent) not in ("skills", "."):
        if f"{parent}/SKILL.md" in markers:
            return str(parent)
        parent = parent.parent
    return None


def approve(root: Path, branch: str) -> Approval:
    """Merge a review branch into main, gate the result, and update the live files.

    Raises:
        ConflictError: the branch conflicts with main (per file); nothing changed.
        GateError: the merged result fails the gate; nothing changed.
        DirtyWorktreeError: live files it would change have uncommitted edits; nothing changed.
    """
    with open_repo(root) as store, store.locked():
        recover(store)
        tip = check_branch(store, branch)
        main = store.rev(MAIN_REF)
        assert main is not None
        new, fast_forward = _merge(store, main, tip, branch)
        gate = gate_tree(store, main, new)
        if not gate.allowed:
            raise GateError(
                "the merged result does not pass the gate:\n  " + "\n  ".join(gate.reasons()),
                fix=f"reject it (`hermes-git review reject {branch}`) or fix it",
            )
        paths = store.changed_paths(main, new)
        live = store.branch() == "main"
        if live:
            refuse_dirty(store, paths)
        journal = {
            "old": main,
            "new": new,
            "paths": paths,
            "branch": branch,
            "tip": tip,
            "live": live,
        }
        publish(store, journal)
    _refresh_snapshot(root, changed=skills_written(journal))
    return Approval(branch, new, paths, fast_forward, live)


def _merge(store: GitStore, main: str, tip: str, branch: str) -> tuple[str, bool]:
    if store.run("merge-base", main, tip).strip() == main:
        return tip, True
    tree, conflicts = store.merge_tree(main, tip)
    if conflicts == [LOCK_FILE]:  # two installs each added their own entry
        tree, conflicts = _merge_lock(store, main, tip, tree), []
    if conflicts:
        raise ConflictError(
            f"{branch} conflicts with main in: {', '.join(conflicts)}",
            fix="reject it, or edit the skill on main and propose again",
        )
    message = f"Approve {branch}\n"
    trailers = {"Hermes-Review": branch, "Approved-By": "{} <{}>".format(*store.identity())}
    return store.objects().commit(tree, [main, tip], message, trailers), False


def _merge_lock(store: GitStore, main: str, tip: str, tree: str) -> str:
    base = store.run("merge-base", main, tip).strip()
    merged = lockfile.merge(*(store.read_file(rev, LOCK_FILE) for rev in (base, main, tip)))
    if merged is None:
        raise ConflictError(
            f"both sides changed the same entry of {LOCK_FILE}",
            fix="approve one install, then update the other",
        )
    return store.objects().write_tree(tree, {LOCK_FILE: merged})


def refuse_dirty(store: GitStore, paths: list[str]) -> None:
    dirty = store.dirty(paths)
    if dirty:
        raise DirtyWorktreeError(
            "uncommitted edits in live files the approval would change: " + ", ".join(dirty),
            fix="commit them first (`hermes-git capture`, or git commit), then approve again",
        )


def publish(store: GitStore, journal: dict[str, Any]) -> None:
    """Write the journal, then live files, index, main; a crash anywhere is finished later.

    `journal`: {old, new, paths, live, branch (None for a sync), tip, reason (the reflog text)}.
    """
    path = store.git_dir / "hermes-git" / JOURNAL
    atomic_write(path, json.dumps(journal).encode("utf-8"), mode=0o600, prefix=f".{JOURNAL}-")
    _finish(store, journal)
    path.unlink()


def _finish(store: GitStore, journal: dict[str, Any]) -> None:
    old, new, paths = journal["old"], journal["new"], journal["paths"]
    if journal["live"] and paths:
        before, wanted = store.blob_ids(old, paths), store.read_files(new, paths)
        with ThreadPoolExecutor(max_workers=1) as pool:  # git writes the index meanwhile
            indexed = pool.submit(store.run, "reset", "-q", "--no-refresh", new, "--", *paths)
            settle_live(
                store.root,
                paths,
                before,
                wanted,
                lambda rel: store.read_file(old, rel),
                store.executables(new, paths),
            )
            indexed.result()
    current = store.rev(MAIN_REF)
    if current == old:
        store.cas_ref(
            MAIN_REF, new, old, journal.get("reason") or f"hermes-git approve {journal['branch']}"
        )
    if not journal.get("branch"):
        return  # a sync: no review branch to close
    tip = store.rev(f"refs/heads/{journal['branch']}")
    if tip is not None and tip == journal["tip"]:
        store.delete_ref(f"refs/heads/{journal['branch']}", tip)


def recover(store: GitStore) -> None:
    """Finish an approve that was interrupted, and delete the temp files a killed command left.

    The caller holds the repo lock: no other hermes-git command is writing any of them now.
    """
    scratch = store.git_dir / "hermes-git"
    path = scratch / JOURNAL
    if path.exists():
        try:
            journal = json.loads(path.read_bytes())
        except ValueError:
            journal = None
        if journal is not None:
            for rel in journal["paths"] if journal["live"] else []:
                for leftover in live_temp_files(store.root, rel):
                    leftover.unlink(missing_ok=True)
            if store.rev(MAIN_REF) in (journal["old"], journal["new"]):
                _finish(store, journal)
        path.unlink()
    for pattern in ("msg-*.txt", f".{JOURNAL}-*.tmp", f".{BLOCKED_LOG}-*.tmp"):
        for leftover in scratch.glob(pattern):
            leftover.unlink(missing_ok=True)


def reject(root: Path, branch: str, reason: str) -> str:
    """Close a review branch without merging; it is kept under `refs/hermes/rejected/`."""
    with open_repo(root) as store, store.locked():
        recover(store)
        tip = check_branch(store, branch)
        tree = store.run("rev-parse", f"{tip}^{{tree}}").strip()
        note = store.objects().commit(
            tree,
            [tip],
            f"Rejected {branch}\n\n{reason or 'no reason given'}",
            {"Hermes-Review": branch, "Rejected-By": "{} <{}>".format(*store.identity())},
        )
        ref = _free_ref(store, REJECTED_PREFIX + branch.removeprefix(REVIEW_PREFIX + "/"))
        store.cas_ref(ref, note, None, "hermes-git reject")
        if store.rev(f"refs/heads/{branch}") == tip:
            store.delete_ref(f"refs/heads/{branch}", tip)
        return ref


def _free_ref(store: GitStore, ref: str) -> str:
    candidate, n = ref, 1
    while store.rev(candidate) is not None:
        n += 1
        candidate = f"{ref}-{n}"
    return candidate


def blocked(store: GitStore) -> list[dict[str, Any]]:
    """Writes the gate refused, newest last, with every reason (for reviewers)."""
    log = store.git_dir / "hermes-git" / BLOCKED_LOG
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text("utf-8").splitlines() if line.strip()]


def skills_written(journal: dict[str, Any] | None) -> bool:
    """Whether a publish wrote live files under skills/ (the snapshot then changed)."""
    return bool(
        journal and journal["live"] and any(p.startswith("skills/") for p in journal["paths"])
    )


def _refresh_snapshot(root: Path, *, changed: bool) -> None:
    """Rebuild Hermes' prompt snapshot after main moved (`changed`: skill files were written)."""
    from hermes_git.snapshot.build import refresh_snapshot

    refresh_snapshot(root, changed=changed)
