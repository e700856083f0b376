"""The idle sync (issue 22): what a `sync --watch` process skips when nothing moved, and that
it still notices every change: live edits, the remote moving, Hermes rewriting the snapshot."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from hermes_git.snapshot.build import SNAPSHOT_FILE, load_snapshot
from hermes_git.sync import idle, join
from hermes_git.sync import run as sync
from tests.conftest import git, record_skills, skill_md, write
from tests.helpers.remotes import bare_repo


@pytest.fixture
def synced(repo: Path, tmp_path: Path) -> tuple[Path, str]:
    record_skills(repo)  # live edits by hand go to main (in review mode: a review branch)
    url = bare_repo(tmp_path / "srv").as_uri()
    git(repo, "remote", "add", "origin", url)
    assert sync.sync(repo).outcome == "synced"
    # as a minute into a watch loop: no file or folder as young as git's index (git does not
    # trust its caches for those, and rewrites the index on every `status` meanwhile)
    then = time.time() - 60
    for folder, dirs, files in os.walk(repo):
        dirs[:] = [d for d in dirs if d != ".git"]
        for name in [".", *dirs, *files]:
            os.utime(os.path.join(folder, name), (then, then), follow_symlinks=False)
    return repo, url


def descriptions(home: Path) -> set[str]:
    snapshot = json.loads((home / SNAPSHOT_FILE).read_text())
    return {str(entry.get("description")) for entry in snapshot["skills"]}


def new_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the next `hermes-git sync` process starts with: no memory of the last one."""
    monkeypatch.setattr(idle, "_settled", {})
    monkeypatch.setattr(idle, "_on_disk", set())


def settle(home: Path) -> None:
    sync.sync(home)  # git's index and untracked cache take in the new dates
    time.sleep(1.1)  # git rewrites its index on every `status` within a second of a change
    sync.sync(home)


