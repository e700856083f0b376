"""Three-way merges of Hermes memory files entry by entry, and the git merge driver's settings.

The rule (git.md §2.3): with O = base, A = ours, B = theirs as sets of entries (parsed, stripped
and de-duplicated exactly as Hermes reads them),

    keep = (O ∩ A ∩ B) ∪ (A − O) ∪ (B − O)

so every entry added on either side survives, a base entry survives only while both sides still
have it, and a replace is a remove plus an add (edit vs delete keeps the edit, edit vs edit keeps
both texts). Order: a side that changed nothing yields the other side's list verbatim (order
included); otherwise ours' order, and each entry only theirs added goes right after its nearest
preceding neighbour in theirs that is already placed (after ours' own additions at that spot).
Edit conflicts are only reported; the output never holds conflict markers.
"""

from __future__ import annotations

import difflib
import shlex
import sys
from collections.abc import Hashable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TypeVar

from hermes_git import config as configmod
from hermes_git.config import DEFAULT_LIMITS
from hermes_git.errors import HermesGitError, MemoryEntryError, UsageError
from hermes_git.files import atomic_write
from hermes_git.memory.entries import (
    TARGETS,
    dedupe,
    has_delimiter_line,
    parse_entries,
    render_entries,
)

DRIVER_NAME = "hermes-memory"
SIMILAR = 0.5  # difflib ratio above which a removed and an added entry count as one edit

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True)
class EditConflict:
    """A base entry both sides touched: edited on both (`edit/edit`) or edited and deleted."""

    kind: str  # "edit/edit" or "edit/delete"
    base: str
    ours: str | None  # ours' new text, None when ours deleted it
    theirs: str | None

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "base": self.base, "ours": self.ours, "theirs": self.theirs}


@dataclass(frozen=True)
class MergeResult:
    """The merged entries and what happened to them."""

    entries: list[str]
    added_ours: list[str] = field(default_factory=list)  # kept, new on our side only
    added_theirs: list[str] = field(default_factory=list)  # kept, new on their side only
    removed: list[str] = field(default_factory=list)  # base entries dropped
    conflicts: list[EditConflict] = field(default_factory=list)


def merge_entries(base: Sequence[str], ours: Sequence[str], theirs: Sequence[str]) -> MergeResult:
    """The 3-way merge of three entry lists (entries are compared after `.strip()`)."""
    o, a, b = (dedupe([e.strip() for e in side if e.strip()]) for side in (base, ours, theirs))
    so, sa, sb = set(o), set(a), set(b)
    keep = (so & sa & sb) | (sa - so) | (sb - so)
    if a == o:
        entries = b  # only theirs changed: their list as it is, order included
    elif b in (o, a):
        entries = a
    else:
        entries = interleave(a, b, keep, ours_only=sa - so - sb)
    return MergeResult(
        entries=list(entries),
        added_ours=[e for e in a if e not in so and e not in sb],
        added_theirs=[e for e in b if e not in so and e not in sa],
        removed=[e for e in o if e not in keep],
        conflicts=_edit_conflicts(o, sa - so, sb - so, so - sa, so - sb),
    )


def interleave(
    ours: Sequence[K],
    theirs: Sequence[K],
    keep: AbstractSet[K],
    ours_only: AbstractSet[K] = frozenset(),
) -> list[K]:
    """`keep` in ours' order, theirs' extra items placed after their nearest placed predecessor.

    Items of `ours_only` right after that predecessor stay in front of the inserted item, so at
    any one spot ours' additions come first.
    """
    result = [x for x in ours if x in keep]
    placed = set(result)
    anchor: K | None = None
    for item in theirs:
        if item not in keep:
            continue
        if item not in placed:
            pos = 0 if anchor is None else result.index(anchor) + 1
            while pos < len(result) and result[pos] in ours_only:
                pos += 1
            result.insert(pos, item)
            placed.add(item)
        anchor = item
    return result


