"""Folder listings of commits, each made from the last one (per process, per repository).

Hermes finds a skill by walking every folder under `skills/`, so a proposal needs the list of
every file there. `git ls-tree -r` gives it in time proportional to the number of skills; here a
commit's listing is made from the previous one this process listed, with `git diff-tree` (which
reads only the folders that changed), so a proposal costs the same on 200 skills as on 20,000.
The skill lookup (`SkillIndex`) is reused for as long as no SKILL.md was added or deleted.
A commit's files never change, so an entry is never stale; a few recent ones are kept.
"""

from __future__ import annotations

import threading
from bisect import bisect_left, insort
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from hermes_git.errors import GitError
from hermes_git.skills.model import SKILL_FILE
from hermes_git.skills.tree import SkillIndex
from hermes_git.store.gitstore import GitStore

KEEP = 8  # listings kept (a few branches proposed to in turn)


@dataclass
class Listing:
    """Every file under `folder` at `commit` (sorted), and its skill lookup once asked for."""

    commit: str
    folder: str
    files: list[str]
    index: SkillIndex | None = None

    def skill_index(self, read: Callable[[str], bytes | None]) -> SkillIndex:
        if self.index is None:
            self.index = SkillIndex.build(self.files, self.folder, read)
        return self.index

    def under(self, folder: str) -> list[str]:
        """The files under `folder`, a folder inside this listing's."""
        start = folder.rstrip("/") + "/"
        out = []
        for path in self.files[bisect_left(self.files, start) :]:
            if not path.startswith(start):
                break
            out.append(path)
        return out


_kept: OrderedDict[tuple[str, str, str], Listing] = OrderedDict()
_guard = threading.Lock()


def listing(store: GitStore, commit: str, folder: str) -> Listing:
    """The listing of `folder` (no trailing `/`) at `commit` (a full commit id)."""
    key = (str(store.git_dir), folder, commit)
    with _guard:
        found = _kept.get(key)
        if found is not None:
            _kept.move_to_end(key)
            return found
        last = next((v for k, v in reversed(_kept.items()) if k[:2] == key[:2]), None)
    made = _from(store, last, commit) if last is not None else None
    if made is None:
        made = Listing(commit, folder, store.list_files(commit, folder + "/"))
    with _guard:
        _kept[key] = made
        while len(_kept) > KEEP:
            _kept.popitem(last=False)
    return made


def _from(store: GitStore, last: Listing, commit: str) -> Listing | None:
    """`last` moved to `commit` by the paths `git diff-tree` names; None if git cannot tell."""
    try:  # diff-tree reads the index though it compares two trees: 10 ms at 40,000 files
        out = store.run(
            "diff-tree",
            "-r",
            "-z",
            "--no-renames",
            "--name-status",
            last.commit,
            commit,
            "--",
            last.folder,
            strip_newline_in_stdout=False,
            env={"GIT_INDEX_FILE": str(store.git_dir / "hermes-git" / "no-index")},
        )
    except GitError:
        return None  # `last.commit` is gone (a repo made again at the same path)
    fields = out.split("\0")
    files, skills_changed = last.files.copy(), False
    for status, path in zip(fields[0:-1:2], fields[1::2], strict=True):
        if status in ("A", "D"):
            skills_changed = skills_changed or path.rsplit("/", 1)[-1] == SKILL_FILE
            if status == "A":
                insort(files, path)
            else:
                at = bisect_left(files, path)
                if at == len(files) or files[at] != path:
                    return None
                del files[at]
    return Listing(commit, last.folder, files, None if skills_changed else last.index)
