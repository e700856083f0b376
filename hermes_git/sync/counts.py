"""Counting the commits between this device's main and the remote's."""

from __future__ import annotations

from hermes_git.store.gitstore import GitStore


def left_right(store: GitStore, ours: str, theirs: str) -> tuple[int, int]:
    """(commits of `ours` not in `theirs`, commits of `theirs` not in `ours`): one walk tells
    which side is behind, what a merge pulls and what the push will carry."""
    left, right = store.run("rev-list", "--left-right", "--count", f"{ours}...{theirs}").split()
    return int(left), int(right)


def count(store: GitStore, old: str | None, new: str) -> int:
    spec = f"{old}..{new}" if old else new
    return int(store.run("rev-list", "--count", spec).strip() or 0)
