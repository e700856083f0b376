"""Confirm an unchanged skills tree by stat calls alone (the fast path of `refresh_snapshot`).

After a full walk, the state file records the mtime of every folder Hermes' walk entered, the
mtime and size of every manifest file, and the snapshot file's identity. Adding, removing or
renaming anything in a walked folder changes that folder's mtime; editing a SKILL.md or
DESCRIPTION.md changes its own. So when every recorded value still matches, Hermes' manifest
would too, without listing a single folder. Like git's index, values within `RACY_NS` of the
moment they were recorded are not trusted (a second change in the same timestamp tick would
be invisible): they are recorded as `RACY_MTIME`, which no stat gives, so the next refresh
looks at those paths again (and only those) and reads the files before trusting them.

The stat calls are the whole cost, and a stat costs less the shorter its path is: the kernel
resolves one name per path component. So the paths are kept grouped under the big folders
(`GROUP_MIN`), each opened once and its paths stat'ed relative to it, and the folder's own
mtime is read from its descriptor. On a big tree the groups are split over the usable CPUs
(forked workers, as validation does). The state is a `marshal` file: a fifth of JSON's
parse time, and written only by this module into the repo's private `.git/hermes-git/`.
"""

from __future__ import annotations

import contextlib
import itertools
import marshal
import operator
import os
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from hermes_git.files import atomic_write
from hermes_git.skills import walk as skillwalk
from hermes_git.snapshot.tree import Tree, listing

STATE_FILE = "snapshot-state.marshal"
OLD_STATE_FILE = "snapshot-state.json"  # versions 1-2; removed when a new state is recorded
VERSION = 4  # 4: the rules the snapshot's entries were made under
RACY_NS = 2_000_000_000
RACY_MTIME = -1  # recorded for a value too new to trust: never equal to a stat's
GROUP_MIN = 64  # paths below a folder for it to be opened and its paths stat'ed relative to it
WORKER_MIN = 1_000  # stat calls a forked worker must have at least
HEAD_START = 600  # stat calls this process makes while a worker gets going
# what a fork costs against what it saves, measured on a 2-CPU Linux machine (Python 3.11)
STAT_NS = 2_100  # one stat call
FORK_NS = 1_800_000  # forking a worker, its start and exit, in a process of nearly no memory
FORK_NS_PER_MB = 55_000  # and for each MB this process holds
_FOLDER = os.O_RDONLY | os.O_DIRECTORY
_SEP = os.fsencode(os.sep)
_MTIME = operator.attrgetter("st_mtime_ns")
_SIZE = operator.attrgetter("st_size")

# (folder relative to the skills folder, b"" for itself; its mtime; the paths checked from it,
# relative to it: walked folders first, then manifest files; their mtimes; the files' sizes)
Group = tuple[bytes, int, list[bytes], list[int], list[int]]


def now_ns() -> int:
    return time.time_ns()


def record(
    state: Path,
    skills_dir: Path,
    snapshot: Path,
    tree: Tree,
    started_ns: int,
    rules: tuple[str, tuple[str, ...]] | None = None,
) -> None:
    """Write the state of `tree`, walked from `started_ns` on (see `write`).

    Raises:
        OSError: the state folder is not writable.
    """
    if not tree.dirs:  # no skills folder: nothing to confirm next time
        (state.parent / OLD_STATE_FILE).unlink(missing_ok=True)
        state.unlink(missing_ok=True)
        return
    write(state, skills_dir, snapshot, groups(tree), started_ns, rules)


