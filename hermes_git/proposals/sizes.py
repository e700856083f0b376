"""Size limits for skills that arrive by `capture` or `sync`, as `install` has for sources.

A skill over the limits (a file over 2 MiB, a folder over 8 MiB: the hub's defaults) is
refused when it came from a community source (its `skills.lock` entry says so) and warned
about when it is the home's own: a 60 MB binary in a skill is then visible before it is on
every device, but a person's own large file is not lost.
"""

from __future__ import annotations

from collections.abc import Mapping

from hermes_git.skills.lockfile import LOCK_FILE, parse
from hermes_git.store.gitstore import GitStore

FILE_BYTES = 2 * 1024 * 1024
SKILL_BYTES = 8 * 1024 * 1024
REFUSED_TRUST = frozenset({"community"})


def over_limits(folder: str, sizes: Mapping[str, int]) -> list[str]:
    """Why the skill folder with these file sizes ({path: bytes}) is too big (empty: it is not)."""
    reasons = [
        f"{rel}: {size:,} bytes (a skill file may have {FILE_BYTES:,})"
        for rel, size in sorted(sizes.items())
        if size > FILE_BYTES
    ]
    total = sum(sizes.values())
    if total > SKILL_BYTES:
        reasons.append(f"{folder}: {total:,} bytes in all (a skill may have {SKILL_BYTES:,})")
    return reasons


def community_folders(lock: bytes | None) -> frozenset[str]:
    """The install paths `skills.lock` records as installed from a community source."""
    try:
        entries = parse(lock)
    except Exception:  # a broken lock is install's to report; here it names no folder
        return frozenset()
    return frozenset(e.install_path for e in entries.values() if e.trust in REFUSED_TRUST)


def tree_sizes(store: GitStore, rev: str, folders: list[str]) -> dict[str, dict[str, int]]:
    """{folder: {path: bytes}} for the files of each folder at `rev`."""
    if not folders:
        return {}
    known = store.known_sizes(rev, folders)  # the gate read every file already
    if known is not None:
        return known
    out = store.run("ls-tree", "-r", "-l", "-z", rev, "--", *folders)
    found: dict[str, dict[str, int]] = {f: {} for f in folders}
    for row in filter(None, out.split("\0")):
        meta, path = row.split("\t", 1)
        size = meta.split()[-1]
        owner = next((f for f in folders if path.startswith(f + "/")), None)
        if owner is not None and size.isdigit():
            found[owner][path] = int(size)
    return found


def check_tree(store: GitStore, rev: str, folders: list[str]) -> tuple[list[str], list[str]]:
    """(refusals, warnings) for the skill folders at `rev`: community ones over the limits
    are refused, the home's own are warned about."""
    community = community_folders(store.read_file(rev, LOCK_FILE))
    refused: list[str] = []
    warned: list[str] = []
    for folder, sizes in tree_sizes(store, rev, folders).items():
        reasons = over_limits(folder, sizes)
        (refused if folder in community else warned).extend(reasons)
    return refused, warned
