"""Which live files changed between two rounds of `sync --watch`, from the kernel (inotify).

The capture of a sync asks `git status` for live edits, and `git status` stats every tracked
file (git 2.39 has no fsmonitor on Linux): at 20,000 skills that is most of an idle round.
Inside the long-running watch process, a `LiveWatch` keeps inotify watches on every folder of
`skills/` and `memories/` (and on the home, for those two appearing or going) and answers, at
the start of each round, which paths under them changed since the previous round:

- `take()` returns those paths (an empty set: nothing changed, the capture skips `git status`;
  `git status -- paths` otherwise, which walks only them), or `EVERYTHING`, `skills/` and
  `memories/` whole (the first round, after an overflow of the kernel's queue, after `skills/`
  or `memories/` came or went), or None when inotify is unavailable or out of watches: then
  every round runs the one-shot sync's full `git status`. With a pathspec git does not use its
  untracked cache, which can miss a folder that changed in the same second it was cached.
- A folder moved is forgotten at its old path and watched at its new one; both paths are
  reported.
- The queue is read when the round starts, under the repo lock, without a thread: whatever was
  written before that moment is in it (the kernel queues the event before the write returns),
  and whatever is written later waits for the next round.
- A new folder is watched as it appears and reported as a whole (`git status -- folder`), so
  files written into it before its watch existed are not missed.
- `again(paths)` puts paths back for the next round (a refused change stays dirty and is
  reported again; a round that failed gives back what it took).

Nothing is persisted: a new process starts with a full check.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from contextlib import suppress
from pathlib import Path

try:
    from inotify_simple import INotify
    from inotify_simple import flags as F
except ImportError:  # not Linux, or the dependency is missing: every round checks everything
    INotify = None

WATCHED = ("skills", "memories")
# A full check by pathspec: git then walks every folder instead of trusting its untracked
# cache, which misses a folder changed within the same second as the `status` that cached it.
EVERYTHING = frozenset(WATCHED)
MAX_PATHS = 256  # more changed paths than this: one full `git status` is cheaper than a list
_TREE_MASK = 0
_HOME_MASK = 0
if INotify is not None:
    _TREE_MASK = (
        F.MODIFY | F.ATTRIB | F.CLOSE_WRITE | F.CREATE | F.DELETE | F.MOVED_FROM | F.MOVED_TO
    ) | F.ONLYDIR
    _HOME_MASK = F.CREATE | F.DELETE | F.MOVED_FROM | F.MOVED_TO | F.ONLYDIR


class LiveWatch:
    """The live paths of the home at `root` changed since the last `take()` (see the module)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._inotify: INotify | None = None
        self._folders: dict[int, str] = {}  # watch descriptor: folder relative to root ("": root)
        self._pending: set[str] = set()
        self._full = True

    def __enter__(self) -> LiveWatch:
        self.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @property
    def active(self) -> bool:
        """Whether inotify is watching (False: every round checks everything)."""
        return self._inotify is not None

    def start(self) -> None:
        """Watch the home and every folder under `skills/` and `memories/`; on any failure
        (no inotify, too many folders for `fs.inotify.max_user_watches`) watch nothing."""
        self.close()
        self._full = True
        if INotify is None:
            return
        try:
            self._inotify = INotify()
            self._add(self.root, "", _HOME_MASK)
            for top in WATCHED:
                self._add_tree(top)
        except OSError:
            self.close()

    def close(self) -> None:
        if self._inotify is not None:
            self._inotify.close()
        self._inotify, self._folders = None, {}

    def take(self) -> set[str] | None:
        """The paths (relative to the home) changed since the last call: `EVERYTHING` when
        the watch may have missed something, None when there is no watch (see the module)."""
        if self._inotify is None:
            return None
        try:
            self._drain()
        except OSError:
            self.start()  # rebuilt; this round checks everything
        full = self._full or self._inotify is None or len(self._pending) > MAX_PATHS
        taken = set(EVERYTHING) if full else self._pending
        self._pending, self._full = set(), False
        return taken

    def again(self, paths: Iterable[str] | None) -> None:
        """Check `paths` again next round (None: check everything next round)."""
        if paths is None:
            self._full = True
        else:
            self._pending.update(paths)

    def _drain(self) -> None:
        assert self._inotify is not None
        rebuild = False
        for event in self._inotify.read(timeout=0):
            if event.mask & F.Q_OVERFLOW:
                rebuild = True  # events were lost, folders created then among them
                continue
            folder = self._folders.get(event.wd)
            if event.mask & F.IGNORED:
                self._folders.pop(event.wd, None)
                continue
            if folder is None or not event.name:
                continue
            path = f"{folder}/{event.name}" if folder else event.name
            if folder == "":
                if event.name in WATCHED:  # skills/ or memories/ came or went
                    rebuild = True
                continue
            self._pending.add(path)
            if event.mask & F.ISDIR and event.mask & F.MOVED_FROM:
                self._forget(path)  # its watches would name the old path
            if event.mask & F.ISDIR and event.mask & (F.CREATE | F.MOVED_TO):
                self._add_tree(path)
        if rebuild:
            self.start()

    def _forget(self, rel: str) -> None:
        """Stop watching the folder `rel` and those under it."""
        assert self._inotify is not None
        for wd, folder in list(self._folders.items()):
            if folder == rel or folder.startswith(rel + "/"):
                with suppress(OSError):  # already gone with its folder
                    self._inotify.rm_watch(wd)
                del self._folders[wd]

    def _add_tree(self, rel: str) -> None:
        """Watch the folder `rel` and every folder under it (symlinks not followed)."""
        top = self.root / rel
        for folder, _dirs, _files in os.walk(top):
            self._add(Path(folder), Path(folder).relative_to(self.root).as_posix(), _TREE_MASK)

    def _add(self, path: Path, rel: str, mask: int) -> None:
        assert self._inotify is not None
        try:
            wd = self._inotify.add_watch(path, mask)
        except (FileNotFoundError, NotADirectoryError):
            return  # gone already (its parent's event names it) or never there
        self._folders[wd] = rel
