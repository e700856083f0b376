"""Static decoding past base64: integer arrays (plain or XOR-ed), Caesar/ROT shifts, reversal.

Each decoder is tried only where the text holds its shape (an array of small integers, a
string literal with the punctuation of a URL or a pipe but no command word, a reversed command
word), and a decoding counts only when it reads as a command (`cipherdata.SIGNAL`): a brute
force over keys cannot invent a payload, only find one. The decoded text is rescanned by every
rule, as `decode.payloads` results are (`kind` says how it was hidden: `xor:42`, `caesar:3`,
`reversed`).
What needs running to decode is left to detonation.
"""

from __future__ import annotations

import itertools
import re
import string

from hermes_git.guard.read import affine, cipherdata, codeshift, decode, permute, substitute, xorkey
from hermes_git.guard.read.decode import Payload
from hermes_git.guard.read.prefilter import Screen

MAX_ARRAYS = 32
MAX_LITERALS = 64
MAX_VALUES = 4096
_ARRAY = re.compile(r"[\[(]\s*((?:\d{1,3}\s*,\s*){7,}\d{1,3})\s*,?\s*[\])]")
_ARRAY_SCREEN = Screen(_ARRAY)  # RE2 first: Python's pattern tries every bracket of a text
_KEYS = re.compile(r"(?:\^\s*|\b\w*(?:key|xor|k)\w*\s*[:=]\s*)(\d{1,3})\b", re.IGNORECASE)
_LITERAL = re.compile(r"""(["'`])([^"'`\n\\]{12,240})\1""")
# A shifted URL keeps its "://" but not its scheme: `kwws://` is `http://` moved by 3.
_CIPHER_SHAPE = re.compile(r"(?<![a-z])(?!(?:https?|ftp|file|git|ssh|wss?|s3|gs)://)[a-z]{3,5}://")
_REVERSED_WORDS = re.compile(r"lruc|tegw|hsab|//:ptth|//:sptth|lehsrewop|fr-\s*mr|hs\s*\|")
_REVERSED_PARTS = ("lruc", "tegw", "hs", "//:", "fr-")  # one is in every match above
_LOWER = string.ascii_lowercase
_UPPER = string.ascii_uppercase
_SHIFTS = [
    str.maketrans(_LOWER + _UPPER, _LOWER[n:] + _LOWER[:n] + _UPPER[n:] + _UPPER[:n])
    for n in range(26)
]


def _arrays(text: str) -> list[Payload]:
    found: list[Payload] = []
    keys: set[int] = {int(k) for k in _KEYS.findall(text) if 0 < int(k) < 256}
    for match in list(_ARRAY.finditer(text))[:MAX_ARRAYS]:
        values = [int(v) for v in match.group(1).split(",")][:MAX_VALUES]
        if max(values) > 255:
            continue
        # A command holds a space or a slash: only keys mapping some value to one can work.
        likely = {v ^ 32 for v in values} | {v ^ 47 for v in values}
        tried = [0, *sorted(keys), *sorted(likely - keys - {0})]
        for key in tried:
            decoded = "".join(chr(v ^ key) for v in values)
            if cipherdata.reads_as_command(decoded):
                kind = "charcodes" if key == 0 else f"xor:{key}"
                found.append(Payload(match.start(), kind, decoded))
                break
    return found


def _literals(text: str) -> list[Payload]:
    found: list[Payload] = []
    for match in itertools.islice(_LITERAL.finditer(text), MAX_LITERALS):
        value = match.group(2)
        reversed_words = (
            any(part in value for part in _REVERSED_PARTS)
            and _REVERSED_WORDS.search(value) is not None
        )
        if not reversed_words and "://" not in value:
            continue  # neither decoder below has anything to read (asked first: cheaper)
        if cipherdata.SIGNAL.search(value) is not None:
            continue  # readable as it is: the rules see it already
        if reversed_words and cipherdata.reads_as_command(value[::-1]):
            found.append(Payload(match.start(), "reversed", value[::-1]))
            continue
        if "://" not in value or _CIPHER_SHAPE.search(value) is None:
            continue
        for shift in range(1, 26):
            decoded = value.translate(_SHIFTS[shift])
            if cipherdata.reads_as_command(decoded):
                found.append(Payload(match.start(), f"caesar:{(26 - shift) % 26}", decoded))
                break
    return found


def payloads(text: str) -> list[Payload]:
    """Commands hidden in `text` by the ciphers above and those of `xorkey` (a key of several
    bytes), `affine`, `permute`, `substitute` and `codeshift`, decoded (at most one per array
    or string literal)."""
    found = _arrays(text) if _ARRAY_SCREEN.found(text) else []
    if _LITERAL.search(text):
        found += _literals(text)
    words = decode.shape_words(text)
    found += xorkey.payloads(text, words) + affine.payloads(text, words)
    found += permute.payloads(text, words) + substitute.payloads(text, words)
    found += codeshift.payloads(text, words)
    first: dict[int, Payload] = {}
    for payload in found:  # one decoding per encoded string: the first decoder's
        first.setdefault(payload.offset, payload)
    return list(first.values())
