"""Merging another device's main into ours in the object store: no markers ever reach main.

`git merge-tree --write-tree` does the merge (the memory driver runs inside it); every path it
reports conflicted is then settled here: memory files entry by entry, SKILL.md through
`merge_skill_md`, modify/delete by keeping the modified file; whatever still conflicts keeps our
version on main and the other side's skill folder goes to a review branch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from hermes_git.memory.entries import MEMORY_PATHS
from hermes_git.memory.merge import merge_memory_text
from hermes_git.proposals.change import review_branch
from hermes_git.skills import lockfile
from hermes_git.skills.lockfile import LOCK_FILE
from hermes_git.skills.merge import merge_skill_md
from hermes_git.store.gitstore import GitStore


@dataclass
class Conflict:
    """A skill (or file) both sides changed incompatibly: ours on main, theirs on `branch`."""

    subject: str  # skill folder (`skills/...`) or file path
    paths: list[str]
    details: list[str]
    branch: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "subject": self.subject,
            "paths": self.paths,
            "details": self.details,
            "branch": self.branch,
        }


@dataclass
class TreeMerge:
    """The settled merged tree and what had to be decided on the way."""

    tree: str
    conflicts: list[Conflict] = field(default_factory=list)
    resolved: list[str] = field(default_factory=list)  # paths settled without a conflict
    written: dict[str, bytes | None] = field(default_factory=dict)  # what settling put there


def merge_commits(store: GitStore, ours: str, theirs: str, limits: dict[str, int]) -> TreeMerge:
    """Merge `theirs` into `ours` as a tree; nothing but objects is written."""
    base = store.merge_base(ours, theirs)
    # memory files are merged below, in this process, by the same rules as the git driver
    tree, conflicted = store.merge_tree(
        ours, theirs, allow_unrelated=base is None, defer=["hermes-memory"]
    )
    result = TreeMerge(tree)
    writes: dict[str, bytes] = {}
    deletes: list[str] = []
    groups: dict[str, Conflict] = {}
    for path in conflicted:
        versions = [store.read_file(rev, path) if rev else None for rev in (base, ours, theirs)]
        settled, outcome = _settle(path, versions[0], versions[1], versions[2], limits)
        if settled:
            result.resolved.append(path)
        else:
            subject = skill_folder(store, path, ours, theirs) or path
            conflict = groups.setdefault(subject, Conflict(subject, [], []))
            conflict.paths.append(path)
            conflict.details.extend(_details(path, versions))
        if outcome is None:
            deletes.append(path)
        else:
            writes[path] = outcome
    if writes or deletes:
        result.tree = store.objects().write_tree(tree, writes, deletes)
        result.written = {**writes, **dict.fromkeys(deletes)}
    result.conflicts = [groups[s] for s in sorted(groups)]
    return result


def _settle(
    path: str, base: bytes | None, ours: bytes | None, theirs: bytes | None, limits: dict[str, int]
) -> tuple[bool, bytes | None]:
    """(settled?, the content to keep: None deletes the path); unsettled keeps ours."""
    if path in MEMORY_PATHS:
        text, _report = merge_memory_text(
            _text(base), _text(ours), _text(theirs), limits[MEMORY_PATHS[path]]
        )
        return True, None if text is None else text.encode("utf-8")
    if ours is None or theirs is None:
        return True, ours if theirs is None else theirs  # modify/delete: keep the modified file
    if path == LOCK_FILE:
        lock = lockfile.merge(base, ours, theirs)
        return (True, lock) if lock is not None else (False, ours)
    if PurePosixPath(path).name == "SKILL.md":
        merged = merge_skill_md(base, ours, theirs)
        if merged.clean:
            return True, merged.content
    return False, ours


def _text(data: bytes | None) -> str | None:
    return data.decode("utf-8", "replace") if data is not None else None


def _details(path: str, versions: list[bytes | None]) -> list[str]:
    base, ours, theirs = versions
    if PurePosixPath(path).name == "SKILL.md" and ours is not None and theirs is not None:
        return [f"{path}: {c}" for c in merge_skill_md(base, ours, theirs).conflicts]
    return [f"{path}: both sides changed it differently"]


def skill_folder(store: GitStore, path: str, *revs: str) -> str | None:
    """The skill folder (holding a SKILL.md in one of `revs`) that `path` belongs to."""
    parent = PurePosixPath(path).parent
    while str(parent) not in ("skills", "."):
        marker = f"{parent}/SKILL.md"
        if any(store.read_file(rev, marker) is not None for rev in revs):
            return str(parent)
        parent = parent.parent
    return None


def last_device(store: GitStore, rev: str, path: str | None = None) -> str:
    """The device (`Hermes-Device` trailer) of the last commit at `rev` touching `path`."""
    out = store.run(
        "log",
        "-1",
        "--format=%(trailers:key=Hermes-Device,valueonly,separator=)",
        rev,
        *(["--", path] if path else []),
    ).strip()
    return out.splitlines()[0] if out else "the remote"


def park_conflicts(
    store: GitStore, conflicts: list[Conflict], main: str, theirs: str, device: str
) -> None:
    """Put the other side's version of each conflicted skill on a review branch off `main`."""
    objects = store.objects()
    main_tree = objects.tree_of(main)
    for conflict in conflicts:
        sides = (device, last_device(store, theirs, conflict.subject))
        name = PurePosixPath(conflict.subject).name
        folder = conflict.subject if conflict.subject.startswith("skills/") else None
        theirs_files = store.list_files(theirs, folder) if folder else [conflict.subject]
        writes = {p: store.read_file(theirs, p) or b"" for p in theirs_files}
        ours_files = store.list_files(main, folder) if folder else []
        tree = objects.write_tree(main_tree, writes, [p for p in ours_files if p not in writes])
        message = (
            f"Sync conflict in {conflict.subject}: {sides[1]}'s version\n\n"
            f"main keeps {sides[0]}'s version; this branch holds {sides[1]}'s.\n"
            "Conflicted:\n" + "\n".join(f"  {d}" for d in conflict.details)
        )
        commit = objects.commit(
            tree,
            [main],
            message,
            {
                "Hermes-Tool": "sync",
                "Hermes-Action": "conflict",
                "Hermes-Origin": "sync-conflict",
                "Hermes-Device": device,
                "Hermes-Skill": name,
                "Hermes-Theirs": sides[1],
            },
        )
        branch = review_branch(device, f"conflict-{name}")
        ref = f"refs/heads/{branch}"
        store.cas_ref(ref, commit, store.rev(ref), "hermes-git sync conflict")
        conflict.branch = branch
