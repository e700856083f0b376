"""The rules of `hermes-git validate` that a schema cannot express, and the table of all rules."""

from __future__ import annotations

import bisect
import os
import posixpath
import re
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any

from hermes_git.frontmatter import Document, bounds_problem
from hermes_git.parse.yamlio import MarkedYaml, YamlErrorInfo
from hermes_git.problems import Problem
from hermes_git.schema.load import load_schema
from hermes_git.schema.problems import KeyPath, LineOf, pointer, show

MAX_SKILL_CHARS = 100_000  # Hermes' MAX_SKILL_CONTENT_CHARS for agent writes
MAX_DESCRIPTION = 1024
MAX_NAME = 64  # Hermes' MAX_NAME_LENGTH
INDEX_DESCRIPTION = 60  # longer descriptions are cut to 57 characters + "..." in Hermes' index
SPEC_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
# What follows `](` in a Markdown link or image: the target and an optional title.
_TARGET = re.compile(r"[ \t]*<?([^)\s>]+)>?(?:[ \t]+[\"'][^\n]*?[\"'])?[ \t]*\)")
_LINK = re.compile(r"\]\(")
_FENCE = re.compile(r"^ {0,3}(?:```|~~~)", re.MULTILINE)
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")

# Every rule: what it checks (used by SARIF rule descriptions and docs/validate.md).
RULES: dict[str, str] = {
    "encoding": "The file is not UTF-8.",
    "bom": "The file starts with a UTF-8 byte order mark.",
    "frontmatter-missing": "SKILL.md does not start with a `---` frontmatter block.",
    "frontmatter-unclosed": "The frontmatter is not closed by a `---` line followed by a newline.",
    "frontmatter-not-mapping": "The frontmatter is not a YAML mapping.",
    "yaml-syntax": "The frontmatter is not valid YAML.",
    "allowed-tools-list": "`allowed-tools` is a YAML list (Hermes and Claude Code take it; the "
    "agentskills.io spec wants one space-separated string).",
    "yaml-bounds": "The frontmatter is too large, nested too deep, or expands too far by aliases.",
    "yaml-tab": "A tab is used for indentation in the frontmatter.",
    "yaml-colon": "A plain value contains ': ' (quote the value).",
    "yaml-duplicate-key": "A key is given twice in one mapping.",
    "required": "A required key is missing.",
    "unknown-key": "A top-level key the profile does not define.",
    "name-format": "`name` breaks the naming rules.",
    "name-dir": "`name` differs from the skill's folder name.",
    "description-length": "`description` is empty or too long.",
    "index-description": "Hermes' skills index cuts the description.",
    "compatibility-length": "`compatibility` is empty or longer than 500 characters.",
    "metadata-value": "A `metadata` value is not a string.",
    "type": "A value has the wrong type.",
    "enum": "A value is not one of the allowed values.",
    "pattern": "A value does not have the required form.",
    "skill-size": "SKILL.md is over Hermes' 100,000-character limit for agent writes.",
    "body-empty": "SKILL.md has no body.",
    "missing-file": "The body links to a file that is not in the skill folder.",
    "memory-entry": "A memory entry is empty or holds a line with only the delimiter sign.",
    "memory-limit": "A memory file is over its character limit.",
    "memory-not-canonical": "A memory file is not in the exact form Hermes writes.",
    "memory-duplicate": "A memory entry is given twice.",
    "unreadable": "The file cannot be read.",
}


def line_finder(doc: Document, marked: MarkedYaml | None) -> LineOf:
    """Map a key path to its 1-based file line (its nearest marked parent; the fence for `$`)."""
    lines = marked.lines if marked is not None else {}

    def line_of(where: KeyPath) -> int | None:
        while where:
            if where in lines:
                return doc.frontmatter_line(lines[where])
            where = where[:-1]
        return 1

    return line_of


