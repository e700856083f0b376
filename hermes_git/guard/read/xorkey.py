"""XOR with a key of several bytes, where the key and the data are both in the file.

Tried only where the file holds the decoder's shape: an XOR next to a position taken modulo a
length (`k[i % len(k)]`, `key.charCodeAt(i % key.length)`, `${k[i % ${#k[@]}]}`,
`k[i % 4]`), a key cycled (`zip(data, cycle(key))`), or a constant XOR-ed into what a decoder gives
(`bytes(b ^ 0x5A for b in b64decode(s))`; `ciphers.py` covers integer arrays alone),
`operator.xor`, or PowerShell's `-bxor $key[$i % $key.Length]`. The keys are the file's short
strings, byte strings and integer arrays (and an integer bound to a key-like name); the data
are its base64, hex, base85 and ascii85 runs, string literals and integer arrays
(`cipherdata.blobs`). Each pair costs one big-integer XOR, after a check of the first bytes; a
decoding counts only when it reads as a command.
"""

from __future__ import annotations

import re

from hermes_git.guard.read import cipherdata, cipherwords
from hermes_git.guard.read.decode import Payload

MAX_KEYS = 24
PROBE = 48
_SHAPE = re.compile(
    r"\^[^\n]{0,80}?%\s*(?:len\(|\$\{#|[\w$.\])\"'`]+\.length\b)"
    r"|%\s*(?:len\(|\$\{#|[\w$.\])\"'`]+\.length\b)[^\n]{0,80}?\^"
    r"|\^[^\n]{0,80}?\bcycle\(|\bcycle\([^\n]{0,80}?\^"
)
# The key's length written as a number: `k[i % 4]`, `key.charCodeAt(i % 6)`.
_FIXED_LENGTH = re.compile(r"\^[^\n]{0,80}?%\s*\d{1,2}\s*[\])]|%\s*\d{1,2}\s*[\])][^\n]{0,80}?\^")
_POWERSHELL = re.compile(r"-bxor\s*\$\w+\[\s*\$\w+\s*%\s*\$\w+\.(?:length|count)\b", re.I)
# A constant XOR-ed into bytes a decoder just produced: `bytes(b ^ 0x5A for b in b64decode(s))`.
_CONST_XOR = re.compile(r"\^\s*(0x[0-9a-fA-F]{1,2}|\d{1,3}|[A-Za-z_]\w*)\b")
_KEY_STRING = re.compile(r"""(?:\b[bB])?(["'])((?:(?!\1)[^\n\\]|\\.){2,64})\1""")
_HEX_KEY = re.compile(r"^(?:[0-9a-fA-F]{2}){2,32}$")
_KEY_INT = re.compile(r"\b\w*(?:key|xor|secret|pass|k)\w*\s*[:=]\s*(\d{1,3})\b", re.IGNORECASE)
_MODULO_WORDS = cipherwords.XOR_MODULO
_DECODER_WORDS = cipherwords.XOR_DECODER
WORDS = tuple(sorted(_MODULO_WORDS | _DECODER_WORDS))  # one the shapes cannot match without


def has_shape(text: str, words: frozenset[str] | None = None) -> bool:
    """Whether `text` holds code that XORs with a repeating key, or XORs a constant into
    decoded bytes (`words`: which of WORDS it holds, if known)."""
    words = cipherdata.present(text, WORDS) if words is None else words
    if "^" not in text and not words & {"operator.xor", "-bxor"}:
        return False
    if words & _MODULO_WORDS and _SHAPE.search(text) is not None:
        return True
    if "^" in text and _FIXED_LENGTH.search(text) is not None:
        return True
    if "operator.xor" in words or ("-bxor" in words and _POWERSHELL.search(text) is not None):
        return True
    return bool(words & _DECODER_WORDS) and _CONST_XOR.search(text) is not None


def _constant(text: str, token: str) -> str:
    """`token` if it is a number, else the number the file binds that name to, else ''."""
    if token[0].isdigit():
        return token
    bound = re.search(rf"\b{re.escape(token)}\s*=\s*(0x[0-9a-fA-F]{{1,2}}|\d{{1,3}})\b", text)
    return bound.group(1) if bound else ""


def _keys(text: str) -> list[bytes]:
    found: dict[bytes, None] = {}
    for _offset, values in cipherdata.int_arrays(text, least=2):
        if len(values) <= 64:
            found[bytes(values)] = None
    for match in _KEY_STRING.finditer(text):
        key = cipherdata.unescape(match.group(2))
        found[key.encode("utf-8", "replace")] = None
        if _HEX_KEY.match(key):  # `bytes.fromhex("a1b2c3")`: the key is the bytes
            found[bytes.fromhex(key)] = None
    for value in _KEY_INT.findall(text) + [_constant(text, c) for c in _CONST_XOR.findall(text)]:
        if value and 0 < cipherdata.to_int(value) < 256:
            found[bytes([cipherdata.to_int(value)])] = None
    return [key for key in found if any(key)][:MAX_KEYS]


def xor(data: bytes, key: bytes) -> bytes:
    """`data` XOR-ed with `key` repeated (one big-integer operation)."""
    stream = (key * (len(data) // len(key) + 1))[: len(data)]
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")
    return mixed.to_bytes(len(data), "big")


def _printable(data: bytes) -> bool:
    return sum(32 <= b < 127 or b in (9, 10, 13) for b in data) >= 0.95 * len(data)


def _label(key: bytes) -> str:
    shown = key.decode("latin-1")
    if key.isascii() and shown.isprintable():
        return repr(shown[:16])
    return "[" + ",".join(str(b) for b in key[:8]) + (",...]" if len(key) > 8 else "]")


def payloads(text: str, words: frozenset[str] | None = None) -> list[Payload]:
    """Commands hidden by XOR with a key held in the same file (one per encoded string)."""
    if not has_shape(text, words):
        return []
    keys = _keys(text)
    found: list[Payload] = []
    for blob in cipherdata.blobs(text):
        for key in keys:
            if key == blob.data or not _printable(xor(blob.data[:PROBE], key)):
                continue
            outer = f"{blob.kind}>xor-key:{_label(key)}" if blob.kind != "bytes" else ""
            decoded = cipherdata.as_text(xor(blob.data, key))
            # XOR of readable text with a small key is readable too: a clear command only
            strong = blob.kind == "string" and _printable(blob.data)
            hit = cipherdata.accept(outer or f"xor-key:{_label(key)}", decoded, strong=strong)
            if hit is not None:
                found.append(Payload(blob.offset, hit[0], hit[1]))
                break
    return found
