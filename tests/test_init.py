"""`init` creates a repo or adopts a Hermes home without runtime state or secrets."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hermes_git import init as repomod
from hermes_git.errors import GateError, NotARepoError
from tests.conftest import git, write


def test_adopting_a_home_commits_skills_and_memory_only(hermes_home: Path) -> None:
    result = repomod.init(hermes_home, "laptop")
    assert result.action == "adopted" and result.device == "laptop" and result.skills == 2
    tracked = git(hermes_home, "ls-files").split()
    assert tracked == [
        ".gitattributes",
        ".gitignore",
        ".hermes-git.yaml",
        ".pre-commit-config.yaml",
        "memories/MEMORY.md",
        "memories/USER.md",
        "skills/devops/DESCRIPTION.md",
        "skills/devops/deploy/SKILL.md",
        "skills/devops/deploy/references/checklist.md",
        "skills/notes/SKILL.md",
    ]
    assert git(hermes_home, "status", "--porcelain") == ""
    assert git(hermes_home, "branch", "--show-current").strip() == "main"
    message = git(hermes_home, "log", "-1", "--format=%B")
    assert "Hermes-Tool: init" in message and "Hermes-Device: laptop" in message
    assert git(hermes_home, "config", "hermes.device").strip() == "laptop"


def test_runtime_state_written_later_stays_out(repo: Path) -> None:
    write(
        repo,
        {
            "logs/x.log": "x",
            "skills/.usage.json.lock": "",
            "skills/a/.SKILL.md.tmp.1": "",
            "memories/MEMORY.md.bak.123": "x",
            "auth.json": "{}",
            "cron/jobs.json": "[]",
            "skills/.curator_backups/1/skills.tar.gz": "x",
            "memories/notes.txt": "x",
            "skills/x/.env": "TOKEN=1",
            "skills/x/.env.example": "TOKEN=",
            "skills.lock": "{}",
        },
    )
    assert git(repo, "status", "--porcelain", "--untracked-files=all").split() == [
        "??",
        "skills.lock",
        "??",
        "skills/x/.env.example",
    ]


def test_running_init_twice_changes_nothing(repo: Path) -> None:
    head = git(repo, "rev-parse", "HEAD")
    before = {p: p.read_bytes() for p in repo.rglob("*") if p.is_file() and ".git/" not in str(p)}
    again = repomod.init(repo)
    assert again.action == "already" and again.written == []
    assert git(repo, "rev-parse", "HEAD") == head
    after = {p: p.read_bytes() for p in repo.rglob("*") if p.is_file() and ".git/" not in str(p)}
    assert after == before


def test_a_secret_in_memory_stops_adoption_and_changes_nothing(hermes_home: Path) -> None:
    (hermes_home / "memories" / "USER.md").write_text(
        "User prefers rebase\n§\nGitHub token ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v"
    )
    before = sorted(p.name for p in hermes_home.iterdir())
    with pytest.raises(GateError) as err:
        repomod.init(hermes_home)
    assert "memories/USER.md:3: GitHub token" in err.value.message
    assert "ghp_1A2b3C4d5E6f" not in err.value.message  # the secret itself is never echoed
    assert sorted(p.name for p in hermes_home.iterdir()) == before  # no .git, no files


def test_a_secret_in_a_skill_script_stops_adoption(hermes_home: Path) -> None:
    write(hermes_home, {"skills/notes/scripts/up.sh": "export AWS=AKIAQ3EGR7XM4VNK2PLD\n"})
    with pytest.raises(GateError, match=r"skills/notes/scripts/up.sh:1: AWS access key id"):
        repomod.init(hermes_home)


def test_creating_a_new_repository(tmp_path: Path) -> None:
    result = repomod.init(tmp_path / "new", "desk")
    assert result.action == "created" and result.commit is not None
    assert (tmp_path / "new" / "skills").is_dir() and (tmp_path / "new" / "memories").is_dir()


def test_an_existing_gitignore_is_kept_and_extended(hermes_home: Path) -> None:
    (hermes_home / ".gitignore").write_text("my-own-rule\n")
    repomod.init(hermes_home)
    text = (hermes_home / ".gitignore").read_text()
    assert text.startswith("my-own-rule\n") and "!/skills/" in text


def test_open_repo_refuses_a_plain_folder(tmp_path: Path) -> None:
    with pytest.raises(NotARepoError):
        repomod.open_repo(tmp_path)


def test_the_gitattributes_keep_crlf_skills_byte_exact(hermes_home: Path) -> None:
    crlf = b"---\r\nname: w\r\ndescription: d\r\n---\r\nbody\r\n"
    write(hermes_home, {"skills/win/SKILL.md": crlf})
    git(hermes_home.parent, "config", "--global", "core.autocrlf", "true")
    repomod.init(hermes_home)
    (hermes_home / "skills" / "win" / "SKILL.md").unlink()
    git(hermes_home, "checkout", "--", "skills/win/SKILL.md")
    assert (hermes_home / "skills" / "win" / "SKILL.md").read_bytes() == crlf
    blob = subprocess.run(
        ["git", "cat-file", "blob", "HEAD:skills/win/SKILL.md"],
        cwd=hermes_home,
        check=True,
        capture_output=True,
    ).stdout
    assert blob == crlf
