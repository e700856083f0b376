"""Decoded bytes that are packed once more: gzip, zlib, bzip2 or xz, or UTF-16 text.

A payload is often compressed before it is base64-encoded (`H4sI...` is gzip, `eJ...` zlib)
and PowerShell's `-EncodedCommand` is base64 of UTF-16LE. Each is recognised by its first bytes
(a magic number, or a NUL after every character) and unpacked to at most MAX_OUT bytes, so a
decompression bomb costs no more than a large file.
"""

from __future__ import annotations

import bz2
import lzma
import zlib

MAX_OUT = 1 << 20
_ZLIB_SECOND = (0x01, 0x5E, 0x9C, 0xDA)


def _inflate(data: bytes, wbits: int) -> bytes:
    return zlib.decompressobj(wbits).decompress(data, MAX_OUT)


def _bounded(decompressor: bz2.BZ2Decompressor | lzma.LZMADecompressor, data: bytes) -> bytes:
    return decompressor.decompress(data, max_length=MAX_OUT)


def _decompressed(data: bytes) -> tuple[str, bytes] | None:
    if data[:2] == b"\x1f\x8b":
        return "gzip", _inflate(data, 16 + zlib.MAX_WBITS)
    if len(data) > 2 and data[0] == 0x78 and data[1] in _ZLIB_SECOND:
        return "zlib", _inflate(data, zlib.MAX_WBITS)
    if data[:3] == b"BZh":
        return "bzip2", _bounded(bz2.BZ2Decompressor(), data)
    if data[:6] == b"\xfd7zXZ\x00":
        return "xz", _bounded(lzma.LZMADecompressor(), data)
    return None


def unpacked(data: bytes) -> tuple[str, bytes] | None:
    """(how, bytes) when `data` is compressed or UTF-16 text, else None."""
    try:
        found = _decompressed(data)
    except (zlib.error, OSError, lzma.LZMAError, EOFError, ValueError):
        return None
    if found is None and len(data) >= 8 and data[1::2].count(0) >= 0.9 * (len(data) // 2):
        return "utf-16", data.decode("utf-16-le", "replace").encode("utf-8")
    return found
