"""Suppressions with an audit trail: inline pragmas with a reason, and the reviewed allow file."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from hermes_git.errors import ConfigError
from hermes_git.guard.model import Finding

# `# hermes-git: allow RULE[,RULE] -- reason`, also after `//` or inside `<!-- -->`.
PRAGMA = re.compile(
    r"(?:#|//|<!--)\s*hermes-git:\s*allow\s+([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)"
    r"(?:\s+@([0-9a-f]{8,64}))?\s+--\s+(.+?)\s*(?:-->|$)",
    re.MULTILINE,
)
_COMMENT_ONLY = re.compile(r"^\s*(?:#|//|<!--)")


@dataclass(frozen=True)
class Pragma:
    """An inline suppression: the rules it names, the line it covers, and why."""

    rules: frozenset[str]
    line: int
    reason: str
    pinned: bool = False  # carried a fingerprint of the covered line, and it still matches
    stale: bool = False  # carried a fingerprint that no longer matches: the line changed
    fingerprint: str = ""  # the covered line's fingerprint now (what a pin must start with)


@dataclass(frozen=True)
class AllowEntry:
    """A reviewed suppression: rule, file, the file's content hash, reviewer and reason."""

    rule: str
    path: str
    sha256: str
    reviewer: str
    reason: str
    line: int | None = None


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def line_fingerprint(line: str) -> str:
    """The fingerprint a pinned pragma carries: sha256 of the covered code, pragma removed."""
    code = PRAGMA.sub("", line).rstrip().rstrip("#/<!- ").strip()
    return hashlib.sha256(code.encode("utf-8")).hexdigest()


def pragmas(text: str) -> list[Pragma]:
    """Pragmas of a file; one alone on its line covers the next line, else its own line.

    `# hermes-git: allow RULE @FINGERPRINT -- reason` pins the pragma to the covered line's
    content (`line_fingerprint`): when that line changes, the pragma stops applying.
    """
    found = []
    lines = text.split("\n")
    for match in PRAGMA.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        start = text.rfind("\n", 0, match.start()) + 1
        alone = _COMMENT_ONLY.match(text[start : match.start() + 4]) is not None
        covered = line + 1 if alone else line
        rules = frozenset(r.strip() for r in match.group(1).split(","))
        pin = match.group(2)
        current = line_fingerprint(lines[covered - 1]) if covered <= len(lines) else ""
        stale = pin is not None and not current.startswith(pin)
        found.append(
            Pragma(rules, covered, match.group(3), pin is not None and not stale, stale, current)
        )
    return found


def load_allow_file(path: Path) -> list[AllowEntry]:
    """Entries of the allow file (none when it does not exist).

    Raises:
        ConfigError: the file is not valid YAML or breaks `schemas/guard-allow.schema.json`.
    """
    if not path.is_file():
        return []
    # start-up: a scan without an allow file needs neither PyYAML nor fastjsonschema
    from hermes_git.parse.yamlio import YAMLError, yaml_load
    from hermes_git.schema.load import validate

    try:
        data = yaml_load(path.read_text("utf-8"))
    except (YAMLError, UnicodeDecodeError) as exc:
        raise ConfigError(
            f"not valid YAML: {exc}",
            path=path,
            fix="fix the YAML, or regenerate entries with `hermes-git guard allow`",
        ) from None
    problems = validate(data, "guard-allow", str(path))
    if problems:
        raise ConfigError(
            f"{problems[0].pointer}: {problems[0].message}",
            path=path,
            fix="each entry needs rule, path, sha256, reviewer and reason",
        )
    return [
        AllowEntry(e["rule"], e["path"], e["sha256"], e["reviewer"], e["reason"], e.get("line"))
        for e in data["allow"]
    ]


def apply_pragmas(findings: list[Finding], found: list[Pragma]) -> list[Finding]:
    """Mark findings covered by a pinned pragma naming their rule as suppressed (in source).

    Only a pragma pinned to the covered line's content applies, so that editing the line ends
    the suppression. An unpinned (or stale) one leaves the finding standing, with the exact
    pinned pragma to write in its message.
    """
    result = []
    for finding in findings:
        pragma = next(
            (p for p in found if p.line == finding.line and finding.rule in p.rules), None
        )
        if pragma is None:
            result.append(finding)
        elif pragma.pinned:
            result.append(
                finding.with_changes(
                    suppressed=True,
                    suppression={
                        "kind": "inSource",
                        "justification": pragma.reason,
                        "pinned": "yes",
                    },
                )
            )
        else:
            why = "its line changed" if pragma.stale else "it is not pinned to its line"
            hint = (
                f" (a pragma names this rule but does not apply: {why}; write "
                f"`hermes-git: allow {finding.rule} @{pragma.fingerprint[:12]} -- reason`)"
            )
            result.append(finding.with_changes(message=finding.message + hint))
    return result


def pragma_line(finding: Finding, covered: str) -> str:
    """The exact pragma to paste on the line above `covered` to allow `finding` there."""
    pin = line_fingerprint(covered)[:12]
    body = f"hermes-git: allow {finding.rule} @{pin} -- REASON"
    if finding.path.endswith((".md", ".markdown")) and not finding.context.startswith("code"):
        return f"<!-- {body} -->"
    if finding.path.endswith((".js", ".ts", ".mjs")):
        return f"// {body}"
    return f"# {body}"


def with_pragma_fixes(findings: list[Finding], text: str) -> list[Finding]:
    """Findings that block, each with the pinned pragma that would allow it (`fix`)."""
    lines = text.split("\n")
    return [
        f.with_changes(fix=pragma_line(f, lines[f.line - 1]))
        if f.effect != "safe" and 0 < f.line <= len(lines) and not f.fix
        else f
        for f in findings
    ]


def apply_allow(
    findings: list[Finding], entries: list[AllowEntry], hashes: dict[str, str]
) -> list[Finding]:
    """Mark findings covered by an allow entry whose hash still matches the file."""
    if not entries:
        return findings
    result = []
    for finding in findings:
        current = hashes.get(finding.path, "")
        entry = next(
            (
                e
                for e in entries
                if e.rule == finding.rule
                and e.path == finding.path
                and current.startswith(e.sha256)
                and (e.line is None or e.line == finding.line)
            ),
            None,
        )
        result.append(
            finding
            if entry is None
            else finding.with_changes(
                suppressed=True,
                suppression={
                    "kind": "external",
                    "justification": entry.reason,
                    "reviewer": entry.reviewer,
                },
            )
        )
    return result
