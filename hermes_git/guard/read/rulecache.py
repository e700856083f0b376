"""The shipped guard rules, parsed once: a JSON copy of their YAML, shipped in the package.

Parsing the rule files costs every hook process ~25 ms; reading a copy ~1 ms. A copy holds the
hash of hermes-git's version and every rule file's name and text (its key), so a changed rule
file (or an upgrade) never reads a stale one. The package ships one made at build time
(`guard/parsed/`, written by `shipcopy` through `make generated`; a test fails when it is not
current), so even the first run after an install parses no YAML. Without a current one (a
rule file edited in a source tree) the copy is kept in the user's cache folder, named by the
key, and read only when it is a regular file of the current user that nobody else can write.
Copies hold plain data only (JSON, not pickle: reading one runs no code). Anything odd
(missing, corrupt, foreign, unwritable folder) means parsing the YAML as without a cache; the
caller rebuilds too when the data does not make rules.
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
from hermes_git.packaged import shipped

FORMAT = "guard-rules-1"  # bump when the stored shape changes
PREFIX = "guard-rules-"
STALE_DAYS = 30
SHIPPED_DIR = "parsed"  # the packaged copies, `guard/parsed/<prefix>.json`


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
    (`prefix`: which kind of copy, `guard-rules-` or `secret-formats-`): the packaged copy if
    it is current, else the user cache's."""
    try:
        packaged = shipped("hermes_git.guard", SHIPPED_DIR, shipped_name(prefix)).read_bytes()
    except OSError:
        packaged = b""
    found = _data_of(packaged, key, names)
    if found is not None:
        return found
    path = _path(key, prefix)
    if path is None:
        return None
    try:
        raw = read_private(path)
    except OSError:
        return None
    return _data_of(raw, key, names)


def shipped_name(prefix: str) -> str:
    """The packaged copy's file name for copies of kind `prefix`."""
    return prefix.rstrip("-") + ".json"


def _data_of(raw: bytes, key: str, names: list[str]) -> list[Any] | None:
    try:
        payload = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(payload, dict) or payload.get("key") != key:
        return None
    files = payload.get("files")
    if not isinstance(files, list) or [_name_of(item) for item in files] != names:
        return None
    return [item[1] for item in files]


def _name_of(item: Any) -> Any:
    return item[0] if isinstance(item, list) and len(item) == 2 else None


def payload(key: str, names: list[str], data: list[Any]) -> bytes | None:
    """A copy's bytes; None when JSON cannot hold `data` exactly (a YAML date...)."""
    content = {"key": key, "files": [[name, item] for name, item in zip(names, data, strict=True)]}
    try:
        text = json.dumps(content, ensure_ascii=False, separators=(",", ":"))
        if json.loads(text) != content:
            return None
    except (ValueError, TypeError):
        return None
    return text.encode("utf-8")


def write(key: str, names: list[str], data: list[Any], prefix: str = PREFIX) -> None:
    """Keep `data` (one parsed document per name) for the next process; never fails."""
    path = _path(key, prefix)
    encoded = payload(key, names, data) if path is not None else None
    if path is None or encoded is None:
        return
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        atomic_write(path, encoded, mode=0o600)
        _prune(path, prefix)
    except OSError:
        return


def _prune(keep: Path, prefix: str) -> None:
    """Drop copies for other rule sets that no process wrote for STALE_DAYS."""
    cutoff = time.time() - STALE_DAYS * 86400
    for other in keep.parent.glob(f"{prefix}*.json"):
        with contextlib.suppress(OSError):
            if other != keep and other.stat().st_mtime < cutoff:
                other.unlink()
