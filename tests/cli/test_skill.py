"""`hermes-git skill list|show`: progressive disclosure, paths kept inside the skill."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tests.conftest import Cli, write
from tests.helpers.hostile import bomb_skill, deep_skill


def test_list(cli: Cli, repo: Path) -> None:
    data = json.loads(cli("--repo", str(repo), "skill", "list", "--format", "json").stdout)
    assert [(s["name"], s["dir"], s["category"]) for s in data["skills"]] == [
        ("deploy", "devops/deploy", "devops"),
        ("notes", "notes", None),
    ]
    assert "deploy: Deploy things to prod." in cli("--repo", str(repo), "skill", "list").stdout


def test_show_skill_then_a_supporting_file(cli: Cli, repo: Path) -> None:
    shown = cli("--repo", str(repo), "skill", "show", "deploy")
    assert shown.exit_code == 0
    assert shown.stdout.startswith("---\nname: deploy\n")
    assert "references/checklist.md" in shown.stdout
    file = cli("--repo", str(repo), "skill", "show", "deploy", "references/checklist.md")
    assert file.stdout == "# Checklist\n"


def test_show_refuses_escapes_and_unknown_names(cli: Cli, repo: Path) -> None:
    escape = cli("--repo", str(repo), "skill", "show", "deploy", "../../notes/SKILL.md")
    assert escape.exit_code == 2 and "traversal" in escape.stderr
    missing = cli("--repo", str(repo), "skill", "show", "nope")
    assert missing.exit_code == 2 and "skill 'nope' not found" in missing.stderr
    nofile = cli("--repo", str(repo), "skill", "show", "deploy", "references/none.md")
    assert nofile.exit_code == 2 and "not found in skill" in nofile.stderr


def _aged(repo: Path, files: dict[str, str]) -> None:
    write(repo, files)
    old = time.time() - 60  # older than the parse cache's racy window: a warm run reads it
    for rel in files:
        os.utime(repo / rel, (old, old))


def test_list_leaves_out_a_hostile_skill_and_names_it(cli: Cli, repo: Path) -> None:
    _aged(
        repo,
        {
            "skills/devops/bomb/SKILL.md": bomb_skill("bomb"),
            "skills/deep/SKILL.md": deep_skill("deep"),
        },
    )
    for _run in ("cold", "warm: from the parse cache"):
        start = time.perf_counter()
        listed = cli("--repo", str(repo), "skill", "list")
        assert time.perf_counter() - start < 1.0
        assert listed.exit_code == 1
        assert [line.split()[0] for line in listed.stdout.splitlines()] == [
            "devops/deploy",
            "notes",
        ]
        errors = listed.stderr.splitlines()
        assert errors[0].startswith(f"{repo}/skills/deep/SKILL.md:4: YAML nested deeper")
        assert errors[1].startswith(f"{repo}/skills/devops/bomb/SKILL.md:9: YAML aliases expand")
        assert all("no aliases (*name)" in e and e.endswith("[yaml-bounds]") for e in errors[:2])
        assert errors[2] == "2 skills not listed: fix the frontmatter named above"


def test_list_json_carries_the_problems(cli: Cli, repo: Path) -> None:
    _aged(
        repo,
        {
            "skills/devops/bomb/SKILL.md": bomb_skill("bomb"),
            "skills/deep/SKILL.md": deep_skill("deep"),
        },
    )
    listed = cli("--repo", str(repo), "skill", "list", "--category", "devops", "--format", "json")
    assert listed.exit_code == 1
    data = json.loads(listed.stdout)
    assert [s["dir"] for s in data["skills"]] == ["devops/deploy"] and data["count"] == 1
    assert [(p["path"], p["line"], p["rule"], p["severity"]) for p in data["problems"]] == [
        (f"{repo}/skills/devops/bomb/SKILL.md", 9, "yaml-bounds", "error")
    ]
    clean = cli("--repo", str(repo), "skill", "list", "--format", "json", "--category", "none")
    assert clean.exit_code == 0 and json.loads(clean.stdout)["problems"] == []


@pytest.mark.parametrize("group", ["skill", "memory"])
def test_list_on_a_missing_home_fails_as_status_does(cli: Cli, tmp_path: Path, group: str) -> None:
    missing = tmp_path / "no-such-home"
    status = cli("--repo", str(missing), "status")
    listed = cli("--repo", str(missing), group, "list")
    assert listed.exit_code == status.exit_code == 3
    assert "not a hermes-git repository" in listed.stderr
    assert f"hermes-git init {missing}" in listed.stderr
    assert listed.stdout == ""
