"""Incremental scans: findings of a file kept by content hash, under `.git/hermes-git/`."""

from __future__ import annotations

import hashlib
import json
import os
from functools import cache
from pathlib import Path

from hermes_git.guard.model import Finding
from hermes_git.packaged import shipped

ENGINE_VERSION = "guard-1"
CACHE_NAME = "guard-cache.json"


@cache
def rules_fingerprint() -> str:
    """A hash of the engine version and every rule file: a rule change empties the cache."""
    digest = hashlib.sha256(ENGINE_VERSION.encode())
    folder = shipped("hermes_git.guard", "rules")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        digest.update(entry.name.encode() + entry.read_bytes())
    return digest.hexdigest()[:16]


def git_dir_of(path: Path) -> Path | None:
    """The `.git` folder of the repository holding `path`, if any (a `.git` file is followed)."""
    for folder in [path, *path.parents]:
        marker = folder / ".git"
        if marker.is_dir():
            return marker
        if marker.is_file():
            text = marker.read_text("utf-8", "replace").strip()
            if text.startswith("gitdir:"):
                return (folder / text[7:].strip()).resolve()
    return None


class FindingCache:
    """{content key: findings}, loaded once, saved atomically when something was added."""

    def __init__(self, file: Path | None) -> None:
        self.file = file
        self.hits = 0
        self.misses = 0
        self._dirty = False
        self._data: dict[str, list[dict[str, object]]] = {}
        if file is not None and file.is_file():
            try:
                loaded = json.loads(file.read_text("utf-8"))
                if loaded.get("fingerprint") == rules_fingerprint():
                    self._data = loaded.get("files", {})
            except (OSError, ValueError, AttributeError):
                self._data = {}

    @staticmethod
    def key(rel_in_skill: str, data: bytes) -> str:
        digest = hashlib.sha256(data)
        digest.update(f"\0{rel_in_skill}".encode())
        return digest.hexdigest()

    def get(self, key: str, path: str) -> list[Finding] | None:
        items = self._data.get(key)
        if items is None:
            self.misses += 1
            return None
        self.hits += 1
        return [Finding.from_json({**item, "path": path}) for item in items]

    def put(self, key: str, findings: list[Finding]) -> None:
        if self.file is None:
            return
        self._data[key] = [f.to_json() for f in findings]
        self._dirty = True

    def save(self) -> None:
        if self.file is None or not self._dirty:
            return
        self.file.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.file.with_name(f".{self.file.name}.{os.getpid()}.tmp")
        payload = {"fingerprint": rules_fingerprint(), "files": self._data}
        tmp.write_text(json.dumps(payload, separators=(",", ":")), "utf-8")
        os.replace(tmp, self.file)
        self._dirty = False


def for_path(path: Path) -> FindingCache:
    """The cache of the repository holding `path`, or an in-memory one outside a repo."""
    git_dir = git_dir_of(path.resolve())
    return FindingCache(git_dir / "hermes-git" / CACHE_NAME if git_dir else None)
