"""The device marker (issue 22): an idle sync inside the heartbeat writes and pushes none, and
`status` keeps telling when a device last synced (exchanged commits) from when it was last seen."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from hermes_git.store.gitstore import GitStore
from hermes_git.sync import join
from hermes_git.sync import run as sync
from hermes_git.sync.marker import Marker, due
from hermes_git.sync.status import status
from tests.conftest import git, record_skills, skill_md, write
from tests.helpers.remotes import bare_repo


def _laptop_and_desktop(repo: Path, tmp_path: Path, heartbeat: float | None = None) -> Path:
    record_skills(repo)  # the tests edit live skills by hand and sync them
    if heartbeat is not None:
        config = repo / ".hermes-git.yaml"
        config.write_text(config.read_text() + f"\nsync:\n  heartbeat: {heartbeat}\n")
        git(repo, "commit", "-qam", "test: a short heartbeat")
    server = bare_repo(tmp_path / "srv")
    git(repo, "remote", "add", "origin", server.as_uri())
    assert sync.sync(repo).outcome == "synced"
    join.clone(server.as_uri(), tmp_path / "desktop", "desktop")
    return server


def _marker(cwd: Path) -> str:
    return git(cwd, "rev-parse", "refs/hermes/devices/laptop").strip()


def _laptop_seen_from_desktop(tmp_path: Path) -> dict[str, object]:
    desktop = tmp_path / "desktop"
    assert sync.sync(desktop).outcome == "synced"
    with GitStore(desktop) as store:
        return next(d for d in status(store).devices if d["device"] == "laptop")


@pytest.mark.slow
def test_an_idle_sync_inside_the_heartbeat_writes_and_pushes_no_marker(
    repo: Path, tmp_path: Path
) -> None:
    server = _laptop_and_desktop(repo, tmp_path)
    before = _marker(repo)
    assert _marker(server) == before
    time.sleep(1.1)  # a marker written now would differ from the last one (its date)
    for _ in range(2):
        result = sync.sync(repo)
        assert (result.outcome, result.pulled, result.pushed) == ("synced", 0, 0)
    assert _marker(repo) == _marker(server) == before
    write(repo, {"skills/notes/SKILL.md": skill_md("notes", "Sharper notes.")})
    assert sync.sync(repo).pushed == 1  # something synced: a new marker goes out with it
    after = _marker(repo)
    assert after != before and _marker(server) == after
    assert git(
        repo, "log", "-1", "--format=%(trailers:key=Hermes-Main,valueonly)", after
    ).strip() == (git(repo, "rev-parse", "main").strip())


@pytest.mark.slow
def test_past_the_heartbeat_the_marker_says_seen_and_keeps_the_last_sync(
    repo: Path, tmp_path: Path
) -> None:
    server = _laptop_and_desktop(repo, tmp_path, heartbeat=1)
    write(repo, {"skills/notes/SKILL.md": skill_md("notes", "Sharper notes.")})
    assert sync.sync(repo).pushed == 1
    synced = _laptop_seen_from_desktop(tmp_path)
    assert synced["last_sync"] == synced["last_seen"]
    time.sleep(2.1)  # past the heartbeat, in whole seconds (commit dates)
    exchanged = _marker(server)
    result = sync.sync(repo)
    assert (result.outcome, result.pulled, result.pushed) == ("synced", 0, 0)
    assert _marker(server) != exchanged  # the heartbeat went out
    seen = _laptop_seen_from_desktop(tmp_path)
    assert seen["last_sync"] == synced["last_sync"]  # nothing was exchanged since
    assert isinstance(seen["last_seen"], int) and isinstance(synced["last_seen"], int)
    assert seen["last_seen"] >= synced["last_seen"] + 2
    assert isinstance(seen["age_seconds"], int) and seen["age_seconds"] >= 2
    assert seen["seen_age_seconds"] == 0 or seen["seen_age_seconds"] < seen["age_seconds"]


def test_when_a_marker_is_due() -> None:
    now = 10_000.0
    fresh = Marker("c0ffee", int(now) - 60, "m1", "0", int(now) - 600)
    assert not due(fresh, "m1", 0, exchanged=False, heartbeat=900, now=now)
    assert due(fresh, "m1", 0, exchanged=True, heartbeat=900, now=now)
    assert due(fresh, "m2", 0, exchanged=False, heartbeat=900, now=now)  # main moved here
    assert due(fresh, "m1", 1, exchanged=False, heartbeat=900, now=now)  # a new review
    assert due(fresh, "m1", 0, exchanged=False, heartbeat=60, now=now)  # the heartbeat
    assert due(Marker(), "m1", 0, exchanged=False, heartbeat=900, now=now)  # none yet


def test_a_merging_sync_marks_the_merge_it_pushed(repo: Path, tmp_path: Path) -> None:
    server = _laptop_and_desktop(repo, tmp_path)
    desktop = tmp_path / "desktop"
    write(desktop, {"skills/notes/SKILL.md": skill_md("notes", "Notes from the desktop.")})
    assert sync.sync(desktop).pushed == 1
    write(repo, {"skills/other/SKILL.md": skill_md("other", "A skill of the laptop.")})
    result = sync.sync(repo)  # a merge: its marker is made while the gate runs
    assert (result.outcome, result.fast_forward, result.pulled) == ("synced", False, 1)
    main = git(repo, "rev-parse", "main").strip()
    assert git(server, "rev-parse", "main").strip() == main
    marker = _marker(server)
    assert marker == _marker(repo)
    trailers = git(repo, "log", "-1", "--format=%(trailers:only,unfold)", marker)
    assert f"Hermes-Main: {main}" in trailers and "Hermes-Reviews: 0" in trailers
