"""The tracked `allowed_signers` file (git's SSH format) and the keys in it."""

from __future__ import annotations

import re
from typing import NamedTuple

from hermes_git.errors import UsageError

SIGNERS = ".hermes-git/allowed_signers"
DISABLED = ".hermes-git/signing-disabled"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}")
_KEY_TYPES = ("ssh-", "ecdsa-", "sk-")


class Signer(NamedTuple):
    """One line: a name (the principal), the key type and its base64 blob."""

    name: str
    kind: str
    blob: str

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.blob)

    def line(self) -> str:
        return f'{self.name} namespaces="git" {self.kind} {self.blob}'

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "key_type": self.kind, "fingerprint": self.fingerprint}


def fingerprint(blob: str) -> str:
    """`SHA256:...` of a key's base64 blob, as ssh-keygen and git print it."""
    # deferred for start-up: `status` reads signers without fingerprints
    import base64
    import binascii
    import hashlib

    try:
        raw = base64.b64decode(blob, validate=True)
    except (binascii.Error, ValueError):
        return "SHA256:?"
    return "SHA256:" + base64.b64encode(hashlib.sha256(raw).digest()).decode().rstrip("=")


def parse(data: bytes | None) -> list[Signer]:
    """The signers of an allowed_signers text (lines that name no key are skipped)."""
    found = []
    for raw in (data or b"").decode("utf-8", "replace").splitlines():
        words = raw.split()
        if not words or words[0].startswith("#"):
            continue
        at = next((i for i, w in enumerate(words[1:], 1) if w.startswith(_KEY_TYPES)), None)
        if at is not None and at + 1 < len(words):
            found.append(Signer(words[0], words[at], words[at + 1]))
    return found


def render(signers: list[Signer]) -> str:
    head = "# Keys whose signed commits hermes-git takes onto main (`hermes-git signing`).\n"
    return head + "".join(s.line() + "\n" for s in signers)


def from_public_key(name: str, line: str) -> Signer:
    """A signer from a name and a public key line (`ssh-ed25519 AAAA... comment`).

    Raises:
        UsageError: the name or the key line is not usable.
    """
    if not NAME.fullmatch(name):
        raise UsageError(
            f"{name!r} cannot name a signer",
            fix="use letters, digits and . _ @ + - (at most 64), e.g. the device name",
        )
    words = line.split()
    if len(words) < 2 or not words[0].startswith(_KEY_TYPES):
        raise UsageError(
            f"not an SSH public key: {line[:60]!r}",
            fix="pass the one line of the device's `.pub` file, e.g. 'ssh-ed25519 AAAA... name'",
        )
    return Signer(name, words[0], words[1])
