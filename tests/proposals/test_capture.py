"""`capture` commits writes that bypassed Hermes' tools, gated, one commit per skill."""

from __future__ import annotations

from pathlib import Path

from hermes_git.proposals.capture import capture
from tests.conftest import git, skill_md, write


def test_each_skill_and_memory_file_becomes_its_own_commit(repo: Path) -> None:
    write(
        repo,
        {
            "skills/devops/deploy/references/extra.md": "# more\n",
            "skills/new-skill/SKILL.md": skill_md("new-skill"),
            "memories/USER.md": "User prefers rebase\n§\nWorks at night",
        },
    )
    result = capture(repo)
    assert [c["what"] for c in result.commits] == [
        "memories/USER.md",
        "skills/devops/deploy",
        "skills/new-skill",
    ]
    assert git(repo, "status", "--porcelain") == ""
    assert "Hermes-Skill: deploy" in git(repo, "log", "-2", "--format=%B", "HEAD~1")


def test_a_secret_written_live_is_not_committed(repo: Path) -> None:
    write(repo, {"memories/MEMORY.md": "token ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v"})
    head = git(repo, "rev-parse", "HEAD")
    result = capture(repo)
    assert result.commits == [] and result.refused[0]["what"] == "memories/MEMORY.md"
    assert git(repo, "rev-parse", "HEAD") == head


def test_many_captured_commits_leave_the_objects_packed(repo: Path) -> None:
    """Each commit copies its parent folder's tree: loose, a 1,000-skill home grows by 40 KB a
    write; packed, by a delta of a few dozen bytes."""
    write(repo, {f"skills/bulk/s{n:03d}/SKILL.md": skill_md(f"s{n:03d}") for n in range(200)})
    assert len(capture(repo).commits) == 200
    counts = dict(line.split(": ") for line in git(repo, "count-objects", "-v").splitlines())
    assert counts["count"] == "0" and int(counts["in-pack"]) >= 800
    assert git(repo, "show", "HEAD:skills/bulk/s199/SKILL.md") == skill_md("s199")


def test_only_skills_and_memory_are_captured(repo: Path) -> None:
    """Capture asks git about the whole tree (its untracked cache works only so) and takes
    skills and memory alone: a hand edit of the settings stays the user's to commit."""
    config = repo / ".hermes-git.yaml"
    config.write_text(config.read_text() + "# a note\n")
    write(repo, {"skills/notes/SKILL.md": skill_md("notes", "Edited.")})
    result = capture(repo)
    assert [c["what"] for c in result.commits] == ["skills/notes"]
    assert git(repo, "status", "--porcelain").splitlines() == [" M .hermes-git.yaml"]
