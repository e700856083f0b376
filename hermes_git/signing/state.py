"""Whether signing is on and this device's key, read without `signing.manage` (issue 30:
`status` shows it, and the manager's writers and their imports are not on its path)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from hermes_git import config as configmod
from hermes_git.signing.signers import DISABLED, SIGNERS, Signer, parse
from hermes_git.store.gitstore import GitStore
from hermes_git.store.runner import KEY_CONFIG


class SigningState(NamedTuple):  # a NamedTuple: `status` never imports dataclasses
    """Whether signing is on at a commit, who may sign, and this device's key."""

    on: bool
    signers: list[Signer]
    disabled: str | None = None  # the note `signing disable` left (None: never disabled)
    device_key: str | None = None  # this device's public key line
    enrolled: bool = False  # this device's key is among `signers`
    commit: str | None = None  # the signed commit a change made
    action: str = "status"
    device: str = ""  # this device's name

    def to_json(self) -> dict[str, Any]:
        return {
            "on": self.on,
            "signers": [s.to_json() for s in self.signers],
            "disabled": self.disabled,
            "device_key": self.device_key,
            "enrolled": self.enrolled,
            "commit": self.commit,
            "action": self.action,
            "device": self.device,
        }


def live_state(store: GitStore) -> SigningState:
    """Signing as the checked-out files say (`status`: no git process)."""
    files = [store.root / SIGNERS, store.root / DISABLED]
    data, disabled = (p.read_bytes() if p.is_file() else None for p in files)
    return signing_state(store, data, disabled)


def signing_state(store: GitStore, data: bytes | None, disabled: bytes | None) -> SigningState:
    """The state an allowed_signers text (`data`, None: none) and a disable note make."""
    signers = parse(data)
    key = device_public_key(store)
    mine = key.split()[1] if key and len(key.split()) > 1 else None
    return SigningState(
        on=data is not None,
        signers=signers,
        disabled=disabled.decode("utf-8", "replace").strip() if disabled and data is None else None,
        device_key=key,
        enrolled=any(s.blob == mine for s in signers),
        device=device_name(store),
    )


def device_public_key(store: GitStore) -> str | None:
    """This device's public key line (None: it has no signing key yet)."""
    key = store.config_get(KEY_CONFIG)
    if not key or not Path(key).is_file():
        return None
    # deferred for start-up: ssh-keygen's module only for a device that has a key
    from hermes_git.store.signing import public_key_of

    return public_key_of(Path(key))


def device_name(store: GitStore) -> str:
    """This device's name (the host's when none is configured)."""
    return store.device() or configmod.default_device()
