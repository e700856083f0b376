"""Memory files (`memories/MEMORY.md`, `USER.md`), byte-compatible with Hermes' MemoryStore.

Entries are joined by `\\n§\\n` with no trailing newline; writes hold Hermes' own flock on
`<file>.lock`, re-read under it, and replace the file atomically (mode 0600), so hermes-git and a
running Hermes can write at the same moment without losing an entry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git.errors import GateError, MemoryEntryError, UsageError
from hermes_git.files import atomic_write
from hermes_git.store.locks import flock, memory_lock_path

DELIMITER = "\n§\n"
TARGETS = {"memory": "MEMORY.md", "user": "USER.md"}
MEMORY_PATHS = {f"memories/{name}": target for target, name in TARGETS.items()}  # repo path: target
DEFAULT_LIMITS = {"memory": 2200, "user": 1375}
LOCK_TIMEOUT = 30.0

# A content check run before every write (the secret and injection gate); returns a reason to
# refuse, or None. The guard plugs in here; until it lands this is the secret scanner.
ContentCheck = Callable[[str], "str | None"]


def parse_entries(text: str) -> list[str]:
    """Entries as Hermes reads them: split on the delimiter, stripped, empties dropped."""
    text = _normalise_newlines(text)
    if not text.strip():
        return []
    return [e for e in (piece.strip() for piece in text.split(DELIMITER)) if e]


def render_entries(entries: list[str]) -> str:
    """The file text for `entries`: joined by the delimiter, no trailing newline."""
    return DELIMITER.join(entries)


def dedupe(entries: list[str]) -> list[str]:
    """Drop exact duplicates, first occurrence kept (Hermes does this on every load)."""
    return list(dict.fromkeys(entries))


def is_canonical(text: str, limit: int) -> bool:
    """Whether Hermes 0.19 would accept the file for replace/remove (its drift guard)."""
    entries = parse_entries(text)
    too_long = any(len(e) > limit for e in entries)
    return _normalise_newlines(text).strip() == render_entries(entries) and not too_long


def usage_text(entries: list[str], limit: int) -> str:
    """`P% — C/L chars`, as Hermes reports usage."""
    current = len(render_entries(entries))
    pct = min(100, int(current / limit * 100)) if limit > 0 else 0
    return f"{pct}% — {current:,}/{limit:,} chars"


def _normalise_newlines(text: str) -> str:
    # Hermes reads with universal newlines, so `\r\n` and a lone `\r` both arrive as `\n`.
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def memory_edit(
    entries: list[str],
    args: Mapping[str, Any],
    limit: int,
    *,
    check: ContentCheck | None = None,
    path: Path | None = None,
) -> tuple[list[str], str]:
    """Apply one `memory` tool call to `entries` (no disk): the new entries and Hermes' message.

    `args` are the tool's arguments: `action` (`add`, `replace`, `remove`) with `content` and
    `old_text`, or a non-empty `operations` list, applied all-or-nothing with the limit checked
    on the final entries only (Hermes 0.19's batch). `path` only labels errors.

    Raises:
        MemoryEntryError: empty text, the delimiter in content, no match, several distinct
            matches, an unknown action or a malformed `operations` list.
        GateError: over `limit`, or `check` refused the content.
    """
    target = str(args.get("target") or "memory")
    name = path.name if path is not None else TARGETS.get(target, TARGETS["memory"])
    edits = _Edits(limit, check, path, name)
    return edits.apply(entries, edits.parse(args))


@dataclass(frozen=True)
class _Op:
    action: str
    content: str = ""
    old_text: str = ""
    where: str = ""  # "operation 2 (replace): " inside a batch


@dataclass(frozen=True)
class _Call:
    ops: list[_Op]
    batch: bool


@dataclass(frozen=True)
class _Edits:
    """The rules of memory edits for one file: its limit, content check and name."""

    limit: int
    check: ContentCheck | None
    path: Path | None
    name: str

    def parse(self, args: Mapping[str, Any]) -> _Call:
        """The checked, normalised operations of a tool call (nothing is applied yet)."""
        operations = args.get("operations")
        if not operations:
            return _Call([self._op(args, "")], False)
        if not isinstance(operations, list):
            raise MemoryEntryError(
                "operations must be a list of {action, content?, old_text?} objects", path=self.path
            )
        for i, op in enumerate(operations, 1):  # Hermes checks every content first
            if isinstance(op, Mapping) and op.get("action") in ("add", "replace"):
                self._checked(
                    _normalise_newlines(str(op.get("content") or "")).strip(), f"operation {i}: "
                )
        return _Call(
            [
                self._op(op, f"operation {i} ({_action_of(op)}): ")
                for i, op in enumerate(operations, 1)
            ],
            True,
        )

    def apply(self, entries: list[str], call: _Call) -> tuple[list[str], str]:
        """`entries` after the call, and Hermes' success message; the resulting file is
        checked whole (a value split across entries is seen joined)."""
        working, message = self._apply(entries, call)
        if working != entries and any(op.action != "remove" for op in call.ops):
            self._checked(render_entries(working), "the resulting file: ")
        return working, message

    def _apply(self, entries: list[str], call: _Call) -> tuple[list[str], str]:
        working = list(entries)
        for op in call.ops:
            if op.action == "add":
                if op.content in working:
                    if not call.batch:
                        return working, "Entry already exists (no duplicate added)."
                    continue
                if not call.batch:
                    self._within_limit(
                        [*working, op.content], f"adding this entry ({len(op.content)} chars)"
                    )
                working.append(op.content)
            elif op.action == "replace":
                working[self._match(working, op)] = op.content
                if not call.batch:
                    self._within_limit(working, "the replacement")
            else:
                working.pop(self._match(working, op))
        if not call.batch:
            return working, {
                "add": "Entry added.",
                "replace": "Entry replaced.",
                "remove": "Entry removed.",
            }[call.ops[0].action]
        self._within_limit(working, f"the batch of {len(call.ops)} operations")
        return working, f"Applied {len(call.ops)} operation(s)."

    def _op(self, op: object, where: str) -> _Op:
        if not isinstance(op, Mapping):
            raise MemoryEntryError(
                f"{where}not an object with action, content and old_text", path=self.path
            )
        action = op.get("action")
        if action == "add":
            return _Op("add", self._clean(op.get("content"), "content", where), where=where)
        if action == "replace":
            old_text = self._needle(op.get("old_text"), where)
            content = self._clean(
                op.get("content"),
                "new content",
                where,
                empty_hint="use `memory remove` to delete an entry",
            )
            return _Op("replace", content, old_text, where)
        if action == "remove":
            return _Op("remove", old_text=self._needle(op.get("old_text"), where), where=where)
        raise MemoryEntryError(
            f"{where}unknown memory action {action!r}",
            path=self.path,
            fix="use add, replace or remove",
        )

    def _clean(self, content: object, what: str, where: str, empty_hint: str = "") -> str:
        content = _normalise_newlines(str(content or "")).strip()
        if not content:
            hint = f"; {empty_hint}" if empty_hint else ""
            raise MemoryEntryError(f"{where}{what} cannot be empty{hint}")
        # A last line of only '§' is as bad: joined to the next entry it reads back as a
        # delimiter, and both entries change on the next load (in Hermes too).
        if DELIMITER in content or content.endswith(DELIMITER[:-1]):
            raise MemoryEntryError(
                f"{where}{what} contains the entry delimiter (a line holding only '§'), which "
                "would split it into several entries",
                path=self.path,
                fix="remove the '§' line, or add each part as its own entry",
            )
        return self._checked(content, where)

    def _checked(self, content: str, where: str) -> str:
        if content and self.check is not None and (reason := self.check(content)) is not None:
            raise GateError(
                f"{where}refused: {reason}",
                path=self.path,
                fix="never store secrets in memory; keep them in Hermes' .env",
            )
        return content

    def _needle(self, old_text: object, where: str) -> str:
        old_text = _normalise_newlines(str(old_text or "")).strip()
        if not old_text:
            raise MemoryEntryError(f"{where}old text cannot be empty")
        return old_text

    def _match(self, entries: list[str], op: _Op) -> int:
        matches = [(i, e) for i, e in enumerate(entries) if op.old_text in e]
        if not matches:
            raise MemoryEntryError(
                f"{op.where}No entry matched {op.old_text!r}.",
                path=self.path,
                fix="run `hermes-git memory list` and use text from one entry",
            )
        if len({e for _, e in matches}) > 1:
            previews = "; ".join(e[:80] + ("..." if len(e) > 80 else "") for _, e in matches)
            raise MemoryEntryError(
                f"{op.where}Multiple entries matched {op.old_text!r}: {previews}",
                path=self.path,
                fix="give a longer, unique piece of one entry",
            )
        return matches[0][0]

    def _within_limit(self, entries: list[str], what: str) -> None:
        total = len(render_entries(entries))
        if total > self.limit:
            raise GateError(
                f"{what} would put {self.name} at {total:,}/{self.limit:,} chars",
                path=self.path,
                fix="remove or shorten entries first, or raise the limit in .hermes-git.yaml",
            )


def _action_of(op: object) -> str:
    action = op.get("action") if isinstance(op, Mapping) else None
    return str(action or "unknown")


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
        edits = _Edits(self.limit, self.check, self.path, self.path.name)
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

    def write_entries(self, entries: list[str]) -> None:
        """Replace the whole file with `entries` (merges and restores use this), under the lock."""
        with self._locked():
            self._save(entries)

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
