"""The hermes-git repository: status, commits, refs and merges on top of the readers."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from hermes_git.errors import GitError
from hermes_git.store.ids import ZERO, blob_id
from hermes_git.store.locks import flock, repo_lock_path, stale_ref_lock
from hermes_git.store.reads import EXECUTABLE_MODE, FILE_MODES, REGULAR_MODE, TreeReads
from hermes_git.store.runner import (
    DEVICE_KEY,
    DEVICES_REF,
    FORMER_KEY,
    execute,
    message_file,
    message_text,
)

if TYPE_CHECKING:
    from hermes_git.store.objects import ObjectWriter

# FILE_MODES and blob_id are read from here by proposals/ (their homes: reads, objects)
__all__ = ["FILE_MODES", "MAIN", "Change", "GitStore", "blob_id", "init_repo"]

MAIN = "main"
LOOSE_LIMIT = 256  # loose objects (about 40 proposals) before `pack_loose` packs them
LOOSE_SAMPLE = 16  # fan-out folders counted of 256
# git 2.39 keeps the untracked cache of `--untracked-files=all` only when that is configured
UNTRACKED_CACHE = {"core.untrackedCache": "true", "status.showUntrackedFiles": "all"}


class Change(NamedTuple):
    """One path in `git status`: its two-letter code (`??`, ` M`, `D `...) and path."""

    code: str
    path: str


class GitStore(TreeReads):
    """A git repository with a work tree: the hermes-git repo or a throwaway one."""

    def __enter__(self) -> GitStore:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @contextmanager
    def locked(self, timeout: float = 60.0) -> Iterator[None]:
        """Hold the repository lock (`.git/hermes-git/lock`); before letting it go after a
        body that succeeded, pack the loose objects once there are many (`pack_loose`)."""
        with flock(repo_lock_path(self.git_dir), timeout=timeout, what="repository lock"):
            yield
            self.pack_loose()

    def loose_objects(self) -> int:
        """About how many loose objects the store holds: those in 16 of git's 256 fan-out
        folders, times 16 (object ids are uniform; `git gc --auto` samples one folder)."""
        objects, found = self.objects_dir, 0
        for fan in range(0, 256, 256 // LOOSE_SAMPLE):
            with suppress(FileNotFoundError), os.scandir(f"{objects}/{fan:02x}") as folder:
                found += sum(1 for _ in folder)
        return found * (256 // LOOSE_SAMPLE)

    def pack_loose(self, limit: int = LOOSE_LIMIT) -> bool:
        """Pack the loose objects (with deltas) once there are about `limit`; whether it did.

        Every agent write adds loose objects, among them a new copy of its skill's parent
        folder's tree (40 KB compressed for 1,000 skills in one folder), and git's own
        `gc --auto` neither runs after plumbing writes nor counts bytes (6,700 objects). Packed,
        each such tree is a delta of a few dozen bytes, and a push sends the deltas as they
        are instead of computing them: the sync's push of 100 new commits takes half the CPU.
        `--geometric=2` folds the small packs this leaves into each other, keeping few packs.
        Housekeeping only: a failure leaves the objects loose and readable, and is not raised.
        `gc.auto=0`, git's switch for its own automatic packing, turns this off too.
        """
        if self.loose_objects() < limit or self.config_get("gc.auto") == "0":
            return False
        status, _out, _err = self.run_status("repack", "-d", "-l", "-q", "--geometric=2")
        return status == 0

    def use_untracked_cache(self) -> None:
        """Turn on git's untracked cache for the listing `status` asks for (every untracked
        file): git then re-reads only the folders whose mtime changed, not the whole tree.
        Set once per clone, where the user has not chosen otherwise."""
        for key, value in UNTRACKED_CACHE.items():
            if self.config_get(key) is None:
                self.config_set(key, value)

    def head(self) -> str | None:
        """The commit `HEAD` points at, or None in an empty repository."""
        return self.rev("HEAD")

    def branch(self) -> str | None:
        """The checked-out branch name, or None when HEAD is detached."""
        status, out, _err = self.execute(["symbolic-ref", "-q", "--short", "HEAD"])
        return out.strip() or None if status == 0 else None

    def status(self, paths: Sequence[str] = ()) -> list[Change]:
        """Uncommitted changes (work tree and index), untracked files listed one by one."""
        out = self.run(
            "status",
            "--porcelain=v1",
            "-z",
            "--untracked-files=all",
            "--no-renames",
            "--",
            *paths,
            strip_newline_in_stdout=False,
        )
        return [Change(item[:2], item[3:]) for item in out.split("\0") if item]

    def dirty(
        self,
        paths: Sequence[str],
        head: str | None = None,
        staged: dict[str, tuple[str, str]] | None = None,
    ) -> list[str]:
        """Which of `paths` differ from HEAD in the index or the work tree (a file present
        where HEAD has none counts, ignored or not), without `status`'s walk of the whole
        work tree: only the named files are read and hashed. `head`: the commit HEAD is
        known to be at, `staged`: `staged_entries(paths)` (None: ask git)."""
        if not paths:
            return []
        head = head or self.head()
        committed = (self._trees.get(head) if head else None) or self._entries(
            "ls-tree", "-z", "--full-tree", "HEAD", "--", *paths
        )
        staged = self.staged_entries(paths) if staged is None else staged
        return sorted(
            p
            for p in set(paths)
            if staged.get(p) != committed.get(p) or _live_entry(self.root / p) != committed.get(p)
        )

    def staged_entries(self, paths: Sequence[str]) -> dict[str, tuple[str, str]]:
        """{path: (mode, blob id)} of each of `paths` in the index."""
        return self._entries("ls-files", "-s", "-z", "--", *paths) if paths else {}

    def add_all(self, paths: Sequence[str] = ()) -> None:
        self.run("add", "-A", "--", *(paths or ["."]))

    def commit(
        self,
        message: str,
        trailers: dict[str, str] | None = None,
        *,
        allow_empty: bool = False,
        verify: bool = True,
        only: Sequence[str] = (),
    ) -> str:
        """Commit with `message` and trailers; return the new commit id.

        With `only`, just those (tracked) paths are committed, whatever else the user staged.
        Signed by this device's key when it has one (every caller commits on main).
        """
        # deferred for start-up: `status` opens a GitStore and never commits
        from hermes_git.store.signing import sign_args

        name, email = self.identity()
        signing = sign_args(self)
        args = [
            *signing,
            "-c",
            f"user.name={name}",
            "-c",
            f"user.email={email}",
            "commit",
            "--quiet",
            "--cleanup=whitespace",
        ]
        if signing:
            args.append("-S")
        if allow_empty:
            args.append("--allow-empty")
        if not verify:
            args.append("--no-verify")
        with message_file(self.git_dir, message_text(message, trailers)) as name:
            self.run(*args, "-F", name, *(["--only", "--", *only] if only else []))
        head = self.head()
        assert head is not None
        return head

    def branches(self, pattern: str, *, merged: str | None = None) -> list[str]:
        """Local branch names matching a `refs/heads/` glob such as `hermes/review/*`
        (`merged`: only those whose tip that commit already holds)."""
        out = self.run(
            "for-each-ref",
            "--format=%(refname:short)",
            *([f"--merged={merged}"] if merged else []),
            f"refs/heads/{pattern}",
        )
        return [line for line in out.splitlines() if line]

    def rev(self, rev: str) -> str | None:
        """The commit id `rev` names, or None when it names nothing."""
        status, out, _err = self.execute(["rev-parse", "-q", "--verify", f"{rev}^{{commit}}"])
        return out.strip() or None if status == 0 else None

    def cas_ref(self, ref: str, new: str, old: str | None, reason: str) -> None:
        """Move `ref` to `new` only if it still points at `old` (None: only if it is absent).

        Raises:
            GitError: somebody else moved the ref first; nothing changed.
        """
        self._update_ref("-m", reason, ref, new, old or ZERO)

    def delete_ref(self, ref: str, old: str) -> None:
        self._update_ref("-d", ref, old)

    def _update_ref(self, *args: str) -> None:
        """`git update-ref <args>`; when a killed hermes-git left a lock file on one of its own
        refs (`stale_ref_lock`), that file goes and the update is tried once more.

        Raises:
            GitError: the update failed for any other reason (or failed again).
        """
        status, _out, err = self.run_status("update-ref", *args)
        if status == 0:
            return
        lock = stale_ref_lock(self.git_dir, err)
        if lock is not None:
            with suppress(FileNotFoundError):
                lock.unlink()
        self.run("update-ref", *args)

    def rename_device(self, new: str) -> None:
        """Call this clone device `new`. A name it synced under (its marker exists) is kept
        as a former name, so `status` can say whose it was, and its marker goes."""
        old = self.device()
        if old == new:
            return
        marker = self.rev(DEVICES_REF + old) if old else None
        formers = [n for n in self.former_devices() if n != new]
        if old and marker is not None:
            self.config_set(FORMER_KEY, " ".join(dict.fromkeys([*formers, old])))
            self.delete_ref(DEVICES_REF + old, marker)
        elif formers != self.former_devices():
            self.config_set(FORMER_KEY, " ".join(formers))
        self.config_set(DEVICE_KEY, new)

    def merge_tree(
        self, ours: str, theirs: str, *, allow_unrelated: bool = False, defer: Sequence[str] = ()
    ) -> tuple[str, list[str]]:
        """`git merge-tree --write-tree`: the merged tree and the conflicted paths (none: clean).

        Merge drivers run, but those named in `defer` report conflicts (driver `false`) for the
        caller to merge in-process. The index and work tree are not touched."""
        extra = ["--allow-unrelated-histories"] if allow_unrelated else []
        config = [arg for name in defer for arg in ("-c", f"merge.{name}.driver=false")]
        args = ["merge-tree", "--write-tree", "--name-only", "--no-messages", *extra, ours, theirs]
        status, out, err = self.execute([*config, *args])
        lines = out.splitlines()
        if status not in (0, 1) or not lines:
            raise GitError(f"git merge-tree failed: {err.strip()}")
        return lines[0], sorted(set(lines[1:]))

    def objects(self) -> ObjectWriter:
        from hermes_git.store.objects import ObjectWriter  # GitPython's object readers

        return ObjectWriter(self)

    def tracked(self, path: str) -> bool:
        return bool(self.run("ls-files", "--", path).strip())


def _live_entry(path: Path) -> tuple[str, str] | None:
    """(mode, blob id) git would record for the live file at `path`; None when absent."""
    try:
        info = path.lstat()
    except (FileNotFoundError, NotADirectoryError):
        return None
    if stat.S_ISLNK(info.st_mode):
        return "120000", blob_id(os.fsencode(os.readlink(path)))
    if not stat.S_ISREG(info.st_mode):
        return "040000", ""  # a folder where a file was: never equal to a committed file
    mode = EXECUTABLE_MODE if info.st_mode & stat.S_IXUSR else REGULAR_MODE
    return mode, blob_id(path.read_bytes())


def init_repo(path: Path) -> GitStore:
    """`git init -b main` at `path` (an existing repo is opened as it is)."""
    if not (path / ".git").exists():
        path.mkdir(parents=True, exist_ok=True)
        status, _out, err = execute(["init", "--quiet", f"--initial-branch={MAIN}"], path)
        if status != 0:
            raise GitError(f"git init failed: {err.strip()}", path=path)
    return GitStore(path)
