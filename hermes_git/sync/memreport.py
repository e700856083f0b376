"""The memory part of a sync's report: what the entry-level merge did to each memory file."""

from __future__ import annotations

from typing import Any

from hermes_git.memory.entries import MEMORY_PATHS
from hermes_git.memory.merge import merge_memory_text
from hermes_git.store.gitstore import GitStore


def memory_report(
    store: GitStore, ours: str, theirs: str, new: str, limits: dict[str, int]
) -> dict[str, dict[str, Any]]:
    """What the merge of `theirs` into `ours` (giving `new`) did to each memory file it
    changed: entries kept, added on either side, removed, edit conflicts, the notes."""
    base = store.merge_base(ours, theirs)
    report: dict[str, dict[str, Any]] = {}
    for rel, target in MEMORY_PATHS.items():
        if store.read_file(ours, rel) == store.read_file(new, rel):
            continue
        _merged, info = merge_memory_text(
            _text(store, base, rel),
            _text(store, ours, rel),
            _text(store, theirs, rel),
            limits[target],
        )
        report[rel] = {
            "entries": len(info.merge.entries),
            "added_here": len(info.merge.added_ours),
            "added_there": len(info.merge.added_theirs),
            "removed": len(info.merge.removed),
            "edit_conflicts": len(info.merge.conflicts),
            "notes": info.messages(),
            "added_entries": list(info.merge.added_theirs),
            "removed_entries": list(info.merge.removed),
        }
    return report


def _text(store: GitStore, rev: str | None, rel: str) -> str | None:
    data = store.read_file(rev, rel) if rev else None
    return data.decode("utf-8", "replace") if data is not None else None
