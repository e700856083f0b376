"""The prompt snapshot and index hermes-git builds for Hermes (Hermes itself: tests/hermes/)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from hermes_git.snapshot import state as snapshotstate
from hermes_git.snapshot.build import (
    SNAPSHOT_FILE,
    build_snapshot,
    refresh_snapshot,
    snapshot_bytes,
    write_snapshot,
)
from tests.conftest import skill_md, write

HOUR_NS = 3600 * 10**9


def entries_by_name(snap: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {e["skill_name"]: e for e in snap["skills"]}


def age(root: Path, ns: int = HOUR_NS) -> None:
    """Move every mtime under `root` (folders too) `ns` into the past, as an old tree has."""
    for folder, dirs, files in os.walk(root):
        for name in [*dirs, *files, "."]:
            path = os.path.join(folder, name)
            st = os.stat(path)
            os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns - ns))


def test_the_snapshot_has_hermes_format_and_fields(home: Path) -> None:
    snap = build_snapshot(home, system="linux")
    assert list(snap) == ["version", "manifest", "skills", "category_descriptions"]
    assert snap["version"] == 1
    stat = (home / "skills/devops/deploy/SKILL.md").stat()
    assert snap["manifest"]["devops/deploy/SKILL.md"] == [stat.st_mtime_ns, stat.st_size]
    assert "devops/DESCRIPTION.md" in snap["manifest"]
    assert entries_by_name(snap)["deploy"] == {
        "skill_name": "deploy",
        "category": "devops",
        "frontmatter_name": "deploy",
        "description": "Deploy things to prod.",
        "platforms": [],
        "conditions": {
            "fallback_for_toolsets": [],
            "requires_toolsets": [],
            "fallback_for_tools": [],
            "requires_tools": [],
        },
    }
    assert snap["category_descriptions"] == {"devops": "DevOps stuff"}


def test_categories_descriptions_and_pruning_follow_hermes(home: Path) -> None:
    entries = entries_by_name(build_snapshot(home, system="linux"))
    assert entries["notes"]["category"] == "notes"  # a flat skill is its own category
    assert entries["notes"]["description"] == "A" * 57 + "..."
    assert entries["vllm"]["category"] == "mlops/inference"
    assert entries["nested"]["category"] == "devops/deploy/examples"
    assert not {"SKILL.md", "pkg", "x"} & set(entries)  # references/, node_modules, .hub pruned


def test_an_incompatible_skill_is_listed_without_description(home: Path) -> None:
    assert entries_by_name(build_snapshot(home, system="linux"))["notes-mac"]["description"] == ""
    mac = entries_by_name(build_snapshot(home, system="darwin"))["notes-mac"]
    assert (mac["description"], mac["platforms"]) == ("Mac only.", ["macos"])


def test_an_unreadable_skill_is_listed_by_its_folder_name(home: Path) -> None:
    broken = entries_by_name(build_snapshot(home))["broken"]
    assert (broken["frontmatter_name"], broken["description"]) == ("broken", "")


def test_write_snapshot_writes_json_like_hermes(home: Path) -> None:
    snap = write_snapshot(home)
    data = (home / SNAPSHOT_FILE).read_bytes()
    assert json.loads(data) == snap
    assert data == json.dumps(snap, indent=2, ensure_ascii=False).encode()
    assert "Décrit en français ☕".encode() in data  # ensure_ascii=False
    assert not list(home.glob(".*.tmp"))


def test_refresh_rebuilds_only_when_a_manifest_file_changed(home: Path) -> None:
    assert refresh_snapshot(home) == "rebuilt"
    assert refresh_snapshot(home) == "fresh"
    write(home, {"skills/devops/deploy/references/new.md": "# more\n"})  # not in the manifest
    assert refresh_snapshot(home) == "fresh"
    write(home, {"skills/devops/deploy/SKILL.md": skill_md("deploy", "Changed.")})
    assert refresh_snapshot(home) == "rebuilt"
    write(home, {"skills/new/SKILL.md": skill_md("new")})
    assert refresh_snapshot(home) == "rebuilt"
    (home / SNAPSHOT_FILE).unlink()
    assert refresh_snapshot(home) == "rebuilt"


def test_refresh_keeps_a_valid_snapshot_someone_else_wrote(home: Path) -> None:
    write_snapshot(home)
    before = (home / SNAPSHOT_FILE).stat().st_mtime_ns
    assert refresh_snapshot(home) == "fresh"
    assert (home / SNAPSHOT_FILE).stat().st_mtime_ns == before


def test_refresh_reuses_the_parse_cache_of_a_repo(repo: Path) -> None:
    assert refresh_snapshot(repo) == "rebuilt"
    assert (repo / ".git/hermes-git/skills-cache.json").exists()


@pytest.fixture
def old_repo(repo: Path) -> Path:
    """The `repo` home with a snapshot, a recorded state, and every mtime an hour old."""
    age(repo / "skills")
    assert refresh_snapshot(repo) == "rebuilt"
    assert (repo / ".git/hermes-git" / snapshotstate.STATE_FILE).exists()
    return repo


def state_says_unchanged(home: Path) -> bool:
    return snapshotstate.unchanged(
        home / ".git/hermes-git" / snapshotstate.STATE_FILE, home / "skills", home / SNAPSHOT_FILE
    )


def test_an_old_unchanged_tree_is_confirmed_by_stats_alone(old_repo: Path) -> None:
    assert state_says_unchanged(old_repo)
    assert refresh_snapshot(old_repo) == "fresh"


@pytest.mark.parametrize(
    "change", ["edit in place", "new skill", "new folder", "removed", "snapshot replaced"]
)
def test_the_stat_check_sees_every_change_the_manifest_would(old_repo: Path, change: str) -> None:
    skills = old_repo / "skills"
    if change == "edit in place":
        with (skills / "notes/SKILL.md").open("a", encoding="utf-8") as handle:
            handle.write("more")
    elif change == "new skill":
        write(skills, {"devops/new/SKILL.md": skill_md("new")})
    elif change == "new folder":
        write(skills, {"devops/deploy/examples/SKILL.md": skill_md("example")})
    elif change == "removed":
        (skills / "notes/SKILL.md").unlink()
    else:
        write_snapshot(old_repo)  # same content, a new file (Hermes rewrote it)
    assert not state_says_unchanged(old_repo)
    expected = "fresh" if change == "snapshot replaced" else "rebuilt"
    assert refresh_snapshot(old_repo) == expected


def test_values_too_new_to_trust_are_read_again(repo: Path) -> None:
    """A file written in the tick the state was recorded in can change again without a new
    mtime or size (git's racy-timestamp case): the next refresh reads it."""
    assert refresh_snapshot(repo) == "rebuilt"  # files written just now
    assert not state_says_unchanged(repo)
    path = repo / "skills/notes/SKILL.md"
    before = path.stat()
    text = path.read_text()
    line = next(line for line in text.splitlines() if line.startswith("description: "))
    path.write_text(text.replace(line, line[:-1] + ("x" if line[-1] != "x" else "y")))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # the same tick, same size
    assert refresh_snapshot(repo) == "rebuilt"
    assert (repo / SNAPSHOT_FILE).read_bytes() == snapshot_bytes(build_snapshot(repo))
    assert refresh_snapshot(repo) == "fresh"  # read again, found alike


def test_a_patched_snapshot_holding_a_float_is_written_as_json_writes_it(repo: Path) -> None:
    """A refresh that patches a few entries checks only those for orjson; a float anywhere in
    the file read back (orjson writes 1e-07 as 1e-7) sends the whole file to `json`."""
    floaty = skill_md("floaty", "Has a float.").replace(
        "---\n# Title", "metadata:\n  hermes:\n    requires_tools: [1.0e-07]\n---\n# Title"
    )
    write(repo, {"skills/floaty/SKILL.md": floaty})
    age(repo / "skills")
    assert refresh_snapshot(repo) == "rebuilt"
    assert b"1e-07" in (repo / SNAPSHOT_FILE).read_bytes()
    path = repo / "skills/notes/SKILL.md"
    path.write_text(path.read_text().replace("description:", "description: Patched,"))
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns - HOUR_NS))
    assert refresh_snapshot(repo) == "rebuilt"  # patched: one entry redone
    written = (repo / SNAPSHOT_FILE).read_bytes()
    assert b"Patched," in written and b"1e-07" in written
    assert written == snapshot_bytes(build_snapshot(repo))
