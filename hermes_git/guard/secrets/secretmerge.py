"""The secret engine's verdict joined to a scan's findings: each credential reported once."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from hermes_git.guard.model import Finding
from hermes_git.guard.secrets import secretbaseline
from hermes_git.guard.secrets.secrets import SecretFinding

__all__ = ["merge_secrets", "with_secrets"]


def with_secrets(
    findings: list[Finding],
    files: Mapping[str, bytes | Path],
    base: str = "",
    shown: str = "",
    *,
    root: Path | None,
    scanned: list[SecretFinding] | None = None,
) -> list[Finding]:
    """`findings` plus the secrets of `files` ({repo path: content}) that the baseline of the
    repository at `root` does not accept (`root` None: no baseline, every secret refused).

    The secret engine owns credentials: a guard finding about one (category `secrets`, or a
    backstop rule tagged `secret` such as `mem-hardcoded-secret`) is dropped on a line where
    the engine reports a secret, so each credential is reported once, and suppressed on a
    line the baseline accepts. Repo paths under `base` are shown under `shown`. `scanned`:
    the secrets of `files`, when the caller found them already (a memory file, entry by entry)."""
    reviewed = (
        secretbaseline.review(files, root)
        if scanned is None
        else secretbaseline.split(scanned, root)
    )
    return merge_secrets(findings, reviewed, base, shown)


def merge_secrets(
    findings: list[Finding],
    reviewed: tuple[list[SecretFinding], list[tuple[SecretFinding, secretbaseline.Accepted]]],
    base: str,
    shown: str,
) -> list[Finding]:
    """`with_secrets` once the secret engine and the baseline have spoken (`reviewed`)."""
    refused, accepted = reviewed
    spots = {(shown + f.path[len(base) :], f.line): entry for f, entry in accepted}
    taken = {(shown + f.path[len(base) :], f.line) for f in refused}
    kept = [
        _accepted(f, spots.get((f.path, f.line)))
        for f in findings
        if not (_about_a_secret(f) and (f.path, f.line) in taken)
    ]
    return kept + [
        Finding(
            f"secret:{f.rule}",
            "secrets",
            "critical",
            "high",
            shown + f.path[len(base) :],
            f.line,
            f.excerpt,
            f"a {f.description}: a secret is never committed",
            "secret",
            ("secret",),
        )
        for f in refused
    ]


def _about_a_secret(finding: Finding) -> bool:
    return finding.category == "secrets" or "secret" in finding.tags


def _accepted(finding: Finding, entry: secretbaseline.Accepted | None) -> Finding:
    if entry is None or not _about_a_secret(finding) or finding.suppressed:
        return finding
    suppression = {"kind": "external", "justification": entry.reason, "reviewer": entry.reviewer}
    return finding.with_changes(suppressed=True, suppression=suppression)
