"""Affine ciphers: x -> a*x + b modulo 26 (letters), 95 or 94 (printable ASCII, ROT47) or 256
(bytes).

Tried only where the file computes modulo that number (`% 26`, `% 95`, `% 94`; `% 256` or
`& 0xff` in one expression with a product or a sum). On letters every one of the 311 keys
other than the identity is tried on the file's string literals (the alphabet is small), on
printables every shift (ROT47 is the shift by 47 of the 94 from "!"); else, and for bytes, the
key is taken from the file: the decoder's own constants (the integers on its
lines, and integers bound to a name), in the three ways a decoder writes them
(`a*x + b`, `a*(x - b)`, `inverse(a)*(x - b)`). A decoding counts only when it reads as a
command (`cipherdata.accept`), and each key is first tried on a string's first characters.
"""

from __future__ import annotations

import math
import re
import string
from collections.abc import Iterator
from functools import cache

from hermes_git.guard.read import cipherdata, cipherwords
from hermes_git.guard.read.decode import Payload

MAX_CONSTANTS = 16
MAX_TEXTS = 16
PROBE = 32
_LOWER = string.ascii_lowercase
_UPPER = string.ascii_uppercase
# The decoder's line: the modulus (for bytes, in one expression with a product or a sum).
_MOD26 = re.compile(r"%\s*26\b")
_MOD95 = re.compile(r"%\s*95\b")
_MOD94 = re.compile(r"%\s*94\b")  # ROT47: the 94 characters from "!" to "~"
_MOD256 = re.compile(
    r"[\w)]\s*[*+-]\s*[\w(][^\n]{0,80}?(?:%\s*(?:256|0x100)\b|&\s*(?:255|0xff)\b)", re.IGNORECASE
)
# Words the shapes cannot match without (`cipherwords`, found in one pass).
_MOD26_WORDS = cipherwords.AFFINE_MOD26
_MOD95_WORDS = cipherwords.AFFINE_MOD95
_MOD94_WORDS = cipherwords.AFFINE_MOD94
_MOD256_WORDS = cipherwords.AFFINE_MOD256
WORDS = tuple(sorted(_MOD26_WORDS | _MOD95_WORDS | _MOD94_WORDS | _MOD256_WORDS))
_ASSIGNED = re.compile(r"\b\w+\s*:?=\s*(0x[0-9a-fA-F]{1,2}|\d{1,3})\b")
_INT = re.compile(r"(?<![\w.])(?:0x[0-9a-fA-F]{1,2}|\d{1,3})(?![\w.])")


def _letter_table(a: int, b: int) -> dict[int, int]:
    lower = "".join(_LOWER[(a * i + b) % 26] for i in range(26))
    upper = "".join(_UPPER[(a * i + b) % 26] for i in range(26))
    return str.maketrans(_LOWER + _UPPER, lower + upper)


_LETTER_KEYS = [(a, b) for a in range(1, 26, 2) if a != 13 for b in range(26) if (a, b) != (1, 0)]


@cache
def _letter_tables() -> list[tuple[int, int, dict[int, int]]]:
    """Every affine letter map, made on first use (a scan without cipher words needs none)."""
    return [(a, b, _letter_table(a, b)) for a, b in _LETTER_KEYS]


def _letters(text: str) -> list[Payload]:
    found = []
    for offset, value in _texts(text):
        for a, b, table in _letter_tables():
            hit = cipherdata.accept(f"affine:{a}x+{b}", value.translate(table), strong=True)
            if hit is not None:
                found.append(Payload(offset, hit[0], hit[1]))
                break
    return found


@cache
def _rotation_tables(modulus: int, base: int) -> list[dict[int, int]]:
    alphabet = "".join(map(chr, range(base, base + modulus)))
    return [str.maketrans(alphabet, alphabet[b:] + alphabet[:b]) for b in range(modulus)]


ROTATION_BASE = {94: 33, 95: 32}  # ROT47 starts at "!", the 95 printables at " "


def _rotated(text: str, modulus: int) -> list[Payload]:
    """Every shift of the printables (ROT47 and its kin) on the file's strings; a key found
    by trying counts only as a clear command."""
    found = []
    strings = [(o, v) for o, v in cipherdata.literals(text) if not cipherdata.STRONG.search(v)]
    for offset, value in strings[:MAX_TEXTS]:
        for b, table in enumerate(_rotation_tables(modulus, ROTATION_BASE[modulus])[1:], 1):
            label = "rot47" if (modulus, b) == (94, 47) else f"rot{modulus}:{b}"
            hit = cipherdata.accept(label, value.translate(table), strong=True)
            if hit is not None:
                found.append(Payload(offset, hit[0], hit[1]))
                break
    return found


