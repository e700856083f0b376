"""Which commits may go onto main: signed by a key the commit's parent already trusted.

Along the first-parent line of the commits a device would take, each commit whose first parent
holds `.hermes-git/allowed_signers` must carry a good signature by a key named in that file (the
parent's, so a commit cannot enrol its own key, and a key removed before it no longer counts).
A merge's other parents are vouched for by its signer: every device verifies what it merges
before it signs the merge, and an approval signs what a person approved. A parent without the
file means signing was off there (never on, or turned off by a verified commit).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hermes_git.signing.signers import SIGNERS, parse
from hermes_git.store import signing as sshsign
from hermes_git.store.gitstore import GitStore

REASONS = {
    "N": "not signed",
    "U": "signed by a key its parent's allowed_signers does not name (unknown or revoked)",
    "B": "its signature does not match the commit (altered after signing)",
    "E": "its signature cannot be checked",
    "X": "signed by an expired signature",
    "Y": "signed by an expired key",
    "R": "signed by a revoked key",
}


@dataclass(frozen=True)
class Refusal:
    """A commit that may not go onto main, and why."""

    commit: str
    subject: str
    author: str
    signer: str  # the enrolled name, the key's fingerprint, or "nobody"
    reason: str

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def render(self) -> str:
        return f"{self.commit[:12]} {self.subject!r} by {self.author}: {self.reason} (signer: {self.signer})"


def signing_on(store: GitStore, rev: str) -> bool:
    """Whether the commit `rev` holds an allowed_signers file (signing is on there)."""
    return sshsign.blobs_at(store, [rev], SIGNERS).get(rev) is not None


def check(store: GitStore, tip: str, exclude: str | None, *, root_signed: bool) -> list[Refusal]:
    """The commits on `tip`'s first-parent line (down to what `exclude` holds) that fail;
    `root_signed`: signing is on where they would go, so a commit without parents (a history
    of its own) is refused too."""
    chain = sshsign.first_parent_chain(store, tip, exclude)
    blobs = sshsign.blobs_at(store, [p for _c, p in chain if p], SIGNERS)
    groups: dict[str, list[str]] = {}
    for commit, parent in chain:
        blob = blobs.get(parent) if parent else None
        if blob:
            groups.setdefault(blob, []).append(commit)
    texts = sshsign.read_blobs(store, list(groups))
    signatures: dict[str, sshsign.Signature] = {}
    for blob, commits in groups.items():
        signatures.update(sshsign.verify(store, commits, texts[blob]))
    refused = []
    for commit, parent in chain:
        if parent is None and root_signed:
            refused.append(_root(store, commit))
        sig = signatures.get(commit)
        if sig is not None and sig.status != "G":
            refused.append(_refusal(store, sig))
    return refused


def own_ok(
    store: GitStore, tip: str, exclude: str, key_blob: str | None, *, root_signed: bool
) -> bool:
    """Whether this device's own commits (`tip`'s first-parent line down to `exclude`) would
    pass `check` on the other devices, told without ssh-keygen: each is signed (this device
    signs what it makes on main with its one key) and its parent's signers name this key."""
    chain = sshsign.first_parent_chain(store, tip, exclude)
    if root_signed and any(parent is None for _c, parent in chain):
        return False
    blobs = sshsign.blobs_at(store, [p for _c, p in chain if p], SIGNERS)
    texts = sshsign.read_blobs(store, [b for b in blobs.values() if b])
    enrolled = {
        blob for blob, text in texts.items() if any(s.blob == key_blob for s in parse(text))
    }
    needs = [c for c, parent in chain if parent and blobs.get(parent)]
    signed = sshsign.carrying_signatures(store, needs)
    return all(
        c in signed and blobs[parent] in enrolled
        for c, parent in chain
        if parent and blobs.get(parent)
    )


def _refusal(store: GitStore, sig: sshsign.Signature) -> Refusal:
    reason = REASONS.get(sig.status, f"signature status {sig.status}")
    if sig.status == "U" and sig.fingerprint:
        own = {s.fingerprint for s in parse(store.read_file(sig.commit, SIGNERS))}
        if sig.fingerprint in own:
            reason = "it adds its own key to allowed_signers (a commit cannot enrol its own key)"
    signer = sig.principal or sig.fingerprint or "nobody"
    return Refusal(sig.commit, sig.subject, sig.author, signer, reason)


def _root(store: GitStore, commit: str) -> Refusal:
    subject, author = store.run("log", "-1", "--format=%s%x00%an <%ae>", commit).split("\0")
    return Refusal(
        commit, subject, author, "nobody", "it starts a history of its own while signing is on"
    )


def rewritten(store: GitStore, before: str | None, ours: str, theirs: str) -> bool:
    """Whether the remote's main no longer holds `before` (where it was at the last fetch)
    although this device took it: a force-push rewrote history this device verified."""
    if before is None or before == theirs:
        return False
    status, _out, _err = store.run_status("merge-base", "--is-ancestor", before, ours)
    if status != 0:
        return False  # never taken here (refused earlier): the remote may drop it
    status, _out, _err = store.run_status("merge-base", "--is-ancestor", before, theirs)
    return status != 0
