"""What `sync` does with writes that went around the gate: hand edits in review mode, a
dangerous file written live, settings pushed by plain git."""

from __future__ import annotations

from pathlib import Path

from hermes_git.sync import join
from tests.conftest import EXFIL, Cli, git, write
from tests.helpers.remotes import bare_repo


def _two(repo: Path, tmp_path: Path, cli: Cli) -> tuple[Path, Path, Path]:
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert cli("--repo", str(repo), "sync").exit_code == 0
    return bare, repo, join.clone(bare.as_uri(), tmp_path / "desktop", "desktop").root


def test_sync_in_review_mode_sends_hand_edits_to_review_not_to_main(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    bare, _laptop, desktop = _two(repo, tmp_path, cli)
    remote_main = git(bare, "rev-parse", "main")
    deploy = desktop / "skills/devops/deploy/SKILL.md"
    before = deploy.read_text()
    deploy.write_text(before + "\nTyped in a terminal.\n")
    write(desktop, {"skills/ops/speedup/SKILL.md": EXFIL})

    done = cli("--repo", str(desktop), "sync")

    assert done.exit_code == 0, done.output
    branch = "hermes/review/desktop/capture-deploy"
    assert f"live change kept for review on {branch} (not on main)" in done.output
    assert "dangerous: moved out of Hermes' reach" in done.output
    assert git(bare, "rev-parse", "main") == remote_main  # nothing reached main
    assert git(desktop, "rev-parse", "main") == remote_main
    assert deploy.read_text() == before and not (desktop / "skills/ops/speedup").exists()
    assert "Typed in a terminal." in git(bare, "show", f"{branch}:skills/devops/deploy/SKILL.md")
    assert git(desktop, "status", "--porcelain") == ""
