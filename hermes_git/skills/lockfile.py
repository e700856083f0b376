"""`skills.lock`: installed skills pinned to a source commit and a content hash (JSON, schema'd)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, replace
from typing import Any

from hermes_git.errors import ConfigError
from hermes_git.parse.jsonio import json_loads
from hermes_git.schema.load import validate

LOCK_FILE = "skills.lock"
VERSION = 1


@dataclass(frozen=True)
class LockEntry:
    """One installed skill: where it came from, which commit, and what its files hash to."""

    source: str
    url: str
    ref: str
    commit: str
    path: str
    install_path: str
    hash: str
    installed_hash: str
    trust: str

    def to_json(self) -> dict[str, str]:
        return asdict(self)

    def evolve(self, **changes: str) -> LockEntry:
        return replace(self, **changes)


def content_hash(files: dict[str, bytes]) -> str:
    """`sha256:<hex>` over sorted relative paths and bytes (path, NUL, size, NUL, bytes each)."""
    digest = hashlib.sha256()
    for rel in sorted(files):
        data = files[rel]
        digest.update(rel.encode("utf-8") + b"\0" + str(len(data)).encode() + b"\0")
        digest.update(data)
    return "sha256:" + digest.hexdigest()


# main may hold the broken lock itself: restore the last commit where it was good
RESTORE_FIX = (
    "restore the last good lock: `git log --oneline -- skills.lock` names the commits that "
    "changed it; then `git checkout COMMIT~1 -- skills.lock` (COMMIT: the one that broke it) "
    "and `git commit -m 'Restore skills.lock' -- skills.lock`"
)


def parse(data: bytes | None) -> dict[str, LockEntry]:
    """The entries of a lock file's bytes (None: no lock yet).

    Raises:
        ConfigError: not JSON, or not matching `schemas/skills-lock.schema.json`.
    """
    if data is None:
        return {}
    try:
        doc: Any = json_loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ConfigError(f"not valid JSON: {exc}", path=LOCK_FILE, fix=RESTORE_FIX) from None
    problems = validate(doc, "skills-lock", LOCK_FILE)
    if problems:
        first = problems[0]
        raise ConfigError(
            f"{first.pointer}: {first.message}",
            path=LOCK_FILE,
            fix=f"see schemas/skills-lock.schema.json, or {RESTORE_FIX}",
        )
    return {name: LockEntry(**entry) for name, entry in doc["skills"].items()}


def render(entries: dict[str, LockEntry]) -> bytes:
    """The lock file's bytes: sorted names, one key per line (small, reviewable diffs)."""
    doc = {
        "version": VERSION,
        "skills": {name: entries[name].to_json() for name in sorted(entries)},
    }
    return (json.dumps(doc, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def merge(base: bytes | None, ours: bytes | None, theirs: bytes | None) -> bytes | None:
    """A 3-way merge of lock files entry by entry, or None when one entry changed both ways.

    Two proposals that install different skills each add their own entry; that is not a conflict.

    Raises:
        ConfigError: one side is not a valid lock file.
    """
    old, mine, other = parse(base), parse(ours), parse(theirs)
    merged: dict[str, LockEntry] = {}
    for name in sorted({*old, *mine, *other}):
        was, a, b = old.get(name), mine.get(name), other.get(name)
        if b in (a, was):
            pick = a
        elif a == was:
            pick = b
        else:
            return None
        if pick is not None:
            merged[name] = pick
    return render(merged)
