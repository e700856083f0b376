"""Approve merges into main and updates the live files; reject keeps the branch."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hermes_git.errors import GateError, UsageError
from hermes_git.proposals import live as livemod
from hermes_git.proposals import review
from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose
from tests.conftest import committed_script, git, skill_md


def _propose_patch(root: Path, old: str, new: str, name: str = "deploy") -> str:
    outcome = propose(
        root,
        Request(
            "skill_manage", {"action": "patch", "name": name, "old_string": old, "new_string": new}
        ),
    )
    assert outcome.branch
    return outcome.branch


def test_list_and_show(repo: Path) -> None:
    branch = _propose_patch(repo, "Deploy things to prod.", "Deploy things to production.")
    with review.open_repo(repo) as store:
        [item] = review.list_reviews(store)
        assert (item.branch, item.device, item.commits, item.skills, item.verdict) == (
            branch,
            "laptop",
            1,
            ["deploy"],
            "safe",
        )
        shown = review.show(store, branch)
    assert "+description: Deploy things to production." in shown["diff"]
    assert shown["gate"]["allowed"] is True


def test_approve_fast_forwards_and_updates_live_files(repo: Path) -> None:
    branch = _propose_patch(repo, "Deploy things to prod.", "Deploy things to production.")
    result = review.approve(repo, branch)
    assert result.fast_forward and result.paths == ["skills/devops/deploy/SKILL.md"]
    live = (repo / "skills" / "devops" / "deploy" / "SKILL.md").read_text()
    assert "Deploy things to production." in live
    assert git(repo, "status", "--porcelain") == ""
    assert git(repo, "branch", "--list", "hermes/*") == ""


def test_approve_after_main_moved_makes_a_merge_commit(repo: Path) -> None:
    branch = _propose_patch(repo, "Deploy things to prod.", "Deploy things to production.")
    (repo / "skills" / "notes" / "SKILL.md").write_text(skill_md("notes", "Edited by hand."))
    git(repo, "commit", "-qam", "hand edit")
    result = review.approve(repo, branch)
    assert not result.fast_forward
    assert git(repo, "rev-list", "--parents", "-n1", "HEAD").count(" ") == 2
    assert "Hermes-Review: " + branch in git(repo, "log", "-1", "--format=%B")
    assert "Edited by hand." in (repo / "skills" / "notes" / "SKILL.md").read_text()


def test_conflicts_are_reported_per_file_and_nothing_changes(repo: Path) -> None:
    branch = _propose_patch(repo, "Deploy things to prod.", "Deploy things to production.")
    path = repo / "skills" / "devops" / "deploy" / "SKILL.md"
    path.write_text(path.read_text().replace("to prod.", "to staging."))
    git(repo, "commit", "-qam", "conflicting hand edit")
    head = git(repo, "rev-parse", "HEAD")
    with pytest.raises(GateError, match=r"conflicts with main in: skills/devops/deploy/SKILL\.md"):
        review.approve(repo, branch)
    assert git(repo, "rev-parse", "HEAD") == head
    assert git(repo, "branch", "--list", branch).strip() == branch


def test_uncommitted_live_edits_are_never_overwritten(repo: Path) -> None:
    branch = _propose_patch(repo, "Deploy things to prod.", "Deploy things to production.")
    path = repo / "skills" / "devops" / "deploy" / "SKILL.md"
    path.write_text(path.read_text() + "\nmy local note\n")
    with pytest.raises(livemod.DirtyWorktreeError, match=r"skills/devops/deploy/SKILL\.md"):
        review.approve(repo, branch)
    assert path.read_text().endswith("my local note\n")


def test_reject_keeps_the_branch_with_the_reason(repo: Path) -> None:
    branch = _propose_patch(repo, "Deploy things to prod.", "Deploy things to production.")
    ref = review.reject(repo, branch, "too vague")
    assert ref == "refs/hermes/rejected/laptop/deploy"
    assert git(repo, "branch", "--list", branch) == ""
    assert "too vague" in git(repo, "log", "-1", "--format=%B", ref)
    again = _propose_patch(repo, "Deploy things to prod.", "Ship it.")
    assert review.reject(repo, again, "") == "refs/hermes/rejected/laptop/deploy-2"


def test_unknown_or_foreign_branches_are_refused(repo: Path) -> None:
    for name in ("main", "hermes/review/laptop/none", "hermes/review/../main"):
        with pytest.raises(UsageError):
            review.approve(repo, name)


def test_an_interrupted_approve_is_finished_by_the_next_command(repo: Path) -> None:
    branch = _propose_patch(repo, "Deploy things to prod.", "Deploy things to production.")
    with review.open_repo(repo) as store:
        tip = store.rev(f"refs/heads/{branch}")
        main = store.rev("refs/heads/main")
        journal = {
            "old": main,
            "new": tip,
            "paths": ["skills/devops/deploy/SKILL.md"],
            "branch": branch,
            "tip": tip,
            "live": True,
        }
        import json

        (store.git_dir / "hermes-git" / livemod.JOURNAL).write_text(json.dumps(journal))
    assert review.list_reviews(review.open_repo(repo))  # reading does not recover
    _propose_patch(repo, "Does a thing.", "Does one thing.", "notes")  # any write recovers
    assert git(repo, "rev-parse", "main").strip() == tip
    assert "production" in (repo / "skills" / "devops" / "deploy" / "SKILL.md").read_text()


def _interrupted_publish(repo: Path, memory: str, skill: str) -> str:
    """A commit on top of main changing MEMORY.md and the deploy skill, and the journal a
    publish of it leaves when killed before main moved; returns the commit."""
    import json

    git(repo, "checkout", "-q", "-b", "incoming")
    (repo / "memories" / "MEMORY.md").write_text(memory)
    (repo / "skills" / "devops" / "deploy" / "SKILL.md").write_text(skill)
    git(repo, "commit", "-qam", "incoming")
    new = git(repo, "rev-parse", "HEAD").strip()
    git(repo, "checkout", "-q", "main")
    old = git(repo, "rev-parse", "main").strip()
    journal = {
        "old": old,
        "new": new,
        "paths": ["memories/MEMORY.md", "skills/devops/deploy/SKILL.md"],
        "branch": None,
        "tip": None,
        "live": True,
        "reason": "hermes-git sync origin",
    }
    (repo / ".git" / "hermes-git" / livemod.JOURNAL).write_text(json.dumps(journal))
    return new


@pytest.mark.parametrize("written_before_the_kill", [True, False])
def test_recovery_keeps_memory_written_after_an_interrupted_publish(
    repo: Path, written_before_the_kill: bool
) -> None:
    """Hermes adds an entry after a sync was killed mid-publish: finishing the publish merges
    the new entries in instead of writing the journal's file over the live one."""
    from hermes_git.memory.entries import parse_entries, render_entries

    incoming = "Project uses pytest\n§\nCI is on GitHub\n§\nFrom the desktop"
    new = _interrupted_publish(repo, incoming, skill_md("deploy", "Deploy, from the desktop."))
    live = repo / "memories" / "MEMORY.md"
    if written_before_the_kill:
        live.write_text(incoming)  # apply_live had written it
    live.write_text(render_entries([*parse_entries(live.read_text()), "Written after the kill"]))
    with review.open_repo(repo) as store, store.locked():
        livemod.recover(store)
    assert git(repo, "rev-parse", "main").strip() == new
    added = ["From the desktop", "Written after the kill"]
    if not written_before_the_kill:
        added.reverse()  # the live file's own new entry first, then the incoming one
    assert parse_entries(live.read_text()) == ["Project uses pytest", "CI is on GitHub", *added]
    assert git(repo, "status", "--porcelain", "--", "memories") == " M memories/MEMORY.md\n"
    skill = (repo / "skills" / "devops" / "deploy" / "SKILL.md").read_text()
    assert "from the desktop" in skill


