"""The project's own `.pre-commit-config.yaml` passes on the project, run by the real pre-commit."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(sys.executable).parent.parent  # the venv running the tests: its ruff, mypy, ...


def _copy_of_the_project(target: Path) -> Path:
    """The files git would commit now (tracked and new, not ignored), in a fresh repository."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for rel in filter(None, listed.split("\0")):
        source = ROOT / rel
        if source.is_file() and not source.is_symlink():
            (target / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / rel)
    if (ROOT / ".mypy_cache").is_dir():  # a warm cache: mypy checks only what changed
        shutil.copytree(ROOT / ".mypy_cache", target / ".mypy_cache")
    (target / ".venv").symlink_to(VENV, target_is_directory=True)
    for args in (["init", "-q", "-b", "main"], ["add", "-A"]):
        subprocess.run(["git", *args], cwd=target, check=True)
    return target


@pytest.mark.slow
def test_pre_commit_run_all_files_passes_on_the_project(tmp_path: Path) -> None:
    project = _copy_of_the_project(tmp_path / "project")
    env = {
        **os.environ,
        "PYTHONPATH": str(project),  # hermes-git's hooks run the copy's code
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "SKIP": "",
    }
    done = subprocess.run(
        [str(VENV / "bin" / "pre-commit"), "run", "--all-files", "--color", "never"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for hook in ("ruff check", "ruff format", "mypy", "hermes-git validate", "hermes-git guard"):
        assert any(
            line.startswith(hook) and line.endswith("Passed") for line in done.stdout.splitlines()
        ), (
            hook,
            done.stdout,
        )


@pytest.mark.slow
def test_a_broken_file_fails_the_project_hooks(tmp_path: Path) -> None:
    """The hooks do check: a bad SKILL.md and unformatted code each fail their hook."""
    project = _copy_of_the_project(tmp_path / "project")
    skill = project / "skills" / "broken" / "SKILL.md"
    skill.parent.mkdir()
    skill.write_text("---\nname: Not_A_Valid_Name\n---\nbody\n", "utf-8")
    (project / "hermes_git" / "errors.py").write_text(
        (project / "hermes_git" / "errors.py").read_text("utf-8") + "\nx   =  1\n", "utf-8"
    )
    subprocess.run(["git", "add", "-A"], cwd=project, check=True)
    env = {**os.environ, "PYTHONPATH": str(project), "PRE_COMMIT_HOME": str(tmp_path / "home")}
    done = subprocess.run(
        [str(VENV / "bin" / "pre-commit"), "run", "--all-files", "--color", "never"],
        cwd=project,
        env={**env, "SKIP": "mypy"},
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    failed = [line for line in done.stdout.splitlines() if line.endswith("Failed")]
    assert done.returncode == 1
    assert [line.split(".")[0] for line in failed] == [
        "ruff format --check",
        "hermes-git validate (skills/)",
    ]
