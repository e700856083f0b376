"""Where a secret may be split in a text, and the windows around those places to scan joined.

A value may be split by a string concatenated over lines, a line continuation, the memory entry
delimiter, a long token run (a JWT's dots too) broken by a newline, or a literal `\\n` inside a
JSON or YAML string (base64 wrapped at 64 or 76 columns). `SPLIT_POINT` finds those places;
`split_windows` gives the same places as `SPLIT_POINT.finditer` would, without running it over
every character: the text's Latin-1 bytes are mapped to a few classes, literal-led regexes find
where a place can start at all, and `SPLIT_POINT.match` decides at each of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["SPLIT_POINT", "SPLIT_VALUE", "SPLIT_WINDOW", "split_points", "split_windows"]

SPLIT_WINDOW = 160  # characters each side of a split point that are scanned joined
# The split values, removed to join a window. Every branch starts with a literal character
# (a token's lookbehind comes after it), so the regex engine tries a branch only where its
# first character is: `"`, `'`, `\`, a blank or a break.
SPLIT_VALUE = re.compile(  # (a string that is a key, `"name": ...`, is no part of a value)
    r""""\s*(?:\+|\.|,)?\s*\\?\n\s*(?:\+|\.)?\s*["'](?![^"'\n]{0,200}["']\s*:)|"""
    r"""'\s*(?:\+|\.|,)?\s*\\?\n\s*(?:\+|\.)?\s*["'](?![^"'\n]{0,200}["']\s*:)|"""
    r"\\\r?\n\s*|\n§\n|"
    r" (?<=[\w+/=.-]{16} )[ \t]*\r?\n[ \t]*(?=[\w+/=.-]{8})|"
    r"\t(?<=[\w+/=.-]{16}\t)[ \t]*\r?\n[ \t]*(?=[\w+/=.-]{8})|"
    r"\r(?<=[\w+/=.-]{16}\r)\n[ \t]*(?=[\w+/=.-]{8})|"
    r"\n(?<=[\w+/=.-]{16}\n)[ \t]*(?=[\w+/=.-]{8})|"
    r"\\n(?<=[\w+/=-]{16}\\n)(?=[\w+/=-]{8})"
)
# The places themselves (a break counts only after a token: TOKEN_TAIL within 20 characters).
SPLIT_POINT = re.compile(
    r""""[ \t]*[+.,]?[ \t]*\\?\n(?=[ \t]*[+.]?[ \t]*["'])|"""
    r"""'[ \t]*[+.,]?[ \t]*\\?\n(?=[ \t]*[+.]?[ \t]*["'])|"""
    r"\\\r?\n|\n§\n|"
    r"\n(?<=[\w+/=.-]\n)(?=[ \t]*[\w+/=.-]{8})|\r\n(?<=[\w+/=.-]\r\n)(?=[ \t]*[\w+/=.-]{8})|"
    r"\\n(?<=[\w+/=-]{16}\\n)(?=[\w+/=-]{8})"
)
TOKEN_TAIL = re.compile(r"[\w+/=.-]{16}[ \t]*\r?\n")


def _marks() -> bytes:
    """Latin-1 byte -> class: quotes read `Q`, `\\` reads `K`; the characters places are made of
    stay; every other word character (and `?`, what a character past Latin-1 reads) reads `b`;
    the rest `#`. A place in the text is a place in the marks (never the other way round)."""
    kept = b" \t\r\n+.,/=-n\xa7"
    table = bytearray(b"#" * 256)
    for i in range(256):
        if i in b"\"'":
            table[i] = ord("Q")
        elif i == ord("\\"):
            table[i] = ord("K")
        elif i in kept:
            table[i] = i
        elif i == ord("?") or re.match(r"\w", chr(i)):
            table[i] = ord("b")
    return bytes(table)


MARKS = _marks()
_T = rb"[bn+/=.-]"  # a token character in the marks


def _tail(brk: bytes) -> bytes:
    """After `brk`: 16 token characters end at most 4 characters before it (TOKEN_TAIL)."""
    return b"|".join(rb"(?<=" + _T + rb"{16}" + b"." * k + brk + b")" for k in range(5))


# Where a place can start: `\` before a line end or `n`; a break starting the memory
# delimiter, or after a token with 16 token characters within the 20 before it, or ending a
# line that may close with a quote when the next opens with one (group q: the quote is found
# back from it).
BACKSLASH_LED = re.compile(rb"K(?=\r?\n|n)")
BREAK_LED = re.compile(
    rb"(?s)\n(?=\xa7\n)|\n(?<=" + _T + rb"\n)(?=[ \t]*" + _T + rb"{8})(?:" + _tail(b"\n") + b")"
    rb"|\n(?P<q>)(?<=[QK \t+.,]\n)(?=[ \t]*[+.]?[ \t]*Q)"
)
RETURN_LED = re.compile(
    rb"(?s)\r\n(?<=" + _T + rb"\r\n)(?=[ \t]*" + _T + rb"{8})(?:" + _tail(b"\r\n") + b")"
)


def split_points(text: str, latin: bytes | None = None) -> Iterable[tuple[int, int]]:
    """(start, end) of each `SPLIT_POINT.finditer(text)` match that counts, in order
    (`latin`: `text.encode("latin-1", "replace")`, when already made)."""
    marks = (text.encode("latin-1", "replace") if latin is None else latin).translate(MARKS)
    starts = [m.start() for m in BACKSLASH_LED.finditer(marks)]
    for m in BREAK_LED.finditer(marks):
        starts.append(m.start() if m.lastgroup is None else _quote_before(marks, m.start()))
    if b"\r" in marks:
        starts += [m.start() for m in RETURN_LED.finditer(marks)]
    end = 0
    for at in sorted(starts):
        if at < end:
            continue  # inside the place before, as `finditer` skips it
        point = SPLIT_POINT.match(text, at)
        if point is None:
            continue
        end = point.end()
        if text[at] in "\r\n" and not TOKEN_TAIL.search(text, max(0, at - 20), at + 2):
            continue  # a plain line break after something shorter than a token
        yield at, end


def _quote_before(marks: bytes, brk: int) -> int:
    """Where the quote is that `"[ \t]*[+.,]?[ \t]*\\?` before the line break `brk` starts
    with (the break itself when there is none: it is then no place)."""
    at = brk - 1
    if at >= 0 and marks[at] == ord("K"):
        at -= 1
    while at >= 0 and marks[at] in b" \t":
        at -= 1
    if at >= 0 and marks[at] in b"+.,":
        at -= 1
        while at >= 0 and marks[at] in b" \t":
            at -= 1
    return at if at >= 0 and marks[at] == ord("Q") else brk


def split_windows(text: str, latin: bytes | None = None) -> Iterable[tuple[int, int]]:
    """Merged spans of the text around every point where a value may be split."""
    span: tuple[int, int] | None = None
    for at, stop in split_points(text, latin):
        start = max(0, at - SPLIT_WINDOW)
        end = min(len(text), stop + SPLIT_WINDOW)
        if span is not None and start <= span[1]:
            span = (span[0], end)
            continue
        if span is not None:
            yield span
        span = (start, end)
    if span is not None:
        yield span
