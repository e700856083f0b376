"""Substitution tables written in the file: `tr SET1 SET2` and `str.maketrans(FROM, TO)`.

An affine cipher, a ROT or any other letter substitution in a shell script is a `tr` with two
sets (`tr 'a-z' 'ihgf...'`, ranges expanded as `tr` does); in Python it is `str.maketrans`
with two strings. The table is applied both ways to the file's string literals and `echo`
arguments; a decoding counts only when it reads as a clear command (`cipherdata.STRONG`: an
upper-casing `tr` must not turn a word into a command).
"""

from __future__ import annotations

import re

from hermes_git.guard.read import cipherdata, cipherwords
from hermes_git.guard.read.decode import Payload

WORDS = tuple(sorted(cipherwords.SUBSTITUTE))  # one the tables cannot do without
MAX_TABLES = 8
_SET = r"""(?:'([^'\n]{1,200})'|"([^"\n]{1,200})"|([^\s'"|;&)]{1,200}))"""
_TR = re.compile(rf"\btr\s+{_SET}\s+{_SET}")
_QUOTED = r"""(?:'([^'\n]{2,200})'|"([^"\n]{2,200})")"""
_MAKETRANS = re.compile(rf"maketrans\(\s*{_QUOTED}\s*,\s*{_QUOTED}")
_ECHO = re.compile(r"""\becho\s+(?:-[neE]+\s+)?([^\s'"|;&]{8,})""")
_RANGE = re.compile(r"(.)-(.)", re.DOTALL)


def _expand(spec: str) -> str:
    """A `tr` set with its ranges written out (`a-e` -> `abcde`)."""

    def one(match: re.Match[str]) -> str:
        low, high = ord(match.group(1)), ord(match.group(2))
        return "".join(map(chr, range(low, high + 1))) if low <= high else match.group(0)

    return _RANGE.sub(one, spec)


def _tables(text: str) -> list[tuple[str, dict[int, int]]]:
    pairs: list[tuple[str, str]] = []
    for match in _TR.finditer(text):
        groups = match.groups()
        source = next(g for g in groups[:3] if g is not None)
        target = next(g for g in groups[3:] if g is not None)
        pairs.append((_expand(source), _expand(target)))
    for match in _MAKETRANS.finditer(text):
        source = match.group(1) or match.group(2)
        target = match.group(3) or match.group(4)
        if len(source) == len(target):
            pairs.append((source, target))
    tables = []
    for source, target in pairs[:MAX_TABLES]:
        if len(source) < 2 or source == target or not target:
            continue
        padded = target + target[-1] * max(0, len(source) - len(target))  # as `tr` pads SET2
        forward = str.maketrans(source, padded[: len(source)])
        tables.append(("substituted", forward))
        if len(set(padded[: len(source)])) == len(source):
            tables.append(("substituted-inverse", str.maketrans(padded[: len(source)], source)))
    return tables


def payloads(text: str, words: frozenset[str] | None = None) -> list[Payload]:
    """Commands hidden by a substitution table that the file itself spells out."""
    words = cipherdata.present(text, WORDS) if words is None else words
    if not words & set(WORDS):
        return []
    tables = _tables(text)
    if not tables:
        return []
    strings = cipherdata.literals(text)
    strings += [(m.start(1), m.group(1)) for m in _ECHO.finditer(text)][: cipherdata.MAX_LITERALS]
    found = []
    for offset, value in strings:
        if cipherdata.STRONG.search(value):
            continue  # a clear command already: the rules read it as it is
        for kind, table in tables:
            hit = cipherdata.accept(kind, value.translate(table), strong=True)
            if hit is not None:
                found.append(Payload(offset, hit[0], hit[1]))
                break
    return found