def counting(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    checks: list[Path] = []
    real = idle.refresh_prompt

    def counted(root: Path, **kwargs: bool) -> str:
        checks.append(root)
        return real(root, **kwargs)

    monkeypatch.setattr(idle, "refresh_prompt", counted)
    return checks


def test_a_second_idle_sync_skips_the_snapshot_check(
    synced: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home, _url = synced
    settle(home)
    checks = counting(monkeypatch)
    before = os.stat(home / SNAPSHOT_FILE)
    result = sync.sync(home)
    after = os.stat(home / SNAPSHOT_FILE)
    assert (result.outcome, result.snapshot, result.pulled, result.pushed) == (
        "synced",
        "fresh",
        0,
        0,
    )
    assert checks == []  # nothing moved since the last sync of this process
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    write(home, {"skills/notes/SKILL.md": skill_md("notes", "Changed.")})
    sync.sync(home)
    assert checks == [home]


def test_a_live_edit_between_idle_syncs_reaches_the_snapshot(synced: tuple[Path, str]) -> None:
    home, _url = synced
    sync.sync(home)
    write(home, {"skills/notes/SKILL.md": skill_md("notes", "Take better notes.")})
    result = sync.sync(home)
    assert [c["what"] for c in result.captured] == ["skills/notes"]
    assert result.snapshot == "rebuilt"
    assert "Take better notes." in descriptions(home)


def test_hermes_rewriting_the_snapshot_is_noticed(synced: tuple[Path, str]) -> None:
    home, _url = synced
    sync.sync(home)
    (home / SNAPSHOT_FILE).write_text("{}")  # Hermes (or anyone) replaced it
    assert sync.sync(home).snapshot == "rebuilt"
    assert "Deploy things to prod." in descriptions(home)


def test_the_remote_moving_after_idle_syncs_is_pulled(
    synced: tuple[Path, str], tmp_path: Path
) -> None:
    home, url = synced
    sync.sync(home)  # this process now expects nothing from the remote
    other = join.clone(url, tmp_path / "desktop", "desktop").root
    write(other, {"skills/notes/SKILL.md": skill_md("notes", "Notes from the desktop.")})
    assert sync.sync(other).outcome == "synced"
    result = sync.sync(home)
    assert (result.outcome, result.pulled) == ("synced", 1)
    assert "Notes from the desktop." in (home / "skills/notes/SKILL.md").read_text()
    assert "Notes from the desktop." in descriptions(home)


def test_sync_turns_on_the_untracked_cache_unless_the_user_chose(repo: Path) -> None:
    assert git(repo, "config", "core.untrackedCache").strip() == "true"
    assert git(repo, "config", "status.showUntrackedFiles").strip() == "all"
    git(repo, "config", "core.untrackedCache", "false")
    git(repo, "remote", "add", "origin", bare_repo(repo.parent / "srv").as_uri())
    assert sync.sync(repo).outcome == "synced"
    assert git(repo, "config", "core.untrackedCache").strip() == "false"


def test_a_touched_skill_file_refreshes_the_manifest(synced: tuple[Path, str]) -> None:
    """Same content, new mtime: git commits nothing, but Hermes' manifest moved; git's index
    rewrite tells the idle sync to check the snapshot."""
    home, _url = synced
    sync.sync(home)
    skill = home / "skills" / "notes" / "SKILL.md"
    later = skill.stat().st_mtime + 5
    os.utime(skill, (later, later))
    result = sync.sync(home)
    assert result.captured == [] and result.snapshot == "rebuilt"
    assert load_snapshot(home) is not None  # Hermes would take it as it is


def test_a_new_sync_process_skips_what_the_last_one_settled(
    synced: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home, _url = synced
    settle(home)
    assert (home / ".git" / "hermes-git" / idle.RECORD_FILE).is_file()
    new_process(monkeypatch)
    checks = counting(monkeypatch)
    result = sync.sync(home)
    assert (result.outcome, result.snapshot) == ("synced", "fresh")
    assert checks == []


def test_a_live_edit_between_sync_processes_reaches_the_snapshot(
    synced: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home, _url = synced
    settle(home)
    write(home, {"skills/notes/SKILL.md": skill_md("notes", "Edited between two processes.")})
    new_process(monkeypatch)
    result = sync.sync(home)
    assert [c["what"] for c in result.captured] == ["skills/notes"]
    assert result.snapshot == "rebuilt"
    assert "Edited between two processes." in descriptions(home)


def test_main_moved_by_another_process_means_the_full_check(
    synced: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home, _url = synced
    settle(home)
    head = git(home, "rev-parse", "refs/heads/main").strip()
    tree = git(home, "rev-parse", "refs/heads/main^{tree}").strip()
    moved = git(home, "commit-tree", tree, "-p", head, "-m", "moved elsewhere").strip()
    git(home, "update-ref", "refs/heads/main", moved, head)  # e.g. an approve in another shell
    new_process(monkeypatch)
    checks = counting(monkeypatch)
    result = sync.sync(home)
    assert result.outcome == "synced" and result.pushed == 1
    assert checks == [home]


@pytest.mark.parametrize("record", [b"", b"not marshal", b"\xe9\x01\x00\x00\x00"])
def test_a_damaged_record_means_the_full_work(
    synced: tuple[Path, str], monkeypatch: pytest.MonkeyPatch, record: bytes
) -> None:
    home, _url = synced
    settle(home)
    (home / ".git" / "hermes-git" / idle.RECORD_FILE).write_bytes(record)
    new_process(monkeypatch)
    checks = counting(monkeypatch)
    result = sync.sync(home)
    assert (result.outcome, result.snapshot) == ("synced", "fresh")
    assert checks == [home]  # checked file by file, then recorded again
    new_process(monkeypatch)
    checks.clear()
    sync.sync(home)
    assert checks == []


def test_an_idle_process_sync_writes_nothing_new(
    synced: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home, _url = synced
    settle(home)
    record = home / ".git" / "hermes-git" / idle.RECORD_FILE
    before = os.stat(record)
    new_process(monkeypatch)
    sync.sync(home)
    after = os.stat(record)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
