"""Offsets to lines and places: the line table of a text and the small placer helpers."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from hermes_git.guard.read.context import Place

Placer = Callable[[int], Place]


def at(place: Place) -> Placer:
    """A placer that puts every offset at `place`."""
    return lambda _offset: place


def on_line(number: int) -> Callable[[int], int]:
    """A line finder that puts every offset on line `number`."""
    return lambda _offset: number


def shifted(placer: Placer, base: int) -> Placer:
    """`placer` for a slice of its text that starts at `base`."""
    return lambda offset: placer(base + offset)


_NEWLINE = re.compile("\n")


class Lines:
    """Offset -> 1-based line number; the table of line starts is built once it pays."""

    COUNTED = 4  # lookups answered by counting newlines before the table is built

    def __init__(self, text: str) -> None:
        self.text = text
        self._starts: list[int] | None = None
        self._counted = 0

    def number(self, offset: int) -> int:
        if self._starts is None and self._counted < self.COUNTED:
            self._counted += 1
            return self.text.count("\n", 0, offset) + 1  # few lookups: no table needed
        return bisect.bisect_right(self.starts(), offset)

    def starts(self) -> list[int]:
        """The offset of each line's first character."""
        if self._starts is None:
            self._starts = [0, *[newline.end() for newline in _NEWLINE.finditer(self.text)]]
        return self._starts

    def text_of(self, number: int) -> str:
        start = self.starts()[number - 1]
        end = self.text.find("\n", start)
        return self.text[start : None if end < 0 else end]


def lines_from(lines: Lines, first: int) -> Callable[[int], int]:
    """Line numbers of a slice whose first line is line `first` of the whole text."""
    return lambda offset: lines.number(offset) + first - 1
