"""A quick reader for the plain YAML most frontmatter is written in; None whenever it is unsure.

It reads block mappings of simple keys, block sequences, one-line flow sequences of plain items,
plain scalars (also over several lines), one-line single- or double-quoted (without escapes)
scalars, and simple `>`, `>-`, `|`, `|-` block scalars. Anything else (comments, tabs, anchors,
tags, blank lines inside text, flow mappings, unusual indentation, characters YAML refuses)
makes it give up, and the caller loads the text with PyYAML as before.
What it returns equals what `frontmatter.yaml_load_marked` builds with PyYAML's C loader: the
same data, the same key lines, the same duplicates (tests compare the two on real and generated
YAML). Plain scalars are typed by the caller's `scalar` function (PyYAML's own resolver).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

KeyPath = tuple[object, ...]
Scalar = Callable[[str], Any]  # a plain scalar's value; raises Unsure for types not handled here

# Anything YAML treats specially somewhere, or that this reader leaves to PyYAML: tabs, CR,
# comments, YAML's other line breaks, the BOM, and characters outside YAML's printable set.
_GIVE_UP = re.compile(
    "[^\n\x20-\x22\x24-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]"
)
_KEY = re.compile(r"( *)([A-Za-z_][A-Za-z0-9_-]{0,99}):(?: +(.*))?\Z")
_ITEM = re.compile(r"( *)- +(.*)\Z")
# First characters of a plain scalar this reader handles (YAML's indicators excluded).
_BLOCK_SCALARS = frozenset({">", ">-", "|", "|-"})
_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@`")
# A one-line flow sequence of plain items: none empty, none starting with an indicator, none
# holding a character that is special in flow context (or a comment, or a quote).
_FLOW_ITEM = r"[^-?:,\[\]{}#&*!|>'\"%@` ][^,\[\]{}:#'\"]*"
_FLOW = re.compile(rf"\[ *({_FLOW_ITEM}(?:, *{_FLOW_ITEM})*)\]\Z")


class Unsure(Exception):
    """The text uses YAML this reader does not handle exactly: load it with PyYAML."""


def load(text: str, scalar: Scalar) -> tuple[Any, dict[KeyPath, int], list[tuple[KeyPath, int]]]:
    """(data, key lines, duplicate keys) of `text`, as `yaml_load_marked` gives them.

    Raises:
        Unsure: the text is outside the subset this reader handles.
    """
    if _GIVE_UP.search(text):
        raise Unsure
    return _Reader(text.split("\n"), scalar).run()


class _Reader:
    def __init__(self, lines: list[str], scalar: Scalar) -> None:
        # (line number, indent, the line) of each line that is not blank
        self.rows = [
            (n, len(line) - len(text), line)
            for n, line in enumerate(lines)
            if (text := line.lstrip(" "))
        ]
        self.scalar = scalar
        self.text = lines
        self.last = len(lines) - 1  # the number of the last line (no line break after it)
        self.pos = 0
        self.lines: dict[KeyPath, int] = {}
        self.duplicates: list[tuple[KeyPath, int]] = []

    def run(self) -> tuple[Any, dict[KeyPath, int], list[tuple[KeyPath, int]]]:
        if not self.rows or self.rows[0][1] != 0:
            raise Unsure  # empty, or a document that does not start as a mapping at column 0
        data = self.mapping(0, ())
        if self.pos != len(self.rows):
            raise Unsure  # something after the top mapping (a dedent YAML would refuse)
        return data, self.lines, self.duplicates

    def mapping(self, indent: int, path: KeyPath) -> dict[str, Any]:
        """`key: value` lines at `indent` (the hot path: plain values are read inline here)."""
        result: dict[str, Any] = {}
        rows, lines, scalar = self.rows, self.lines, self.scalar
        while self.pos < len(rows):
            number, here, line = rows[self.pos]
            if here < indent:
                break
            match = _KEY.match(line)
            if here > indent or match is None:
                raise Unsure
            key, rest = match.group(2, 3)
            if scalar(key) != key:
                raise Unsure  # a key YAML reads as a bool, a number or null
            where = (*path, key)
            if key in result:
                self.duplicates.append((where, number))
            if where not in lines:
                lines[where] = number
            self.pos += 1
            rest = rest.rstrip(" ") if rest else rest
            if not rest:
                result[key] = self.block(indent, where, number)
            elif rest in _BLOCK_SCALARS:
                result[key] = self.block_scalar(rest, indent, number)
            elif rest[0] in _INDICATORS or ": " in rest or rest[-1] == ":":
                result[key] = self.inline(rest, where, number)
                self.end_of_value(indent)
            else:
                result[key] = scalar(self.continued(rest, indent, number))
        return result

    def continued(self, text: str, indent: int, number: int) -> str:
        """A plain scalar with the deeper lines that continue it, folded as YAML folds them."""
        parts = [text]
        rows = self.rows
        while self.pos < len(rows) and rows[self.pos][1] > indent:
            following, _here, line = rows[self.pos]
            part = line.strip(" ")
            if (
                following != number + 1
                or part[0] in _INDICATORS
                or ": " in part
                or (part[-1] == ":")
            ):
                raise Unsure  # a blank line in between, or what may not be plain text
            parts.append(part)
            number = following
            self.pos += 1
        return " ".join(parts)

    def block_scalar(self, header: str, indent: int, number: int) -> str:
        """`>`, `>-`, `|` or `|-` and its lines: all at one deeper indent, none blank."""
        parts: list[str] = []
        rows = self.rows
        first = self.pos
        while self.pos < len(rows) and rows[self.pos][1] > indent:
            following, here, line = rows[self.pos]
            if following != number + 1 or here != rows[first][1] or line[-1] == " ":
                raise Unsure  # blank or more-indented lines, trailing spaces: PyYAML's rules
            parts.append(line[here:])
            number = following
            self.pos += 1
        end = rows[self.pos][0] if self.pos < len(rows) else self.last + 1
        if not parts or any(self.text[number + 1 : end]):
            raise Unsure  # no text, or lines of spaces after it (they may belong to it)
        text = (" " if header[0] == ">" else "\n").join(parts)
        # Clip keeps the line break after the last line (there is none at the very end).
        return text + "\n" if header[-1] != "-" and number != self.last else text

    def block(self, indent: int, where: KeyPath, number: int) -> Any:
        """A mapping, a sequence or plain text on the lines below a key; else null."""
        if self.pos >= len(self.rows):
            return self.scalar("")
        next_number, here, line = self.rows[self.pos]
        if here >= indent and _ITEM.match(line):
            return self.sequence(here, where)
        if here > indent and _KEY.match(line):
            return self.mapping(here, where)
        if here > indent:  # plain text on the next lines
            part = line.strip(" ")
            if (
                next_number != number + 1
                or part[0] in _INDICATORS
                or ": " in part
                or (part[-1] == ":")
            ):
                raise Unsure  # a blank line before it, or what may not be plain text
            self.pos += 1
            return self.scalar(self.continued(part, indent, next_number))
        return self.scalar("")

    def sequence(self, indent: int, path: KeyPath) -> list[Any]:
        items: list[Any] = []
        while self.pos < len(self.rows):
            number, here, line = self.rows[self.pos]
            match = _ITEM.match(line)
            if here != indent or match is None:
                if here > indent:
                    raise Unsure
                break
            where = (*path, len(items))
            self.lines[where] = number
            self.pos += 1
            text = match.group(2).rstrip(" ")
            if not text or _KEY.match(text):
                raise Unsure  # a nested block, or a mapping inside the sequence
            items.append(self.inline(text, where, number))
            self.end_of_value(indent)
        return items

    def end_of_value(self, indent: int) -> None:
        """After a one-line value, a deeper line would continue or break it: give up."""
        if self.pos < len(self.rows) and self.rows[self.pos][1] > indent:
            raise Unsure

    def inline(self, text: str, where: KeyPath, number: int) -> Any:
        """A value written on one line: a flow sequence, a quoted or a plain scalar."""
        first = text[0]
        if first == "[":
            return self.flow(text, where, number)
        if first == '"':
            return _double_quoted(text)
        if first == "'":
            return _single_quoted(text)
        return self.plain(text)

    def plain(self, text: str) -> Any:
        if text[0] in _INDICATORS or ": " in text or text.endswith(":"):
            raise Unsure
        return self.scalar(text)

    def flow(self, text: str, where: KeyPath, number: int) -> list[Any]:
        if text == "[]":
            return []
        match = _FLOW.match(text)
        if match is None:
            raise Unsure
        items = [self.scalar(raw.strip(" ")) for raw in match.group(1).split(",")]
        for index in range(len(items)):
            self.lines[(*where, index)] = number
        return items


def _double_quoted(text: str) -> str:
    end = text.find('"', 1)
    if end != len(text) - 1 or "\\" in text:
        raise Unsure  # escapes, or text after the closing quote
    return text[1:end]


def _single_quoted(text: str) -> str:
    if len(text) < 2 or not text.endswith("'"):
        raise Unsure
    inner = text[1:-1]
    if "'" in inner.replace("''", ""):
        raise Unsure  # a quote that closes early
    return inner.replace("''", "'")
