"""Joining a synced set of devices: `clone` makes a fresh home, `join` merges an existing one."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_git import config as configmod
from hermes_git import init as repomod
from hermes_git.errors import GitError, RemoteUnreachableError, UsageError
from hermes_git.proposals.change import REVIEW_PREFIX
from hermes_git.snapshot.build import refresh_snapshot
from hermes_git.store.gitstore import GitStore
from hermes_git.store.runner import clone_repo, is_repo
from hermes_git.sync.remote import check_remote, fetch
from hermes_git.sync.run import SyncResult, sync


@dataclass
class CloneResult:
    """A new home cloned from a remote."""

    root: Path
    device: str
    main: str | None
    skills: int
    snapshot: str

    def to_json(self) -> dict[str, Any]:
        return {
            "root": str(self.root),
            "device": self.device,
            "main": self.main,
            "skills": self.skills,
            "snapshot": self.snapshot,
        }


def clone(url: str, path: Path, device: str, timeout: float = 60.0) -> CloneResult:
    """Clone `url` into the new folder `path` as device `device`: drivers, hooks, snapshot.

    An empty remote gives a new repository whose first sync publishes it.

    Raises:
        UsageError: `path` exists and is not empty, or the device name is invalid.
        RemoteUnreachableError: the clone failed.
    """
    device = configmod.check_device(device)
    path = path.expanduser().absolute()
    if path.exists() and any(path.iterdir()):
        raise UsageError(
            f"{path} exists and is not empty",
            fix="pick a new folder, or run `hermes-git join URL` in an existing home",
        )
    try:
        clone_repo(url, path, timeout)
    except GitError as exc:
        raise RemoteUnreachableError(
            exc.message, path=url, fix="check the URL and that the remote is reachable"
        ) from None
    with GitStore(path) as store:
        if store.head() is None:  # an empty remote: start main here
            store.run("symbolic-ref", "HEAD", "refs/heads/main")
    init = repomod.init(path, device)  # device, merge drivers, hooks; first commit if empty
    with repomod.open_repo(path) as store, store.locked():
        adopt_reviews(store, "origin", device)
        main = store.rev("refs/heads/main")

    return CloneResult(path, device, main, init.skills, refresh_snapshot(path))


def adopt_reviews(store: GitStore, remote: str, device: str) -> list[str]:
    """Local branches for this device's review branches found on the remote.

    (A sync prunes this device's namespace on the remote to the local branches; a fresh clone
    with a known device name must not delete what it has not seen yet.)
    """
    prefix = f"refs/remotes/{remote}/{REVIEW_PREFIX}/{device}/"
    adopted = []
    for ref in store.run("for-each-ref", "--format=%(refname)", prefix).splitlines():
        branch = ref.removeprefix(f"refs/remotes/{remote}/")
        if store.rev(f"refs/heads/{branch}") is None:
            tip = store.rev(ref)
            assert tip is not None
            store.cas_ref(f"refs/heads/{branch}", tip, None, "hermes-git: adopt review branch")
            adopted.append(branch)
    return adopted


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
    return sync(root, remote, timeout=timeout, allow_unrelated=True)


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
