"""Rejections travel: a `review reject` on one device closes the branch on every device.

Sync fetches every device's rejection notes (`proposals.rejected`), keeps a copy of each here,
drops the review branches they closed (its own, and the remote's while they still point at the
rejected tip) and pushes the notes the remote lacks.
"""

from __future__ import annotations

from hermes_git.proposals.change import REVIEW_PREFIX
from hermes_git.proposals.refnames import REJECTED_PREFIX
from hermes_git.proposals.rejected import free_ref, parse_rejections
from hermes_git.store.gitstore import GitStore
from hermes_git.sync.refs import Refs
from hermes_git.sync.remote import tracking_rejected


def settle(store: GitStore, refs: Refs) -> list[str]:
    """Apply every rejection known here or on the remote of `refs` (as last fetched); the push
    refspecs that carry them there: new notes, and deletions of branches they closed (each
    deletion with a lease on the rejected tip, so a branch that moved on is left alone).

    The caller holds the repo lock.
    """
    remote = refs.remote
    mine = parse_rejections(refs.under(REJECTED_PREFIX))
    theirs = parse_rejections(refs.under(tracking_rejected(remote)))
    have = {r.note for r in mine}
    for other in theirs:  # every device keeps every record
        if other.note not in have:
            rel = other.ref.removeprefix(tracking_rejected(remote))
            store.cas_ref(
                free_ref(store, REJECTED_PREFIX + rel), other.note, None, "hermes-git sync"
            )
            refs.touched()
            have.add(other.note)
    closed = {r.tip for r in mine} | {r.tip for r in theirs}
    for branch in refs.branches(REVIEW_PREFIX + "/"):
        tip = refs.rev(f"refs/heads/{branch}")
        if tip in closed and tip is not None:
            store.delete_ref(f"refs/heads/{branch}", tip)
            refs.touched()
    specs = []
    tracking = f"refs/remotes/{remote}/"
    for ref, tip in refs.tips.items():
        branch = ref.removeprefix(tracking)
        if ref.startswith(tracking) and tip in closed and branch.startswith(REVIEW_PREFIX + "/"):
            specs.append(f"--force-with-lease=refs/heads/{branch}:{tip}")
            specs.append(f":refs/heads/{branch}")
    taken = {r.ref.removeprefix(tracking_rejected(remote)) for r in theirs}
    sent = {r.note for r in theirs}
    for own in mine:
        if own.note not in sent:
            rel = _free_name(own.ref.removeprefix(REJECTED_PREFIX), taken)
            taken.add(rel)
            specs.append(f"{own.note}:{REJECTED_PREFIX}{rel}")
    return specs


def _free_name(name: str, taken: set[str]) -> str:
    candidate, n = name, 1
    while candidate in taken:
        n += 1
        candidate = f"{name}-{n}"
    return candidate
