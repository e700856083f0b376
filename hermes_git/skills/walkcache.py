"""Discovery's walk, confirmed by one `stat` a folder instead of redone (big homes).

`index_file_paths` reads every folder of the skills tree (20,000 skills: 20,000 folders, the
bulk of `hermes-git skill list`). What it finds depends only on the folders' entries, and a
folder's mtime changes whenever an entry is added, removed or renamed in it (a symlink
re-pointed is replaced, which changes its folder too). So the folders walked and the SKILL.md
paths found are recorded with each folder's (inode, mtime); when every recorded folder still
has them, the recorded paths are the answer. Any difference, a folder gone, or a record too
young to trust (a folder changed within the timestamp tick it was read in: the same rule as
git's index and `skills.cache`) means a full walk, recorded again.

The record is a `marshal` file (fast to load, written atomically, best effort: a failure costs
only speed) under `.git/hermes-git/`.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import time
from collections.abc import Callable
from pathlib import Path

from hermes_git.files import atomic_write, collector_paused
from hermes_git.skills.cache import RACY_NS

VERSION = 1
WALK_FILE = "skills-walk.marshal"


Prune = Callable[[list[str], list[str]], list[str]]  # (dirs, files) -> the dirs walked into


def cached_index_paths(
    root: str,
    record: Path | None,
    filename: str,
    prune: Prune,
    stats: dict[str, os.stat_result] | None = None,
) -> list[str]:
    """Every `filename` under `root` in walk order, folders pruned by `prune` (what
    `skills.model.index_file_paths` finds), from `record` when it is confirmed.

    `stats` gets the `stat` of every folder walked or confirmed (by its path as walked), for a
    caller that would otherwise ask again (the guard's stat records)."""
    if record is not None:
        found = _confirmed(root, record, filename, stats)
        if found is not None:
            return found
    started = time.time_ns()
    folders: list[str] = []
    signs: list[int] = []
    matches: list[str] = []
    for folder, dirs, files in os.walk(root, followlinks=True):
        dirs[:] = prune(dirs, files)
        if filename in files:
            matches.append(os.path.join(folder, filename))
        with contextlib.suppress(OSError):  # gone meanwhile: not recorded, so never trusted
            info = os.stat(folder)
            if stats is not None:
                stats[folder] = info
            folders.append(folder)
            signs += (info.st_ino, info.st_mtime_ns)
    if record is not None:
        data = (VERSION, root, filename, started, folders, signs, matches)
        with contextlib.suppress(OSError, ValueError):
            atomic_write(record, marshal.dumps(data), mode=0o600, durable=False)
    return matches


def _confirmed(
    root: str, record: Path, filename: str, stats: dict[str, os.stat_result] | None
) -> list[str] | None:
    try:
        with collector_paused():
            loaded = marshal.loads(record.read_bytes())
        version, where, name, written, folders, signs, matches = loaded
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if version != VERSION or (where, name) != (root, filename) or not folders:
        return None
    trusted_before, stat = written - RACY_NS, os.stat
    if len(signs) != 2 * len(folders):
        return None
    for folder, ino, mtime in zip(folders, signs[0::2], signs[1::2], strict=True):  # 20,000 folders
        try:
            info = stat(folder)
        except OSError:
            return None
        if info.st_ino != ino or info.st_mtime_ns != mtime or mtime >= trusted_before:
            return None
        if stats is not None:
            stats[folder] = info
    return list(matches)
