"""Base64 runs of a text and what they read as: what the secret engine rescans when a token is
wrapped in base64, and where the formats made of one long token can be at all."""

from __future__ import annotations

import base64
import binascii

__all__ = ["base64_runs", "printable_b64", "token_runs"]

PRINTABLE = bytes(range(32, 127)) + b"\t\n\r"
RUN_CHARS = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-"
# Every byte to `b` (a base64 character of either alphabet) or a blank: a text's runs are
# then found by `bytes.find`, not by a regex tried at each character.
_MARKS = bytes(0x62 if i in RUN_CHARS else 0x20 for i in range(256))
BASE64_LEAST = 32  # characters of a run worth decoding


def token_runs(text: str, least: int, latin: bytes | None = None) -> list[tuple[int, int]]:
    """(start, end) of every maximal run of base64 characters (`[A-Za-z0-9+/_-]`) at least
    `least` long, in order. Each character of the text is one byte of its Latin-1 form (a
    character past Latin-1 reads `?`, not a base64 character), so offsets are the text's
    (`latin`: that form, `text.encode("latin-1", "replace")`, when already made)."""
    marks = (text.encode("latin-1", "replace") if latin is None else latin).translate(_MARKS)
    runs: list[tuple[int, int]] = []
    needle = b"b" * least
    at = marks.find(needle)
    while at >= 0:
        end = marks.find(b" ", at + least)
        end = len(marks) if end < 0 else end
        runs.append((at, end))
        at = marks.find(needle, end)
    return runs


def base64_runs(text: str, runs: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """What `(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}` finds, left to right: runs of
    32 or more with up to two `=` after (`runs`: the text's `token_runs` of 32 or fewer)."""
    found = []
    for start, end in token_runs(text, BASE64_LEAST) if runs is None else runs:
        if end - start < BASE64_LEAST:
            continue
        stop = end
        while stop < len(text) and stop - end < 2 and text[stop] == "=":
            stop += 1
        found.append((start, stop))
    return found


def printable_b64(token: str) -> str | None:
    """The text a base64 run decodes to, or None when it is not all printable ASCII."""
    if _b64_bytes(token[:8]).translate(None, PRINTABLE):
        return None  # the first 6 bytes already show binary: skip decoding the rest
    data = _b64_bytes(token)
    if len(data) < 16 or data.translate(None, PRINTABLE):
        return None
    return data.decode("ascii")


def _b64_bytes(token: str) -> bytes:
    if len(token.rstrip("=")) % 4 == 1:
        token = token.rstrip("=")[:-1]  # a run cut one character into a quantum
    try:
        return base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_", validate=False)
    except (binascii.Error, ValueError):
        return b"\0"
