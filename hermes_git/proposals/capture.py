"""Commit live writes: after a recorded tool call, or `hermes-git capture` for writers that
bypass Hermes' tools (the dashboard, the curator, the hub, `hermes memory reset`, replays)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from hermes_git import config as configmod
from hermes_git.init import open_repo
from hermes_git.memory.entries import TARGETS
from hermes_git.proposals import liveplan
from hermes_git.proposals.change import Request
from hermes_git.skills.model import discover
from hermes_git.store.gitstore import GitStore


@dataclass
class CaptureResult:
    """Commits made, and live changes left uncommitted because the gate refused them."""

    commits: list[dict[str, str]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # e.g. a skill over the size limits

    def to_json(self) -> dict[str, Any]:
        return {
            "commits": self.commits,
            "refused": self.refused,
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

    In every mode an edit found on disk is a person's (the agent's own writes in review mode
    never reach the live files): each is gated, committed on main when the gates let it in,
    and otherwise left live and uncommitted, reported with the reason and the fix; only a
    dangerous one is quarantined (moved out of Hermes' reach, `quarantine_live`). `liveplan`
    decides, and `hermes-git status` shows the same plan beforehand.
    """
    with open_repo(root) as store, store.locked():
        return capture_locked(store)


def capture_locked(store: GitStore, changed: Collection[str] | None = None) -> CaptureResult:
    """`capture` for a caller that holds the repo lock. `changed`: the only live paths
    (files or folders, relative to the home) that may have changed since the last capture,
    as a file watcher saw them (`sync.livewatch`); None: look at every file."""
    result = CaptureResult()
    plans = liveplan.plan(store, changed)
    if not plans:
        return result
    device = store.device() or configmod.default_device()
    for item in plans:
        result.warnings += item.warnings
        _carry_out(store, device, item, result)
    return result


def _carry_out(
    store: GitStore, device: str, item: liveplan.LivePlan, result: CaptureResult
) -> None:
    if item.action != liveplan.COMMIT:
        refused: dict[str, Any] = {"what": item.what, "reasons": item.reasons, "fix": item.fix}
        if item.action == liveplan.QUARANTINE:
            # deferred for start-up: only a dangerous live edit is moved away
            from hermes_git.proposals.quarantine_live import quarantine

            refused["quarantined"] = quarantine(store, item.what, item.paths, item.reasons)
        result.refused.append(refused)
        return
    trailers = {
        "Hermes-Tool": "capture",
        "Hermes-Action": "capture",
        "Hermes-Origin": "capture",
        "Hermes-Device": device,
        "Guard-Verdict": item.verdict,
    }
    if item.what.startswith("skills/"):
        trailers["Hermes-Skill"] = PurePosixPath(item.what).name
    sha = _commit(
        store,
        item.paths,
        f"{item.what}: captured live change\n\nWritten outside Hermes' tools "
        "(an editor, a terminal, the dashboard, the curator, the hub).",
        trailers,
    )
    result.commits.append({"what": item.what, "commit": sha})
