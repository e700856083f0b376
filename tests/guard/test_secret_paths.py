"""Every path to a commit or a live file refuses a secret: nothing committed, nothing changed."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from hermes_git import ci
from hermes_git.errors import GateError
from hermes_git.hub import install as hub
from hermes_git.proposals import review
from hermes_git.proposals.capture import capture
from hermes_git.proposals.propose import Request, propose
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import Cli, git, skill_md, write
from tests.helpers.hubkit import make_source
from tests.helpers.remotes import bare_repo

# Fake values in real shapes, none a working key. Each test uses a value of its own so that a
# value found in the object store can only have come from that test's path.
SENDGRID = "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"
DATADOG = "DD_API_KEY=9f8e7d6c5b4a39281706f5e4d3c2b1a0"
GITLAB = "glpat-Zq8Rm2Xv7Tn4Bp1Wc6Yd"
TWILIO = "SK7f3a9c1e5b8d20446e9a1c7b3f5d8e02"
URL = "postgres://admin:Vq8zL2mR7pKt@db.internal:5432/app"


def objects(root: Path) -> bytes:
    """Every object in the repo's store, as `git cat-file --batch-all-objects` prints them."""
    done = subprocess.run(
        ["git", "cat-file", "--batch-all-objects", "--batch"],
        cwd=root,
        capture_output=True,
        check=True,
    )
    return done.stdout


def utf16(text: str) -> bytes:
    return text.encode("utf-16")


def test_propose_memory_record_mode_refuses_a_password_told_in_prose(repo: Path) -> None:
    user = (repo / "memories/USER.md").read_bytes()
    args = {"action": "add", "target": "user", "content": "the bank password is Tr0ub4dor&3"}
    outcome = propose(repo, Request("memory", args))
    assert outcome.status != "recorded"
    assert (repo / "memories/USER.md").read_bytes() == user
    assert b"Tr0ub4dor" not in objects(repo)


def test_capture_refuses_a_utf16_script_with_a_key(repo: Path) -> None:
    head = git(repo, "rev-parse", "HEAD")
    write(repo, {"skills/devops/deploy/scripts/mail.ps1": utf16(f"$key = '{SENDGRID}'\n")})
    result = capture(repo)
    assert result.refused and git(repo, "rev-parse", "HEAD") == head
    assert b"wY4zA7cF0iL3oR6uX9bE2hK5" not in objects(repo)
    assert SENDGRID not in json.dumps(result.refused)


