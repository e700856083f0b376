"""The memory file format Hermes reads: entries joined by `\\n§\\n`, its targets and limits."""

from __future__ import annotations

from collections.abc import Callable

DELIMITER = "\n§\n"
TARGETS = {"memory": "MEMORY.md", "user": "USER.md"}
MEMORY_PATHS = {f"memories/{name}": target for target, name in TARGETS.items()}  # repo path: target
LOCK_TIMEOUT = 30.0

# A content check run before every write (the secret and injection gate); returns a reason to
# refuse, or None. The guard plugs in here; until it lands this is the secret scanner.
ContentCheck = Callable[[str], "str | None"]


def parse_entries(text: str) -> list[str]:
    """Entries as Hermes reads them: split on the delimiter, stripped, empties dropped."""
    text = normalise_newlines(text)
    if not text.strip():
        return []
    return [e for e in (piece.strip() for piece in text.split(DELIMITER)) if e]


def has_delimiter_line(entry: str) -> bool:
    """Whether an entry holds a line of only `§`: next to the delimiter it reads back as one,
    so the entry would split (or vanish) on the next load, in Hermes too."""
    return "§" in entry and any(line == "§" for line in entry.split("\n"))


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
    return normalise_newlines(text).strip() == render_entries(entries) and not too_long


def usage_text(entries: list[str], limit: int) -> str:
    """`P% — C/L chars`, as Hermes reports usage."""
    current = len(render_entries(entries))
    pct = min(100, int(current / limit * 100)) if limit > 0 else 0
    return f"{pct}% — {current:,}/{limit:,} chars"


def normalise_newlines(text: str) -> str:
    # Hermes reads with universal newlines, so `\r\n` and a lone `\r` both arrive as `\n`.
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text
