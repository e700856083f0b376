"""SKILL.md text: split frontmatter and body by Hermes' fence rules, round-trip byte for byte."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, NamedTuple

from hermes_git.problems import Problem

if TYPE_CHECKING:
    from hermes_git.parse.yamlio import YAMLError

BOM = "\ufeff"
# Hermes (agent/skill_utils.parse_frontmatter): the block opens with `---` at offset 0 and ends at
# the first newline + `---` + optional whitespace + newline, searched from offset 3.
_CLOSE_FENCE = re.compile(r"\n---\s*\n")


class YamlProblem(NamedTuple):
    """Why a frontmatter block did not load, with its 1-based line in the file."""

    message: str
    line: int | None
    bounds: bool = False  # a bound was broken (`YamlBoundsError`): nothing was loaded from it

    def bounds_problem(self, path: str) -> Problem:
        """The `yaml-bounds` error `validate` gives for this problem (a bounds one)."""
        return bounds_problem(path, self.message, self.line)


BOUNDS_FIX = "write plain keys and values: no deep nesting, no aliases (*name) by the thousand"


def bounds_problem(path: str, message: str, line: int | None) -> Problem:
    """The `yaml-bounds` error of a frontmatter that broke a YAML bound at 1-based `line`
    (None: no line is known, e.g. a text too long; the fence's line 1 is named then)."""
    return Problem(path, f"{message}; {BOUNDS_FIX}", "yaml-bounds", line=line or 1, fix=BOUNDS_FIX)


@dataclass(frozen=True)
class Document:
    """A SKILL.md (or DESCRIPTION.md) split the way Hermes splits it.

    `yaml_text` and `body` use `\\n` newlines; `newline` and `bom` remember the file's own form so
    that `render()` of an unchanged document gives back the original bytes.
    """

    yaml_text: str | None  # None: no frontmatter (Hermes then sees the whole text as the body)
    close_fence: str
    body: str
    newline: str = "\n"  # "\n", "\r\n", or "mixed"
    bom: bool = False
    _original: bytes | None = field(default=None, compare=False, repr=False)
    chars: int | None = field(default=None, compare=False, repr=False)  # of the file, as parsed

    @property
    def has_frontmatter(self) -> bool:
        return self.yaml_text is not None

    def logical_text(self) -> str:
        """The text as Hermes reads it (BOM dropped, newlines normalised)."""
        if self.yaml_text is None:
            return self.body
        return "---" + self.yaml_text + self.close_fence + self.body

    def render(self) -> bytes:
        """The file's bytes; an unchanged document gives exactly the bytes it was parsed from."""
        if self._original is not None:
            return self._original
        text = self.logical_text()
        if self.newline == "\r\n":
            text = text.replace("\n", "\r\n")
        return ((BOM if self.bom else "") + text).encode("utf-8")

    def with_changes(self, *, yaml_text: str | None = None, body: str | None = None) -> Document:
        """A copy with a new frontmatter text and/or body, in the same newline style."""
        newline = "\n" if self.newline == "mixed" else self.newline
        return replace(
            self,
            yaml_text=self.yaml_text if yaml_text is None else yaml_text,
            close_fence=self.close_fence or "\n---\n",
            body=self.body if body is None else body,
            newline=newline,
            _original=None,
            chars=None,
        )

    def frontmatter_line(self, yaml_line: int) -> int:
        """The 1-based file line of a 0-based line inside `yaml_text`."""
        return yaml_line + 1

    def body_start_line(self) -> int:
        """The 1-based file line where the body starts."""
        if self.yaml_text is None:
            return 1
        return 1 + self.yaml_text.count("\n") + self.close_fence.count("\n")


def parse_document(data: bytes) -> Document:
    """Split SKILL.md bytes into frontmatter and body by Hermes' rules.

    Raises:
        UnicodeDecodeError: the bytes are not UTF-8.
    """
    text = data.decode("utf-8")
    chars = len(text)
    bom = text.startswith(BOM)
    if bom:
        text = text[1:]
    newline = _newline_style(text)
    logical = text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text
    yaml_text, close_fence, body = split_text(logical)
    return Document(yaml_text, close_fence, body, newline, bom, _original=data, chars=chars)


def split_text(text: str) -> tuple[str | None, str, str]:
    """(yaml text or None, closing fence, body) of `\\n`-newline text, exactly as Hermes splits."""
    if not text.startswith("---"):
        return None, "", text
    match = _CLOSE_FENCE.search(text, 3)
    if match is None:
        return None, "", text
    return text[3 : match.start()], match.group(0), text[match.end() :]


def _newline_style(text: str) -> str:
    if "\r" not in text:  # nearly always: one fast scan instead of three counts
        return "\n"
    crlf = text.count("\r\n")
    if crlf == 0:
        return "mixed" if "\r" in text else "\n"
    if crlf == text.count("\n") and crlf == text.count("\r"):
        return "\r\n"
    return "mixed"


def load_frontmatter(doc: Document) -> tuple[dict[str, Any], YamlProblem | None]:
    """The frontmatter mapping as Hermes sees it, and the YAML problem if it did not load.

    Like Hermes: a non-mapping gives `{}`; broken YAML falls back to `key: value` line splitting.
    """
    if doc.yaml_text is None:
        return {}, None
    # start-up: splitting a document (the guard) needs no PyYAML; loading one does
    from hermes_git.parse.yamlio import YAMLError, yaml_load

    try:
        parsed = yaml_load(doc.yaml_text)
    except YAMLError as exc:
        return _fallback_pairs(doc.yaml_text), _yaml_problem(doc, exc)
    if isinstance(parsed, dict):
        return parsed, None
    return {}, None


def _fallback_pairs(yaml_text: str) -> dict[str, Any]:
    pairs: dict[str, Any] = {}
    for line in yaml_text.strip().split("\n"):
        if ":" in line:
            key, value = line.split(":", 1)
            pairs[key.strip()] = value.strip()
    return pairs


def _yaml_problem(doc: Document, exc: YAMLError) -> YamlProblem:
    from hermes_git.parse.yamlio import yaml_error_info  # start-up: as in load_frontmatter

    info = yaml_error_info(exc)
    line = doc.frontmatter_line(info.line) if info.line is not None else None
    return YamlProblem(info.message, line, info.bounds)
