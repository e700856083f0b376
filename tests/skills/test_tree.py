"""Trees, Hermes' skill lookup over them, and `skill_manage` edits, without Hermes installed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hermes_git.errors import UsageError
from hermes_git.skills.fuzzy import fuzzy_find_and_replace
from hermes_git.skills.manage import ActionError, DictTree, DiskTree, Edit, skill_manage
from hermes_git.skills.tree import TreeView
from tests.skills.test_manage import BASE, PATCH, SK, Case, skill

FILES = {
    "skills/devops/deploy/SKILL.md": skill("deploy").encode(),
    "skills/devops/deploy/references/a.md": b"a\n",
    "skills/devops/DESCRIPTION.md": b"---\ndescription: d\n---\n",
    "skills/notes/SKILL.md": skill("note-taking").encode(),
}


def run(args: dict[str, Any], files: dict[str, bytes] | None = None, **kw: str) -> Edit:
    return skill_manage(DictTree(FILES if files is None else files), args, **kw)


def refused(args: dict[str, Any], files: dict[str, bytes] | None = None) -> dict[str, object]:
    with pytest.raises(ActionError) as info:
        run(args, files)
    assert isinstance(info.value, UsageError)
    return info.value.result


@pytest.mark.parametrize("prefix", ["skills/devops", "skills/devops/", "/skills/devops/"])
def test_trees_list_files_under_a_folder_with_or_without_a_slash(
    prefix: str, tmp_path: Path
) -> None:
    for path, data in FILES.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_bytes(data)
    expected = [
        "skills/devops/DESCRIPTION.md",
        "skills/devops/deploy/SKILL.md",
        "skills/devops/deploy/references/a.md",
    ]
    assert DictTree(FILES).list_files(prefix) == expected
    assert DiskTree(tmp_path).list_files(prefix) == expected
    assert DiskTree(tmp_path).read("skills/notes/SKILL.md") == FILES["skills/notes/SKILL.md"]
    for bad in ("skills/../skills/notes/SKILL.md", "/etc/passwd", "skills/notes", "nope"):
        assert DiskTree(tmp_path).read(bad) is None


def test_lookup_walks_depth_first_in_sorted_order_and_skips_excluded_folders() -> None:
    files = {
        "skills/x/same/SKILL.md": b"",
        "skills/a/same/SKILL.md": b"",
        "skills/top/SKILL.md": b"",
        "skills/top/A/top/SKILL.md": b"",
        "skills/.hub/q/hidden/SKILL.md": b"",
        "skills/node_modules/m/SKILL.md": b"",
        "skills/pkg/SKILL.md": b"",
        "skills/pkg/references/inner/SKILL.md": b"",
        "skills/scripts/tool/SKILL.md": b"",
    }
    view = TreeView(DictTree(files), "skills")
    assert view.find("same") == "skills/a/same"
    assert view.find("top") == "skills/top"  # a folder's own SKILL.md before its subfolders
    assert view.find("hidden") is None and view.find("m") is None
    assert view.find("inner") is None  # a package kept under a skill's references/
    assert view.find("tool") == "skills/scripts/tool"  # `scripts` here is a category
    assert view.find("deploy") is None


def test_create_answers_like_hermes_with_tree_paths_without_a_home() -> None:
    edit = run({"action": "create", "name": "new-skill", "content": SK, "category": "tools"})
    assert edit.writes == {"skills/tools/new-skill/SKILL.md": SK.encode()}
    assert (edit.deletes, edit.skill_dir, edit.action, edit.name) == (
        [],
        "skills/tools/new-skill",
        "create",
        "new-skill",
    )
    assert edit.result["path"] == "tools/new-skill"
    assert edit.result["skill_md"] == "skills/tools/new-skill/SKILL.md"
    assert edit.result["category"] == "tools" and edit.result["_change"] == {
        "description": "A new skill."
    }
    home = run({"action": "create", "name": "x", "content": SK}, home="/h")
    assert home.result["skill_md"] == "/h/skills/x/SKILL.md"


def test_every_action_names_the_skill_folder_it_touched() -> None:
    calls = [
        {"action": "edit", "name": "deploy", "content": SK},
        {"action": "patch", "name": "deploy", "old_string": "Steps.", "new_string": "Go."},
        {
            "action": "write_file",
            "name": "deploy",
            "file_path": "scripts/x.sh",
            "file_content": "echo\n",
        },
        {"action": "remove_file", "name": "deploy", "file_path": "references/a.md"},
        {"action": "delete", "name": "deploy"},
    ]
    for args in calls:
        edit = run(args)
        assert (edit.skill_dir, edit.action, edit.name) == (
            "skills/devops/deploy",
            args["action"],
            "deploy",
        )
    assert run(calls[-1]).deletes == [
        "skills/devops/deploy/SKILL.md",
        "skills/devops/deploy/references/a.md",
    ]


def test_refusals_carry_hermes_failure_objects() -> None:
    assert refused({"action": "edit", "name": "nope", "content": SK}) == {
        "success": False,
        "error": "Skill 'nope' not found in active profile 'default'. "
        "Use skills_list() to see available skills.",
    }
    missing = refused({"action": "remove_file", "name": "deploy", "file_path": "references/b.md"})
    assert missing["available_files"] == ["references/a.md"]
    patch = refused(
        {"action": "patch", "name": "deploy", "old_string": "qqq\nzzz\nyyy", "new_string": "x"}
    )
    assert patch["file_preview"] == skill("deploy")
    with pytest.raises(ActionError, match="not found in active profile 'work'"):
        skill_manage(DictTree(FILES), {"action": "delete", "name": "x"}, profile="work")


def test_where_hermes_crashes_the_error_reads_like_its_registry() -> None:
    crash = refused({"action": "create", "name": 5, "content": SK})
    assert crash["error"] == (
        "[TOOL_ERROR] Tool execution failed: TypeError: object of type 'int' has no len()"
    )
    decode = refused(
        {"action": "edit", "name": "deploy", "content": SK}, {"skills/deploy/SKILL.md": b"\xff"}
    )
    assert str(decode["error"]).startswith("[TOOL_ERROR] Tool execution failed: UnicodeDecodeError")


def test_patch_reads_universal_newlines_and_writes_lf() -> None:
    files = {"skills/d/SKILL.md": skill("d").replace("\n", "\r\n").encode()}
    edit = run({"action": "patch", "name": "d", "old_string": "Steps.", "new_string": "Go."}, files)
    assert edit.writes["skills/d/SKILL.md"] == skill("d", body="# Title\n\nGo.\n").encode()


def test_skills_root_must_be_a_folder() -> None:
    with pytest.raises(UsageError, match="skills_root"):
        skill_manage(DictTree(FILES), {"action": "delete", "name": "deploy"}, skills_root="/")
    edit = skill_manage(
        DictTree({"home/sk/a/SKILL.md": skill("a").encode()}),
        {"action": "delete", "name": "a"},
        skills_root="home/sk/",
    )
    assert edit.deletes == ["home/sk/a/SKILL.md"]


EXPECTED_STRATEGY = {
    "patch-exact": "exact",
    "patch-line-trimmed": "line_trimmed",
    "patch-whitespace": "whitespace_normalized",
    "patch-escaped-newline": "escape_normalized",
    "patch-unicode": "unicode_normalized",
    "patch-unicode-ellipsis": "unicode_normalized",
    "patch-block-anchor": "block_anchor",
    "patch-context-aware": "context_aware",
}


@pytest.mark.parametrize(
    "case", [c for c in PATCH if c.id in EXPECTED_STRATEGY], ids=lambda c: c.id
)
def test_the_patch_table_exercises_each_reachable_strategy(case: Case) -> None:
    args = case.args
    path = next(p for p in BASE if p.endswith(f"/{args['name']}/SKILL.md"))
    content = BASE[path].decode()
    strategy = fuzzy_find_and_replace(content, args["old_string"], args["new_string"])[2]
    assert strategy == EXPECTED_STRATEGY[case.id]
