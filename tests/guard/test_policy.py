"""Trust levels and the install policy."""

from __future__ import annotations

import pytest

from hermes_git.errors import ConfigError
from hermes_git.guard.judge.policy import GuardConfig, decide, guard_config, resolve_trust


@pytest.mark.parametrize(
    ("source", "trust"),
    [
        ("openai/skills", "trusted"),
        ("openai/skills/pdf", "trusted"),
        ("openai/skills-evil", "community"),
        ("anthropics/skills", "trusted"),
        ("official", "builtin"),
        ("official/security/x", "builtin"),
        ("officialx", "community"),
        ("agent-created", "agent-created"),
        ("skills-sh/openai/skills", "trusted"),
        ("", "community"),
    ],
)
def test_sources_are_matched_exactly(source: str, trust: str) -> None:
    assert resolve_trust(source) == trust


def test_hermes_matrix_is_the_default() -> None:
    assert decide("community", "caution") == "block"
    assert decide("trusted", "caution") == "allow"
    assert decide("trusted", "dangerous") == "block"
    assert decide("builtin", "dangerous") == "allow"
    assert decide("agent-created", "dangerous") == "ask"
    assert decide("unknown", "safe") == "allow"


def test_policy_and_sources_are_configurable() -> None:
    config = guard_config(
        {"policy": {"community": {"caution": "allow"}}, "sources": {"acme/skills": "trusted"}}
    )
    assert decide("community", "caution", config) == "allow"
    assert decide("community", "dangerous", config) == "block"
    assert resolve_trust("acme/skills", config) == "trusted"
    assert resolve_trust("acme/skills-fork", config) == "community"


def test_a_bad_guard_setting_is_refused() -> None:
    with pytest.raises(ConfigError, match="guard"):
        guard_config({"policy": {"community": {"caution": "maybe"}}})
    assert GuardConfig().trust == "community"


@pytest.mark.parametrize(
    ("trust", "verdict", "attended", "unattended"),
    [
        ("agent-created", "dangerous", "ask", "block"),
        ("agent-created", "caution", "allow", "block"),
        ("agent-created", "safe", "allow", "allow"),
        ("trusted", "dangerous", "block", "block"),
        ("trusted", "caution", "allow", "allow"),
        ("community", "caution", "block", "block"),
        ("builtin", "dangerous", "allow", "allow"),
    ],
)
def test_hooks_and_ci_have_nobody_to_ask(
    trust: str, verdict: str, attended: str, unattended: str
) -> None:
    """Issue 16: where people commit, dangerous blocks at every trust but builtin and a caution
    at agent-created blocks too ("ask" has no human in a hook)."""
    assert decide(trust, verdict) == attended
    assert decide(trust, verdict, unattended=True) == unattended
