"""A base64 run read as text: what the secret engine rescans when a token is wrapped in base64."""

from __future__ import annotations

import base64
import binascii

__all__ = ["printable_b64"]

PRINTABLE = bytes(range(32, 127)) + b"\t\n\r"


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
