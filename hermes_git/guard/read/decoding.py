"""Turn any bytes git would commit into text a scanner can read.

`decode_bytes` picks the decoding: UTF-8 (a BOM is dropped), UTF-16 with a BOM, UTF-16 without
one when the NUL pattern of ASCII-in-UTF-16 says so, and Latin-1 for everything else (every byte
maps to one character, so nothing is ever unreadable; NUL bytes stay in the text). Line numbers
do not move: no newline is added or removed.

`iter_chunks` streams a large file as overlapping pieces of text, so a pattern shorter than the
overlap that straddles a chunk boundary is whole in one of them.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

UTF8 = "utf-8"
UTF16LE = "utf-16-le"
UTF16BE = "utf-16-be"
LATIN1 = "latin-1"

CHUNK_BYTES = 1 << 20
OVERLAP_CHARS = 4096
_SNIFF = 4096


def _utf16_without_bom(data: bytes) -> str | None:
    """`utf-16-le`/`utf-16-be` when the bytes look like ASCII text in UTF-16 (NUL every
    other byte), else None."""
    sample = data[:_SNIFF]
    if len(sample) < 4 or len(data) % 2:
        return None
    even_nul = sample[0::2].count(0)
    odd_nul = sample[1::2].count(0)
    half = len(sample) // 2
    if odd_nul >= 0.6 * half and even_nul <= 0.1 * half:
        return UTF16LE
    if even_nul >= 0.6 * half and odd_nul <= 0.1 * half:
        return UTF16BE
    return None


def sniff(data: bytes) -> str:
    """The encoding `decode_bytes` would use for `data` (from its start and whether it is UTF-8)."""
    if data.startswith(codecs.BOM_UTF8):
        return UTF8
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        return UTF16LE if data.startswith(codecs.BOM_UTF16_LE) else UTF16BE
    guess = _utf16_without_bom(data)
    if guess is not None:
        return guess
    try:
        data.decode(UTF8)
    except UnicodeDecodeError:
        return LATIN1
    return UTF8


def decode_bytes(data: bytes) -> tuple[str, str]:
    """`(text, encoding name)` of `data`: UTF-8, UTF-16 (with or without a BOM) or Latin-1.

    Never raises: bytes that are neither UTF-8 nor UTF-16 are read as Latin-1. A BOM is not
    part of the text.
    """
    boms = (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
    if not data.startswith(boms) and _utf16_without_bom(data) is None:
        try:  # `sniff`'s last question, its decoding kept (UTF-8 is decoded once)
            return data.decode(UTF8), UTF8
        except UnicodeDecodeError:
            return data.decode(LATIN1), LATIN1
    encoding = sniff(data)
    body = data
    if encoding == UTF8 and data.startswith(codecs.BOM_UTF8):
        body = data[len(codecs.BOM_UTF8) :]
    elif encoding in (UTF16LE, UTF16BE) and data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        body = data[2:]
    if encoding in (UTF16LE, UTF16BE):
        try:
            return body.decode(encoding), encoding
        except UnicodeDecodeError:  # an odd surrogate: not really UTF-16
            return data.decode(LATIN1), LATIN1
    return body.decode(encoding), encoding


_UNPRINTABLE = re.compile(r"[^\t\n\x20-\x7e]+")


def printable_runs(text: str) -> str:
    """The printable ASCII of a binary file's text, each unprintable run made a line break
    (what `strings` shows: the commands and URLs a binary carries, not its noise)."""
    return _UNPRINTABLE.sub("\n", text)


@dataclass(frozen=True)
class Chunk:
    """A piece of a streamed file: its text, the 1-based line its first character is on, and
    how many characters at its start repeat the end of the previous chunk."""

    text: str
    line: int
    overlap: int


def iter_chunks(
    stream: BinaryIO, chunk_bytes: int = CHUNK_BYTES, overlap: int = OVERLAP_CHARS
) -> Iterator[Chunk]:
    """Overlapping text pieces of `stream`, decoded as `decode_bytes` would decode it whole.

    The decoding is chosen from the first chunk (a later non-UTF-8 byte switches the rest to
    Latin-1, never raising). Each chunk after the first starts with the last `overlap`
    characters of the one before, so a match up to `overlap` characters long is seen whole.
    """
    first = stream.read(chunk_bytes)
    encoding = sniff(first)
    if encoding == UTF8 and first.startswith(codecs.BOM_UTF8):
        first = first[len(codecs.BOM_UTF8) :]
    elif encoding in (UTF16LE, UTF16BE) and first[:2] in (
        codecs.BOM_UTF16_LE,
        codecs.BOM_UTF16_BE,
    ):
        first = first[2:]
    decoder = codecs.getincrementaldecoder(encoding)(errors="strict")
    fallback = codecs.getincrementaldecoder(LATIN1)()
    tail = ""
    line = 1
    data = first
    while True:
        final = not data or len(data) < chunk_bytes
        try:
            text = decoder.decode(data, final)
        except UnicodeDecodeError:
            decoder = fallback
            text = decoder.decode(data, final)
        if text or tail:
            piece = tail + text
            if text:
                yield Chunk(piece, line, len(tail))
            keep = piece[-overlap:] if overlap else ""
            line += piece[: len(piece) - len(keep)].count("\n")
            tail = keep
        if final:
            return
        data = stream.read(chunk_bytes)


def iter_file_chunks(path: Path, chunk_bytes: int = CHUNK_BYTES) -> Iterator[Chunk]:
    """`iter_chunks` of the file at `path`."""
    with path.open("rb") as stream:
        yield from iter_chunks(stream, chunk_bytes)
