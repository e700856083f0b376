"""What install, update and uninstall share: results, the gate under a trust, vendor refs, commits.

Nothing here touches main, the index or a live file: blobs, trees and commits are written to the
object store and published by moving a review branch (or a vendor ref) with compare-and-swap.
An interruption leaves at most unreachable objects; `git fsck` stays clean.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git import config as configmod
from hermes_git import gates
from hermes_git.errors import HermesGitError
from hermes_git.guard import allowed, decide, guard_config
from hermes_git.proposals.change import MAIN_REF, review_branch
from hermes_git.proposals.live import recover as recover_live
from hermes_git.skills.lockfile import LOCK_FILE, LockEntry, content_hash, parse
from hermes_git.store.gitstore import GitStore

VENDOR_PREFIX = "refs/hermes/vendor/"
Progress = Callable[[str, int, int, str], None]  # phase, done, total, what


def no_progress(_phase: str, _done: int, _total: int, _what: str) -> None:
    """The default progress callback: silent."""


@dataclass
class SkillOutcome:
    """What became of one skill: proposed, refused, unchanged, conflict, drift or ok."""

    name: str
    status: str
    install_path: str = ""
    verdict: str = "safe"
    trust: str = ""
    reasons: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class HubResult:
    """The outcome of one install, update, uninstall or frozen check."""

    action: str
    source: str = ""
    commit: str | None = None
    branches: list[str] = field(default_factory=list)
    skills: list[SkillOutcome] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def refused(self) -> bool:
        """Whether any skill was refused or drifted (the command exits 1)."""
        return any(s.status in ("refused", "drift") for s in self.skills)

    @property
    def conflicted(self) -> bool:
        """Whether an update kept local edits over upstream's (the command exits 1 too)."""
        return any(s.status == "conflict" for s in self.skills)

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "source": self.source,
            "commit": self.commit,
            "branches": self.branches,
            "refused": self.refused,
            "conflicted": self.conflicted,
            "skills": [s.to_json() for s in self.skills],
            "timings": self.timings,
        }

    def timed(self, key: str, start: float) -> None:
        self.timings[key] = self.timings.get(key, 0.0) + time.perf_counter() - start


@dataclass(frozen=True)
class GateVerdict:
    """The gate's answer for one skill under a trust level and the repo's policy."""

    allowed: bool
    verdict: str
    reasons: list[str]


def gate_under(
    files: dict[str, bytes],
    install_path: str,
    trust: str,
    cfg: configmod.Config,
    *,
    root: Path | None = None,
) -> GateVerdict:
    """Validate and scan a skill; the repo's `guard.policy` decides for the trust level (and
    its secret baseline, at `root`, which secrets a reviewer accepted; None: none)."""
    # loaded when a hub command gates a skill, not for every command that imports the hub
    from hermes_git.guard import check_detonation, detonation_wanted

    guard = guard_config(cfg.guard)
    detonate = detonation_wanted(guard.detonate, trust, "install")
    if detonate:
        check_detonation(guard.detonate, None)  # `always` without bubblewrap: exit 3
    gate = gates.gate_skill(files, install_path, trust, cfg.profile, detonate=detonate, root=root)
    decision = decide(trust, gate.verdict, guard)
    reasons = gate.reasons()
    if not allowed(decision):
        reasons.append(
            f"verdict {gate.verdict} under trust {trust}: {decision} "
            "(guard.policy in .hermes-git.yaml)"
        )
    secret = any(f.get("category") == "secrets" and not f.get("suppressed") for f in gate.findings)
    return GateVerdict(gate.valid and allowed(decision) and not secret, gate.verdict, reasons)


def secret_reasons(
    files: dict[str, bytes], install_path: str, *, root: Path | None = None
) -> list[str]:
    """Why `files` (relative to the skill folder) may not even be merged: the secrets the one
    secret decision refuses in them, redacted. Asked before any object is written, so a refused
    upstream version leaves no byte of its secret in the object store."""
    # deferred: the secret formats compile once a hub command gates a skill
    from hermes_git.guard import refused_secrets

    refused = refused_secrets({f"{install_path}/{r}": d for r, d in files.items()}, root)
    return [
        f"{f.path}:{f.line}: critical a {f.description}: a secret is never committed "
        f"({f.excerpt}) [secret:{f.rule}]"
        for f in refused
    ]


def main_commit(store: GitStore) -> str:
    """The tip of main.

    Raises:
        HermesGitError: the repository has no main branch yet.
    """
    main = store.rev(MAIN_REF)
    if main is None:
        raise HermesGitError(
            "the repository has no main branch yet", fix="run `hermes-git init` first"
        )
    return main


def lock_at(store: GitStore, rev: str) -> dict[str, LockEntry]:
    return parse(store.read_file(rev, LOCK_FILE))


