"""What the cipher decoders work on and when a decoding counts.

The decoders past base64 (`ciphers`, `xorkey`, `affine`, `permute`) share three things: the
test that a decoding reads as a command (`reads_as_command`; a brute force over keys cannot
invent a payload, only find one), the encoded data a file holds (`blobs`: base64, hex, base85,
integer arrays and string literals as bytes; `literals`: quoted strings as text), and `accept`,
which also follows a decoding that is itself encoded (a reversed base64 string, XOR over
base64) one step further through `decode.payloads`, so the chain is named (`reversed>base64`).
Every list is capped: a benign file with thousands of arrays or strings costs a bounded time.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from hermes_git.guard.read import decode

MAX_BLOBS = 24
MAX_SCANNED = 256  # encoded tokens looked at, of which the MAX_BLOBS longest are kept
MAX_LITERALS = 64
MAX_BYTES = 8192
SIGNAL = re.compile(
    r"\b(?:curl|wget|bash|powershell|nc|ncat|chmod|base64|python3?)\s[^\n]{2,}|\biex\b[^\n]{2,}"
    r"|rm\s+-rf|/bin/(?:ba)?sh|\|\s*(?:ba)?sh\b|https?://\S{4,}"
)
# What a decoding found by trying every key must hold (a weak word like `nc` is not enough).
STRONG = re.compile(
    r"https?://[\w-]+(?:\.[\w-]+)+|\b(?:curl|wget)\s+[-\w]|\brm\s+-rf\s|/bin/(?:ba)?sh\b"
    r"|\|\s*(?:ba)?sh\b|\bpowershell\b|\bchmod\s+\+x\b|/dev/tcp/"
)
_LITERAL = re.compile(
    r""""((?:[^"\n\\]|\\.){8,4096}+)"|'((?:[^'\n\\]|\\.){8,4096}+)'|`((?:[^`\n\\]|\\.){8,4096}+)`"""
)
_NUMBER = r"(?:0x[0-9a-fA-F]{1,2}|\d{1,3})"
# `[1, 2]`, `(1, 2)`, `{1, 2}` and the shell's `(1 2)`
_ARRAY = re.compile(rf"[\[({{]\s*((?:{_NUMBER}\s*(?:,\s*|\s+))+{_NUMBER})\s*,?\s*[\])}}]")
_B64_TOKEN = re.compile(r"(?<![\w+/=])[A-Za-z0-9+/]{16,}={0,2}(?![\w+/=])")
_HEX_TOKEN = re.compile(r"(?<![\w])(?:[0-9a-fA-F]{2}){8,}(?![\w])")
_ADOBE = re.compile(r"<~[!-u\sz]{5,}?~>")
_B85_CHARS = re.compile(r"^[0-9A-Za-z!#$%&()*+\-;<=>?@^_`{|}~]{10,}$")
_ENCODED = re.compile(r"^[A-Za-z0-9+/=_\-\s]{16,}$")


@dataclass(frozen=True)
class Blob:
    """Bytes a file holds in some encoding: where, how they were written, the bytes."""

    offset: int
    kind: str
    data: bytes


def present(text: str, needles: Iterable[str]) -> frozenset[str]:
    """Which of `needles` (words of `cipherwords`) occur in `text`: one automaton pass,
    shared with `decode` (a regex or a substring test per needle would read a benign file
    many times over)."""
    return decode.shape_words(text) & frozenset(needles)


def reads_as_command(text: str) -> bool:
    """Printable text holding a command word, a pipe to a shell or a URL."""
    if not text or SIGNAL.search(text) is None:
        return False
    return sum(ch.isprintable() or ch in "\n\t" for ch in text) >= 0.95 * len(text)


def _reads(text: str, strong: bool) -> bool:
    if strong and (STRONG.search(text) is None or not any(c in text for c in " \t")):
        return False  # a command has arguments: `a|b|sh` is a word list, not a pipe
    return reads_as_command(text)


def accept(
    kind: str, text: str, strong: bool = False, follow: bool = True
) -> tuple[str, str] | None:
    """(chain, text) when `text` reads as a command, directly or (`follow`) once more decoded;
    `strong`: a clear command (for decodings found by trying many keys)."""
    if _reads(text, strong):
        return kind, text
    if follow and _ENCODED.match(text):
        for inner in decode.payloads(text):
            if _reads(inner.text, strong):
                return f"{kind}>{inner.kind}", inner.text
    return None


