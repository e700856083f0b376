"""Atomic file writes (temp file in the same folder, fsync, rename; symlinks kept); quick reads."""

from __future__ import annotations

import contextlib
import gc
import os
import stat
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import NamedTuple

FSYNC_THREADS = 16
RENAME_THREADS = 4


def atomic_write(
    path: Path,
    data: bytes,
    *,
    mode: int | None = None,
    prefix: str = ".hg_",
    suffix: str = ".tmp",
    durable: bool = True,
    sync_folder: bool = True,
) -> None:
    """Replace `path` with `data` so a reader sees the old file or the new one, never a mix.

    A symlinked target is written through (the link survives), as Hermes' `atomic_replace` does.
    `mode` None keeps the mode of an existing file, else 0600 (what `mkstemp` gives, like Hermes).
    `durable=False` skips the fsyncs (about 2 ms): only for derived files whose readers check
    them and rebuild them, which is all a crash can cost them. `sync_folder=False` fsyncs the
    data but not the folder, leaving the rename to the file system's next journal commit (as
    Hermes writes its memory files): only where a lost rename leaves nothing inconsistent.

    Raises:
        OSError: the folder is not writable or the disk is full; the target is then unchanged.
    """
    atomic_write_many([Write(path, data, mode, prefix, suffix, durable, sync_folder)])


class Write(NamedTuple):
    """One file for `atomic_write_many` (the arguments of `atomic_write`)."""

    path: Path
    data: bytes
    mode: int | None = None
    prefix: str = ".hg_"
    suffix: str = ".tmp"
    durable: bool = True
    sync_folder: bool = True


def atomic_write_many(
    writes: Sequence[Write], meanwhile: Callable[[], object] | None = None
) -> None:
    """`atomic_write` for many files, durable at the same cost as a few.

    Every temp file is written first and all are fsync'd together (concurrent fsyncs share the
    file system's journal commits instead of paying one each), then renamed into place, then
    each folder is fsync'd once. A failure before the renames leaves every target unchanged.
    `meanwhile` runs in this thread once every target is in place, while the folders are
    fsync'd on others (work that reads the new files need not wait for the disk); the call
    returns when both are done, and raises `meanwhile`'s error after the fsyncs.

    Raises:
        OSError: a folder is not writable or the disk is full.
    """
    staged: list[tuple[str, Path]] = []
    alone = len(writes) == 1  # one file: fsync'd through the descriptor it was written with
    try:
        for item in writes:
            staged.append(_stage(item, fsync=alone and item.durable))
        _each(
            _fsync_path,
            []
            if alone
            else [tmp for (tmp, _target), item in zip(staged, writes, strict=True) if item.durable],
        )
        _replace_all(staged)
    except BaseException:
        for tmp, _target in staged:  # those renamed already are gone from there
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise
    folders = sorted(
        {str(_target_of(w.path).parent) for w in writes if w.durable and w.sync_folder}
    )
    if meanwhile is None or not folders:
        _each(_fsync_dir, folders)
        if meanwhile is not None:
            meanwhile()
        return
    from concurrent.futures import ThreadPoolExecutor  # only for a process that writes many

    with ThreadPoolExecutor(max_workers=1) as pool:
        synced = pool.submit(_each, _fsync_dir, folders)
        try:
            meanwhile()
        finally:
            synced.result()


def _replace_all(staged: list[tuple[str, Path]]) -> None:
    """Rename each temp file onto its target, on a few threads when there are many: a rename
    over a file waits on the file system's journal more than on the interpreter (101 of them:
    about 10 ms one after another, 5 ms on `RENAME_THREADS`)."""
    if len(staged) < 2 * RENAME_THREADS:
        for tmp, target in staged:
            os.replace(tmp, target)
        return
    from concurrent.futures import ThreadPoolExecutor  # only for a process that writes many

    with ThreadPoolExecutor(max_workers=RENAME_THREADS) as pool:
        for _done in pool.map(lambda pair: os.replace(*pair), staged):
            pass


def _target_of(path: Path) -> Path:
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _stage(item: Write, *, fsync: bool = False) -> tuple[str, Path]:
    """Write `item` to a temp file next to its target (`fsync`: and flush it to disk);
    (temp path, target)."""
    target = _target_of(item.path)
    target.parent.mkdir(parents=True, exist_ok=True)
    mode = item.mode
    if mode is None:
        with contextlib.suppress(FileNotFoundError):
            mode = target.stat().st_mode & 0o7777
    import tempfile  # ~4 ms: only for a process that writes (not every hook's start-up)

    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=item.prefix, suffix=item.suffix)
    try:
        written = 0
        while written < len(item.data):  # bare writes: no file object to build and flush
            written += os.write(fd, item.data[written:] if written else item.data)
        if mode is not None:
            os.fchmod(fd, mode)
        if fsync:
            os.fsync(fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    os.close(fd)
    return tmp, target


def _each(action: Callable[[str], None], paths: list[str]) -> None:
    """Run `action` on every path, on a few threads when there are several (fsync waits on
    the disk, not the interpreter)."""
    if len(paths) <= 1:
        for path in paths:
            action(path)
        return
    from concurrent.futures import ThreadPoolExecutor  # only for a process that writes many

    with ThreadPoolExecutor(max_workers=min(FSYNC_THREADS, len(paths))) as pool:
        for _done in pool.map(action, paths):
            pass


def _fsync_dir(path: str) -> None:
    """Make the renames in a folder durable (POSIX needs the entries flushed too); a file
    system that cannot fsync a folder is left to its own ordering."""
    with contextlib.suppress(OSError):
        _fsync_path(path)


def _fsync_path(path: str) -> None:
    """Flush a file's data to disk."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_text(path: Path, text: str, *, mode: int | None = None) -> None:
    """`atomic_write` of UTF-8 text, byte for byte (no newline translation)."""
    atomic_write(path, text.encode("utf-8"), mode=mode)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cycle collector while a cache's records are loaded or answered from
    (20,000 skills: tuples, lists and rows by the ten thousand, none in a cycle). Each
    collection the allocations would trigger walks every object alive, the records included,
    so a big home's warm `scan` paid about 30 ms for it; refcounting still frees as usual."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The whole file, read with bare system calls (half the cost of `Path.read_bytes`).

    Raises:
        OSError: the file cannot be opened or read (as `Path.read_bytes` raises it).
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        chunks = [os.read(fd, _CHUNK)]
        while chunks[-1]:  # until read() says end of file
            chunks.append(os.read(fd, _CHUNK))
    finally:
        os.close(fd)
    return chunks[0] if len(chunks) == 2 else b"".join(chunks)


_CHUNK = 1 << 16


def user_cache_dir() -> Path | None:
    """`$XDG_CACHE_HOME/hermes-git`, else `~/.cache/hermes-git`; None without a home."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):
        try:
            base = str(Path.home() / ".cache")
        except RuntimeError:
            return None
    return Path(base) / "hermes-git"


def read_private(path: Path) -> bytes:
    """The bytes of `path` if it is a regular file of this user that no one else may write (a
    cache another account could have planted is never read).

    Raises:
        OSError: missing, a link, not a regular file, someone else's, or group/other-writable.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_mode & 0o022:
            raise OSError(f"{path}: not a private regular file")
        if hasattr(os, "getuid") and info.st_uid != os.getuid():
            raise OSError(f"{path}: not this user's")
        return handle.read()
