"""Incremental scans, kept under `.git/hermes-git/`: findings by content, skills by `lstat`.

Two layers. A file's guard and secret findings are kept under a hash of its bytes and its
path in the skill, so an unchanged file is not scanned again. A skill folder whose every
folder and file still has the `lstat` signature (inode, size, mode, mtime and ctime in ns)
recorded when it was last walked is not even read: its files' content keys come from that
record, as git's index skips files whose stat data did not change. A signature is recorded
only when its ctime is older than a file this scan created beside the cache (git's "racy
clean" rule, on the file system's own clock): a file changed in the same clock tick as the
scan, or after it, always has a newer ctime, and ctime cannot be set back by a user the way
mtime can. A folder holding a symlink or a tool folder (`venv/`, whose scan depends on a
`.gitignore` elsewhere) gets no record and is walked every time.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from hermes_git import __version__
from hermes_git.files import atomic_write
from hermes_git.guard.model import Finding
from hermes_git.guard.secrets import SecretFinding
from hermes_git.guard.structure import Walked, signature
from hermes_git.packaged import shipped

ENGINE_VERSION = "guard-3"  # bump when the engine's output changes without a rule change
CACHE_NAME = "guard-cache.json"
SECRET_FORMATS = "secret_formats.yaml"

Signature = tuple[int, ...]


@cache
def rules_fingerprint() -> str:
    """A hash of the engine and package versions and every rule file (guard rules and
    credential formats): any change empties the cache."""
    digest = hashlib.sha256(f"{ENGINE_VERSION}\0{__version__}".encode())
    folder = shipped("hermes_git.guard", "rules")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        digest.update(entry.name.encode() + entry.read_bytes())
    digest.update(shipped("hermes_git.guard", SECRET_FORMATS).read_bytes())
    return digest.hexdigest()[:16]


def _seal(signatures: Iterable[Signature]) -> str:
    """One hash of a skill's signatures, in walk order (a record keeps this, not the numbers)."""
    return hashlib.blake2b(repr(list(signatures)).encode(), digest_size=16).hexdigest()


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


@dataclass(frozen=True)
class Known:
    """A skill folder unchanged since its record: its files (relative path, content key,
    whether the bytes hold a pragma) and its structural findings, without reading it."""

    files: list[tuple[str, str, bool]]
    structural: list[Finding]
    clean: bool = False  # no finding and no secret in any file, none structural


