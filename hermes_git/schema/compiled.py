"""fastjsonschema's validators, generated once and kept as code in the user's cache folder.

fastjsonschema turns a schema into Python source (`compile_to_code`); generating and compiling
that source costs every hook process about 15 ms a schema, loading the compiled code from the
cache about 0.1 ms. The file is named by a hash of the schema, fastjsonschema's version and
Python's bytecode magic number, so a changed schema or an upgrade looks for another file and
never loads a stale one. It is only fastjsonschema's own output, as Python's `__pycache__` holds
the compiler's, and like those it is read only when it is a regular file of the current user that
nobody else may write; anything odd (missing, corrupt, foreign, unwritable folder) means
generating the code again.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import marshal
import time
from pathlib import Path
from types import CodeType
from typing import Any

from hermes_git.files import atomic_write, read_private, user_cache_dir

FORMAT = "schema-code-1"  # bump when the stored shape changes
PREFIX = "schema-"
STALE_DAYS = 30
Built = tuple[str, CodeType]  # (the validating function's name, the compiled module)


def key_of(schema: dict[str, Any] | str, generator: str) -> str:
    """The cache key of `schema` (a mapping, or the JSON text it is read from) compiled by
    `generator` (fastjsonschema's version)."""
    digest = hashlib.sha256(
        f"{FORMAT}\0{generator}\0{importlib.util.MAGIC_NUMBER.hex()}\0".encode()
    )
    if not isinstance(schema, str):
        schema = "\0" + json.dumps(schema, sort_keys=True, separators=(",", ":"))
    digest.update(schema.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()[:32]


def read(key: str) -> Built | None:
    """The code kept under `key`, or None when there is no safe copy."""
    path = _path(key)
    return _read(path, key) if path is not None else None


def write(key: str, built: Built) -> None:
    """Keep `built` under `key` for the next process; never fails."""
    path = _path(key)
    if path is not None:
        _write(path, key, *built)


def _path(key: str) -> Path | None:
    folder = user_cache_dir()
    return folder / f"{PREFIX}{key}.marshal" if folder else None


def _read(path: Path, key: str) -> Built | None:
    try:
        stored = marshal.loads(read_private(path))
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not (isinstance(stored, tuple) and len(stored) == 3 and stored[0] == key):
        return None
    _, name, code = stored
    if not (isinstance(name, str) and isinstance(code, CodeType)):
        return None
    return name, code


def _write(path: Path, key: str, name: str, code: CodeType) -> None:
    """Keep the code for the next process; never fails."""
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        atomic_write(path, marshal.dumps((key, name, code)), mode=0o600, durable=False)
        _prune(path)
    except OSError:
        return


def _prune(keep: Path) -> None:
    """Drop the code of other schemas (or versions) that no process wrote for STALE_DAYS."""
    cutoff = time.time() - STALE_DAYS * 86400
    for other in keep.parent.glob(f"{PREFIX}*.marshal"):
        with contextlib.suppress(OSError):
            if other != keep and other.stat().st_mtime < cutoff:
                other.unlink()
