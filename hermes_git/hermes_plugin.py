"""The Hermes Agent plugin: agent writes become hermes-git proposals or recorded commits.

Registered through the `hermes_agent.plugins` entry point (Hermes calls `register(ctx)`; it
must be enabled in the profile's `config.yaml`, see `hermes-git hermes enable`).

- the writes it keeps: `skill_manage`, `memory`, and Hermes' generic `write_file` / `patch` on a
  path under `skills/` or `memories/` (as the equivalent skill or memory call, `filewrites`);
- review / auto mode: the `tool_execution` middleware proposes instead of writing and answers
  the model with a normal tool result (`success`, `done`, `note`); `pre_tool_call` is the guard
  for a process where the middleware is not in the chain: it proposes and blocks the write;
- record mode: the middleware gates the write, lets it happen, then commits it on main;
- `skill_search` tool: the skills that fit a task (name, description, why), from the search index
  hermes-git keeps in step with main, so the model can search at any turn without the system
  prompt changing mid-session; only skills Hermes' index shows the calling session (its tools
  and toolsets, found on the calling agent: `search/session.py`);
- `on_session_end`: when main moved under this process, Hermes' in-process skills index is
  cleared so the next session sees the change;
- anything that goes wrong blocks the write (fail closed): Hermes swallows hook exceptions and
  would otherwise let the write through.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from contextvars import ContextVar
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.search import session as search_session
from hermes_git.search import tool as search_tool

if TYPE_CHECKING:
    from hermes_git.proposals.change import Outcome, Request

TOOLS = ("skill_manage", "memory")
FILE_TOOLS = ("write_file", "patch")  # Hermes' generic file tools: ours when aimed at skills/memory
log = logging.getLogger("hermes_git.plugin")
_seen_main: dict[str, str | None] = {}
# Hermes' agent loop may run the middleware chain twice around one call (invoke_tool wraps
# handle_function_call, which runs the chain again): the inner run must pass straight through.
_handling: ContextVar[bool] = ContextVar("hermes_git_handling", default=False)


def register(ctx: Any) -> None:
    """Hermes' plugin entry point."""
    ctx.register_hook("pre_tool_call", pre_tool_call)
    ctx.register_middleware("tool_execution", tool_execution)
    ctx.register_hook("on_session_end", on_session_end)
    ctx.register_tool(
        name="skill_search",
        toolset="skills",
        schema=search_tool.SCHEMA,
        handler=skill_search,
        description=search_tool.SCHEMA["description"],
        emoji="🔎",
    )


def skill_search(args: dict[str, Any], **kwargs: Any) -> str:
    """The `skill_search` tool, on the current profile's home, for the calling session."""
    session = search_session.session_facts(str(kwargs.get("session_id") or ""))
    return search_tool.answer(_home(), args, session)


def _home() -> Path:
    from hermes_constants import get_hermes_home  # resolved per call: profiles switch homes

    return Path(get_hermes_home())


def _managed(home: Path) -> bool:
    return (home / ".git").exists() and (home / ".hermes-git.yaml").exists()


def _mode(home: Path, tool: str) -> str:
    # deferred for Hermes' start-up: registering the plugin must not load the library
    from hermes_git import config as configmod

    cfg = configmod.load(home)
    return cfg.skills_mode if tool == "skill_manage" else cfg.memory_mode


def _origin() -> str:
    try:
        # Hermes' own module, looked up at call time
        from tools.skill_provenance import get_current_write_origin

        origin = str(get_current_write_origin())
    except Exception:
        return "foreground"
    return (
        origin if origin in ("foreground", "assistant_tool", "background_review") else "foreground"
    )


def _middleware_active() -> bool:
    """Whether Hermes will run this plugin's `tool_execution` middleware around the call."""
    try:
        # Hermes' own module, looked up at call time
        from hermes_cli.plugins import get_plugin_manager

        chain = get_plugin_manager()._middleware.get("tool_execution", [])
    except Exception:
        return False
    return any(getattr(cb, "__wrapped__", cb) is tool_execution for cb in chain)


