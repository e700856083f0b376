"""Character-code shifts: every character moved by a constant (`chr(ord(c) - 3)`,
`String.fromCharCode(s.charCodeAt(i) + 7)`, `chr(c - 5) for c in codes`).

A Caesar shift over all code points, not just letters, so neither `ciphers.py`'s letter
shifts nor an affine map modulo 26 sees it. Tried only where the file holds the decoder's shape
(a character code plus or minus a constant), with the file's own constants (both signs), on
its string literals and integer arrays; a decoding counts only when it reads as a command.
"""

from __future__ import annotations

import re

from hermes_git.guard.read import cipherdata, cipherwords
from hermes_git.guard.read.decode import Payload

WORDS = tuple(sorted(cipherwords.CODESHIFT))  # one the shape cannot match without
MAX_SHIFTS = 8
MAX_SPOTS = 256  # occurrences of each word looked at
# At an occurrence of one of WORDS: the character code, then the constant added or taken.
_SHIFT_AT = re.compile(
    r"(?:ord\(\s*[\w\[\]]+\s*\)|charCodeAt\([^()\n]{0,20}\)|chr\(\s*[\w\[\]]+"
    r"|fromCharCode\(\s*[\w\[\]]+)\s*([+-])\s*(\d{1,3})\b"
)


def _spots(text: str, word: str) -> list[int]:
    found: list[int] = []
    position = text.find(word)
    while position >= 0 and len(found) < MAX_SPOTS:
        found.append(position)
        position = text.find(word, position + len(word))
    return found


def _shifts(text: str, words: frozenset[str]) -> list[int]:
    """The constants the file adds to or takes from a character code, with both signs."""
    seen: dict[int, None] = {}
    for word in sorted(words & set(WORDS)):
        for position in _spots(text, word):
            match = _SHIFT_AT.match(text, position)
            if match is None:
                continue
            value = int(match.group(2)) * (-1 if match.group(1) == "-" else 1)
            seen.update({value: None, -value: None} if value else {})
    return list(seen)[: 2 * MAX_SHIFTS]


def _moved(codes: list[int], by: int) -> str | None:
    out = [c + by for c in codes]
    if min(out) < 0 or max(out) > 0x10FFFF:
        return None
    return "".join(map(chr, out))


def payloads(text: str, words: frozenset[str] | None = None) -> list[Payload]:
    """Commands hidden by moving every character code by a constant the file holds."""
    words = cipherdata.present(text, WORDS) if words is None else words
    if not words & set(WORDS):
        return []
    shifts = _shifts(text, words)
    if not shifts:
        return []
    items = [(o, [ord(c) for c in v]) for o, v in cipherdata.literals(text) if v]
    items += cipherdata.int_arrays(text)
    found = []
    for offset, codes in items:
        for by in shifts:
            decoded = _moved(codes, by)
            if decoded is None:
                continue
            hit = cipherdata.accept(f"shift:{by:+d}", decoded)
            if hit is not None:
                found.append(Payload(offset, hit[0], hit[1]))
                break
    return found
