"""What `hermes-git skill list` shows: the skills as Hermes lists them, and the ones left out.

A SKILL.md whose frontmatter breaks a YAML bound (nested too deep, an alias bomb, a huge text) is
never loaded (`hermes_git.parse.yamlio.check_bounds`); its fallback values are a guess from a
hostile text, so it is not listed but reported with the `yaml-bounds` error `validate` gives.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from hermes_git.frontmatter import YamlProblem
from hermes_git.problems import Problem
from hermes_git.skills.cache import default_cache_file
from hermes_git.skills.model import Skill, discover


@dataclass(frozen=True)
class Inventory:
    """The skills listed (Hermes' order) and one error per skill left out."""

    skills: list[Skill]
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
    as `validate` shows it."""
    found = discover(repo_root / "skills", default_cache_file(repo_root))
    if category:
        found = [s for s in found if s.list_category == category]
    listed: list[Skill] = []
    refused: list[tuple[Path, YamlProblem]] = []
    for skill in found:
        problem = skill.summary.yaml_problem
        if problem is not None and problem.bounds:
            refused.append((skill.skill_md, problem))
        else:
            listed.append(skill)
    if not refused:
        return Inventory(listed, [])
    prefix = str(base or Path.cwd()).rstrip(os.sep) + os.sep
    return Inventory(listed, [p.bounds_problem(_shown(path, prefix)) for path, p in refused])


def _shown(path: Path, prefix: str) -> str:
    text = str(path)
    return text[len(prefix) :].replace(os.sep, "/") if text.startswith(prefix) else text
