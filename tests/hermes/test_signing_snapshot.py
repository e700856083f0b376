"""With signing on, the snapshot every sync, approval and refused sync leaves is still read as
it is by the real Hermes 0.19 (signatures live in commits only, never in Hermes' files)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.proposals import review
from hermes_git.signing import manage
from hermes_git.snapshot.render import render_index
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import git, record_skills, skill_md
from tests.helpers.remotes import bare_repo
from tests.hermes.test_snapshot_compat import run_hermes_index

pytestmark = pytest.mark.hermes


def hermes_reads(home: Path) -> None:
    result = run_hermes_index(home, [{}], rebuild=False)
    assert result["accepted"] is True, home
    assert result["mtime_after"] == result["mtime_before"]  # taken as it is, not rewritten
    assert result["texts"][0] == render_index(home, None, None, None, system=result["platform"])


def test_hermes_reads_every_snapshot_of_a_signed_sync(repo: Path, tmp_path: Path) -> None:
    remote = bare_repo(tmp_path / "srv")
    record_skills(repo)
    manage.enable(repo)
    git(repo, "remote", "add", "origin", remote.as_uri())
    assert sync.sync(repo).outcome == "synced"
    hermes_reads(repo)
    desktop = join.clone(remote.as_uri(), tmp_path / "desktop", "desktop").root
    key = manage.enable(desktop).device_key
    assert key
    manage.add(repo, "desktop", key)
    assert sync.sync(repo).outcome == "synced"
    assert sync.sync(desktop).outcome == "blocked"
    hermes_reads(desktop)  # held: the snapshot of the main it kept
    review.approve(desktop, "hermes/review/desktop/sync-settings")
    hermes_reads(desktop)
    (desktop / "skills/notes/SKILL.md").write_text(skill_md("notes", "Notes, desktop way."))
    assert sync.sync(desktop).outcome == "synced"
    hermes_reads(desktop)
    assert sync.sync(repo).outcome == "synced"
    hermes_reads(repo)
    outsider = tmp_path / "outsider"
    git(tmp_path, "clone", "-q", str(remote), str(outsider))
    (outsider / "skills/notes/SKILL.md").write_text(skill_md("notes", "Unsigned change."))
    git(outsider, "commit", "-qam", "unsigned")
    git(outsider, "push", "-q", "origin", "main")
    assert sync.sync(repo).outcome == "unverified"
    hermes_reads(repo)  # refused: the snapshot still matches what is live
    assert "desktop way" in (repo / "skills/notes/SKILL.md").read_text()
