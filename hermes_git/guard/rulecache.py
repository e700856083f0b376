"""The shipped guard rules, parsed once: a JSON copy of their YAML in the user's cache folder.

Parsing the rule files costs every hook process ~25 ms; reading this copy ~1 ms. The copy is named
by a hash of hermes-git's version and every rule file's name and text, so a changed rule file (or
an upgrade) looks for another file and never reads a stale one. It holds plain data only (JSON, not
pickle: reading it runs no code) and is read only when it is a regular file of the current user
that nobody else can write. Anything odd (missing, corrupt, foreign, unwritable folder) means
parsing the YAML as without a cache; the caller rebuilds too when the data does not make rules.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from pathlib import Path
from typing import Any

from hermes_git import __version__
from hermes_git.files import atomic_write, read_private, user_cache_dir

FORMAT = "guard-rules-1"  # bump when the stored shape changes
PREFIX = "guard-rules-"
STALE_DAYS = 30


def fingerprint(sources: list[tuple[str, str]]) -> str:
    """A hash of the format, hermes-git's version and every (file name, text)."""
    digest = hashlib.sha256(f"{FORMAT}\0{__version__}".encode())
    for name, text in sources:
        digest.update(f"\0{name}\0{len(text)}\0".encode())
        digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()[:32]


def _path(key: str, prefix: str) -> Path | None:
    folder = user_cache_dir()
    return folder / f"{prefix}{key}.json" if folder else None


def read(key: str, names: list[str], prefix: str = PREFIX) -> list[Any] | None:
    """The parsed data of each file in `names` (in order), or None when there is no safe copy
    (`prefix`: which kind of copy, `guard-rules-` or `secret-formats-`)."""
    path = _path(key, prefix)
    if path is None:
        return None
    try:
        raw = read_private(path)
        payload = json.loads(raw)
    except (OSError, ValueError):
        return None
    if not isinstance(payload, dict) or payload.get("key") != key:
        return None
    files = payload.get("files")
    if not isinstance(files, list) or [_name_of(item) for item in files] != names:
        return None
    return [item[1] for item in files]


def _name_of(item: Any) -> Any:
    return item[0] if isinstance(item, list) and len(item) == 2 else None


def write(key: str, names: list[str], data: list[Any], prefix: str = PREFIX) -> None:
    """Keep `data` (one parsed document per name) for the next process; never fails."""
    path = _path(key, prefix)
    if path is None:
        return
    payload = {"key": key, "files": [[name, item] for name, item in zip(names, data, strict=True)]}
    try:
        text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
        if json.loads(text) != payload:  # something YAML-only (a date...): no exact copy
            return
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        atomic_write(path, text.encode("utf-8"), mode=0o600)
        _prune(path, prefix)
    except (OSError, ValueError, TypeError):
        return


def _prune(keep: Path, prefix: str) -> None:
    """Drop copies for other rule sets that no process wrote for STALE_DAYS."""
    cutoff = time.time() - STALE_DAYS * 86400
    for other in keep.parent.glob(f"{prefix}*.json"):
        with contextlib.suppress(OSError):
            if other != keep and other.stat().st_mtime < cutoff:
                other.unlink()
