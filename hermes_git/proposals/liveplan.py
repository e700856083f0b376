"""What the next `capture` or `sync` does with each live edit found on disk, decided first.

An edit found on disk is a person's (an editor, a terminal) or a writer's that bypassed
Hermes' tools: in review mode the agent's own writes go through the plugin and never reach
the live files. A person's edit never disappears. In every mode it is committed to main when
the gates (validation, secrets, guard) let it in; when they do not it stays live on disk,
untouched and uncommitted, reported with the reason and the fix. Only content the guard calls
dangerous is moved out of Hermes' reach (`quarantine_live`, restorable). `hermes-git status`
shows this plan before `capture` or `sync` carries it out; both run the same `plan`.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from hermes_git import config as configmod
from hermes_git.memory.entries import TARGETS
from hermes_git.skills.model import skill_folder_of_parts
from hermes_git.store.gitstore import GitStore

if TYPE_CHECKING:  # the gate, the size limits and the lock file load only for a live edit
    from hermes_git import gates

COMMIT = "commit"  # the gates let it in: committed on main, the file as it is
REFUSE = "refuse"  # the gates said no: left live and uncommitted, the reason reported
QUARANTINE = "quarantine"  # dangerous: moved under .git/hermes-git/quarantined/ (restorable)


@dataclass
class LivePlan:
    """One live edit (a skill folder or a memory file) and what capture will do with it."""

    what: str
    paths: list[str]
    action: str
    reasons: list[str] = field(default_factory=list)
    fix: str | None = None
    verdict: str = "safe"
    warnings: list[str] = field(default_factory=list)

    def says(self) -> str:
        """The plan in a few words, e.g. `will commit to main`."""
        if self.action == COMMIT:
            return "will commit to main"
        first = self.reasons[0] if self.reasons else "the gate refused it"
        more = f" (and {len(self.reasons) - 1} more)" if len(self.reasons) > 1 else ""
        if self.action == QUARANTINE:
            return f"will be quarantined (dangerous, moved out of Hermes' reach): {first}{more}"
        return f"will be refused, kept live and uncommitted: {first}{more}"

    def to_json(self) -> dict[str, Any]:
        return {
            "what": self.what,
            "action": self.action,
            "says": self.says(),
            "verdict": self.verdict,
            "reasons": self.reasons,
            "fix": self.fix,
            "warnings": self.warnings,
        }


def plan(store: GitStore, changed: Collection[str] | None = None) -> list[LivePlan]:
    """The plan for every live edit under skills/ and memories/ (`changed`: the only paths
    that may have changed, as a watcher saw them; None: every file). Reads only; the caller
    holds the repo lock."""
    if changed is not None and not changed:
        return []  # nothing was written: no `git status` over the whole tree
    groups = live_groups(store, sorted(changed) if changed is not None else None)
    if not groups:
        return []
    cfg = configmod.load(store.root)
    community = _community(store)
    return [
        plan_group(store, cfg, group, paths, group in community)
        for group, paths in sorted(groups.items())
    ]


def plan_group(
    store: GitStore, cfg: configmod.Config, group: str, paths: list[str], community: bool
) -> LivePlan:
    """The plan for one skill folder or memory file."""
    too_big = _too_big(store, group)
    if too_big and community:
        fix = "make the files smaller (2 MiB a file, 8 MiB a folder); until then it stays live"
        return LivePlan(group, paths, REFUSE, too_big, fix)
    gate = _gate(store, group, cfg)
    if gate.allowed:
        return LivePlan(group, paths, COMMIT, verdict=gate.verdict, warnings=too_big)
    action = QUARANTINE if gate.verdict == "dangerous" else REFUSE
    return LivePlan(group, paths, action, gate.reasons(), _fix(group, gate), gate.verdict, too_big)


def live_groups(store: GitStore, changed: list[str] | None) -> dict[str, list[str]]:
    """{skill folder or memory file: its changed paths} from one `git status`."""
    # no pathspec: git's untracked cache then skips the walk; literal: a name may hold `*`
    pathspec = [f":(literal){p}" for p in changed] if changed is not None else []
    groups: dict[str, list[str]] = {}
    for change in store.status(pathspec):
        parts = PurePosixPath(change.path).parts
        if parts[0] == "memories":
            groups.setdefault(change.path, []).append(change.path)
        elif parts[0] == "skills" and len(parts) > 2:
            groups.setdefault(f"skills/{skill_folder_of_parts(parts)}", []).append(change.path)
    return groups


def _fix(group: str, gate: gates.GateResult) -> str:
    """The one thing to do about a refusal, naming the file."""
    if not gate.valid:
        return f"edit {group} until `hermes-git validate {group}` passes; it stays live until then"
    finding = next((f for f in gate.findings if not f.get("suppressed")), None)
    if finding is None:
        return f"`hermes-git scan {group}` shows why"
    where = f"{finding['path']}:{finding['line']}"
    if str(finding["rule"]).startswith("secret:"):
        return (
            f"remove the secret at {where}, or accept a reviewed false alarm with "
            f"`hermes-git secrets allow {finding['path']} --line {finding['line']} "
            "--reviewer NAME --reason TEXT`"
        )
    if finding.get("fix"):
        return f"edit {where}, or accept a false alarm with `{finding['fix']}` above that line"
    return (
        f"edit {where}, or accept a false alarm with "
        f"`hermes-git guard allow {finding['rule']} {finding['path']} --reason TEXT`"
    )


def _community(store: GitStore) -> frozenset[str]:
    # deferred for start-up: only a live edit asks (an idle sync has none)
    from hermes_git.proposals import sizes
    from hermes_git.skills.lockfile import LOCK_FILE

    head = store.head()
    return sizes.community_folders(store.read_file(head, LOCK_FILE) if head else None)


def _too_big(store: GitStore, group: str) -> list[str]:
    folder = store.root / group
    if not group.startswith("skills/") or not folder.is_dir():
        return []
    found = {
        p.relative_to(store.root).as_posix(): p.stat().st_size
        for p in folder.rglob("*")
        if p.is_file()
    }
    from hermes_git.proposals import sizes  # deferred for start-up: a live edit only

    return sizes.over_limits(group, found)


def _gate(store: GitStore, group: str, cfg: configmod.Config) -> gates.GateResult:
    from hermes_git import gates  # deferred for start-up: a live edit only

    path = store.root / group
    if group.startswith("memories/"):
        target = {v: k for k, v in TARGETS.items()}.get(PurePosixPath(group).name, "memory")
        text = path.read_text("utf-8") if path.exists() else ""
        return gates.gate_memory(text, group, cfg.memory_limits[target], root=store.root)
    if not path.is_dir():
        return gates.GateResult(True, "safe")
    files = {p.relative_to(path).as_posix(): p.read_bytes() for p in path.rglob("*") if p.is_file()}
    return gates.gate_skill(files, group, "agent-created", cfg.profile, root=store.root)
