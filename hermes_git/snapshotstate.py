"""Confirm an unchanged skills tree by stat calls alone (the fast path of `refresh_snapshot`).

After a full walk, the state file records the mtime of every folder Hermes' walk entered, the
mtime and size of every manifest file, and the snapshot file's identity. Adding, removing or
renaming anything in a walked folder changes that folder's mtime; editing a SKILL.md or
DESCRIPTION.md changes its own. So when every recorded value still matches, Hermes' manifest
would too, without listing a single folder. Like git's index, values within `RACY_NS` of the
moment they were recorded are not trusted (a second change in the same timestamp tick would
be invisible), and the state is then not written: the next refresh walks again.
"""

from __future__ import annotations

import functools
import json
import operator
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.files import atomic_write

if TYPE_CHECKING:
    from hermes_git.snapshot import Tree

STATE_FILE = "snapshot-state.json"
VERSION = 2
RACY_NS = 2_000_000_000
_MTIME = operator.attrgetter("st_mtime_ns")
_SIZE = operator.attrgetter("st_size")


def now_ns() -> int:
    return time.time_ns()


def record(state: Path, skills_dir: Path, snapshot: Path, tree: Tree, started_ns: int) -> None:
    """Write the state of `tree` (walked from `started_ns` on), or drop it when racily fresh.

    Raises:
        OSError: the state folder is not writable.
    """
    files = list(tree.manifest)
    mtimes = [tree.manifest[rel][0] for rel in files]
    newest = max([*tree.dir_mtimes, *mtimes], default=0)
    try:
        marker = os.stat(snapshot)
    except OSError:
        marker = None
    if marker is None or newest >= started_ns - RACY_NS:
        state.unlink(missing_ok=True)
        return
    data = {"version": VERSION, "skills_dir": str(skills_dir),
            "snapshot": [marker.st_mtime_ns, marker.st_size, marker.st_ino],
            "dirs": tree.dirs, "dir_mtimes": tree.dir_mtimes, "files": files,
            "file_mtimes": mtimes, "file_sizes": [tree.manifest[rel][1] for rel in files]}
    state.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(state, json.dumps(data, ensure_ascii=False).encode("utf-8"), mode=0o600)


def unchanged(state: Path, skills_dir: Path, snapshot: Path) -> bool:
    """Whether nothing Hermes' manifest covers changed since the state was recorded."""
    try:
        data: Any = json.loads(state.read_bytes())
        marker = os.stat(snapshot)
    except (OSError, ValueError):
        return False
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return False
    if data.get("skills_dir") != str(skills_dir) or data.get("snapshot") != [
            marker.st_mtime_ns, marker.st_size, marker.st_ino]:
        return False
    try:
        return _stats_match(skills_dir, data)
    except (OSError, KeyError, TypeError):
        return False


def _stats_match(skills_dir: Path, data: dict[str, Any]) -> bool:
    # map() keeps the per-path work in C: the stat calls themselves are the whole cost
    fd = os.open(skills_dir, os.O_RDONLY | os.O_DIRECTORY)
    try:
        stat = functools.partial(os.stat, dir_fd=fd)
        if list(map(_MTIME, map(stat, data["dirs"]))) != data["dir_mtimes"]:
            return False
        found = list(map(stat, data["files"]))
    finally:
        os.close(fd)
    return bool(list(map(_MTIME, found)) == data["file_mtimes"]
                and list(map(_SIZE, found)) == data["file_sizes"])
