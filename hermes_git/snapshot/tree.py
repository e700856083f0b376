"""One walk of a skills folder as Hermes walks it: the mtime/size manifest its snapshot checks."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from hermes_git.skills.model import CATEGORY_FILE, EXCLUDED_DIRS, SKILL_FILE, SUPPORT_DIRS


@dataclass
class Tree:
    """One walk of a skills folder: Hermes' manifest, plus the folders walked and their mtimes."""

    manifest: dict[str, list[int]] = field(default_factory=dict)
    stats: dict[str, os.stat_result] = field(default_factory=dict)
    dirs: list[str] = field(default_factory=list)  # relative; "." is the skills folder itself
    dir_mtimes: list[int] = field(default_factory=list)  # before listing; 0s unless asked for

    def files(self, name: str) -> list[str]:
        """Relative paths of the manifest files called `name`, sorted like Hermes' walk."""
        tail = os.sep + name
        return sorted(rel for rel in self.manifest if rel.endswith(tail) or rel == name)


def walk(skills_dir: Path, dir_mtimes: bool = False) -> Tree:
    """Walk `skills_dir` like Hermes' `_build_skills_manifest` (`os.walk` with links followed,
    the same pruning, `os.stat` of each SKILL.md and DESCRIPTION.md); `dir_mtimes` also records
    each folder's mtime, taken before the folder is listed."""
    tree = Tree()
    base = os.path.join(str(skills_dir), "")
    stack = [str(skills_dir)]
    while stack:
        folder = stack.pop()
        try:
            mtime = os.stat(folder).st_mtime_ns if dir_mtimes else 0
            subdirs, files = listing(folder)
        except OSError:
            continue
        tree.dirs.append(folder[len(base) :] or ".")
        tree.dir_mtimes.append(mtime)
        # popped in listing order: os.walk's top-down order
        stack.extend(reversed([os.path.join(folder, name) for name in subdirs]))
        for name in files:
            _add_file(tree, os.path.join(folder, name), len(base))
    return tree


def listing(folder: str) -> tuple[list[str], list[str]]:
    """One folder as Hermes' walk sees it: the subfolders it enters, in listing order, and the
    manifest files (SKILL.md, DESCRIPTION.md) in it."""
    with os.scandir(folder) as listing:
        entries = list(listing)
    files = {e.name for e in entries if not _is_dir(e)}
    has_skill = SKILL_FILE in files
    subdirs = [
        e.name
        for e in entries
        if e.name not in files
        and e.name not in EXCLUDED_DIRS
        and not (has_skill and e.name in SUPPORT_DIRS)
    ]
    return subdirs, [name for name in (SKILL_FILE, CATEGORY_FILE) if name in files]


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _add_file(tree: Tree, path: str, prefix: int) -> None:
    try:
        stat = os.stat(path)
    except OSError:
        return
    tree.manifest[path[prefix:]] = [stat.st_mtime_ns, stat.st_size]
    tree.stats[path[prefix:]] = stat
