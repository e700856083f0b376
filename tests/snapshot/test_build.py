"""The prompt snapshot and index hermes-git builds for Hermes (Hermes itself: tests/hermes/)."""

from __future__ import annotations

import json
import os
import time
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
from hermes_git.snapshot.render import COMPACT_NOTE, INDEX_FOOTER, INDEX_HEADER, render_index
from tests.conftest import skill_md, write

HOUR_NS = 3600 * 10**9


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A small Hermes home with the layouts the index distinguishes."""
    home = tmp_path / "home"
    write(
        home,
        {
            "skills/devops/deploy/SKILL.md": skill_md("deploy", "'Deploy things to prod.'"),
            "skills/devops/DESCRIPTION.md": '---\ndescription: "DevOps stuff"\n---\n',
            "skills/notes/SKILL.md": skill_md("notes", "A" * 70),
            "skills/mlops/inference/vllm/SKILL.md": skill_md("vllm", "Serve models."),
            "skills/apple/notes-mac/SKILL.md": skill_md(
                "mac-notes", "Mac only.", platforms="[macos]"
            ),
            "skills/devops/deploy/references/SKILL.md": skill_md("hidden-in-references"),
            "skills/devops/deploy/examples/nested/SKILL.md": skill_md("nested", "Nested skill."),
            "skills/.hub/quarantine/x/SKILL.md": skill_md("quarantined"),
            "skills/node_modules/pkg/SKILL.md": skill_md("dependency"),
            "skills/broken/SKILL.md": b"---\nname: broken\ndescription: \xff\n---\n",
            "skills/café/SKILL.md": skill_md("café", "Décrit en français ☕"),
        },
    )
    return home


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


def test_render_index_has_hermes_shape(home: Path) -> None:
    text = render_index(home, system="linux")
    assert text.startswith(INDEX_HEADER)
    assert text.endswith(INDEX_FOOTER)
    body = text[len(INDEX_HEADER) : -len(INDEX_FOOTER)].splitlines()
    assert body[:3] == ["  broken:", "    - broken", "  café:"]
    assert "  devops: DevOps stuff" in body
    assert "    - deploy: Deploy things to prod." in body
    assert "  mlops/inference:" in body
    assert "mac-notes" not in text
    assert "    - mac-notes: Mac only." in render_index(home, system="darwin")


def test_render_index_filters_disabled_skills_per_platform(home: Path) -> None:
    write(
        home,
        {
            "config.yaml": "skills:\n  disabled: [notes]\n  platform_disabled:\n"
            "    telegram: [vllm]\n"
        },
    )
    assert "- notes" not in render_index(home)
    assert "- vllm" in render_index(home)
    assert "- vllm" not in render_index(home, "telegram")
    assert "- notes" in render_index(home, disabled=[])


def test_render_index_applies_conditional_activation(home: Path) -> None:
    write(
        home,
        {
            "skills/web/ddg/SKILL.md": skill_md(
                "ddg", "Search.", metadata="{hermes: {fallback_for_toolsets: [web]}}"
            ),
            "skills/web/shell/SKILL.md": skill_md(
                "shell", "Shell.", metadata="{hermes: {requires_tools: [terminal]}}"
            ),
        },
    )
    assert "- ddg" in render_index(home) and "- shell" in render_index(home)
    filtered = render_index(home, available_tools={"x"}, available_toolsets={"web"})
    assert "- ddg" not in filtered and "- shell" not in filtered
    assert "- shell" in render_index(home, available_tools={"terminal"}, available_toolsets=set())


def test_same_name_twice_in_a_category_is_shown_once(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "skills/cat/a/SKILL.md": skill_md("same", "First."),
            "skills/cat/b/SKILL.md": skill_md("same", "Second."),
        },
    )
    assert render_index(tmp_path).count("- same") == 1
    assert "    - same: First." in render_index(tmp_path)


def test_external_folders_add_skills_local_names_win(home: Path, tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "ext/tools/deploy/SKILL.md": skill_md("deploy", "External deploy."),
            "ext/tools/lint/SKILL.md": skill_md("lint", "Lint code."),
            "ext/tools/DESCRIPTION.md": "---\ndescription: Tools\n---\n",
            "ext/devops/DESCRIPTION.md": "---\ndescription: Other\n---\n",
        },
    )
    write(home, {"config.yaml": f"skills:\n  external_dirs: ['{tmp_path / 'ext'}', missing]\n"})
    text = render_index(home)
    assert "  tools: Tools\n    - lint: Lint code." in text
    assert "External deploy." not in text
    assert "  devops: DevOps stuff" in text  # a local category description wins


def test_compact_categories_show_names_only(home: Path) -> None:
    text = render_index(home, compact_categories={"devops"})
    assert "  devops [names only]: deploy" in text
    assert text.endswith(COMPACT_NOTE)


def test_no_skills_no_index(tmp_path: Path) -> None:
    assert render_index(tmp_path) == ""
    (tmp_path / "skills").mkdir()
    assert render_index(tmp_path) == ""


def test_from_a_snapshot_an_environment_tagged_skill_shows_without_description(home: Path) -> None:
    # Hermes 0.19 quirk (hermes-0.19.md §5.3): its snapshot path does not re-apply the
    # `environments:` filter that its cold path applies.
    write(
        home, {"skills/kanban/kw/SKILL.md": skill_md("kw", "Kanban only.", environments="[kanban]")}
    )
    assert "- kw" not in render_index(home)
    write_snapshot(home)
    assert "    - kw\n" in render_index(home)


def test_render_is_quick_and_writes_nothing(home: Path) -> None:
    start = time.perf_counter()
    render_index(home)
    assert time.perf_counter() - start < 1
    assert not (home / SNAPSHOT_FILE).exists()
