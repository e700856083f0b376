"""SSH signing through git and ssh-keygen: device keys, signed commits, verified signatures.

A commit is signed the way git signs with `gpg.format=ssh`: `commit-tree -S` / `commit -S`
run `ssh-keygen -Y sign -n git` over the commit text and store the result in its `gpgsig`
header. Verification asks git (`%G?`, which runs `ssh-keygen -Y verify`) against an
`allowed_signers` text the caller picks (the one of a commit's parent), never the work tree's.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from hermes_git.errors import GitError, UsageError
from hermes_git.store.runner import KEY_CONFIG, GitBase, _clean_env

SSH_KEYGEN = "ssh-keygen"


class Signature(NamedTuple):
    """What git says of one commit's signature: `status` is git's `%G?` (G good and known,
    U good but the key is in no allowed signer's line, B bad, N none, E cannot check)."""

    commit: str
    status: str
    principal: str
    fingerprint: str
    subject: str
    author: str


def sign_args(store: GitBase) -> list[str]:
    """The `-c` options that make `commit -S` / `commit-tree -S` sign with this device's key
    (empty: no key configured, the commit is not signed)."""
    key = store.config_get(KEY_CONFIG)
    if not key or not Path(key).is_file():
        return []
    return [
        "-c",
        "gpg.format=ssh",
        "-c",
        f"user.signingkey={key}",
        "-c",
        "gpg.ssh.program=" + SSH_KEYGEN,
    ]


def generate_key(path: Path, comment: str) -> str:
    """A new ed25519 key without passphrase at `path` (mode 0600) and `path.pub`; its public
    key line.

    Raises:
        GitError: ssh-keygen is missing or failed.
    """
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    status, _out, err = _ssh_keygen(
        ["-q", "-t", "ed25519", "-N", "", "-C", comment, "-f", str(path)]
    )
    if status != 0:
        raise GitError(f"ssh-keygen could not make a key: {err.strip()}", path=path)
    os.chmod(path, 0o600)
    return path.with_name(path.name + ".pub").read_text("utf-8").strip()


def public_key_of(private: Path) -> str:
    """The public key line of the private key at `private` (`ssh-keygen -y`).

    Raises:
        UsageError: not a private key ssh-keygen can read without a passphrase.
    """
    public = private.with_name(private.name + ".pub")
    if public.is_file():
        return public.read_text("utf-8").strip()
    status, out, err = _ssh_keygen(["-y", "-P", "", "-f", str(private)])
    if status != 0:
        raise UsageError(
            f"cannot read the signing key: {err.strip()}",
            path=private,
            fix="name a private SSH key without a passphrase (git config hermes.signingKey)",
        )
    return out.strip()


def check_public_key(line: str) -> str:
    """The SHA256 fingerprint of the public key line `line`, as ssh-keygen reads it.

    Raises:
        UsageError: ssh-keygen does not read it as a public key.
    """
    status, out, err = _ssh_keygen(["-l", "-f", "-"], line + "\n")
    if status != 0 or not out.strip():
        raise UsageError(
            f"not an SSH public key: {line[:60]!r} ({err.strip() or 'unreadable'})",
            fix="pass the one line of the device's `.pub` file, e.g. 'ssh-ed25519 AAAA... name'",
        )
    return out.split()[1]


def blobs_at(store: GitBase, revs: Sequence[str], path: str) -> dict[str, str | None]:
    """{rev: the blob id of `path` at `rev`, None: no such file}, asked of one git."""
    found = objects_named(store, [f"{rev}:{path}" for rev in revs])
    return {rev: _of_kind(found[f"{rev}:{path}"], "blob") for rev in revs}


def objects_named(store: GitBase, names: Sequence[str]) -> dict[str, tuple[str, str] | None]:
    """{name: (object id, type) of what `name` names, None: nothing}, asked of one git."""
    if not names:
        return {}
    lines = "".join(f"{name}\n" for name in names)
    out = _git_input(store, ["cat-file", "--batch-check=%(objectname) %(objecttype)"], lines)
    found: dict[str, tuple[str, str] | None] = {}
    for name, answer in zip(names, out.splitlines(), strict=False):
        fields = answer.split()
        found[name] = (fields[0], fields[1]) if len(fields) == 2 else None
    return found


def _of_kind(found: tuple[str, str] | None, kind: str) -> str | None:
    return found[0] if found and found[1] == kind else None


def verify(store: GitBase, commits: Sequence[str], signers: bytes) -> dict[str, Signature]:
    """The signature of each of `commits` checked against the allowed-signers text `signers`."""
    if not commits:
        return {}
    fmt = "--format=%H%x00%G?%x00%GS%x00%GF%x00%s%x00%an <%ae>%x00"
    with _scratch(store, signers) as path:
        out = _git_input(
            store,
            [
                "-c",
                f"gpg.ssh.allowedSignersFile={path}",
                "-c",
                "gpg.ssh.program=" + SSH_KEYGEN,
                "log",
                "--no-walk=unsorted",
                "--stdin",
                fmt,
            ],
            "".join(c + "\n" for c in commits),
        )
    found = {}
    for record in out.split("\0\n"):
        fields = record.strip("\n").split("\0")
        if len(fields) >= 6:
            found[fields[0]] = Signature(*fields[:6])
    return found


def first_parent_chain(
    store: GitBase, tip: str, exclude: str | None
) -> list[tuple[str, str | None]]:
    """(commit, its first parent or None) along `tip`'s first-parent line down to the
    commits `exclude` holds, oldest first."""
    args = ["rev-list", "--first-parent", "--parents", "--reverse", tip]
    out = store.run(*args, *([f"^{exclude}"] if exclude else []))
    chain: list[tuple[str, str | None]] = []
    for line in out.splitlines():
        ids = line.split()
        if ids:
            chain.append((ids[0], ids[1] if len(ids) > 1 else None))
    return chain


def carrying_signatures(store: GitBase, commits: Sequence[str]) -> set[str]:
    """Which of `commits` carry a signature (a `gpgsig` header), without checking it."""
    if not commits:
        return set()
    done = subprocess.run(
        ["git", "cat-file", "--batch"],
        cwd=store.root,
        env=_clean_env(),
        input="".join(c + "\n" for c in commits).encode(),
        capture_output=True,
        check=False,
    )
    out, at, signed = done.stdout, 0, set()
    while at < len(out):
        end = out.index(b"\n", at)
        sha, _kind, size = out[at:end].decode().split()
        body = out[end + 1 : end + 1 + int(size)]
        head = body.split(b"\n\n", 1)[0]
        if b"\ngpgsig " in b"\n" + head:
            signed.add(sha)
        at = end + 1 + int(size) + 1
    return signed


def read_blobs(store: GitBase, blobs: Sequence[str]) -> Mapping[str, bytes]:
    """{blob id: its bytes}."""
    return {blob: _git_bytes(store, ["cat-file", "blob", blob]) for blob in set(blobs)}


@contextmanager
def _scratch(store: GitBase, data: bytes) -> Iterator[str]:
    import tempfile  # deferred for start-up: only a verification writes a scratch file

    scratch = store.git_dir / "hermes-git"
    scratch.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=scratch, prefix="signers-") as handle:
        handle.write(data)
        handle.flush()
        yield handle.name