def write(
    state: Path,
    skills_dir: Path,
    snapshot: Path,
    checks: list[Group],
    started_ns: int,
    rules: tuple[str, tuple[str, ...]] | None,
) -> None:
    """Write `checks`, values read from `started_ns` on (those from `RACY_NS` before it on
    recorded as `RACY_MTIME`), for the snapshot file as it is now. `rules`: what the snapshot's
    entries depend on besides the files (the platform and the runtime environments), for
    `changes` to hand back.

    Raises:
        OSError: the state folder is not writable.
    """
    (state.parent / OLD_STATE_FILE).unlink(missing_ok=True)
    try:
        marker = os.stat(snapshot)
    except OSError:
        state.unlink(missing_ok=True)
        return
    data = (
        VERSION,
        str(skills_dir),
        (marker.st_mtime_ns, marker.st_size, marker.st_ino),
        _trusted(checks, started_ns - RACY_NS),
        rules,
    )
    state.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(state, marshal.dumps(data), mode=0o600, durable=False)  # torn: a full walk


def groups(tree: Tree) -> list[Group]:
    """The checks of `tree` under the folders that get a descriptor, in tree order (a folder's
    groups follow it without a gap, so `_open` keeps only the current chain of folders open)."""
    folders = dict(zip(tree.dirs, tree.dir_mtimes, strict=True))
    inner = [rel for rel in tree.dirs if rel != "."]
    opened = _opened([*inner, *tree.manifest])
    grouped: dict[str, tuple[list[bytes], list[int], list[int]]] = {
        folder: ([], [], []) for folder in ["", *opened]
    }
    for rel in inner:
        if rel not in opened:
            owner, name = _owner(rel, opened)
            grouped[owner][0].append(name)
            grouped[owner][1].append(folders[rel])
    for rel, (mtime, size) in tree.manifest.items():
        owner, name = _owner(rel, opened)
        grouped[owner][0].append(name)
        grouped[owner][1].append(mtime)
        grouped[owner][2].append(size)
    return [
        (os.fsencode(folder), folders[folder or "."], *checks)
        for folder, checks in sorted(grouped.items(), key=lambda item: item[0].split(os.sep))
    ]


def _trusted(checks: list[Group], since_ns: int) -> list[Group]:
    """`checks` with every mtime from `since_ns` on replaced by `RACY_MTIME`."""

    def trust(mtime: int) -> int:
        return mtime if mtime < since_ns else RACY_MTIME

    return [
        (folder, trust(mtime), rels, [trust(m) for m in mtimes], sizes)
        for folder, mtime, rels, mtimes, sizes in checks
    ]


def _opened(paths: list[str]) -> set[str]:
    """The folders with at least `GROUP_MIN` of `paths` below them."""
    below = Counter(parent for rel in paths for parent in _parents(rel))
    return {folder for folder, count in below.items() if count >= GROUP_MIN}


def _parents(rel: str) -> Iterator[str]:
    """The folders `rel` is in, the closest first, the skills folder itself not included."""
    cut = rel.rfind(os.sep)
    while cut > 0:
        yield rel[:cut]
        cut = rel.rfind(os.sep, 0, cut)


def _owner(rel: str, opened: set[str]) -> tuple[str, bytes]:
    """The closest opened folder `rel` is in ("" for the skills folder), and `rel` from there."""
    for parent in _parents(rel):
        if parent in opened:
            return parent, os.fsencode(rel[len(parent) + 1 :])
    return "", os.fsencode(rel)


class Recorded(NamedTuple):
    """A state file as loaded: the checks, and the rules the snapshot was made under."""

    root: str
    checks: list[Group]
    rules: Any


def unchanged(state: Path, skills_dir: Path, snapshot: Path) -> bool:
    """Whether nothing Hermes' manifest covers changed since the state was recorded."""
    recorded = load(state, skills_dir, snapshot)
    return recorded is not None and confirmed(recorded)


def confirmed(recorded: Recorded) -> bool:
    """Whether every recorded value still holds (see `unchanged`)."""
    try:
        return _stats_match(recorded.root, recorded.checks)
    except (OSError, TypeError, ValueError, RuntimeError):  # RuntimeError: a worker died
        return False