def yaml_problem(path: str, info: YamlErrorInfo, doc: Document) -> Problem:
    """The problem for YAML that does not load: a tab, an unquoted colon, or another error."""
    where, message = info.line, info.message
    lines = (doc.yaml_text or "").split("\n")
    last = len(lines) - 1
    at_end = (
        where is None or where > last or (where == last and (info.column or 0) >= len(lines[last]))
    )
    if info.context_line is not None and at_end:
        # The parser ran off the end: point at what was left open (a quote, a list).
        where, message = info.context_line, f"{message} {info.context}".strip()
    line = doc.frontmatter_line(where) if where is not None else 1
    if info.bounds:
        return bounds_problem(path, message, line)
    text_line = _yaml_line(doc, info.line)
    if "tab" in info.message or "\t" in text_line[: len(text_line) - len(text_line.lstrip())]:
        return Problem(
            path,
            "a tab is used for indentation; YAML allows only spaces there",
            "yaml-tab",
            line=line,
        )
    if info.message.startswith("mapping values are not allowed"):
        key = text_line.split(":", 1)[0].strip() or "key"
        return Problem(
            path,
            f"the value of {key!r} contains ': '; put the whole value in quotes, "
            f'e.g. {key}: "...: ..."',
            "yaml-colon",
            line=line,
        )
    return Problem(path, f"invalid YAML: {message}", "yaml-syntax", line=line)


def _yaml_line(doc: Document, line: int | None) -> str:
    if line is None or doc.yaml_text is None:
        return ""
    lines = doc.yaml_text.split("\n")
    return lines[line] if 0 <= line < len(lines) else ""


def duplicate_problems(path: str, marked: MarkedYaml, doc: Document) -> list[Problem]:
    """One error per key given twice in the same mapping (YAML loaders keep only the last)."""
    return [
        Problem(
            path,
            f"key {str(where[-1])!r} is given twice in this mapping; YAML loaders "
            "keep only the last value",
            "yaml-duplicate-key",
            line=doc.frontmatter_line(line),
            pointer=pointer(where),
        )
        for where, line in marked.duplicates
    ]


def known_keys(schema: str) -> list[str]:
    """The top-level keys a skill schema defines."""
    return list(load_schema(schema).get("properties", {}))


def hermes_name_problems(path: str, data: dict[str, Any], line_of: LineOf) -> list[Problem]:
    """Warnings for names and descriptions Hermes loads but the spec or skill_manage refuse."""
    problems = []
    name = data.get("name")
    if isinstance(name, str) and len(name) > MAX_NAME:
        problems.append(
            Problem(
                path,
                f"the name has {len(name)} characters: Hermes 0.19 refuses skill names over "
                f"{MAX_NAME}",
                "name-format",
                line=line_of(("name",)),
                pointer="$.name",
            )
        )
    elif isinstance(name, str) and name.strip() and not SPEC_NAME.match(name):
        problems.append(
            Problem(
                path,
                f"{show(name)} is not a portable agentskills.io name (1-64 lowercase letters "
                "a-z, digits and single hyphens); other clients may refuse it",
                "name-format",
                "warning",
                line_of(("name",)),
                "$.name",
            )
        )
    description = data.get("description")
    if isinstance(description, str) and len(description) > MAX_DESCRIPTION:
        problems.append(
            Problem(
                path,
                f"the description has {len(description):,} characters: skill_manage refuses "
                "more than 1,024 for agent writes and skills_list cuts it there",
                "description-length",
                "warning",
                line_of(("description",)),
                "$.description",
            )
        )
    return problems


def index_problem(path: str, data: dict[str, Any], line_of: LineOf) -> list[Problem]:
    """A note when Hermes' skills index shows only the start of the description."""
    raw = data.get("description")
    if not isinstance(raw, str):
        return []
    shown = raw.strip().strip("'\"")
    if len(shown) <= INDEX_DESCRIPTION:
        return []
    return [
        Problem(
            path,
            f"Hermes' skills index shows only the first 57 characters: "
            f"{shown[:57]!r}...; put what matters first",
            "index-description",
            "info",
            line_of(("description",)),
            "$.description",
        )
    ]


def name_dir_problem(
    path: str, data: dict[str, Any], dir_name: str, severity: str, line_of: LineOf
) -> list[Problem]:
    """A problem when the frontmatter name is not the folder name."""
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or name.strip() == dir_name:
        return []
    return [
        Problem(
            path,
            f"name {show(name)} differs from the folder name {dir_name!r}; Hermes' "
            "skill_view and skill_manage find the skill only by its folder name",
            "name-dir",
            severity,
            line_of(("name",)),
            "$.name",
        )
    ]


