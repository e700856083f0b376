"""`hermes-git sync`, `clone`, `join`, `hooks` and `status` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

from hermes_git.sync import watch as watchmod
from tests.conftest import Cli, git, record_skills, skill_md, write
from tests.helpers.remotes import bare_repo, closed_port_url, git_daemon, pre_receive


def test_clone_sync_and_status_over_git_daemon(repo: Path, cli: Cli, tmp_path: Path) -> None:
    srv = tmp_path / "srv"
    srv.mkdir()
    bare_repo(srv)
    with git_daemon(srv) as base:
        url = base + "skills.git"
        record_skills(repo)
        git(repo, "remote", "add", "origin", url)
        assert cli("--repo", str(repo), "sync").exit_code == 0
        desktop = tmp_path / "desktop"
        done = cli("clone", url, str(desktop), "--device", "desktop")
        assert done.exit_code == 0, done.output
        assert "as device desktop" in done.output
        write(desktop, {"skills/tools/SKILL.md": skill_md("tools")})
        out = cli("--repo", str(desktop), "--format", "json", "sync")
        data = json.loads(out.output)
        assert (out.exit_code, data["outcome"], data["pushed"]) == (0, "synced", 1)
        assert data["captured"][0]["what"] == "skills/tools"
        pulled = cli("--repo", str(repo), "sync")
        assert pulled.exit_code == 0 and "pulled 1" in pulled.output
        assert (repo / "skills" / "tools" / "SKILL.md").exists()
        shown = cli("--repo", str(repo), "status")
    assert "device desktop: last sync just now, seen just now" in shown.output


def test_exit_codes_offline_rejected_conflicts(repo: Path, cli: Cli, tmp_path: Path) -> None:
    git(repo, "remote", "add", "offline", closed_port_url())
    offline = cli("--repo", str(repo), "sync", "--remote", "offline", "--timeout", "10")
    assert offline.exit_code == 5 and "offline" in offline.output
    bare = bare_repo(tmp_path)
    record_skills(repo)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert cli("--repo", str(repo), "sync").exit_code == 0
    desktop = tmp_path / "desktop"
    assert cli("clone", bare.as_uri(), str(desktop), "--device", "desktop").exit_code == 0
    for home, way in ((repo, "laptop"), (desktop, "desktop")):
        path = home / "skills" / "notes" / "SKILL.md"
        path.write_text(path.read_text().replace("Steps.", f"Steps, the {way} way."))
    assert cli("--repo", str(desktop), "sync").exit_code == 0
    conflict = cli("--repo", str(repo), "sync")
    assert conflict.exit_code == 1
    assert "theirs on hermes/review/laptop/conflict-notes" in conflict.output
    pre_receive(bare, "echo 'no pushes on Fridays' >&2\nexit 1\n")
    (repo / "memories" / "MEMORY.md").write_text("Friday fact")
    rejected = cli("--repo", str(repo), "sync")
    assert rejected.exit_code == 6 and "no pushes on Fridays" in rejected.output
    missing = cli("--repo", str(repo), "sync", "--remote", "nowhere")
    assert missing.exit_code == 2


def test_join_merges_an_existing_home(repo: Path, cli: Cli, tmp_path: Path) -> None:
    url = bare_repo(tmp_path).as_uri()
    git(repo, "remote", "add", "origin", url)
    assert cli("--repo", str(repo), "sync").exit_code == 0
    other = tmp_path / "other"
    write(
        other,
        {
            "memories/MEMORY.md": "Other fact",
            "memories/USER.md": "Likes tea",
            "skills/mine/SKILL.md": skill_md("mine"),
        },
    )
    done = cli("--repo", str(other), "join", url, "--device", "desktop")
    assert done.exit_code == 0, done.output
    assert "Other fact" in (other / "memories" / "MEMORY.md").read_text()
    assert "Project uses pytest" in (other / "memories" / "MEMORY.md").read_text()
    assert (other / "skills" / "devops" / "deploy" / "SKILL.md").exists()
    assert cli("--repo", str(repo), "sync").exit_code == 0
    assert (repo / "skills" / "mine" / "SKILL.md").exists()
    assert "Likes tea" in (repo / "memories" / "USER.md").read_text()


def test_hooks_commands(repo: Path, cli: Cli) -> None:
    assert "removed post-merge" in cli("--repo", str(repo), "hooks", "uninstall").output
    assert not (repo / ".git" / "hooks" / "post-merge").exists()
    assert "installed post-merge" in cli("--repo", str(repo), "hooks", "install").output
    assert cli("--repo", str(repo), "hooks", "run", "post-merge").exit_code == 0


def test_watch_backs_off_on_errors_and_stops(repo: Path) -> None:
    git(repo, "remote", "add", "origin", closed_port_url())
    waits: list[float] = []
    seen: list[object] = []
    watchmod.watch(repo, None, 10, seen.append, sleep=waits.append, rounds=4)
    assert [getattr(r, "outcome", None) for r in seen] == ["offline"] * 4
    assert waits == [20, 40, 80]
