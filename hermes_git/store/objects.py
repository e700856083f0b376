"""Writing git objects in this process: blobs, trees and commits, no ref or work tree moved."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from io import BytesIO

import git
from git.objects.fun import tree_entries_from_data, tree_to_stream
from git.objects.tree import TreeModifier
from gitdb import IStream
from gitdb.db.loose import LooseObjectDB

from hermes_git.errors import GitError
from hermes_git.store.runner import GitBase, message_file, message_text
from hermes_git.store.signing import sign_args

_DIR_MODE, _FILE_MODE = 0o040000, 0o100644
_TREES: dict[str, dict[str, tuple[int, str]]] = {}  # parsed (ms for big ones) trees by id


class ObjectWriter:
    """Builds trees and commits from a base commit plus file changes, in the object store only.

    Nothing here touches the work tree, the index or any ref: a proposal is built with it and
    then published by `GitStore.cas_ref`. Only the folders on the changed paths are rewritten,
    so the cost does not grow with the size of the repository.
    """

    def __init__(self, store: GitBase) -> None:
        self.store = store
        self.repo = store.repo
        # gitdb's own writer (zlib + SHA-1 + rename, in this process): GitPython's `odb.store`
        # starts a `git hash-object` for every object, 2-3 ms each, five for one skill edit
        self.loose = LooseObjectDB(str(store.objects_dir))

    def tree_of(self, rev: str) -> str | None:
        """The root tree id of `rev`, or None when `rev` does not exist."""
        try:
            return str(self.repo.commit(rev).tree.hexsha)
        except (git.BadName, ValueError):
            return None

    def write_tree(
        self,
        base_tree: str | None,
        writes: dict[str, bytes],
        deletes: Sequence[str] = (),
        modes: Mapping[str, int] | None = None,
    ) -> str:
        """A new root tree: `base_tree` with `writes` applied and `deletes` removed. A written
        file gets its mode from `modes` (git's: 0o100644, 0o100755), else keeps the one it
        had (a new file: 0o100644)."""
        modes = modes or {}
        changes: dict[tuple[str, ...], tuple[bytes, int | None] | None] = {
            tuple(p.split("/")): (data, modes.get(p)) for p, data in writes.items()
        }
        changes.update({tuple(p.split("/")): None for p in deletes})
        root = self._rewrite(base_tree, changes)
        return root if root is not None else self._store("tree", b"")

    def _rewrite(
        self, tree: str | None, changes: dict[tuple[str, ...], tuple[bytes, int | None] | None]
    ) -> str | None:
        entries = self._entries(tree)
        nested: dict[str, dict[tuple[str, ...], tuple[bytes, int | None] | None]] = {}
        for parts, change in changes.items():
            if len(parts) == 1:
                if change is None:
                    entries.pop(parts[0], None)
                    continue
                data, mode = change
                if mode is None:
                    mode = entries.get(parts[0], (_FILE_MODE, ""))[0]
                    mode = mode if mode != _DIR_MODE else _FILE_MODE
                entries[parts[0]] = (mode, self._store("blob", data))
            else:
                nested.setdefault(parts[0], {})[parts[1:]] = change
        for name, sub in nested.items():
            current = entries.get(name)
            child = self._rewrite(current[1] if current and current[0] == _DIR_MODE else None, sub)
            if child is None:
                entries.pop(name, None)
            else:
                entries[name] = (_DIR_MODE, child)
        if not entries:
            return None
        sha = self._store("tree", _tree_bytes(entries))
        _TREES[sha] = entries  # what the next proposal on this branch starts from
        return sha

    def _entries(self, tree: str | None) -> dict[str, tuple[int, str]]:
        if tree is not None and tree not in _TREES:
            data = self.repo.odb.stream(bytes.fromhex(tree)).read()
            if len(_TREES) > 256:
                _TREES.clear()
            _TREES[tree] = {n: (m, s.hex()) for s, m, n in tree_entries_from_data(data)}
        return {} if tree is None else dict(_TREES[tree])

    def _store(self, kind: str, data: bytes) -> str:
        stream = self.loose.store(IStream(kind, len(data), BytesIO(data)))
        return str(stream.hexsha.decode() if isinstance(stream.hexsha, bytes) else stream.hexsha)

    def commit(
        self,
        tree: str,
        parents: Sequence[str],
        message: str,
        trailers: dict[str, str] | None = None,
        *,
        sign: bool = False,
    ) -> str:
        """A commit object (no ref moves) with the user's identity, else hermes-git's; with
        `sign`, signed by this device's key when it has one (a commit meant for main)."""
        name, email = self.store.identity()
        signing = sign_args(self.store) if sign else []
        args = [*signing, "-c", f"user.name={name}", "-c", f"user.email={email}", "commit-tree"]
        args += ["-S", tree] if signing else [tree]
        for parent in parents:
            args += ["-p", parent]
        with message_file(self.store.git_dir, message_text(message, trailers)) as path:
            return self.store.run(*args, "-F", path).strip()


def _tree_bytes(entries: dict[str, tuple[int, str]]) -> bytes:
    """{name: (mode, hex id)} as a tree object's body, written by GitPython in git's order
    (`TreeModifier` sorts a folder's name as if it ended in `/`).

    Raises:
        GitError: a name git refuses (`.git`, `..`, one holding `/` or NUL).
    """
    cache = [(bytes.fromhex(sha), mode, name) for name, (mode, sha) in entries.items()]
    TreeModifier(cache).set_done()
    out = BytesIO()
    try:
        tree_to_stream(cache, out.write)
    except ValueError as exc:
        raise GitError(f"cannot write a tree: {exc}") from None
    return out.getvalue()