def body_problems(
    path: str, doc: Document, exists: Callable[[str], bool], chars: int
) -> list[Problem]:
    """Size, an empty body, and links to files that are not in the skill folder (`exists`:
    whether a link's target is, see `exists_in`)."""
    problems = []
    if chars > MAX_SKILL_CHARS:
        problems.append(
            Problem(
                path,
                f"SKILL.md has {chars:,} characters, over Hermes' limit of 100,000 for agent "
                "writes: skill_manage cannot patch or rewrite it (it still loads)",
                "skill-size",
                "warning",
                1,
            )
        )
    if not doc.body or doc.body.isspace():
        problems.append(
            Problem(
                path,
                "the body is empty: a skill needs instructions after the "
                "frontmatter (skill_manage refuses a SKILL.md without them)",
                "body-empty",
                "warning",
                doc.body_start_line(),
            )
        )
    problems.extend(_missing_links(path, doc, exists))
    return problems


def _missing_links(path: str, doc: Document, exists: Callable[[str], bool]) -> list[Problem]:
    body = doc.body
    fences: list[int] | None = None
    problems = []
    for start, target in _link_targets(body):
        if _SCHEME.match(target) or target.startswith(("#", "/")):
            continue
        rel = target.split("#", 1)[0].split("?", 1)[0]
        if not rel or exists(rel):
            continue
        if fences is None:
            fences = [m.start() for m in _FENCE.finditer(body)]
        if _in_code(body, start, fences):
            continue
        line = doc.body_start_line() + body.count("\n", 0, start)
        problems.append(
            Problem(
                path,
                f"links to {rel!r}, which is not in the skill folder",
                "missing-file",
                "warning",
                line,
            )
        )
    return problems


def exists_in(folder: Path, rel: str) -> bool:
    """`(folder / rel).exists()` without building a Path (POSIX): the same parts are joined."""
    if os.sep != "/":
        return (folder / rel).exists()
    parts = [part for part in rel.split("/") if part and part != "."]
    return os.path.exists("/".join([str(folder), *parts]))


def exists_among(files: Collection[str], rel: str) -> bool:
    """`exists_in` for a skill given as the paths of its files (relative to its folder): a
    file or a folder of them; the skill folder and its parent exist, nothing else outside."""
    target = posixpath.normpath(rel)
    if target in (".", ".."):
        return True
    if target.startswith("../"):
        return False
    return target in files or any(path.startswith(target + "/") for path in files)


def _link_targets(body: str) -> list[tuple[int, str]]:
    """(offset of `[`, target) of each `[text](target)`; a plain scan, much faster than a regex."""
    found = []
    for link in _LINK.finditer(body):  # faster than str.find for a two-character needle
        pos = link.start()
        opening = body.rfind("[", body.rfind("\n", 0, pos) + 1, pos)
        match = _TARGET.match(body, pos + 2)
        if opening != -1 and match is not None:
            found.append((opening, match.group(1)))
    return found


def _in_code(body: str, pos: int, fences: list[int]) -> bool:
    """Whether `pos` is inside a fenced code block or an inline code span."""
    if bisect.bisect_right(fences, pos) % 2 == 1:
        return True
    line_start = body.rfind("\n", 0, pos) + 1
    return body.count("`", line_start, pos) % 2 == 1


def tool_list_problem(path: str, front: dict[str, Any], line_of: LineOf) -> list[Problem]:
    """A warning for `allowed-tools` written as a list under the hermes profile (an error only
    under the strict agentskills profile, fine under claude-code)."""
    tools = front.get("allowed-tools")
    if not isinstance(tools, list):
        return []
    joined = " ".join(str(t) for t in tools)
    return [
        Problem(
            path,
            "allowed-tools is a list; Hermes and Claude Code accept it, the agentskills.io spec "
            f'wants one string: allowed-tools: "{joined}"',
            "allowed-tools-list",
            "warning",
            line_of(("allowed-tools",)),
            "$.allowed-tools",
        )
    ]
