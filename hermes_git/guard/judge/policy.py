"""Trust levels and the install policy: exact source matching, Hermes' matrix, per-repo config."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hermes_git.errors import ConfigError
from hermes_git.guard.model import TRUST_LEVELS, VERDICTS

TRUSTED_REPOS = frozenset({"openai/skills", "anthropics/skills", "NVIDIA/skills"})
HUB_PREFIXES = ("skills-sh/", "skills.sh/", "skils-sh/", "skils.sh/")
# Hermes' INSTALL_POLICY: trust -> (safe, caution, dangerous).
DEFAULT_POLICY: dict[str, dict[str, str]] = {
    "builtin": {"safe": "allow", "caution": "allow", "dangerous": "allow"},
    "trusted": {"safe": "allow", "caution": "allow", "dangerous": "block"},
    "community": {"safe": "allow", "caution": "block", "dangerous": "block"},
    "agent-created": {"safe": "allow", "caution": "allow", "dangerous": "ask"},
}
DEFAULT_ALLOW_FILE = ".hermes-git-allow.yaml"


@dataclass(frozen=True)
class GuardConfig:
    """The `guard:` settings of `.hermes-git.yaml`, defaults filled in."""

    trust: str = "community"
    sources: dict[str, str] = field(default_factory=dict)
    trusted_repos: frozenset[str] = TRUSTED_REPOS
    policy: dict[str, dict[str, str]] = field(default_factory=lambda: DEFAULT_POLICY)
    allow_file: str = DEFAULT_ALLOW_FILE
    llm: dict[str, Any] = field(default_factory=dict)
    detonate: str = "auto"  # auto | always | never (docs/detonation.md)


def guard_config(data: dict[str, Any] | None, path: str = ".hermes-git.yaml") -> GuardConfig:
    """Parse and check the `guard:` mapping.

    Raises:
        ConfigError: it does not match `schemas/guard-config.schema.json`.
    """
    from hermes_git.schema.load import validate  # start-up: fastjsonschema only for a config

    data = data or {}
    problems = validate(data, "guard-config", path)
    if problems:
        first = problems[0]
        raise ConfigError(
            f"guard{first.pointer[1:]}: {first.message}",
            path=path,
            fix="see schemas/guard-config.schema.json",
        )
    policy = {
        trust: {**row, **(data.get("policy", {}).get(trust) or {})}
        for trust, row in DEFAULT_POLICY.items()
    }
    return GuardConfig(
        trust=data.get("trust", "community"),
        sources=dict(data.get("sources", {})),
        trusted_repos=TRUSTED_REPOS | frozenset(data.get("trusted_repos", [])),
        policy=policy,
        allow_file=data.get("allow_file", DEFAULT_ALLOW_FILE),
        llm=dict(data.get("llm", {})),
        detonate=data.get("detonate", "auto"),
    )


def resolve_trust(source: str, config: GuardConfig | None = None) -> str:
    """The trust level of a source identifier, matched exactly (never by bare prefix).

    `openai/skills` and `openai/skills/<path>` are trusted; `openai/skills-evil` is not.
    """
    config = config or GuardConfig()
    source = source.strip()
    if source in TRUST_LEVELS:
        return source
    if source in config.sources:
        return config.sources[source]
    for prefix in HUB_PREFIXES:
        if source.startswith(prefix):
            source = source[len(prefix) :]
            break
    if source == "agent-created":
        return "agent-created"
    if source == "official" or source.startswith("official/"):
        return "builtin"
    for repo in config.trusted_repos:
        if source == repo or source.startswith(repo + "/"):
            return "trusted"
    return "community"


def decide(
    trust: str, verdict: str, config: GuardConfig | None = None, unattended: bool = False
) -> str:
    """allow, ask or block for a verdict under a trust level (unknown trust: community row).

    `unattended` is where people commit without a person at the prompt (the pre-commit hooks,
    CI): "ask" has nobody to ask and blocks; a dangerous verdict blocks at every trust level
    but builtin, and a caution one blocks at agent-created too (issue 16).
    """
    config = config or GuardConfig()
    row = config.policy.get(trust, config.policy["community"])
    decision = row.get(verdict if verdict in VERDICTS else "dangerous", "block")
    if not unattended or trust == "builtin":
        return decision
    if decision == "ask" or verdict == "dangerous":
        return "block"
    if trust == "agent-created" and verdict == "caution":
        return "block"
    return decision


def allowed(decision: str) -> bool:
    """Whether a decision lets the change in without a person ("ask" does not)."""
    return decision == "allow"
