"""One `memory` tool call applied to a file's entries as Hermes 0.19 applies it (no disk)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_git.errors import GateError, MemoryEntryError
from hermes_git.memory.entries import (
    TARGETS,
    ContentCheck,
    has_delimiter_line,
    normalise_newlines,
    render_entries,
)


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
    edits = Edits(limit, check, path, name)
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
class Edits:
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
                    normalise_newlines(str(op.get("content") or "")).strip(), f"operation {i}: "
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
        content = normalise_newlines(str(content or "")).strip()
        if not content:
            hint = f"; {empty_hint}" if empty_hint else ""
            raise MemoryEntryError(f"{where}{what} cannot be empty{hint}")
        # A last line of only '§' is as bad: joined to the next entry it reads back as a
        # delimiter, and both entries change on the next load (in Hermes too).
        if has_delimiter_line(content):
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
        old_text = normalise_newlines(str(old_text or "")).strip()
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
