"""A guard report as SARIF 2.1.0 (written by `report.sarif_log`), GitHub annotations, or text."""

from __future__ import annotations

from typing import Any

from hermes_git import __version__
from hermes_git.guard.model import Finding, sort_findings
from hermes_git.guard.targets import Report, Target
from hermes_git.report import SarifResult, sarif_log

LEVELS = {"dangerous": "error", "caution": "warning", "safe": "note"}
MARKS = {"dangerous": "DANGEROUS", "caution": "CAUTION", "safe": "safe"}


def _findings(report: Report) -> list[Finding]:
    return [f for t in report.targets for f in sort_findings(t.findings)]


def _rule_entry(rule_id: str, finding: Finding) -> dict[str, Any]:
    from hermes_git.guard.match.rules import load_rules  # the rules load only for a finding's entry

    rule = load_rules().by_id.get(rule_id)
    text = rule.description if rule is not None else finding.message
    return {
        "id": rule_id,
        "name": rule_id,
        "shortDescription": {"text": text},
        "properties": {"category": finding.category, "tags": ["security", finding.category]},
    }


def _result(finding: Finding) -> SarifResult:
    suppression = None
    if finding.suppressed and finding.suppression:
        suppression = {
            "kind": finding.suppression.get("kind", "inSource"),
            "justification": finding.suppression.get("justification", ""),
        }
    return SarifResult(
        finding.rule,
        LEVELS[finding.effect] if not finding.suppressed else "note",
        f"{finding.message}: {finding.excerpt}",
        finding.path,
        max(finding.line, 1),
        properties={
            "severity": finding.severity,
            "confidence": finding.confidence,
            "context": finding.context,
            **({"evidence": list(finding.evidence)} if finding.evidence else {}),
        },
        suppression=suppression,
    )


def to_sarif(report: Report) -> dict[str, Any]:
    """The report as one SARIF 2.1.0 log (one run, one result per finding)."""
    findings = _findings(report)
    rules: dict[str, dict[str, Any]] = {}
    for finding in findings:
        rules.setdefault(finding.rule, _rule_entry(finding.rule, finding))
    return sarif_log(
        "hermes-git guard",
        __version__,
        list(rules.values()),
        [_result(f) for f in findings],
        properties={
            "verdict": report.verdict,
            "allowed": report.allowed,
            "capabilities": {
                t.path or t.name: t.capabilities for t in report.targets if t.capabilities
            },
        },
    )


def to_github(report: Report) -> str:
    """GitHub Actions workflow commands: one annotation per finding that matters."""
    lines = []
    for finding in _findings(report):
        if finding.suppressed or finding.effect == "safe":
            continue
        kind = "error" if finding.effect == "dangerous" else "warning"
        message = f"{finding.message}: {finding.excerpt}".replace("%", "%25").replace("\n", "%0A")
        lines.append(
            f"::{kind} file={finding.path},line={max(finding.line, 1)},"
            f"title={finding.rule}::{message}"
        )
    lines.append(f"hermes-git scan: {report.verdict}, {'allowed' if report.allowed else 'blocked'}")
    return "\n".join(lines)


def _decoded_how(finding: Finding) -> str:
    """`decoded (base64>xor-key:'k'): ` for a finding seen in a decoded payload, else ''."""
    if not finding.context.startswith("decoded:"):
        return ""
    return f"decoded ({finding.context[len('decoded:') :].rsplit(' in ', 1)[0]}): "


def _target_text(target: Target, verbose: bool, fixes: bool = True) -> list[str]:
    head = (
        f"{MARKS[target.verdict]:<9} {target.path or target.name} ({target.kind}, "
        f"{target.trust}: {target.decision})"
    )
    lines = [head]
    for finding in sort_findings(target.findings):
        if finding.effect == "safe" and not finding.suppressed and not verbose:
            continue
        mark = " [suppressed]" if finding.suppressed else ""
        lines.append(
            f"  {finding.severity:<8} {finding.path}:{finding.line}: {finding.message} "
            f"[{finding.rule}]{mark}"
        )
        lines.append(f"           {_decoded_how(finding)}{finding.excerpt}")
        if finding.fix and not finding.suppressed and fixes:
            lines.append(f"           to allow it, paste above that line: {finding.fix}")
        lines.extend(f"           trace: {e}" for e in finding.evidence[: None if verbose else 2])
    lines.extend(f"  note: {note}" for note in target.notes)
    return lines


def to_text(report: Report, verbose: bool = False, fixes: bool = True) -> str:
    """People's view: every skill that is not safe with its findings, then the totals
    (`fixes` False: without each finding's pragma, for a hook that prints `routes`)."""
    lines: list[str] = []
    for target in report.targets:
        if target.verdict != "safe" or verbose or target.notes:
            lines.extend(_target_text(target, verbose, fixes))
    counts = {
        v: sum(1 for t in report.targets if t.verdict == v)
        for v in ("safe", "caution", "dangerous")
    }
    tally = ", ".join(f"{n} {v}" for v, n in counts.items())
    lines.append(
        f"{len(report.targets)} scanned ({tally}): verdict {report.verdict}, "
        f"{'allowed' if report.allowed else 'BLOCKED by policy'}"
        + (f"; {report.trust.text()}" if report.trust else "")
    )
    return "\n".join(lines)
