"""Structural checks of a skill folder: sizes, counts, binaries, archives, symlinks, git files."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from hermes_git.guard.model import Finding

if TYPE_CHECKING:
    import pathspec

MAX_FILES = 50
MAX_FILE_BYTES = 256 * 1024
MAX_TOTAL_BYTES = 1024 * 1024
READ_CHUNK = 256 * 1024
# Tool folders that are skipped, but only where a .gitignore says git would not commit them:
# a folder git commits is scanned, whatever its name (issue 16).
SKIP_DIRS = frozenset(
    {"__pycache__", "node_modules", ".venv", "venv", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
)
MAX_IGNORE_LEVELS = 32
BINARY_SUFFIXES = frozenset(
    {
        ".exe",
        ".dll",
        ".so",
        ".dylib",
        ".bin",
        ".com",
        ".msi",
        ".dmg",
        ".app",
        ".deb",
        ".rpm",
        ".scr",
        ".sys",
        ".elf",
        ".pyc",
        ".jar",
        ".apk",
        ".pkg",
        ".class",
        ".o",
        ".a",
        ".node",
    }
)
ARCHIVE_SUFFIXES = frozenset(
    {".zip", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".7z", ".rar", ".zst", ".whl", ".egg"}
)
EXEC_OK = frozenset({".sh", ".bash", ".zsh", ".py", ".rb", ".pl", ".js", ".mjs", ".ts", ""})
GIT_FILES = frozenset({".gitattributes", ".gitmodules", ".gitconfig", ".git"})
_MAGIC = (
    (b"\x7fELF", "ELF executable"),
    (b"MZ", "Windows executable"),
    (b"\xcf\xfa\xed\xfe", "Mach-O executable"),
    (b"\xca\xfe\xba\xbe", "Mach-O/Java binary"),
    (b"PK\x03\x04", "zip archive"),
    (b"Rar!", "rar archive"),
    (b"7z\xbc\xaf", "7z archive"),
)
_MAGIC_STARTS = tuple(magic for magic, _ in _MAGIC)

# id: (severity, confidence, message)
CHECKS: dict[str, tuple[str, str, str]] = {
    "structure-symlink-escape": ("critical", "high", "a symlink points outside the skill"),
    "structure-broken-symlink": ("medium", "medium", "a symlink points nowhere"),
    "structure-executable-binary": ("high", "medium", "a compiled executable or library"),
    "structure-encrypted-archive": (
        "critical",
        "high",
        "a password-protected archive (contents cannot be scanned)",
    ),
    "structure-archive": ("medium", "medium", "an archive (contents are not scanned)"),
    "structure-git-machinery": (
        "high",
        "medium",
        "git machinery inside a skill (.gitattributes filters, hooks, "
        "submodules, a nested repository)",
    ),
    "structure-dotdot-name": ("high", "high", "a file name or link target climbing out with .."),
    "structure-too-many-files": ("low", "low", "more files than a skill usually has"),
    "structure-oversized-file": ("low", "low", "a file larger than 256 KiB"),
    "structure-oversized-skill": ("low", "low", "the skill is larger than 1 MiB"),
    "structure-unexpected-executable": ("low", "low", "an executable bit on a non-script file"),
}


@dataclass(frozen=True)
class Entry:
    """One file of a skill: its relative POSIX path, whether it is a regular file, its bytes.

    `data` is read during the walk for files up to `MAX_FILE_BYTES` (the walk looks at each
    file's first bytes anyway); None for larger files, links and files that could not be read.
    """

    rel: str
    path: Path
    regular: bool
    data: bytes | None = field(default=None, repr=False)
    sig: tuple[int, ...] = field(default=(), repr=False, compare=False)  # `lstat` (cache.py)
    key: str = field(default="", repr=False, compare=False)  # content key, from a record
    pragma: bool = field(default=False, repr=False, compare=False)  # holds `hermes-git:`

    @property
    def file(self) -> Path:
        """The file on disk: `path`, or `path / rel` for an entry of a stat record (`key`
        set), whose `path` is the skill folder (a Path per file costs more than its check)."""
        return self.path / self.rel if self.key else self.path


@dataclass
class Walked:
    """What a walk saw that a stat record needs: each folder's `lstat` signature, and whether
    the folder is plain (no symlink, no tool folder: its scan depends on nothing outside)."""

    dirs: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    plain: bool = True
    device: int = -1  # the root's file system
    linked: bool = True  # the root may be a symlink (False: its `lstat` said a folder)


def _finding(check: str, rel: str, detail: str = "") -> Finding:
    severity, confidence, message = CHECKS[check]
    return Finding(
        check, "structure", severity, confidence, rel, 0, detail or rel, message, "structure"
    )


def walk(root: Path, seen: Walked | None = None) -> tuple[list[Entry], list[Finding]]:
    """Every file under `root` (symlinks not followed) and the structural findings.

    The order of `os.walk` (top down, names sorted): a folder's folders and files, then each
    kept sub-folder in turn. `os.scandir` gives each name's type without a system call, and
    one `lstat` per file serves every size check (and is kept as the entry's `sig`; `seen`
    collects the folders' signatures, each taken before the folder is listed).
    """
    entries: list[Entry] = []
    findings: list[Finding] = []
    sizes: list[int] = []
    resolved: list[Path] = []  # the resolved root, worked out once and only for a symlink

    def real_root() -> Path:
        if not resolved:
            resolved.append(root.resolve())
        return resolved[0]

    _walk_folder(root, "", real_root, entries, findings, sizes, seen or Walked())
    findings.extend(_totals(len(entries), sum(sizes)))
    return entries, findings


def _walk_folder(
    here: Path,
    prefix: str,
    real_root: Callable[[], Path],
    entries: list[Entry],
    findings: list[Finding],
    sizes: list[int],
    seen: Walked,
) -> None:
    """`real_root` gives the resolved root, worked out only when a symlink needs it."""
    try:
        info = os.lstat(here)
        seen.dirs.append((prefix, signature(info)))
        if not prefix:  # a linked skill folder: its link's signature says nothing of it
            seen.linked = stat.S_ISLNK(info.st_mode)
            seen.device, seen.plain = info.st_dev, seen.plain and not seen.linked
        with os.scandir(here) as scan:
            items = sorted(scan, key=lambda item: item.name)
    except OSError:
        seen.plain = False
        return
    dirs: list[os.DirEntry[str]] = []
    files: list[os.DirEntry[str]] = []
    for item in items:
        try:
            is_dir = item.is_dir()
        except OSError:
            is_dir = False
        (dirs if is_dir else files).append(item)
    kept = []
    for item in dirs:
        name, rel = item.name, prefix + item.name
        if name in (".git", "hooks") and _git_dir(here / name, name):
            findings.append(_finding("structure-git-machinery", rel))
        if item.is_symlink():
            seen.plain = False
            findings.extend(_symlink(here / name, rel, real_root()))
        elif name not in SKIP_DIRS or not git_ignores(here / name):
            kept.append((here / name, rel + "/"))
        seen.plain = seen.plain and name not in SKIP_DIRS
    for item in files:
        path, rel = here / item.name, prefix + item.name
        if item.is_symlink():
            seen.plain = False
            findings.extend(_symlink(path, rel, real_root()))
            entries.append(Entry(rel, path, False))
            continue
        info = item.stat(follow_symlinks=False)  # not a link: what `stat` would give
        data = _contents(item.path, info.st_size) if info.st_size <= MAX_FILE_BYTES else None
        entries.append(Entry(rel, path, True, data, signature(info)))
        sizes.append(info.st_size)
        findings.extend(
            _file_checks(
                item.name,
                rel,
                info.st_size,
                bool(info.st_mode & stat.S_IXUSR),
                _head(path) if data is None else data[:16],
            )
        )
    for folder, folder_prefix in kept:
        _walk_folder(folder, folder_prefix, real_root, entries, findings, sizes, seen)


def signature(info: os.stat_result) -> tuple[int, ...]:
    """What `lstat` says of a file or folder that changes whenever its content can have."""
    return (info.st_ino, info.st_size, info.st_mode, info.st_mtime_ns, info.st_ctime_ns)


HOOK_NAMES = frozenset({"pre-commit", "post-checkout", "post-merge", "pre-push", "commit-msg"})


def git_ignores(folder: Path) -> bool:
    """Whether a `.gitignore` between `folder` and its repository's top ignores `folder`
    (read with `pathspec`, git's own wildmatch rules; no git is run)."""
    folder = folder.absolute()
    base = folder.parent
    for _ in range(MAX_IGNORE_LEVELS):
        spec = _ignore_spec(base)
        if spec is not None and spec.match_file(folder.relative_to(base).as_posix() + "/"):
            return True
        if (base / ".git").exists() or base.parent == base:
            return False
        base = base.parent
    return False


def _ignore_spec(base: Path) -> pathspec.GitIgnoreSpec | None:
    try:
        lines = (base / ".gitignore").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return None
    # deferred for start-up (~8 ms): only a skill holding a folder like node_modules needs it
    import pathspec

    return pathspec.GitIgnoreSpec.from_lines(lines)


def _git_dir(path: Path, name: str) -> bool:
    if name == ".git":
        return True
    return any((path / h).exists() for h in HOOK_NAMES)


def walk_files(files: Mapping[str, bytes]) -> tuple[list[Entry], list[Finding]]:
    """`walk` of a skill given as {path relative to its folder: bytes} (read from git): the
    entries, in the same order, and the findings a copy of it on disk would get (regular
    files, none executable), without writing one."""
    folders: dict[str, tuple[set[str], list[str]]] = {"": (set(), [])}
    for rel in files:
        *parents, name = rel.split("/")
        prefix = ""
        for part in parents:
            folders[prefix][0].add(part)
            prefix += part + "/"
            folders.setdefault(prefix, (set(), []))
        folders[prefix][1].append(name)
    entries: list[Entry] = []
    findings: list[Finding] = []
    _walk_mapping(files, folders, "", entries, findings)
    findings.extend(_totals(len(entries), sum(len(files[e.rel]) for e in entries)))
    return entries, findings


def _walk_mapping(
    files: Mapping[str, bytes],
    folders: dict[str, tuple[set[str], list[str]]],
    prefix: str,
    entries: list[Entry],
    findings: list[Finding],
) -> None:
    subdirs, names = folders[prefix]
    kept = []
    for name in sorted(subdirs):
        rel = prefix + name
        inside = folders[rel + "/"]
        if name == ".git" or (
            name == "hooks" and not HOOK_NAMES.isdisjoint([*inside[0], *inside[1]])
        ):
            findings.append(_finding("structure-git-machinery", rel))
        kept.append(rel + "/")  # read from git: git commits it
    for name in sorted(names):
        rel = prefix + name
        data = files[rel]
        entries.append(Entry(rel, Path(rel), True, data))
        findings.extend(_file_checks(name, rel, len(data), False, data[:16]))
    for folder in kept:
        _walk_mapping(files, folders, folder, entries, findings)


def _symlink(path: Path, rel: str, real_root: Path) -> list[Finding]:
    target = os.readlink(path)
    if ".." in PurePosixPath(target).parts:
        escapes = not (path.parent / target).resolve().is_relative_to(real_root)
        if escapes:
            return [_finding("structure-symlink-escape", rel, f"{rel} -> {target}")]
    try:
        resolved = path.resolve(strict=True)
    except (OSError, RuntimeError):
        return [_finding("structure-broken-symlink", rel, f"{rel} -> {target}")]
    if not resolved.is_relative_to(real_root):
        return [_finding("structure-symlink-escape", rel, f"{rel} -> {target}")]
    return []


def _suffix(name: str) -> str:
    """`PurePosixPath(name).suffix` of a file name, without making a path (20,000 skills)."""
    dot = name.rfind(".")
    return name[dot:] if 0 < dot < len(name) - 1 else ""


def _file_checks(name: str, rel: str, size: int, executable: bool, head: bytes) -> list[Finding]:
    found = []
    suffix = _suffix(name).lower()
    if name in GIT_FILES:
        found.append(_finding("structure-git-machinery", rel))
    if ".." in name.split("/"):
        found.append(_finding("structure-dotdot-name", rel))
    kind = ""
    if head.startswith(_MAGIC_STARTS):
        kind = next(label for magic, label in _MAGIC if head.startswith(magic))
    if suffix in BINARY_SUFFIXES or "executable" in kind or "binary" in kind:
        found.append(_finding("structure-executable-binary", rel, f"{rel} ({kind or suffix})"))
    elif suffix in ARCHIVE_SUFFIXES or "archive" in kind:
        encrypted = kind == "zip archive" and len(head) > 7 and head[6] & 1
        check = "structure-encrypted-archive" if encrypted else "structure-archive"
        found.append(_finding(check, rel))
    if size > MAX_FILE_BYTES:
        found.append(_finding("structure-oversized-file", rel, f"{rel} ({size} bytes)"))
    if executable and suffix not in EXEC_OK and not kind:
        found.append(_finding("structure-unexpected-executable", rel))
    return found


def _contents(path: str, size: int) -> bytes | None:
    """Every byte of the file at `path`, `size` long when it was listed: read with the system
    calls alone (a Python file object costs four more a file: 20,000 skills), to the end."""
    try:
        handle = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        chunks = [os.read(handle, size + 1)]
        while chunk := os.read(handle, READ_CHUNK):  # grown since, or a short read: to the end
            chunks.append(chunk)
    except OSError:
        return None
    finally:
        os.close(handle)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def _head(path: Path) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(16)
    except OSError:
        return b""


def _totals(count: int, total: int) -> list[Finding]:
    found = []
    if count > MAX_FILES:
        found.append(_finding("structure-too-many-files", ".", f"{count} files"))
    if total > MAX_TOTAL_BYTES:
        found.append(_finding("structure-oversized-skill", ".", f"{total} bytes"))
    return found
