"""The Hermes Agent plugin: agent writes become hermes-git proposals or recorded commits.

Registered through the `hermes_agent.plugins` entry point (Hermes calls `register(ctx)`; it
must be enabled in the profile's `config.yaml`, see `hermes-git hermes enable`).

- review / auto mode: `pre_tool_call` turns `skill_manage` and `memory` calls into proposals and
  blocks the live write, answering the model with the proposal's result;
- record mode: a `tool_execution` middleware lets the real write happen, then commits it on main;
- `on_session_end`: when main moved under this process, Hermes' in-process skills index is
  cleared so the next session sees the change;
- anything that goes wrong blocks the write (fail closed): Hermes swallows hook exceptions and
  would otherwise let the write through.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

TOOLS = ("skill_manage", "memory")
log = logging.getLogger("hermes_git.plugin")
_seen_main: dict[str, str | None] = {}


def register(ctx: Any) -> None:
    """Hermes' plugin entry point."""
    ctx.register_hook("pre_tool_call", pre_tool_call)
    ctx.register_middleware("tool_execution", tool_execution)
    ctx.register_hook("on_session_end", on_session_end)


def _home() -> Path:
    from hermes_constants import get_hermes_home  # resolved per call: profiles switch homes

    return Path(get_hermes_home())


def _managed(home: Path) -> bool:
    return (home / ".git").exists() and (home / ".hermes-git.yaml").exists()


def _mode(home: Path, tool: str) -> str:
    from hermes_git import config as configmod  # deferred for Hermes' start-up (as below)

    cfg = configmod.load(home)
    return cfg.skills_mode if tool == "skill_manage" else cfg.memory_mode


def _origin() -> str:
    try:
        from tools.skill_provenance import get_current_write_origin  # Hermes' own, if present

        origin = str(get_current_write_origin())
    except Exception:
        return "foreground"
    return (
        origin if origin in ("foreground", "assistant_tool", "background_review") else "foreground"
    )


def pre_tool_call(**kwargs: Any) -> dict[str, str] | None:
    """Review mode: propose instead of writing; the model gets the proposal's outcome."""
    tool = kwargs.get("tool_name")
    if tool not in TOOLS:
        return None
    try:
        home = _home()
        if not _managed(home) or _mode(home, str(tool)) == "record":
            return None
        return {"action": "block", "message": _propose(home, str(tool), kwargs)}
    except Exception as exc:
        log.exception("hermes-git plugin failed; blocking the write")
        return {
            "action": "block",
            "message": json.dumps(
                {
                    "success": False,
                    "error": f"hermes-git could not record this write ({exc}); "
                    "it was not applied. Tell the user.",
                }
            ),
        }


def _propose(home: Path, tool: str, kwargs: dict[str, Any]) -> str:
    # deferred for Hermes' start-up: registering the plugin must not load the library
    from hermes_git.proposals.change import Request
    from hermes_git.proposals.propose import propose
    from hermes_git.skills.manage import ActionError

    args = kwargs.get("args") or {}
    request = Request(tool, dict(args), _origin(), str(kwargs.get("session_id") or ""))
    try:
        outcome = propose(home, request)
    except ActionError as exc:
        return json.dumps(exc.result, ensure_ascii=False)
    answer = outcome.for_agent()
    answer["success"] = outcome.status != "blocked"
    return json.dumps(answer, ensure_ascii=False)


def tool_execution(**kwargs: Any) -> Any:
    """Record mode: gate the write, let Hermes make it, commit exactly what it wrote.

    The repo lock is held from the gate to the commit, so an approve or a sync cannot slip in
    between; if the lock or the gate fails, the write is refused (fail closed).
    """
    next_call: Callable[[dict[str, Any]], Any] = kwargs["next_call"]
    tool, args = kwargs.get("tool_name"), kwargs.get("args") or {}
    if tool not in TOOLS:
        return next_call(args)
    try:
        home = _home()
        if not _managed(home) or _mode(home, str(tool)) != "record":
            return next_call(args)
        return _record(home, str(tool), dict(args), kwargs, next_call)
    except Exception as exc:
        log.exception("hermes-git plugin failed around a recorded write")
        return json.dumps(
            {
                "success": False,
                "error": f"hermes-git could not record this write ({exc}); it was not applied.",
            }
        )


def _record(
    home: Path,
    tool: str,
    args: dict[str, Any],
    kwargs: dict[str, Any],
    next_call: Callable[[dict[str, Any]], Any],
) -> Any:
    # deferred for Hermes' start-up: registering the plugin must not load the library
    from hermes_git import config as configmod
    from hermes_git.errors import GateError, MemoryEntryError
    from hermes_git.init import open_repo
    from hermes_git.proposals.capture import commit_tool_write, paths_for_call
    from hermes_git.proposals.change import Request
    from hermes_git.proposals.compute import compute_change, record_blocked
    from hermes_git.skills.manage import ActionError, DiskTree

    request = Request(tool, args, _origin(), str(kwargs.get("session_id") or ""))
    with open_repo(home) as store, store.locked():
        paths = paths_for_call(home, tool, args)
        try:
            change = compute_change(DiskTree(home), request, configmod.load(home))
        except (ActionError, MemoryEntryError, GateError):
            return next_call(args)  # Hermes refuses it itself, with its own words
        if not change.gate.allowed:
            outcome = record_blocked(store, request, change, f"record/{change.subject}")
            return json.dumps({"success": False, "error": outcome.message})
        result = next_call(args)
        if _succeeded(result):
            try:
                commit_tool_write(store, request, paths, change.gate.verdict)
            except Exception:
                log.exception(
                    "hermes-git could not commit a recorded write; run `hermes-git capture`"
                )
        return result


def _succeeded(result: Any) -> bool:
    try:
        data = json.loads(result) if isinstance(result, str) else result
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("success") is True


def on_session_end(**_: Any) -> None:
    """Clear Hermes' in-process skills index when main moved since this process last looked.

    The first call in a process clears it too: main may have moved after the index was built.
    """
    try:
        home = _home()
        if not _managed(home):
            return
        from hermes_git.store.gitstore import GitStore  # deferred for Hermes' start-up

        with GitStore(home) as store:
            main = store.rev("refs/heads/main")
        key = str(home)
        if key not in _seen_main or _seen_main[key] != main:
            from agent.prompt_builder import clear_skills_system_prompt_cache  # Hermes' own

            clear_skills_system_prompt_cache()
        _seen_main[key] = main
    except Exception:
        log.exception("hermes-git on_session_end failed")
