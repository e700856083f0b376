"""`skill list`'s library side: a skill whose YAML breaks a bound is left out with validate's error."""

from __future__ import annotations

import os
import time
import tracemalloc
from pathlib import Path

from hermes_git.skills.cache import ParseCache, default_cache_file, file_key
from hermes_git.skills.inventory import list_skills
from hermes_git.validate.run import validate_skill
from tests.conftest import skill_md, write
from tests.helpers.hostile import bomb_skill, deep_skill


def _home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / ".git").mkdir(parents=True)  # where the parse cache lives
    write(
        home,
        {
            "skills/ops/bomb/SKILL.md": bomb_skill("bomb"),
            "skills/deep/SKILL.md": deep_skill("deep"),
            "skills/ops/fine/SKILL.md": skill_md("fine"),
            "skills/broken/SKILL.md": "---\nname: broken\ndescription: [unclosed\n---\nbody\n",
        },
    )
    return home


def test_the_problems_are_validates_and_the_rest_is_listed(tmp_path: Path) -> None:
    home = _home(tmp_path)
    found = list_skills(home, base=home)
    # broken YAML that is within bounds is listed as Hermes lists it (its fallback values)
    assert [s.rel_dir for s in found.skills] == ["broken", "ops/fine"] and not found.ok
    expected = [
        p
        for rel in ("skills/deep/SKILL.md", "skills/ops/bomb/SKILL.md")
        for p in validate_skill(home / rel, rel.split("/")[-2], "hermes", rel)
        if p.rule == "yaml-bounds"
    ]
    assert found.problems == expected and [p.line for p in expected] == [4, 9]


def test_a_reported_path_outside_base_is_absolute_and_category_filters(tmp_path: Path) -> None:
    home = _home(tmp_path)
    found = list_skills(home, "ops", base=tmp_path / "elsewhere")
    assert [s.rel_dir for s in found.skills] == ["ops/fine"]
    assert [p.path for p in found.problems] == [str(home / "skills/ops/bomb/SKILL.md")]


def test_the_parse_cache_keeps_which_problem_broke_a_bound(tmp_path: Path) -> None:
    home = _home(tmp_path)
    old = time.time() - 60  # older than the cache's racy window: it is trusted
    for md in home.rglob("SKILL.md"):
        os.utime(md, (old, old))
    first = list_skills(home, base=home)
    cache_file = default_cache_file(home)
    assert cache_file is not None
    cache = ParseCache(cache_file)
    for rel, bounds in (("ops/bomb/SKILL.md", True), ("broken/SKILL.md", False)):
        summary = cache.get(rel, file_key(os.stat(home / "skills" / rel)))
        assert summary is not None and summary.yaml_problem is not None
        assert summary.yaml_problem.bounds is bounds
    assert list_skills(home, base=home) == first


def test_listing_hostile_skills_takes_bounded_time_and_memory(tmp_path: Path) -> None:
    home = _home(tmp_path)
    tracemalloc.start()
    start = time.perf_counter()
    try:
        found = list_skills(home)
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(found.problems) == 2
    assert seconds < 1.0 and peak < 20 * 2**20  # the bomb in full would be gigabytes
