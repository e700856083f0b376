"""`status` reads the repo with few git processes and says what git itself says."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git.errors import NotARepoError
from hermes_git.sync import status as statusmod
from tests.conftest import git, write
from tests.helpers.remotes import bare_repo


def _porcelain_v1(repo: Path) -> list[str]:
    """What status showed before issue 22, as git's own porcelain v1 words it."""
    out = git(repo, "status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames")
    return sorted(f"{item[:2].strip() or 'M'} {item[3:]}" for item in out.split("\0") if item)


def test_every_kind_of_change_is_worded_as_git_words_it(repo: Path) -> None:
    skills = repo / "skills"
    write(skills, {"devops/deploy/references/checklist.md": "# Ours\n"})
    git(repo, "commit", "-qam", "ours")
    git(repo, "checkout", "-qb", "other", "HEAD~1")
    write(skills, {"devops/deploy/references/checklist.md": "# Theirs\n"})
    git(repo, "commit", "-qam", "theirs")
    git(repo, "checkout", "-q", "main")
    merged = subprocess.run(
        ["git", "merge", "-q", "other"], cwd=repo, capture_output=True, check=False
    )
    assert merged.returncode == 1  # a conflict: "UU"
    write(skills, {"new one/SKILL.md": "x", "notes/références é.md": "y", "staged/SKILL.md": "z"})
    git(repo, "add", "skills/staged/SKILL.md")
    write(skills, {"staged/SKILL.md": "changed after staging"})  # "AM"
    git(repo, "mv", "skills/notes/SKILL.md", "skills/notes/MOVED.md")  # "D" + "A": no renames
    (skills / "devops/deploy/SKILL.md").unlink()
    git(repo, "add", "-f", "config.yaml")
    with statusmod.open_store(repo) as store:
        result = statusmod.status(store)
    shown = sorted([*(f for files in result.skills.values() for f in files), *result.other])
    assert shown == _porcelain_v1(repo)
    assert {"UU", "AM", "D", "A", "??"} <= {line.split(" ")[0] for line in shown}
    assert "skills/new one/SKILL.md" in result.skills["new one"][0]


def test_a_detached_head_and_a_folder_that_is_no_repo(repo: Path, tmp_path: Path) -> None:
    git(repo, "checkout", "-q", "--detach")
    with statusmod.open_store(repo) as store:
        result = statusmod.status(store)
    assert (result.branch, result.head) == (None, git(repo, "rev-parse", "HEAD").strip())
    with pytest.raises(NotARepoError, match="not a hermes-git repository") as err:
        statusmod.open_store(tmp_path)
    assert err.value.fix == f"run `hermes-git init {tmp_path}` (or pass --repo)"


def _gits_run_by_status(repo: Path, wrapper: Path) -> list[str]:
    log = wrapper / "log"
    log.write_text("", "utf-8")
    env = {**os.environ, "PATH": f"{wrapper}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(
        [sys.executable, "-m", "hermes_git", "--repo", str(repo), "status"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "match the last commit" in done.stdout
    return log.read_text("utf-8").splitlines()


@pytest.mark.slow
def test_a_synced_repo_costs_three_git_processes(repo: Path, tmp_path: Path) -> None:
    from hermes_git.sync import run as sync  # the sync only sets the scene here

    git(repo, "remote", "add", "origin", bare_repo(tmp_path).as_uri())
    assert sync.sync(repo).outcome == "synced"
    wrapper = tmp_path / "bin"
    wrapper.mkdir()
    real = shutil.which("git")
    (wrapper / "git").write_text(f'#!/bin/sh\necho "$1" >> "{wrapper}/log"\nexec {real} "$@"\n')
    (wrapper / "git").chmod(0o755)
    assert sorted(_gits_run_by_status(repo, wrapper)) == ["config", "for-each-ref", "status"]
    git(repo, "commit", "-q", "--allow-empty", "-m", "ahead of the remote")
    assert "rev-list" in _gits_run_by_status(repo, wrapper)  # counted only when they differ
