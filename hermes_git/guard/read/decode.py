"""Embedded payloads: find encoded strings (base64/32/85, hex, escapes, entities), decode, nest."""

from __future__ import annotations

import base64
import binascii
import codecs
import functools
import html
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hermes_git.guard.read import cipherwords, unpack

try:  # one pass for the rare needles (see `_present`)
    import ahocorasick_rs
except ImportError:  # pragma: no cover - exercised only without the wheel
    ahocorasick_rs = None  # type: ignore[assignment]

MAX_DEPTH = 3
MAX_PAYLOADS = 64
MIN_TEXT = 8

_B64 = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{20,}={0,6}")  # what _long_runs finds
_B64_CHARS = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-")
_RUN_MASK = bytes(0x61 if byte in _B64_CHARS else 0x20 for byte in range(256))  # "a" or " "
MIN_RUN = 20
_PADDING = re.compile("={0,6}")
_B64_SHAPE = re.compile(r"^(?=.*[0-9+/_-])(?=.*[A-Z])(?=.*[a-z])")
# In a file that calls b85decode/a85decode: every string of the base85 or ascii85 alphabet
# (passed inline or through a variable); Adobe's `<~ ... ~>` blocks wherever they are.
_B85 = re.compile(r"""(["'])((?:(?!\1)[!-~]){10,})\1""")
_ADOBE = re.compile(r"<~[!-u\sz]{10,}?~>")
_HEX_ESC = re.compile(r"\\x[0-9a-fA-F]{2}(?:\\x[0-9a-fA-F]{2}){5,}")
_OCT_ESC = re.compile(r"\\[0-3][0-7]{2}(?:\\[0-3][0-7]{2}){5,}")
_UNI = r"\\u(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]{1,6}\})"
_UNI_ESC = re.compile(_UNI + "(?:" + _UNI + "){3,}")
_URL = re.compile(r"%[0-9a-fA-F]{2}(?:[^%\s]{0,3}%[0-9a-fA-F]{2}){3,}")
_ONE_ENTITY = r"&(?:#[xX]?[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});"
_ENTITY = re.compile(_ONE_ENTITY + "(?:" + _ONE_ENTITY + "){3,}")
_CHAR_CODES = re.compile(r"fromCharCode\(\s*([\d\s,]{8,})\)")
# The first round written out, so that the regex engine can skip ahead to "chr(".
_CHR_CHAIN = re.compile(
    r"chr\(\s*\d{2,3}\s*\)\s*\+\s*(?:chr\(\s*\d{2,3}\s*\)\s*\+\s*){2,}"
    r"chr\(\s*\d{2,3}\s*\)"
)
_ROT13 = re.compile(r"""[\"']([^\"'\n]{8,})[\"']\s*,\s*[\"']rot[_-]?13[\"']""")


@dataclass(frozen=True)
class Payload:
    """A decoded string: where its encoded form starts, how it was encoded, and the text."""

    offset: int
    kind: str
    text: str
    depth: int = 1


def _readable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < MIN_TEXT:
        return None
    printable = sum(1 for c in text if c.isprintable() or c in "\n\t\r")
    if printable < 0.9 * len(text):
        return None
    if not re.search(r"[\s/(.;:]", text) and not _ENCODED_AGAIN.match(text):
        return None
    return text


def _b64(token: str) -> bytes:
    token = token.rstrip("=")
    padded = token + "=" * (-len(token) % 4)
    if "-" in token or "_" in token:
        return base64.urlsafe_b64decode(padded)
    return base64.b64decode(padded, validate=True)


def _b32(token: str) -> bytes:
    token = token.rstrip("=")
    return base64.b32decode(token + "=" * (-len(token) % 8))


def _b85(token: str) -> bytes:
    token = re.sub(r"\\([\\\"'])", r"\1", token)  # a quote or backslash escaped in its literal
    try:
        return base64.b85decode(token)
    except ValueError:
        return base64.a85decode(token)


def base85(token: str) -> bytes | None:
    """`token` decoded as base85 or else ascii85, or None."""
    try:
        return _b85(token)
    except ValueError:
        return None


