"""`update`: new upstream versions merged 3-way with local edits, rescanned, and proposed.

base = the vendor version the lock pins (`refs/hermes/vendor/<name>`), ours = main's folder,
theirs = the new upstream folder. The merge is git's own (`merge-tree --write-tree` on three
synthetic commits); a conflicted SKILL.md is retried unit by unit (`skills.merge`). Whatever still
conflicts keeps ours, and theirs is carried in the proposal's message as a diff: a live skill
never holds conflict markers and a local edit is never overwritten.
"""

from __future__ import annotations

import difflib
import time
from dataclasses import dataclass, field
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import UsageError
from hermes_git.hub.commit import (
    HubResult,
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
    record_vendor,
    recover,
    secret_reasons,
    vendor_files,
)
from hermes_git.hub.source import discover, read_files
from hermes_git.init import open_repo
from hermes_git.skills.lockfile import LOCK_FILE, LockEntry, content_hash, render
from hermes_git.skills.merge import merge_skill_md
from hermes_git.store.gitstore import GitStore
from hermes_git.store.quarantine import Limits, Quarantine

CARRY_LIMIT = 8000  # characters of upstream diff carried in a conflicted proposal's message


@dataclass
class Fetched:
    """One installed skill's new upstream version (and its base, when the vendor ref lacks it)."""

    name: str
    entry: LockEntry
    commit: str
    theirs: dict[str, bytes] | None
    base: dict[str, bytes] | None = None
    reasons: list[str] = field(default_factory=list)


@dataclass
class FolderMerge:
    """The merged folder, what conflicted (ours kept), and theirs for those paths."""

    files: dict[str, bytes]
    conflicts: list[str]
    carried: dict[str, bytes | None]


def update(
    root: Path,
    names: tuple[str, ...] = (),
    *,
    limits: Limits | None = None,
    progress: Progress = no_progress,
) -> HubResult:
    """Fetch each installed skill's ref and propose the merge of new upstream commits.

    Raises:
        UsageError: a name that is not installed.
    """
    cfg = configmod.load(root)
    result = HubResult("update")
    with open_repo(root) as store:
        lock = lock_at(store, main_commit(store))
        chosen = _chosen(lock, names)
        fetched = []
        for done, name in enumerate(chosen):
            progress("fetch", done, len(chosen), name)
            fetched.append(_fetch(store, name, lock[name], limits))
        progress("fetch", len(chosen), len(chosen), "")
    with open_repo(root) as store, store.locked():
        recover(store)
        for item in fetched:
            result.skills.append(_update_one(store, item, cfg, result))
    return result


def _chosen(lock: dict[str, LockEntry], names: tuple[str, ...]) -> list[str]:
    missing = [n for n in names if n not in lock]
    if missing:
        raise UsageError(
            f"not installed by hermes-git: {', '.join(missing)}",
            fix="installed skills: " + (", ".join(sorted(lock)) or "none"),
        )
    return list(dict.fromkeys(names)) or sorted(lock)


def _fetch(store: GitStore, name: str, entry: LockEntry, limits: Limits | None) -> Fetched:
    with Quarantine(store.git_dir, limits) as quarantine:
        commit = quarantine.fetch(entry.url, entry.ref)
        item = Fetched(name, entry, commit, _read(quarantine, commit, entry))
        if (
            item.theirs is not None
            and content_hash(item.theirs) != entry.hash
            and vendor_files(store, name, entry.hash) is None
        ):
            quarantine.fetch(entry.url, entry.commit)
            item.base = _read(quarantine, entry.commit, entry)
    return item


def _read(quarantine: Quarantine, commit: str, entry: LockEntry) -> dict[str, bytes] | None:
    found = discover(quarantine.entries(commit), "source", quarantine.limits)
    skill = next((s for s in found if s.path == entry.path), None)
    if skill is None or skill.problems:
        return None
    return read_files(quarantine, skill)


def _update_one(
    store: GitStore, item: Fetched, cfg: configmod.Config, result: HubResult
) -> SkillOutcome:
    entry = item.entry
    outcome = SkillOutcome(item.name, "unchanged", entry.install_path, trust=entry.trust)
    if item.theirs is None:
        outcome.status = "refused"
        outcome.reasons.append(
            f"{entry.path or '.'} is gone upstream or no longer passes the "
            "source checks; the installed skill is kept"
        )
        return outcome
    digest = content_hash(item.theirs)
    if digest == entry.hash:
        return outcome
    dirty = sorted(c.path for c in store.status([entry.install_path]))
    if dirty:
        outcome.status = "refused"
        outcome.reasons.append(
            f"uncommitted live edits in {entry.install_path} ({', '.join(dirty[:5])}); "
            "fix: `hermes-git capture` them first (or restore the files), then update again"
        )
        return outcome
    base = vendor_files(store, item.name, entry.hash) or item.base or {}
    new = {rel: data for rel, data in item.theirs.items() if base.get(rel) != data}
    # before the merge writes any object
    secrets = secret_reasons(new, entry.install_path, root=store.root)
    if secrets:
        outcome.status, outcome.verdict, outcome.reasons = "refused", "dangerous", secrets
        return outcome
    ours = folder_files(store, main_commit(store), entry.install_path)
    start = time.perf_counter()
    merged = merge_folder(store, entry.install_path, base, ours, item.theirs)
    gate = gate_under(merged.files, entry.install_path, entry.trust, cfg, root=store.root)
    result.timed("scan", start)
    outcome.verdict, outcome.reasons = gate.verdict, gate.reasons + merged.conflicts
    if not gate.allowed:
        outcome.status = "refused"
        return outcome
    new_entry = entry.evolve(
        commit=item.commit, hash=digest, installed_hash=content_hash(merged.files)
    )
    record_vendor(store, item.name, item.theirs, new_entry)
    branch = _propose_update(store, item.name, new_entry, ours, merged, gate.verdict)
    result.branches.append(branch)
    outcome.status = "conflict" if merged.conflicts else "proposed"
    if merged.conflicts:
        outcome.reasons.append(
            f"conflicted: the local edits were kept; the update waits on {branch} "
            "(upstream's version is in its message)"
        )
    return outcome


