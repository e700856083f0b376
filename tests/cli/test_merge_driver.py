"""`hermes-git merge-driver memory` in real `git merge`, `pull` and `rebase` between two clones."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hermes_git import init as repo
from hermes_git.memory.entries import DELIMITER, parse_entries
from tests.conftest import Cli, git, write

BASE = ["Project uses pytest", "CI is on GitHub", "Staging host is b"]
# device a: removes one entry and appends one; device b: edits one entry and appends one
ON_A = ["Project uses pytest", "Staging host is b", "Deploys on Fridays"]
ON_B = ["Project uses pytest", "CI is on GitHub", "Staging host is c", "User prefers rebase"]
# merged on b (ours = b): b's order, a's addition after its neighbour and b's own additions
MERGED_ON_B = [
    "Project uses pytest",
    "Staging host is c",
    "User prefers rebase",
    "Deploys on Fridays",
]
# rebased on b (ours = a, the upstream): a's order first
REBASED_ON_B = [
    "Project uses pytest",
    "Deploys on Fridays",
    "Staging host is c",
    "User prefers rebase",
]
MEMORY = "memories/MEMORY.md"


def text(entries: list[str]) -> str:
    return DELIMITER.join(entries)


def commit_memory(clone: Path, entries: list[str], message: str, path: str = MEMORY) -> None:
    write(clone, {path: text(entries)})
    git(clone, "commit", "-q", "-m", message, "--", path)


@pytest.fixture
def clones(tmp_path: Path) -> tuple[Path, Path]:
    """Two devices (a and b) of one hermes-git repo, both pushing to a bare `file://` remote."""
    a, b, bare = tmp_path / "a", tmp_path / "b", tmp_path / "origin.git"
    write(a, {MEMORY: text(BASE), "memories/USER.md": "User is Ada"})
    repo.init(a, "device-a")
    git(tmp_path, "clone", "-q", "--bare", str(a), str(bare))
    git(a, "remote", "add", "origin", bare.as_uri())
    git(a, "fetch", "-q", "origin")
    git(a, "branch", "-q", "--set-upstream-to=origin/main")
    git(tmp_path, "clone", "-q", bare.as_uri(), str(b))
    repo.init(b, "device-b")  # a fresh clone has no driver config until init runs there
    commit_memory(a, ON_A, "a: memory")
    git(a, "push", "-q", "origin", "main")
    commit_memory(b, ON_B, "b: memory")
    return a, b


def memory_of(clone: Path) -> str:
    return (clone / MEMORY).read_text("utf-8")


def assert_clean(clone: Path) -> None:
    assert "<<<<<<<" not in memory_of(clone)
    assert git(clone, "status", "--porcelain", "--untracked-files=no") == ""


def test_git_merge_merges_memory_by_entry(clones: tuple[Path, Path]) -> None:
    _, b = clones
    git(b, "fetch", "-q", "origin")
    git(b, "merge", "-q", "--no-edit", "origin/main")
    assert memory_of(b) == text(MERGED_ON_B)
    assert_clean(b)


def test_git_pull_from_a_file_remote_merges_memory_by_entry(clones: tuple[Path, Path]) -> None:
    _, b = clones
    git(b, "-c", "pull.rebase=false", "pull", "-q", "--no-edit")
    assert memory_of(b) == text(MERGED_ON_B)
    assert_clean(b)


def test_git_rebase_replays_memory_edits_by_entry(clones: tuple[Path, Path]) -> None:
    _, b = clones
    git(b, "fetch", "-q", "origin")
    git(b, "rebase", "-q", "origin/main")
    assert memory_of(b) == text(REBASED_ON_B)
    assert_clean(b)
    assert git(b, "log", "--format=%s", "-3").splitlines() == [
        "b: memory",
        "a: memory",
        "hermes-git: adopt Hermes home",
    ]


def test_the_driver_runs_when_git_is_started_from_a_subfolder(clones: tuple[Path, Path]) -> None:
    _, b = clones
    git(b / "memories", "pull", "-q", "--no-rebase", "--no-edit")
    assert memory_of(b) == text(MERGED_ON_B)


def test_git_union_driver_gets_the_same_history_wrong(clones: tuple[Path, Path]) -> None:
    _, b = clones
    (b / ".git" / "info").mkdir(exist_ok=True)
    (b / ".git" / "info" / "attributes").write_text(f"{MEMORY} merge=union\n", "utf-8")
    git(b, "fetch", "-q", "origin")
    git(b, "merge", "-q", "--no-edit", "origin/main")
    entries = parse_entries(memory_of(b))
    assert "<<<<<<<" not in memory_of(b)  # "clean", but wrong:
    assert "Staging host is b" in entries  # b replaced it, union brings the old text back
    assert "User prefers rebase\nDeploys on Fridays" in entries  # two facts fused into one
    assert set(entries) != set(MERGED_ON_B)


def test_the_user_file_merges_too_and_an_overflow_is_reported_not_cut(
    clones: tuple[Path, Path],
) -> None:
    a, b = clones
    write(b, {".hermes-git.yaml": "version: 1\nmemory:\n  user_char_limit: 30\n"})
    commit_memory(a, ["User is Ada", "Ada likes tea"], "a: user", "memories/USER.md")
    git(a, "push", "-q", "origin", "main")
    commit_memory(b, ["User is Ada", "Ada works nights"], "b: user", "memories/USER.md")
    git(b, "fetch", "-q", "origin")
    proc = subprocess.run(
        ["git", "merge", "--no-edit", "origin/main"],
        cwd=b,
        capture_output=True,
        text=True,
        check=True,
    )
    assert (b / "memories/USER.md").read_text("utf-8") == text(
        ["User is Ada", "Ada works nights", "Ada likes tea"]
    )
    assert "over the limit" in proc.stderr


def test_init_again_refreshes_a_stale_driver_config(clones: tuple[Path, Path]) -> None:
    _, b = clones
    git(b, "config", "merge.hermes-memory.driver", "/moved/venv/bin/python -m hermes_git")
    repo.init(b)
    assert "-P -m hermes_git merge-driver memory %O %A %B %L %P" in git(
        b, "config", "merge.hermes-memory.driver"
    )


def test_the_command_writes_ours_and_exits_zero(tmp_path: Path, cli: Cli) -> None:
    write(tmp_path, {"O": "a", "A": text(["a", "x"]), "B": text(["a", "y"])})
    result = cli(
        "--repo",
        str(tmp_path),
        "merge-driver",
        "memory",
        str(tmp_path / "O"),
        str(tmp_path / "A"),
        str(tmp_path / "B"),
        "7",
        MEMORY,
    )
    assert result.exit_code == 0
    assert (tmp_path / "A").read_text("utf-8") == text(["a", "x", "y"])


def test_the_command_reports_edit_conflicts_on_stderr(tmp_path: Path, cli: Cli) -> None:
    write(
        tmp_path,
        {"O": "Deploys go to host a", "A": "Deploys go to host b", "B": "Deploys go to host c"},
    )
    result = cli(
        "--repo", str(tmp_path), "merge-driver", "memory", *(str(tmp_path / n) for n in "OAB")
    )
    assert result.exit_code == 0
    assert "edit/edit: kept both new texts" in result.stderr


def test_a_file_that_is_not_utf8_fails_and_leaves_ours_untouched(tmp_path: Path, cli: Cli) -> None:
    write(tmp_path, {"O": "a", "A": "a\n§\nx", "B": b"\xff\xfe"})
    result = cli(
        "--repo", str(tmp_path), "merge-driver", "memory", *(str(tmp_path / n) for n in "OAB")
    )
    assert result.exit_code == 2
    assert (tmp_path / "A").read_text("utf-8") == "a\n§\nx"
    assert "not UTF-8" in result.stderr