class FindingCache:
    """{content key: [findings, secrets]} and {skill folder: stat record}; loaded once, saved
    atomically when something changed."""

    def __init__(self, file: Path | None) -> None:
        self.file = file
        self.hits = 0
        self.misses = 0
        self.skill_hits = 0
        self._dirty = False
        self._data: dict[str, list[Any]] = {}
        self._skills: dict[str, list[Any]] = {}
        self._now: tuple[int, int] | None = None
        if file is not None and file.is_file():
            try:
                loaded = json.loads(file.read_text("utf-8"))
                if loaded.get("fingerprint") == rules_fingerprint():
                    self._data = loaded.get("files", {})
                    self._skills = loaded.get("skills", {})
            except (OSError, ValueError, AttributeError):
                self._data, self._skills = {}, {}

    @staticmethod
    def key(rel_in_skill: str, data: bytes) -> str:
        digest = hashlib.sha256(data)
        digest.update(f"\0{rel_in_skill}".encode())
        return digest.hexdigest()

    def get(self, key: str, path: str) -> list[Finding] | None:
        """The guard findings kept for a content key, shown under `path`."""
        items = self._data.get(key) or [None]
        try:
            found = [Finding.from_json({**item, "path": path}) for item in items[0]]
        except (TypeError, ValueError, IndexError, KeyError):  # none, or not findings
            self.misses += 1
            return None
        self.hits += 1
        return found

    def put(self, key: str, findings: list[Finding]) -> None:
        if self.file is None:
            return
        self._data[key] = [[f.to_json() for f in findings], None]
        self._dirty = True

    def secrets(self, key: str, path: str) -> list[SecretFinding] | None:
        """The secrets kept for a content key, shown under the repo path `path`."""
        try:
            items = self._data[key][1]
            return [SecretFinding(rule, name, path, n, cut, h) for rule, name, n, cut, h in items]
        except (LookupError, TypeError, ValueError):  # none, or not 5-lists: scan again
            return None

    def put_secrets(self, key: str, found: Sequence[SecretFinding]) -> None:
        """Keep a file's secrets beside its guard findings (put first)."""
        if self.file is None or key not in self._data:
            return
        self._data[key][1] = [[f.rule, f.description, f.line, f.excerpt, f.hash] for f in found]
        self._dirty = True

    def known(self, folder: Path) -> Known | None:
        """The record of `folder` if every folder and file in it has the signature recorded."""
        base = os.path.abspath(folder)
        record = self._skills.get(base) if self.file is not None else None
        if record is None:
            return None
        try:
            sealed, dirs, files, structural = record
            paths = [f"{base}/{rel.rstrip('/')}" if rel else base for rel in dirs]
            paths += [f"{base}/{rel}" for rel, _, _ in files]
            if _seal([signature(os.lstat(path)) for path in paths]) != sealed:
                return self._forget(base)
            listed = [(rel, key, bool(pragma)) for rel, key, pragma in files]
            if any(self._data.get(key, (None, None))[1] is None for _, key, _ in listed):
                return self._forget(base)
            made = [Finding.from_json(item) for item in structural]
        except (OSError, ValueError, TypeError):
            return self._forget(base)
        self.skill_hits += 1
        clean = not made and all(self._data[key] == [[], []] for _, key, _ in listed)
        return Known(listed, made, clean)

    def _forget(self, base: str) -> Known | None:
        """Drop a stale record; None (nothing known) for the caller to return."""
        if self._skills.pop(base, None) is not None:
            self._dirty = True
        return None

    def remember(
        self,
        folder: Path,
        walked: Walked,
        files: list[tuple[str, str, bool, Signature]],
        structural: list[Finding],
    ) -> None:
        """Record a walked folder, unless a signature is as new as this scan (racy)."""
        now = self._fs_now()
        dirs = walked.dirs
        if now is None or not dirs:
            return
        device, stamp = now
        if walked.device != device:
            return  # another file system, another clock
        sigs = [sig for _, sig in dirs] + [sig for *_, sig in files]
        if any(sig[4] >= stamp for sig in sigs):
            return  # changed in this clock tick: it could change again unseen
        self._skills[os.path.abspath(folder)] = [
            _seal(sigs),
            [rel for rel, _ in dirs],
            [[rel, key, int(pragma)] for rel, key, pragma, _ in files],
            [f.to_json() for f in structural],
        ]
        self._dirty = True

    def _fs_now(self) -> tuple[int, int] | None:
        """(device, ctime in ns) of a file created now beside the cache, once per scan."""
        if self._now is None and self.file is not None:
            probe = self.file.with_name(f".{self.file.name}.{os.getpid()}.now")
            try:
                probe.parent.mkdir(parents=True, exist_ok=True)
                probe.write_bytes(b"")
                info = os.lstat(probe)
                self._now = (info.st_dev, info.st_ctime_ns)
            except OSError:
                return None
            finally:
                with contextlib.suppress(OSError):
                    probe.unlink()
        return self._now

    def save(self) -> None:
        """Write the cache when something changed, without records of folders now gone."""
        if self.file is None or not self._dirty:
            return
        for gone in [base for base in self._skills if not os.path.isdir(base)]:
            del self._skills[gone]
        payload = {
            "fingerprint": rules_fingerprint(),
            "files": self._data,
            "skills": self._skills,
        }
        text = json.dumps(payload, separators=(",", ":"))
        self.file.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(self.file, text.encode("utf-8"), durable=False)
        self._dirty = False


def for_path(path: Path) -> FindingCache:
    """The cache of the repository holding `path`, or an in-memory one outside a repo."""
    git_dir = git_dir_of(path.resolve())
    return FindingCache(git_dir / "hermes-git" / CACHE_NAME if git_dir else None)
