"""Normalise text before matching: hidden characters out (and reported), NFKC, confusables."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Zero-width and formatting characters that render as nothing.
_INVISIBLE = (
    "\u00ad\u180e\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u034f\u115f"
    "\u1160\u3164\uffa0"
)
# Bidirectional controls: they reorder what a reader sees (Trojan Source).
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"  # LRM/RLM are RTL typing
_HIDDEN_RE = re.compile(
    f"[{_INVISIBLE}{_BIDI}\U000e0000-\U000e007f\ufe00-\ufe0f\U000e0100-\U000e01ef]"
)
_TAGS_RE = re.compile("[\U000e0020-\U000e007e]+")
# Letters from Cyrillic, Greek and other scripts that look like Latin ones.
_CONFUSABLES = str.maketrans(
    {
        "а": "a",
        "е": "e",
        "о": "o",
        "р": "p",
        "с": "c",
        "х": "x",
        "у": "y",
        "і": "i",
        "ј": "j",
        "ѕ": "s",
        "ԁ": "d",
        "ӏ": "l",
        "һ": "h",
        "ԛ": "q",
        "ԝ": "w",
        "ɡ": "g",
        "ո": "n",
        "ս": "u",
        "А": "A",
        "В": "B",
        "Е": "E",
        "К": "K",
        "М": "M",
        "Н": "H",
        "О": "O",
        "Р": "P",
        "С": "C",
        "Т": "T",
        "Х": "X",
        "У": "Y",
        "І": "I",
        "Ј": "J",
        "Ѕ": "S",
        "ο": "o",
        "α": "a",
        "ε": "e",
        "ι": "i",
        "κ": "k",
        "ν": "v",
        "ρ": "p",
        "τ": "t",
        "υ": "u",
        "χ": "x",
        "Α": "A",
        "Β": "B",
        "Ε": "E",
        "Ζ": "Z",
        "Η": "H",
        "Ι": "I",
        "Κ": "K",
        "Μ": "M",
        "Ν": "N",
        "Ο": "O",
        "Ρ": "P",
        "Τ": "T",
        "Υ": "Y",
        "Χ": "X",
        "ǀ": "l",
        "ⅼ": "l",
        "ℓ": "l",
    }
)
_LATIN = re.compile(r"[A-Za-z]")
_LOOKALIKE = re.compile("[" + "".join(sorted(k for k in map(chr, _CONFUSABLES))) + "]")
# Characters NFKC folds that matter for matching: no-break and odd spaces, letter-like symbols,
# enclosed and fullwidth forms, ligatures, mathematical alphanumerics.
_FOLDABLE = re.compile(
    "[\u00a0\u2000-\u200a\u202f\u205f\u2100-\u214f\u2460-\u24ff\u3000"
    "\ufb00-\ufb06\uff01-\uff5e\U0001d400-\U0001d7ff]"
)
_SCRIPT_CHAR = re.compile(r"[\u0370-\u03ff\u0400-\u052f\u0250-\u02af\u0531-\u058f]")
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Hidden:
    """Hidden characters on one line: the kind (invisible, bidi, tag), count and code points."""

    kind: str
    offset: int
    count: int
    codepoints: str
    message: str = ""  # for Unicode tag characters: the ASCII text they spell


@dataclass(frozen=True)
class Normalised:
    """The text to match (same lines as the original), and what was hidden in it."""

    text: str
    hidden: tuple[Hidden, ...]
    homoglyph_offsets: tuple[int, ...]


def _kind(char: str) -> str:
    code = ord(char)
    if char in _BIDI:
        return "bidi"
    if 0xE0000 <= code <= 0xE007F:
        return "tag"
    if 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF:
        return "selector"
    return "invisible"


def _benign(text: str, index: int, char: str) -> bool:
    """A BOM at the start, or a joiner inside an emoji or non-Latin word, is ordinary text."""
    if char == "\ufeff" and index == 0:
        return True
    if char in "\u200c\u200d":
        before = text[index - 1] if index else ""
        after = text[index + 1] if index + 1 < len(text) else ""
        return (before > "\u02ff" and not before.isspace()) or (
            after > "\u02ff" and not after.isspace()
        )
    return False


def _hidden(text: str) -> list[Hidden]:
    found: dict[tuple[int, str], list[str]] = {}
    for match in _HIDDEN_RE.finditer(text):
        char = match.group(0)
        if _benign(text, match.start(), char):
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        found.setdefault((line_start, _kind(char)), []).append(f"U+{ord(char):04X}")
    result = []
    for (offset, kind), points in found.items():
        if kind == "selector" and len(points) < 4:
            continue  # emoji presentation selectors are everyday text
        if kind == "tag" and text[max(0, offset) :].find("\U0001f3f4") >= 0 and len(points) <= 7:
            continue  # a subdivision flag (England, Scotland, Wales) is spelled with tag characters
        message = ""
        if kind == "tag":
            line_end = text.find("\n", offset)
            line = text[offset : None if line_end < 0 else line_end]
            message = "".join(chr(ord(c) - 0xE0000) for m in _TAGS_RE.findall(line) for c in m)
        result.append(Hidden(kind, offset, len(points), " ".join(sorted(set(points))[:5]), message))
    return result


def _lookalike_words(text: str) -> list[tuple[int, str, bool]]:
    """(offset, Latin folding, mixes scripts?) of words that fold to plain ASCII."""
    found: list[tuple[int, str, bool]] = []
    last_end = -1
    for match in _SCRIPT_CHAR.finditer(text):
        if match.start() < last_end:
            continue
        begin = match.start()
        while begin > 0 and (text[begin - 1].isalnum() or text[begin - 1] == "_"):
            begin -= 1
        word_match = _WORD.match(text, begin)
        if word_match is None:
            continue
        last_end = word_match.end()
        word = word_match.group(0)
        folded = word.translate(_CONFUSABLES)
        if folded != word and folded.isascii():
            found.append((begin, folded, _LATIN.search(word) is not None))
    return found


def _splice(text: str, words: list[tuple[int, str, bool]]) -> str:
    parts = []
    position = 0
    for offset, folded, _mixed in words:
        parts.append(text[position:offset])
        parts.append(folded)
        position = offset + len(folded)
    parts.append(text[position:])
    return "".join(parts)


_ASCII_BYTES = bytes(range(128))


def _non_ascii_chars(text: str) -> str:
    """The few distinct non-ASCII characters of `text` (UTF-8 with the ASCII bytes deleted)."""
    return "".join(
        set(
            text.encode("utf-8", "surrogatepass")
            .translate(None, _ASCII_BYTES)
            .decode("utf-8", "surrogatepass")
        )
    )


def normalise(text: str) -> Normalised:
    """Text with hidden characters removed, NFKC-folded and confusables mapped to Latin.

    Newlines are never added or removed, so line numbers stay those of the original.
    """
    if text.isascii():
        return Normalised(text, (), ())
    chars = _non_ascii_chars(text)
    hidden = _hidden(text) if _HIDDEN_RE.search(chars) else []
    clean = _HIDDEN_RE.sub("", text) if hidden or _HIDDEN_RE.search(chars) else text
    words = _lookalike_words(clean) if _LOOKALIKE.search(chars) else []
    if words:
        clean = _splice(clean, words)
    if _FOLDABLE.search(chars) and not unicodedata.is_normalized("NFKC", clean):
        folded = unicodedata.normalize("NFKC", clean)
        if folded.count("\n") == text.count("\n"):  # line numbers matter more than folding
            clean = folded
    homoglyphs = tuple(offset for offset, _folded, mixed in words if mixed)
    return Normalised(clean, tuple(hidden), homoglyphs)
