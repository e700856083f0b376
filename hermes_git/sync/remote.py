"""Talking to a sync remote: fetch, push with classified failures, and what the device markers
tell (`sync.marker` writes them)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, NamedTuple

from hermes_git.errors import PushRejectedError, RemoteUnreachableError, UsageError
from hermes_git.proposals.refnames import MAIN_REF, REJECTED_PREFIX, REVIEW_PREFIX
from hermes_git.store.gitstore import GitStore
from hermes_git.store.runner import DEVICES_REF
from hermes_git.sync.retry import is_race

if TYPE_CHECKING:
    from hermes_git.sync.refs import Refs

DEFAULT_TIMEOUT = 60.0


class NotFastForwardError(PushRejectedError):
    """`main` moved on the remote since our fetch, or another push held a ref lock: a lost
    race (`sync.retry`), not a refusal; fetch, merge and push again."""


def tracking_main(remote: str) -> str:
    """Where the remote's `main` is kept locally."""
    return f"refs/remotes/{remote}/main"


def tracking_review(remote: str) -> str:
    """Where the remote's review branches are kept locally."""
    return f"refs/remotes/{remote}/{REVIEW_PREFIX}/"


def tracking_devices(remote: str) -> str:
    """Where the remote's device markers are kept locally."""
    return f"refs/hermes/remote/{remote}/devices/"


def tracking_rejected(remote: str) -> str:
    """Where the remote's rejection notes are kept locally."""
    return f"refs/hermes/remote/{remote}/rejected/"


def _retired(store: GitStore, remote: str) -> list[str]:
    """Deletions of the markers this clone left on the remote under a name it no longer goes
    by (`init --device NEW`), so other devices stop listing the old name."""
    return [
        f":{DEVICES_REF}{old}"
        for old in store.former_devices()
        if store.rev(tracking_devices(remote) + old) is not None
    ]


def check_remote(store: GitStore, remote: str) -> str:
    """The URL of `remote`.

    Raises:
        UsageError: no such remote is configured in this clone.
    """
    url = store.config_get(f"remote.{remote}.url")
    if not url:
        raise UsageError(
            f"no remote named {remote!r} in this repository",
            fix=f"add one: git -C {store.root} remote add {remote} URL (or pass --remote NAME)",
        )
    return url


def fetch(store: GitStore, remote: str, timeout: float = DEFAULT_TIMEOUT) -> None:
    """Fetch every branch and every device marker of `remote` (pruning what it deleted).

    Raises:
        RemoteUnreachableError: git could not talk to the remote; nothing changed.
    """
    status, _out, err = store.run_status(
        "fetch",
        "--quiet",
        "--prune",
        "--no-tags",
        remote,
        f"+refs/heads/*:refs/remotes/{remote}/*",
        f"+{DEVICES_REF}*:{tracking_devices(remote)}*",
        f"+{REJECTED_PREFIX}*:{tracking_rejected(remote)}*",
        timeout=timeout,
    )
    if status != 0:
        raise RemoteUnreachableError(
            f"could not fetch from {remote!r}: {_first_fatal(err)}",
            fix="local work is committed; sync again when online",
        )


def in_step(refs: Refs, device: str, main: str | None) -> bool:
    """Whether `push` (without extra refspecs) would change nothing on the remote as the fetch
    of `refs` left it: `main` (None: not pushed) is the remote's main, this device's review
    branches and marker are there as they are here, and no marker of a former name is left
    there. `refs` must be listed after the last ref this round wrote."""
    remote = refs.remote
    if main is not None and refs.rev(tracking_main(remote)) != main:
        return False
    marker = DEVICES_REF + device
    if refs.rev(marker) != refs.rev(tracking_devices(remote) + device):
        return False
    if any(refs.rev(tracking_devices(remote) + old) for old in refs.store.former_devices()):
        return False
    mine = f"{REVIEW_PREFIX}/{device}/"
    return _tips(refs, f"refs/heads/{mine}") == _tips(refs, tracking_review(remote) + f"{device}/")


def _tips(refs: Refs, prefix: str) -> dict[str, str]:
    """{name after `prefix`: tip} of the refs under `prefix`."""
    return {ref[len(prefix) :]: tip for ref, tip in refs.tips.items() if ref.startswith(prefix)}


def push(
    store: GitStore,
    remote: str,
    device: str,
    timeout: float = DEFAULT_TIMEOUT,
    *,
    main: str | None = MAIN_REF,
    extra: tuple[str, ...] = (),
) -> None:
    """Push `main` (a commit or ref, None: leave the remote's main alone) as the remote's main,
    this device's review branches (deleting the ones gone here) and its marker; `extra`:
    more refspecs and leases (rejection notes, branches they closed: `sync.rejections`).

    Raises:
        NotFastForwardError: the remote's main moved since the fetch.
        PushRejectedError: the remote refused (a hook's message is in the error).
        RemoteUnreachableError: git could not talk to the remote.
    """
    mine = f"refs/heads/{REVIEW_PREFIX}/{device}/*"
    status, out, err = store.run_status(
        "push",
        "--porcelain",
        "--prune",
        remote,
        *([f"{main}:{MAIN_REF}"] if main else []),
        f"+{mine}:{mine}",
        f"+{DEVICES_REF}{device}:{DEVICES_REF}{device}",
        *_retired(store, remote),
        *extra,
        timeout=timeout,
    )
    if status == 0:
        return
    rejected = [line.split("\t") for line in out.splitlines() if line.startswith("!")]
    if not rejected and is_race(err):
        raise NotFastForwardError(f"lost a race for a ref lock: {_first_fatal(err)}")
    if not rejected:
        raise RemoteUnreachableError(
            f"could not push to {remote!r}: {_first_fatal(err)}",
            fix="local work is committed; sync again when online",
        )
    reasons = "; ".join(
        f"{r[1].split(':')[-1]} {r[2] if len(r) > 2 else ''}".strip() for r in rejected
    )
    if all(is_race(line) for line in out.splitlines() if line.startswith("!")):
        raise NotFastForwardError(f"the remote moved: {reasons}")
    said = "\n".join(
        line.removeprefix("remote:").strip()
        for line in err.splitlines()
        if line.startswith("remote:")
    )
    raise PushRejectedError(
        f"{remote!r} rejected the push: {reasons}"
        + (f"\nthe remote said:\n{said}" if said else ""),
        fix="fix what the remote's rule asks for, then sync again",
    )


def _first_fatal(err: str) -> str:
    lines = [line.strip() for line in err.splitlines() if line.strip()]
    fatal = [line for line in lines if line.startswith(("fatal:", "error:"))]
    return (fatal or lines or ["git exited non-zero (timed out?)"])[0]


class DeviceState(NamedTuple):  # a NamedTuple: `status` never imports dataclasses
    """What one device last told the remote: when it last exchanged commits (`last_sync`),
    when it last checked in (`last_seen`: its last sync, to within `sync.heartbeat`), its
    main, its pending reviews."""

    device: str
    last_sync: int | None
    main: str | None
    reviews: list[str]  # appended to while the list is gathered
    last_seen: int | None = None

    def to_json(self) -> dict[str, Any]:
        now = int(time.time())
        return {
            "device": self.device,
            "last_sync": self.last_sync,
            "last_seen": self.last_seen,
            "main": self.main,
            "pending_reviews": self.reviews,
            "age_seconds": now - self.last_sync if self.last_sync else None,
            "seen_age_seconds": now - self.last_seen if self.last_seen else None,
        }
