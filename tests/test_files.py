"""Atomic writes, one file or many; the collector paused for a cache's records."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

from hermes_git.files import Write, atomic_write, atomic_write_many, collector_paused


def test_atomic_write_replaces_and_keeps_the_mode(tmp_path: Path) -> None:
    target = tmp_path / "f.txt"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    atomic_write(target, b"new")
    assert target.read_bytes() == b"new"
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.txt"]


def test_a_new_file_gets_0600(tmp_path: Path) -> None:
    atomic_write(tmp_path / "deep" / "new.txt", b"x")
    assert (tmp_path / "deep" / "new.txt").stat().st_mode & 0o777 == 0o600


def test_a_symlinked_target_is_written_through(tmp_path: Path) -> None:
    (tmp_path / "real.md").write_bytes(b"old")
    (tmp_path / "link.md").symlink_to("real.md")
    atomic_write(tmp_path / "link.md", b"new")
    assert (tmp_path / "link.md").is_symlink()
    assert (tmp_path / "real.md").read_bytes() == b"new"


def test_many_writes_land_with_their_own_modes(tmp_path: Path) -> None:
    writes = [
        Write(
            tmp_path / f"s{n:03d}" / "SKILL.md",
            f"skill {n}".encode(),
            0o600,
            ".SKILL.md.tmp.",
            ".hermes-git.tmp",
        )
        for n in range(120)
    ]
    writes.append(Write(tmp_path / "run.sh", b"echo\n", 0o755))
    atomic_write_many(writes)
    assert (tmp_path / "s042" / "SKILL.md").read_bytes() == b"skill 42"
    assert (tmp_path / "s042" / "SKILL.md").stat().st_mode & 0o777 == 0o600
    assert (tmp_path / "run.sh").stat().st_mode & 0o777 == 0o755
    assert not list(tmp_path.rglob("*.tmp"))


def test_a_failure_before_the_renames_changes_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_bytes(b"a old")
    (tmp_path / "blocker").write_bytes(b"a file where a folder is needed")
    writes = [Write(tmp_path / "a.md", b"a new"), Write(tmp_path / "blocker" / "b.md", b"b")]
    with pytest.raises(OSError):
        atomic_write_many(writes)
    assert (tmp_path / "a.md").read_bytes() == b"a old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.md", "blocker"]


def test_nothing_to_write_is_fine(tmp_path: Path) -> None:
    atomic_write_many([])
    assert not list(tmp_path.iterdir())


@pytest.fixture
def synced(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths fsync'd from now on, in order (each fsync still done)."""
    paths: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        paths.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return paths


def test_only_durable_writes_and_their_folders_are_fsynced(
    tmp_path: Path, synced: list[str]
) -> None:
    (tmp_path / "kept").mkdir()
    (tmp_path / "derived").mkdir()
    atomic_write_many(
        [
            Write(tmp_path / "kept/a.md", b"kept"),
            Write(tmp_path / "derived/b.json", b"{}", durable=False),
        ]
    )
    assert (tmp_path / "kept/a.md").read_bytes() == b"kept"
    assert (tmp_path / "derived/b.json").read_bytes() == b"{}"
    assert len(synced) == 2
    assert any(p.startswith(str(tmp_path / "kept/.hg_")) for p in synced)  # the data, then
    assert str(tmp_path / "kept") in synced  # the folder holding the rename
    assert not any("derived" in p for p in synced)


def test_sync_folder_false_flushes_the_data_but_leaves_the_rename_to_the_journal(
    tmp_path: Path, synced: list[str]
) -> None:
    atomic_write(tmp_path / "MEMORY.md", b"entry", mode=0o600, sync_folder=False)
    assert (tmp_path / "MEMORY.md").read_bytes() == b"entry"
    assert len(synced) == 1 and synced[0].startswith(str(tmp_path / ".hg_"))
    atomic_write(tmp_path / "MEMORY.md", b"entry 2", mode=0o600)
    assert synced[1:] == [synced[1], str(tmp_path)]  # the default: the data, then the folder


def test_a_rename_that_fails_leaves_no_temp_file(tmp_path: Path) -> None:
    writes = [Write(tmp_path / f"s{n:02d}" / "SKILL.md", b"new") for n in range(12)]
    (tmp_path / "s05" / "SKILL.md").mkdir(parents=True)  # a folder in the way: rename fails
    with pytest.raises(OSError):
        atomic_write_many(writes)
    assert not [p for p in tmp_path.rglob("*") if p.name.startswith(".hg_")]
    assert (tmp_path / "s05" / "SKILL.md").is_dir()


def test_meanwhile_sees_every_file_and_runs_before_the_call_returns(
    tmp_path: Path, synced: list[str]
) -> None:
    writes = [Write(tmp_path / f"s{n:02d}" / "SKILL.md", f"v{n}".encode()) for n in range(12)]
    seen: list[bytes] = []

    def meanwhile() -> None:
        seen.extend((tmp_path / f"s{n:02d}" / "SKILL.md").read_bytes() for n in range(12))

    atomic_write_many(writes, meanwhile=meanwhile)
    assert seen == [f"v{n}".encode() for n in range(12)]
    assert {str(tmp_path / f"s{n:02d}") for n in range(12)} <= set(synced)  # folders too


def test_an_error_in_meanwhile_is_raised_after_the_folders_are_synced(
    tmp_path: Path, synced: list[str]
) -> None:
    def meanwhile() -> None:
        raise ValueError("snapshot failed")

    with pytest.raises(ValueError, match="snapshot failed"):
        atomic_write_many(
            [Write(tmp_path / f"d{n}" / "f", b"x") for n in range(3)], meanwhile=meanwhile
        )
    assert {str(tmp_path / f"d{n}") for n in range(3)} <= set(synced)
    assert (tmp_path / "d1" / "f").read_bytes() == b"x"


def test_the_collector_is_paused_only_inside_and_left_as_it_was() -> None:
    seen: list[bool] = []

    def fail() -> None:
        with collector_paused():
            seen.append(gc.isenabled())
            raise ValueError

    assert gc.isenabled()
    with pytest.raises(ValueError):
        fail()
    assert seen == [False] and gc.isenabled()  # back on, after an error too
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # a caller that turned it off keeps it off
    finally:
        gc.enable()
