"""Discovery and the skill model see what Hermes sees."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from hermes_git.errors import PathEscapeError, SkillNotFoundError
from hermes_git.skills import model as skills
from hermes_git.skills.cache import ParseCache
from hermes_git.snapshot.index import platform_matches
from tests.conftest import skill_md, write


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "skills"
    write(
        root,
        {
            "flat/SKILL.md": skill_md("flat", "A flat skill."),
            "devops/deploy/SKILL.md": skill_md("deploy-it", "x" * 70, platforms="[linux]"),
            "devops/DESCRIPTION.md": "---\ndescription: 'DevOps stuff'\n---\n",
            "mlops/inference/vllm/SKILL.md": skill_md("serving-llms-vllm", "Serve."),
            "mlops/inference/vllm/references/old/SKILL.md": skill_md("archived-copy"),
            "mlops/inference/vllm/scripts/run.sh": "echo hi\n",
            ".hub/quarantine/bad/SKILL.md": skill_md("bad"),
            ".archive/gone/SKILL.md": skill_md("gone"),
            "node_modules/pkg/SKILL.md": skill_md("pkg"),
            "SKILL.md": skill_md("root-skill"),
            # the root holds a SKILL.md, so `scripts/` right under it is a support folder: pruned
            "scripts/tool/SKILL.md": skill_md("tool"),
            "nodesc/SKILL.md": "---\nname: nodesc\n---\n# Heading\n\nFirst real line.\n",
        },
    )
    return root


def test_discovery_prunes_hermes_excluded_and_support_folders(tree: Path) -> None:
    found = [s.rel_dir for s in skills.discover(tree)]
    assert found == ["", "devops/deploy", "flat", "mlops/inference/vllm", "nodesc"]


def test_names_categories_and_descriptions_follow_hermes(tree: Path) -> None:
    by_dir = {s.rel_dir: s for s in skills.discover(tree)}
    vllm = by_dir["mlops/inference/vllm"]
    assert (vllm.dir_name, vllm.name) == ("vllm", "serving-llms-vllm")
    assert vllm.list_category == "mlops"
    assert by_dir["flat"].list_category is None
    deploy = by_dir["devops/deploy"]
    assert deploy.index_description == "x" * 57 + "..."
    assert deploy.description == "x" * 70
    assert by_dir["nodesc"].description == "First real line."
    assert by_dir["nodesc"].index_description == ""


def test_platforms_and_conditions(tree: Path, tmp_path: Path) -> None:
    deploy = skills.find_skill(tree, "devops/deploy")
    assert deploy.platforms == ["linux"]
    assert platform_matches(deploy.platforms, "linux", termux=False)
    assert not platform_matches(deploy.platforms, "darwin", termux=False)
    write(
        tmp_path / "s",
        {
            "a/SKILL.md": "---\nname: a\ndescription: d\nplatforms: macos\n"
            "metadata:\n  hermes:\n    requires_toolsets: [web]\n"
            "---\nbody\n"
        },
    )
    skill = skills.find_skill(tmp_path / "s", "a")
    assert skill.platforms == ["macos"] and platform_matches(skill.platforms, "darwin")
    assert skill.conditions == {
        "fallback_for_toolsets": [],
        "requires_toolsets": ["web"],
        "fallback_for_tools": [],
        "requires_tools": [],
    }


def test_category_descriptions_come_from_description_md(tree: Path) -> None:
    assert skills.category_descriptions(tree) == {"devops": "DevOps stuff"}


def test_find_skill_by_path_folder_name_or_unique_frontmatter_name(tree: Path) -> None:
    assert skills.find_skill(tree, "mlops/inference/vllm").rel_dir == "mlops/inference/vllm"
    assert skills.find_skill(tree, "vllm").rel_dir == "mlops/inference/vllm"
    assert skills.find_skill(tree, "serving-llms-vllm").rel_dir == "mlops/inference/vllm"
    with pytest.raises(SkillNotFoundError):
        skills.find_skill(tree, "nope")
    with pytest.raises(PathEscapeError):
        skills.find_skill(tree, "../etc")


def test_supporting_files_and_paths_that_escape(tree: Path, tmp_path: Path) -> None:
    vllm = skills.find_skill(tree, "vllm")
    assert vllm.supporting_files() == ["references/old/SKILL.md", "scripts/run.sh"]
    assert vllm.resolve_file("scripts/run.sh").read_text() == "echo hi\n"
    (tmp_path / "secret.txt").write_text("s")
    os.symlink(tmp_path / "secret.txt", vllm.path / "references" / "link.md")
    for bad in ("../deploy/SKILL.md", "/etc/passwd", "references/link.md"):
        with pytest.raises(PathEscapeError):
            vllm.resolve_file(bad)


def test_scripts_is_a_category_when_no_skill_sits_above_it(tmp_path: Path) -> None:
    write(tmp_path, {"scripts/tool/SKILL.md": skill_md("tool")})
    assert [s.rel_dir for s in skills.discover(tmp_path)] == ["scripts/tool"]


def test_unreadable_skills_are_skipped_like_hermes(tmp_path: Path) -> None:
    write(tmp_path, {"ok/SKILL.md": skill_md("ok"), "bad/SKILL.md": b"---\nname: \xff\n---\n"})
    assert [s.name for s in skills.discover(tmp_path)] == ["ok"]


def _age(path: Path, seconds: float) -> None:
    old = time.time() - seconds
    os.utime(path, (old, old))


def test_parse_cache_gives_the_same_skills_and_notices_edits(tree: Path, tmp_path: Path) -> None:
    cache_file = tmp_path / "cache.json"
    for md in tree.rglob("SKILL.md"):
        _age(md, 60)
    cold = skills.discover(tree)
    first = skills.discover(tree, cache_file)
    assert [(s.rel_dir, s.summary) for s in first] == [(s.rel_dir, s.summary) for s in cold]
    assert len(ParseCache(cache_file).old) == len(cold)
    target = tree / "flat" / "SKILL.md"
    target.write_text(skill_md("renamed", "Edited."))
    _age(target, 30)  # even an edit that keeps an old mtime changes size or inode
    again = {s.rel_dir: s for s in skills.discover(tree, cache_file)}
    assert again["flat"].name == "renamed"


def test_racily_fresh_files_are_never_served_from_cache(tmp_path: Path) -> None:
    root = tmp_path / "skills"
    write(root, {"a/SKILL.md": skill_md("one")})
    cache_file = tmp_path / "cache.json"
    skills.discover(root, cache_file)
    (root / "a" / "SKILL.md").write_text(skill_md("two"))  # same size, same tick
    assert skills.discover(root, cache_file)[0].name == "two"


def test_a_corrupt_cache_file_is_ignored(tree: Path, tmp_path: Path) -> None:
    cache_file = tmp_path / "cache.json"
    cache_file.write_text("{not json")
    assert len(skills.discover(tree, cache_file)) == 5


def test_sorted_paths_orders_as_path_objects_do() -> None:
    """The fast key (NUL for each separator) against Path's own order, on names built to
    break a string sort: prefixes, separators' neighbours, spaces, control and non-ASCII."""
    names = ["a", "a-b", "a.b", "a b", "a\x01", "a0", "ab", "é", "a-", "-", "A", "a~"]
    paths = [
        os.sep.join(["", "r", *parts, "SKILL.md"])
        for parts in [[x] for x in names] + [[x, y] for x in names[:6] for y in names[:6]]
    ]
    expected = [str(p) for p in sorted(Path(p) for p in paths)]
    assert skills.sorted_paths(list(reversed(paths))) == expected
    assert skills.sorted_paths(sorted(paths)) == expected


