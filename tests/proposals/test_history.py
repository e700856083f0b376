"""`log` of a skill across commits and `revert` of a whole skill folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hermes_git.errors import SkillNotFoundError
from hermes_git.proposals import change, history, review
from hermes_git.proposals.capture import capture
from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose
from tests.conftest import committed_script, git


def _apply(root: Path, args: dict[str, str]) -> None:
    outcome = propose(root, Request("skill_manage", args, "assistant_tool"))
    assert outcome.branch
    review.approve(root, outcome.branch)


def test_log_shows_action_origin_and_verdict(repo: Path) -> None:
    _apply(
        repo,
        {"action": "patch", "name": "deploy", "old_string": "prod.", "new_string": "production."},
    )
    with review.open_repo(repo) as store:
        entries = change.log(store, "deploy")
    assert [e.action for e in entries] == ["patch", ""]
    assert entries[0].origin == "assistant_tool" and entries[0].verdict == "safe"


def test_revert_restores_the_whole_folder_as_a_proposal(repo: Path) -> None:
    original = (repo / "skills" / "devops" / "deploy" / "SKILL.md").read_bytes()
    _apply(
        repo,
        {
            "action": "write_file",
            "name": "deploy",
            "file_path": "scripts/run.sh",
            "file_content": "echo deploy\n",
        },
    )
    _apply(
        repo,
        {"action": "patch", "name": "deploy", "old_string": "prod.", "new_string": "production."},
    )
    with review.open_repo(repo) as store:
        before_both = change.log(store, "deploy")[-1].commit
    outcome = history.revert(repo, "deploy", to=before_both)
    assert outcome.status == "proposed" and outcome.branch
    review.approve(repo, outcome.branch)
    assert (repo / "skills" / "devops" / "deploy" / "SKILL.md").read_bytes() == original
    assert not (repo / "skills" / "devops" / "deploy" / "scripts").exists()


def test_a_deleted_skill_comes_back_with_now(repo: Path) -> None:
    _apply(repo, {"action": "delete", "name": "deploy"})
    assert not (repo / "skills" / "devops" / "deploy").exists()
    outcome = history.revert(repo, "deploy", now=True)
    assert outcome.status == "recorded"
    assert (repo / "skills" / "devops" / "deploy" / "references" / "checklist.md").exists()
    assert git(repo, "status", "--porcelain") == ""


def test_unknown_skill(repo: Path) -> None:
    with pytest.raises(SkillNotFoundError):
        history.revert(repo, "never-existed")


def test_a_deleted_skill_comes_back_with_its_scripts_executable(repo: Path) -> None:
    script = committed_script(repo)
    _apply(repo, {"action": "delete", "name": "deploy"})
    assert not script.exists()
    history.revert(repo, "deploy", now=True)
    assert os.access(script, os.X_OK) and git(repo, "status", "--porcelain") == ""
    assert git(repo, "ls-tree", "HEAD", "skills/devops/deploy/scripts/run.sh").startswith("100755")


def test_revert_restores_a_scripts_mode_alone(repo: Path) -> None:
    script = committed_script(repo)
    with review.open_repo(repo) as store:
        executable = change.log(store, "deploy")[0].commit
    script.chmod(0o644)
    capture(repo)
    history.revert(repo, "deploy", to=executable, now=True)
    assert os.access(script, os.X_OK) and git(repo, "status", "--porcelain") == ""
