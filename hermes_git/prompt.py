"""What Hermes' prompt sees once main has moved: the skills snapshot made current, the compact
index applied where configured, and the search index brought in step with the snapshot."""

from __future__ import annotations

import json
from pathlib import Path

from hermes_git.search.follow import follow_snapshot
from hermes_git.snapshot import build
from hermes_git.snapshot.compact import NOTE, index_settings, marker_path, wants_compact


def refresh_prompt(
    home: Path,
    *,
    cache_dir: Path | None = None,
    changed: bool = False,
    snapshot: str | None = None,
) -> str:
    """Refresh the snapshot ("fresh" or "rebuilt"), then the compact index and the search index.

    `changed`: skill files were written (the snapshot's stat fast path is then skipped).
    `snapshot`: what `refresh_skills_snapshot` gave, run already for this change (while the
    live files' folders were fsync'd); only the search index is then brought in step.
    """
    outcome = snapshot or refresh_skills_snapshot(home, cache_dir=cache_dir, changed=changed)
    follow_snapshot(home, cache_dir if cache_dir is not None else build.default_cache_dir(home))
    return outcome


def refresh_skills_snapshot(
    home: Path, *, cache_dir: Path | None = None, changed: bool = False
) -> str:
    """The snapshot made current and the compact index applied ("fresh" or "rebuilt"): what
    Hermes' prompt reads, from the live files alone (the search index also follows main)."""
    outcome = build.refresh_snapshot(home, cache_dir=cache_dir, changed=changed)
    if reconcile(home, home / build.SNAPSHOT_FILE):
        outcome = "rebuilt"
    return outcome


def reconcile(home: Path, snapshot_file: Path) -> bool:
    """After a refresh: rewrite the (current) snapshot when it is compact and should not be,
    or the other way round: `index.mode` changed, the skill count crossed `compact_above`, or
    Hermes rewrote the snapshot itself. Whether it was rewritten. Stat calls only in the
    default full mode when the last snapshot written was full."""
    mode, above = index_settings(home)
    marker = marker_path(home)
    if mode == "full" and (marker is None or not marker.exists()):
        return False
    try:
        raw = snapshot_file.read_bytes()
    except OSError:
        return False
    is_compact = json.dumps(NOTE)[1:-1].encode("utf-8") in raw
    if wants_compact(mode, above, raw.count(b'"skill_name":')) == is_compact:
        return False
    cache = marker.parent / "skills-cache.json" if marker is not None else None
    build.write_snapshot(home, cache_file=cache)
    return True
