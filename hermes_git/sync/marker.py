"""This device's marker ref (`refs/hermes/devices/<device>`): what other devices show of it.

A marker is a commit (empty tree, no parent) whose date says when the device last checked in
(last seen) and whose trailers say the main it had, how many reviews it has pending and when it
last exchanged commits (last synced). A sync writes a new one only when it is due (`due`):
after an exchange, when it would tell something new, or once the old one is `sync.heartbeat`
seconds old, so an idle round of `sync --watch` pushes nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import NamedTuple

from hermes_git.store import runner
from hermes_git.store.gitstore import GitStore
from hermes_git.sync.refs import Refs

DEVICES_REF = runner.DEVICES_REF  # named in store, beside the device name it renames


class Marker(NamedTuple):
    """This device's marker ref as it stands: the commit, when it was written (last seen),
    the main and pending review count it told, and when this device last exchanged commits
    (last synced; older markers lack the trailer: their own date)."""

    commit: str | None = None
    seen: int | None = None
    main: str | None = None
    reviews: str | None = None
    synced: int | None = None


def markers(records: list[str]) -> dict[str, Marker]:
    """The markers among `for-each-ref` records in `rejected.FORMAT`, by ref name."""
    found: dict[str, Marker] = {}
    for record in records:
        fields = record.strip("\n").split("\0")
        if len(fields) != 6:
            continue
        ref, commit, _parents, date, text, _body = fields
        trailers = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
        seen = int(date) if date.isdigit() else None
        synced = trailers.get("Hermes-Synced", "")
        found[ref] = Marker(
            commit,
            seen,
            trailers.get("Hermes-Main") or None,
            trailers.get("Hermes-Reviews"),
            int(synced) if synced.isdigit() else seen,  # markers before the trailer: their date
        )
    return found


def read_marker(refs: Refs, device: str) -> Marker:
    """This device's marker (`Marker()` when it has none)."""
    return markers(refs.under(DEVICES_REF + device)).get(DEVICES_REF + device, Marker())


def due(
    old: Marker, main: str, reviews: int, exchanged: bool, heartbeat: float, now: float
) -> bool:
    """Whether a sync must write a new marker: it exchanged commits, its marker would tell
    another main or review count, or the marker is older than `heartbeat` seconds (so other
    devices still see this one alive). An idle round inside that time writes nothing, and its
    push then sends nothing: what `git fetch && git push` pays."""
    return (
        exchanged
        or old.commit is None
        or old.main != main
        or old.reviews != str(reviews)
        or old.seen is None
        or now - old.seen >= heartbeat
    )


class Premade(NamedTuple):
    """A marker commit made ahead of `writer` (while the gate runs): the main and review count
    it tells, when it says this device synced, and a call that gives the commit id."""

    main: str
    reviews: int
    synced: int
    commit: Callable[[], str]


def write_marker(
    store: GitStore,
    device: str,
    main: str,
    reviews: int,
    old: Marker,
    synced: int,
    commit: Callable[[], str] | None = None,
) -> None:
    """Point `refs/hermes/devices/<device>` (now at `old`) at a new marker commit (`commit`:
    one made already, see `make_marker`). Safe on a thread of its own: it writes objects
    (gitdb's loose-object writer, `git commit-tree`) and never reads through GitPython's
    shared reader.

    Raises:
        GitError: the marker ref is no longer at `old`.
    """
    made = commit() if commit else make_marker(store, device, main, reviews, synced)
    store.cas_ref(DEVICES_REF + device, made, old.commit, "hermes-git sync marker")


def make_marker(store: GitStore, device: str, main: str, reviews: int, synced: int) -> str:
    """A marker commit (empty tree, no parent; `synced`: when this device last exchanged
    commits), no ref moved. Thread-safe as `write_marker` is."""
    objects = store.objects()
    tree = objects.write_tree(None, {})
    return objects.commit(
        tree,
        [],
        f"hermes-git sync marker for {device}",
        {
            "Hermes-Device": device,
            "Hermes-Main": main,
            "Hermes-Reviews": str(reviews),
            "Hermes-Synced": str(synced),
        },
    )


def writer(
    store: GitStore,
    device: str,
    main: str,
    reviews: int,
    refs: Refs,
    heartbeat: float,
    exchanged: bool,
    premade: Premade | None = None,
) -> Callable[[], None] | None:
    """What writes this device's marker before the push (`exchanged`: the sync pulled, pushed,
    captured or proposed something): a new marker when one is `due`, else None (the push
    then finds the marker where it was and sends nothing for it). `premade`: a marker made
    ahead, used when it tells what the new one would (it says this device synced now)."""
    old, now = read_marker(refs, device), time.time()
    if not due(old, main, reviews, exchanged, heartbeat, now):
        return None
    fresh = exchanged or old.main != main
    if premade is not None and fresh and (premade.main, premade.reviews) == (main, reviews):
        return partial(
            write_marker, store, device, main, reviews, old, premade.synced, premade.commit
        )
    synced = int(now) if fresh else (old.synced or int(now))
    return partial(write_marker, store, device, main, reviews, old, synced)
