"""What the search index is built from: every skill Hermes lists (the home's `skills/` and
`skills.external_dirs`) with a mark that changes whenever the skill does, and the stamp that
confirms an unchanged index by stat calls alone.

A skill of the home is marked by the git tree id of its folder on main (any file of it, a
supporting file included, changes that id) and its SKILL.md's `[mtime_ns, size]` (a hand edit
not yet on main). A skill of an external folder, which is not in git, is marked by the stats of
its SKILL.md and of every supporting file.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_git.errors import HermesGitError
from hermes_git.search.documents import EXTERNAL
from hermes_git.skills.model import SKILL_FILE, SUPPORT_DIRS
from hermes_git.snapshot import index as indexrules
from hermes_git.snapshot.build import load_snapshot
from hermes_git.snapshot.tree import walk
from hermes_git.store.reads import TreeReads

VERSION = 4
SNAPSHOT_FILE = ".skills_prompt_snapshot.json"
MAIN_REF = "refs/heads/main"
_ROOTS: dict[tuple[str, int, int], list[Path]] = {}  # config.yaml stat -> external folders


@dataclass
class Manifest:
    """{key: mark} of every skill, and main's `skills/` tree id the marks were taken at."""

    marks: dict[str, str]
    tree: str = ""


def manifest_of(
    home: Path, *, trust_snapshot: bool = False, since: Manifest | None = None
) -> Manifest:
    """Every skill Hermes lists for `home` (keys as `Doc.key`) and its mark. The SKILL.md
    stats come from the snapshot when Hermes would accept it, else from a walk;
    `trust_snapshot`: the snapshot was just made current, so it is taken without a walk.
    `since`: the manifest the index holds, whose folder tree ids are moved on by the diff of
    main since then (git reads only the trees that changed) instead of listing every tree."""
    stats = _snapshot_manifest(home) if trust_snapshot else None
    if stats is None:
        tree = walk(home / "skills")
        snapshot = load_snapshot(home, tree)
        stats = snapshot["manifest"] if snapshot else tree.manifest
    tail = os.sep + SKILL_FILE
    keys = [k for k in stats if k.endswith(tail) or k == SKILL_FILE]
    reads = _reads(home)
    top = _skills_tree(reads) if reads is not None else ""
    moved = _moved_since(reads, since, top) if reads is not None and since and top else None
    if since is not None and moved is not None:
        trees = _held_trees(keys, since.marks, moved)
    else:
        folders = _folder_trees(reads) if reads is not None and top else {}
        trees = {k: folders.get(_folder(k), "-") for k in keys}
    marks = {k: f"{trees[k]}:{stats[k][0]}:{stats[k][1]}" for k in keys}
    marks.update(external_manifest(home))
    return Manifest(marks, top)


def _folder(key: str) -> str:
    rel = os.path.dirname(key).replace(os.sep, "/")
    return f"skills/{rel}" if rel else "skills"


def _reads(home: Path) -> TreeReads | None:
    if not (home / ".git").exists():
        return None
    try:
        return TreeReads(home)
    except HermesGitError:
        return None


def _skills_tree(reads: TreeReads) -> str:
    """The tree id of `skills/` on main ("" without one)."""
    status, out, _err = reads.run_status("rev-parse", "-q", "--verify", f"{MAIN_REF}:skills")
    return out.strip() if status == 0 else ""


def _folder_trees(reads: TreeReads) -> dict[str, str]:
    """{folder: tree id} of every folder under `skills/` on main (one `git ls-tree`)."""
    status, out, _err = reads.run_status(
        "ls-tree", "-r", "-d", "-z", "--full-tree", MAIN_REF, "--", "skills"
    )
    trees = {}
    for row in out.split("\0") if status == 0 else []:
        meta, _, path = row.partition("\t")
        fields = meta.split(" ")
        if len(fields) == 3 and fields[1] == "tree":
            trees[path] = fields[2]
    return trees


