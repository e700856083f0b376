"""Locks: the repository lock every repo operation holds, and Hermes' memory-file flock."""

from __future__ import annotations

import fcntl
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hermes_git.errors import LockTimeoutError

DEFAULT_TIMEOUT = 60.0


@contextmanager
def flock(
    lock_path: Path, *, timeout: float = DEFAULT_TIMEOUT, what: str = "lock"
) -> Iterator[None]:
    """Hold an exclusive `flock` on `lock_path` (created if missing, never deleted).

    The kernel drops the lock when the holder dies, so a killed process never leaves a stale lock.

    Raises:
        LockTimeoutError: another process held it for longer than `timeout` seconds.
    """
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        _acquire(fd, lock_path, timeout, what)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def _acquire(fd: int, lock_path: Path, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    delay = 0.001
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise LockTimeoutError(
                    f"another process has held the {what} for over {timeout:.0f}s",
                    path=lock_path,
                    fix="wait for it to finish, or find it with `fuser` and stop it",
                ) from None
            time.sleep(delay)
            delay = min(delay * 2, 0.05)


def memory_lock_path(memory_file: Path) -> Path:
    """Hermes' lock file for a memory file: `MEMORY.md` -> `MEMORY.md.lock`, same folder."""
    return memory_file.with_suffix(memory_file.suffix + ".lock")


def repo_lock_path(git_dir: Path) -> Path:
    """The repository lock: `.git/hermes-git/lock`."""
    return git_dir / "hermes-git" / "lock"


# git's message when a ref's lock file is already there: "Unable to create '<path>.lock': File exists"
_LOCK_EXISTS = re.compile(r"Unable to create '([^']+\.lock)': File exists")
OWN_REFS = ("refs/hermes/", "refs/heads/hermes/")  # written by hermes-git alone


def stale_ref_lock(git_dir: Path, git_error: str) -> Path | None:
    """The lock file git's `git_error` names, when it guards a ref only hermes-git writes.

    Call it holding the repository lock: every hermes-git write holds that lock, so a lock
    file on one of its own refs then was left by a hermes-git process that was killed
    mid-write (git asks to remove it by hand). Locks on other refs, the user's, are not
    touched; None for them and for any other error.
    """
    found = _LOCK_EXISTS.search(git_error)
    if found is None:
        return None
    lock = Path(found.group(1))
    if not lock.is_absolute():
        return None
    try:
        inside = lock.resolve().relative_to(Path(git_dir).resolve()).as_posix()
    except ValueError:
        return None
    return lock if inside.startswith(OWN_REFS) else None
