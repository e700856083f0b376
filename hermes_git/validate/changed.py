"""Which skills and memory files a list of changed files (a commit, a pull request) touches."""

from __future__ import annotations

from pathlib import Path

from hermes_git.memory.entries import TARGETS
from hermes_git.skills.model import SKILL_FILE

MEMORY_NAMES = frozenset(TARGETS.values())


def skill_folder_of(path: Path, stop: Path | None = None) -> Path | None:
    """The nearest folder at or above `path` that holds a SKILL.md (None: not in a skill)."""
    current = path if path.is_dir() else path.parent
    stop = stop.resolve() if stop else None
    while True:
        if (current / SKILL_FILE).is_file():
            return current
        if current.parent == current or (stop is not None and current.resolve() == stop):
            return None
        current = current.parent


def split_changed(paths: list[Path], stop: Path | None = None) -> tuple[list[Path], list[Path]]:
    """(skill folders, memory files) touched by `paths`, each once, in the given order.

    Files outside any skill (README, CI config) are ignored; a deleted file counts for the skill
    folder it was in when that folder still exists.
    """
    skills: dict[Path, None] = {}
    memories: dict[Path, None] = {}
    for path in paths:
        if path.name in MEMORY_NAMES and path.parent.name == "memories":
            if path.exists():
                memories[path] = None
            continue
        folder = skill_folder_of(path, stop)
        if folder is not None:
            skills[folder] = None
    return list(skills), list(memories)
