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
from hermes_git.sync.marker import DEVICES_REF
from hermes_git.sync.remote import check_remote, fetch, tracking_devices
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
        UsageError: `remote` already points at another URL, or another home there already
            goes by the device name given.
        RemoteUnreachableError: the remote could not be reached (before anything was merged).
    """
    root = root.expanduser().absolute()
    if not (is_repo(root) and (root / configmod.CONFIG_FILE).exists()) or device:
        repomod.init(root, device)
    with repomod.open_repo(root) as store, store.locked():
        _set_remote(store, remote, url)
        fetch(store, remote, timeout)
        renamed = _own_name(store, remote, explicit=device is not None)
        adopt_reviews(store, remote, store.device() or configmod.default_device())
        signed = trusted.prepare_key(store, remote)  # signing on there: this device's key
    result = sync(root, remote, timeout=timeout, allow_unrelated=True)
    result.warnings[:0] = [renamed] if renamed else []
    if signed and result.enrol is None:
        with repomod.open_repo(root) as store:
            result.enrol = trusted.enrolment(store, remote)
    return result


def _own_name(store: GitStore, remote: str, explicit: bool) -> str | None:
    """Make sure no other home on `remote` goes by this device's name (its marker there, while
    this home never wrote one): a name given with --device is refused, a default one (the
    host name) gets a free `-2`, `-3`... suffix; the warning saying so, or None.

    Raises:
        UsageError: the name was given and is taken.
    """
    name = store.device() or configmod.default_device()
    listed = store.run("for-each-ref", "--format=%(refname)", tracking_devices(remote))
    taken = {ref.removeprefix(tracking_devices(remote)) for ref in listed.splitlines()}
    if name not in taken or store.rev(DEVICES_REF + name) is not None:
        return None
    if explicit:
        raise UsageError(
            f"another home on {remote!r} is already device {name!r}; two homes with one name "
            "would mix up their review branches and status",
            fix="choose a name of your own: `hermes-git join URL --device NAME` (taken: "
            + ", ".join(sorted(taken))
            + ")",
        )
    names = (f"{name[:59]}-{n}" for n in range(2, len(taken) + 3))
    free = next(n for n in names if n not in taken)
    store.rename_device(configmod.check_device(free))
    return (
        f"another home on {remote!r} is already device {name!r}: this one is {free!r} now "
        "(choose your own with `hermes-git init --device NAME`)"
    )


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
