"""The guard: what a skill or memory can do, judged; the one face the rest of hermes-git imports."""

# Code outside guard/ imports only the names below, from here (tests/test_layering.py). They
# load on first use (PEP 562): `hermes-git status` and `--version` import this package through
# the gates without paying for the engine, which loads only when a name of it is asked for.

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_FACE = {
    # a scan as the CLI, hooks and CI ask for it
    "scan": ("api", "scan"),
    "Request": ("api", "Request"),
    "SUPPRESSION_ROUTE": ("api", "SUPPRESSION_ROUTE"),
    "Report": ("scanner", "Report"),
    "Options": ("scanner", "Options"),
    "scan_skill_files": ("scanner", "scan_skill_files"),
    "memory_findings": ("scanner", "memory_findings"),
    "memory_check": ("scanner", "memory_check"),
    "with_secrets": ("scanner", "with_secrets"),
    "to_sarif": ("sarif", "to_sarif"),
    "to_text": ("sarif", "to_text"),
    "to_github": ("sarif", "to_github"),
    "allow": ("allowfile", "allow"),
    # trust levels and verdicts
    "TRUST_LEVELS": ("model", "TRUST_LEVELS"),
    "verdict_of": ("model", "verdict_of"),
    "worst_verdict": ("model", "worst_verdict"),
    # the policy: allow, ask or block
    "guard_config": ("judge.policy", "guard_config"),
    "resolve_trust": ("judge.policy", "resolve_trust"),
    "decide": ("judge.policy", "decide"),
    "allowed": ("judge.policy", "allowed"),
    "DEFAULT_ALLOW_FILE": ("judge.policy", "DEFAULT_ALLOW_FILE"),
    # the secret scan and its baseline
    "scan_secret_files": ("secrets.secrets", "scan_files"),
    "unaccepted_secrets": ("secrets.secretbaseline", "unaccepted"),
    "refused_secrets": ("secrets.secretbaseline", "refused"),
    "accept_secrets": ("secrets.secretbaseline", "accept"),
    # detonation's gate
    "detonate_target": ("detonate.gate", "detonate_target"),
    "detonation_wanted": ("detonate.gate", "wanted"),
    "check_detonation": ("detonate.gate", "check"),
}

__all__ = [
    "DEFAULT_ALLOW_FILE",
    "SUPPRESSION_ROUTE",
    "TRUST_LEVELS",
    "Options",
    "Report",
    "Request",
    "accept_secrets",
    "allow",
    "allowed",
    "check_detonation",
    "decide",
    "detonate_target",
    "detonation_wanted",
    "guard_config",
    "memory_check",
    "memory_findings",
    "refused_secrets",
    "resolve_trust",
    "scan",
    "scan_secret_files",
    "scan_skill_files",
    "to_github",
    "to_sarif",
    "to_text",
    "unaccepted_secrets",
    "verdict_of",
    "with_secrets",
    "worst_verdict",
]

if TYPE_CHECKING:
    from hermes_git.guard.allowfile import allow
    from hermes_git.guard.api import SUPPRESSION_ROUTE, Request, scan
    from hermes_git.guard.detonate.gate import check as check_detonation
    from hermes_git.guard.detonate.gate import detonate_target
    from hermes_git.guard.detonate.gate import wanted as detonation_wanted
    from hermes_git.guard.judge.policy import (
        DEFAULT_ALLOW_FILE,
        allowed,
        decide,
        guard_config,
        resolve_trust,
    )
    from hermes_git.guard.model import TRUST_LEVELS, verdict_of, worst_verdict
    from hermes_git.guard.sarif import to_github, to_sarif, to_text
    from hermes_git.guard.scanner import (
        Options,
        Report,
        memory_check,
        memory_findings,
        scan_skill_files,
        with_secrets,
    )
    from hermes_git.guard.secrets.secretbaseline import accept as accept_secrets
    from hermes_git.guard.secrets.secretbaseline import refused as refused_secrets
    from hermes_git.guard.secrets.secretbaseline import unaccepted as unaccepted_secrets
    from hermes_git.guard.secrets.secrets import scan_files as scan_secret_files


def __getattr__(name: str) -> Any:
    """A face name, loaded from its module on first use and kept."""
    try:
        module, attr = _FACE[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"{__name__}.{module}"), attr)
    globals()[name] = value
    return value
