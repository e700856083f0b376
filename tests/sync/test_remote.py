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
from tests.helpers.remotes import bare_repo, git_daemon, http_backend


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
