"""Commit live writes: after a recorded tool call, or `hermes-git capture` for writers that
bypass Hermes' tools (the dashboard, the curator, the hub, `hermes memory reset`, replays)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from hermes_git import config as configmod
from hermes_git import gates
from hermes_git.init import open_repo
from hermes_git.memory.store import TARGETS
from hermes_git.proposals import sizes
from hermes_git.proposals.change import Request
from hermes_git.proposals.liveback import propose_live
from hermes_git.proposals.quarantine_live import quarantine
from hermes_git.skills.lockfile import LOCK_FILE
from hermes_git.skills.model import discover, skill_folder_of_parts
from hermes_git.store.gitstore import GitStore


@dataclass
class CaptureResult:
    """Commits made, and live changes left uncommitted because the gate refused them."""

    commits: list[dict[str, str]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)
    proposed: list[dict[str, str]] = field(default_factory=list)  # review mode: on a branch
    warnings: list[str] = field(default_factory=list)  # e.g. a skill over the size limits

    def to_json(self) -> dict[str, Any]:
        return {
            "commits": self.commits,
            "refused": self.refused,
            "proposed": self.proposed,
            "warnings": self.warnings,
        }


def paths_for_call(home: Path, tool: str, args: dict[str, Any]) -> list[str]:
    """The live paths a tool call may change (resolved before the call: a delete removes it)."""
    if tool == "memory":
        return [f"memories/{TARGETS.get(str(args.get('target', 'memory')), 'MEMORY.md')}"]
    name = str(args.get("name", ""))
    for skill in discover(home / "skills"):
        if skill.dir_name == name:
            return [f"skills/{skill.rel_dir}"]
    category = str(args.get("category") or "").strip()
    return [f"skills/{category}/{name}" if category else f"skills/{name}"]


def commit_tool_write(
    store: GitStore, request: Request, paths: list[str], verdict: str
) -> str | None:
    """Commit what a recorded tool call wrote to `paths`, with provenance trailers.

    The caller holds the repo lock (it held it across the write, too).
    """
    changed = sorted({c.path for c in store.status(paths)})
    if not changed:
        return None
    tool, args = request.tool, request.args
    subject = "memory" if tool == "memory" else str(args.get("name", "skill"))
    trailers = {
        "Hermes-Tool": tool,
        "Hermes-Action": str(args.get("action", "-")),
        "Hermes-Skill" if tool == "skill_manage" else "Hermes-Target": subject
        if tool == "skill_manage"
        else str(args.get("target", "memory")),
        "Hermes-Origin": request.origin,
        "Hermes-Session": request.session or "-",
        "Hermes-Device": store.device() or configmod.default_device(),
        "Guard-Verdict": verdict,
    }
    return _commit(
        store,
        changed,
        f"{subject}: {args.get('action', 'write')}\n\nRecorded live write by the agent.",
        trailers,
    )


def _commit(store: GitStore, paths: list[str], message: str, trailers: dict[str, str]) -> str:
    store.run("add", "-A", "--", *paths)
    return store.commit(message, trailers, only=paths)


def capture(root: Path) -> CaptureResult:
    """Commit every live change to skills and memory, one commit per skill or memory file.

    Each change is gated like any other; a refused one stays uncommitted and is reported, and
    a dangerous one is quarantined (moved out of Hermes' reach, `quarantine_live`). In review
    mode (and in auto mode, for what is not safe and valid) an allowed change goes onto a
    review branch and the live files return to main's version (`liveback`); in record mode
    (and auto, when safe) it is committed on main.
    """
    with open_repo(root) as store, store.locked():
        return capture_locked(store)


def capture_locked(store: GitStore, changed: Collection[str] | None = None) -> CaptureResult:
    """`capture` for a caller that holds the repo lock. `changed`: the only live paths
    (files or folders, relative to the home) that may have changed since the last capture,
    as a file watcher saw them (`sync.livewatch`); None: look at every file."""
    result = CaptureResult()
    if changed is not None and not changed:
        return result  # nothing was written: no `git status` over the whole tree
    groups = _groups(store, sorted(changed) if changed is not None else None)
    if not groups:
        return result
    cfg = configmod.load(store.root)
    device = store.device() or configmod.default_device()
    for group, paths in sorted(groups.items()):
        too_big = _too_big(store, group)
        if too_big and group in _community(store):
            result.refused.append({"what": group, "reasons": too_big})
            continue
        result.warnings += too_big
        _capture_group(store, cfg, device, group, paths, result)
    return result


def _capture_group(
    store: GitStore,
    cfg: configmod.Config,
    device: str,
    group: str,
    paths: list[str],
    result: CaptureResult,
) -> None:
    gate = _gate(store, group, cfg)
    if not gate.allowed:
        refused: dict[str, Any] = {"what": group, "reasons": gate.reasons()}
        if gate.verdict == "dangerous":
            refused["quarantined"] = quarantine(store, group, paths, gate.reasons())
        result.refused.append(refused)
        return
    if _for_review(cfg, group, gate):
        result.proposed.append(propose_live(store, group, paths, gate, device))
        return
    trailers = {
        "Hermes-Tool": "capture",
        "Hermes-Action": "capture",
        "Hermes-Origin": "capture",
        "Hermes-Device": device,
        "Guard-Verdict": gate.verdict,
    }
    if group.startswith("skills/"):
        trailers["Hermes-Skill"] = PurePosixPath(group).name
    sha = _commit(
        store,
        paths,
        f"{group}: captured live change\n\nWritten outside "
        "Hermes' tools (dashboard, curator, hub, or by hand).",
        trailers,
    )
    result.commits.append({"what": group, "commit": sha})


def _community(store: GitStore) -> frozenset[str]:
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
    return sizes.over_limits(group, found)


def _for_review(cfg: configmod.Config, group: str, gate: gates.GateResult) -> bool:
    mode = cfg.memory_mode if group.startswith("memories/") else cfg.skills_mode
    return mode == "review" or (mode == "auto" and not (gate.verdict == "safe" and gate.valid))


def _groups(store: GitStore, changed: list[str] | None) -> dict[str, list[str]]:
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


def _gate(store: GitStore, group: str, cfg: configmod.Config) -> gates.GateResult:
    path = store.root / group
    if group.startswith("memories/"):
        target = {v: k for k, v in TARGETS.items()}.get(PurePosixPath(group).name, "memory")
        text = path.read_text("utf-8") if path.exists() else ""
        return gates.gate_memory(text, group, cfg.memory_limits[target], root=store.root)
    if not path.is_dir():
        return gates.GateResult(True, "safe")
    files = {p.relative_to(path).as_posix(): p.read_bytes() for p in path.rglob("*") if p.is_file()}
    return gates.gate_skill(files, group, "agent-created", cfg.profile, root=store.root)