def test_discovery_keeps_path_order_part_by_part(tmp_path: Path) -> None:
    """`a/b` sorts before `a-b` as Path objects do (a plain string sort would swap them)."""
    root = tmp_path / "skills"
    for rel in ("a-b", "a/b", "a.c", "a0"):
        write(root, {f"{rel}/SKILL.md": skill_md(rel.replace("/", "-").replace(".", "-"))})
    expected = ["a/b", "a-b", "a.c", "a0"]
    assert [s.rel_dir for s in skills.discover(root)] == expected
    assert [s.rel_dir for s in skills.discover(root, tmp_path / "cache.json")] == expected
    assert skills.sorted_paths(["x/a-b", "x/a/b"]) == ["x/a/b", "x/a-b"]
    nested = skills.discover(root)[0]
    assert (nested.dir_name, nested.list_category) == ("b", "a")
    assert (skills.discover(root)[1].dir_name, skills.discover(root)[1].list_category) == (
        "a-b",
        None,
    )


def test_folder_of_is_dirname() -> None:
    for path in ("/r/a/SKILL.md", "/SKILL.md", "SKILL.md", "a//b/SKILL.md", "a/b//x", "/r/a/"):
        assert skills.folder_of(path) == os.path.dirname(path), path
    assert skills.folder_of("//x") == os.path.dirname("//x")
