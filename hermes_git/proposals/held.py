"""What the quarantine holds, read without the quarantine's machinery (light enough for
`status`): each held live write is a folder under `.git/hermes-git/quarantined/` with a
`meta.json` that `proposals.quarantine_live` writes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

FOLDER = "quarantined"  # not hub's `quarantine/`, whose sweep removes what it does not own
META = "meta.json"


def held_dir(git_dir: Path) -> Path:
    """The folder the quarantine keeps its entries in."""
    return git_dir / "hermes-git" / FOLDER


def entries(git_dir: Path) -> list[dict[str, Any]]:
    """Every quarantine entry, oldest first; an unreadable or damaged one is left out."""
    metas = sorted(held_dir(git_dir).glob(f"*/{META}"))
    if not metas:
        return []
    import json  # deferred for start-up: `status` loads JSON only when something is held

    found = []
    for meta in metas:
        try:
            entry = json.loads(meta.read_bytes())
        except (OSError, ValueError):
            continue
        if isinstance(entry, dict):
            found.append(entry)
    return found
