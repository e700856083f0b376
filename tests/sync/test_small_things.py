"""The small things a daily user notices: watch lines, SIGTERM, conflict origins and
replaced skills by name, `log UNKNOWN`, and a corrupt committed skills.lock's fix."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hermes_git.errors import ConfigError
from hermes_git.skills import lockfile
from hermes_git.store.gitstore import GitStore
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import Cli, git, record_skills
from tests.helpers.remotes import bare_repo, closed_port_url

STAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ ")


def test_log_of_an_unknown_skill_exits_2(repo: Path, cli: Cli) -> None:
    assert cli("--repo", str(repo), "log", "no-such-skill").exit_code == 2
    assert cli("--repo", str(repo), "log", "deploy").exit_code == 0


@pytest.mark.slow
def test_watch_lines_carry_a_time_and_sigterm_stops_it_cleanly(repo: Path) -> None:
    git(repo, "remote", "add", "origin", closed_port_url())
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    watch = subprocess.Popen(
        [sys.executable, "-m", "hermes_git", "--repo", str(repo), "sync", "--watch"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert watch.stdout is not None
    first = watch.stdout.readline()  # the first sync's report (offline)
    time.sleep(0.2)
    watch.send_signal(signal.SIGTERM)
    _out, err = watch.communicate(timeout=30)
    assert watch.returncode == 0, err
    assert STAMP.match(first), first
    assert "stopped (SIGTERM)" in err
    with GitStore(repo) as store, store.locked(timeout=2):
        pass  # the lock was let go


def _conflicting_edits(repo: Path, tmp_path: Path) -> tuple[Path, Path]:
    record_skills(repo)  # hand edits go to main, where they can conflict
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert sync.sync(repo).outcome == "synced"
    desktop = join.clone(bare.as_uri(), tmp_path / "desktop", "desktop").root
    for home, words in ((repo, "the laptop way"), (desktop, "the desktop way")):
        path = home / "skills/notes/SKILL.md"
        path.write_text(path.read_text("utf-8").replace("Steps.", f"Steps, {words}."), "utf-8")
    assert sync.sync(repo).outcome == "synced"
    return repo, desktop


def test_conflicts_carry_their_origin_and_the_losing_side_hears_by_name(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    laptop, desktop = _conflicting_edits(repo, tmp_path)
    assert sync.sync(desktop).outcome == "conflicts"  # desktop keeps its own, parks laptop's
    listed = json.loads(cli("--repo", str(desktop), "--format", "json", "review", "list").output)
    [conflict] = listed["reviews"]
    assert conflict["origins"] == ["sync-conflict"]
    back = sync.sync(laptop)
    assert back.outcome == "synced"
    [line] = back.replaced
    assert line.startswith("skills/notes: desktop's version replaced yours")
    assert "hermes/review/desktop/conflict-notes" in line
    assert "the desktop way" in (laptop / "skills/notes/SKILL.md").read_text("utf-8")


def test_the_fix_for_a_corrupt_committed_lock_works(repo: Path) -> None:
    good = lockfile.render({})
    (repo / "skills.lock").write_bytes(good)
    git(repo, "add", "skills.lock")
    git(repo, "commit", "-qm", "lock", "--no-verify")
    (repo / "skills.lock").write_text('{"version": 1, "skills": {', "utf-8")
    git(repo, "commit", "-qam", "broken lock", "--no-verify")
    with pytest.raises(ConfigError) as caught:
        lockfile.parse(git(repo, "show", "main:skills.lock").encode())
    fix = caught.value.fix or ""
    commands = re.findall(r"`(git [^`]+)`", fix)
    broke = git(repo, "log", "-1", "--format=%H", "--", "skills.lock").strip()
    for command in commands[1:]:  # the first only lists the commits
        args = shlex.split(command.replace("COMMIT", broke))
        subprocess.run(args, cwd=repo, check=True, capture_output=True)
    assert lockfile.parse(git(repo, "show", "main:skills.lock").encode()) == {}


def test_a_fast_forward_sync_reports_memory_changes_plainly(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert sync.sync(repo).outcome == "synced"
    desktop = join.clone(bare.as_uri(), tmp_path / "desktop", "desktop").root
    assert cli("--repo", str(desktop), "memory", "add", "Desktop learned X").exit_code == 0
    assert cli("--repo", str(desktop), "memory", "remove", "CI is on").exit_code == 0
    assert sync.sync(desktop).outcome == "synced"
    shown = cli("--repo", str(repo), "sync").output.splitlines()
    assert "memories/MEMORY.md: 1 entry added and 1 removed on another device; 2 now" in shown
    assert "  + Desktop learned X" in shown and "  - CI is on GitHub" in shown


def _two_vms(repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Path]:
    """`repo` published as device vm; a second home whose host is also called vm."""
    from hermes_git import init as repomod
    from tests.conftest import skill_md, write

    url = bare_repo(tmp_path).as_uri()
    repomod.init(repo, "vm")
    git(repo, "remote", "add", "origin", url)
    assert sync.sync(repo).outcome == "synced"
    monkeypatch.setattr("socket.gethostname", lambda: "vm")
    other = tmp_path / "other"
    write(other, {"memories/MEMORY.md": "Other home fact", "skills/x/SKILL.md": skill_md("x")})
    return url, other


def test_join_gives_a_default_name_already_on_the_remote_a_free_one(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli: Cli
) -> None:
    url, other = _two_vms(repo, tmp_path, monkeypatch)
    joined = cli("--repo", str(other), "join", url)
    assert joined.exit_code == 0, joined.output
    assert "already device 'vm': this one is 'vm-2' now" in joined.output
    assert "--device NAME" in joined.output
    assert git(other, "config", "hermes.device").strip() == "vm-2"
    assert sync.sync(repo).outcome == "synced"
    devices = json.loads(cli("--repo", str(repo), "--format", "json", "status").stdout)
    assert sorted(d["device"] for d in devices["devices"]) == ["vm", "vm-2"]


def test_join_refuses_a_given_device_name_another_home_has(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli: Cli
) -> None:
    url, other = _two_vms(repo, tmp_path, monkeypatch)
    refused = cli("--repo", str(other), "join", url, "--device", "vm")
    assert refused.exit_code == 2
    assert "already device 'vm'" in refused.stderr and "--device NAME" in refused.stderr
    assert git(url.removeprefix("file://"), "rev-parse", "main") == git(repo, "rev-parse", "main")
    again = cli("--repo", str(other), "join", url, "--device", "desktop")
    assert again.exit_code == 0, again.output


def test_after_a_rename_status_marks_the_old_device_name(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    git(repo, "remote", "add", "origin", bare_repo(tmp_path).as_uri())
    assert sync.sync(repo).outcome == "synced"
    renamed = cli("--repo", str(repo), "init", "--device", "desk")
    assert renamed.exit_code == 0, renamed.output
    assert sync.sync(repo).outcome == "synced"
    shown = cli("--repo", str(repo), "status").stdout
    lines = [line for line in shown.splitlines() if line.startswith("device ")]
    assert lines[0] == "device desk: last sync just now, seen just now, 0 pending reviews"
    assert lines[1:] == ["device laptop: this device's old name (now desk)"]
    assert git(repo, "for-each-ref", "refs/hermes/devices/").count("\n") == 1
    remote = tmp_path / "skills.git"
    assert git(remote, "for-each-ref", "--format=%(refname)", "refs/hermes/devices/").split() == [
        "refs/hermes/devices/desk"
    ]  # the old marker went from the remote too: other devices forget the old name
    assert sync.sync(repo).outcome == "synced"  # and a later sync has nothing left to delete