def test_review_approve_refuses_a_branch_holding_a_secret(repo: Path) -> None:
    outcome = propose(
        repo,
        Request(
            "skill_manage",
            {
                "action": "patch",
                "name": "deploy",
                "old_string": "Deploy things to prod.",
                "new_string": "Deploy things to production.",
            },
        ),
    )
    assert outcome.branch
    git(repo, "checkout", "-q", outcome.branch)
    write(repo, {"skills/devops/deploy/references/env.md": f"{DATADOG}\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "by hand", "--no-verify")
    git(repo, "checkout", "-q", "main")
    main = git(repo, "rev-parse", "main")
    with pytest.raises(GateError):
        review.approve(repo, outcome.branch)
    assert git(repo, "rev-parse", "main") == main
    assert not (repo / "skills/devops/deploy/references/env.md").exists()


def test_install_refuses_a_source_with_a_key(repo: Path, tmp_path: Path) -> None:
    body = f"# Leaky\n\nexport GITLAB_TOKEN={GITLAB}\n"
    src = make_source(tmp_path / "leaky", {"leaky": skill_md("leaky", body=body)})
    result = hub.install(repo, str(src), trust="trusted")
    assert result.refused and result.branches == []
    assert not any(p.name == "leaky" for p in (repo / "skills").rglob("*"))
    assert GITLAB not in json.dumps([s.reasons for s in result.skills])


def test_the_pre_commit_hooks_refuse_and_never_print_the_secret(repo: Path, cli: Cli) -> None:
    skill = repo / "skills/devops/deploy/references/twilio.md"
    skill.write_text(f"twilio key {TWILIO}\n")
    result = cli("--repo", str(repo), "hook", "guard", str(skill))
    assert result.exit_code == 1 and "twilio-key" in result.output
    assert TWILIO not in result.output
    memory = repo / "memories/MEMORY.md"
    memory.write_text(f"Project uses pytest\n§\nthe db is {URL}")
    result = cli("--repo", str(repo), "hook", "memory", str(memory))
    assert result.exit_code == 1 and "Vq8zL2mR7pKt" not in result.output


def test_ci_refuses_a_change_holding_a_secret(repo: Path) -> None:
    git(repo, "checkout", "-q", "-b", "feature")
    write(repo, {"skills/devops/deploy/references/mail.md": f"key: {SENDGRID}\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "leak", "--no-verify")
    gate = ci.run(repo, "main")
    assert not gate.allowed
    assert SENDGRID not in json.dumps(gate.to_json())


def test_sync_never_publishes_an_incoming_secret_live(repo: Path, tmp_path: Path) -> None:
    srv = tmp_path / "srv"
    srv.mkdir()
    url = bare_repo(srv).as_uri()
    git(repo, "remote", "add", "origin", url)
    assert sync.sync(repo).outcome == "synced"
    other = join.clone(url, tmp_path / "desktop", "desktop").root
    write(other, {"skills/devops/deploy/references/db.md": f"DATABASE_URL={URL}\n"})
    git(other, "add", "-A")
    git(other, "commit", "-qm", "by hand", "--no-verify")
    git(other, "push", "-q", "origin", "main")
    result = sync.sync(repo)
    assert result.outcome == "blocked" and result.main == result.main_before
    assert any("url-credentials" in line for line in result.blocked)
    assert not (repo / "skills/devops/deploy/references/db.md").exists()
    assert "Vq8zL2mR7pKt" not in json.dumps(result.to_json())


def test_import_pending_refuses_a_pending_skill_with_a_key(repo: Path) -> None:
    from hermes_git.proposals.pending import import_pending

    body = f"# Mail\n\nUse {SENDGRID} to send.\n"
    payload = {"action": "create", "name": "mailer", "content": skill_md("mailer", body=body)}
    write(repo, {"pending/skills/p1.json": json.dumps({"id": "p1", "payload": payload})})
    refs = git(repo, "for-each-ref")
    result = import_pending(repo)
    assert git(repo, "for-each-ref") == refs
    assert not (repo / "skills/mailer").exists()
    assert b"wY4zA7cF0iL3oR6uX9bE2hK5" not in objects(repo)
    assert [i.get("status") for i in result.imported] == ["blocked"], result.imported
    assert SENDGRID not in json.dumps([result.imported, result.failed])


def test_secrets_allow_accepts_a_reviewed_line_and_init_then_adopts(
    hermes_home: Path, cli: Cli
) -> None:
    rel = "skills/devops/deploy/references/fixture.md"
    write(hermes_home, {rel: f"a revoked fixture: {GITLAB}\n"})
    scanned = cli("--repo", str(hermes_home), "secrets", "scan", rel)
    assert scanned.exit_code == 1 and "gitlab-token" in scanned.output
    assert GITLAB not in scanned.output
    allowed = cli(
        "--repo", str(hermes_home), "secrets", "allow", rel, "--line", "1",
        "--reviewer", "ana", "--reason", "revoked test fixture",
    )  # fmt: skip
    assert allowed.exit_code == 0, allowed.output
    assert cli("--repo", str(hermes_home), "secrets", "scan", rel).exit_code == 0
    assert cli("init", str(hermes_home)).exit_code == 0
    assert ".hermes-git-secrets.baseline" in git(hermes_home, "ls-files")


def test_join_refuses_to_adopt_a_home_holding_a_secret(repo: Path, tmp_path: Path) -> None:
    srv = tmp_path / "srv"
    srv.mkdir()
    url = bare_repo(srv).as_uri()
    git(repo, "remote", "add", "origin", url)
    assert sync.sync(repo).outcome == "synced"
    other = tmp_path / "desktop"
    write(
        other,
        {
            "skills/notes/SKILL.md": skill_md("notes"),
            "skills/notes/references/keys.md": f"{DATADOG}\n",
            "memories/MEMORY.md": "Uses a desktop",
        },
    )
    with pytest.raises(GateError):
        join.join(other, url, "desktop")
    assert not (other / ".git").exists()


def test_a_baseline_entry_accepts_a_reviewed_memory_line(repo: Path) -> None:
    from hermes_git.guard.secrets import secretbaseline, secrets
    from hermes_git.proposals.memory_edit import MemoryChange, apply_change

    entry = f"the staging webhook token is {GITLAB} (revoked)"
    with pytest.raises(GateError):
        apply_change(repo, MemoryChange("add", "memory", entry))
    found = secrets.scan_text(entry, "memories/MEMORY.md")
    secretbaseline.accept(repo, found, "ana", "revoked, kept as a reminder")
    assert apply_change(repo, MemoryChange("add", "memory", entry)).commit


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "github"])
def test_no_scan_output_format_prints_the_secret(repo: Path, cli: Cli, fmt: str) -> None:
    write(repo, {"skills/devops/deploy/references/gl.md": f"token {GITLAB}\n"})
    result = cli("--repo", str(repo), "scan", "--format", fmt, str(repo / "skills/devops/deploy"))
    assert result.exit_code == 1 and "gitlab" in result.output.lower()
    assert GITLAB[6:] not in result.output
