"""`hermes-git clone` over real remotes: the remote's main whatever its HEAD says, through the gate."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.conftest import EXFIL, Cli, git, record_skills, write
from tests.helpers.remotes import git_daemon


def master_bare(base: Path, name: str = "home.git") -> Path:
    """A bare repo as plain `git init --bare` makes it on git 2.39: HEAD names `master`."""
    path = base / name
    subprocess.run(
        ["git", "-c", "init.defaultBranch=master", "init", "-q", "--bare", str(path)], check=True
    )
    assert git(path, "symbolic-ref", "HEAD").strip() == "refs/heads/master"
    return path


def test_clone_takes_main_when_the_remotes_head_names_master(
    repo: Path, cli: Cli, tmp_path: Path
) -> None:
    bare = master_bare(tmp_path)
    record_skills(repo)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert cli("--repo", str(repo), "sync").exit_code == 0
    desktop = tmp_path / "desktop"

    done = cli("clone", bare.as_uri(), str(desktop), "--device", "desktop")

    assert done.exit_code == 0, done.output
    assert "from its main branch (the remote's HEAD names master; ignored)" in done.output
    assert "follows the remote's settings, which differ from a new home's:" in done.output
    assert "  skills mode review → record" in done.output
    assert "2 skills;" in done.output
    assert git(desktop, "rev-parse", "main") == git(repo, "rev-parse", "main")
    assert (desktop / "skills/devops/deploy/SKILL.md").is_file()
    assert "Project uses pytest" in (desktop / "memories/MEMORY.md").read_text()
    assert cli("--repo", str(desktop), "sync").exit_code == 0  # shares main's history


def test_a_remote_without_main_or_not_a_home_is_refused_and_nothing_is_left(
    cli: Cli, tmp_path: Path
) -> None:
    bare = master_bare(tmp_path)
    work = tmp_path / "work"
    write(work, {"README.md": "not a hermes home\n"})
    git(work, "init", "-q", "-b", "master")
    git(work, "add", "-A")
    git(work, "commit", "-qm", "plain project")
    git(work, "push", "-q", bare.as_uri(), "master")

    no_main = cli("clone", bare.as_uri(), str(tmp_path / "a"), "--device", "desktop")
    assert no_main.exit_code == 2, no_main.output
    assert "has no main branch (its HEAD names master; branches: master)" in no_main.output
    assert not (tmp_path / "a").exists()

    git(work, "push", "-q", bare.as_uri(), "master:main")
    unrelated = cli("clone", bare.as_uri(), str(tmp_path / "b"), "--device", "desktop")
    assert unrelated.exit_code == 2, unrelated.output
    assert "not a hermes-git home" in unrelated.output
    assert not (tmp_path / "b").exists()


def test_a_dangerous_skill_pushed_to_main_is_not_made_live_by_clone(
    repo: Path, cli: Cli, tmp_path: Path
) -> None:
    srv = tmp_path / "srv"
    srv.mkdir()
    bare = master_bare(srv)
    git(repo, "push", "-q", bare.as_uri(), "main")
    attacker = tmp_path / "attacker"
    git(tmp_path, "clone", "-q", "-b", "main", bare.as_uri(), str(attacker))
    write(attacker, {"skills/ops/speedup/SKILL.md": EXFIL})
    git(attacker, "add", "-A")
    git(attacker, "commit", "-qm", "faster builds")
    git(attacker, "push", "-q", "origin", "main")
    desktop = tmp_path / "desktop"

    with git_daemon(srv) as base:
        done = cli(
            "--format", "json", "clone", base + "home.git", str(desktop), "--device", "desktop"
        )

    assert done.exit_code == 1, done.output
    data = json.loads(done.output)
    assert data["review"] == "hermes/review/desktop/sync-blocked" and data["blocked"]
    assert not (desktop / "skills/ops/speedup").exists()
    assert "speedup" not in git(desktop, "ls-tree", "-r", "--name-only", "main")
    blocked = "hermes/review/desktop/sync-blocked"
    assert git(desktop, "rev-parse", f"{blocked}^{{tree}}") == git(
        attacker, "rev-parse", "HEAD^{tree}"
    )
    shown = cli("--repo", str(desktop), "review", "show", blocked)
    assert shown.exit_code == 0 and "gate: BLOCKED, verdict dangerous" in shown.output
    assert git(desktop, "status", "--porcelain") == ""
    text = cli("clone", bare.as_uri(), str(tmp_path / "d2"), "--device", "d2")
    assert text.exit_code == 1
    assert "fails the gate; nothing of it is live. It waits on hermes/review/d2/sync-blocked" in (
        text.output
    )
