"""Memory files are written exactly as Hermes writes them, with Hermes' semantics."""

from __future__ import annotations

import fcntl
import multiprocessing
import os
import stat
import time
from pathlib import Path

import pytest

from hermes_git.errors import GateError, MemoryEntryError, UsageError
from hermes_git.guard.judge.memscan import first_secret
from hermes_git.memory.entries import is_canonical, parse_entries, render_entries
from hermes_git.memory.store import MemoryFile, memory_file


@pytest.fixture
def mem(tmp_path: Path) -> MemoryFile:
    return memory_file(tmp_path, "memory")


def test_entries_are_joined_by_the_delimiter_without_trailing_newline(mem: MemoryFile) -> None:
    mem.add("first")
    mem.add("second\nspans two lines")
    assert mem.path.read_bytes() == "first\n§\nsecond\nspans two lines".encode()
    assert stat.S_IMODE(mem.path.stat().st_mode) == 0o600


def test_reading_splits_strips_drops_empties_and_keeps_bare_section_signs() -> None:
    assert parse_entries("  a  \n§\n\n§\nb § c\n§\n") == ["a", "b § c"]
    assert parse_entries("") == [] and parse_entries("   \n") == []
    assert parse_entries("a\r\n§\r\nb") == ["a", "b"]  # Hermes reads with universal newlines


def test_duplicates_are_dropped_on_read_and_a_duplicate_add_is_a_no_op(mem: MemoryFile) -> None:
    mem.path.parent.mkdir(parents=True)
    mem.path.write_text("a\n§\nb\n§\na")
    assert mem.read() == ["a", "b"]
    result = mem.add(" b ")
    assert (result.message, result.changed) == ("Entry already exists (no duplicate added).", False)


def test_add_refuses_empty_delimiter_and_over_limit(tmp_path: Path) -> None:
    small = memory_file(tmp_path, "user", {"user": 10})
    with pytest.raises(MemoryEntryError, match="cannot be empty"):
        small.add("   ")
    with pytest.raises(MemoryEntryError, match="delimiter"):
        small.add("one\n§\ntwo")
    with pytest.raises(MemoryEntryError, match="delimiter"):
        small.add("one\r\n§\r\ntwo")  # Hermes would read this back as two entries
    small.add("12345")
    with pytest.raises(GateError, match="13/10 chars"):
        small.add("abcde")
    assert small.read() == ["12345"]


def test_replace_and_remove_by_unique_substring(mem: MemoryFile) -> None:
    for entry in ("likes tea", "likes coffee", "uses vim"):
        mem.add(entry)
    assert mem.replace("vim", "uses emacs").entries == ["likes tea", "likes coffee", "uses emacs"]
    with pytest.raises(MemoryEntryError, match="Multiple entries matched"):
        mem.remove("likes")
    with pytest.raises(MemoryEntryError, match="No entry matched"):
        mem.remove("python")
    assert mem.remove("coffee").entries == ["likes tea", "uses emacs"]
    with pytest.raises(MemoryEntryError, match="cannot be empty"):
        mem.replace("tea", "  ")


def test_replace_and_remove_refuse_a_file_hermes_would_refuse(mem: MemoryFile) -> None:
    mem.path.parent.mkdir(parents=True)
    mem.path.write_text("a \n§\nb\n")  # stray whitespace: Hermes' drift guard refuses it
    before = mem.path.read_bytes()
    with pytest.raises(MemoryEntryError, match="not a clean list"):
        mem.remove("a")
    assert mem.path.read_bytes() == before
    mem.add("c")  # add rewrites canonically, as Hermes' add does
    assert mem.path.read_text() == "a\n§\nb\n§\nc"


def test_canonical_check() -> None:
    assert is_canonical("a\n§\nb", 100) and is_canonical("", 100)
    assert not is_canonical("a\n§\n\n§\nb", 100)
    assert not is_canonical("a" * 11, 10)
    assert render_entries(["a", "b"]) == "a\n§\nb"


def test_secret_check_refuses_and_changes_nothing(tmp_path: Path) -> None:
    mem = memory_file(tmp_path, "memory", check=first_secret)
    mem.add("keep me")
    with pytest.raises(GateError, match="OpenAI API key"):
        mem.add("api key sk-proj-4fJ2kL9mQ8rT1vX3zB6nC0dE5gH7iJ2kL9mQ8rT1")
    assert mem.read() == ["keep me"]


def test_unknown_target_and_non_utf8(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="unknown memory target"):
        memory_file(tmp_path, "soul")
    mem = memory_file(tmp_path, "memory")
    mem.path.parent.mkdir(parents=True)
    mem.path.write_bytes(b"\xff\xfe")
    with pytest.raises(UsageError, match="not UTF-8"):
        mem.read()


def test_symlinked_memory_file_stays_a_symlink(tmp_path: Path) -> None:
    real = tmp_path / "real.md"
    real.write_text("a")
    mem = memory_file(tmp_path, "memory")
    mem.path.parent.mkdir(parents=True)
    os.symlink(real, mem.path)
    mem.add("b")
    assert mem.path.is_symlink() and real.read_text() == "a\n§\nb"


def _hold_lock(lock: str, ready: multiprocessing.synchronize.Event, seconds: float) -> None:
    with open(lock, "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        ready.set()
        time.sleep(seconds)


def test_writes_wait_for_hermes_lock(mem: MemoryFile) -> None:
    ready = multiprocessing.get_context("fork").Event()
    lock = str(mem.path) + ".lock"
    mem.path.parent.mkdir(parents=True)
    holder = multiprocessing.get_context("fork").Process(target=_hold_lock, args=(lock, ready, 0.5))
    holder.start()
    ready.wait(5)
    started = time.monotonic()
    mem.add("after the lock")
    assert time.monotonic() - started >= 0.3
    holder.join()
    assert mem.read() == ["after the lock"]


def _adder(path: str, worker: int, count: int) -> None:
    mem = MemoryFile(Path(path), "memory", 10**6)
    for i in range(count):
        mem.add(f"worker {worker} entry {i}")


def test_concurrent_writers_lose_no_entry(mem: MemoryFile) -> None:
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_adder, args=(str(mem.path), w, 20)) for w in range(4)]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join()
    entries = MemoryFile(mem.path, "memory", 10**6).read()
    assert sorted(entries) == sorted(f"worker {w} entry {i}" for w in range(4) for i in range(20))
