"""What a release ships: one version, the packaged data, a changelog entry, a wheel that runs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from hermes_git import __version__

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str | Path, cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, f"{args}: {done.stdout}{done.stderr}"
    return done.stdout


def _tracked(under: str) -> list[str]:
    listed = _run(
        "git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", under, cwd=ROOT
    )
    return [p for p in listed.split("\0") if p and (ROOT / p).is_file()]


def test_the_version_is_written_in_one_place() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["hatch"]["version"]["path"] == "hermes_git/__init__.py"
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_changelog_has_an_entry_for_this_version() -> None:
    text = (ROOT / "CHANGELOG.md").read_text("utf-8")
    assert re.search(
        rf"^## \[{re.escape(__version__)}\] - (Unreleased|\d{{4}}-\d\d-\d\d)$", text, re.M
    )


def test_version_answers_without_loading_the_command_line() -> None:
    out = _run(sys.executable, "-m", "hermes_git", "--version", cwd=ROOT)
    assert out == f"hermes-git, version {__version__}\n"


@pytest.mark.slow
def test_the_built_wheel_ships_the_data_and_says_the_one_version(tmp_path: Path) -> None:
    """`python -m build` (sdist, then the wheel from it); the wheel installed in a clean venv."""
    dist = tmp_path / "dist"
    _run(sys.executable, "-m", "build", "--no-isolation", "--outdir", dist, ROOT, cwd=tmp_path)
    wheels = list(dist.glob("*.whl"))
    assert [w.name for w in wheels] == [f"hermes_git-{__version__}-py3-none-any.whl"]
    assert (dist / f"hermes_git-{__version__}.tar.gz").is_file()
    names = set(zipfile.ZipFile(wheels[0]).namelist())
    data = [p for p in _tracked("hermes_git") if not p.endswith(".py")]
    assert any(p.startswith("hermes_git/guard/") and p.endswith(".json") for p in data)
    expected = {
        *data,
        *(f"hermes_git/schemas/{Path(p).name}" for p in _tracked("schemas")),
        *(f"hermes_git/_hooks/{Path(p).name}" for p in _tracked("hooks")),
    }
    assert sorted(expected - names) == []
    metadata = zipfile.ZipFile(wheels[0]).read(f"hermes_git-{__version__}.dist-info/METADATA")
    assert f"\nVersion: {__version__}\n" in metadata.decode()
    venv = tmp_path / "clean"
    _run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    _run(venv / "bin/python", "-m", "pip", "install", "-q", "--no-deps", wheels[0], cwd=tmp_path)
    out = _run(venv / "bin/hermes-git", "--version", cwd=tmp_path)
    assert out == f"hermes-git, version {__version__}\n"
    where = _run(
        venv / "bin/python", "-c", "import hermes_git; print(hermes_git.__file__)", cwd=tmp_path
    )
    assert where.startswith(str(venv))