def _edit_conflicts(
    base: list[str], added_a: set[str], added_b: set[str], gone_a: set[str], gone_b: set[str]
) -> list[EditConflict]:
    """Base entries gone on both sides that at least one side replaced by a similar entry."""
    found = []
    for entry in base:
        if entry not in gone_a or entry not in gone_b:
            continue
        ours, theirs = _closest(entry, added_a), _closest(entry, added_b)
        if ours is not None and theirs is not None and ours != theirs:
            found.append(EditConflict("edit/edit", entry, ours, theirs))
        elif (ours is None) != (theirs is None):
            found.append(EditConflict("edit/delete", entry, ours, theirs))
    return found


def _closest(entry: str, candidates: set[str]) -> str | None:
    best, best_ratio = None, SIMILAR
    for candidate in sorted(candidates):
        matcher = difflib.SequenceMatcher(None, entry, candidate, autojunk=False)
        if matcher.real_quick_ratio() < best_ratio or matcher.quick_ratio() < best_ratio:
            continue
        ratio = matcher.ratio()
        if ratio >= best_ratio:
            best, best_ratio = candidate, ratio
    return best


@dataclass(frozen=True)
class MemoryMergeReport:
    """What a memory-file merge did, for the user: conflicts kept, size against the limit."""

    merge: MergeResult
    chars: int
    limit: int
    deleted: bool = False  # the merged file should not exist (deleted, and not changed elsewhere)
    kept_over_delete: str | None = None  # "ours"/"theirs" deleted the file, the other changed it
    too_long: list[str] = field(default_factory=list)  # entries longer than the limit on their own
    unstable: list[str] = field(default_factory=list)  # entries that will not read back the same

    @property
    def over(self) -> int:
        """Characters over the limit (0 when within): what the user has to prune."""
        return max(0, self.chars - self.limit)

    def messages(self) -> list[str]:
        """One line per thing the user should know (empty: a plain, clean merge)."""
        lines = [f"{c.kind}: kept {_both(c)} for {_short(c.base)!r}" for c in self.merge.conflicts]
        if self.kept_over_delete:
            lines.append(
                f"the file was deleted by {self.kept_over_delete} but changed by the "
                "other side: kept the changed file"
            )
        if self.over:
            lines.append(
                f"{self.chars:,}/{self.limit:,} chars: {self.over:,} over the limit; "
                "nothing was dropped, prune or consolidate entries"
            )
        lines += [
            f"entry longer than the limit ({len(e):,} chars): {_short(e)!r}" for e in self.too_long
        ]
        lines += [
            f"entry whose first or last line is only '§' will be re-split by Hermes: {_short(e)!r}"
            for e in self.unstable
        ]
        return lines

    def to_json(self) -> dict[str, object]:
        return {
            "entries": len(self.merge.entries),
            "chars": self.chars,
            "limit": self.limit,
            "over": self.over,
            "deleted": self.deleted,
            "kept_over_delete": self.kept_over_delete,
            "added_ours": self.merge.added_ours,
            "added_theirs": self.merge.added_theirs,
            "removed": self.merge.removed,
            "conflicts": [c.to_json() for c in self.merge.conflicts],
            "too_long": self.too_long,
            "unstable": self.unstable,
        }


def _both(conflict: EditConflict) -> str:
    return "both new texts" if conflict.kind == "edit/edit" else "the edit"


def _short(text: str, width: int = 60) -> str:
    one = " ".join(text.split())
    return one if len(one) <= width else one[: width - 3] + "..."


