"""`hermes-git validate`: exit codes, formats, defaults."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import Cli, skill_md, write


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    write(
        tmp_path,
        {
            "skills/devops/deploy/SKILL.md": skill_md(
                "deploy",
                "Deploy the app to production, check its health, and roll back on failure.",
            ),
            "skills/notes/SKILL.md": skill_md("other-name"),
            "memories/MEMORY.md": "A fact",
        },
    )
    return tmp_path


def test_warnings_pass_and_notes_need_verbose(cli: Cli, tree: Path) -> None:
    result = cli("--repo", str(tree), "validate")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert any("[name-dir]" in line for line in lines)
    assert not any("[index-description]" in line for line in lines)
    assert "3 files checked: 1 warning, 1 note (-v shows the notes)" in result.stderr
    verbose = cli("-v", "--repo", str(tree), "validate")
    assert any(
        "info:" in line and "[index-description]" in line for line in verbose.stdout.splitlines()
    )


def test_errors_exit_1(cli: Cli, tree: Path) -> None:
    result = cli("validate", "--profile", "agentskills", str(tree / "skills" / "notes"))
    assert result.exit_code == 1
    assert result.stdout.endswith(
        "[name-dir]\n  fix: make `name` the folder's name, or rename the folder to the name\n"
    )
    assert "other-name" in result.stdout


def test_could_not_run_exits_3(cli: Cli, tmp_path: Path) -> None:
    result = cli("validate", str(tmp_path / "nowhere"))
    assert result.exit_code == 3
    assert "no such file or folder" in result.stderr
    assert cli("--repo", str(tmp_path), "validate").exit_code == 3


def test_json_lists_every_problem(cli: Cli, tree: Path) -> None:
    result = cli("validate", "--format", "json", str(tree))
    data = json.loads(result.stdout)
    assert data["profile"] == "hermes" and data["files"] == 3 and data["ok"] is True
    assert {p["rule"] for p in data["problems"]} == {"name-dir", "index-description"}
    fields = {"path", "line", "pointer", "severity", "rule", "message", "fix"}
    assert set(data["problems"][0]) == fields and data["problems"][0]["fix"]


def test_the_global_format_is_the_default(cli: Cli, tree: Path) -> None:
    result = cli("--format", "json", "validate", str(tree))
    assert json.loads(result.stdout)["summary"] == {"error": 0, "warning": 1, "info": 1}
    text = cli("--format", "json", "validate", "--format", "text", str(tree))
    assert text.stdout.startswith(str(tree / "skills"))  # paths outside the cwd stay absolute


def test_sarif_and_github(cli: Cli, tree: Path) -> None:
    sarif = json.loads(cli("validate", "--format", "sarif", str(tree)).stdout)
    assert sarif["version"] == "2.1.0"
    assert len(sarif["runs"][0]["results"]) == 2  # notes are always in SARIF
    github = cli("validate", "--format", "github", "--profile", "agentskills", str(tree))
    assert github.exit_code == 1
    assert github.stdout.startswith("::error file=")


def test_relative_paths_from_the_current_folder(
    cli: Cli, tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tree)
    result = cli("validate", "skills/notes/SKILL.md")
    assert result.stdout.startswith("skills/notes/SKILL.md:2: warning: ")


def test_bad_profile_is_a_usage_error(cli: Cli, tree: Path) -> None:
    assert cli("validate", "--profile", "nope", str(tree)).exit_code == 2


def test_validate_does_not_import_git_or_openai(tree: Path) -> None:
    """A pre-commit hook pays for every import: validate needs neither git nor openai."""
    import subprocess
    import sys

    code = (
        "import sys\nfrom hermes_git.cli import main\n"
        "try:\n    main(['validate', sys.argv[1]])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('git', 'openai', 'hermes_git.store.gitstore') "
        "if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tree / "skills/notes/SKILL.md")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.splitlines()[-1] == "[]"


def test_the_cli_choices_are_the_library_ones() -> None:
    from hermes_git import report
    from hermes_git.cli import validate as command
    from hermes_git.validate import run as validate

    assert command.PROFILES == validate.PROFILES
    assert command.FORMATS == report.FORMATS
