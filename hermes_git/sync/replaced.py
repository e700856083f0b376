"""Skills another device's side of a sync conflict replaced here, by name.

When two devices changed a skill incompatibly, the one that merged kept its own version on
main and parked the other's on `hermes/review/<it>/conflict-<skill>` (trailer `Hermes-Theirs`:
the device whose version was set aside). When this device is that one, its next sync pulls
the other version into its live files; this says which skills, and where its own version is.
"""

from __future__ import annotations

from hermes_git.store.gitstore import GitStore
from hermes_git.sync.remote import tracking_review

_FORMAT = "--format=%(refname)%00%(objectname)%00%(contents:subject)%00%(trailers:only,unfold)%01"
_SUBJECT = "Sync conflict in "


def replaced_here(store: GitStore, remote: str, device: str, old: str, new: str) -> list[str]:
    """One line per skill whose version from `old` (this device's) the other side replaced in
    `new`, naming the branch that holds this device's version."""
    tracking = f"refs/remotes/{remote}/"
    changed = set(store.changed_paths(old, new))
    lines = []
    out = store.run("for-each-ref", _FORMAT, tracking_review(remote))
    for record in out.split("\x01"):
        fields = record.strip("\n").split("\x00")
        if len(fields) != 4 or not fields[2].startswith(_SUBJECT):
            continue
        ref, _tip, subject, trailers = fields
        keys = dict(line.split(": ", 1) for line in trailers.splitlines() if ": " in line)
        if keys.get("Hermes-Theirs") != device:
            continue
        what = subject.removeprefix(_SUBJECT).partition(": ")[0]
        if any(p == what or p.startswith(what + "/") for p in changed):
            other = keys.get("Hermes-Device", "another device")
            lines.append(
                f"{what}: {other}'s version replaced yours in a sync conflict; yours is on "
                f"{ref.removeprefix(tracking)} (`hermes-git review approve` it to take it back)"
            )
    return lines