def folder_files(store: GitStore, rev: str, folder: str) -> dict[str, bytes]:
    """{path inside `folder`: bytes} at `rev` (empty when the folder is absent)."""
    prefix = folder.rstrip("/") + "/" if folder else ""
    return {p[len(prefix) :]: store.read_file(rev, p) or b"" for p in store.list_files(rev, folder)}


def skill_folders(store: GitStore, rev: str) -> dict[str, str]:
    """{skill folder name: its path} for every SKILL.md under `skills/` at `rev`."""
    found: dict[str, str] = {}
    for path in store.list_files(rev, "skills"):
        if path.endswith("/SKILL.md"):
            folder = path.rsplit("/", 1)[0]
            found.setdefault(folder.rsplit("/", 1)[-1], folder)
    return found


def record_vendor(
    store: GitStore, name: str, files: dict[str, bytes] | str, entry: LockEntry
) -> str:
    """Keep the upstream version of a skill as a commit on `refs/hermes/vendor/<name>`.

    Each upstream version seen is one commit (its tree is the skill folder, given as files or
    as the id of a tree already written), so a later update finds its merge base by content
    hash whatever happened to the proposals.
    """
    ref = VENDOR_PREFIX + name
    old = store.rev(ref)
    if old is not None and vendor_commit(store, name, entry.hash) is not None:
        return old  # this upstream version is already recorded (git log only when the ref exists)
    objects = store.objects()
    tree = files if isinstance(files, str) else objects.write_tree(None, files)
    commit = objects.commit(
        tree,
        [old] if old else [],
        f"{name}: upstream {entry.commit[:12]}",
        {
            "Source": entry.url,
            "Source-Commit": entry.commit,
            "Source-Path": entry.path or ".",
            "Content-Hash": entry.hash,
        },
    )
    store.cas_ref(ref, commit, old, f"hermes-git vendor {name}")
    return commit


def vendor_commit(store: GitStore, name: str, digest: str) -> str | None:
    """The vendor commit of `name` whose files hash to `digest`."""
    ref = VENDOR_PREFIX + name
    if store.rev(ref) is None:
        return None
    out = store.run("log", "--format=%H%x1f%(trailers:key=Content-Hash,valueonly)%x1e", ref)
    for row in out.split("\x1e"):
        sha, _, value = row.strip().partition("\x1f")
        if value.strip() == digest:
            return sha
    return None


def vendor_files(store: GitStore, name: str, digest: str) -> dict[str, bytes] | None:
    """The files of the vendor version with this content hash (None: not recorded)."""
    commit = vendor_commit(store, name, digest)
    if commit is None:
        return None
    files = folder_files(store, commit, "")
    return files if content_hash(files) == digest else None


@dataclass(frozen=True)
class Proposal:
    """A commit to put on `hermes/review/<device>/<subject>`."""

    subject: str
    writes: dict[str, bytes]
    deletes: list[str]
    message: str
    trailers: dict[str, str]


def branch_base(store: GitStore, subject: str) -> tuple[str, str | None, str]:
    """(branch, its tip or None, the commit a new proposal builds on: the tip, else main)."""
    device = store.device() or configmod.default_device()
    branch = review_branch(device, subject)
    tip = store.rev(f"refs/heads/{branch}")
    return branch, tip, tip or main_commit(store)


def commit_proposal(store: GitStore, proposal: Proposal) -> tuple[str, str]:
    """Commit on the review branch (the caller holds the repo lock); (branch, commit)."""
    branch, tip, base = branch_base(store, proposal.subject)
    device = store.device() or configmod.default_device()
    objects = store.objects()
    tree = objects.write_tree(objects.tree_of(base), proposal.writes, proposal.deletes)
    trailers = {**proposal.trailers, "Hermes-Origin": "cli", "Hermes-Device": device}
    commit = objects.commit(tree, [base], proposal.message, trailers)
    store.cas_ref(f"refs/heads/{branch}", commit, tip, f"hermes-git {proposal.subject}")
    return branch, commit


def stale_files(store: GitStore, base: str, folder: str, keep: dict[str, bytes]) -> list[str]:
    """Files under `folder` at `base` that the new version no longer has."""
    return [f"{folder}/{rel}" for rel in folder_files(store, base, folder) if rel not in keep]


@dataclass
class Planned:
    """A skill that passed every check, ready to commit."""

    name: str
    files: dict[str, bytes]
    entry: LockEntry
    verdict: str


def recover(store: GitStore) -> None:
    """Finish or roll back a live-file publish an interruption left half done."""
    recover_live(store)


def record_vendors(store: GitStore, commit: str, plans: list[Planned]) -> None:
    """Vendor refs reuse the proposal's folder trees (the blobs are written once)."""
    for plan in plans:
        tree = store.run("rev-parse", f"{commit}:{plan.entry.install_path}").strip()
        record_vendor(store, plan.name, tree, plan.entry)
