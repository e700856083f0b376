"""Joining a synced set of devices: `clone` makes a fresh home, `join` merges an existing one."""

from __future__ import annotations

from pathlib import Path

from hermes_git import config as configmod
from hermes_git import init as repomod
from hermes_git.errors import UsageError
from hermes_git.store.gitstore import GitStore
from hermes_git.store.runner import is_repo
from hermes_git.sync import trusted
from hermes_git.sync.clone import CloneResult, adopt_reviews, clone
from hermes_git.sync.remote import check_remote, fetch
from hermes_git.sync.run import SyncResult, sync

__all__ = ["CloneResult", "adopt_reviews", "clone", "join"]


def join(
    root: Path, url: str, device: str | None = None, remote: str = "origin", timeout: float = 60.0
) -> SyncResult:
    """Merge an existing Hermes home with the homes synced through `url`; neither overwrites.

    A home that is not a repository yet is adopted first (`hermes-git init`). The two
    histories are merged even when unrelated: memory keeps the entries of both, SKILL.md files
    both sides created merge through `merge_skill_md`, and real conflicts go to review.

    Raises:
        UsageError: `remote` already points at another URL.
        RemoteUnreachableError: the remote could not be reached (before anything was merged).
    """
    root = root.expanduser().absolute()
    if not (is_repo(root) and (root / configmod.CONFIG_FILE).exists()) or device:
        repomod.init(root, device)
    with repomod.open_repo(root) as store, store.locked():
        _set_remote(store, remote, url)
        fetch(store, remote, timeout)
        adopt_reviews(store, remote, store.device() or configmod.default_device())
        signed = trusted.prepare_key(store, remote)  # signing on there: this device's key
    result = sync(root, remote, timeout=timeout, allow_unrelated=True)
    if signed and result.enrol is None:
        with repomod.open_repo(root) as store:
            result.enrol = trusted.enrolment(store, remote)
    return result


def _set_remote(store: GitStore, remote: str, url: str) -> None:
    current = store.config_get(f"remote.{remote}.url")
    if current is None:
        store.run("remote", "add", remote, url)
    elif current != url:
        raise UsageError(
            f"remote {remote!r} already points at {current}",
            fix=f"use another name (--remote NAME), or `git remote set-url {remote}`",
        )
    check_remote(store, remote)
