"""`record` mode: an agent write applied to the live files at once and committed on main."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.init import open_repo
from hermes_git.memory.store import TARGETS
from hermes_git.proposals.change import (
    Change,
    Outcome,
    Request,
    commit_message,
    review_branch,
    trailers_for,
)
from hermes_git.proposals.compute import compute_change, record_blocked
from hermes_git.proposals.live import apply_live, recover
from hermes_git.skills.manage import DiskTree
from hermes_git.store.gitstore import GitStore
from hermes_git.store.locks import flock, memory_lock_path


def record(root: Path, request: Request, cfg: configmod.Config) -> Outcome:
    """Apply `request` to the live files (gated like a proposal) and commit just those files.

    Raises:
        ActionError, UsageError, HermesGitError: as `proposals.propose`.
    """
    with open_repo(root) as store, store.locked():
        recover(store)
        device = store.device() or configmod.default_device()
        with _memory_lock(root, request):
            change = compute_change(DiskTree(root), request, cfg)
            if not change.gate.allowed:
                branch = review_branch(device, change.subject)
                return record_blocked(store, request, change, branch)
            if not change.writes and not change.deletes:
                return Outcome(
                    "recorded",
                    change.summary,
                    change.gate.verdict,
                    store.branch(),
                    None,
                    change.gate,
                    change.tool_result,
                )
            apply_live(root, change.writes, change.deletes)
        commit = _commit(store, request, change, device)
    return Outcome(
        "recorded",
        change.summary,
        change.gate.verdict,
        store.branch(),
        commit,
        change.gate,
        change.tool_result,
    )


@contextlib.contextmanager
def _memory_lock(root: Path, request: Request) -> Iterator[None]:
    """Hermes' own memory flock around read-modify-write, so a running Hermes never loses one."""
    if request.tool != "memory":
        yield
        return
    target = str(request.args.get("target", "memory"))
    name = TARGETS.get(target, "MEMORY.md")
    with flock(memory_lock_path(root / "memories" / name), what="memory file lock"):
        yield


def _commit(store: GitStore, request: Request, change: object, device: str) -> str:
    assert isinstance(change, Change)
    paths = sorted({*change.writes, *change.deletes})
    store.run("add", "-A", "--", *paths)
    return store.commit(
        commit_message(request, change), trailers_for(request, change, device), only=paths
    )
