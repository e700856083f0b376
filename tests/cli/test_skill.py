"""`hermes-git skill list|show`: progressive disclosure, paths kept inside the skill."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import Cli


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
