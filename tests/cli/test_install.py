"""`hermes-git install|update|uninstall` from the command line; the progress display's rules."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git.cli._app import AppContext
from hermes_git.cli.install import progress_for
from hermes_git.hub.commit import no_progress
from tests.conftest import Cli, git, skill_md
from tests.helpers.hubkit import (
    CAUTION_BODY,
    commit_files,
    drop_commits,
    git_daemon,
    make_source,
    refuse_commit_ids,
)


@pytest.fixture
def source(tmp_path: Path) -> Path:
    return make_source(tmp_path / "up", {"alpha": skill_md("alpha"), "beta": skill_md("beta")})


def test_install_approve_update_uninstall(cli: Cli, repo: Path, source: Path) -> None:
    result = cli("--repo", str(repo), "install", str(source), "--skill", "alpha")
    assert result.exit_code == 0, result.output
    assert "proposed: alpha -> skills/alpha (safe, trust community)" in result.output
    branch = "hermes/review/laptop/install-alpha"
    assert cli("--repo", str(repo), "review", "approve", branch).exit_code == 0
    commit_files(source, {"skills/alpha/SKILL.md": skill_md("alpha", "Does more.")})
    updated = cli("--repo", str(repo), "--format", "json", "update")
    data = json.loads(updated.output)
    assert updated.exit_code == 0 and data["skills"][0]["status"] == "proposed"
    gone = cli("--repo", str(repo), "uninstall", "alpha")
    assert gone.exit_code == 0 and "uninstall-alpha" in gone.output


def test_refusals_exit_1_and_usage_errors_exit_2(cli: Cli, repo: Path, tmp_path: Path) -> None:
    risky = make_source(tmp_path / "risky", {"risky": skill_md("risky", body=CAUTION_BODY)})
    refused = cli("--repo", str(repo), "install", str(risky))
    assert refused.exit_code == 1 and "refused: risky" in refused.output
    assert "priv-sudo-password-pipe" in refused.output
    assert cli("--repo", str(repo), "install", str(risky), "--trust", "trusted").exit_code == 0
    assert cli("--repo", str(repo), "install").exit_code == 2
    assert cli("--repo", str(repo), "install", "--frozen", str(risky)).exit_code == 2
    assert cli("--repo", str(repo), "install", "--trust", "builtin", str(risky)).exit_code == 2
    assert cli("--repo", str(repo), "uninstall", "nope").exit_code == 2


def test_frozen_exit_codes(cli: Cli, repo: Path, source: Path) -> None:
    cli("--repo", str(repo), "install", str(source))
    cli("--repo", str(repo), "review", "approve", "hermes/review/laptop/install-up")
    ok = cli("--repo", str(repo), "install", "--frozen")
    assert ok.exit_code == 0 and "ok: alpha" in ok.output
    (repo / "skills/beta/SKILL.md").write_text(skill_md("beta", "Changed."))
    git(repo, "commit", "-qam", "edit")
    drift = cli("--repo", str(repo), "--format", "json", "install", "--frozen")
    assert drift.exit_code == 1 and json.loads(drift.output)["refused"] is True


def test_frozen_pinned_commit_gone_from_a_server_refusing_ids_exits_1(
    cli: Cli, repo: Path, source: Path, tmp_path: Path
) -> None:
    refuse_commit_ids(source)
    first = git(source, "rev-parse", "HEAD").strip()
    pinned = commit_files(source, {"skills/beta/SKILL.md": skill_md("beta", "Soon gone.")})
    with git_daemon(tmp_path) as base:
        cli("--repo", str(repo), "install", f"{base}/up", "--skill", "beta")
        cli("--repo", str(repo), "review", "approve", "hermes/review/laptop/install-beta")
        commit_files(source, {"skills/alpha/SKILL.md": skill_md("alpha", "Newer.")})
        ok = cli("--repo", str(repo), "install", "--frozen")
        assert ok.exit_code == 0 and "ok: beta" in ok.output, ok.output
        drop_commits(source, first)
        gone = cli("--repo", str(repo), "install", "--frozen")
    assert gone.exit_code == 1
    assert "drift: beta" in gone.output and pinned in gone.output
    assert "skills.lock pins beta" in gone.output and "fix:" in gone.output


def test_unreachable_source_exits_3(cli: Cli, repo: Path, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    result = cli("--repo", str(repo), "install", str(tmp_path / "empty"))
    assert result.exit_code == 3


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_shows_only_on_a_terminal_outside_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    tty = _Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    show = progress_for(AppContext(None, "text", 1, False))
    assert show is not no_progress
    show("scan", 3, 10, "alpha")
    assert "scan [3/10] alpha" in tty.getvalue()
    assert progress_for(AppContext(None, "json", 1, False)) is no_progress
    assert progress_for(AppContext(None, "text", 0, False)) is no_progress
    monkeypatch.setenv("CI", "true")
    assert progress_for(AppContext(None, "text", 1, False)) is no_progress
    monkeypatch.delenv("CI")
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert progress_for(AppContext(None, "text", 1, False)) is no_progress


def test_no_progress_noise_when_piped(repo: Path, source: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hermes_git", "--repo", str(repo), "install", str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == ""
