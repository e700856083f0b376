"""A review queue that stays clean: stale and dead proposals, filters, prune, a per-device cap.

- `stale`: main changed, since the proposal branched off, a file the proposal touches.
- `dead`: stale, and its change no longer applies: a memory entry it replaces or removes is
  gone from main, or its edit conflicts with main's (the text it patched is gone).
- `waiting`: over `review.max_pending_per_device` in `.hermes-git.yaml`: the device's older
  proposals wait (still listed, still approvable) while its newest ones make the queue.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import UsageError
from hermes_git.init import open_repo
from hermes_git.memory.entries import MEMORY_PATHS, parse_entries
from hermes_git.proposals import review as reviewmod
from hermes_git.proposals.change import MAIN_REF
from hermes_git.skills.lockfile import LOCK_FILE
from hermes_git.store.gitstore import GitStore

STATES = ("pending", "stale", "dead", "waiting")


@dataclass(frozen=True)
class Filters:
    """Which proposals `review list` shows (None/False: no filter)."""

    device: str | None = None
    origin: str | None = None
    stale: bool = False  # only stale or dead ones

    def keep(self, review: reviewmod.Review) -> bool:
        return (
            (self.device is None or review.device == self.device)
            and (self.origin is None or self.origin in review.origins)
            and (not self.stale or review.state in ("stale", "dead"))
        )


def review_queue(store: GitStore, filters: Filters = Filters()) -> list[reviewmod.Review]:
    """Every pending proposal with its state, oldest first, filtered."""
    main = store.rev(MAIN_REF)
    reviews = reviewmod.list_reviews(store)
    for review in reviews:
        review.state = state_of(store, main, review.tip) if main else "pending"
    _apply_cap(reviews, configmod.load(store.root).review_cap)
    reviews.sort(key=lambda r: (-r.age_seconds, r.branch))
    return [r for r in reviews if filters.keep(r)]


def state_of(store: GitStore, main: str, tip: str) -> str:
    """`pending`, `stale` or `dead` (see the module's docstring)."""
    base = store.merge_base(main, tip)
    if base is None or base == main:
        return "pending" if base else "dead"
    touched = store.changed_paths(base, tip)
    if store.blob_ids(base, touched) == store.blob_ids(main, touched):
        return "pending"
    return "dead" if _dead(store, main, base, tip, touched) else "stale"


def _dead(store: GitStore, main: str, base: str, tip: str, touched: list[str]) -> bool:
    for rel in touched:
        if rel in MEMORY_PATHS:
            gone = set(_entries(store, base, rel)) - set(_entries(store, tip, rel))
            if gone - set(_entries(store, main, rel)):
                return True  # an entry it replaces or removes is no longer there
    others = [p for p in touched if p not in MEMORY_PATHS]
    if not others:
        return False
    _tree, conflicts = store.merge_tree(main, tip, defer=tuple(MEMORY_PATHS))
    return any(c != LOCK_FILE and c not in MEMORY_PATHS for c in conflicts)


def _entries(store: GitStore, rev: str, rel: str) -> list[str]:
    data = store.read_file(rev, rel)
    return parse_entries(data.decode("utf-8", "replace")) if data else []


def _apply_cap(reviews: list[reviewmod.Review], cap: int | None) -> None:
    if cap is None:
        return
    by_device: dict[str, list[reviewmod.Review]] = {}
    for review in reviews:
        by_device.setdefault(review.device, []).append(review)
    for mine in by_device.values():
        mine.sort(key=lambda r: r.age_seconds)  # newest first
        for review in mine[cap:]:
            if review.state == "pending":
                review.state = "waiting"


@dataclass(frozen=True)
class Pruned:
    """A proposal `review prune` rejects (or would reject), and why."""

    branch: str
    reason: str
    rejected_as: str | None = None

    def to_json(self) -> dict[str, object]:
        return self.__dict__.copy()


def prune(
    root: Path,
    *,
    older_than_days: float | None = None,
    states: Iterable[str] = (),
    apply: bool = False,
) -> list[Pruned]:
    """Reject the proposals older than `older_than_days` or in one of `states` (stale, dead,
    waiting); a dry run (`apply=False`) only says which and why.

    Raises:
        UsageError: no criterion given, or an unknown state.
    """
    wanted = set(states)
    if older_than_days is None and not wanted:
        raise UsageError(
            "say what to prune", fix="add --older-than DAYS, --stale, --dead or --waiting"
        )
    if wanted - set(STATES[1:]):
        unknown = sorted(wanted - set(STATES))
        raise UsageError(
            f"unknown {'state' if len(unknown) == 1 else 'states'}: {', '.join(unknown)}"
        )
    with open_repo(root) as store:
        queue = review_queue(store)
    chosen = []
    for review in queue:
        why = _why(review, older_than_days, wanted)
        if why:
            chosen.append(Pruned(review.branch, why))
    if not apply:
        return chosen
    return [
        Pruned(p.branch, p.reason, reviewmod.reject(root, p.branch, f"pruned: {p.reason}"))
        for p in chosen
    ]


def _why(review: reviewmod.Review, days: float | None, states: set[str]) -> str:
    reasons = []
    if days is not None and review.age_seconds >= days * 86400:
        reasons.append(f"older than {days:g} days ({review.age_seconds // 86400}d)")
    if review.state in states:
        reasons.append(
            {
                "stale": "stale: main changed the files it touches",
                "dead": "dead: the text it changes is gone from main",
                "waiting": "waiting over the per-device cap",
            }[review.state]
        )
    return "; ".join(reasons)
