"""Installs that follow skills.lock: `install --frozen` (exactly what it pins) and `uninstall`.

Both end as a proposal on a review branch, as `install.py` does; main changes only on approval.
"""

from __future__ import annotations

from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import GitError, UsageError
from hermes_git.hub.commit import (
    HubResult,
    Planned,
    Progress,
    Proposal,
    SkillOutcome,
    branch_base,
    commit_proposal,
    folder_files,
    gate_under,
    lock_at,
    main_commit,
    no_progress,
    record_vendors,
    recover,
    stale_files,
)
from hermes_git.hub.source import discover, read_files
from hermes_git.init import open_repo
from hermes_git.skills.lockfile import LOCK_FILE, LockEntry, content_hash, render
from hermes_git.store.gitstore import GitStore
from hermes_git.store.quarantine import Limits, Quarantine


def install_frozen(
    root: Path, *, limits: Limits | None = None, progress: Progress = no_progress
) -> HubResult:
    """Check main against skills.lock and install exactly what it pins (missing folders only).

    Any drift refuses everything: a pinned commit that cannot be fetched, upstream content that
    no longer hashes to the lock, or an installed folder (on main, or live on disk, as Hermes
    loads it) that differs from it.
    """
    cfg = configmod.load(root)
    result = HubResult("install --frozen", LOCK_FILE)
    with open_repo(root) as store:
        main = main_commit(store)
        lock = lock_at(store, main)
        plans = []
        for done, (name, entry) in enumerate(sorted(lock.items())):
            progress("check", done, len(lock), name)
            plan = _frozen_one(store, main, name, entry, cfg, result, limits)
            if plan is not None:
                plans.append(plan)
        progress("check", len(lock), len(lock), "")
    if plans and not result.refused:
        with open_repo(root) as store, store.locked():
            recover(store)
            _propose_frozen(store, plans, result)
    return result


def _frozen_one(
    store: GitStore,
    main: str,
    name: str,
    entry: LockEntry,
    cfg: configmod.Config,
    result: HubResult,
    limits: Limits | None,
) -> Planned | None:
    outcome = SkillOutcome(name, "drift", entry.install_path, trust=entry.trust)
    result.skills.append(outcome)
    try:
        files = _pinned_files(store, entry, limits)
    except (GitError, UsageError) as exc:
        outcome.reasons.append(f"source commit {entry.commit} is missing: {exc.message}")
        outcome.reasons.append(
            f"{LOCK_FILE} pins {name} to that commit of {entry.url}; fix: "
            "restore the commit upstream, or pin what the source has now: "
            f"`hermes-git update {name}` (or uninstall it and install again)"
        )
        return None
    if files is None or content_hash(files) != entry.hash:
        outcome.reasons.append(
            f"content hash differs from the lock at {entry.url} "
            f"{entry.commit[:12]}:{entry.path or '.'}"
        )
        return None
    installed = folder_files(store, main, entry.install_path)
    if installed and content_hash(installed) != entry.installed_hash:
        outcome.reasons.append(f"the installed folder {entry.install_path} differs from the lock")
        return None
    live_drift = _live_drift(store.root, entry, installed)
    if live_drift:
        outcome.reasons.append(live_drift)
        return None
    gate = gate_under(installed or files, entry.install_path, entry.trust, cfg, root=store.root)
    outcome.verdict, outcome.reasons = gate.verdict, gate.reasons
    outcome.status = ("ok" if installed else "proposed") if gate.allowed else "refused"
    return Planned(name, files, entry, gate.verdict) if gate.allowed and not installed else None


def _live_drift(root: Path, entry: LockEntry, installed: dict[str, bytes]) -> str | None:
    """Why the live folder Hermes loads is not what the lock pins (None: it is)."""
    if not installed:
        return None  # not on main yet: --frozen proposes it
    folder = root / entry.install_path
    if not folder.is_dir():
        return (
            f"the live folder {entry.install_path} is missing on disk (main and the lock have it)"
        )
    live = {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() or p.is_symlink()
    }
    if content_hash(live) == entry.installed_hash:
        return None
    changed = sorted(
        rel for rel in set(live) | set(installed) if live.get(rel) != installed.get(rel)
    )
    return (
        f"the live folder {entry.install_path} differs from the lock (edited or deleted on "
        f"disk: {', '.join(changed[:5])}); fix: `hermes-git capture` to review the edit, or "
        f"`git checkout main -- {entry.install_path}` to restore it"
    )


def _pinned_files(
    store: GitStore, entry: LockEntry, limits: Limits | None
) -> dict[str, bytes] | None:
    with Quarantine(store.git_dir, limits) as quarantine:
        commit = quarantine.fetch(entry.url, entry.commit)
        found = discover(quarantine.entries(commit), "source", quarantine.limits)
        skill = next((s for s in found if s.path == entry.path), None)
        if skill is None or skill.problems:
            return None
        return read_files(quarantine, skill)


def _propose_frozen(store: GitStore, plans: list[Planned], result: HubResult) -> None:
    writes = {}
    for plan in plans:
        writes.update({f"{plan.entry.install_path}/{r}": d for r, d in plan.files.items()})
    message = (
        "install --frozen: "
        + ", ".join(p.name for p in plans)[:150]
        + "\n\nFolders pinned in skills.lock but missing on main."
    )
    trailers = {
        "Hermes-Tool": "install",
        "Hermes-Action": "frozen",
        "Hermes-Skill": ",".join(p.name for p in plans),
        "Guard-Verdict": "safe",
    }
    branch, commit = commit_proposal(
        store, Proposal("install-frozen", writes, [], message, trailers)
    )
    record_vendors(store, commit, plans)
    result.branches.append(branch)


def uninstall(root: Path, name: str) -> HubResult:
    """Propose removing an installed skill's folder and its lock entry.

    Raises:
        UsageError: `name` is not in skills.lock on main.
    """
    result = HubResult("uninstall", name)
    with open_repo(root) as store, store.locked():
        recover(store)
        entry = lock_at(store, main_commit(store)).get(name)
        if entry is None:
            raise UsageError(
                f"{name} is not installed by hermes-git (not in {LOCK_FILE})",
                fix="see skills.lock; a local skill is removed with a proposal",
            )
        _branch, _tip, base = branch_base(store, f"uninstall-{name}")
        lock = lock_at(store, base)
        lock.pop(name, None)
        deletes = stale_files(store, base, entry.install_path, {})
        message = f"uninstall: {name}\n\nRemoves {entry.install_path} and its lock entry."
        trailers = {
            "Hermes-Tool": "uninstall",
            "Hermes-Action": "uninstall",
            "Hermes-Skill": name,
            "Guard-Verdict": "safe",
            "Source": entry.url,
        }
        branch, commit = commit_proposal(
            store,
            Proposal(f"uninstall-{name}", {LOCK_FILE: render(lock)}, deletes, message, trailers),
        )
    result.commit, result.branches = commit, [branch]
    result.skills.append(SkillOutcome(name, "proposed", entry.install_path, trust=entry.trust))
    return result
