"""Agent writes become commits: a `skill_manage` or `memory` call applied to a review branch.

The change is computed on an in-memory tree read from git, gated, and written as objects; only
then is the branch ref moved, by compare-and-swap under the repo lock. The work tree, the index
and the checked-out branch are never touched (except in `record` mode, which is a live write).
"""

from __future__ import annotations

from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import HermesGitError
from hermes_git.init import open_repo
from hermes_git.proposals.change import (
    MAIN_REF,
    Outcome,
    Request,
    review_branch,
)
from hermes_git.proposals.compute import (
    GitTree,
    _subject,
    commit_change,
    compute_change,
)
from hermes_git.proposals.live import recover
from hermes_git.proposals.record import record
from hermes_git.proposals.review import approve
from hermes_git.store.gitstore import GitStore


def propose(root: Path, request: Request, *, force_review: bool = False) -> Outcome:
    """Apply `request` as Hermes would, but to a commit on this device's review branch.

    In `record` mode the write is applied live and committed on main instead; in `auto` mode a
    safe and valid proposal is approved at once.

    Raises:
        ActionError: Hermes itself would refuse the call (its error text is the message).
        UsageError: the request is malformed.
        HermesGitError: the repository cannot be used (not a repo, lock timeout, git failed).
    """
    cfg = configmod.load(root)
    mode = cfg.skills_mode if request.tool == "skill_manage" else cfg.memory_mode
    mode = "review" if force_review else mode
    if mode == "record":
        return record(root, request, cfg)
    with open_repo(root) as store, store.locked():
        recover(store)
        outcome = _propose_locked(store, cfg, request)
    if (
        mode == "auto"
        and outcome.status == "proposed"
        and outcome.verdict == "safe"
        and outcome.branch
        and outcome.gate
        and outcome.gate.valid
    ):
        approved = approve(root, outcome.branch)
        outcome.status, outcome.commit = "recorded", approved.commit
        outcome.message = "Applied: the change passed every gate and was approved automatically."
    return outcome


def _propose_locked(store: GitStore, cfg: configmod.Config, request: Request) -> Outcome:
    device = store.device() or configmod.default_device()
    main = store.rev(MAIN_REF)
    if main is None:
        raise HermesGitError(
            "the repository has no main branch yet", fix="run `hermes-git init` first"
        )
    subject = _subject(request)
    tip = store.rev(f"refs/heads/{review_branch(device, subject)}")
    change = compute_change(GitTree(store, tip or main), request, cfg)
    return commit_change(store, request, change, device)