def _moved_since(reads: TreeReads, since: Manifest, top: str) -> dict[str, str] | None:
    """{folder: tree id, "-" when gone} of the folders under `skills/` that changed between
    the tree `since` was taken at and main's `top` (one `git diff-tree`, which reads only the
    trees that changed); None when that is not known (the old tree is gone)."""
    if since.tree == top:
        return {}
    if not since.tree:
        return None
    status, out, _err = reads.run_status("diff-tree", "-r", "-t", "-z", since.tree, top)
    if status != 0:
        return None
    moved = {}
    items = out.split("\0")
    for meta, path in zip(items[0::2], items[1::2], strict=False):
        fields = meta.split(" ")
        if len(fields) == 5 and fields[1] == "040000":
            moved[f"skills/{path}"] = fields[3]
        elif len(fields) == 5 and fields[0] == ":040000":
            moved[f"skills/{path}"] = "-"  # a folder removed (or now a file)
    return moved


def _held_trees(keys: list[str], held: dict[str, str], moved: dict[str, str]) -> dict[str, str]:
    """Each skill's folder tree id: the moved one, else the one its held mark carries."""
    trees = {}
    for key in keys:
        folder = _folder(key) if moved else ""
        if folder in moved:
            trees[key] = moved[folder]
        else:
            mark = held.get(key)
            trees[key] = mark.split(":", 1)[0] if mark else "-"
    return trees


def _snapshot_manifest(home: Path) -> dict[str, list[int]] | None:
    try:
        data = json.loads((home / SNAPSHOT_FILE).read_bytes())
    except (OSError, ValueError):
        return None
    manifest = data.get("manifest") if isinstance(data, dict) else None
    return manifest if isinstance(manifest, dict) else None


def external_roots(home: Path) -> list[Path]:
    """`skills.external_dirs` of Hermes' `config.yaml` as Hermes resolves them (existing
    folders, in order, without the local one or repeats); read again when the file changes."""
    config = home / "config.yaml"
    try:
        stat = config.stat()
    except OSError:
        return []
    key = (str(config), stat.st_mtime_ns, stat.st_size)
    if key not in _ROOTS:
        if len(_ROOTS) > 32:
            _ROOTS.clear()
        _ROOTS[key] = indexrules.external_dirs(home, indexrules.hermes_config(home))
    return [p for p in _ROOTS[key] if p.is_dir()]


def external_manifest(home: Path) -> dict[str, str]:
    """{key: mark} of the skills in the external folders (a walk of each, as Hermes walks)."""
    marks: dict[str, str] = {}
    for root in external_roots(home):
        tree = walk(root)
        for rel in tree.files(SKILL_FILE):
            stat = tree.manifest[rel]
            support = _support_digest(root / os.path.dirname(rel))
            marks[f"{root}{EXTERNAL}{rel}"] = f"ext:{stat[0]}:{stat[1]}:{support}"
    return marks


def _support_digest(folder: Path) -> str:
    """A digest of the path, mtime and size of every file in a skill's supporting folders."""
    digest = hashlib.sha1()
    for sub in sorted(SUPPORT_DIRS):
        for dirpath, dirnames, filenames in os.walk(folder / sub):
            dirnames.sort()
            for name in sorted(filenames):
                path = os.path.join(dirpath, name)
                try:
                    stat = os.stat(path)
                except OSError:
                    continue
                digest.update(f"{path}\0{stat.st_mtime_ns}\0{stat.st_size}\n".encode())
    return digest.hexdigest()[:16]


def stamp(home: Path, embedder: str) -> dict[str, Any]:
    """What an index built now is built from, by stat calls (and a walk of the external
    folders): the snapshot file (rewritten with every change of a SKILL.md), main's ref (moved
    by every commit, a supporting file's included), the external skills, the embedder."""
    return {
        "version": VERSION,
        "snapshot": _stat(home / SNAPSHOT_FILE),
        "main": [_stat(home / ".git" / MAIN_REF), _stat(home / ".git" / "packed-refs")],
        "external": _digest(external_manifest(home)),
        "embedder": embedder,
    }


def _stat(path: Path) -> list[int]:
    try:
        stat = os.stat(path)
    except OSError:
        return []
    return [stat.st_mtime_ns, stat.st_size]


def _digest(marks: dict[str, str]) -> str:
    if not marks:
        return ""
    text = json.dumps(marks, sort_keys=True)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]
