"""The refs a sync reads after its fetch, listed by one `git for-each-ref`.

A sync looks at main and the remote's main, this device's and the remote's review branches,
the rejection notes on both sides and this device's marker. Asked one at a time that is a dozen
git processes, which in an idle round cost more than the fetch and the push together; one
listing answers them all. What the sync itself then writes (a merge, a parked conflict, a
rejection note, a deleted branch) marks the listing stale (`touched`), and `current()` lists
again before anyone reads from it.
"""

from __future__ import annotations

from hermes_git.proposals.rejected import FORMAT
from hermes_git.store.gitstore import GitStore


class Refs:
    """Every branch, remote-tracking branch of `remote` and hermes ref, as they stand."""

    def __init__(self, store: GitStore, remote: str) -> None:
        self.store, self.remote = store, remote
        self._stale = False
        self._fresh: Refs | None = None  # the listing made since the last write
        self.records: dict[str, str] = {}  # ref name: its record, in `rejected.FORMAT`
        self.tips: dict[str, str] = {}  # ref name: the object it points at
        out = store.run(
            "for-each-ref", FORMAT, "refs/heads/", f"refs/remotes/{remote}/", "refs/hermes/"
        )
        for record in out.split("\x01"):
            fields = record.strip("\n").split("\x00")
            if len(fields) == 6:
                self.records[fields[0]] = record
                self.tips[fields[0]] = fields[1]

    def rev(self, ref: str) -> str | None:
        """What the full ref name `ref` points at, None: no such ref."""
        return self.tips.get(ref)

    def under(self, prefix: str) -> list[str]:
        """The records of the refs whose names start with `prefix`."""
        return [record for ref, record in self.records.items() if ref.startswith(prefix)]

    def branches(self, prefix: str) -> list[str]:
        """Local branch names starting with `prefix` (after `refs/heads/`)."""
        start = "refs/heads/" + prefix
        return [ref.removeprefix("refs/heads/") for ref in self.tips if ref.startswith(start)]

    def touched(self) -> None:
        """The sync wrote a ref: list again before the next read."""
        self._stale, self._fresh = True, None

    def current(self) -> Refs:
        """This listing, or a new one when a ref was written since (listed once per write)."""
        if not self._stale:
            return self
        if self._fresh is None:
            self._fresh = Refs(self.store, self.remote)
        return self._fresh
