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
`.gitignore` elsewhere) gets no record and is walked every time. A memory file with no
finding at all is recorded the same way (`clean_file`).

The file is one `marshal` record (as `skills.walkcache` and the config cache): the skill
records, each with a `clean` flag (no finding, no secret, nothing structural) so that a warm
scan of a clean home checks signatures and nothing else (a clean record keeps no content
keys), and the findings by content key as one nested `marshal` blob, read only when a file must
be looked up. A record keeps a BLAKE2b digest of its packed signatures (`SIGNATURE`).
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import stat
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git import __version__
from hermes_git.files import atomic_write, collector_paused
from hermes_git.guard.model import Finding
from hermes_git.guard.read.structure import Walked, signature
from hermes_git.packaged import shipped

if TYPE_CHECKING:
    from hermes_git.guard.secrets.secrets import SecretFinding

ENGINE_VERSION = "guard-3"  # bump when the engine's output changes without a rule change
FORMAT = 5  # the layout of the cache file
CACHE_NAME = "guard-cache.marshal"
OLD_NAME = "guard-cache.json"  # the JSON cache before FORMAT 4: removed by the first save
SECRET_FORMATS = "secret_formats.yaml"
SIGNATURE = struct.Struct("<QQQqq")  # inode, size, mode, mtime ns, ctime ns (cache.signature)
CLEAN: list[Any] = [[], []]  # what a file with no finding and no secret keeps

Signature = tuple[int, ...]


@cache
def rules_fingerprint() -> str:
    """A hash of the engine and package versions and every rule file (guard rules and
    credential formats): any change empties the cache."""
    digest = hashlib.sha256(f"{ENGINE_VERSION}\0{__version__}".encode())
    folder = shipped("hermes_git.guard", "rules")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        digest.update(entry.name.encode() + entry.read_bytes())
    digest.update(shipped("hermes_git.guard.secrets", SECRET_FORMATS).read_bytes())
    return digest.hexdigest()[:16]