def test_recovery_leaves_a_skill_edited_after_an_interrupted_publish(repo: Path) -> None:
    _interrupted_publish(
        repo,
        "Project uses pytest\n§\nCI is on GitHub",
        skill_md("deploy", "Deploy, from the desktop."),
    )
    edited = skill_md("deploy", "Deploy, edited by hand after the kill.")
    (repo / "skills" / "devops" / "deploy" / "SKILL.md").write_text(edited)
    with review.open_repo(repo) as store, store.locked():
        livemod.recover(store)
    assert (repo / "skills" / "devops" / "deploy" / "SKILL.md").read_text() == edited
    assert "M skills/devops/deploy/SKILL.md" in git(repo, "status", "--porcelain")


def test_approve_keeps_a_scripts_executable_bit(repo: Path) -> None:
    script = committed_script(repo)
    outcome = propose(
        repo,
        Request(
            "skill_manage",
            {
                "action": "patch",
                "name": "deploy",
                "file_path": "scripts/run.sh",
                "old_string": "echo one",
                "new_string": "echo two",
            },
        ),
    )
    assert outcome.branch
    review.approve(repo, outcome.branch)
    assert script.read_text() == "#!/bin/sh\necho two\n" and os.access(script, os.X_OK)
    assert git(repo, "status", "--porcelain") == ""
    assert git(repo, "ls-tree", "HEAD", "skills/devops/deploy/scripts/run.sh").startswith("100755")
