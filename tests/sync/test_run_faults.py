"""Sync survives SIGKILL at random points; hooks refresh the snapshot; status shows devices."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hermes_git.memory.entries import parse_entries, render_entries
from hermes_git.snapshot.build import SNAPSHOT_FILE, load_snapshot
from hermes_git.store import githooks as hooks
from hermes_git.store.gitstore import GitStore
from hermes_git.sync import join
from hermes_git.sync import run as sync
from hermes_git.sync.stalelocks import clear_stale_locks
from hermes_git.sync.status import status
from tests.conftest import git, record_skills, skill_md, write
from tests.helpers.remotes import bare_repo, git_daemon


def _add_live(home: Path, entry: str) -> None:
    path = home / "memories" / "MEMORY.md"
    path.write_text(render_entries([*parse_entries(path.read_text()), entry]))


def _two_devices(repo: Path, tmp_path: Path, url: str | None = None) -> tuple[Path, Path]:
    url = url or bare_repo(tmp_path).as_uri()
    record_skills(repo)  # the tests edit live skills by hand and sync them
    git(repo, "remote", "add", "origin", url)
    assert sync.sync(repo).outcome == "synced"
    return repo, join.clone(url, tmp_path / "desktop", "desktop").root


@pytest.mark.slow
def test_sigkill_during_sync_loses_nothing(repo: Path, tmp_path: Path) -> None:
    # over git daemon: with file:// the remote's receive-pack would be our child and die too
    srv = tmp_path / "srv"
    srv.mkdir()
    bare_repo(srv)
    with git_daemon(srv) as base:
        _kill_and_recover(repo, tmp_path, base + "skills.git")


def _kill_and_recover(repo: Path, tmp_path: Path, url: str) -> None:
    laptop, desktop = _two_devices(repo, tmp_path, url)
    rng = random.Random(6)
    added, killed = [], 0
    for round_no in range(6):
        _add_live(desktop, f"desktop {round_no}")
        assert sync.sync(desktop).outcome == "synced"
        _add_live(laptop, f"laptop {round_no}")
        write(laptop, {f"skills/s{round_no}/SKILL.md": skill_md(f"s{round_no}")})
        added += [f"desktop {round_no}", f"laptop {round_no}"]
        proc = subprocess.Popen(
            [sys.executable, "-m", "hermes_git", "--repo", str(laptop), "sync"],
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(rng.uniform(0.05, 0.9))
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            killed += 1
        proc.wait()
    assert killed >= 2
    final = sync.sync(laptop)
    assert final.outcome == "synced", final.message
    assert sync.sync(desktop).outcome == "synced"
    for home in (laptop, desktop):
        entries = parse_entries((home / "memories" / "MEMORY.md").read_text())
        assert all(entries.count(e) == 1 for e in added), entries
        assert git(home, "status", "--porcelain") == ""
        assert all((home / f"skills/s{n}/SKILL.md").exists() for n in range(6))
    assert git(laptop, "rev-parse", "main") == git(desktop, "rev-parse", "main")
    git(laptop, "fsck", "--no-progress")


def test_stale_index_lock_from_a_killed_git_is_cleared(repo: Path) -> None:
    lock = repo / ".git" / "index.lock"
    lock.write_text("")
    with GitStore(repo) as store, store.locked():
        assert clear_stale_locks(store) == ["index.lock"]
    assert not lock.exists()
    with open(lock, "w"), GitStore(repo) as store:  # held open: a live git owns it
        assert clear_stale_locks(store) == []
    lock.unlink()


def test_hooks_installed_by_init_and_refresh_after_a_hand_pull(repo: Path, tmp_path: Path) -> None:
    laptop, desktop = _two_devices(repo, tmp_path)
    for name in hooks.HOOKS:
        installed = (desktop / ".git" / "hooks" / name).read_text()
        assert installed == hooks.script(name) and sys.executable in installed
    write(laptop, {"skills/fresh/SKILL.md": skill_md("fresh")})
    assert sync.sync(laptop).outcome == "synced"
    git(desktop, "pull", "--quiet", "--no-rebase", "origin", "main")
    snapshot = load_snapshot(desktop)
    assert snapshot is not None
    assert "fresh" in {s["skill_name"] for s in snapshot["skills"]}


def test_user_hook_is_chained_and_restored(repo: Path) -> None:
    hook = repo / ".git" / "hooks" / "post-checkout"
    with GitStore(repo) as store:
        hooks.uninstall(store)
        hook.write_text('#!/bin/sh\necho user-hook-ran "$@" > user-hook.txt\n')
        hook.chmod(0o755)
        report = hooks.install(store)
    assert report.chained == ["post-checkout"]
    (repo / SNAPSHOT_FILE).unlink(missing_ok=True)
    git(repo, "checkout", "-q", "-b", "side")
    assert (repo / "user-hook.txt").read_text().startswith("user-hook-ran")
    assert load_snapshot(repo) is not None
    with GitStore(repo) as store:
        report = hooks.uninstall(store)
    assert report.restored == ["post-checkout"]
    assert "user-hook-ran" in hook.read_text()


def test_status_shows_each_device_and_its_reviews(repo: Path, tmp_path: Path) -> None:
    laptop, desktop = _two_devices(repo, tmp_path)
    for home, way in ((laptop, "laptop"), (desktop, "desktop")):
        path = home / "skills" / "notes" / "SKILL.md"
        path.write_text(path.read_text().replace("Steps.", f"Steps, the {way} way."))
    assert sync.sync(desktop).outcome == "synced"
    assert sync.sync(laptop).outcome == "conflicts"
    assert sync.sync(desktop).outcome == "synced"
    with GitStore(desktop) as store:
        devices = {d["device"]: d for d in status(store).devices}
    assert set(devices) == {"laptop", "desktop"}
    assert devices["laptop"]["pending_reviews"] == ["hermes/review/laptop/conflict-notes"]
    assert devices["desktop"]["last_sync"] is not None