def ascii85(block: str) -> bytes | None:
    """An Adobe `<~ ... ~>` ascii85 block decoded, or None."""
    try:
        return base64.a85decode(block, adobe=True)
    except ValueError:
        return None


def _hex_esc(token: str) -> bytes:
    return bytes.fromhex(token.replace("\\x", ""))


def _oct_esc(token: str) -> bytes:
    return bytes(int(part, 8) for part in token.split("\\") if part)


def _uni_esc(token: str) -> bytes:
    chars = re.findall(r"\\u\{?([0-9a-fA-F]{1,6})\}?", token)
    return "".join(chr(int(c, 16)) for c in chars).encode("utf-8", "replace")


def _char_codes(token: str) -> bytes:
    return "".join(chr(int(n)) for n in re.findall(r"\d+", token) if int(n) < 0x110000).encode()


# (kind, literal that must be in the text, regex, decoder, regex group)
_DECODERS: tuple[tuple[str, str, re.Pattern[str], Callable[[str], bytes], int], ...] = (
    ("base85", "85decode", _B85, _b85, 2),
    ("ascii85", "<~", _ADOBE, lambda t: base64.a85decode(t, adobe=True), 0),
    ("hex-escape", "\\x", _HEX_ESC, _hex_esc, 0),
    ("octal-escape", "\\", _OCT_ESC, _oct_esc, 0),
    ("unicode-escape", "\\u", _UNI_ESC, _uni_esc, 0),
    ("url-escape", "%", _URL, lambda t: urllib.parse.unquote(t).encode(), 0),
    ("html-entity", "&", _ENTITY, lambda t: html.unescape(t).encode(), 0),
    ("char-codes", "fromCharCode", _CHAR_CODES, _char_codes, 1),
    ("char-codes", "chr(", _CHR_CHAIN, _char_codes, 0),
    ("rot13", "rot13", _ROT13, lambda t: codecs.decode(t, "rot13").encode(), 1),
    ("rot13", "rot_13", _ROT13, lambda t: codecs.decode(t, "rot13").encode(), 1),
)
MAX_SCAN_CHARS = 400_000


_ENCODED_AGAIN = re.compile(r"^[A-Za-z0-9+/=_-]{16,}$")
_HEX_ONLY = re.compile(r"^(?:[0-9a-fA-F]{2})+$")
_B32_ONLY = re.compile(r"^[A-Z2-7]+=*$")


def _token_kind(token: str) -> tuple[str, Callable[[str], bytes]] | None:
    """base64, base32 or hex for one run of encoding characters (one regex pass for all)."""
    if _HEX_ONLY.match(token):
        return ("hex", bytes.fromhex) if len(token) >= 20 else None
    if _B32_ONLY.match(token):
        return ("base32", _b32) if len(token) >= 24 else None
    if _B64_SHAPE.match(token):
        return "base64", _b64
    return None


def _long_runs(text: str, raw: bytes | None = None) -> list[tuple[int, int]]:
    """(start, end) of each run of base64/32/hex characters at least MIN_RUN long, '=' included.

    The same tokens as `_B64.finditer`, found with byte searches: every character is masked
    to "a" (an encoding character) or " " (anything else, non-ASCII included: one "?" byte
    each), then only runs of MIN_RUN "a"s are looked at.
    """
    mask = (text.encode("ascii", "replace") if raw is None else raw).translate(_RUN_MASK)
    needle = b"a" * MIN_RUN
    found = []
    position = 0
    while (hit := mask.find(needle, position)) >= 0:
        start = mask.rfind(b" ", position, hit) + 1 or position
        end = mask.find(b" ", hit)
        end = len(mask) if end < 0 else end
        padded = _PADDING.match(text, end)
        found.append((start, end if padded is None else padded.end()))
        position = end
    return found


