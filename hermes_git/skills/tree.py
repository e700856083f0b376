"""File trees `skill_manage` edits (in memory, on disk), and Hermes' skill lookup over them."""

from __future__ import annotations

import os
from bisect import bisect_left
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Protocol, runtime_checkable

from hermes_git.skills.model import EXCLUDED_DIRS, SKILL_FILE, SUPPORT_DIRS


class Tree(Protocol):
    """Read access to a tree of files addressed by POSIX paths from its root."""

    def read(self, path: str) -> bytes | None:
        """The bytes of the file at `path`, or None when there is no file there."""

    def list_files(self, prefix: str) -> list[str]:
        """Every file path under the folder `prefix` (with or without a trailing `/`), sorted."""


@dataclass(frozen=True)
class SkillIndex:
    """Hermes' skill lookup over one listing: the skill folders in its walk order, and the first
    folder of each name."""

    dirs: list[str]
    first: dict[str, str]

    @classmethod
    def build(cls, files: list[str], root: str, read: Callable[[str], bytes | None]) -> SkillIndex:
        """From every file under `root` (read: for SKILL.md files outside `root`)."""
        skill_files = {p for p in files if p.rsplit("/", 1)[-1] == SKILL_FILE}
        found = [tuple(p.split("/")[:-1]) for p in skill_files]
        found = [d for d in found if not _excluded(d, skill_files, root, read)]
        dirs = ["/".join(d) for d in sorted(found)]
        first: dict[str, str] = {}
        for folder in dirs:
            first.setdefault(folder.rsplit("/", 1)[-1], folder)
        return cls(dirs, first)


def _excluded(
    parts: tuple[str, ...], skill_files: set[str], root: str, read: Callable[[str], bytes | None]
) -> bool:
    """Hermes' `is_excluded_skill_path` for the SKILL.md in the folder `parts`."""
    if any(part in EXCLUDED_DIRS for part in parts):
        return True
    for depth in range(1, len(parts)):
        if parts[depth] in SUPPORT_DIRS:
            holder = "/".join(parts[:depth]) + "/" + SKILL_FILE
            inside = holder.startswith(root + "/")
            if holder in skill_files or (not inside and read(holder) is not None):
                return True
    return False


@runtime_checkable
class IndexedTree(Tree, Protocol):
    """A Tree that keeps its skill lookup between calls (`proposals.compute.GitTree`, across commits)."""

    def skill_index(self, root: str) -> SkillIndex:
        """The SkillIndex of the folder `root`."""


class DictTree:
    """A Tree over a {path: bytes} mapping."""

    def __init__(self, files: Mapping[str, bytes] | None = None) -> None:
        self.files = dict(files or {})

    def read(self, path: str) -> bytes | None:
        return self.files.get(path)

    def list_files(self, prefix: str) -> list[str]:
        folder = prefix.strip("/")
        start = folder + "/" if folder else ""
        return sorted(p for p in self.files if p.startswith(start))


class DiskTree:
    """A read-only Tree over a folder on disk (symlinks are followed, as Hermes follows them)."""

    def __init__(self, root: Path | str) -> None:
        self.root = Path(root)

    def read(self, path: str) -> bytes | None:
        parts = PurePosixPath(path).parts
        if not parts or ".." in parts or PurePosixPath(path).is_absolute() or "\x00" in path:
            return None
        target = self.root.joinpath(*parts)
        try:
            return target.read_bytes() if target.is_file() else None
        except OSError:
            return None

    def list_files(self, prefix: str) -> list[str]:
        folder = prefix.strip("/")
        base = self.root / folder if folder else self.root
        found: list[str] = []
        for current, _dirs, files in os.walk(base):
            rel = Path(current).relative_to(self.root).as_posix()
            found.extend(name if rel == "." else f"{rel}/{name}" for name in files)
        return sorted(found)


class TreeView:
    """A Tree seen from its skills folder `root`, with Hermes' `_find_skill`."""

    def __init__(self, tree: Tree, root: str, home: str | None = None) -> None:
        self.tree, self.root, self.home = tree, root, home
        self._files: list[str] | None = None
        self._index: SkillIndex | None = None

    def files(self) -> list[str]:
        """Every file under the skills folder, sorted."""
        if self._files is None:
            self._files = self.tree.list_files(self.root + "/")
        return self._files

    def files_under(self, folder: str) -> list[str]:
        """Every file under `folder` (a folder path inside the skills folder), sorted."""
        if not folder.startswith(self.root + "/"):
            return self.tree.list_files(folder + "/")
        files, start = self.files(), folder + "/"
        out = []
        for path in files[bisect_left(files, start) :]:
            if not path.startswith(start):
                break
            out.append(path)
        return out

    def kind(self, path: str) -> str | None:
        """`file`, `dir` (some file lies under it) or None (nothing there)."""
        if self.tree.read(path) is not None:
            return "file"
        return "dir" if self.files_under(path) else None

    def read_text(self, path: str) -> str:
        """The file as Hermes' `read_text` gives it: UTF-8, universal newlines.

        Raises:
            FileNotFoundError, IsADirectoryError: no file at `path`.
            UnicodeDecodeError: the file is not UTF-8.
        """
        data = self.tree.read(path)
        if data is None:
            if self.files_under(path):
                raise IsADirectoryError(21, "Is a directory", self.display(path))
            raise FileNotFoundError(2, "No such file or directory", self.display(path))
        text = data.decode("utf-8")
        return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text

    def check_writable(self, path: str) -> None:
        """Fail like Hermes' `mkdir(parents=True)` when a folder of `path` is a file.

        Raises:
            FileExistsError: a file stands where a folder must be.
        """
        parts = path.split("/")
        for depth in range(1, len(parts)):
            folder = "/".join(parts[:depth])
            if self.tree.read(folder) is not None:
                raise FileExistsError(17, "File exists", self.display(folder))

    def display(self, path: str) -> str:
        """`path` as Hermes shows it: absolute under `home` when known, else the tree path."""
        return str(PurePosixPath(self.home) / path) if self.home else path

    def skill_dirs(self) -> list[str]:
        """Folders holding a SKILL.md Hermes would find, in its walk order.

        Hermes walks with `rglob`, whose order is the file system's; this walk is depth-first
        with each folder's own SKILL.md before its subfolders, subfolders in sorted order.
        """
        return self.skill_index().dirs

    def find(self, name: object) -> str | None:
        """The first skill folder called `name` (Hermes matches the folder name only)."""
        return self.skill_index().first.get(name) if isinstance(name, str) else None

    def skill_index(self) -> SkillIndex:
        if self._index is None:
            self._index = (
                self.tree.skill_index(self.root)
                if isinstance(self.tree, IndexedTree)
                else SkillIndex.build(self.files(), self.root, self.tree.read)
            )
        return self._index