def _seal(signatures: Iterable[Signature]) -> bytes:
    """One 128-bit BLAKE2b digest of a skill's signatures, packed in walk order (a record
    keeps this, not the 40 bytes a path).

    Raises:
        struct.error: a number does not fit (no record is kept then).
    """
    packed = b"".join([SIGNATURE.pack(*sig) for sig in signatures])
    return hashlib.blake2b(packed, digest_size=16).digest()


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
    whether the bytes hold a pragma; none for a clean one) and its structural findings,
    without reading it."""

    files: list[tuple[str, str, bool]]
    structural: list[Finding]
    clean: bool = False  # no finding and no secret in any file, none structural


class FindingCache:
    """{content key: [findings, secrets]}, {skill folder: stat record} and {memory file: stat
    record}; loaded once, saved atomically when something changed."""

    def __init__(self, file: Path | None) -> None:
        self.file = file
        self.hits = 0
        self.misses = 0
        self.skill_hits = 0
        self._dirty = False
        self._blob: bytes | None = None  # the findings by key, until first looked up
        self._files: dict[str, list[Any]] = {}
        self._skills: dict[str, tuple[Any, ...]] = {}
        self._clean_files: dict[str, bytes] = {}
        self._seen: set[str] = set()  # records checked or written by this scan
        self._now: tuple[int, int] | None = None
        if file is not None:
            self._load(file)

    def _load(self, file: Path) -> None:
        with contextlib.suppress(OSError, EOFError, ValueError, TypeError), collector_paused():
            version, fingerprint, skills, clean_files, blob = marshal.loads(file.read_bytes())
            if (version, fingerprint) != (FORMAT, rules_fingerprint()):
                return
            if not (isinstance(skills, dict) and isinstance(clean_files, dict)):
                return
            paths = [*skills, *clean_files]  # a damaged file: anything but paths is no cache
            if isinstance(blob, bytes) and all(type(path) is str for path in paths):
                self._skills, self._clean_files, self._blob = skills, clean_files, blob

    @property
    def _data(self) -> dict[str, list[Any]]:
        """The findings by content key (the nested blob is read on first use)."""
        if self._blob is not None:
            blob, self._blob = self._blob, None
            with contextlib.suppress(EOFError, ValueError, TypeError):
                loaded = marshal.loads(blob)
                if isinstance(loaded, dict):
                    self._files = loaded
        return self._files

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
            if not items:
                return [] if items == [] else None
            # the secret engine loads only when a kept secret is shown (warm scans need none)
            from hermes_git.guard.secrets.secrets import SecretFinding

            return [SecretFinding(rule, name, path, n, cut, h) for rule, name, n, cut, h in items]
        except (LookupError, TypeError, ValueError):  # none, or not 5-lists: scan again
            return None

    def put_secrets(self, key: str, found: Sequence[SecretFinding]) -> None:
        """Keep a file's secrets beside its guard findings (put first)."""
        if self.file is None or key not in self._data:
            return
        self._data[key][1] = [[f.rule, f.description, f.line, f.excerpt, f.hash] for f in found]
        self._dirty = True

    def clean(self, base: str, info: os.stat_result | None = None) -> bool:
        """Whether the skill folder at the absolute path `base` is unchanged since a record
        that found nothing in it (`info`: the folder's own `lstat`, if the caller has it)."""
        record = self._skills.get(base) if self.file is not None else None
        if record is None:
            return False
        try:
            if record[4] is not True or self._signed(base, record[1], record[2], info) != record[0]:
                return False
        except (OSError, LookupError, TypeError, ValueError, struct.error):
            return False
        self._seen.add(base)
        self.skill_hits += 1
        return True

    @staticmethod
    def _signed(
        base: str, dirs: Sequence[str], files: Sequence[Any], info: os.stat_result | None
    ) -> bytes:
        """The seal of `base`'s recorded folders and files as they are now (`_seal` of their
        signatures, packed here straight from each `lstat`: 20,000 skills in a warm scan)."""
        lstat, pack = os.lstat, SIGNATURE.pack
        packed = []
        for rel in dirs:
            got = info if info is not None and not rel else lstat(f"{base}/{rel}"[:-1])
            packed.append(
                pack(got.st_ino, got.st_size, got.st_mode, got.st_mtime_ns, got.st_ctime_ns)
            )
        for item in files:
            got = lstat(f"{base}/{item[0]}")
            packed.append(
                pack(got.st_ino, got.st_size, got.st_mode, got.st_mtime_ns, got.st_ctime_ns)
            )
        return hashlib.blake2b(b"".join(packed), digest_size=16).digest()

    def known(self, folder: Path) -> Known | None:
        """The record of `folder` if every folder and file in it has the signature recorded."""
        if not self._skills:  # a cold scan: nothing recorded to look up
            return None
        base = os.path.abspath(folder)
        record = self._skills.get(base) if self.file is not None else None
        if record is None:
            return None
        try:
            sealed, dirs, files, structural, clean = record
            if self._signed(base, dirs, files, None) != sealed:
                return self._forget(base)
            listed: list[tuple[str, str, bool]] = []
            if clean is not True:  # a clean record keeps no content keys: none is looked up
                listed = [(rel, key, bool(pragma)) for rel, key, pragma in files]
            if any(self._data.get(key, (None, None))[1] is None for _, key, _ in listed):
                return self._forget(base)
            made = [Finding.from_json(item) for item in structural]
        except (OSError, ValueError, TypeError, struct.error):
            return self._forget(base)
        self._seen.add(base)
        self.skill_hits += 1
        return Known(listed, made, clean is True)

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
        capable: bool = False,
    ) -> None:
        """Record a walked folder, unless a signature is as new as this scan (racy);
        `capable`: the skill has capabilities, so it is never recorded clean (a warm scan
        must show them)."""
        dirs = walked.dirs
        sigs = [sig for _, sig in dirs]
        sigs += [item[3] for item in files]
        if not dirs or not self._trusted(walked.device, sigs):
            return
        data = self._data
        clean = not capable and not structural and all(data.get(item[1]) == CLEAN for item in files)
        try:
            sealed = _seal(sigs)
        except struct.error:
            return
        base = os.path.abspath(folder)
        self._skills[base] = (
            sealed,
            tuple([rel for rel, _ in dirs]),
            tuple([(rel,) if clean else (rel, key, int(pragma)) for rel, key, pragma, _ in files]),
            tuple([f.to_json() for f in structural]) if structural else (),
            clean,
        )
        self._seen.add(base)
        self._dirty = True

    def _trusted(self, device: int, sigs: Sequence[Signature]) -> bool:
        """Whether signatures taken on `device` are older than this scan (not racy)."""
        now = self._fs_now()
        if now is None or device != now[0]:
            return False  # no clock, or another file system's
        return all([sig[4] < now[1] for sig in sigs])

    def clean_file(self, path: str) -> bool:
        """Whether the file at the absolute path `path` is unchanged since a record saying it
        holds no finding and no secret (`remember_clean_file`)."""
        sealed = self._clean_files.get(path) if self.file is not None else None
        if sealed is None:
            return False
        try:
            same = _seal([signature(os.lstat(path))]) == sealed
        except (OSError, struct.error):
            same = False
        if same:
            self._seen.add(path)
        return same

    def remember_clean_file(self, path: str, info: os.stat_result) -> None:
        """Record that the file at `path`, with the `lstat` `info` taken before it was read,
        holds nothing (unless racy, or not a regular file)."""
        sig = signature(info)
        if self.file is None or not stat.S_ISREG(info.st_mode):
            return
        if not self._trusted(info.st_dev, [sig]):
            return
        with contextlib.suppress(struct.error):
            self._clean_files[path] = _seal([sig])
            self._seen.add(path)
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
        """Write the cache when something changed, without records of folders now gone
        (a record this scan checked or wrote is there: only the others are looked at)."""
        if self.file is None or not self._dirty:
            return
        seen = self._seen
        for gone in [b for b in self._skills if b not in seen and not os.path.isdir(b)]:
            del self._skills[gone]
        for gone in [p for p in self._clean_files if p not in seen and not os.path.isfile(p)]:
            del self._clean_files[gone]
        blob = self._blob if self._blob is not None else marshal.dumps(self._files)
        payload = (FORMAT, rules_fingerprint(), self._skills, self._clean_files, blob)
        self.file.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(self.file, marshal.dumps(payload), mode=0o600, durable=False)
        self._dirty = False
        if self.file.name == CACHE_NAME:
            with contextlib.suppress(OSError):
                self.file.with_name(OLD_NAME).unlink(missing_ok=True)


def for_path(path: Path) -> FindingCache:
    """The cache of the repository holding `path`, or an in-memory one outside a repo."""
    git_dir = git_dir_of(path.resolve())
    return FindingCache(git_dir / "hermes-git" / CACHE_NAME if git_dir else None)
