"""Object ids as git computes them, without opening a repository."""

from __future__ import annotations

ZERO = "0" * 40  # the id git reads as "no object" (a ref to create, a ref deleted)


def blob_id(data: bytes) -> str:
    """The id git gives a blob holding `data` (SHA-1 repositories)."""
    import hashlib  # deferred for start-up: OpenSSL (2 ms) loads on the first id, not before

    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()