def _texts(text: str) -> list[tuple[int, str]]:
    picked = []
    for offset, value in cipherdata.literals(text):
        if not cipherdata.reads_as_command(value) and sum(c.isalpha() for c in value) > 4:
            picked.append((offset, value))
    return picked[:MAX_TEXTS]


def _constants(text: str, shape: re.Pattern[str], modulus: int) -> list[int]:
    """The integers of the decoder's lines, then those bound to a name anywhere."""
    tokens = [t for m in shape.finditer(text) for t in _INT.findall(_line_of(text, m.start()))]
    seen: dict[int, None] = {}
    for token in tokens + _ASSIGNED.findall(text):
        value = cipherdata.to_int(token) % modulus
        if value not in (0, 1):
            seen[value] = None
        if len(seen) >= MAX_CONSTANTS:
            break
    return list(seen)


def _line_of(text: str, offset: int) -> str:
    end = text.find("\n", offset)
    return text[text.rfind("\n", 0, offset) + 1 : len(text) if end < 0 else end]


def _maps(constants: list[int], modulus: int) -> Iterator[tuple[str, int, int]]:
    """(label, a, b) of each map y = a*x + b the constants give (one map per label)."""
    units = [c for c in [1, *constants] if math.gcd(c, modulus) == 1]
    seen: set[tuple[int, int]] = set()
    for a in units:
        inverse = pow(a, -1, modulus)
        for b in [0, *constants]:
            for label, mul, add in (
                (f"{a}x+{b}", a, b),
                (f"{a}(x-{b})", a, -a * b),
                (f"(x-{b})/{a}", inverse, -inverse * b),
            ):
                key = (mul % modulus, add % modulus)
                if key not in seen and key != (1, 0):
                    seen.add(key)
                    yield label, *key


def _apply(values: list[int], a: int, b: int, modulus: int, base: int) -> str:
    top = base + modulus
    return "".join(
        chr((a * (v - base) + b) % modulus + base) if base <= v < top else chr(v) for v in values
    )


def _probe_ok(values: list[int], a: int, b: int, modulus: int, base: int) -> bool:
    for v in values[:PROBE]:
        if base <= v < base + modulus:
            out = (a * (v - base) + b) % modulus + base
            if not (32 <= out < 127 or out in (9, 10, 13)):
                return False
    return True


def _keyed(text: str, shape: re.Pattern[str], modulus: int, base: int) -> list[Payload]:
    items: list[tuple[int, list[int]]] = [
        (o, list(v.encode("latin-1", "replace"))) for o, v in _texts(text)
    ]
    if modulus == 256:
        items += [(b.offset, list(b.data)) for b in cipherdata.blobs(text)][:MAX_TEXTS]
    else:
        items += cipherdata.int_arrays(text)[:MAX_TEXTS]
    maps = list(_maps(_constants(text, shape, modulus), modulus))
    found = []
    for offset, values in items:
        for label, a, b in maps:
            if not _probe_ok(values, a, b, modulus, base):
                continue
            hit = cipherdata.accept(f"affine{modulus}:{label}", _apply(values, a, b, modulus, base))
            if hit is not None:
                found.append(Payload(offset, hit[0], hit[1]))
                break
    return found


def payloads(text: str, words: frozenset[str] | None = None) -> list[Payload]:
    """Commands hidden by an affine map of letters, printables or bytes (`words`: which of
    WORDS the text holds, if known)."""
    words = cipherdata.present(text, WORDS) if words is None else words
    found = _letters(text) if words & _MOD26_WORDS and _MOD26.search(text) else []
    if words & _MOD95_WORDS and _MOD95.search(text):
        found += _keyed(text, _MOD95, 95, 32) + _rotated(text, 95)
    if words & _MOD94_WORDS and _MOD94.search(text):
        found += _keyed(text, _MOD94, 94, 33) + _rotated(text, 94)
    if words & _MOD256_WORDS and _MOD256.search(text):
        found += _keyed(text, _MOD256, 256, 0)
    return found
