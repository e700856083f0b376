"""Discovery's walk record (issue 22): reused only while every folder is as it was."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from hermes_git.skills import model as skills
from hermes_git.skills import walkcache
from tests.conftest import skill_md, write


def age(root: Path, seconds: float = 60.0) -> None:
    """Date every folder back (a record is trusted only for folders older than its tick)."""
    then = time.time() - seconds
    for folder, _dirs, _files in os.walk(root):
        os.utime(folder, (then, then))


@pytest.fixture
def home(tmp_path: Path) -> Path:
    write(
        tmp_path / "skills",
        {
            "devops/deploy/SKILL.md": skill_md("deploy"),
            "devops/deploy/references/SKILL.md": skill_md("not-a-skill"),
            "notes/SKILL.md": skill_md("notes"),
        },
    )
    age(tmp_path / "skills")
    return tmp_path


def names(home: Path) -> list[str]:
    found = skills.discover(home / "skills", home / "cache" / "skills-cache.json")
    return [s.rel_dir for s in found]


def test_an_unchanged_tree_is_not_walked_again(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (home / "cache").mkdir()
    assert names(home) == ["devops/deploy", "notes"]
    assert (home / "cache" / walkcache.WALK_FILE).is_file()

    def no_walk(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("walked although nothing changed")

    monkeypatch.setattr(walkcache.os, "walk", no_walk)
    assert names(home) == ["devops/deploy", "notes"]


def test_added_removed_and_replaced_skills_are_seen(home: Path) -> None:
    (home / "cache").mkdir()
    assert names(home) == ["devops/deploy", "notes"]
    write(home / "skills", {"devops/build/SKILL.md": skill_md("build")})
    assert names(home) == ["devops/build", "devops/deploy", "notes"]
    age(home / "skills")
    names(home)
    shutil.rmtree(home / "skills" / "notes")
    assert names(home) == ["devops/build", "devops/deploy"]
    age(home / "skills")
    names(home)
    (home / "skills" / "devops" / "build" / "SKILL.md").rename(
        home / "skills" / "devops" / "build" / "README.md"
    )
    assert names(home) == ["devops/deploy"]


def test_a_folder_changed_within_the_records_tick_is_walked_again(home: Path) -> None:
    """A change that leaves a folder's mtime as recorded (same tick) is still seen: folders
    that were young when the record was made are never trusted."""
    (home / "cache").mkdir()
    devops = home / "skills" / "devops"
    os.utime(devops)  # changed just now, as the record is made
    assert names(home) == ["devops/deploy", "notes"]
    recorded = os.stat(devops)
    write(home / "skills", {"devops/build/SKILL.md": skill_md("build")})
    os.utime(devops, ns=(recorded.st_atime_ns, recorded.st_mtime_ns))  # the same tick
    assert names(home) == ["devops/build", "devops/deploy", "notes"]


def test_a_broken_record_costs_only_a_walk(home: Path) -> None:
    (home / "cache").mkdir()
    (home / "cache" / walkcache.WALK_FILE).write_bytes(b"not marshal")
    assert names(home) == ["devops/deploy", "notes"]
