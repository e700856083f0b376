"""What the remote functions put on the wire, observed on real remotes (file://, git daemon,
smart HTTP through git http-backend)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import git
from tests.helpers.remotes import bare_repo, closed_port_url, git_daemon, http_backend


def objects_received(bare: Path) -> int:
    """Objects in the bare repo's packs, duplicates counted: with `receive.unpackLimit=1`
    every push is kept as the pack it arrived as, so this grows by what each push sent."""
    counts = dict(line.split(": ") for line in git(bare, "count-objects", "-v").splitlines())
    return int(counts["in-pack"]) + int(counts["count"])


@contextmanager
def served(bare: Path, how: str) -> Iterator[str]:
    if how == "file":
        yield bare.as_uri()
        return
    with (git_daemon if how == "daemon" else http_backend)(bare.parent) as base:
        yield base + bare.name


@pytest.mark.parametrize("how", ["file", "daemon", "http"])
def test_a_sync_after_both_sides_moved_pushes_only_what_the_remote_lacks(
    repo: Path, tmp_path: Path, how: str
) -> None:
    bare = bare_repo(tmp_path)
    git(bare, "config", "receive.unpackLimit", "1")
    git(bare, "config", "gc.auto", "0")
    with served(bare, how) as url:
        git(repo, "remote", "add", "origin", url)
        assert sync.sync(repo).outcome == "synced"
        history = objects_received(bare)
        desktop = join.clone(url, tmp_path / "desktop", "desktop").root
        propose(
            desktop,
            Request("memory", {"action": "add", "target": "memory", "content": "From the desktop"}),
        )
        assert sync.sync(desktop).outcome == "synced"  # the remote's main moved, unseen here
        propose(
            repo,
            Request("memory", {"action": "add", "target": "memory", "content": "From the laptop"}),
        )
        had = git(bare, "for-each-ref", "--format=%(objectname)").split()
        before = objects_received(bare)
        result = sync.sync(repo)
        sent = objects_received(bare) - before
    assert (result.outcome, result.pulled, result.pushed) == ("synced", 1, 2)
    new = git(repo, "rev-list", "--objects", "--all", "--not", *had).splitlines()
    # what was new (the laptop's commit, the merge, the marker), plus the few delta bases the
    # remote adds to complete a thin pack; not the home's whole history again
    assert len(new) <= sent <= 2 * len(new) and sent < history, (sent, new, history)


def _push_fails(repo: Path) -> None:
    """Fetches still reach the remote; any push would not (and the sync would say offline)."""
    git(repo, "config", "remote.origin.pushurl", closed_port_url())


def test_an_idle_sync_pushes_nothing_and_a_new_commit_is_still_pushed(
    repo: Path, tmp_path: Path
) -> None:
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert sync.sync(repo).outcome == "synced"
    _push_fails(repo)
    for _ in range(2):  # nothing to send: the push is never tried
        result = sync.sync(repo)
        assert (result.outcome, result.pulled, result.pushed) == ("synced", 0, 0)
    (repo / "memories/MEMORY.md").write_text("Project uses pytest\n§\nA new fact", "utf-8")
    assert sync.sync(repo).outcome == "offline"  # something to send: the push was tried
    git(repo, "config", "--unset", "remote.origin.pushurl")
    assert sync.sync(repo).pushed == 1
    assert git(bare, "rev-parse", "main") == git(repo, "rev-parse", "main")


def test_a_review_branch_made_or_dropped_here_is_still_pushed(repo: Path, tmp_path: Path) -> None:
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert sync.sync(repo).outcome == "synced"
    args = {"action": "add", "target": "user", "content": "Likes tables"}
    propose(repo, Request("memory", args), force_review=True)
    branch = "refs/heads/hermes/review/laptop/memory"
    assert sync.sync(repo).outcome == "synced"  # main as the remote's: only the branch to send
    assert git(bare, "rev-parse", branch) == git(repo, "rev-parse", branch)
    git(repo, "update-ref", "-d", branch)
    assert sync.sync(repo).outcome == "synced"
    assert git(bare, "for-each-ref", branch) == ""  # the deletion went out too
