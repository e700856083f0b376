"""Memory files (`memories/MEMORY.md`, `USER.md`), byte-compatible with Hermes' MemoryStore.

Entries are joined by `\\n§\\n` with no trailing newline; writes hold Hermes' own flock on
`<file>.lock`, re-read under it, and replace the file atomically (mode 0600), so hermes-git and a
running Hermes can write at the same moment without losing an entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git.config import DEFAULT_LIMITS
from hermes_git.errors import MemoryEntryError, UsageError
from hermes_git.files import atomic_write
from hermes_git.memory.edits import Edits, memory_edit
from hermes_git.memory.entries import (
    MEMORY_PATHS,
    TARGETS,
    ContentCheck,
    dedupe,
    is_canonical,
    parse_entries,
    render_entries,
    usage_text,
)
from hermes_git.store.locks import flock, memory_lock_path

LOCK_TIMEOUT = 30.0

# the format's names are read from here by proposals/ (their home: memory.entries, .edits)
__all__ = [
    "MEMORY_PATHS",
    "TARGETS",
    "MemoryFile",
    "MemoryResult",
    "dedupe",
    "is_canonical",
    "memory_edit",
    "memory_file",
    "parse_entries",
    "render_entries",
    "usage_text",
]


@dataclass(frozen=True)
class MemoryResult:
    """The outcome of a successful memory operation (Hermes' success response, as data)."""

    target: str
    message: str
    entries: list[str]
    usage: str
    changed: bool

    def to_json(self) -> dict[str, object]:
        return {
            "success": True,
            "target": self.target,
            "message": self.message,
            "usage": self.usage,
            "entry_count": len(self.entries),
            "entries": self.entries,
            "changed": self.changed,
        }


@dataclass
class MemoryFile:
    """One memory file: a target (`memory` or `user`), its path and its character limit."""

    path: Path
    target: str
    limit: int
    check: ContentCheck | None = field(default=None, repr=False)

    def read(self) -> list[str]:
        """The live entries, de-duplicated as Hermes loads them (a missing file is empty)."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return []
        return dedupe(parse_entries(_decode(data, self.path)))

    def add(self, content: str) -> MemoryResult:
        """Append an entry; an exact duplicate is a no-op success, as in Hermes.

        Raises:
            MemoryEntryError: empty content or content holding the delimiter.
            GateError: over the character limit, or the content check refused it.
        """
        return self.apply({"action": "add", "content": content})

    def replace(self, old_text: str, new_content: str) -> MemoryResult:
        """Replace the one entry containing `old_text` with `new_content`.

        Raises:
            MemoryEntryError: empty text, no entry matches, several distinct entries match, or a
                file Hermes would refuse to rewrite (not canonical).
            GateError: over the limit, or the content check refused it.
        """
        return self.apply({"action": "replace", "old_text": old_text, "content": new_content})

    def remove(self, old_text: str) -> MemoryResult:
        """Remove the one entry containing `old_text`.

        Raises:
            MemoryEntryError: empty text, no match, several distinct matches, or a
                non-canonical file.
        """
        return self.apply({"action": "remove", "old_text": old_text})

    def apply(self, args: Mapping[str, Any]) -> MemoryResult:
        """Apply one `memory` tool call (`action`, `content`, `old_text`, or `operations`).

        The arguments are checked before the file is locked and read, as Hermes checks them.

        Raises:
            MemoryEntryError, GateError: as `memory_edit` raises them, or (not `add`) the file
                is not canonical.
        """
        edits = Edits(self.limit, self.check, self.path, self.path.name)
        call = edits.parse(args)
        with self._locked():
            # Hermes skips its drift guard for a single add, which rewrites the file anyway.
            adding = not call.batch and call.ops[0].action == "add"
            if adding:  # a duplicate add is a no-op: duplicates already on disk stay there
                entries = self.read()
                updated, message = edits.apply(entries, call)
                changed = updated != entries
            else:  # Hermes saves after any replace or remove: duplicates read go away too
                entries, text = self._read_canonical()
                updated, message = edits.apply(entries, call)
                changed = render_entries(updated) != text
            if changed:
                self._save(updated)
        return self._result(message, updated, changed)

    def _read_canonical(self) -> tuple[list[str], str]:
        """The entries (de-duplicated, as Hermes loads them) and the text they were read from."""
        try:
            text = _decode(self.path.read_bytes(), self.path)
        except FileNotFoundError:
            return [], ""
        if not is_canonical(text, self.limit):
            raise MemoryEntryError(
                f"{self.path.name} is not a clean list of entries (Hermes would refuse to rewrite "
                "it: stray whitespace, an empty entry, or an entry longer than the limit)",
                path=self.path,
                fix="rewrite it as entries separated by lines holding only '§', or run "
                "`hermes-git memory add` once, which rewrites it canonically",
            )
        return dedupe(parse_entries(text)), text

    def _save(self, entries: list[str]) -> None:
        """Replace the file as Hermes' `_write_file` does: temp file fsync'd, then renamed.

        The folder is not fsync'd either: a journaling file system (ext4, xfs) makes the
        rename durable before anything written after it (the commit that records it), so a
        crash loses the write whole or not at all, as it would Hermes' own."""
        data = render_entries(entries).encode("utf-8")
        atomic_write(self.path, data, mode=0o600, prefix=".mem_", suffix=".tmp", sync_folder=False)

    def _locked(self) -> AbstractContextManager[None]:
        return flock(memory_lock_path(self.path), timeout=LOCK_TIMEOUT, what="memory file lock")

    def _result(self, message: str, entries: list[str], changed: bool) -> MemoryResult:
        return MemoryResult(self.target, message, entries, usage_text(entries, self.limit), changed)


def _decode(data: bytes, path: Path) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"not UTF-8 at byte {exc.start}", path=path, fix="re-save the file as UTF-8"
        ) from None


def memory_file(
    home: Path, target: str, limits: dict[str, int] | None = None, check: ContentCheck | None = None
) -> MemoryFile:
    """The MemoryFile for `target` under the Hermes home (or repo) `home`.

    Raises:
        UsageError: `target` is not `memory` or `user`.
    """
    if target not in TARGETS:
        raise UsageError(f"unknown memory target {target!r}", fix="use --target memory or user")
    limit = (limits or DEFAULT_LIMITS).get(target, DEFAULT_LIMITS[target])
    return MemoryFile(home / "memories" / TARGETS[target], target, limit, check)
