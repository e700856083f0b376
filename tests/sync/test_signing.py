"""Signed approvals over real remotes (`git daemon` on 127.0.0.1, `file://`): devices take onto
main only commits a key enrolled in the parent's allowed_signers signed."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_git.errors import ExitCode, UsageError
from hermes_git.proposals import review
from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose
from hermes_git.signing import manage, verify
from hermes_git.signing.state import device_public_key, live_state
from hermes_git.snapshot.build import load_snapshot
from hermes_git.store.gitstore import GitStore
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import Cli, git, record_skills, skill_md, write
from tests.helpers.remotes import bare_repo, git_daemon

SAFE_SKILL = skill_md("weather", "Tells the weather.", "# Weather\n\nLook outside.\n")


@pytest.fixture
def remote(tmp_path: Path) -> Path:
    srv = tmp_path / "srv"
    srv.mkdir()
    return bare_repo(srv)


@pytest.fixture
def daemon_url(remote: Path) -> Iterator[str]:
    with git_daemon(remote.parent) as base:
        yield base + remote.name


def remember(home: Path, content: str) -> None:
    args = {"action": "add", "target": "memory", "content": content}
    assert propose(home, Request("memory", args)).status == "recorded"


def main_of(home: Path) -> str:
    return git(home, "rev-parse", "main").strip()


def first_device(home: Path, url: str) -> None:
    """`home` publishes itself with signing on (record mode: live edits commit on main)."""
    record_skills(home)
    assert manage.enable(home).action == "enabled"
    git(home, "remote", "add", "origin", url)
    assert sync.sync(home).outcome == "synced"


def enrolled_pair(repo: Path, url: str, tmp_path: Path) -> tuple[Path, Path]:
    """laptop (signing on) and desktop (cloned, then enrolled by laptop and approved)."""
    first_device(repo, url)
    desktop = join.clone(url, tmp_path / "desktop", "desktop").root
    pending = manage.enable(desktop)
    assert pending.action == "pending" and pending.device_key
    manage.add(repo, "desktop", pending.device_key)
    assert sync.sync(repo).outcome == "synced"
    held = sync.sync(desktop)  # allowed_signers from the remote: a policy change, approved here
    assert held.outcome == "blocked" and "allowed_signers" in held.message
    review.approve(desktop, "hermes/review/desktop/sync-settings")
    assert manage.state(GitStore(desktop)).enrolled
    return repo, desktop


def outsider(remote: Path, tmp_path: Path, name: str = "outsider") -> Path:
    """A plain git clone of the remote, as someone who can push but has no enrolled key."""
    path = tmp_path / name
    subprocess.run(["git", "clone", "-q", str(remote), str(path)], check=True)
    return path


def push_skill(clone: Path, *sign: str) -> str:
    write(clone, {"skills/weather/SKILL.md": SAFE_SKILL})
    git(clone, "add", "-f", "skills/weather/SKILL.md")
    git(clone, *sign, "commit", "-qm", "add a weather skill", *(["-S"] if sign else []))
    git(clone, "push", "-q", "origin", "main")
    return main_of(clone)


def ssh_key(tmp_path: Path, name: str) -> tuple[Path, str]:
    key = tmp_path / f"{name}-key"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(key)], check=True)
    return key, key.with_name(key.name + ".pub").read_text().strip()


def signing_with(key: Path) -> tuple[str, ...]:
    return ("-c", "gpg.format=ssh", "-c", f"user.signingkey={key}")


def assert_all_verified(home: Path) -> None:
    store = GitStore(home)
    assert verify.check(store, "main", None, root_signed=False) == []
    signers = f"gpg.ssh.allowedSignersFile={home / '.hermes-git/allowed_signers'}"
    signed = git(home, "-c", signers, "log", "--first-parent", "--format=%G?", "main").split()
    assert signed[-2:] == ["N", "N"]  # the first commit and record mode's, before enable
    assert set(signed[:-2]) == {"G"}


def assert_refused(result: sync.SyncResult, commit: str, reason: str) -> None:
    assert result.outcome == "unverified"
    assert result.exit_code == ExitCode.UNVERIFIED
    assert [r["commit"] for r in result.unverified] == [commit]
    assert reason in result.unverified[0]["reason"]
    assert commit[:12] in result.message and "fix:" in result.message


@pytest.mark.slow
def test_two_enrolled_devices_converge_every_main_commit_verified(
    repo: Path, daemon_url: str, tmp_path: Path
) -> None:
    laptop, desktop = enrolled_pair(repo, daemon_url, tmp_path)
    remember(laptop, "Laptop fact")
    remember(desktop, "Desktop fact")
    (desktop / "skills/notes/SKILL.md").write_text(skill_md("notes", "Notes, desktop way."))
    outcomes = [sync.sync(h).outcome for h in (laptop, desktop, laptop)]
    assert outcomes == ["synced", "synced", "synced"]
    assert main_of(laptop) == main_of(desktop)
    for home in (laptop, desktop):
        memory = (home / "memories/MEMORY.md").read_text()
        assert "Laptop fact" in memory and "Desktop fact" in memory
        assert "desktop way" in (home / "skills/notes/SKILL.md").read_text()
        assert_all_verified(home)
        assert load_snapshot(home) is not None


def test_an_outsider_push_never_goes_live(repo: Path, daemon_url: str, tmp_path: Path) -> None:
    laptop, desktop = enrolled_pair(repo, daemon_url, tmp_path)
    assert sync.sync(desktop).outcome == "synced" and sync.sync(laptop).outcome == "synced"
    remote = tmp_path / "srv" / "skills.git"
    before = {home: main_of(home) for home in (laptop, desktop)}
    bad = push_skill(outsider(remote, tmp_path))  # a skill the guard calls safe
    for home in (laptop, desktop):
        result = sync.sync(home)
        assert_refused(result, bad, "not signed")
        assert main_of(home) == before[home]
        assert not (home / "skills/weather").exists()
        assert load_snapshot(home) is not None
    assert git(remote, "rev-parse", "main").strip() == bad  # no device pushed over it
    again = sync.sync(laptop)  # and it stays refused, round after round
    assert again.outcome == "unverified" and main_of(laptop) == before[laptop]


def test_a_force_push_rewriting_signed_history_is_refused(
    repo: Path, remote: Path, tmp_path: Path
) -> None:
    first_device(repo, f"file://{remote}")
    remember(repo, "A verified fact")
    assert sync.sync(repo).outcome == "synced"
    verified = main_of(repo)
    key = Path(git(repo, "config", "hermes.signingKey").strip())
    rewrite = outsider(remote, tmp_path, "rewriter")
    git(rewrite, "reset", "-q", "--hard", "HEAD~1")  # drops the verified fact
    write(rewrite, {"skills/weather/SKILL.md": SAFE_SKILL})
    git(rewrite, "add", "-f", "skills/weather/SKILL.md")
    git(rewrite, *signing_with(key), "commit", "-S", "-qm", "rewritten, signed by a known key")
    git(rewrite, "push", "-qf", "origin", "main")
    result = sync.sync(repo)
    assert result.outcome == "unverified" and result.exit_code == ExitCode.UNVERIFIED
    assert "force-push" in result.message and verified[:12] in result.message
    assert main_of(repo) == verified and not (repo / "skills/weather").exists()


def test_a_revoked_keys_later_commits_are_refused(repo: Path, remote: Path, tmp_path: Path) -> None:
    first_device(repo, f"file://{remote}")
    key, public = ssh_key(tmp_path, "reviewer")
    manage.add(repo, "reviewer", public)
    assert sync.sync(repo).outcome == "synced"
    good = push_skill(outsider(remote, tmp_path, "while-enrolled"), *signing_with(key))
    assert sync.sync(repo).outcome == "synced"  # signed by an enrolled key: taken
    assert (
        main_of(repo) == git(repo, "rev-parse", "main").strip()
        and (repo / "skills/weather").exists()
    )
    assert good in git(repo, "rev-list", "main")
    manage.remove(repo, "reviewer")
    assert sync.sync(repo).outcome == "synced"
    later = outsider(remote, tmp_path, "after-revocation")
    write(later, {"skills/weather/SKILL.md": SAFE_SKILL.replace("outside", "out")})
    git(later, *signing_with(key), "commit", "-S", "-qam", "after the revocation")
    git(later, "push", "-q", "origin", "main")
    before = main_of(repo)
    assert_refused(sync.sync(repo), main_of(later), "unknown or revoked")
    assert main_of(repo) == before
    assert "Look outside." in (repo / "skills/weather/SKILL.md").read_text()


def test_a_commit_cannot_enrol_its_own_key(repo: Path, remote: Path, tmp_path: Path) -> None:
    first_device(repo, f"file://{remote}")
    key, public = ssh_key(tmp_path, "intruder")
    clone = outsider(remote, tmp_path)
    signers = clone / ".hermes-git/allowed_signers"
    signers.write_text(signers.read_text() + f'intruder namespaces="git" {public}\n')
    write(clone, {"skills/weather/SKILL.md": SAFE_SKILL})
    git(clone, "add", "-f", ".hermes-git/allowed_signers", "skills/weather/SKILL.md")
    git(clone, *signing_with(key), "commit", "-S", "-qm", "enrol myself")
    git(clone, "push", "-q", "origin", "main")
    before = main_of(repo)
    assert_refused(sync.sync(repo), main_of(clone), "its own key")
    assert main_of(repo) == before and not (repo / "skills/weather").exists()
    assert "intruder" not in (repo / ".hermes-git/allowed_signers").read_text()


def test_an_unenrolled_device_reads_and_its_changes_wait_for_review(
    repo: Path, remote: Path, tmp_path: Path
) -> None:
    first_device(repo, f"file://{remote}")
    desktop = join.clone(f"file://{remote}", tmp_path / "desktop", "desktop").root
    manage.enable(desktop)  # a key, not enrolled
    remember(desktop, "Desktop fact")
    remember(repo, "Laptop fact")
    assert sync.sync(repo).outcome == "synced"
    result = sync.sync(desktop)
    assert result.enrol is not None and result.enrol["device"] == "desktop"
    branch = result.enrol["branch"]
    assert "Laptop fact" in (desktop / "memories/MEMORY.md").read_text()  # it reads
    assert "Desktop fact" not in git(remote, "show", "main:memories/MEMORY.md")
    assert main_of(desktop) == git(remote, "rev-parse", "main").strip()
    assert git(remote, "rev-parse", f"refs/heads/{branch}").strip()  # waiting on the remote
    assert sync.sync(repo).outcome == "synced"
    review.approve(repo, branch)  # an enrolled device approves it: a signed merge
    assert sync.sync(repo).outcome == "synced"
    assert sync.sync(desktop).outcome == "synced"
    assert "Desktop fact" in (desktop / "memories/MEMORY.md").read_text()
    assert_all_verified(repo)


def test_signing_changes_need_an_enrolled_device(repo: Path, tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="signing is off"):
        manage.add(repo, "x", ssh_key(tmp_path, "x")[1])
    manage.enable(repo)
    with pytest.raises(UsageError, match="not an SSH public key"):
        manage.add(repo, "x", "ssh-ed25519 not-base64")
    with pytest.raises(UsageError, match="last signer"):
        manage.remove(repo, "laptop")
    key = Path(git(repo, "config", "hermes.signingKey").strip())
    assert key.stat().st_mode & 0o777 == 0o600
    git(repo, "config", "--unset", "hermes.signingKey")
    with pytest.raises(UsageError, match="not enrolled"):
        manage.disable(repo)


def test_join_prints_the_key_and_the_home_waits_until_enrolled(
    repo: Path, remote: Path, tmp_path: Path, cli: Cli
) -> None:
    first_device(repo, f"file://{remote}")
    home = tmp_path / "desktop"
    write(home, {"memories/MEMORY.md": "Desktop fact\n", "skills/mine/SKILL.md": skill_md("mine")})
    shown = cli("join", f"file://{remote}", "--device", "desktop", "--repo", str(home))
    key = device_public_key(GitStore(home))
    assert key and key in shown.output and "hermes-git signing add desktop" in shown.output
    assert shown.exit_code == ExitCode.GATE  # allowed_signers arrived: approved here first
    review.approve(home, "hermes/review/desktop/sync-settings")
    parked = sync.sync(home)
    assert parked.enrol is not None and "branch" in parked.enrol
    assert not (home / "skills/mine/SKILL.md").exists()  # waits on the review branch
    assert "Desktop fact" not in git(remote, "show", "main:memories/MEMORY.md")
    manage.add(repo, "desktop", key)
    assert sync.sync(repo).outcome == "synced"  # fetches the waiting branch
    review.approve(repo, parked.enrol["branch"])
    assert sync.sync(repo).outcome == "synced"
    assert sync.sync(home).outcome == "blocked"  # the enrolment: a policy change, approved here
    review.approve(home, "hermes/review/desktop/sync-settings")
    assert sync.sync(home).outcome == "synced" and sync.sync(repo).outcome == "synced"
    assert (home / "skills/mine").exists() and (repo / "skills/mine").exists()
    assert "Desktop fact" in (repo / "memories/MEMORY.md").read_text()
    assert main_of(repo) == main_of(home)
    assert_all_verified(repo)


def test_a_new_clone_takes_no_unsigned_commit(repo: Path, remote: Path, tmp_path: Path) -> None:
    first_device(repo, f"file://{remote}")
    bad = push_skill(outsider(remote, tmp_path))
    fresh = join.clone(f"file://{remote}", tmp_path / "desktop", "desktop")
    assert fresh.exit_code == ExitCode.GATE and fresh.review
    assert any(bad[:12] in reason and "not signed" in reason for reason in fresh.blocked)
    assert not (fresh.root / "skills/weather/SKILL.md").exists()


def test_disable_needs_a_signature_and_every_device_shows_it(
    repo: Path, remote: Path, tmp_path: Path
) -> None:
    laptop, desktop = enrolled_pair(repo, f"file://{remote}", tmp_path)
    forged = outsider(remote, tmp_path)
    git(forged, "rm", "-q", ".hermes-git/allowed_signers")
    git(forged, "commit", "-qm", "signing off, unsigned")
    git(forged, "push", "-q", "origin", "main")
    assert_refused(sync.sync(laptop), main_of(forged), "not signed")
    git(forged, "push", "-qf", "origin", f"{main_of(laptop)}:main")  # the fix the sync gave
    assert sync.sync(laptop).outcome == "synced"
    manage.disable(laptop)
    assert sync.sync(laptop).outcome == "synced"
    assert sync.sync(desktop).outcome == "blocked"  # a policy change: approved here
    review.approve(desktop, "hermes/review/desktop/sync-settings")
    shown = live_state(GitStore(desktop))
    assert not shown.on and shown.disabled and "disabled by laptop" in shown.disabled
    remember(desktop, "No signature needed now")
    assert sync.sync(desktop).outcome == "synced" and sync.sync(laptop).outcome == "synced"
    assert "No signature needed now" in (laptop / "memories/MEMORY.md").read_text()