def _request(home: Path, kwargs: dict[str, Any]) -> Request | None:
    """The skill or memory request a tool call makes (None: not a write hermes-git keeps).

    Raises:
        UsageError: a generic file write into skills/ or memories/ that cannot be proposed.
    """
    # deferred for Hermes' start-up: registering the plugin must not load the library
    from hermes_git.proposals.change import Request
    from hermes_git.proposals.filewrites import managed_rel, to_request

    tool, args = str(kwargs.get("tool_name")), dict(kwargs.get("args") or {})
    session = str(kwargs.get("session_id") or "")
    if tool in TOOLS:
        return Request(tool, args, _origin(), session)
    if tool not in FILE_TOOLS:
        return None
    rel = managed_rel(home, args, _cwd(kwargs))
    return None if rel is None else to_request(home, tool, args, rel, _origin(), session)


def _cwd(kwargs: dict[str, Any]) -> Path | None:
    """Where Hermes resolves a relative path for this task (its terminal's folder)."""
    try:
        # Hermes' own module, looked up at call time
        from tools.file_tools import _resolve_path_for_task

        return Path(_resolve_path_for_task(".", str(kwargs.get("task_id") or "default")))
    except Exception:
        return None


def pre_tool_call(**kwargs: Any) -> dict[str, str] | None:
    """The guard before any write: when the middleware will run, it does the work (and can
    answer with a normal result); without it, review mode proposes here and blocks the write."""
    if kwargs.get("tool_name") not in TOOLS + FILE_TOOLS:
        return None
    if _middleware_active():
        return None
    try:
        home = _home()
        request = _request(home, kwargs) if _managed(home) else None
        return None if request is None else _guard(home, request, kwargs.get("tool_name"))
    except Exception as exc:
        log.exception("hermes-git plugin failed; blocking the write")
        return {"action": "block", "message": _failure(exc)}


def _guard(home: Path, request: Request, tool: object) -> dict[str, str] | None:
    if _mode(home, request.tool) != "record":
        return {"action": "block", "message": _propose(home, request)}
    return None if request.tool == tool else _refuse_unrecorded()


def _refuse_unrecorded() -> dict[str, str]:
    return {
        "action": "block",
        "message": _failure("its tool_execution middleware is not active"),
    }


def _failure(exc: object) -> str:
    # deferred for Hermes' start-up: registering the plugin must not load the library
    from hermes_git.errors import UsageError

    if isinstance(exc, UsageError):  # a write hermes-git cannot propose: the reason is the agent's
        error = f"hermes-git refused this write: {exc.message}. It was not applied."
    else:
        error = (
            f"hermes-git could not record this write ({exc}); it was not applied. Tell the user."
        )
    return json.dumps({"success": False, "error": error}, ensure_ascii=False)


def _propose(home: Path, request: Request) -> str:
    """The proposal's answer for the model, shaped like Hermes' own reply for the tool:
    `success`, what was `done` and a `note`; a refusal is `success: false` and an `error`."""
    # deferred for Hermes' start-up: registering the plugin must not load the library
    from hermes_git.proposals.propose import propose
    from hermes_git.skills.manage import ActionError

    try:
        outcome = propose(home, request)
    except ActionError as exc:
        return json.dumps(exc.result, ensure_ascii=False)
    if outcome.status == "blocked":
        return json.dumps({"success": False, "error": outcome.message}, ensure_ascii=False)
    return json.dumps(_proposed_answer(request, outcome), ensure_ascii=False)


def _proposed_answer(request: Request, outcome: Outcome) -> dict[str, Any]:
    what = _what(request)
    if outcome.status == "recorded":
        return {
            "success": True,
            "done": f"Saved: {what}. It passed every check and is live.",
            "note": "Go on with your task.",
        }
    return {
        "success": True,
        "done": f"Proposed: {what}, on review branch {outcome.branch}. It is not live yet.",
        "note": "A person will review it (hermes-git review approve); do not retry it. "
        "Go on with your task.",
    }


