"""What an idle sync may skip: the state the last sync of this process left, kept in memory.

`sync --watch` syncs every interval in one long-running process, and most of those syncs find
nothing to do. What such a sync pays beyond the fetch and the push is work whose result cannot
have changed since the previous sync of the same process: listing main ahead of a merge that
will not come, and confirming the prompt snapshot file by file (a `stat` of every skill file).
This module remembers, per repository, where main, the remote's main and the snapshot stood
when the last sync ended, and answers from that:

- `expect_nothing`: the last sync ended with main equal to the remote's and main has not moved
  since; the fetch will most likely bring nothing, so main is not listed ahead of it (if the
  fetch does bring something, the merge lists it then: slower, never wrong).
- `snapshot_current`: nothing was captured or refused, main is where the last sync left it
  with the snapshot current, and neither the snapshot nor its recorded state nor the rules it
  was built under changed since, nor git's index; then the snapshot is still current. Live
  edits to tracked or untracked skill files are what the capture's `git status` sees (git's
  untracked cache keeps that check to the folders that changed), and a tracked file touched
  without a change makes that `git status` rewrite the index; the snapshot's own full check
  runs on any doubt. Not seen: a file git ignores changing inside the skills folder (Hermes'
  own state there is not part of the snapshot; a stale snapshot is rebuilt by Hermes itself).

The record is also kept on disk, in `.git/hermes-git/sync-idle.marshal` (written only when it
changed), so a sync run as its own process (by hand, from cron, from a hook) skips the same
work as a round of `sync --watch`: every value in it is compared with the repository now before
anything is skipped, and a missing, old or unreadable record means the full work. A sync that
fails after the record was made leaves it: what it may have moved since (main, the snapshot) is
compared again before anything is skipped.
"""

from __future__ import annotations

import marshal
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from hermes_git.files import atomic_write
from hermes_git.prompt import refresh_prompt
from hermes_git.proposals.live import skills_written
from hermes_git.snapshot.build import SNAPSHOT_FILE, default_cache_dir
from hermes_git.snapshot.index import active_environments
from hermes_git.snapshot.state import STATE_FILE

if TYPE_CHECKING:
    from hermes_git.store.gitstore import GitStore

FileSign = tuple[int, int, int] | None  # (inode, size, mtime in ns) of a file, None: absent
RECORD_FILE = "sync-idle.marshal"
RECORD_VERSION = 1


class Settled(NamedTuple):
    """Where one repository stood when its last sync in this process ended."""

    main: str | None
    remote_main: str | None
    snapshot: tuple[FileSign, FileSign, FileSign, object]  # see `_snapshot_sign`


_settled: dict[Path, Settled] = {}
_on_disk: set[Path] = set()  # roots whose record on disk is the one in `_settled`


def expect_nothing(root: Path, main: str | None) -> bool:
    """Whether the last sync of `root` here ended with main at `main`, the remote's main too."""
    last = _last(root)
    return last is not None and main is not None and last.main == main == last.remote_main


def snapshot_current(root: Path, main: str | None, captured_nothing: bool) -> bool:
    """Whether the snapshot the last sync of `root` left current still is (see the module)."""
    last = _last(root)
    return (
        captured_nothing
        and last is not None
        and main is not None
        and last.main == main
        and last.snapshot == _snapshot_sign(root)
    )


class Captured(Protocol):
    """What a sync's capture did (a `SyncResult`)."""

    captured: list[dict[str, str]]
    refused: list[dict[str, Any]]


def list_ahead(store: GitStore, main: str | None) -> None:
    """List main ahead of a merge (kept by the store), unless the fetch will bring nothing."""
    if main is not None and not expect_nothing(store.root, main):
        store.list_files(main, "")


def refresh(
    root: Path,
    main: str,
    journal: dict[str, Any] | None,
    done: Captured,
    snapshot: str | None = None,
) -> str:
    """`refresh_prompt` for a sync about to leave main at `main` here and on the remote
    (`journal`: what it published, None: nothing; `done`: what it captured or refused;
    `snapshot`: the snapshot's refresh, done already while publishing), skipped ("fresh")
    when this process knows the snapshot is still current; remembered."""
    lived = done.captured or done.refused
    if journal is None and not lived and snapshot_current(root, main, captured_nothing=True):
        outcome = "fresh"
    else:
        outcome = refresh_prompt(root, changed=skills_written(journal), snapshot=snapshot)
    remember(root, main, main)  # a push that then fails costs the next sync a listing only
    return outcome


def remember(root: Path, main: str | None, remote_main: str | None) -> None:
    """Record the end of a sync of `root` that left the snapshot current at `main`, here and
    on disk (unless the disk holds it already)."""
    settled = Settled(main, remote_main, _snapshot_sign(root))
    if _settled.get(root) != settled or root not in _on_disk:
        _store(root, settled)
    _settled[root] = settled


def _last(root: Path) -> Settled | None:
    """This process's record of `root`, else the one on disk (loaded once)."""
    if root not in _settled and root not in _on_disk:
        loaded = _load(root)
        if loaded is not None:
            _settled[root] = loaded
            _on_disk.add(root)
    return _settled.get(root)


def _record_path(root: Path) -> Path | None:
    cache_dir = default_cache_dir(root)
    return cache_dir / RECORD_FILE if cache_dir is not None else None


def _load(root: Path) -> Settled | None:
    """The record on disk, when it is of this version and well formed (else None)."""
    path = _record_path(root)
    try:
        data: Any = marshal.loads(path.read_bytes()) if path is not None else None
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not isinstance(data, tuple) or len(data) != 4 or data[0] != RECORD_VERSION:
        return None
    _version, main, remote_main, snapshot = data
    if not isinstance(snapshot, tuple) or len(snapshot) != 4:
        return None
    return Settled(main, remote_main, snapshot)  # marshal gives tuples back as tuples


def _store(root: Path, settled: Settled) -> None:
    """Write the record (a failed write costs the next process the full work, nothing more)."""
    path = _record_path(root)
    if path is None:
        return
    data: Any = (RECORD_VERSION, settled.main, settled.remote_main, settled.snapshot)
    try:
        atomic_write(path, marshal.dumps(data), durable=False)
    except (OSError, ValueError):  # ValueError: a value marshal cannot write
        _on_disk.discard(root)
        return
    _on_disk.add(root)


def _snapshot_sign(root: Path) -> tuple[FileSign, FileSign, FileSign, object]:
    """The snapshot, its recorded state, git's index (rewritten by `git status` when a tracked
    file's stat changed, even with its content the same: a touch moves Hermes' manifest) and
    the rules the snapshot was built under."""
    cache_dir = default_cache_dir(root)
    state = _sign(cache_dir / STATE_FILE) if cache_dir is not None else None
    index = _sign(cache_dir.parent / "index") if cache_dir is not None else None
    rules = (sys.platform, active_environments(root))
    return _sign(root / SNAPSHOT_FILE), state, index, rules


def _sign(path: Path) -> FileSign:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns
