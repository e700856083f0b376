"""The memory write check's scans, entry by entry: secrets, and the guard's findings.

A write checks the whole resulting file (a value split across entries is seen joined), which
from scratch costs O(file) per add. Here the file holds no secret when none of its entries
does (their findings cached by their text, so an add scans one new entry), nor any seam (the
whole lines of two neighbouring entries within `SEAM` characters of their delimiter, scanned
joined: a value split across entries), and the few rules that reach beyond their line (a
whole file, a PEM block, a long curl command) find nothing in the whole text, run only when
one of their words is in it. Anything found, the full `secrets.scan_text` reports the file.
The one difference from the full scan: a value is joined across two neighbouring entries
only, within `SEAM` characters of their delimiter (the full scan also joins a value cut into
three short entries, or a base64 blob wrapped over lines farther from the delimiter). The
guard's findings of a memory file are per entry already; `entry_findings` remembers them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from hermes_git.guard.match.engine import scan_text as guard_scan
from hermes_git.guard.model import Finding
from hermes_git.guard.read.kinds import FileKind
from hermes_git.guard.secrets import secretrules
from hermes_git.guard.secrets.secrets import (
    MEMORY_DELIMITER,
    SPLIT_WINDOW,
    SecretFinding,
    scan_text,
)

SEAM = 2 * SPLIT_WINDOW  # characters each side of a delimiter scanned joined
CACHED = 4096  # entries and seams whose findings are remembered


def scan_memory_text(text: str, path: str = "<text>") -> list[SecretFinding]:
    """`secrets.scan_text(text, path)` of a memory file: nothing, when none of its entries
    and seams holds a secret; else the full scan's findings (a refusal reports them all)."""
    if MEMORY_DELIMITER not in text:
        return list(_scan(text, path, False))
    if any(_scan(part, path, True) for part in _parts(text)):
        return scan_text(text, path)
    far = secretrules.by_reach(0)[1]
    if far.candidates(text.lower()) and scan_text(text, path, far):  # beyond their line
        return scan_text(text, path)
    return []


def _parts(text: str) -> Iterable[str]:
    """Each entry and each seam (the whole lines of two neighbouring entries within `SEAM`
    characters of their delimiter)."""
    entries = text.split(MEMORY_DELIMITER)
    for i, entry in enumerate(entries):
        yield entry
        if i + 1 < len(entries):
            cut = entry.rfind("\n", 0, max(0, len(entry) - SEAM)) + 1
            after = entries[i + 1]
            end = after.find("\n", SEAM)
            yield entry[cut:] + MEMORY_DELIMITER + after[: len(after) if end < 0 else end]


@lru_cache(maxsize=CACHED)
def _scan(text: str, path: str, line_rules: bool) -> tuple[SecretFinding, ...]:
    """The findings of `text` (by the rules that stay on their line, or by all), remembered."""
    return tuple(scan_text(text, path, secretrules.by_reach(0)[0] if line_rules else None))


def first_secret(text: str) -> str | None:
    """A one-line reason if `text` holds a secret (the memory write check), else None."""
    found = scan_memory_text(text)
    if not found:
        return None
    return f"the text contains a {found[0].description} ({found[0].excerpt}) [{found[0].rule}]"


@lru_cache(maxsize=CACHED)
def entry_findings(entry: str, shown: str) -> tuple[Finding, ...]:
    """The guard's findings of one memory entry (the shipped rules), remembered."""
    return tuple(guard_scan(entry, shown, FileKind("markdown", "", "memory")))


def clear_cache() -> None:
    """Forget every remembered entry and seam (a benchmark's fresh start)."""
    _scan.cache_clear()
    entry_findings.cache_clear()
