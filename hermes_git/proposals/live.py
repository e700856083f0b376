"""Live files follow main: the publish journal, atomic settling of live files, and recovery
after a kill. Review (approve) and sync both publish through here."""

from __future__ import annotations

import contextlib
import glob
import json
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hermes_git.errors import GitError, HermesGitError
from hermes_git.files import Write, atomic_write, atomic_write_many
from hermes_git.memory.entries import MEMORY_PATHS
from hermes_git.proposals.change import (
    BLOCKED_LOG,
    MAIN_REF,
)
from hermes_git.store.gitstore import GitStore, blob_id
from hermes_git.store.locks import flock, memory_lock_path

JOURNAL = "approve.json"


class DirtyWorktreeError(HermesGitError):
    """Uncommitted live edits would be overwritten."""


def refuse_dirty(
    store: GitStore,
    paths: list[str],
    then: str = "approve again",
    head: str | None = None,
    staged: dict[str, tuple[str, str]] | None = None,
) -> None:
    """Refuse to go on while `paths` hold uncommitted live edits; `then`: what to run after;
    `head`, `staged`: what HEAD is and the index holds, when known (see `GitStore.dirty`)."""
    dirty = store.dirty(paths, head, staged)
    if dirty:
        raise DirtyWorktreeError(
            "uncommitted edits in live files this would change: " + ", ".join(dirty),
            fix=f"commit them first (`hermes-git capture`, or git commit), then {then}",
        )


def publish(
    store: GitStore, journal: dict[str, Any], then: Callable[[], object] | None = None
) -> bool:
    """Write the journal, then live files, index, main; a crash anywhere is finished later.

    `journal`: {old, new, paths, live, branch (None for a sync), tip, reason (the reflog text)}.
    `then`: work that reads the new live files (the prompt snapshot), run as soon as they are
    in place, while their folders are fsync'd; whether it ran (not when no live file changed).
    """
    path = store.git_dir / "hermes-git" / JOURNAL
    atomic_write(path, json.dumps(journal).encode("utf-8"), mode=0o600, prefix=f".{JOURNAL}-")
    ran = _finish(store, journal, then)
    path.unlink()
    return ran


def _finish(
    store: GitStore, journal: dict[str, Any], then: Callable[[], object] | None = None
) -> bool:
    old, new, paths = journal["old"], journal["new"], journal["paths"]
    ran = bool(journal["live"] and paths and then)
    if journal["live"] and paths:
        before, wanted = store.blob_ids(old, paths), store.read_files(new, paths)
        # deferred for start-up: concurrent.futures loads logging, which `status` never needs
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=1) as pool:  # git writes the index meanwhile
            indexed = pool.submit(store.run, "reset", "-q", "--no-refresh", new, "--", *paths)
            settle_live(
                store.root,
                paths,
                before,
                wanted,
                lambda rel: store.read_file(old, rel),
                store.executables(new, paths),
                then,
            )
            indexed.result()
    reason = journal.get("reason") or f"hermes-git approve {journal['branch']}"
    try:
        store.cas_ref(MAIN_REF, new, old, reason)
    except GitError:
        if store.rev(MAIN_REF) == old:
            raise
        # main is no longer at `old` (a recovery finding it moved already): left as it is
    if not journal.get("branch"):
        return ran  # a sync: no review branch to close
    tip = store.rev(f"refs/heads/{journal['branch']}")
    if tip is not None and tip == journal["tip"]:
        store.delete_ref(f"refs/heads/{journal['branch']}", tip)
    return ran


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


def skills_written(journal: dict[str, Any] | None) -> bool:
    """Whether a publish wrote live files under skills/ (the snapshot then changed)."""
    return bool(
        journal and journal["live"] and any(p.startswith("skills/") for p in journal["paths"])
    )


def _refresh_snapshot(root: Path, *, changed: bool) -> None:
    """Rebuild Hermes' prompt snapshot after main moved (`changed`: skill files were written)."""
    from hermes_git.prompt import refresh_prompt  # deferred for start-up

    refresh_prompt(root, changed=changed)


LIVE_TEMP_SUFFIX = ".hermes-git.tmp"


def settle_live(
    root: Path,
    paths: list[str],
    before: dict[str, str],
    wanted: dict[str, bytes],
    read_before: Callable[[str], bytes | None],
    executable: frozenset[str] = frozenset(),
    then: Callable[[], object] | None = None,
) -> list[str]:
    """Make each live file in `paths` hold `wanted` (absent: deleted) with its executable bit
    as `executable` says, losing no edit made since it held the blob `before[rel]` (absent: no
    file); return the paths that hold such an edit, for capture to commit. `read_before(rel)`:
    the bytes of that blob.

    A memory file edited meanwhile (Hermes wrote while a publish was cut short, or raced it)
    gets the new entries merged into the edited text, entry by entry; any other edited file is
    left as it is. Hermes' memory flocks are held from the reads to the writes, so a memory
    write of a running Hermes cannot fall in between. `then`: see `apply_live`.
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
        apply_live(root, writes, deletes, executable, then)
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
    from hermes_git.memory.merge import merge_memory_text  # deferred for start-up

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


def apply_live(
    root: Path,
    writes: dict[str, bytes],
    deletes: list[str],
    executable: frozenset[str] = frozenset(),
    then: Callable[[], object] | None = None,
) -> None:
    """Write and delete live files, each write atomic: mode 0600 as Hermes writes them, 0700
    for the paths in `executable` (git's 100755: a script keeps the bit its commit records).
    `then` runs once every file is written and deleted, while the written files' folders are
    fsync'd (the call returns when both are done)."""

    def rest() -> None:
        for rel in sorted(deletes):
            with contextlib.suppress(FileNotFoundError):
                (root / rel).unlink()
            _prune_empty(root, (root / rel).parent)
        if then is not None:
            then()

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
        ],
        meanwhile=rest if then is not None else None,
    )
    if then is None:
        rest()
