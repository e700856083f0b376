"""A rejection on one device closes the proposal on every device and on the remote."""

from __future__ import annotations

import json
from pathlib import Path

from hermes_git.proposals import review
from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import Cli, git
from tests.helpers.remotes import bare_repo


def test_a_rejection_travels_to_the_remote_and_every_device(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert sync.sync(repo).outcome == "synced"
    server = join.clone(bare.as_uri(), tmp_path / "server", "server").root
    desktop = join.clone(bare.as_uri(), tmp_path / "desktop", "desktop").root
    args = {"action": "add", "target": "user", "content": "Prefers long answers"}
    outcome = propose(server, Request("memory", args), force_review=True)
    branch = str(outcome.branch)
    for home in (server, desktop, repo):
        assert sync.sync(home).outcome == "synced"
    with review.open_repo(desktop) as store:
        assert [r.branch for r in review.list_reviews(store)] == [branch]
    review.reject(repo, branch, "the user prefers short answers")
    assert sync.sync(repo).outcome == "synced"
    assert branch not in git(repo, "ls-remote", "origin")  # deleted on the remote
    for home in (server, desktop):
        assert sync.sync(home).outcome == "synced"
        with review.open_repo(home) as store:
            assert review.list_reviews(store) == []
    assert f"refs/heads/{branch}" not in git(server, "for-each-ref")
    assert sync.sync(server).outcome == "synced"  # the owner does not push it back
    assert branch not in git(repo, "ls-remote", "origin")
    shown = cli("--repo", str(desktop), "--format", "json", "review", "list", "--rejected")
    assert shown.exit_code == 0, shown.output
    [record] = json.loads(shown.output)["rejected"]
    assert record["branch"] == branch
    assert record["reason"] == "the user prefers short answers"
    assert record["rejected_by"].startswith("Test User")
    text = cli("--repo", str(server), "review", "list", "--rejected").output
    assert branch in text and "short answers" in text