def as_text(data: bytes) -> str:
    """Bytes as text: UTF-8 when they are, else Latin-1 (every byte one character)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


_ESCAPE = re.compile(
    r"\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{[0-9a-fA-F]{1,6}\}|[0-7]{1,3}|.)", re.DOTALL
)
_SIMPLE = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "v": "\v", "f": "\f", "b": "\b"}


def _one_escape(match: re.Match[str]) -> str:
    body = match.group(1)
    if body[0] in "xu" and len(body) > 1:
        return chr(min(int(body[1:].strip("{}"), 16), 0x10FFFF))
    if body.isdigit() and body[0] in "01234567" and body != "0":
        return chr(int(body, 8))
    return _SIMPLE.get(body, body)


def unescape(body: str) -> str:
    """A literal's body with its `\\x`, `\\u`, octal and one-letter escapes resolved (an
    unknown escape stands for its character, as in JavaScript)."""
    return body if "\\" not in body else _ESCAPE.sub(_one_escape, body)


def literals(text: str) -> list[tuple[int, str]]:
    """(offset, value) of the quoted strings in `text`, escapes resolved (at most MAX_LITERALS)."""
    found = []
    for match in _LITERAL.finditer(text):
        body = match.group(1) or match.group(2) or match.group(3) or ""
        found.append((match.start(), unescape(body)))
        if len(found) >= MAX_LITERALS:
            break
    return found


def to_int(token: str) -> int:
    """An integer literal as the decoders match them: `0x…` hex, else decimal (`07` is 7, not
    the error `int("07", 0)` raises)."""
    return int(token, 16) if token[:2].lower() == "0x" else int(token, 10)


def int_arrays(text: str, least: int = 8) -> list[tuple[int, list[int]]]:
    """(offset, values) of each array of at least `least` integers from 0 to 255."""
    found = []
    for match in _ARRAY.finditer(text):
        try:
            values = [to_int(v) for v in re.split(r"[\s,]+", match.group(1))]
        except ValueError:
            continue
        if len(values) >= least and max(values) < 256:
            found.append((match.start(), values[:MAX_BYTES]))
        if len(found) >= MAX_BLOBS:
            break
    return found


def _capped(matches: Iterator[re.Match[str]]) -> list[re.Match[str]]:
    return list(itertools.islice(matches, MAX_SCANNED))


def _encoded_runs(text: str) -> Iterator[Blob]:
    for match in _capped(_HEX_TOKEN.finditer(text)):
        yield Blob(match.start(), "hex", bytes.fromhex(match.group(0)))
    for match in _capped(_B64_TOKEN.finditer(text)):
        token = match.group(0)
        try:
            data = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
        except (ValueError, binascii.Error):
            continue
        yield Blob(match.start(), "base64", data)


def _base85(text: str) -> Iterator[Blob]:
    if "<~" in text:
        for match in _capped(_ADOBE.finditer(text)):
            if (data := decode.ascii85(match.group(0))) is not None:
                yield Blob(match.start(), "ascii85", data)
    if "85decode" in text:
        for offset, value in literals(text):
            if _B85_CHARS.match(value) and (data := decode.base85(value)) is not None:
                yield Blob(offset, "base85", data)


def _quoted(text: str) -> Iterator[Blob]:
    for offset, value in literals(text):
        yield Blob(offset, "string", value.encode("latin-1", "replace"))


def blobs(text: str) -> list[Blob]:
    """The encoded byte strings of `text` (the MAX_BLOBS longest): base64, hex, base85 and
    ascii85, integer arrays, string literals (escapes resolved)."""
    found = [Blob(o, "bytes", bytes(v)) for o, v in int_arrays(text)]
    found += [*_encoded_runs(text), *_base85(text), *_quoted(text)]
    longest = sorted((b for b in found if len(b.data) >= 8), key=lambda b: -len(b.data))
    return [Blob(b.offset, b.kind, b.data[:MAX_BYTES]) for b in longest[:MAX_BLOBS]]
