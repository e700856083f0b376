"""`record` mode: an agent write applied to the live files at once and committed on main."""

from __future__ import annotations

import contextlib
import glob
import os
import stat
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.files import Write, atomic_write_many
from hermes_git.init import open_repo
from hermes_git.memory.store import MEMORY_PATHS, TARGETS
from hermes_git.proposals.propose import (
    Outcome,
    Request,
    commit_message,
    compute_change,
    record_blocked,
    review_branch,
    trailers_for,
)
from hermes_git.skills.manage import DiskTree
from hermes_git.store.gitstore import GitStore, blob_id
from hermes_git.store.locks import flock, memory_lock_path

LIVE_TEMP_SUFFIX = ".hermes-git.tmp"


def record(root: Path, request: Request, cfg: configmod.Config) -> Outcome:
    """Apply `request` to the live files (gated like a proposal) and commit just those files.

    Raises:
        ActionError, UsageError, HermesGitError: as `proposals.propose`.
    """
    with open_repo(root) as store, store.locked():
        from hermes_git.proposals.review import recover

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


def apply_live(
    root: Path,
    writes: dict[str, bytes],
    deletes: list[str],
    executable: frozenset[str] = frozenset(),
) -> None:
    """Write and delete live files, each write atomic: mode 0600 as Hermes writes them, 0700
    for the paths in `executable` (git's 100755: a script keeps the bit its commit records)."""
    atomic_write_many(
        [
            Write(
                root / rel,
                data,
                0o700 if rel in executable else 0o600,
                f".{Path(rel).name}.tmp.",
                LIVE_TEMP_SUFFIX,
            )
            for rel, data in sorted(writes.items())
        ]
    )
    for rel in sorted(deletes):
        with contextlib.suppress(FileNotFoundError):
            (root / rel).unlink()
        _prune_empty(root, (root / rel).parent)


def settle_live(
    root: Path,
    paths: list[str],
    before: dict[str, str],
    wanted: dict[str, bytes],
    read_before: Callable[[str], bytes | None],
    executable: frozenset[str] = frozenset(),
) -> list[str]:
    """Make each live file in `paths` hold `wanted` (absent: deleted) with its executable bit
    as `executable` says, losing no edit made since it held the blob `before[rel]` (absent: no
    file); return the paths that hold such an edit, for capture to commit. `read_before(rel)`:
    the bytes of that blob.

    A memory file edited meanwhile (Hermes wrote while a publish was cut short, or raced it)
    gets the new entries merged into the edited text, entry by entry; any other edited file is
    left as it is. Hermes' memory flocks are held from the reads to the writes, so a memory
    write of a running Hermes cannot fall in between.
    """
    with contextlib.ExitStack() as stack:
        for rel in sorted(set(paths) & MEMORY_PATHS.keys()):
            stack.enter_context(flock(memory_lock_path(root / rel), what="memory file lock"))
        writes: dict[str, bytes] = {}
        deletes, edited = [], []
        for rel in paths:
            if (root / rel).is_dir():
                edited.append(rel)  # a folder in the way: somebody's, never ours to remove
                continue
            live = _read_live(root / rel)
            if live == wanted.get(rel) and (
                live is None or _executable(root / rel) == (rel in executable)
            ):
                continue
            outcome = wanted.get(rel)
            if (blob_id(live) if live is not None else None) != before.get(rel):
                edited.append(rel)
                if rel not in MEMORY_PATHS:
                    continue
                outcome = _merged_memory(read_before(rel), live, wanted.get(rel))
            if outcome is None:
                deletes.append(rel)
            else:
                writes[rel] = outcome
        apply_live(root, writes, deletes, executable)
    return edited


def _executable(path: Path) -> bool:
    return bool(path.stat().st_mode & stat.S_IXUSR)


def _read_live(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def _merged_memory(base: bytes | None, live: bytes | None, new: bytes | None) -> bytes | None:
    """The edited live memory file with the entries `new` brought in (base: what it was)."""
    from hermes_git.memory.merge import merge_memory_text

    old, ours, theirs = (
        d.decode("utf-8", "replace") if d is not None else None for d in (base, live, new)
    )
    merged, _report = merge_memory_text(old, ours, theirs, sys.maxsize)  # keeps every entry
    return merged.encode("utf-8") if merged is not None else None


def live_temp_files(root: Path, rel: str) -> list[Path]:
    """The temp files a killed `apply_live` may have left next to `rel`.

    Ours end in `LIVE_TEMP_SUFFIX`; Hermes' own temp files (`.NAME.tmp.XXXXXXXX`) never do.
    """
    path = root / rel
    return sorted(
        path.parent.glob(glob.escape(f".{path.name}.tmp.") + "*" + glob.escape(LIVE_TEMP_SUFFIX))
    )


def _prune_empty(root: Path, folder: Path) -> None:
    stop = {root / "skills", root / "memories", root}
    while folder not in stop and folder.is_dir() and not any(folder.iterdir()):
        os.rmdir(folder)
        folder = folder.parent


def _commit(store: GitStore, request: Request, change: object, device: str) -> str:
    from hermes_git.proposals.propose import Change

    assert isinstance(change, Change)
    paths = sorted({*change.writes, *change.deletes})
    store.run("add", "-A", "--", *paths)
    return store.commit(
        commit_message(request, change), trailers_for(request, change, device), only=paths
    )
