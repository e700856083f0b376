"""`status` against the remote: ahead/behind, unpushed work, every device's reviews gated."""

from __future__ import annotations

import json
from pathlib import Path

from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import Cli, git
from tests.helpers.remotes import bare_repo, closed_port_url


def test_status_shows_ahead_behind_and_unpushed_work_after_an_offline_sync(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert sync.sync(repo).outcome == "synced"
    server = join.clone(bare.as_uri(), tmp_path / "server", "server").root
    args = {"action": "add", "target": "user", "content": "Likes tables"}
    propose(server, Request("memory", args), force_review=True)
    assert sync.sync(server).outcome == "synced"
    assert sync.sync(repo).outcome == "synced"
    (repo / "memories/MEMORY.md").write_text("Project uses pytest\n§\nOffline fact", "utf-8")
    args = {"action": "patch", "name": "notes", "old_string": "Steps.", "new_string": "Steps!"}
    propose(repo, Request("skill_manage", args))
    git(repo, "remote", "set-url", "origin", closed_port_url())
    assert sync.sync(repo).outcome == "offline"
    shown = json.loads(cli("--repo", str(repo), "--format", "json", "status").output)
    assert (shown["ahead"], shown["behind"]) == (1, 0)
    assert shown["unpushed_reviews"] == ["hermes/review/laptop/notes"]
    assert set(shown["pending_reviews"]) == {
        "hermes/review/laptop/notes",
        "hermes/review/server/memory",
    }
    assert shown["verdicts"]["hermes/review/server/memory"] == "safe"
    assert [(d["device"], d["pending_reviews"]) for d in shown["devices"]] == [
        ("laptop", ["hermes/review/laptop/notes"]),
        ("server", ["hermes/review/server/memory"]),
    ]
    assert all(d["age_seconds"] is not None and d["main"] for d in shown["devices"])
    text = cli("--repo", str(repo), "status").output
    assert "1 commit ahead of origin/main, 0 behind" in text
    assert "1 review branch not yet pushed" in text
