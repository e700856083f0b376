"""Reviewing proposals: list, show, approve (merge into main, live files updated), reject."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git.errors import GateError, UsageError
from hermes_git.init import open_repo
from hermes_git.proposals import settings
from hermes_git.proposals.change import BLOCKED_LOG, MAIN_REF, REVIEW_PREFIX, log
from hermes_git.proposals.live import (
    _refresh_snapshot,
    publish,
    recover,
    refuse_dirty,
    skills_written,
)
from hermes_git.proposals.refnames import REJECTED_PREFIX
from hermes_git.proposals.rejected import free_ref, rejections
from hermes_git.proposals.treegate import gate_tree
from hermes_git.proposals.verdicts import VerdictCache
from hermes_git.signing.verify import check, signing_on
from hermes_git.skills import lockfile
from hermes_git.skills.lockfile import LOCK_FILE
from hermes_git.store.gitstore import GitStore


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
    allowed: bool = True  # the gate on the branch's content lets it in
    state: str = "pending"  # pending, stale, dead or waiting (`proposals.queue`)

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
    cache = VerdictCache(store)
    found = [r for r in (_summary(store, cache, b) for b in local) if r]
    closed = {r.tip for r in rejections(store)}  # tips a rejection here already closed
    for branch, ref in _remote_reviews(store):
        if branch not in local:
            review = _summary(store, cache, branch, ref)
            if review is not None and review.commits and review.tip not in closed:
                review.remote = ref.split("/")[2]
                found.append(review)
    cache.save()
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


def _summary(
    store: GitStore, cache: VerdictCache, branch: str, ref: str | None = None
) -> Review | None:
    tip = store.rev(ref or f"refs/heads/{branch}")
    main = store.rev(MAIN_REF)
    if tip is None or main is None:
        return None
    rows = log(store, rev=f"{MAIN_REF}..{tip}", limit=100_000)
    skills = sorted({s for r in rows for s in r.skill.split(",") if s})
    origins = sorted({o for r in rows for o in r.origin.split(",") if o})
    oldest = min((r.time for r in rows), default=int(time.time()))
    parts = branch.split("/")
    base = store.merge_base(main, tip)
    # the gate on the content, whatever the trailers say (a hand-made branch has none)
    gate = cache.verdict(base, tip) if base is not None else None
    return Review(
        branch,
        parts[2] if len(parts) > 3 else "",
        len(rows),
        skills or (["memory"] if parts[-1] == "memory" else []),
        origins,
        gate.verdict if gate else "dangerous",
        int(time.time()) - oldest,
        tip,
        allowed=gate.allowed if gate else False,
    )


def resolve_branch(store: GitStore, given: str) -> str:
    """The review branch `given` names: the full name, a unique end of one (`transcribe` for
    `hermes/review/laptop/transcribe`, after a `/` or `-`), or the skill one branch changes.

    Raises:
        UsageError: it names no review branch, or several (each is listed).
    """
    if given.startswith(REVIEW_PREFIX + "/"):
        return given
    fetched = (name for name, _ref in _remote_reviews(store))
    names = sorted({*store.branches(REVIEW_PREFIX + "/**"), *fetched})
    hits = [b for b in names if b.endswith(("/" + given, "-" + given))]
    if not hits:
        main = store.rev(MAIN_REF)
        hits = [b for b in names if main and given in _skills_on(store, main, b)]
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise UsageError(
            f"{given!r} names {len(hits)} review branches: " + ", ".join(hits),
            fix="give more of the name, e.g. `hermes-git review show " + hits[0] + "`",
        )
    raise UsageError(
        f"no review branch ends in {given!r} or changes a skill of that name",
        fix="run `hermes-git review list` to see them",
    )


def _skills_on(store: GitStore, main: str, branch: str) -> set[str]:
    """The skills the commits of `branch` (this clone's, else a fetched one) name."""
    local = f"refs/heads/{branch}"
    fetched = (ref for name, ref in _remote_reviews(store) if name == branch)
    ref = local if store.rev(local) is not None else next(fetched, local)
    rows = log(store, rev=f"{main}..{ref}", limit=1000)
    return {s for r in rows for s in r.skill.split(",") if s}


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
    """The diff, the commits, and the gate re-run on the branch's result (`branch`: as
    `resolve_branch` takes it)."""
    branch = resolve_branch(store, branch)
    tip = check_branch(store, branch)
    base = store.run("merge-base", MAIN_REF, tip).strip()
    return {
        "branch": branch,
        "tip": tip,
        "base": base,
        "log": store.run("log", "--format=%h %s%n%b", f"{base}..{tip}"),
        "diff": store.run("diff", "--stat", "--patch", f"{base}..{tip}", "--"),
        "gate": gate_tree(store, base, tip).to_json(),
        "settings": settings.describe(store, base, tip, settings.changed(store, base, tip)),
    }


def approve(root: Path, branch: str) -> Approval:
    """Merge a review branch into main, gate the result, and update the live files.

    Raises:
        ConflictError: the branch conflicts with main (per file); nothing changed.
        GateError: the merged result fails the gate; nothing changed.
        DirtyWorktreeError: live files it would change have uncommitted edits; nothing changed.
    """
    with open_repo(root) as store, store.locked():
        recover(store)
        branch = resolve_branch(store, branch)
        tip = check_branch(store, branch)
        main = store.rev(MAIN_REF)
        assert main is not None
        new, fast_forward = _merge(store, main, tip, branch)
        settings.refuse_broken(store, new, branch)
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
    """The commit main moves to. With signing on, a merge this device signs (the approval;
    a review branch's own commits are never signed for main) unless all it brings verifies."""
    if store.run("merge-base", main, tip).strip() == main and (
        not signing_on(store, main) or not check(store, tip, main, root_signed=True)
    ):  # off, or every commit it brings is signed by an enrolled key (settings parked by sync)
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
    return store.objects().commit(tree, [main, tip], message, trailers, sign=True), False


def _merge_lock(store: GitStore, main: str, tip: str, tree: str) -> str:
    base = store.run("merge-base", main, tip).strip()
    merged = lockfile.merge(*(store.read_file(rev, LOCK_FILE) for rev in (base, main, tip)))
    if merged is None:
        raise ConflictError(
            f"both sides changed the same entry of {LOCK_FILE}",
            fix="approve one install, then update the other",
        )
    return store.objects().write_tree(tree, {LOCK_FILE: merged})


def reject(root: Path, branch: str, reason: str) -> str:
    """Close a review branch without merging; it is kept under `refs/hermes/rejected/`."""
    with open_repo(root) as store, store.locked():
        recover(store)
        branch = resolve_branch(store, branch)
        tip = check_branch(store, branch)
        tree = store.run("rev-parse", f"{tip}^{{tree}}").strip()
        note = store.objects().commit(
            tree,
            [tip],
            f"Rejected {branch}\n\n{reason or 'no reason given'}",
            {"Hermes-Review": branch, "Rejected-By": "{} <{}>".format(*store.identity())},
        )
        ref = free_ref(store, REJECTED_PREFIX + branch.removeprefix(REVIEW_PREFIX + "/"))
        store.cas_ref(ref, note, None, "hermes-git reject")
        if store.rev(f"refs/heads/{branch}") == tip:
            store.delete_ref(f"refs/heads/{branch}", tip)
        return ref


def blocked(store: GitStore) -> list[dict[str, Any]]:
    """Writes the gate refused, newest last, with every reason (for reviewers)."""
    log = store.git_dir / "hermes-git" / BLOCKED_LOG
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text("utf-8").splitlines() if line.strip()]
