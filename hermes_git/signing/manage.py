"""`hermes-git signing enable|add|remove|disable|status`: the device key and the signed commits
that change who may sign main."""

from __future__ import annotations

import time
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import UsageError
from hermes_git.files import atomic_write_text
from hermes_git.signing.signers import DISABLED, SIGNERS, Signer, from_public_key, render
from hermes_git.signing.state import (
    SigningState,
    device_name,
    device_public_key,
    signing_state,
)
from hermes_git.store import signing as sshsign
from hermes_git.store.gitstore import MAIN, GitStore
from hermes_git.store.runner import KEY_CONFIG

KEY_FILE = "signing-key"  # under .git/hermes-git/: never tracked, never pushed


def state(store: GitStore, rev: str = MAIN) -> SigningState:
    """Signing at `rev` (main) for this device."""
    data = store.read_file(rev, SIGNERS)
    disabled = store.read_file(rev, DISABLED)
    return signing_state(store, data, disabled)


def ensure_key(store: GitStore) -> str:
    """This device's public key, making its key first when it has none: the one git's
    `user.signingKey` names when `gpg.format` is ssh, else a new ed25519 key (0600)."""
    found = device_public_key(store)
    if found:
        return found
    named = store.config_get("user.signingKey")
    if named and store.config_get("gpg.format") == "ssh" and Path(named).expanduser().is_file():
        path = Path(named).expanduser()
    else:
        path = store.git_dir / "hermes-git" / KEY_FILE
        if not path.is_file():
            sshsign.generate_key(path, f"hermes-git {device_name(store)}")
    store.config_set(KEY_CONFIG, str(path))
    return sshsign.public_key_of(path)


def enable(root: Path) -> SigningState:
    """Turn signing on: this device's key is the first signer, in a signed commit. Where it is
    on already and this device is not enrolled, only the key is made (`pending`): an enrolled
    device adds it."""
    with _open(root) as store, store.locked():
        key = ensure_key(store)
        now = state(store)
        if now.on:
            return now._replace(action="already" if now.enrolled else "pending")
        signer = from_public_key(device_name(store), key)
        commit = _commit(store, [signer], "enable", f"signing: enable ({signer.name})")
        return _done(store, commit, "enabled")


def add(root: Path, name: str, public_key: str) -> SigningState:
    """Enrol `name` with `public_key`, in a commit this (enrolled) device signs.

    Raises:
        UsageError: signing is off, this device is not enrolled, the key is not one, or the
            name is taken.
    """
    signer = from_public_key(name, public_key)
    sshsign.check_public_key(public_key)
    with _open(root) as store, store.locked():
        now = _enrolled(store)
        if any(s.name == name for s in now.signers):
            raise UsageError(
                f"{name!r} is enrolled already",
                fix=f"remove it first (`hermes-git signing remove {name}`) to change its key",
            )
        if any(s.blob == signer.blob for s in now.signers):
            raise UsageError("that key is enrolled already as another name", fix="nothing to do")
        commit = _commit(store, [*now.signers, signer], "add", f"signing: add {name}")
        return _done(store, commit, "added")


def remove(root: Path, name: str) -> SigningState:
    """Revoke `name`'s key, in a commit this (enrolled) device signs: commits it signs after
    this one are refused.

    Raises:
        UsageError: no such signer, or it is the last one (use `signing disable`).
    """
    with _open(root) as store, store.locked():
        now = _enrolled(store)
        kept = [s for s in now.signers if s.name != name]
        if len(kept) == len(now.signers):
            known = ", ".join(s.name for s in now.signers)
            raise UsageError(f"no signer named {name!r} (enrolled: {known})", fix="check the name")
        if not kept:
            raise UsageError(
                f"{name!r} is the last signer",
                fix="turn signing off instead: hermes-git signing disable",
            )
        commit = _commit(store, kept, "remove", f"signing: remove {name}")
        return _done(store, commit, "removed")


def disable(root: Path) -> SigningState:
    """Turn signing off, in a commit this (enrolled) device signs (every device then shows it)."""
    with _open(root) as store, store.locked():
        _enrolled(store)
        stamp = time.strftime("%Y-%m-%d", time.gmtime())
        note = f"disabled by {device_name(store)} on {stamp}\n"
        commit = _commit(store, None, "disable", "signing: disable", note)
        return _done(store, commit, "disabled")


def open_store(root: Path) -> GitStore:
    """The repository at `root` for reading its signing state.

    Raises:
        UsageError: it is not a hermes-git repository.
    """
    return _open(root)


def _open(root: Path) -> GitStore:
    if not (root / configmod.CONFIG_FILE).exists():
        raise UsageError("not a hermes-git repository", fix=f"run `hermes-git init {root}` first")
    return GitStore(root)


def _enrolled(store: GitStore) -> SigningState:
    now = state(store)
    if not now.on:
        raise UsageError("signing is off here", fix="turn it on first: hermes-git signing enable")
    if not now.enrolled:
        key = now.device_key or "(none yet: run `hermes-git signing enable`)"
        raise UsageError(
            "this device is not enrolled: other devices would refuse the commits it signs",
            fix=f"on an enrolled device run: hermes-git signing add {device_name(store)} '{key}'",
        )
    return now


def _commit(
    store: GitStore, signers: list[Signer] | None, action: str, message: str, note: str = ""
) -> str:
    """Write allowed_signers (None: remove it, leaving `note`) live and commit it signed."""
    if store.branch() != MAIN:
        raise UsageError("signing changes are made on main", fix="git switch main, then again")
    if not sshsign.sign_args(store):
        raise UsageError("this device has no signing key", fix="run `hermes-git signing enable`")
    signers_path, disabled_path = store.root / SIGNERS, store.root / DISABLED
    if signers is None:
        signers_path.unlink(missing_ok=True)
        atomic_write_text(disabled_path, note, mode=0o644)
    else:
        signers_path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(signers_path, render(signers), mode=0o644)
        disabled_path.unlink(missing_ok=True)
    paths = [p for p in (SIGNERS, DISABLED) if (store.root / p).exists() or store.tracked(p)]
    store.run("add", "-A", "-f", "--", *paths)  # a home's .gitignore lists .hermes-git/
    trailers = {
        "Hermes-Tool": "signing",
        "Hermes-Action": action,
        "Hermes-Device": device_name(store),
    }
    return store.commit(message, trailers, only=paths, verify=False)


def _done(store: GitStore, commit: str, action: str) -> SigningState:
    return state(store)._replace(commit=commit, action=action)
