"""What a scan is asked (Options) and what it answers (Target, Report): no engine loads here.

`api.scan` answers a skill folder that the cache knows to be clean with these alone, so a warm
scan of an unchanged home imports neither the rule engine nor the secret engine.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from hermes_git.guard.cache import FindingCache
from hermes_git.guard.judge import policy, suppress
from hermes_git.guard.model import Finding, sort_findings, worst_verdict

if TYPE_CHECKING:
    from hermes_git.guard.match.rules import RuleSet


@dataclass
class Options:
    """How to scan: trust, config, allow entries, the root paths are shown relative to, cache."""

    trust: str = "community"
    config: policy.GuardConfig = field(default_factory=policy.GuardConfig)
    allow: list[suppress.AllowEntry] = field(default_factory=list)
    display_root: Path | None = None
    cache: FindingCache = field(default_factory=lambda: FindingCache(None))
    rules: RuleSet | None = None
    secrets: bool = True  # the secret decision (secretbaseline.review) on every file
    secret_dir: str | None = None  # the skill's repo path, if not its shown path (the gate)
    secret_root: Path | None = None  # the repo whose baseline accepts a secret (None: none)
    unattended: bool = False  # a hook or CI: nobody to ask (see policy.decide)

    _real: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def shown(self, path: Path | str, linked: bool = True) -> str:
        """`path` relative to `display_root`, symlinks resolved (as `Path.resolve` would, with
        each folder resolved once per scan: 20,000 skills share a few parents), else as given.

        `linked` False: `path` is known to be no symlink (a stat record says it is a folder),
        so only its parent is resolved (once per parent)."""
        text = os.fspath(path)
        if self.display_root is not None:
            root = self._real.get("")  # "" is no folder: the resolved root, once per scan
            if root is None:
                root = self._real[""] = self._resolved(str(self.display_root), True)
            real = self._resolved(text, linked)
            if real == root:
                return "."
            if real.startswith(root.rstrip("/") + "/"):
                return real[len(root.rstrip("/")) + 1 :]
        return Path(text).as_posix()

    def _resolved(self, text: str, linked: bool) -> str:
        parent, _, name = absolute(text).rpartition("/")
        parent = parent or "/"
        real_parent = self._real.get(parent)
        if real_parent is None:
            real_parent = self._real[parent] = os.path.realpath(parent)
        joined = real_parent + name if real_parent[-1:] == "/" else f"{real_parent}/{name}"
        return os.path.realpath(joined) if linked and os.path.islink(joined) else joined


def absolute(path: str) -> str:
    """`os.path.abspath(path)`, skipped for what discovery gives (absolute, already normal)."""
    if path.startswith("/") and "/." not in path and "//" not in path and path[-1:] != "/":
        return path
    return os.path.abspath(path)


@dataclass
class Target:
    """What one scanned thing (a skill or a memory file) got: findings, verdict, decision."""

    kind: str  # skill | memory
    name: str
    path: str
    trust: str
    findings: list[Finding]
    verdict: str = "safe"
    decision: str = "allow"
    notes: list[str] = field(default_factory=list)
    capabilities: list[dict[str, object]] = field(default_factory=list)  # judge.capabilities

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "name": self.name,
            "path": self.path,
            "trust": self.trust,
            "verdict": self.verdict,
            "decision": self.decision,
            "notes": self.notes,
            "findings": [_finding_json(f) for f in sort_findings(self.findings)],
            "capabilities": self.capabilities,
        }


def _finding_json(finding: Finding) -> dict[str, object]:
    data = finding.to_json()
    keys = (
        "rule",
        "category",
        "severity",
        "confidence",
        "path",
        "line",
        "excerpt",
        "message",
        "context",
        "suppressed",
        "suppression",
        "evidence",  # detonation findings only
    )
    return {k: data[k] for k in keys if k in data}


@dataclass(frozen=True)
class TrustSource:
    """Where a scan's trust level came from: `--trust`, a repository's config file, or the
    default (with why a configuration was not used, e.g. a path outside that home)."""

    level: str
    origin: str  # "--trust" | "default" | the path of the .hermes-git.yaml it came from
    note: str = ""

    def text(self) -> str:
        """`trust community (default)`, `trust agent-created (from /h/.hermes-git.yaml)`."""
        if self.origin == "default":
            return f"trust {self.level} (default{': ' + self.note if self.note else ''})"
        return f"trust {self.level} (from {self.origin})"

    def to_json(self) -> dict[str, str]:
        return {"level": self.level, "from": self.origin, "note": self.note}


@dataclass
class Report:
    """Everything one scan found, the worst verdict, and whether policy lets it in."""

    targets: list[Target]
    trust: TrustSource | None = None  # set by `api.scan`

    @property
    def verdict(self) -> str:
        return worst_verdict([t.verdict for t in self.targets])

    @property
    def allowed(self) -> bool:
        return all(policy.allowed(t.decision) for t in self.targets)

    def to_json(self) -> dict[str, object]:
        return {
            "verdict": self.verdict,
            "allowed": self.allowed,
            "skills": [t.to_json() for t in self.targets if t.kind == "skill"],
            "memory": [t.to_json() for t in self.targets if t.kind == "memory"],
            "counts": {
                v: sum(1 for t in self.targets if t.verdict == v)
                for v in ("safe", "caution", "dangerous")
            },
            "trust": self.trust.to_json() if self.trust else None,
        }
