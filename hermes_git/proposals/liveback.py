"""Live edits found on disk in review mode: kept on a review branch, the live file put back.

A writer that bypassed Hermes' tools (the agent's terminal, a person's editor, the dashboard)
cannot reach main in review mode: `capture` and `sync` commit what it wrote onto the branch
`hermes/review/<device>/capture-<subject>` (based on main, or on that branch's earlier
captures) and return the live files to main's version. Nothing is lost: the edit is on the
branch, and `review approve` makes it live. The caller holds the repo lock.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import PurePosixPath

from hermes_git import gates
from hermes_git.memory.entries import MEMORY_PATHS
from hermes_git.proposals.change import (
    MAIN_REF,
    Change,
    Request,
    commit_message,
    review_branch,
    trailers_for,
)
from hermes_git.proposals.live import apply_live
from hermes_git.store.gitstore import GitStore
from hermes_git.store.locks import flock, memory_lock_path


@contextlib.contextmanager
def memory_locks(store: GitStore, paths: list[str]) -> Iterator[None]:
    """Hermes' flocks on the memory files among `paths`, so no memory write falls between
    reading a live file and putting it back."""
    with contextlib.ExitStack() as stack:
        for rel in sorted(set(paths) & MEMORY_PATHS.keys()):
            stack.enter_context(flock(memory_lock_path(store.root / rel), what="memory file lock"))
        yield


def read_live(store: GitStore, paths: list[str]) -> dict[str, bytes | None]:
    """The live bytes of each path (None: deleted)."""
    found: dict[str, bytes | None] = {}
    for rel in paths:
        path = store.root / rel
        found[rel] = path.read_bytes() if path.is_file() else None
    return found


def propose_live(
    store: GitStore, group: str, paths: list[str], gate: gates.GateResult, device: str
) -> dict[str, str]:
    """Commit the live state of `paths` (one skill folder or memory file) on its capture
    branch, then put the live files back as main has them: {what, branch, commit}."""
    name = "memory" if group.startswith("memories/") else PurePosixPath(group).name
    branch = review_branch(device, f"capture-{name}")
    with memory_locks(store, paths):
        live = read_live(store, paths)
        writes = {rel: data for rel, data in live.items() if data is not None}
        deletes = [rel for rel, data in live.items() if data is None]
        tip = store.rev(f"refs/heads/{branch}")
        base = tip or store.rev(MAIN_REF)
        assert base is not None
        objects = store.objects()
        tree = objects.write_tree(objects.tree_of(base), writes, deletes, _modes(store, writes))
        request = _request(group, name)
        change = Change(
            name if group.startswith("skills/") else "memory",
            "capture",
            writes,
            deletes,
            f"{group}: live change found on disk, kept for review",
            {},
            gate,
        )
        commit = objects.commit(
            tree, [base], commit_message(request, change), trailers_for(request, change, device)
        )
        store.cas_ref(f"refs/heads/{branch}", commit, tip, f"hermes-git capture: {group}")
        put_back(store, paths)
    return {"what": group, "branch": branch, "commit": commit}


def _request(group: str, name: str) -> Request:
    if group.startswith("memories/"):
        target = MEMORY_PATHS.get(group, "memory")
        return Request("memory", {"action": "capture", "target": target}, "capture")
    return Request("skill_manage", {"action": "capture", "name": name}, "capture")


def _modes(store: GitStore, writes: dict[str, bytes]) -> dict[str, int]:
    return {rel: 0o100755 for rel in writes if (store.root / rel).stat().st_mode & 0o100}


def put_back(store: GitStore, paths: list[str]) -> None:
    """Live files and the index of `paths` as main has them (absent from main: removed)."""
    main = store.rev(MAIN_REF)
    assert main is not None
    wanted = store.read_files(main, paths)
    apply_live(
        store.root,
        wanted,
        [rel for rel in paths if rel not in wanted],
        store.executables(main, paths),
    )
    indexed = store.run("ls-files", "-z", "--", *paths).split("\0")
    known = sorted({rel for rel in paths if rel in wanted or rel in indexed})
    if known:
        store.run("reset", "-q", main, "--", *known)
