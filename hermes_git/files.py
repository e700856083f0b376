"""Atomic file writes (temp file in the same folder, fsync, rename; symlinks kept); quick reads."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def atomic_write(path: Path, data: bytes, *, mode: int | None = None, prefix: str = ".hg_",
                 suffix: str = ".tmp") -> None:
    """Replace `path` with `data` so a reader sees the old file or the new one, never a mix.

    A symlinked target is written through (the link survives), as Hermes' `atomic_replace` does.
    `mode` None keeps the mode of an existing file, else 0600 (what `mkstemp` gives, like Hermes).

    Raises:
        OSError: the folder is not writable or the disk is full; the target is then unchanged.
    """
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    target.parent.mkdir(parents=True, exist_ok=True)
    if mode is None:
        with contextlib.suppress(FileNotFoundError):
            mode = target.stat().st_mode & 0o7777
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=prefix, suffix=suffix)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(target.parent)


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX needs the directory entry flushed too)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def atomic_write_text(path: Path, text: str, *, mode: int | None = None) -> None:
    """`atomic_write` of UTF-8 text, byte for byte (no newline translation)."""
    atomic_write(path, text.encode("utf-8"), mode=mode)


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
