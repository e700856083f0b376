"""What `sync` does with writes that went around the gate: hand edits in review mode (kept
live, committed through the gates), a dangerous file written live, settings pushed by plain
git."""

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


def test_sync_in_review_mode_commits_a_hand_edit_and_quarantines_only_the_dangerous(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    """Issue 29: a person's edit is kept live byte for byte and reaches main (and the other
    device) through the gates; only the dangerous file is taken out of Hermes' reach."""
    bare, laptop, desktop = _two(repo, tmp_path, cli)
    deploy = desktop / "skills/devops/deploy/SKILL.md"
    edited = deploy.read_bytes() + b"\nTyped in a terminal.\n"
    deploy.write_bytes(edited)
    write(desktop, {"skills/ops/speedup/SKILL.md": EXFIL})

    shown = cli("--repo", str(desktop), "status").output
    done = cli("--repo", str(desktop), "sync")

    assert "  skills/devops/deploy: will commit to main" in shown
    assert "  skills/ops/speedup: will be quarantined (dangerous" in shown
    assert done.exit_code == 1, done.output  # a dangerous live file was refused (and moved)
    assert "committed live change: skills/devops/deploy" in done.output
    assert "dangerous: moved out of Hermes' reach" in done.output
    assert deploy.read_bytes() == edited and not (desktop / "skills/ops/speedup").exists()
    assert git(bare, "show", "main:skills/devops/deploy/SKILL.md").encode() == edited
    assert "speedup" not in git(bare, "ls-tree", "-r", "--name-only", "main")
    assert git(desktop, "status", "--porcelain") == ""
    assert cli("--repo", str(laptop), "sync").exit_code == 0
    assert (laptop / "skills/devops/deploy/SKILL.md").read_bytes() == edited


def _push_by_plain_git(bare: Path, tmp_path: Path, files: dict[str, str]) -> None:
    other = tmp_path / "plain"
    if not other.exists():
        git(tmp_path, "clone", "-q", "-b", "main", bare.as_uri(), str(other))
    git(other, "pull", "-q", "--no-rebase", "origin", "main")
    write(other, files)
    git(other, "add", "-A")
    git(other, "commit", "-qm", "settings by hand")
    git(other, "push", "-q", "origin", "main")


RELAXED = (
    "version: 1\nskills: {mode: auto}\nmemory: {mode: record, memory_char_limit: 9000}\n"
    "guard: {trust: agent-created}\n"
)


def test_settings_pushed_by_plain_git_wait_for_approval_on_this_device(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    bare, _laptop, desktop = _two(repo, tmp_path, cli)
    config = (desktop / ".hermes-git.yaml").read_text()
    main = git(desktop, "rev-parse", "main")
    _push_by_plain_git(bare, tmp_path, {".hermes-git.yaml": RELAXED})

    done = cli("--repo", str(desktop), "sync")

    branch = "hermes/review/desktop/sync-settings"
    assert done.exit_code == 1, done.output
    assert "settings from the remote are not applied until approved on this device" in (done.output)
    assert branch in done.output and "skills mode review → auto" in done.output
    assert (desktop / ".hermes-git.yaml").read_text() == config  # not applied
    assert git(desktop, "rev-parse", "main") == main
    shown = cli("--repo", str(desktop), "status")
    assert f"{branch}  (settings from another device: not applied until approved here)" in (
        shown.output
    )
    described = cli("--repo", str(desktop), "review", "show", branch)
    assert "settings this would change on this device:" in described.output
    assert "  skills mode review → auto" in described.output
    assert "  memory memory char limit 2200 → 9000" in described.output

    approved = cli("--repo", str(desktop), "review", "approve", branch)
    assert approved.exit_code == 0, approved.output
    assert (desktop / ".hermes-git.yaml").read_text() == RELAXED


def test_a_broken_config_from_the_remote_never_breaks_this_device(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    bare, _laptop, desktop = _two(repo, tmp_path, cli)
    config = (desktop / ".hermes-git.yaml").read_text()
    _push_by_plain_git(bare, tmp_path, {".hermes-git.yaml": "version: 1\nskills: [mode: auto\n"})

    done = cli("--repo", str(desktop), "sync")

    branch = "hermes/review/desktop/sync-settings"
    assert done.exit_code == 1 and "would be broken" in done.output, done.output
    assert (desktop / ".hermes-git.yaml").read_text() == config
    assert cli("--repo", str(desktop), "status").exit_code == 0  # the device still works
    refused = cli("--repo", str(desktop), "review", "approve", branch)
    assert refused.exit_code == 1 and "broken" in refused.output
    assert (desktop / ".hermes-git.yaml").read_text() == config


def test_sync_leaves_a_refused_hand_edit_live_byte_for_byte(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    bare, _laptop, desktop = _two(repo, tmp_path, cli)
    remote_main = git(bare, "rev-parse", "main")
    deploy = desktop / "skills/devops/deploy/SKILL.md"
    broken = b"---\ndescription: the name line was deleted by hand\n---\n# Deploy\n"
    deploy.write_bytes(broken)

    first = cli("--repo", str(desktop), "sync")
    again = cli("--repo", str(desktop), "sync")

    assert first.exit_code == again.exit_code == 1, first.output
    assert "not committed (gate): skills/devops/deploy" in first.output
    assert "kept live as it is; fix: edit skills/devops/deploy until" in first.output
    assert deploy.read_bytes() == broken
    assert git(bare, "rev-parse", "main") == remote_main
    assert "will be refused" in cli("--repo", str(desktop), "status").output


def test_a_refused_hand_edit_in_the_way_of_a_pull_stays_and_says_how_to_get_in(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    _bare, laptop, desktop = _two(repo, tmp_path, cli)
    theirs = laptop / "skills/devops/deploy/SKILL.md"
    theirs.write_bytes(theirs.read_bytes() + b"\nFrom the laptop.\n")
    assert cli("--repo", str(laptop), "sync").exit_code == 0
    deploy = desktop / "skills/devops/deploy/SKILL.md"
    broken = b"---\ndescription: the name line was deleted by hand\n---\n# Deploy\n"
    deploy.write_bytes(broken)

    done = cli("--repo", str(desktop), "sync")

    assert done.exit_code == 3, done.output
    assert "kept live as they are; the gates refuse them" in done.output
    assert "fix: skills/devops/deploy: edit skills/devops/deploy until" in done.output
    assert deploy.read_bytes() == broken
