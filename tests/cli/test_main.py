"""The command group: version, exit codes, JSON errors, `python -m hermes_git`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git import __version__
from tests.conftest import Cli, git


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


def test_python_dash_m_runs_the_cli(cli: Cli, repo: Path) -> None:
    def run(*args: str) -> str:
        return subprocess.run(
            [sys.executable, "-m", "hermes_git", *args], check=True, capture_output=True, text=True
        ).stdout

    assert run("--version") == cli("--version").output  # the fast path says what click says
    assert "Live skills and memory match" in run("--repo", str(repo), "status")


HEAVY = (
    "click",
    "git",
    "logging",
    "jsonschema",
    "yaml",
    "fastjsonschema",
    "hermes_git.gates",
    "hermes_git.init",
    "hermes_git.proposals.review",
    "hermes_git.skills.model",
    "hashlib",  # OpenSSL: the first blob id loads it
    "json",  # the config cache is marshal; JSON only for --format json
    "random",  # a push retry's pause
)


def test_start_up_imports_only_what_the_command_uses(repo: Path) -> None:
    """`--version` loads no command line; `status` of a clean repo without reviews, once its
    config was checked, neither GitPython, logging, PyYAML, the schema checks nor the gate."""
    script = (
        "import sys, runpy\n"
        "sys.argv = ['hermes-git', *sys.argv[1:]]\n"
        "try:\n"
        "    runpy.run_module('hermes_git', run_name='__main__')\n"
        "except SystemExit:\n"
        "    pass\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
    )

    def loaded(*args: str) -> str:
        done = subprocess.run(
            [sys.executable, "-c", script, *args], check=True, capture_output=True, text=True
        )
        return done.stdout.splitlines()[-1]

    assert loaded("--version") == "[]"
    (repo / ".hermes-git.yaml").write_text("version: 1\nskills: {mode: review}\n", "utf-8")
    # an edited config is read with PyYAML and checked against the schema, then remembered
    assert "'yaml'" in loaded("--repo", str(repo), "status")
    assert loaded("--repo", str(repo), "status") == "[]"  # answered before click loads
    git(repo, "branch", "hermes/review/laptop/notes")  # a review to gate: the gate loads
    assert "'hermes_git.gates'" in loaded("--repo", str(repo), "status")


def test_unexpected_exceptions_exit_4(cli: Cli, repo: Path) -> None:
    # a memory file that is a folder is not something hermes-git expects: a bug-class error
    (repo / "memories" / "MEMORY.md").unlink()
    (repo / "memories" / "MEMORY.md").mkdir()
    result = cli("--repo", str(repo), "memory", "list")
    assert result.exit_code == 4
    assert "unexpected error" in result.stderr and "--debug" in result.stderr