def _git_input(store: GitBase, args: list[str], text: str) -> str:
    done = subprocess.run(
        ["git", *args],
        cwd=store.root,
        env={**_clean_env(), "LANGUAGE": "C", "LC_ALL": "C"},
        input=text.encode("utf-8"),
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        command = next((a for a in args if not a.startswith("-") and "=" not in a), "")
        raise GitError(f"git {command} failed: {done.stderr.decode('utf-8', 'replace').strip()}")
    return done.stdout.decode("utf-8", "surrogateescape")


def _git_bytes(store: GitBase, args: list[str]) -> bytes:
    done = subprocess.run(
        ["git", *args], cwd=store.root, env=_clean_env(), capture_output=True, check=False
    )
    if done.returncode != 0:
        raise GitError(f"git {args[0]} failed: {done.stderr.decode('utf-8', 'replace').strip()}")
    return done.stdout


def _ssh_keygen(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    try:
        done = subprocess.run(
            [SSH_KEYGEN, *args],
            input=stdin.encode("utf-8") if stdin is not None else None,
            stdin=None if stdin is not None else subprocess.DEVNULL,
            capture_output=True,
            check=False,
        )
    except FileNotFoundError:
        return 127, "", "ssh-keygen is not installed (Debian: apt-get install openssh-client)"
    return (
        done.returncode,
        done.stdout.decode("utf-8", "replace"),
        done.stderr.decode("utf-8", "replace"),
    )
