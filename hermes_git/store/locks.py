"""Locks: the repository lock every repo operation holds, and Hermes' memory-file flock."""

from __future__ import annotations

import fcntl
import os
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
