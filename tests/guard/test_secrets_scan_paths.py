"""`secrets scan PATH...` reads what it is given wherever it is, or says it could not (issue 29:
outside a repository it printed `{"findings": []}` and exit 0 without reading the file)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import Cli, write

TOKEN = "ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v"  # a live-looking shape, not a real key
TREE = Path(__file__).resolve().parents[2]


@pytest.fixture
def outside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder in no repository, the current directory, $HERMES_HOME somewhere else."""
    here = tmp_path / "loose"
    write(here, {"notes.txt": f"deploy with {TOKEN}\n", "kit/ci/env.sh": f"export T={TOKEN}\n"})
    monkeypatch.chdir(here)
    return here


def _json(cli: Cli, *args: str) -> tuple[int, dict[str, object]]:
    done = cli("--format", "json", "secrets", "scan", *args)
    return done.exit_code, json.loads(done.output)


def test_a_file_outside_any_repository_is_read(outside: Path, cli: Cli) -> None:
    code, data = _json(cli, "notes.txt")
    assert code == 1
    assert [(f["path"], f["line"], f["rule"]) for f in data["findings"]] == [  # type: ignore[attr-defined,index]
        ("notes.txt", 1, "github-token")
    ]
    code, data = _json(cli, str(outside / "notes.txt"))  # an absolute path too
    assert code == 1 and len(data["findings"]) == 1  # type: ignore[arg-type]
    assert TOKEN not in json.dumps(data)


def test_a_folder_is_read_whole(outside: Path, cli: Cli) -> None:
    code, data = _json(cli, "kit")
    assert code == 1
    assert [f["path"] for f in data["findings"]] == ["kit/ci/env.sh"]  # type: ignore[attr-defined,index]
    (outside / "clean").mkdir()
    assert _json(cli, "clean") == (0, {"findings": []})


def test_a_missing_path_is_a_usage_error_never_clean(outside: Path, cli: Cli) -> None:
    done = cli("secrets", "scan", "notes.txt", "no-such-file.txt")
    assert done.exit_code == 2
    assert "no-such-file.txt: no such file or folder" in done.output
    assert "findings" not in done.output


def test_a_repo_relative_name_still_reads_from_the_repository(
    hermes_home: Path, outside: Path, cli: Cli
) -> None:
    write(hermes_home, {"skills/notes/references/key.md": f"{TOKEN}\n"})
    done = cli("--repo", str(hermes_home), "secrets", "scan", "skills/notes/references/key.md")
    assert done.exit_code == 1 and "skills/notes/references/key.md:1:" in done.output


def _scan_unprivileged(cwd: Path, *paths: str) -> subprocess.CompletedProcess[str]:
    """`hermes-git secrets scan` where file permissions apply: root, which reads everything,
    runs it without the capabilities that override them (util-linux `setpriv`)."""
    drop: list[str] = []
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: permissions cannot be tested")
        drop = [setpriv, "--bounding-set", "-dac_override,-dac_read_search"]
    return subprocess.run(
        [*drop, sys.executable, "-m", "hermes_git", "secrets", "scan", *paths],
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(TREE)},
        capture_output=True,
        text=True,
        check=False,
    )


def test_an_unreadable_file_or_unlistable_folder_could_not_be_scanned(tmp_path: Path) -> None:
    write(tmp_path, {"locked.txt": f"{TOKEN}\n", "shut/inner.txt": f"{TOKEN}\n"})
    (tmp_path / "locked.txt").chmod(0o000)
    (tmp_path / "shut").chmod(0o000)
    try:
        file = _scan_unprivileged(tmp_path, "locked.txt")
        folder = _scan_unprivileged(tmp_path, "shut")
    finally:
        (tmp_path / "shut").chmod(0o755)

    assert file.returncode == 3, file.stdout + file.stderr
    assert "locked.txt: cannot read it: Permission denied" in file.stderr
    assert folder.returncode == 3, folder.stdout + folder.stderr
    assert "cannot" in folder.stderr and "Permission denied" in folder.stderr
    assert "findings" not in file.stdout + folder.stdout
