"""Signers and signature checks on real commits: fingerprints as ssh-keygen prints them, a
tampered commit, a new root while signing is on, own commits told without ssh-keygen."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hermes_git.errors import UsageError
from hermes_git.signing import signers, verify
from hermes_git.store import signing as sshsign
from hermes_git.store.gitstore import GitStore
from tests.conftest import git, write


def keypair(tmp_path: Path, name: str) -> tuple[Path, str]:
    key = tmp_path / name
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(key)], check=True)
    return key, key.with_name(name + ".pub").read_text().strip()


def commit(repo: Path, text: str, key: Path | None = None) -> str:
    write(repo, {"f.txt": text})
    git(repo, "add", "-f", "f.txt")
    sign = ["-c", "gpg.format=ssh", "-c", f"user.signingkey={key}"] if key else []
    git(repo, *sign, "commit", *(["-S"] if key else []), "-qm", text)
    return git(repo, "rev-parse", "HEAD").strip()


@pytest.fixture
def signed_repo(tmp_path: Path) -> tuple[Path, Path]:
    key, public = keypair(tmp_path, "dev")
    repo = tmp_path / "r"
    git(tmp_path, "init", "-q", "-b", "main", str(repo))
    write(repo, {signers.SIGNERS: f'dev namespaces="git" {public}\n'})
    git(repo, "add", "-f", signers.SIGNERS)
    git(repo, "commit", "-qm", "enable")
    return repo, key


def test_fingerprints_match_ssh_keygen(tmp_path: Path) -> None:
    _key, public = keypair(tmp_path, "k")
    [signer] = signers.parse(f'dev namespaces="git" {public}\n# comment\n\n'.encode())
    assert signer.fingerprint == sshsign.check_public_key(public)
    assert signers.parse(signers.render([signer]).encode()) == [signer]
    with pytest.raises(UsageError, match="cannot name a signer"):
        signers.from_public_key("no spaces allowed", public)


def test_statuses_of_signed_unsigned_and_unknown(
    signed_repo: tuple[Path, Path], tmp_path: Path
) -> None:
    repo, key = signed_repo
    stranger, _public = keypair(tmp_path, "stranger")
    good, plain, other = commit(repo, "1", key), commit(repo, "2"), commit(repo, "3", stranger)
    store = GitStore(repo)
    refused = verify.check(store, "HEAD", "HEAD~3", root_signed=True)
    assert [(r.commit, r.reason.split(" ")[0]) for r in refused] == [
        (plain, "not"),
        (other, "signed"),
    ]
    assert good not in {r.commit for r in refused}
    assert sshsign.carrying_signatures(store, [good, plain, other]) == {good, other}


def test_a_commit_altered_after_signing_is_refused(signed_repo: tuple[Path, Path]) -> None:
    repo, key = signed_repo
    good = commit(repo, "honest", key)
    raw = git(repo, "cat-file", "commit", good).replace("honest", "altered")
    forged = subprocess.run(
        ["git", "hash-object", "-t", "commit", "-w", "--stdin"],
        cwd=repo,
        input=raw,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    [refused] = verify.check(GitStore(repo), forged, "HEAD~1", root_signed=True)
    assert refused.commit == forged and "does not match" in refused.reason


def test_a_new_root_is_refused_only_where_signing_is_on(signed_repo: tuple[Path, Path]) -> None:
    repo, _key = signed_repo
    tree = git(repo, "rev-parse", "HEAD^{tree}").strip()
    root = git(repo, "commit-tree", tree, "-m", "a history of its own").strip()
    store = GitStore(repo)
    [refused] = verify.check(store, root, "HEAD", root_signed=True)
    assert refused.commit == root and "history of its own" in refused.reason
    assert verify.check(store, root, "HEAD", root_signed=False) == []


def test_own_commits_are_told_without_ssh_keygen(
    signed_repo: tuple[Path, Path], tmp_path: Path
) -> None:
    repo, key = signed_repo
    blob = key.with_name("dev.pub").read_text().split()[1]
    commit(repo, "mine", key)
    store = GitStore(repo)
    assert verify.own_ok(store, "HEAD", "HEAD~1", blob, root_signed=True)
    commit(repo, "by hand, unsigned")
    assert not verify.own_ok(store, "HEAD", "HEAD~2", blob, root_signed=True)
    _other, public = keypair(tmp_path, "other")
    assert not verify.own_ok(store, "HEAD~1", "HEAD~2", public.split()[1], root_signed=True)
