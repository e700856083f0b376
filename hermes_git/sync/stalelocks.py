"""Git lock files a killed git left behind: found and removed before a sync (under the lock)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from hermes_git.store.gitstore import GitStore


def clear_stale_locks(store: GitStore) -> list[str]:
    """Remove git lock files left by a killed git (the caller holds the repo lock).

    A lock file is stale when no process has it open (Linux: read from /proc); where that
    cannot be told, when it is older than ten minutes.
    """
    candidates = [
        store.git_dir / n
        for n in ("index.lock", "HEAD.lock", "packed-refs.lock", "config.lock", "shallow.lock")
    ]
    candidates += list((store.git_dir / "refs").rglob("*.lock"))
    removed = []
    for path in candidates:
        if path.exists() and not _lock_in_use(path):
            path.unlink(missing_ok=True)
            removed.append(path.name)
    return removed


def _lock_in_use(path: Path) -> bool:
    if not Path("/proc/self/fd").is_dir():
        return time.time() - path.stat().st_mtime < 600
    target = str(path)
    for fd_dir in Path("/proc").glob("[0-9]*/fd"):
        try:
            if any(os.readlink(fd) == target for fd in fd_dir.iterdir()):
                return True
        except OSError:
            continue
    return False
