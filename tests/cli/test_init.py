"""`hermes-git init`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import Cli, git


def test_init_adopts_and_reports(cli: Cli, hermes_home: Path) -> None:
    result = cli("init", str(hermes_home), "--device", "laptop")
    assert result.exit_code == 0, result.output
    assert "Adopted Hermes home" in result.stdout and "device laptop" in result.stdout
    again = cli("--format", "json", "init", str(hermes_home))
    assert json.loads(again.stdout)["action"] == "already"


def test_init_defaults_to_hermes_home(
    cli: Cli, hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HERMES_HOME", str(hermes_home))
    assert cli("init").exit_code == 0
    assert git(hermes_home, "ls-files", "memories").split() == [
        "memories/MEMORY.md",
        "memories/USER.md",
    ]


def test_init_refuses_secrets_with_exit_1(cli: Cli, hermes_home: Path) -> None:
    (hermes_home / "memories" / "MEMORY.md").write_text(
        "OpenAI key is sk-proj-4fJ2kL9mQ8rT1vX3zB6nC0dE5gH7iJ2kL9mQ8rT1"
    )
    result = cli("init", str(hermes_home))
    assert result.exit_code == 1
    assert "memories/MEMORY.md:1: OpenAI API key" in result.stderr
    assert "fix:" in result.stderr and not (hermes_home / ".git").exists()


def test_init_refuses_a_bad_device_name(cli: Cli, tmp_path: Path) -> None:
    result = cli("init", str(tmp_path / "x"), "--device", "My Laptop")
    assert result.exit_code == 2 and "invalid device name" in result.stderr
    assert not (tmp_path / "x").exists()


def test_init_inside_an_adopted_homes_skills_is_refused(cli: Cli, repo: Path) -> None:
    inner = repo / "skills" / "devops"
    head = git(repo, "rev-parse", "HEAD")
    result = cli("init", str(inner))
    assert result.exit_code == 2, result.output
    assert f"inside the hermes-git repository {repo}" in result.stderr
    assert "fix: work in the outer one" in result.stderr
    assert not (inner / ".git").exists() and not (inner / ".hermes-git.yaml").exists()
    assert git(repo, "rev-parse", "HEAD") == head
    assert git(repo, "status", "--porcelain") == ""