def merge_folder(
    store: GitStore,
    folder: str,
    base: dict[str, bytes],
    ours: dict[str, bytes],
    theirs: dict[str, bytes],
) -> FolderMerge:
    """A 3-way merge of one skill folder; conflicted paths keep ours (SKILL.md: unit by unit)."""
    objects = store.objects()

    def synthetic(files: dict[str, bytes], parents: list[str], what: str) -> str:
        tree = objects.write_tree(None, {f"{folder}/{rel}": data for rel, data in files.items()})
        return objects.commit(tree, parents, f"hermes-git update: {what} (synthetic)")

    base_c = synthetic(base, [], "base")
    ours_c, theirs_c = synthetic(ours, [base_c], "ours"), synthetic(theirs, [base_c], "theirs")
    tree, conflicted = store.merge_tree(ours_c, theirs_c)
    merged_c = objects.commit(tree, [ours_c, theirs_c], "hermes-git update: merged (synthetic)")
    files = folder_files(store, merged_c, folder)
    conflicts: list[str] = []
    carried: dict[str, bytes | None] = {}
    for path in conflicted:
        rel = path[len(folder) + 1 :] if path.startswith(folder + "/") else path
        carried[rel] = theirs.get(rel)
        _resolve(rel, base, ours, theirs, files, conflicts)
    known = {*base, *ours, *theirs}
    return FolderMerge({r: d for r, d in files.items() if r in known}, conflicts, carried)


def _resolve(
    rel: str,
    base: dict[str, bytes],
    ours: dict[str, bytes],
    theirs: dict[str, bytes],
    files: dict[str, bytes],
    conflicts: list[str],
) -> None:
    if rel.endswith("SKILL.md") and rel in ours and rel in theirs:
        again = merge_skill_md(base.get(rel), ours[rel], theirs[rel])
        files[rel] = again.content
        conflicts.extend(f"{rel}: conflict in {unit}; ours kept" for unit in again.conflicts)
        return
    if rel in ours:
        files[rel] = ours[rel]
    else:
        files.pop(rel, None)
    conflicts.append(f"{rel}: changed here and upstream; ours kept")


def _propose_update(
    store: GitStore,
    name: str,
    entry: LockEntry,
    ours: dict[str, bytes],
    merged: FolderMerge,
    verdict: str,
) -> str:
    _branch, _tip, base = branch_base(store, f"update-{name}")
    lock = lock_at(store, base)
    lock[name] = entry
    folder = entry.install_path
    writes = {f"{folder}/{r}": d for r, d in merged.files.items() if ours.get(r) != d}
    writes[LOCK_FILE] = render(lock)
    deletes = [f"{folder}/{r}" for r in folder_files(store, base, folder) if r not in merged.files]
    trailers = {
        "Hermes-Tool": "update",
        "Hermes-Action": "update",
        "Hermes-Skill": name,
        "Guard-Verdict": verdict,
        "Source": entry.url,
        "Source-Commit": entry.commit,
    }
    if merged.conflicts:
        trailers["Update-Conflicts"] = str(len(merged.conflicts))
    branch, _ = commit_proposal(
        store, Proposal(f"update-{name}", writes, deletes, _message(name, entry, merged), trailers)
    )
    return branch


def _message(name: str, entry: LockEntry, merged: FolderMerge) -> str:
    head = (
        f"update: {name} to {entry.commit[:12]}\n\nUpstream {entry.url} ({entry.ref}) at "
        f"{entry.commit}, merged with the local version.\n"
    )
    if not merged.conflicts:
        return head + "Every upstream change applied cleanly.\n"
    lines = [
        head,
        "CONFLICTS: these local edits were kept; the upstream version is below and "
        "is NOT applied (edit the skill after approving if you want it):",
    ]
    lines += [f"- {c}" for c in merged.conflicts]
    return "\n".join(lines) + "\n\n" + _carried_diff(merged)


def _carried_diff(merged: FolderMerge) -> str:
    chunks = []
    for rel, data in sorted(merged.carried.items()):
        ours = merged.files.get(rel, b"").decode("utf-8", "replace").splitlines(keepends=True)
        theirs = (data or b"").decode("utf-8", "replace").splitlines(keepends=True)
        chunks.append("".join(difflib.unified_diff(ours, theirs, f"kept/{rel}", f"upstream/{rel}")))
    text = "\n".join(chunks)
    return text if len(text) <= CARRY_LIMIT else text[:CARRY_LIMIT] + "\n[... cut]\n"
