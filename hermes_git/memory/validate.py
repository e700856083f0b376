"""Memory files (MEMORY.md, USER.md) for `hermes-git validate`: entries, limits, Hermes' form."""

from __future__ import annotations

from pathlib import Path

from hermes_git.config import DEFAULT_LIMITS
from hermes_git.frontmatter import BOM
from hermes_git.memory.entries import DELIMITER, TARGETS, dedupe, render_entries
from hermes_git.problems import Problem
from hermes_git.schema.problems import KeyPath, schema_problems

MEMORY_FILES = {name: target for target, name in TARGETS.items()}


_BOM_EFFECT = {
    "skill": "Hermes 0.19 strips it, but older Hermes and other tools then see no frontmatter",
    "memory": "Hermes keeps it as an invisible character at the start of the first entry",
}


def bom_problem(path: str, bom: bool, kind: str = "skill") -> list[Problem]:
    """A warning for a UTF-8 byte order mark at the start of a file (`kind`: skill or memory)."""
    if not bom:
        return []
    return [
        Problem(
            path,
            f"the file starts with a UTF-8 byte order mark: {_BOM_EFFECT[kind]}; "
            "save it without one",
            "bom",
            "warning",
            1,
        )
    ]


def validate_memory(
    path: Path, display: str | None = None, limits: dict[str, int] | None = None
) -> list[Problem]:
    """Every problem of a memory file (MEMORY.md or USER.md), against the configured limits."""
    shown = display or str(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        return [Problem(shown, f"cannot read: {exc.strerror}", "unreadable")]
    except UnicodeDecodeError as exc:
        return [
            Problem(
                shown, f"not UTF-8 (byte {exc.start}); save the file as UTF-8", "encoding", line=1
            )
        ]
    problems = bom_problem(shown, text.startswith(BOM), "memory")
    text = text.removeprefix(BOM)
    logical = text.replace("\r\n", "\n").replace("\r", "\n")
    pieces, lines = _pieces(logical)
    entries = dedupe([e for e in pieces if e])
    chars = len(render_entries(entries))
    instance = {"file": path.name, "chars": chars, "entries": pieces}

    def line_of(where: KeyPath) -> int | None:
        return lines[where[1]] if len(where) == 2 and isinstance(where[1], int) else 1

    found = schema_problems(instance, "memory", shown, line_of)
    target = MEMORY_FILES[path.name]
    limit = (limits or DEFAULT_LIMITS).get(target, DEFAULT_LIMITS[target])
    found = _apply_limit(found, shown, path.name, chars, limit, DEFAULT_LIMITS[target])
    problems += [p if p.pointer != "$.chars" else _with_line(p, 1) for p in found]
    problems += _memory_form(shown, logical, pieces, lines, entries, bool(found))
    return sorted(problems, key=lambda p: (p.line or 0, p.pointer, p.rule))


def _pieces(text: str) -> tuple[list[str], list[int]]:
    """The stripped pieces between delimiters (empty ones kept) and the line each starts on."""
    if not text.strip():
        return [], []
    pieces, lines, offset = [], [], 0
    for raw in text.split(DELIMITER):
        lead = len(raw) - len(raw.lstrip())
        pieces.append(raw.strip())
        lines.append(1 + text.count("\n", 0, offset + lead))
        offset += len(raw) + len(DELIMITER)
    return pieces, lines


def _apply_limit(
    found: list[Problem], path: str, name: str, chars: int, limit: int, default: int
) -> list[Problem]:
    if limit == default:
        return found
    found = [p for p in found if p.pointer != "$.chars"]
    if chars > limit:
        found.append(
            Problem(
                path,
                f"the entries hold {chars} characters, over the configured "
                f"limit of {limit} for {name}",
                "memory-limit",
                pointer="$.chars",
            )
        )
    return found


def _with_line(problem: Problem, line: int) -> Problem:
    return Problem(
        problem.path, problem.message, problem.rule, problem.severity, line, problem.pointer
    )


def _memory_form(
    path: str, text: str, pieces: list[str], lines: list[int], entries: list[str], has_errors: bool
) -> list[Problem]:
    problems = []
    seen: set[str] = set()
    for index, entry in enumerate(pieces):
        if entry and entry in seen:
            problems.append(
                Problem(
                    path,
                    "this entry is given twice; Hermes drops the copy when it loads the file",
                    "memory-duplicate",
                    "warning",
                    lines[index],
                    f"$.entries[{index}]",
                )
            )
        seen.add(entry)
    if not has_errors and text.strip() != render_entries(entries) and not problems:
        problems.append(
            Problem(
                path,
                "not in the exact form Hermes writes (entries joined by "
                "'\\n§\\n', no stray spaces or blank lines): Hermes 0.19 refuses "
                "to replace or remove entries until it is rewritten",
                "memory-not-canonical",
                "warning",
                1,
            )
        )
    return problems
