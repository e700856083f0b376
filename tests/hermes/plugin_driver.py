"""Run the real Hermes 0.19 with the hermes-git plugin loaded, one step after another.

Reads `{"home": ..., "steps": [...]}` on stdin and prints one JSON answer per step. `HERMES_HOME`
is set before `model_tools` is imported: that import discovers plugins, so the plugin loads
through its `hermes_agent.plugins` entry point when `config.yaml` enables it. Steps (`op`):

- `plugin`: the plugin manager's record of `hermes-git` (`enabled`, `error`, hooks, middleware);
- `skill_manage`: `model_tools.handle_function_call` (hooks and middleware fire) with `args`,
  `session`; an `origin` is bound to Hermes' write-origin ContextVar around the call, as the
  agent loop does per turn;
- `memory`: the agent-loop path, `invoke_tool` with a fake agent holding an on-disk store; the
  fake's `_memory_write_origin` (`origin`, default `assistant_tool`) is bound as the loop does;
- `offered_tool` (`name`, `args`): a registry tool, e.g. the plugin's `skill_search`, and
  whether the `skills` toolset offers it to the model;
- `tool`: any other tool (`name`, `args`, e.g. the generic `write_file` / `patch`) through
  `model_tools.handle_function_call`, as the agent loop dispatches it;
- `skills_list`, `skill_view` (`name`, `file_path`?): Hermes' own skill tools;
- `memory_entries`: what a fresh `load_on_disk_store()` holds;
- `pending`: `tools.write_approval.list_pending` for skills and memory;
- `prompt`: `build_skills_system_prompt()` (served from the in-process cache when warm);
- `session_end`: Hermes' `invoke_hook("on_session_end", ...)`, as the end of a turn fires it;
- `touch` / `wait` (`path`): hand-shake files, to let another process act in between.

Each answer is `{"result": ...}` (tool results parsed from JSON) or `{"exception", "message"}`.
"""

from __future__ import annotations

import json
import os
import sys
import time
import types
from pathlib import Path
from typing import Any


def _bound_origin(origin: str | None) -> Any:
    from tools.skill_provenance import set_current_write_origin

    return set_current_write_origin(origin) if origin else None


def _unbind(token: Any) -> None:
    from tools.skill_provenance import reset_current_write_origin

    if token is not None:
        reset_current_write_origin(token)


def plugin(step: dict[str, Any]) -> Any:
    from hermes_cli.plugins import get_plugin_manager

    loaded = get_plugin_manager()._plugins.get("hermes-git")
    if loaded is None:
        return None
    return {
        "enabled": loaded.enabled,
        "error": loaded.error,
        "source": loaded.manifest.source,
        "hooks": loaded.hooks_registered,
        "middleware": loaded.middleware_registered,
    }


def skill_manage(step: dict[str, Any]) -> Any:
    import model_tools

    token = _bound_origin(step.get("origin"))
    try:
        raw = model_tools.handle_function_call(
            "skill_manage",
            step["args"],
            session_id=step.get("session", "s1"),
            task_id=step.get("task", "t1"),
            tool_call_id=step.get("call", "call_1"),
        )
    finally:
        _unbind(token)
    return json.loads(raw)


def tool(step: dict[str, Any]) -> Any:
    import model_tools

    raw = model_tools.handle_function_call(
        step["name"],
        step["args"],
        session_id=step.get("session", "s1"),
        task_id=step.get("task", "t1"),
        tool_call_id=step.get("call", "call_1"),
    )
    return json.loads(raw)


def offered_tool(step: dict[str, Any]) -> Any:
    """A registry tool's answer, plus whether the model is offered it in the `skills` toolset."""
    import model_tools

    raw = model_tools.handle_function_call(step["name"], step["args"], session_id="s1")
    offered = [
        d["function"]["name"]
        for d in model_tools.get_tool_definitions(enabled_toolsets=["skills"], quiet_mode=True)
    ]
    return {"answer": json.loads(raw), "offered": step["name"] in offered}


def memory(step: dict[str, Any]) -> Any:
    from agent.agent_runtime_helpers import invoke_tool
    from tools.memory_tool import load_on_disk_store

    agent = types.SimpleNamespace(
        _memory_store=load_on_disk_store(),
        _memory_manager=None,
        session_id=step.get("session", "s1"),
        _current_turn_id="turn-1",
        _current_api_request_id="req-1",
        _memory_write_origin=step.get("origin", "assistant_tool"),
    )
    token = _bound_origin(agent._memory_write_origin)
    try:
        raw = invoke_tool(
            agent,
            "memory",
            step["args"],
            step.get("task", "t1"),
            tool_call_id=step.get("call", "call_1"),
        )
    finally:
        _unbind(token)
    return json.loads(raw)


def skills_list(step: dict[str, Any]) -> Any:
    from tools import skills_tool

    skills_tool._SKILLS_CACHE.clear()
    return json.loads(skills_tool.skills_list())


def skill_view(step: dict[str, Any]) -> Any:
    from tools import skills_tool

    return json.loads(skills_tool.skill_view(step["name"], file_path=step.get("file_path")))


def memory_entries(step: dict[str, Any]) -> Any:
    from tools.memory_tool import load_on_disk_store

    store = load_on_disk_store()
    return {"memory": store.memory_entries, "user": store.user_entries}


def pending(step: dict[str, Any]) -> Any:
    from tools.write_approval import list_pending

    return {"skills": list_pending("skills"), "memory": list_pending("memory")}


def prompt(step: dict[str, Any]) -> Any:
    from agent.prompt_builder import build_skills_system_prompt

    return build_skills_system_prompt()


def session_end(step: dict[str, Any]) -> Any:
    from hermes_cli.plugins import invoke_hook

    return invoke_hook(
        "on_session_end",
        session_id=step.get("session", "s1"),
        task_id="t1",
        turn_id="turn-1",
        completed=True,
        interrupted=False,
        model="fake",
        platform="",
    )


def touch(step: dict[str, Any]) -> Any:
    Path(step["path"]).touch()
    return True


def wait(step: dict[str, Any]) -> Any:
    deadline = time.monotonic() + 60
    while not Path(step["path"]).exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{step['path']} never appeared")
        time.sleep(0.01)
    return True


OPS = {
    f.__name__: f
    for f in (
        plugin,
        skill_manage,
        tool,
        offered_tool,
        memory,
        skills_list,
        skill_view,
        memory_entries,
        pending,
        prompt,
        session_end,
        touch,
        wait,
    )
}


def _run(step: dict[str, Any]) -> dict[str, Any]:
    try:
        return {"result": OPS[step["op"]](step)}
    except Exception as exc:
        return {"exception": type(exc).__name__, "message": str(exc)}


def main() -> None:
    cmd = json.load(sys.stdin)
    os.environ["HERMES_HOME"] = cmd["home"]
    os.environ.pop("HERMES_SAFE_MODE", None)
    import model_tools  # noqa: F401  (discovers and loads plugins, hermes-git among them)

    answers = []
    for step in cmd["steps"]:
        answers.append(_run(step))
        sys.stderr.flush()
    json.dump(answers, sys.stdout, ensure_ascii=False, default=repr)


if __name__ == "__main__":
    main()
