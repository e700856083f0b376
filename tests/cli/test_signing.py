"""`hermes-git signing ...`, `init --signing` and the signing line of `status`."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from hermes_git.errors import ExitCode
from tests.conftest import Cli, git


def public_key(tmp_path: Path) -> str:
    key = tmp_path / "reviewer"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(key)], check=True)
    return key.with_name("reviewer.pub").read_text().strip()


def test_enable_add_remove_disable_and_status(cli: Cli, repo: Path, tmp_path: Path) -> None:
    at = ("--repo", str(repo))
    assert "signing: off (never enabled)" in cli("status", *at).output
    enabled = cli("signing", "enable", *at)
    assert enabled.exit_code == 0 and "signing enabled" in enabled.output
    assert "laptop  ssh-ed25519  SHA256:" in enabled.output
    added = cli("signing", "add", "reviewer", public_key(tmp_path), *at)
    assert added.exit_code == 0 and "2 enrolled keys" in added.output
    shown = json.loads(cli("--format", "json", "signing", "status", *at).output)
    assert [s["name"] for s in shown["signers"]] == ["laptop", "reviewer"] and shown["enrolled"]
    assert "this device enrolled; keys: laptop (SHA256:" in cli("status", *at).output
    removed = cli("signing", "remove", "reviewer", *at)
    assert removed.exit_code == 0 and "1 enrolled key" in removed.output
    assert cli("signing", "remove", "nobody", *at).exit_code == ExitCode.USAGE
    disabled = cli("signing", "disable", *at)
    assert disabled.exit_code == 0 and "signing: off (disabled by laptop on" in disabled.output
    assert "signing: off (disabled by laptop on" in cli("status", *at).output
    log = git(repo, "log", "-4", "--format=%s")
    assert log.split("\n")[:4] == [
        "signing: disable",
        "signing: remove reviewer",
        "signing: add reviewer",
        "signing: enable (laptop)",
    ]
    assert git(repo, "status", "--porcelain") == ""


def test_init_offers_signing_and_signing_flag_turns_it_on(cli: Cli, tmp_path: Path) -> None:
    plain = cli("init", str(tmp_path / "plain"), "--device", "laptop")
    assert "hint: `hermes-git signing enable`" in plain.output
    assert not (tmp_path / "plain/.hermes-git/allowed_signers").exists()
    signed = cli("init", str(tmp_path / "signed"), "--device", "laptop", "--signing")
    assert signed.exit_code == 0 and "signing: on" in signed.output
    signers = (tmp_path / "signed/.hermes-git/allowed_signers").read_text()
    assert signers.count("ssh-ed25519") == 1 and "laptop" in signers
    assert (
        git(tmp_path / "signed", "ls-files", ".hermes-git").strip() == ".hermes-git/allowed_signers"
    )


def test_a_pending_device_is_told_what_to_run(cli: Cli, repo: Path, tmp_path: Path) -> None:
    at = ("--repo", str(repo))
    cli("signing", "enable", *at)
    git(repo, "config", "--unset", "hermes.signingKey")  # as if another device: a new key
    (repo / ".git/hermes-git/signing-key").unlink()
    (repo / ".git/hermes-git/signing-key.pub").unlink()
    pending = cli("signing", "enable", *at)
    assert pending.exit_code == 0
    assert "this device is not enrolled" in pending.output
    assert "hermes-git signing add laptop 'ssh-ed25519 " in pending.output
    refused = cli("signing", "add", "x", public_key(tmp_path), *at)
    assert refused.exit_code == ExitCode.USAGE and "not enrolled" in refused.output