def long_runs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each run of 20 or more base64, base32 or hex characters in `text`."""
    return _long_runs(text)


def _runs(text: str, raw: bytes) -> list[tuple[int, str, str, Callable[[str], bytes]]]:
    found = []
    for start, end in _long_runs(text, raw):
        token = text[start:end]
        kind = _token_kind(token)
        if kind is not None:
            found.append((start, kind[0], token, kind[1]))
    return found


# Needles most texts lack: one automaton pass says which occur, instead of a scan for each;
# the same pass finds the cipher decoders' shape words (`shape_words`).
_RARE = ("85decode", "<~", "\\x", "\\u", "fromCharCode", "chr(", "rot13", "rot_13")
_NEEDLES = tuple(dict.fromkeys(_RARE + cipherwords.ALL))
_RARE_BYTES = (
    ahocorasick_rs.BytesAhoCorasick([n.encode() for n in _NEEDLES])
    if ahocorasick_rs is not None
    else None
)
# The last text `_candidates` read and its needles: the engine asks `shape_words` of the same
# text object right after (one slot, replaced whole, so a stale answer is never given).
_LAST: dict[str, tuple[str, frozenset[str]]] = {}


def _present(raw: bytes, text: str) -> frozenset[str]:
    """Which needles occur in the text (`raw`: its one-byte-per-character form)."""
    if _RARE_BYTES is None:
        found = frozenset(n for n in _NEEDLES if n in text)
    else:
        found = frozenset(_NEEDLES[i] for i, _s, _e in _RARE_BYTES.find_matches_as_indexes(raw))
    _LAST["slot"] = (text, found)
    return found


def shape_words(text: str) -> frozenset[str]:
    """Which of `cipherwords.ALL` (and the rare needles) `text` holds, from the pass
    `payloads(text)` just made if it did."""
    last = _LAST.get("slot")
    if last is not None and last[0] is text:
        return last[1]
    return _present(text.encode("ascii", "replace"), text)


def _candidates(text: str) -> list[tuple[int, str, str, Callable[[str], bytes]]]:
    raw = text.encode("ascii", "replace")  # one byte a character: offsets stay those of text
    found = _runs(text, raw)
    rare = _present(raw, text)
    for kind, needle, regex, decode, group in _DECODERS:
        if needle and (needle not in rare if needle in _RARE else needle not in text):
            continue
        for match in regex.finditer(text):
            token = match.group(group)
            if kind == "url-escape":  # the whole whitespace-free token around the escapes
                start = max(text.rfind(" ", 0, match.start()), text.rfind("\n", 0, match.start()))
                end = (
                    len(text)
                    if (e := re.search(r"\s", text[match.end() :])) is None
                    else (match.end() + e.start())
                )
                token = text[start + 1 : end]
            found.append((match.start(), kind, token, decode))
    return found


def _decode_all(text: str) -> list[Payload]:
    found = []
    for offset, encoding, token, decode in _candidates(text[:MAX_SCAN_CHARS]):
        try:
            data = decode(token)
        except (ValueError, binascii.Error, OverflowError):
            continue
        kind = encoding
        if (packed := unpack.unpacked(data)) is not None:  # gzip, zlib, ..., UTF-16 inside
            kind, data = f"{encoding}>{packed[0]}", packed[1]
        decoded = _readable(data)
        if decoded is not None and decoded.strip() != token.strip():
            found.append(Payload(offset, kind, decoded))
        if len(found) >= MAX_PAYLOADS:
            break
    return found


def payloads(text: str) -> list[Payload]:
    """Every readable decoded payload in `text`, nested up to MAX_DEPTH encodings deep.

    A nested payload keeps the offset of the outermost encoded string, so findings in it
    point at the line a reader can see. (The rules and the capability model both ask for
    a file's payloads: decoded once.)
    """
    return list(_payloads(text))


@functools.lru_cache(maxsize=64)  # a skill's files, asked by both passes
def _payloads(text: str) -> tuple[Payload, ...]:
    result: list[Payload] = []
    frontier = [Payload(0, "", text, 0)]
    for depth in range(1, MAX_DEPTH + 1):
        next_frontier = []
        for outer in frontier:
            for inner in _decode_all(outer.text):
                kind = f"{outer.kind}>{inner.kind}" if outer.kind else inner.kind
                offset = outer.offset if outer.depth else inner.offset
                next_frontier.append(Payload(offset, kind, inner.text, depth))
        result.extend(next_frontier)
        frontier = next_frontier
        if not frontier or len(result) >= MAX_PAYLOADS:
            break
    return tuple(result[:MAX_PAYLOADS])
