"""What a sync holds back from main: a merge the gate refuses, and settings from the remote.

Either way main stays as it is, nothing is published or pushed as main, and the merged
commit waits on a review branch of this device: `sync-blocked` (the gate's reasons) or
`sync-settings` (the settings change in plain words; approving it is the approval on this
device). The sync then exits 1 and says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from hermes_git.proposals import settings, sizes
from hermes_git.proposals.change import review_branch
from hermes_git.proposals.treegate import changed_skills, gate_tree
from hermes_git.store.gitstore import GitStore


@dataclass
class Held:
    """The merge kept off main: the review branch it waits on, why, and what to tell."""

    branch: str
    reasons: list[str]
    message: str


def hold_back(
    store: GitStore, ours: str, new: str, device: str, since: str | None = None
) -> tuple[Held | None, list[str]]:
    """Gate the merged commit `new` against main (`ours`); park it when it may not go on.
    Also the size warnings for the home's own skills (community ones over the limits are
    refused, `sizes`). `since`: compare settings with that commit instead of `ours`."""
    skills = changed_skills(store, ours, new)
    gate = gate_tree(store, ours, new, memory_limits=False, skills=skills)
    too_big, warnings = sizes.check_tree(store, new, skills)
    if not gate.allowed or too_big:
        branch = _park(store, device, new, "sync-blocked", "merge blocked by the gate")
        reasons = gate.reasons() + too_big
        return Held(branch, reasons, f"the merge fails the gate; it waits on {branch}"), warnings
    return _settings(store, since or ours, new, device), warnings


def _settings(store: GitStore, ours: str, new: str, device: str) -> Held | None:
    held = settings.changed(store, ours, new)
    if not held:
        return None
    branch = _park(store, device, new, "sync-settings", "settings wait for approval")
    lines = settings.describe(store, ours, new, held)
    return Held(
        branch,
        lines,
        f"settings from the remote are not applied until approved on this device; they wait "
        f"on {branch} ({'; '.join(lines)}); see `hermes-git review show {branch}`, then "
        f"approve or reject it",
    )


def _park(store: GitStore, device: str, new: str, subject: str, reason: str) -> str:
    branch = review_branch(device, subject)
    ref = f"refs/heads/{branch}"
    store.cas_ref(ref, new, store.rev(ref), f"hermes-git sync: {reason}")
    return branch
