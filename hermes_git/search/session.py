"""What a Hermes session's skills index was built for, learnt inside the Hermes process: the
session platform and the tools and toolsets Hermes' prompt builder filtered by.

Hermes 0.19 builds a session's skills index with `available_tools=agent.valid_tool_names` and
`available_toolsets` = the registry's toolset of each of those tools (`agent/system_prompt.py`).
A tool handler is not given the agent, and no hook passes the tool list whole (the
`pre_api_request` payload is cut to 50 entries past 50,000 characters), so the handler's callers
are searched for the agent that runs it: the `AIAgent` of the session (`agent` in the tool
executor's frame, `self` in the agent's own methods). A call outside an agent loop (a script
calling `handle_function_call`, the code sandbox's RPC) gets the process's last resolved tool
list (`model_tools._last_resolved_tool_names`), and with none, no tool filter, as Hermes with no
tool list.
"""

from __future__ import annotations

import logging
import os
import sys
from dataclasses import dataclass
from types import FrameType
from typing import Any

log = logging.getLogger("hermes_git.search")
MAX_FRAMES = 80


@dataclass(frozen=True)
class SessionFacts:
    """A session's platform (`skills.platform_disabled`) and its tools and toolsets (None:
    unknown, conditions hide nothing)."""

    platform: str | None = None
    tools: frozenset[str] | None = None
    toolsets: frozenset[str] | None = None


def session_facts(session_id: str) -> SessionFacts:
    """The facts of the session calling a tool now (from inside Hermes' process)."""
    try:
        names = _agent_tools(sys._getframe(1), session_id)
        if names is None:
            names = _last_resolved()
        toolsets = None if names is None else toolsets_of(names)
        return SessionFacts(_platform(), names, toolsets)
    except Exception:  # Hermes' internals moved: search without a tool filter
        log.exception("skill_search could not learn the session's tools")
        return SessionFacts(_platform())


def toolsets_of(tools: frozenset[str]) -> frozenset[str]:
    """The toolsets of `tools` as Hermes derives them for its skills index."""
    from tools.registry import registry  # Hermes' own module, looked up at call time

    found = (registry.get_toolset_for_tool(name) for name in tools)
    return frozenset(str(t) for t in found if t)


def _agent_tools(frame: FrameType | None, session_id: str) -> frozenset[str] | None:
    """`valid_tool_names` of the nearest calling agent of this session."""
    for _ in range(MAX_FRAMES):
        if frame is None:
            return None
        for name in ("agent", "self"):
            names = _tool_names(frame.f_locals.get(name), session_id)
            if names is not None:
                return names
        frame = frame.f_back
    return None


def _tool_names(candidate: Any, session_id: str) -> frozenset[str] | None:
    """`candidate.valid_tool_names` when it is the agent of this session."""
    if candidate is None:
        return None
    try:
        names = getattr(candidate, "valid_tool_names", None)
        if not isinstance(names, (set, frozenset)):
            return None
        if session_id and str(getattr(candidate, "session_id", "") or "") != session_id:
            return None
        return frozenset(str(n) for n in names)
    except Exception:  # an object whose attributes misbehave is not the agent
        return None


def _last_resolved() -> frozenset[str] | None:
    module = sys.modules.get("model_tools")
    names = getattr(module, "_last_resolved_tool_names", None) if module else None
    return frozenset(str(n) for n in names) if names else None


def _platform() -> str | None:
    """Hermes' session platform hint (the env, else the gateway's session context)."""
    module = sys.modules.get("agent.prompt_builder")
    hint = getattr(module, "_current_session_platform_hint", None) if module else None
    if callable(hint):
        try:
            return str(hint() or "") or None
        except Exception:
            pass
    return os.environ.get("HERMES_PLATFORM") or os.environ.get("HERMES_SESSION_PLATFORM") or None
