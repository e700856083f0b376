"""`hermes-git status`: live files changed since the last commit, pending reviews, devices."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath

from hermes_git.config import load
from hermes_git.memory.entries import TARGETS, parse_entries
from hermes_git.proposals.change import MAIN_REF
from hermes_git.proposals.review import list_reviews
from hermes_git.skills.model import skill_folder_of_parts
from hermes_git.store.gitstore import GitStore
from hermes_git.sync.remote import device_states

REVIEW_PREFIX = "hermes/review/"


@dataclass
class MemoryDelta:
    """Entries added to and removed from one memory file since the last commit."""

    target: str
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


@dataclass
class Status:
    """The repo's state for `hermes-git status`."""

    branch: str | None
    head: str | None
    device: str | None
    skills: dict[str, list[str]] = field(default_factory=dict)  # skill folder -> changed files
    memory: list[MemoryDelta] = field(default_factory=list)
    other: list[str] = field(default_factory=list)
    reviews: list[str] = field(default_factory=list)
    devices: list[dict[str, object]] = field(default_factory=list)  # as last fetched (sync)
    verdicts: dict[str, str] = field(default_factory=dict)  # review branch -> the gate's verdict
    remote: str = "origin"
    ahead: int | None = None  # commits of main the remote's main lacks (None: never synced)
    behind: int | None = None  # commits of the remote's main (as last fetched) not in main
    unpushed: list[str] = field(default_factory=list)  # review branches the remote lacks

    @property
    def clean(self) -> bool:
        return not (self.skills or self.memory or self.other)

    def to_json(self) -> dict[str, object]:
        return {
            "branch": self.branch,
            "head": self.head,
            "device": self.device,
            "clean": self.clean,
            "skills": self.skills,
            "memory": [
                {"target": m.target, "added": m.added, "removed": m.removed} for m in self.memory
            ],
            "other": self.other,
            "pending_reviews": self.reviews,
            "verdicts": self.verdicts,
            "devices": self.devices,
            "remote": self.remote,
            "ahead": self.ahead,
            "behind": self.behind,
            "unpushed_reviews": self.unpushed,
        }


def status(store: GitStore) -> Status:
    """The Status of the repo (read-only; takes the repo lock to see a settled state)."""
    with store.locked():
        head = store.head()
        result = Status(store.branch(), head, store.device())
        changed = store.status()
        for change in changed:
            _classify(result, change.path, change.code)
        paths = {change.path for change in changed}
        deltas = (
            _memory_delta(store, head, target)
            for target in TARGETS
            if f"memories/{TARGETS[target]}" in paths  # git saw no change: no delta to read
        )
        result.memory = [d for d in deltas if d]
        reviews = list_reviews(store)  # every device's, each gated on its content
        result.reviews = [r.branch for r in reviews]
        result.verdicts = {r.branch: r.verdict if r.allowed else "blocked" for r in reviews}
        result.remote = load(store.root).remote
        result.devices = _devices(store)
        _ahead_behind(store, result)
    return result


def _ahead_behind(store: GitStore, result: Status) -> None:
    """Commits ahead of and behind the remote's main as last fetched, and review branches of
    this clone the remote lacks (work an offline sync left to push)."""
    tracking = f"refs/remotes/{result.remote}/"
    if store.rev(MAIN_REF) is None or store.rev(tracking + "main") is None:
        return
    counts = store.run("rev-list", "--left-right", "--count", f"{MAIN_REF}...{tracking}main")
    ahead, behind = counts.split()
    result.ahead, result.behind = int(ahead), int(behind)
    for branch in store.branches(REVIEW_PREFIX + "**"):
        if store.rev(f"refs/heads/{branch}") != store.rev(tracking + branch):
            result.unpushed.append(branch)


def _devices(store: GitStore) -> list[dict[str, object]]:
    return [d.to_json() for d in device_states(store, load(store.root).remote)]


def _classify(result: Status, path: str, code: str) -> None:
    parts = PurePosixPath(path).parts
    if parts[:1] == ("memories",):
        return  # reported entry by entry
    if parts[:1] == ("skills",) and len(parts) > 2:
        folder = skill_folder_of_parts(parts)
        result.skills.setdefault(folder, []).append(f"{code.strip() or 'M'} {path}")
    else:
        result.other.append(f"{code.strip() or 'M'} {path}")


def _memory_delta(store: GitStore, head: str | None, target: str) -> MemoryDelta | None:
    rel = f"memories/{TARGETS[target]}"
    live_path = store.root / rel
    live = parse_entries(live_path.read_text("utf-8")) if live_path.exists() else []
    committed = _committed_text(store, head, rel)
    old = parse_entries(committed) if committed is not None else []
    delta = MemoryDelta(
        target, [e for e in live if e not in old], [e for e in old if e not in live]
    )
    return delta if delta.added or delta.removed else None


def _committed_text(store: GitStore, head: str | None, rel: str) -> str | None:
    if head is None:
        return None
    found, text, _err = store.execute(["cat-file", "blob", f"{head}:{rel}"])
    return text if found == 0 else None  # not committed there
