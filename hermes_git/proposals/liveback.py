"""Reading live files and putting them back as main has them, for the quarantine.

Only a live change the guard calls dangerous is taken off disk (`quarantine_live` keeps a
copy first); a person's other edits stay live (`liveplan`). The caller holds the repo lock.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from hermes_git.memory.entries import MEMORY_PATHS
from hermes_git.proposals.change import MAIN_REF
from hermes_git.proposals.live import apply_live
from hermes_git.store.gitstore import GitStore
from hermes_git.store.locks import flock, memory_lock_path


@contextlib.contextmanager
def memory_locks(store: GitStore, paths: list[str]) -> Iterator[None]:
    """Hermes' flocks on the memory files among `paths`, so no memory write falls between
    reading a live file and putting it back."""
    with contextlib.ExitStack() as stack:
        for rel in sorted(set(paths) & MEMORY_PATHS.keys()):
            stack.enter_context(flock(memory_lock_path(store.root / rel), what="memory file lock"))
        yield


def read_live(store: GitStore, paths: list[str]) -> dict[str, bytes | None]:
    """The live bytes of each path (None: deleted)."""
    found: dict[str, bytes | None] = {}
    for rel in paths:
        path = store.root / rel
        found[rel] = path.read_bytes() if path.is_file() else None
    return found


def put_back(store: GitStore, paths: list[str]) -> None:
    """Live files and the index of `paths` as main has them (absent from main: removed)."""
    main = store.rev(MAIN_REF)
    assert main is not None
    wanted = store.read_files(main, paths)
    apply_live(
        store.root,
        wanted,
        [rel for rel in paths if rel not in wanted],
        store.executables(main, paths),
    )
    indexed = store.run("ls-files", "-z", "--", *paths).split("\0")
    known = sorted({rel for rel in paths if rel in wanted or rel in indexed})
    if known:
        store.run("reset", "-q", main, "--", *known)
