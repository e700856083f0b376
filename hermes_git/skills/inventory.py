"""What `hermes-git skill list` shows: the skills as Hermes lists them, and the ones left out.

A SKILL.md whose frontmatter breaks a YAML bound (nested too deep, an alias bomb, a huge text) is
never loaded (`hermes_git.parse.yamlio.check_bounds`); its fallback values are a guess from a
hostile text, so it is not listed but reported with the `yaml-bounds` error `validate` gives.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

from hermes_git.frontmatter import YamlProblem
from hermes_git.problems import Problem
from hermes_git.skills.cache import Key, ParseCache, default_cache_file
from hermes_git.skills.listed import LIST_FILE, Listed, listed, load, save
from hermes_git.skills.model import (
    SKILL_FILE,
    Skill,
    discover,
    discover_paths,
    sorted_paths,
    walked_dirs,
)
from hermes_git.skills.walkcache import WALK_FILE, cached_index_paths


@dataclass(frozen=True)
class Inventory:
    """The skills listed (Hermes' order) and one error per skill left out."""

    skills: list[Listed]
    problems: list[Problem]

    @property
    def ok(self) -> bool:
        """No skill was left out."""
        return not self.problems


def list_skills(
    repo_root: Path, category: str | None = None, base: Path | None = None
) -> Inventory:
    """Every skill under the repository's `skills/` (only `category`'s, when given: the first
    folder, as `Skill.list_category`), the ones whose frontmatter broke a YAML bound left out and
    reported; a reported path is relative to `base` (default: the current folder) when under it,
    as `validate` shows it. Unchanged since the last listing: the rows it recorded."""
    root = repo_root / "skills"
    cache_file = default_cache_file(repo_root)
    if cache_file is None or not root.is_dir():
        return _inventory(_of(discover(root), category), base)
    record, where = cache_file.with_name(LIST_FILE), os.fspath(root)
    paths = sorted_paths(
        cached_index_paths(where, cache_file.with_name(WALK_FILE), SKILL_FILE, walked_dirs)
    )
    rows = load(record, where, paths)
    if rows is not None:
        return Inventory([r for r in rows if r.list_category == category] if category else rows, [])
    started, keys = time.time_ns(), list[tuple[str, Key]]()
    skills = discover_paths(root, paths, ParseCache(cache_file), keys)
    every = _inventory(skills, base)
    if every.ok:
        save(record, where, started, keys, every.skills)
    return _inventory(_of(skills, category), base) if category else every


def _of(skills: list[Skill], category: str | None) -> list[Skill]:
    return [s for s in skills if s.list_category == category] if category else skills


def _inventory(found: list[Skill], base: Path | None) -> Inventory:
    listed_: list[Listed] = []
    refused: list[tuple[Path, YamlProblem]] = []
    for skill in found:
        problem = skill.summary.yaml_problem
        if problem is not None and problem.bounds:
            refused.append((skill.skill_md, problem))
        else:
            listed_.append(listed(skill))
    if not refused:
        return Inventory(listed_, [])
    prefix = str(base or Path.cwd()).rstrip(os.sep) + os.sep
    return Inventory(listed_, [p.bounds_problem(_shown(path, prefix)) for path, p in refused])


def _shown(path: Path, prefix: str) -> str:
    text = str(path)
    return text[len(prefix) :].replace(os.sep, "/") if text.startswith(prefix) else text
