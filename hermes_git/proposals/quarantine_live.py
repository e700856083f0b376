"""Live files the gate calls dangerous, moved out of Hermes' reach at once, restorable.

A dangerous write that bypassed the tools (a terminal, an editor, a writer without hooks) is
loaded by Hermes as soon as it is on disk. `capture` and `sync` therefore move it under
`.git/hermes-git/quarantined/<id>/` (with what it was and why) and put the live files back as
main has them. `hermes-git capture --restore ID` writes it back where it was; `--quarantined`
lists what is held. The caller holds the repo lock.
"""

from __future__ import annotations

import json
import shutil
import time
import uuid
from pathlib import Path
from typing import Any

from hermes_git.errors import UsageError
from hermes_git.files import atomic_write
from hermes_git.init import open_repo
from hermes_git.proposals.held import META, entries, held_dir
from hermes_git.proposals.live import apply_live
from hermes_git.proposals.liveback import memory_locks, put_back, read_live
from hermes_git.store.gitstore import GitStore


def _base(store: GitStore) -> Path:
    return held_dir(store.git_dir)


def quarantine(store: GitStore, group: str, paths: list[str], reasons: list[str]) -> str:
    """Move the live files of `paths` into a new quarantine entry; its id."""
    ident = time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6]
    folder = _base(store) / ident
    with memory_locks(store, paths):
        live = read_live(store, paths)
        for rel, data in live.items():
            if data is not None:
                atomic_write(folder / "files" / rel, data, mode=0o600)
        meta = {
            "id": ident,
            "what": group,
            "paths": sorted(rel for rel, data in live.items() if data is not None),
            "reasons": reasons,
            "time": time.time(),
        }
        atomic_write(folder / META, json.dumps(meta, indent=2).encode("utf-8"), mode=0o600)
        put_back(store, paths)
    return ident


def held(root: Path) -> list[dict[str, Any]]:
    """`quarantined` for the repo at `root` (`hermes-git capture --quarantined`)."""
    with open_repo(root) as store:
        return quarantined(store)


def put_back_live(root: Path, ident: str) -> dict[str, Any]:
    """`restore` for the repo at `root`, under its lock (`hermes-git capture --restore ID`).

    Raises:
        UsageError: no such entry.
    """
    with open_repo(root) as store, store.locked():
        return restore(store, ident)


def quarantined(store: GitStore) -> list[dict[str, Any]]:
    """Every quarantine entry, oldest first."""
    return entries(store.git_dir)


def restore(store: GitStore, ident: str) -> dict[str, Any]:
    """Write a quarantined entry's files back to where they were live; the entry goes.

    Raises:
        UsageError: no such entry.
    """
    folder = _base(store) / ident
    if "/" in ident or ident.startswith(".") or not (folder / META).is_file():
        raise UsageError(
            f"no quarantined live change {ident!r}",
            fix="list them with `hermes-git capture --quarantined`",
        )
    meta: dict[str, Any] = json.loads((folder / META).read_bytes())
    files = {rel: (folder / "files" / rel).read_bytes() for rel in meta["paths"]}
    with memory_locks(store, list(files)):
        apply_live(store.root, files, [])
    shutil.rmtree(folder)
    return meta
