"""Finding the calling Hermes session's tools: the nearest caller that is the agent of that
session (a subagent's loop runs inside its parent's)."""

from __future__ import annotations

import sys

from hermes_git.search import session


class Agent:
    def __init__(self, session_id: str, tools: set[str]) -> None:
        self.session_id = session_id
        self.valid_tool_names = tools


def _handler(session_id: str) -> frozenset[str] | None:
    return session._agent_tools(sys._getframe(), session_id)


def _child_loop(agent: Agent, session_id: str) -> frozenset[str] | None:
    return _handler(session_id)


def _parent_loop(agent: Agent, session_id: str) -> frozenset[str] | None:
    return _child_loop(Agent("child", {"terminal"}), session_id)


def test_the_agent_of_the_calling_session_is_found() -> None:
    parent = Agent("parent", {"browser_navigate", "skill_view"})
    assert _parent_loop(parent, "child") == {"terminal"}
    assert _parent_loop(parent, "parent") == {"browser_navigate", "skill_view"}
    assert _parent_loop(parent, "other") is None
    assert _handler("") is None  # no agent among the callers
