"""The rows `hermes-git skill list` shows, kept under `.git/hermes-git/` and confirmed by one
`stat` a SKILL.md: at 20,000 skills, building every skill from the parse cache costs more than
the `stat`s that prove nothing changed.

A record holds the SKILL.md paths discovery found (sorted), each file's key
(`skills.cache.file_key`) and the row listed for it. It answers only when discovery finds the
same paths (its walk confirmed or redone by `skills.walkcache`) and every file still has its
key, older than the record's start by the racy margin (`skills.cache.RACY_NS`: a file changed
while it was being listed is never trusted); anything else means the full listing, recorded
again. A listing that left a skill out (its YAML broke a bound) is not recorded: the problem is
worked out every time. The record is a `marshal` file, written atomically, best effort.
"""

from __future__ import annotations

import contextlib
import marshal
import os
from pathlib import Path
from typing import Any, NamedTuple

from hermes_git import __version__
from hermes_git.files import atomic_write, collector_paused
from hermes_git.skills.cache import RACY_NS, Key
from hermes_git.skills.model import Skill

VERSION = 1
LIST_FILE = "skills-list.marshal"


class Listed(NamedTuple):
    """What `skill list` shows of one skill (see `skills.model.Skill` for each value)."""

    rel_dir: str
    name: str
    list_category: str | None
    description: str
    platforms: list[str]


def listed(skill: Skill) -> Listed:
    """The row of `skill`."""
    return Listed(
        skill.rel_dir, skill.name, skill.list_category, skill.description, skill.platforms
    )


def load(record: Path, root: str, paths: list[str]) -> list[Listed] | None:
    """The rows recorded for the SKILL.md `paths` under `root`, when every file still has its
    recorded key (None: no such record, or something changed)."""
    with collector_paused():
        data = _read(record)
        if data is None or data[0] != root or data[2] != paths:
            return None
        _root, written, _paths, keys, rows = data
        if len(keys) != len(paths) or not _unchanged(paths, keys, written - RACY_NS):
            return None
        try:
            return [Listed._make(row) for row in rows]
        except TypeError:  # a row of another shape: no record
            return None


def _read(record: Path) -> tuple[Any, int, Any, list[Any], list[Any]] | None:
    """The record's root, start, paths, keys and rows, when it is of this version."""
    try:
        version, *data = marshal.loads(record.read_bytes())
        root, written, paths, keys, rows = data
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if version != [VERSION, __version__] or not isinstance(written, int):
        return None
    if not (isinstance(keys, list) and isinstance(rows, list) and len(keys) == len(rows)):
        return None
    return root, written, paths, keys, rows


def _unchanged(paths: list[str], keys: list[Any], trusted: int) -> bool:
    """Whether every file of `paths` has its key, with an mtime before `trusted`."""
    stat = os.stat
    for path, key in zip(paths, keys, strict=True):  # 20,000 files: no function call each
        try:
            info = stat(path)
        except OSError:
            return False
        if key != (info.st_mtime_ns, info.st_size, info.st_ino) or key[0] >= trusted:
            return False
    return True


def save(
    record: Path, root: str, started: int, keys: list[tuple[str, Key]], rows: list[Listed]
) -> None:
    """Record `rows`, one for each `(path, key)` of `keys`, listed by a run that began at
    `started` (`time.time_ns()`, taken before the first file was read)."""
    data = (
        [VERSION, __version__],
        root,
        started,
        [path for path, _key in keys],
        [key for _path, key in keys],
        [tuple(row) for row in rows],
    )
    with contextlib.suppress(OSError, ValueError):  # ValueError: a value marshal cannot write
        atomic_write(record, marshal.dumps(data), mode=0o600, durable=False)