def _what(request: Request) -> str:
    args = request.args
    if request.tool == "memory":
        return f"memory {args.get('action', 'edit')} ({args.get('target', 'memory')})"
    return f"skill {args.get('name', '?')!s}: {args.get('action', 'edit')}"


def tool_execution(**kwargs: Any) -> Any:
    """Review and auto mode: propose, and answer the model with the proposal as a normal
    result (the live write never runs). Record mode: gate the write, let Hermes make it,
    commit exactly what it wrote. Any failure refuses the write (fail closed)."""
    next_call: Callable[[dict[str, Any]], Any] = kwargs["next_call"]
    args = kwargs.get("args") or {}
    if kwargs.get("tool_name") not in TOOLS + FILE_TOOLS or _handling.get():
        return next_call(args)
    token = _handling.set(True)
    try:
        home = _home()
        if not _managed(home):
            return next_call(args)
        request = _request(home, kwargs)
        if request is None:
            return next_call(args)
        if _mode(home, request.tool) == "record":
            return _record(home, request, kwargs, next_call)
        return _propose(home, request)
    except Exception as exc:
        log.exception("hermes-git plugin failed around a write")
        return _failure(exc)
    finally:
        _handling.reset(token)


def _record(
    home: Path,
    request: Request,
    kwargs: dict[str, Any],
    next_call: Callable[[dict[str, Any]], Any],
) -> Any:
    """The repo lock is held from the gate to the commit, so an approve or a sync cannot slip
    in between; if the lock or the gate fails, the write is refused (fail closed)."""
    # deferred for Hermes' start-up: registering the plugin must not load the library
    from hermes_git import config as configmod
    from hermes_git.errors import GateError, MemoryEntryError
    from hermes_git.init import open_repo
    from hermes_git.proposals.capture import commit_tool_write, paths_for_call
    from hermes_git.proposals.compute import compute_change, record_blocked
    from hermes_git.skills.manage import ActionError, DiskTree

    args = kwargs.get("args") or {}
    with open_repo(home) as store, store.locked():
        paths = paths_for_call(home, request.tool, request.args)
        try:
            change = compute_change(DiskTree(home), request, configmod.load(home))
        except (ActionError, MemoryEntryError, GateError):
            return next_call(args)  # Hermes refuses it itself, with its own words
        if not change.gate.allowed:
            outcome = record_blocked(store, request, change, f"record/{change.subject}")
            return json.dumps({"success": False, "error": outcome.message})
        result = next_call(args)
        if _succeeded(result, generic=kwargs.get("tool_name") in FILE_TOOLS):
            try:
                commit_tool_write(store, request, paths, change.gate.verdict)
            except Exception:
                log.exception(
                    "hermes-git could not commit a recorded write; run `hermes-git capture`"
                )
        return result


def _succeeded(result: Any, *, generic: bool = False) -> bool:
    """Whether Hermes made the write: `success: true`, or for its generic file tools (whose
    replies carry no `success`) an answer without an `error`."""
    try:
        data = json.loads(result) if isinstance(result, str) else result
    except ValueError:
        return False
    if not isinstance(data, dict):
        return False
    return not data.get("error") if generic else data.get("success") is True


def on_session_end(**_: Any) -> None:
    """Clear Hermes' in-process skills index when main moved since this process last looked.

    The first call in a process clears it too: main may have moved after the index was built.
    """
    try:
        home = _home()
        if not _managed(home):
            return
        # deferred for Hermes' start-up: registering the plugin must not load the library
        from hermes_git.store.gitstore import GitStore

        with GitStore(home) as store:
            main = store.rev("refs/heads/main")
        key = str(home)
        if key not in _seen_main or _seen_main[key] != main:
            # Hermes' own module, looked up at call time
            from agent.prompt_builder import clear_skills_system_prompt_cache

            clear_skills_system_prompt_cache()
        _seen_main[key] = main
    except Exception:
        log.exception("hermes-git on_session_end failed")
