"""Rejection notes: what `review reject` keeps (reason, who, when) under refs/hermes/rejected/.

A note is a commit whose parent is the rejected tip, its message the reason, its trailers the
branch and who rejected it; sync carries the notes to every device (`sync.rejections`).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import NamedTuple

from hermes_git.proposals.refnames import REJECTED_PREFIX
from hermes_git.store.gitstore import GitStore

FORMAT = (  # one trailers atom: git 2.39 carries a `key=` filter over to the next atom
    "--format=%(refname)%00%(objectname)%00%(parent)%00%(committerdate:unix)%00"
    "%(trailers:only,unfold)%00%(contents:body)%01"
)


class Rejection(NamedTuple):
    """One rejection: the note's ref and id, the tip it closed, the branch, why, who, when."""

    ref: str
    note: str
    tip: str
    branch: str
    reason: str
    by: str
    when: int

    @property
    def age(self) -> int:
        return max(0, int(time.time()) - self.when)

    def to_json(self) -> dict[str, object]:
        return {
            "branch": self.branch,
            "reason": self.reason,
            "rejected_by": self.by,
            "time": self.when,
            "tip": self.tip,
            "kept_as": self.ref,
        }


def rejections(store: GitStore, prefix: str = REJECTED_PREFIX) -> list[Rejection]:
    """Every rejection note under `prefix`, newest first."""
    return parse_rejections(store.run("for-each-ref", FORMAT, prefix).split("\x01"))


def parse_rejections(records: Iterable[str]) -> list[Rejection]:
    """The rejection notes among `for-each-ref` records written with `FORMAT`, newest first."""
    found = []
    for record in records:
        fields = record.strip("\n").split("\x00")
        if len(fields) != 6 or not fields[2]:
            continue
        ref, note, tip, when, trailers, body = fields
        keys = dict(line.split(": ", 1) for line in trailers.splitlines() if ": " in line)
        branch, by = keys.get("Hermes-Review", ""), keys.get("Rejected-By", "")
        reason = "\n".join(
            line
            for line in body.strip().splitlines()
            if not line.startswith(("Hermes-Review:", "Rejected-By:"))
        ).strip()
        found.append(Rejection(ref, note, tip.split()[0], branch, reason, by, int(when or 0)))
    return sorted(found, key=lambda r: -r.when)


RECENT_DAYS = 30


def recent(store: GitStore, days: int = RECENT_DAYS) -> list[Rejection]:
    """Rejections of the last `days` days, newest first, one per rejected tip (every device
    keeps a copy of every note, so the same one may be here under two names)."""
    since = time.time() - days * 86400
    seen: set[str] = set()
    found = []
    for rejection in rejections(store):
        if rejection.when >= since and rejection.note not in seen:
            seen.add(rejection.note)
            found.append(rejection)
    return found


def free_ref(store: GitStore, ref: str) -> str:
    """`ref`, or `ref-2`, `ref-3`... the first name no ref has yet."""
    candidate, n = ref, 1
    while store.rev(candidate) is not None:
        n += 1
        candidate = f"{ref}-{n}"
    return candidate
