"""The gate's verdict on a review branch's content, cached by tree id.

`review list` and `status` show what the gate says of the branch as it is, never what its
commit trailers claim: a hand-made or pushed branch without trailers is gated like any other.
The cache (`.git/hermes-git/verdicts.json`) maps (base tree, tip tree, profile, version) to the
verdict, so listing a long queue gates each proposal once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from hermes_git import __version__
from hermes_git import config as configmod
from hermes_git.files import atomic_write
from hermes_git.parse.jsonio import json_loads
from hermes_git.proposals.treegate import gate_tree
from hermes_git.store.gitstore import GitStore

CACHE_FILE = "verdicts.json"
MAX_ENTRIES = 2000


@dataclass(frozen=True)
class Verdict:
    """The gate on a branch: its verdict (safe, caution, dangerous) and whether it may go in."""

    verdict: str
    allowed: bool


class VerdictCache:
    """Verdicts by tree ids, read once and written back when something new was gated."""

    def __init__(self, store: GitStore) -> None:
        self.store = store
        self.path = store.git_dir / "hermes-git" / CACHE_FILE
        self.profile = configmod.load(store.root).profile
        self.changed = False
        try:
            loaded = json_loads(self.path.read_bytes())
            self.data: dict[str, list[object]] = loaded if isinstance(loaded, dict) else {}
        except (OSError, ValueError):
            self.data = {}

    def verdict(self, base: str, tip: str) -> Verdict:
        """The gate on what `tip` changes since `base` (commits)."""
        trees = self.store.run("rev-parse", f"{base}^{{tree}}", f"{tip}^{{tree}}").split()
        key = ":".join([*trees, self.profile, __version__])
        hit = self.data.get(key)
        if isinstance(hit, list) and len(hit) == 2:
            return Verdict(str(hit[0]), bool(hit[1]))
        gate = gate_tree(self.store, base, tip)
        self.data[key] = [gate.verdict, gate.allowed]
        self.changed = True
        return Verdict(gate.verdict, gate.allowed)

    def save(self) -> None:
        if not self.changed:
            return
        keep = dict(list(self.data.items())[-MAX_ENTRIES:])
        self.path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(self.path, json.dumps(keep).encode("utf-8"))
        self.changed = False
