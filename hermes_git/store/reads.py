"""Reading commits without a checkout: file listings, file contents, diffs between commits.

Answers about a full commit id never change, so they are kept for the life of the store.
"""

from __future__ import annotations

import bisect
import re
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

from hermes_git.errors import GitError
from hermes_git.store.runner import GitBase, _clean_env

REGULAR_MODE, EXECUTABLE_MODE = "100644", "100755"
FILE_MODES = (REGULAR_MODE, EXECUTABLE_MODE)  # what git records for a plain file


class TreeReads(GitBase):
    """What a commit holds, read through git's batch readers and kept per commit id."""

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self._listings: dict[str, list[str]] = {}
        self._bases: dict[tuple[str, str], str | None] = {}
        self._diffs: dict[tuple[str, str], list[str]] = {}
        self._contents: dict[tuple[str, str], bytes | None] = {}  # (commit id, path): bytes
        self._trees: dict[str, dict[str, tuple[str, str]]] = {}  # commit: {path: (mode, id)}

    def blob_ids(self, rev: str, paths: Sequence[str]) -> dict[str, str]:
        """{path: blob id} for each of `paths` that is a file (or symlink) at `rev` (from the
        listing `list_files` kept of that commit, if any)."""
        return {p: blob for p, (_mode, blob) in self.file_entries(rev, paths).items()}

    def executables(self, rev: str, paths: Sequence[str]) -> frozenset[str]:
        """Which of `paths` are executable files at `rev` (mode 100755)."""
        return frozenset(
            p
            for p, (mode, _blob) in self.file_entries(rev, paths).items()
            if mode == EXECUTABLE_MODE
        )

    def file_entries(self, rev: str, paths: Sequence[str]) -> dict[str, tuple[str, str]]:
        """{path: (mode, blob id)} for each of `paths` that is a file (or symlink) at `rev`."""
        if not paths:
            return {}
        entries = self._trees.get(rev) or self._entries(
            "ls-tree", "-z", "--full-tree", rev, "--", *paths
        )
        return {
            p: entry
            for p in paths
            if (entry := entries.get(p)) and entry[0].startswith(("100", "120"))
        }

    def _entries(self, command: str, *args: str) -> dict[str, tuple[str, str]]:
        """{path: (mode, object id)} from `ls-tree -z` or `ls-files -s -z` (literal paths)."""
        out = self.run("--literal-pathspecs", command, *args, strip_newline_in_stdout=False)
        entries = {}
        for item in out.split("\0"):
            if item:
                meta, path = item.split("\t", 1)
                fields = meta.split()
                entries[path] = (fields[0], fields[1] if command == "ls-files" else fields[2])
        return entries

    def merge_base(self, ours: str, theirs: str) -> str | None:
        """The best common ancestor of two commits, or None for unrelated histories
        (asked of git once per pair of commit ids)."""
        key = (min(ours, theirs), max(ours, theirs))
        if key not in self._bases or not _fixed(ours, theirs):
            status, out, _err = self.run_status("merge-base", ours, theirs)
            self._bases[key] = out.split()[0] if status == 0 and out.strip() else None
        return self._bases[key]

    def changed_paths(self, old: str, new: str) -> list[str]:
        """Paths that differ between two commits (asked of git once per pair of ids; when the
        files of `old` are listed already, those of `new` are then known too)."""
        key = (old, new)
        if key not in self._diffs or not _fixed(old, new):
            out = self.run(
                "diff-tree",
                "-r",
                "-z",
                "--no-renames",
                "--no-abbrev",
                old,
                new,
                strip_newline_in_stdout=False,
            )
            changes = _raw_changes(out)
            self._diffs[key] = list(changes)
            if _fixed(old, new) and old in self._trees and new not in self._trees:
                self._keep_listing(new, _patched_listing(self._trees[old], changes))
        return list(self._diffs[key])

    def read_file(self, rev: str, path: str) -> bytes | None:
        """The bytes of `path` at `rev`, or None when it is not a file there (kept, as by
        `read_files`, when `rev` is a commit id)."""
        if not _fixed(rev):
            return self._read_file(rev, path)
        if (rev, path) not in self._contents:
            self._contents[rev, path] = self._read_file(rev, path)
        return self._contents[rev, path]

    def _read_file(self, rev: str, path: str) -> bytes | None:
        if "\n" not in path and "\n" not in rev:  # git's persistent `cat-file --batch`
            try:
                _sha, kind, _size, data = self.repo.git.get_object_data(f"{rev}:{path}")
            except ValueError:
                return None
            return bytes(data) if kind in (b"blob", "blob") else None
        import git  # a path or revision with a newline: GitPython's tree reader

        try:
            blob = self.repo.commit(rev).tree / path
        except (KeyError, git.BadName, ValueError):
            return None
        if blob.type != "blob":
            return None
        return bytes(blob.data_stream.read())

    def remember(self, rev: str, contents: Mapping[str, bytes | None]) -> None:
        """Keep `contents` ({path: bytes}, None: no file there) as what the commit `rev` holds,
        for a commit just written from them (reads of those paths then ask no git)."""
        if _fixed(rev):
            self._contents.update(((rev, p), data) for p, data in contents.items())

    def read_files(self, rev: str, paths: Sequence[str]) -> dict[str, bytes]:
        """{path: bytes} for each of `paths` that is a file at `rev`, all read by one git.

        What was read at a commit id is kept: a sync gates the merged files, then writes them.
        """
        if not _fixed(rev):
            return self._read_files(rev, paths)
        missing = [p for p in paths if (rev, p) not in self._contents]
        if missing:
            found = self._read_files(rev, missing, self._trees.get(rev))
            self._contents.update(((rev, p), found.get(p)) for p in missing)
        return {p: data for p in paths if (data := self._contents[rev, p]) is not None}

    def _read_files(
        self, rev: str, paths: Sequence[str], listed: dict[str, tuple[str, str]] | None = None
    ) -> dict[str, bytes]:
        """`read_files` uncached; `listed` (the whole listing at `rev`, with object ids) lets
        git read each blob by id instead of walking the trees down to it, which costs a parse
        of every tree on the way (a `skills/` of a thousand entries: ~0.1 ms a file)."""
        if listed is not None:
            paths = [p for p in paths if p in listed]
        found = {
            p: data for p in paths if "\n" in p if (data := self._read_file(rev, p)) is not None
        }
        asked = [p for p in paths if "\n" not in p and "\n" not in rev]
        if not asked:
            return found
        names = [listed[p][1] for p in asked] if listed else [f"{rev}:{p}" for p in asked]
        done = subprocess.run(
            ["git", "cat-file", "--batch"],
            cwd=self.root,
            env=_clean_env(),
            input="".join(f"{name}\n" for name in names).encode("utf-8"),
            capture_output=True,
            check=False,
        )
        if done.returncode != 0:
            raise GitError(f"git cat-file failed: {done.stderr.decode(errors='replace')}")
        out, pos = done.stdout, 0
        for path in asked:
            end = out.index(b"\n", pos)
            header, pos = out[pos:end], end + 1
            if header.endswith((b" missing", b" ambiguous")):
                continue
            _sha, kind, size = header.split(b" ")
            if kind == b"blob":
                found[path] = out[pos : pos + int(size)]
            pos += int(size) + 1
        return found

    def known_sizes(self, rev: str, folders: Sequence[str]) -> dict[str, dict[str, int]] | None:
        """{folder: {path: bytes}} of every blob under each of `folders` at `rev`, when the
        commit is listed and each of them was read already (a sync gates the files it then
        checks for size); None: not all known here."""
        if rev not in self._listings:
            return None
        owners: dict[str, str] = {}  # a path counts for the first folder it is in
        for folder in folders:
            for path in self.list_files(rev, folder):
                owners.setdefault(path, folder)
        contents = self._contents
        if any((rev, p) not in contents for p in owners):
            return None
        found: dict[str, dict[str, int]] = {f: {} for f in folders}
        for path, folder in owners.items():
            data = contents[rev, path]
            if data is not None:
                found[folder][path] = len(data)
        return found

    def list_files(self, rev: str, prefix: str) -> list[str]:
        """Every file path under `prefix` at `rev` (sorted); a commit id's listing is kept."""
        if not _fixed(rev):
            return self._ls_tree(rev, prefix)
        if rev not in self._listings:
            self._keep_listing(rev, self._ls_entries(rev))
        listing, folder = self._listings[rev], prefix.rstrip("/")
        if not folder:
            return list(listing)
        # the paths under a folder are one run of the sorted listing
        start = bisect.bisect_left(listing, folder)
        end = bisect.bisect_left(listing, folder + "0")  # "0" sorts right after "/"
        return [p for p in listing[start:end] if p == folder or p.startswith(folder + "/")]

    def _keep_listing(self, rev: str, entries: dict[str, tuple[str, str]]) -> None:
        self._trees[rev] = entries
        self._listings[rev] = sorted(entries)

    def _ls_entries(self, rev: str) -> dict[str, tuple[str, str]]:
        """{path: (mode, object id)} of every file (blob, or a submodule's commit) at `rev`."""
        out = self.run("ls-tree", "-r", "-z", "--full-tree", rev, strip_newline_in_stdout=False)
        entries = (item.split("\t", 1) for item in out.split("\0") if item)
        return {
            path: (fields[0], fields[2]) for meta, path in entries if (fields := meta.split(" "))
        }

    def _ls_tree(self, rev: str, prefix: str) -> list[str]:
        out = self.run(
            "ls-tree",
            "-r",
            "-z",
            "--name-only",
            "--full-tree",
            rev,
            "--",
            prefix.rstrip("/") or ".",
            strip_newline_in_stdout=False,
        )
        return sorted(p for p in out.split("\0") if p)


def _raw_changes(out: str) -> dict[str, tuple[str, str] | None]:
    """`diff-tree -r -z --no-abbrev` output as {path: (new mode, new id), None: deleted}."""
    items = out.split("\0")
    changes: dict[str, tuple[str, str] | None] = {}
    for meta, path in zip(items[0:-1:2], items[1::2], strict=True):
        _old_mode, mode, _old_id, new_id, _status = meta.lstrip(":").split(" ")
        changes[path] = None if mode == "000000" else (mode, new_id)
    return changes


def _patched_listing(
    entries: dict[str, tuple[str, str]], changes: dict[str, tuple[str, str] | None]
) -> dict[str, tuple[str, str]]:
    """A commit's {path: (mode, id)} from its parent's and `diff-tree -r`'s changes (None: the
    path is gone)."""
    patched = dict(entries)
    for path, entry in changes.items():
        if entry is None:
            patched.pop(path, None)
        else:
            patched[path] = entry
    return patched


def _fixed(*revs: str) -> bool:
    """Whether every rev is a full object id (its answers can never change)."""
    return all(_OBJECT_ID.fullmatch(r) for r in revs)


_OBJECT_ID = re.compile("[0-9a-f]{40}")
