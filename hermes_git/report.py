"""Problems as text, JSON, SARIF 2.1.0 or GitHub workflow annotations (plain strings, no click)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import PurePosixPath
from typing import Any
from urllib.parse import quote

from hermes_git.problems import Problem

FORMATS = ("text", "json", "sarif", "github")
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"  # what GitHub code scanning names
INFORMATION_URI = "https://github.com/hermes-git/hermes-git"
_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
_GITHUB_COMMAND = {"error": "error", "warning": "warning", "info": "notice"}
_NOUNS = {
    "error": ("error", "errors"),
    "warning": ("warning", "warnings"),
    "info": ("note", "notes"),
}


def text_line(problem: Problem) -> str:
    """`path:line: message [rule]`, then `  fix: ...` on a line of its own when there is one;
    warnings and notes say so before the message."""
    if problem.severity != "error":
        problem = replace(problem, message=f"{problem.severity}: {problem.message}")
    return problem.render() + (f"\n  fix: {problem.fix}" if problem.fix else "")


def text(problems: Sequence[Problem]) -> str:
    """One line per problem."""
    return "\n".join(text_line(p) for p in problems)


def summary(problems: Sequence[Problem], files: int, hidden_infos: bool = False) -> str:
    """`12 files: 1 error, 2 warnings, 3 notes` (and how to see hidden notes)."""
    counts = [(s, sum(1 for p in problems if p.severity == s)) for s in _NOUNS]
    parts = [f"{n} {_NOUNS[s][n != 1]}" for s, n in counts if n]
    noun = "file" if files == 1 else "files"
    line = f"{files} {noun} checked: " + (", ".join(parts) if parts else "no problems")
    if hidden_infos and counts[2][1]:
        line += " (-v shows the notes)"
    return line


def json_document(problems: Sequence[Problem], **meta: Any) -> str:
    """One JSON document: `meta` (profile, files, ...), counts by severity, and every problem."""
    counts = {s: sum(1 for p in problems if p.severity == s) for s in _NOUNS}
    data = {
        **meta,
        "ok": counts["error"] == 0,
        "summary": counts,
        "problems": [p.to_json() for p in problems],
    }
    return json.dumps(data, indent=2, ensure_ascii=False)


def github(problems: Sequence[Problem]) -> str:
    """GitHub Actions workflow commands: `::error file=F,line=L,title=RULE::message`."""
    lines = []
    for p in problems:
        props = [f"file={_gh_property(p.path)}"]
        if p.line is not None:
            props.append(f"line={p.line}")
        props.append(f"title={_gh_property(p.rule)}")
        command = _GITHUB_COMMAND.get(p.severity, "warning")
        lines.append(f"::{command} {','.join(props)}::{_gh_data(_with_fix(p))}")
    return "\n".join(lines)


def _with_fix(problem: Problem) -> str:
    return problem.message + (f"\nfix: {problem.fix}" if problem.fix else "")


def _gh_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _gh_property(value: str) -> str:
    return _gh_data(value).replace(":", "%3A").replace(",", "%2C")


@dataclass(frozen=True)
class SarifResult:
    """One SARIF result: a rule that fired at a file (and line, and JSON path) with a message."""

    rule: str
    level: str  # SARIF's: error, warning, note
    message: str
    path: str
    line: int | None = None
    pointer: str | None = None  # a logical location: the JSON path inside the file
    properties: Mapping[str, Any] | None = None
    suppression: Mapping[str, str] | None = None  # kind, justification


def sarif_log(
    tool: str,
    version: str,
    rules: Sequence[Mapping[str, Any]],
    results: Sequence[SarifResult],
    **run: Any,
) -> dict[str, Any]:
    """A SARIF 2.1.0 log with one run: the tool and its `rules` (each with an `id`), one entry
    per result, and `run`'s extra members (`properties`...). The one SARIF writer."""
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    driver = {"name": tool, "version": version, "informationUri": INFORMATION_URI}
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {**driver, "rules": list(rules)}},
                "results": [_sarif_result(r, index[r.rule]) for r in results],
                **run,
            }
        ],
    }


def _sarif_result(result: SarifResult, rule_index: int) -> dict[str, Any]:
    physical: dict[str, Any] = {"artifactLocation": {"uri": _uri(result.path)}}
    if result.line is not None:
        physical["region"] = {"startLine": result.line}
    location: dict[str, Any] = {"physicalLocation": physical}
    if result.pointer is not None:
        location["logicalLocations"] = [{"fullyQualifiedName": result.pointer, "kind": "member"}]
    out: dict[str, Any] = {
        "ruleId": result.rule,
        "ruleIndex": rule_index,
        "level": result.level,
        "message": {"text": result.message},
        "locations": [location],
    }
    if result.properties is not None:
        out["properties"] = dict(result.properties)
    if result.suppression is not None:
        out["suppressions"] = [dict(result.suppression)]
    return out


def sarif(problems: Sequence[Problem], rules: Mapping[str, str], version: str) -> dict[str, Any]:
    """Validation problems as a SARIF log: the rules that fired (sorted), one result each."""
    used = sorted({p.rule for p in problems})
    return sarif_log(
        "hermes-git",
        version,
        [{"id": rule, "shortDescription": {"text": rules.get(rule, rule)}} for rule in used],
        [
            SarifResult(
                p.rule,
                _SARIF_LEVEL.get(p.severity, "warning"),
                _with_fix(p),
                p.path,
                p.line,
                p.pointer,
            )
            for p in problems
        ],
    )


def _uri(path: str) -> str:
    posix = PurePosixPath(path.replace("\\", "/"))
    if posix.is_absolute():
        return "file://" + quote(posix.as_posix())
    return quote(posix.as_posix())


def render(
    problems: Sequence[Problem],
    fmt: str,
    *,
    files: int,
    profile: str,
    rules: Mapping[str, str],
    version: str,
) -> str:
    """The problems in `fmt` (text, json, sarif or github) as one string."""
    if fmt == "json":
        return json_document(problems, profile=profile, files=files)
    if fmt == "sarif":
        return json.dumps(sarif(problems, rules, version), indent=2, ensure_ascii=False)
    if fmt == "github":
        return github(problems)
    return text(problems)