def load(state: Path, skills_dir: Path, snapshot: Path) -> Recorded | None:
    """The state, when it is of this version, for this folder, and the snapshot file is still
    the one written with it."""
    try:
        data: Any = marshal.loads(state.read_bytes())
        marker = os.stat(snapshot)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not isinstance(data, tuple) or len(data) != 5 or data[0] != VERSION:
        return None
    _version, root, recorded, checks, rules = data
    if root != str(skills_dir) or recorded != (marker.st_mtime_ns, marker.st_size, marker.st_ino):
        return None
    return Recorded(root, checks, rules)


@dataclass
class Changes:
    """Every recorded value against the tree now, when nothing recorded is gone.

    `folders` are the recorded walked folders ("." the skills folder) and `files` the manifest
    files with their mtimes and sizes now, relative to the skills folder; `moved_folders` the
    folders whose mtime changed (an entry in them was added, removed or replaced, which only a
    listing tells apart), `changed_files` the files whose mtime or size changed, or that were
    too new to trust when recorded (those are also in `racy_files`: only their content tells)."""

    rules: Any
    folders: list[str] = field(default_factory=list)
    files: dict[str, tuple[int, int]] = field(default_factory=dict)
    moved_folders: list[str] = field(default_factory=list)
    changed_files: list[str] = field(default_factory=list)
    racy_files: set[str] = field(default_factory=set)
    checks: list[Group] = field(default_factory=list)  # the recorded checks, values now


def changes(recorded: Recorded) -> Changes | None:
    """What changed since the state was recorded (one stat a recorded path, in this process,
    from each group's folder); None when a recorded path is gone."""
    found = Changes(recorded.rules)
    try:
        with _folders(recorded.root) as opened:
            for group in recorded.checks:
                found.checks.append(_compare(_open(group[0], opened), group, found))
    except (OSError, TypeError, ValueError):
        return None
    return found


def _compare(fd: int, group: Group, found: Changes) -> Group:
    """Note what changed in one group (its folder open as `fd`); the group with values now."""
    folder, mtime, rels, mtimes, sizes = group
    base = os.fsdecode(folder)
    prefix = base + os.sep if base else ""
    files_from = len(rels) - len(sizes)
    now = [os.stat(rel, dir_fd=fd) for rel in rels]
    new_mtimes, new_sizes = list(map(_MTIME, now)), list(map(_SIZE, now[files_from:]))
    folder_mtime = os.stat(fd).st_mtime_ns
    _note_folder(found, base or ".", mtime, folder_mtime)
    for i, name in enumerate(rels):
        rel = prefix + os.fsdecode(name)
        if i < files_from:
            _note_folder(found, rel, mtimes[i], new_mtimes[i])
            continue
        found.files[rel] = (new_mtimes[i], new_sizes[i - files_from])
        if found.files[rel] != (mtimes[i], sizes[i - files_from]):
            found.changed_files.append(rel)
            if mtimes[i] == RACY_MTIME:
                found.racy_files.add(rel)
    return folder, folder_mtime, rels, new_mtimes, new_sizes


def _note_folder(found: Changes, rel: str, recorded: int, now: int) -> None:
    found.folders.append(rel)
    if now != recorded:
        found.moved_folders.append(rel)


def _stats_match(root: str, checks: list[Group]) -> bool:
    """Whether every recorded value still holds, checked here or split over forked workers
    (contiguous parts, so each stays within a few folders)."""
    total = sum(1 + len(group[2]) for group in checks)
    workers = _workers(total)
    if workers < 2:
        return check_part(root, checks, 0, total)
    cuts = _cuts(total, workers)
    return all(skillwalk.forked(workers, lambda i: check_part(root, checks, cuts[i], cuts[i + 1])))


