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


def test_review_mode_commits_a_persons_edit_to_main_and_leaves_the_file_as_it_is(
    repo: Path, cli: Cli
) -> None:
    """Issue 29: review mode is for the agent's writes (they never reach the live files); an
    edit found on disk is a person's, and it used to vanish onto a review branch."""
    deploy = repo / "skills/devops/deploy/SKILL.md"
    edited = deploy.read_bytes() + b"\nEdited in an editor.\n"
    deploy.write_bytes(edited)
    write(repo, {"skills/new-skill/SKILL.md": skill_md("new-skill")})

    planned = json.loads(cli("--repo", str(repo), "--format", "json", "status").output)
    shown = cli("--repo", str(repo), "status").output
    result = capture(repo)

    assert [(p["what"], p["action"]) for p in planned["live_plan"]] == [
        ("skills/devops/deploy", "commit"),
        ("skills/new-skill", "commit"),
    ]
    assert "  skills/devops/deploy: will commit to main" in shown
    assert deploy.read_bytes() == edited and (repo / "skills/new-skill/SKILL.md").is_file()
    assert [c["what"] for c in result.commits] == ["skills/devops/deploy", "skills/new-skill"]
    assert git(repo, "show", "main:skills/devops/deploy/SKILL.md").encode() == edited
    assert git(repo, "status", "--porcelain") == "" and "hermes/review" not in git(
        repo, "branch", "--list"
    )
    assert "Hermes-Origin: capture" in git(repo, "log", "-1", "--format=%B", "main~1")


def test_a_refused_edit_stays_live_byte_for_byte_with_its_reason_and_fix(
    repo: Path, cli: Cli
) -> None:
    deploy = repo / "skills/devops/deploy/SKILL.md"
    broken = b"---\ndescription: no name any more\n---\n# Deploy\n"
    deploy.write_bytes(broken)
    main = git(repo, "rev-parse", "main")

    planned = json.loads(cli("--repo", str(repo), "--format", "json", "status").output)
    shown = cli("--repo", str(repo), "status").output
    done = cli("--repo", str(repo), "--format", "json", "capture")

    [item] = planned["live_plan"]
    assert item["action"] == "refuse" and "name" in item["says"]
    assert "will be refused, kept live and uncommitted" in shown and "    fix: edit" in shown
    assert done.exit_code == 1
    [refused] = json.loads(done.output)["refused"]
    assert refused["what"] == "skills/devops/deploy" and "hermes-git validate" in refused["fix"]
    assert deploy.read_bytes() == broken and git(repo, "rev-parse", "main") == main
    assert git(repo, "status", "--porcelain").strip() == "M skills/devops/deploy/SKILL.md"


def test_a_dangerous_live_write_is_quarantined_and_can_be_restored(repo: Path, cli: Cli) -> None:
    write(repo, {"skills/ops/speedup/SKILL.md": EXFIL})
    main = git(repo, "rev-parse", "main")

    planned = cli("--repo", str(repo), "status").output
    done = cli("--repo", str(repo), "capture")

    assert "skills/ops/speedup: will be quarantined (dangerous" in planned
    assert done.exit_code == 1
    assert "NOT committed skills/ops/speedup" in done.output and "dangerous" in done.output
    shown = cli("--repo", str(repo), "status").output
    assert "quarantined skills/ops/speedup:" in shown
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
