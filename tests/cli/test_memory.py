"""`hermes-git memory ...`: Hermes' semantics, recorded as commits."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import Cli, git


def test_add_writes_live_and_commits_with_trailers(cli: Cli, repo: Path) -> None:
    result = cli("--repo", str(repo), "memory", "add", "Deploys on Fridays are banned")
    assert result.exit_code == 0 and "Entry added." in result.stdout
    text = (repo / "memories" / "MEMORY.md").read_text()
    assert text.endswith("\n§\nDeploys on Fridays are banned")
    body = git(repo, "log", "-1", "--format=%B")
    for trailer in (
        "Hermes-Tool: memory",
        "Hermes-Action: add",
        "Hermes-Origin: cli",
        "Hermes-Device: laptop",
    ):
        assert trailer in body
    assert git(repo, "status", "--porcelain") == ""


def test_replace_remove_and_list_as_json(cli: Cli, repo: Path) -> None:
    base = ["--repo", str(repo), "--format", "json", "memory"]
    assert cli(*base, "replace", "rebase", "User prefers merge", "--target", "user").exit_code == 0
    assert cli(*base, "remove", "pytest").exit_code == 0
    listing = json.loads(cli(*base, "list").stdout)["memory"]
    assert listing[0]["entries"] == ["CI is on GitHub"]
    assert listing[1]["entries"] == ["User prefers merge"]
    assert listing[1]["usage"] == "1% — 18/1,375 chars"


def test_refusals_have_distinct_exit_codes_and_change_nothing(cli: Cli, repo: Path) -> None:
    head = git(repo, "rev-parse", "HEAD")
    before = (repo / "memories" / "MEMORY.md").read_bytes()
    no_match = cli("--repo", str(repo), "memory", "remove", "nothing like this")
    assert no_match.exit_code == 2 and "No entry matched" in no_match.stderr
    secret = cli(
        "--repo", str(repo), "memory", "add", "token ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v"
    )
    assert secret.exit_code == 1 and "GitHub token" in secret.stderr
    big = cli("--repo", str(repo), "memory", "add", "x" * 2500)
    assert big.exit_code == 1 and "/2,200 chars" in big.stderr
    assert (repo / "memories" / "MEMORY.md").read_bytes() == before
    assert git(repo, "rev-parse", "HEAD") == head


def test_duplicate_add_makes_no_commit(cli: Cli, repo: Path) -> None:
    head = git(repo, "rev-parse", "HEAD")
    result = cli("--repo", str(repo), "memory", "add", "CI is on GitHub")
    assert "already exists" in result.stdout
    assert git(repo, "rev-parse", "HEAD") == head


def test_the_commit_holds_only_the_memory_file(cli: Cli, repo: Path) -> None:
    (repo / "skills" / "notes" / "SKILL.md").write_text("---\nname: notes\n---\nwip\n")
    git(repo, "add", "skills/notes/SKILL.md")  # the user staged something of their own
    cli("--repo", str(repo), "memory", "add", "a new fact")
    assert git(repo, "show", "--name-only", "--format=", "HEAD").split() == ["memories/MEMORY.md"]
    assert git(repo, "diff", "--cached", "--name-only").split() == ["skills/notes/SKILL.md"]


def test_no_commit_leaves_the_change_for_later(cli: Cli, repo: Path) -> None:
    cli("--repo", str(repo), "memory", "add", "later", "--no-commit")
    assert git(repo, "status", "--porcelain").strip() == "M memories/MEMORY.md"
