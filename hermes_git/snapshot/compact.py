"""The compact skills index (`index: {mode: compact | auto, compact_above: N}`): the snapshot
hermes-git writes keeps every skill's name under its category but no descriptions, and tells the
model to find skills with the `skill_search` tool. Hermes accepts it like any snapshot (the
manifest is untouched) and renders it without reading a SKILL.md."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from hermes_git import config as configs
from hermes_git.errors import HermesGitError

DEFAULT_ABOVE = 150
MARKER = "compact-index"  # in .git/hermes-git/: the last snapshot written was compact
NOTE = (
    "Descriptions are left out of this list to save tokens: call skill_search(query) with the "
    "task in a few words to find the skill that fits, then load it with skill_view(name)."
)


def index_settings(home: Path) -> tuple[str, int]:
    """(mode, compact_above) of `.hermes-git.yaml`'s `index`, read leniently: the config
    commands report a wrong value; here it means the default, full."""
    mode, above = "full", DEFAULT_ABOVE
    index = _index_section(home)
    if isinstance(index, dict):
        if index.get("mode") in ("full", "compact", "auto"):
            mode = str(index["mode"])
        if isinstance(index.get("compact_above"), int) and index["compact_above"] >= 0:
            above = int(index["compact_above"])
    return mode, above


def _index_section(home: Path) -> object:
    """`index` of the checked config (its cache: no YAML parse while the file is unchanged),
    else of the file read leniently."""
    with contextlib.suppress(HermesGitError, OSError):
        return configs.load(home).index
    # deferred for start-up: PyYAML only for a config that fails its checks
    from hermes_git.parse.yamlio import YAMLError, yaml_load

    with contextlib.suppress(OSError, UnicodeDecodeError, YAMLError):
        data = yaml_load((home / ".hermes-git.yaml").read_text("utf-8"))
        return data.get("index") if isinstance(data, dict) else None
    return None


def wants_compact(mode: str, above: int, skills: int) -> bool:
    """Whether an index of `skills` skills is written compact."""
    return mode == "compact" or (mode == "auto" and skills > above)


def for_disk(home: Path, snapshot: dict[str, Any]) -> dict[str, Any]:
    """The snapshot to write for `home`: as built, or compacted when the settings say so."""
    mode, above = index_settings(home)
    entries = snapshot.get("skills") or []
    wanted = wants_compact(mode, above, len(entries))
    _mark(home, wanted)
    return compact(snapshot) if wanted else snapshot


def marker_path(home: Path) -> Path | None:
    git_dir = home / ".git"
    return git_dir / "hermes-git" / MARKER if git_dir.is_dir() else None


def _mark(home: Path, compacted: bool) -> None:
    marker = marker_path(home)
    if marker is None:
        return
    with contextlib.suppress(OSError):
        if compacted:
            marker.parent.mkdir(parents=True, exist_ok=True)
            marker.touch()
        else:
            marker.unlink(missing_ok=True)


def compact(snapshot: dict[str, Any]) -> dict[str, Any]:
    """A copy without descriptions, the note heading the first category Hermes lists."""
    entries = [{**entry, "description": ""} for entry in snapshot.get("skills") or []]
    categories = sorted({str(e.get("category") or "general") for e in entries})
    blurbs = dict(snapshot.get("category_descriptions") or {})
    if categories:
        first = categories[0]
        own = blurbs.get(first, "")
        blurbs[first] = NOTE + (" " + own if own else "")
    return {**snapshot, "skills": entries, "category_descriptions": blurbs}
