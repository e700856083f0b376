"""`skill list` from its record (issue 30): an unchanged home is listed without a SKILL.md
read, and every change a person can make is listed as it is."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from hermes_git.skills import inventory
from hermes_git.skills.cache import default_cache_file
from hermes_git.skills.inventory import list_skills
from hermes_git.skills.listed import LIST_FILE
from tests.conftest import skill_md, write
from tests.helpers.hostile import bomb_skill


def _aged(home: Path) -> None:
    """Every file and folder a minute old (the records trust nothing younger than 2 s)."""
    old = time.time() - 60
    for folder, dirs, files in os.walk(home / "skills"):
        for name in [*dirs, *files, ""]:
            os.utime(os.path.join(folder, name), (old, old))


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / ".git").mkdir(parents=True)  # where the records live
    write(
        home,
        {
            "skills/ops/deploy/SKILL.md": skill_md("deploy", "Ships it."),
            "skills/notes/SKILL.md": skill_md("notes", "Takes notes.", platforms="[linux]"),
        },
    )
    _aged(home)
    return home


def _no_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a SKILL.md was read")

    monkeypatch.setattr(inventory, "discover_paths", refuse)


def _shown(home: Path, category: str | None = None) -> list[tuple[object, ...]]:
    found = list_skills(home, category)
    assert found.ok
    return [(s.rel_dir, s.name, s.list_category, s.description, s.platforms) for s in found.skills]


def test_an_unchanged_home_is_listed_from_its_record(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = _shown(home)
    assert first == [
        ("notes", "notes", None, "Takes notes.", ["linux"]),
        ("ops/deploy", "deploy", "ops", "Ships it.", []),
    ]
    _no_reading(monkeypatch)
    assert _shown(home) == first
    assert _shown(home, "ops") == first[1:]


def test_an_edit_a_new_skill_and_a_removed_one_are_listed(home: Path) -> None:
    _shown(home)
    write(home, {"skills/notes/SKILL.md": skill_md("notes", "Takes better notes.")})
    write(home, {"skills/ops/backup/SKILL.md": skill_md("backup", "Keeps copies.")})
    _aged(home)  # as a minute later: nothing is too young to trust
    assert [row[3] for row in _shown(home)] == ["Takes better notes.", "Keeps copies.", "Ships it."]
    os.remove(home / "skills/ops/backup/SKILL.md")
    assert [row[0] for row in _shown(home)] == ["notes", "ops/deploy"]


def test_a_file_as_young_as_the_record_is_read_again(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(home, {"skills/notes/SKILL.md": skill_md("notes", "Just written.")})
    assert _shown(home)[0][3] == "Just written."
    _no_reading(monkeypatch)
    with pytest.raises(AssertionError, match="was read"):  # not trusted: it may change again
        list_skills(home)


def test_a_listing_that_left_a_skill_out_is_not_recorded(home: Path) -> None:
    write(home, {"skills/ops/bomb/SKILL.md": bomb_skill("bomb")})
    _aged(home)
    for _ in range(2):
        found = list_skills(home)
        assert len(found.problems) == 1 and [s.name for s in found.skills] == ["notes", "deploy"]
    cache_file = default_cache_file(home)
    assert cache_file is not None and not cache_file.with_name(LIST_FILE).exists()


def test_a_damaged_record_means_the_full_listing(home: Path) -> None:
    first = _shown(home)
    cache_file = default_cache_file(home)
    assert cache_file is not None
    cache_file.with_name(LIST_FILE).write_bytes(b"\x00not marshal")
    assert _shown(home) == first