def _workers(total: int) -> int:
    """Processes to share `total` stat calls: the usable CPUs, when what the workers take off this
    process outweighs forking them (in a big process, a fork costs more than 5,000 stats)."""
    if total < 2 * WORKER_MIN or not skillwalk.can_fork():
        return 1
    workers = min(skillwalk.worker_count(), total // WORKER_MIN)
    if workers < 2:
        return 1
    saved = (total - _cuts(total, workers)[1]) * STAT_NS
    cost = (workers - 1) * (FORK_NS + FORK_NS_PER_MB * skillwalk.resident_mb())
    return workers if saved > cost else 1


def _cuts(total: int, workers: int) -> list[int]:
    """Where each process's part of `total` checks starts (and the last ends). This process's
    part, the first, is `HEAD_START` checks larger than each worker's: a forked worker starts
    about a millisecond later, and this process reaps it after its own part."""
    own = min(total, (total + (workers - 1) * HEAD_START) // workers)
    return [0, own, *(own + (total - own) * i // (workers - 1) for i in range(1, workers))]


def check_part(root: str, checks: list[Group], start: int, stop: int) -> bool:
    """Whether the values `start` to `stop` still hold; a group counts its folder, then its
    paths. False when a path is gone (never raises: this may run in a worker)."""
    try:
        with _folders(root) as opened:
            return _check(checks, opened, start, stop)
    except (OSError, TypeError, ValueError):
        return False


def _check(checks: list[Group], opened: list[tuple[bytes, int]], start: int, stop: int) -> bool:
    at = 0
    for folder, mtime, rels, mtimes, sizes in checks:
        if at >= stop:
            break
        first, last = max(start - at, 0), min(stop - at, 1 + len(rels))
        at += 1 + len(rels)
        if first >= last:
            continue
        fd = _open(folder, opened)
        if first == 0 and os.stat(fd).st_mtime_ns != mtime:
            return False
        if not _match(fd, (rels, mtimes, sizes), max(first - 1, 0), last - 1):
            return False
    return True


@contextlib.contextmanager
def _folders(root: str) -> Iterator[list[tuple[bytes, int]]]:
    """The chain of open folders `_open` keeps, starting with `root`; all closed at the end."""
    opened = [(b"", os.open(root, _FOLDER))]
    try:
        yield opened
    finally:
        for _folder, fd in opened:
            os.close(fd)


def _open(folder: bytes, opened: list[tuple[bytes, int]]) -> int:
    """A descriptor of `folder`, opened from the closest open folder it is in: the groups come
    in tree order, so the open folders it is not in are done with and closed first."""
    if not folder:
        return opened[0][1]
    while len(opened) > 1 and not folder.startswith(opened[-1][0] + _SEP):
        os.close(opened.pop()[1])
    base, base_fd = opened[-1]
    fd = os.open(folder[len(base) + 1 :] if base else folder, _FOLDER, dir_fd=base_fd)
    opened.append((folder, fd))
    return fd


def _match(fd: int, group: tuple[list[bytes], list[int], list[int]], first: int, last: int) -> bool:
    """Whether paths `first` to `last` of a group have their recorded mtimes (and sizes, the
    files). A list comprehension: a `functools.partial` with `dir_fd` costs 0.3 µs a call more."""
    rels, mtimes, sizes = group
    stat = os.stat
    found = [stat(rel, dir_fd=fd) for rel in rels[first:last]]
    if list(map(_MTIME, found)) != mtimes[first:last]:
        return False
    files_from = len(rels) - len(sizes)  # the index of the first file
    low, high = max(first, files_from), max(last, files_from)
    return list(map(_SIZE, found[low - first :])) == sizes[low - files_from : high - files_from]


def same_listings(skills_dir: Path, found: Changes) -> bool:
    """Whether each folder whose mtime changed still holds the walked folders and manifest
    files recorded for it (then the walk would find the tree it found before)."""
    if not found.moved_folders:
        return True
    children: dict[str, set[str]] = {folder: set() for folder in found.moved_folders}
    for rel in itertools.chain(found.folders, found.files):
        cut = rel.rfind(os.sep)
        parent = rel[:cut] if cut > 0 else "."
        if parent in children and rel != ".":
            children[parent].add(rel)
    for folder in found.moved_folders:
        prefix = "" if folder == "." else folder + os.sep
        try:
            subdirs, files = listing(str(skills_dir / prefix))
        except OSError:
            return False
        if {prefix + name for name in [*subdirs, *files]} != children[folder]:
            return False
    return True
