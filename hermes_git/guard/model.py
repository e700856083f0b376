"""Findings, severities, confidences and verdicts: the guard's data model."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace

SEVERITIES = ("info", "low", "medium", "high", "critical")
CONFIDENCES = ("low", "medium", "high")
VERDICTS = ("safe", "caution", "dangerous")
TRUST_LEVELS = ("builtin", "trusted", "community", "agent-created")
EXCERPT_WIDTH = 120


def severity_rank(severity: str) -> int:
    return SEVERITIES.index(severity)


def shift_severity(severity: str, delta: int) -> str:
    """`severity` moved `delta` steps (clamped to info..critical)."""
    index = max(0, min(len(SEVERITIES) - 1, SEVERITIES.index(severity) + delta))
    return SEVERITIES[index]


def shift_confidence(confidence: str, delta: int) -> str:
    index = max(0, min(len(CONFIDENCES) - 1, CONFIDENCES.index(confidence) + delta))
    return CONFIDENCES[index]


def cut(text: str, width: int = EXCERPT_WIDTH) -> str:
    """One line of at most `width` characters."""
    one = " ".join(text.split())
    return one[: width - 3] + "..." if len(one) > width else one


@dataclass(frozen=True)
class Finding:
    """One thing the guard saw: which rule, how bad, how sure, and where."""

    rule: str
    category: str
    severity: str
    confidence: str
    path: str
    line: int
    excerpt: str
    message: str
    context: str = ""  # where it was seen: prose, code:bash, script:python, decoded:base64, ...
    tags: tuple[str, ...] = ()
    suppressed: bool = False
    suppression: dict[str, str] | None = field(default=None, compare=False)
    fix: str = field(default="", compare=False)  # the pinned pragma that would allow it
    evidence: tuple[str, ...] = field(default=(), compare=False)  # trace lines (detonation)

    @property
    def effect(self) -> str:
        """The verdict this finding alone gives (suppressed findings give `safe`)."""
        if self.suppressed:
            return "safe"
        sure = self.confidence != "low"
        if self.severity == "critical":
            return "dangerous" if sure else "caution"
        if self.severity == "high" and sure:
            return "caution"
        return "safe"

    def with_changes(self, **changes: object) -> Finding:
        return replace(self, **changes)  # type: ignore[arg-type]

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data["tags"] = list(self.tags)
        if not self.fix:
            del data["fix"]
        evidence = data.pop("evidence")
        if evidence:  # only detonation findings carry trace lines
            data["evidence"] = list(evidence)
        return data

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Finding:
        values = dict(data)
        values["tags"] = tuple(values.get("tags") or ())  # type: ignore[arg-type]
        values["evidence"] = tuple(values.get("evidence") or ())  # type: ignore[arg-type]
        return cls(**values)  # type: ignore[arg-type]

    def render(self) -> str:
        mark = " (suppressed)" if self.suppressed else ""
        return (
            f"{self.path}:{self.line}: {self.severity}/{self.confidence} {self.message} "
            f"[{self.rule}]{mark}\n    {self.excerpt}"
        )


def verdict_of(findings: list[Finding]) -> str:
    """The worst effect of the findings: safe, caution or dangerous."""
    worst = 0
    for finding in findings:
        worst = max(worst, VERDICTS.index(finding.effect))
    return VERDICTS[worst]


def worst_verdict(verdicts: list[str]) -> str:
    return VERDICTS[max((VERDICTS.index(v) for v in verdicts), default=0)]


def sort_findings(findings: list[Finding]) -> list[Finding]:
    """Worst first, then by place."""
    return sorted(findings, key=lambda f: (-severity_rank(f.severity), f.path, f.line, f.rule))


def check_finding(
    check: str,
    entry: tuple[str, str, str, str],
    where: tuple[str, int, str],
    detail: str,
    context: str,
    tags: tuple[str, ...],
) -> Finding:
    """A finding of a code check: `entry` is its table row (category, severity, confidence,
    message), `where` the (path, line, line text) it was seen at, `detail` what it saw."""
    category, severity, confidence, message = entry
    path, line, text = where
    message = f"{message}: {detail}" if detail else message
    return Finding(
        check, category, severity, confidence, path, line, cut(text), message, context, tags
    )
