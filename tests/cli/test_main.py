"""The command group: version, exit codes, JSON errors, `python -m hermes_git`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git import __version__
from tests.conftest import Cli


def test_version(cli: Cli) -> None:
    assert cli("--version").output.strip() == f"hermes-git, version {__version__}"


def test_usage_error_exits_2(cli: Cli) -> None:
    assert cli("--no-such-option").exit_code == 2
    assert cli("memory", "add").exit_code == 2


def test_not_a_repo_exits_3_with_the_fix(cli: Cli, tmp_path: Path) -> None:
    result = cli("--repo", str(tmp_path), "status")
    assert result.exit_code == 3
    assert "not a hermes-git repository" in result.stderr and "hermes-git init" in result.stderr


def test_errors_are_one_json_document_with_json_format(cli: Cli, tmp_path: Path) -> None:
    result = cli("--repo", str(tmp_path), "--format", "json", "status")
    data = json.loads(result.stdout)
    assert data["error"] == "NotARepoError" and data["exit_code"] == 3


def test_a_broken_config_names_file_and_line(cli: Cli, repo: Path) -> None:
    (repo / ".hermes-git.yaml").write_text("version: 1\nmemory:\n  mode: sometimes\n")
    result = cli("--repo", str(repo), "memory", "add", "x")
    assert result.exit_code == 3
    assert f"{repo}/.hermes-git.yaml:3:" in result.stderr


def test_default_repo_is_hermes_home(cli: Cli, repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_HOME", str(repo))
    assert cli("status").exit_code == 0


def test_python_dash_m_runs_the_cli(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "hermes_git", "--version"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert __version__ in out


def test_unexpected_exceptions_exit_4(cli: Cli, repo: Path) -> None:
    # a memory file that is a folder is not something hermes-git expects: a bug-class error
    (repo / "memories" / "MEMORY.md").unlink()
    (repo / "memories" / "MEMORY.md").mkdir()
    result = cli("--repo", str(repo), "memory", "list")
    assert result.exit_code == 4
    assert "unexpected error" in result.stderr and "--debug" in result.stderr