def merge_memory_text(
    base: str | None, ours: str | None, theirs: str | None, limit: int
) -> tuple[str | None, MemoryMergeReport]:
    """Merge three versions of MEMORY.md/USER.md into one canonical text.

    None stands for an absent file: no base is an add/add merge (empty base); a side that
    deleted the file wins only when the other side left it unchanged, otherwise the changed file
    is kept whole (a deletion never destroys new entries). The text is None when the merged file
    should be deleted. The output is canonical for Hermes 0.19 (stripped entries joined by the
    delimiter, no empty entry, no trailing newline); over `limit` nothing is dropped, the report
    says by how much.
    """
    o, a, b = (dedupe(parse_entries(t)) if t is not None else None for t in (base, ours, theirs))
    base_entries = o or []
    if a is None or b is None:
        return _with_deletion(base_entries, a, b, limit)
    merged = merge_entries(base_entries, a, b)
    return _finish(merged, limit)


def _with_deletion(
    base: list[str], ours: list[str] | None, theirs: list[str] | None, limit: int
) -> tuple[str | None, MemoryMergeReport]:
    survivor, deleter = (theirs, "ours") if ours is None else (ours, "theirs")
    if survivor is None or survivor == base:
        return None, MemoryMergeReport(MergeResult([], removed=list(base)), 0, limit, deleted=True)
    text, report = _finish(MergeResult(list(survivor)), limit)
    return text, MemoryMergeReport(
        report.merge,
        report.chars,
        limit,
        kept_over_delete=deleter,
        too_long=report.too_long,
        unstable=report.unstable,
    )


def _finish(merged: MergeResult, limit: int) -> tuple[str, MemoryMergeReport]:
    text = render_entries(merged.entries)
    # an entry of only '§' (or holding such a line) reads back as delimiters, here or later
    unstable = [e for e in merged.entries if has_delimiter_line(e)]
    too_long = [e for e in merged.entries if len(e) > limit]
    return text, MemoryMergeReport(merged, len(text), limit, too_long=too_long, unstable=unstable)


def driver_config(executable: str | None = None) -> dict[str, str]:
    """The git config entries that register the memory merge driver in one clone.

    The command runs this interpreter by absolute path (`-P`: the repo folder git runs it in is
    never put on the import path), so it works from any cwd and without `hermes-git` on PATH.
    git quotes the `%` placeholders itself; the interpreter path is quoted here.
    """
    python = executable or sys.executable or "python3"
    command = f"{shlex.quote(python)} -P -m hermes_git merge-driver memory %O %A %B %L %P"
    return {
        f"merge.{DRIVER_NAME}.name": "hermes-git: Hermes memory entries, 3-way by entry",
        f"merge.{DRIVER_NAME}.driver": command,
    }


def run_memory_driver(
    root: Path, base: Path, ours: Path, theirs: Path, path: str | None
) -> MemoryMergeReport:
    """What `git merge` asks of the driver: merge %O, %A, %B and leave the result in %A.

    The limit is the repo's for the file's target (`USER.md`: user, anything else: memory); a
    repo config that does not load falls back to Hermes' defaults rather than failing the merge.

    Raises:
        UsageError: one of the three files is not UTF-8 (%A is then left as it was).
    """
    is_user = path is not None and PurePosixPath(path).name == TARGETS["user"]
    limit = _limits(root)["user" if is_user else "memory"]
    text, report = merge_memory_text(_read_text(base), _read_text(ours), _read_text(theirs), limit)
    if report.unstable:
        raise MemoryEntryError(
            f"an entry holds a line of only '§' ({_short(report.unstable[0])!r}); merged, it "
            "would split into other entries",
            path=path or ours,
            fix="edit that entry on the side that added it (remove the '§' line), then merge again",
        )
    atomic_write(ours, (text or "").encode("utf-8"))
    return report


def _read_text(path: Path) -> str:
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"not UTF-8 at byte {exc.start}; cannot merge by entry",
            path=path,
            fix="re-save the memory file as UTF-8 and merge again",
        ) from None


def _limits(root: Path) -> dict[str, int]:
    try:
        return configmod.load(root).memory_limits
    except HermesGitError:
        return dict(DEFAULT_LIMITS)
