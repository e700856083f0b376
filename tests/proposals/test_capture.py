"""`capture` commits writes that bypassed Hermes' tools, gated, one commit per skill."""

from __future__ import annotations

import json
from pathlib import Path

from hermes_git.proposals.capture import capture
from tests.conftest import EXFIL, Cli, git, record_skills, skill_md, write


def test_each_skill_and_memory_file_becomes_its_own_commit(repo: Path) -> None:
    record_skills(repo)
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
    record_skills(repo)
    write(repo, {f"skills/bulk/s{n:03d}/SKILL.md": skill_md(f"s{n:03d}") for n in range(200)})
    assert len(capture(repo).commits) == 200
    counts = dict(line.split(": ") for line in git(repo, "count-objects", "-v").splitlines())
    assert counts["count"] == "0" and int(counts["in-pack"]) >= 800
    assert git(repo, "show", "HEAD:skills/bulk/s199/SKILL.md") == skill_md("s199")


def test_review_mode_keeps_live_edits_on_a_review_branch_and_main_as_it_was(repo: Path) -> None:
    main = git(repo, "rev-parse", "main")
    deploy = repo / "skills/devops/deploy/SKILL.md"
    before = deploy.read_text()
    write(
        repo,
        {
            "skills/devops/deploy/SKILL.md": before + "\nEdited in an editor.\n",
            "skills/new-skill/SKILL.md": skill_md("new-skill"),
        },
    )
    result = capture(repo)

    assert result.commits == [] and result.refused == []
    assert [(p["what"], p["branch"]) for p in result.proposed] == [
        ("skills/devops/deploy", "hermes/review/laptop/capture-deploy"),
        ("skills/new-skill", "hermes/review/laptop/capture-new-skill"),
    ]
    assert git(repo, "rev-parse", "main") == main
    assert deploy.read_text() == before and not (repo / "skills/new-skill").exists()
    assert git(repo, "status", "--porcelain") == ""
    branch = "hermes/review/laptop/capture-deploy"
    assert "Edited in an editor." in git(repo, "show", f"{branch}:skills/devops/deploy/SKILL.md")
    assert "Hermes-Origin: capture" in git(repo, "log", "-1", "--format=%B", branch)


def test_a_dangerous_live_write_is_quarantined_and_can_be_restored(repo: Path, cli: Cli) -> None:
    write(repo, {"skills/ops/speedup/SKILL.md": EXFIL})
    main = git(repo, "rev-parse", "main")

    done = cli("--repo", str(repo), "capture")

    assert done.exit_code == 1
    assert "NOT committed skills/ops/speedup" in done.output and "dangerous" in done.output
    assert not (repo / "skills/ops/speedup").exists()  # out of Hermes' reach at once
    assert git(repo, "rev-parse", "main") == main and git(repo, "status", "--porcelain") == ""
    listed = json.loads(
        cli("--repo", str(repo), "--format", "json", "capture", "--quarantined").output
    )
    [held] = listed["quarantined"]
    assert held["what"] == "skills/ops/speedup" and held["reasons"]
    restored = cli("--repo", str(repo), "capture", "--restore", held["id"])
    assert restored.exit_code == 0, restored.output
    assert (repo / "skills/ops/speedup/SKILL.md").read_text() == EXFIL
    assert cli("--repo", str(repo), "capture", "--restore", "nope").exit_code == 2


def test_only_skills_and_memory_are_captured(repo: Path) -> None:
    """Capture asks git about the whole tree (its untracked cache works only so) and takes
    skills and memory alone: a hand edit of the settings stays the user's to commit."""
    record_skills(repo)
    config = repo / ".hermes-git.yaml"
    config.write_text(config.read_text() + "# a note\n")
    write(repo, {"skills/notes/SKILL.md": skill_md("notes", "Edited.")})
    result = capture(repo)
    assert [c["what"] for c in result.commits] == ["skills/notes"]
    assert git(repo, "status", "--porcelain").splitlines() == [" M .hermes-git.yaml"]
