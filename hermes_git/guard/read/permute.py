"""Permutations other than plain reversal: index tables, swapped halves or pairs, interleaving.

An index table is an integer array holding each of 0..n-1 (or 1..n) once; it is applied, both
ways (`s[order[j]]` gathered, or scattered to `order[j]`), to each string of the file that is n
long. The fixed rearrangements (halves swapped, neighbours swapped, every other character,
the two halves of an interleaving, reversal) are tried only where the file holds their shape
(`[::2]`, `s[len(s) // 2:]`, `.length / 2`, `s[i + 1]`, `.reverse().join(`, `| rev`), on
its string literals and bare base64 runs; found by trying, they count only as a clear command
(`cipherdata.STRONG`), or as a base64 payload once rearranged (a reversed base64 string:
`reversed>base64`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from hermes_git.guard.read import cipherdata, cipherwords, decode
from hermes_git.guard.read.decode import Payload

MAX_TABLES = 8
MAX_TOKENS = 16
# The code of a rearrangement (Python, JavaScript, shell), as plain substrings
# (`cipherwords`): no regex pass over the file.
_SHAPE_WORDS = cipherwords.PERMUTE_SHAPE
_REVERSAL = cipherwords.PERMUTE_REVERSAL
_INDEXED = cipherwords.PERMUTE_INDEXED
WORDS = tuple(sorted(_SHAPE_WORDS | _INDEXED))
_ENCODED = re.compile(r"^[A-Za-z0-9+/=_-]+$")


def _halves(s: str) -> str:
    return s[len(s) // 2 :] + s[: len(s) // 2]


def _halves_odd(s: str) -> str:
    return s[(len(s) + 1) // 2 :] + s[: (len(s) + 1) // 2]


def _pairs(s: str) -> str:
    swapped = [s[i + 1] + s[i] for i in range(0, len(s) - 1, 2)]
    return "".join(swapped) + (s[-1] if len(s) % 2 else "")


def _interleave(s: str) -> str:
    """The inverse of `s[::2] + s[1::2]`."""
    first, second = s[: (len(s) + 1) // 2], s[(len(s) + 1) // 2 :]
    mixed = [a + b for a, b in zip(first, second, strict=False)]
    return "".join(mixed) + (first[-1] if len(first) > len(second) else "")


_MOVES: tuple[tuple[str, Callable[[str], str]], ...] = (
    ("reversed", lambda s: s[::-1]),
    ("halves-swapped", _halves),
    ("halves-swapped", _halves_odd),
    ("pairs-swapped", _pairs),
    ("interleaved", _interleave),
    ("every-other", lambda s: s[::2]),
    ("every-other", lambda s: s[1::2]),
    ("interleaved", lambda s: s[::2] + s[1::2]),
    ("every-third", lambda s: s[::3]),
    ("every-third", lambda s: s[1::3]),
    ("every-third", lambda s: s[2::3]),
)


def _tables(text: str) -> list[list[int]]:
    found = []
    for _offset, values in cipherdata.int_arrays(text, least=6):
        low = min(values)
        if low in (0, 1) and sorted(values) == list(range(low, low + len(values))):
            found.append([v - low for v in values])
        if len(found) >= MAX_TABLES:
            break
    return found


def _by_table(strings: list[tuple[int, str]], tables: list[list[int]]) -> list[Payload]:
    found = []
    for offset, value in strings:
        for order in tables:
            if len(order) != len(value):
                continue
            scattered = [""] * len(value)
            for j, i in enumerate(order):
                scattered[i] = value[j]
            for kind, out in (
                ("permuted", "".join(value[i] for i in order)),
                ("permuted-inverse", "".join(scattered)),
            ):
                if (hit := cipherdata.accept(kind, out)) is not None:
                    found.append(Payload(offset, hit[0], hit[1]))
                    break
            else:
                continue
            break
    return found


# Rearranged (or every other character kept), a string keeps only characters it has: it can
# become a clear command (`cipherdata.STRONG`) only if it holds a pipe, a URL's "/" and ":",
# or the characters of one of these words.
_WORDS_NEEDED = tuple(
    frozenset(w)
    for w in ("curl ", "wget ", "rm -rf", "powershell", "chmod +x", "/bin/sh", "/dev/tcp/")
)


def _could_be_command(value: str) -> bool:
    chars = set(value)
    if "|" in chars or ("/" in chars and ":" in chars):
        return True
    return any(word <= chars for word in _WORDS_NEEDED)


def _moved(strings: list[tuple[int, str]]) -> list[Payload]:
    found = []
    for offset, value in strings:
        # a reversed base64 string holds none of them: only reversal (then decoding) is left
        for kind, move in _MOVES if _could_be_command(value) else _MOVES[:1]:
            follow = kind == "reversed"  # a reversed base64 string; the others stay text
            hit = cipherdata.accept(kind, move(value), strong=True, follow=follow)
            if hit is not None:
                found.append(Payload(offset, hit[0], hit[1]))
                break
    return found


def _reversed_after_decoding(strings: list[tuple[int, str]]) -> list[Payload]:
    """`b64decode(s)[::-1]`: the decoded text, reversed, is the command."""
    found = []
    for offset, value in strings:
        if len(value) < 16 or not _ENCODED.match(value):
            continue
        for inner in decode.payloads(value):
            hit = cipherdata.accept(f"{inner.kind}>reversed", inner.text[::-1], strong=True)
            if hit is not None:
                found.append(Payload(offset, hit[0], hit[1]))
                break
    return found


def payloads(text: str, words: frozenset[str] | None = None) -> list[Payload]:
    """Commands hidden by rearranging a string's characters (one per string; `words`: which
    of WORDS the text holds, if known)."""
    words = cipherdata.present(text, WORDS) if words is None else words
    tables = _tables(text) if words & _INDEXED else []
    shaped = bool(words & _SHAPE_WORDS)
    if not tables and not shaped:
        return []
    # a clear command already is left alone: the rules read it as it is
    strings = [(o, v) for o, v in cipherdata.literals(text) if not cipherdata.STRONG.search(v)]
    found = _by_table(strings, tables) if tables else []
    if shaped:
        bare: list[tuple[int, str]] = []
        if words & _REVERSAL:  # `echo <reversed base64> | rev | base64 -d`: no quotes needed
            quoted = {o for o, _v in strings}
            runs = itertools.islice(decode.long_runs(text), MAX_TOKENS)
            bare = [(start, text[start:end]) for start, end in runs if start - 1 not in quoted]
        found += _moved(strings + bare)
        if words & _REVERSAL:
            found += _reversed_after_decoding(strings + bare)
    return found
