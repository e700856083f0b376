"""Hermes 0.19's fuzzy find-and-replace (`tools.fuzzy_match`), reimplemented result for result."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable
from difflib import SequenceMatcher

Span = tuple[int, int]
Strategy = Callable[[str, str], list[Span]]

NO_MATCH = "Could not find a match for old_string in the file"
# Characters Hermes folds to ASCII before comparing (strategies 7 and 8).
UNICODE_ASCII = {
    "\u201c": '"',
    "\u201d": '"',
    "\u2018": "'",
    "\u2019": "'",
    "\u2014": "--",
    "\u2013": "-",
    "\u2026": "...",
    "\u00a0": " ",
}
_TO_ASCII = str.maketrans(UNICODE_ASCII)
_BLANK_RUN = re.compile(r"[ \t]+")
_ANCHOR_UNIQUE, _ANCHOR_SHARED, _LINE_SIMILAR = 0.50, 0.70, 0.80
_DRIFT = (
    "Escape-drift detected: old_string and new_string contain the literal sequence {seq!r} "
    "but the matched region of the file does not. This is almost always a tool-call "
    "serialization artifact where an apostrophe or quote got prefixed with a spurious "
    "backslash. Re-read the file with read_file and pass old_string/new_string without "
    "backslash-escaping {char!r} characters."
)


def fuzzy_find_and_replace(
    content: str, old: str, new: str, replace_all: bool = False
) -> tuple[str, int, str | None, str | None]:
    """Replace `old` with `new` in `content` by the first of Hermes' nine strategies that matches.

    Returns (new content, replacements, strategy name, None), or on failure
    (content, 0, None, Hermes' error text).
    """
    if not old:
        return content, 0, None, "old_string cannot be empty"
    if old == new:
        return content, 0, None, "old_string and new_string are identical"
    for name, strategy in STRATEGIES:
        spans = strategy(content, old)
        if not spans:
            continue
        if len(spans) > 1 and not replace_all:
            return (
                content,
                0,
                None,
                (
                    f"Found {len(spans)} matches for old_string. Provide more "
                    "context to make it unique, or use replace_all=True."
                ),
            )
        matched = "".join(content[start:end] for start, end in spans)
        if name != "exact" and (drift := _escape_drift(matched, old, new)):
            return content, 0, None, drift
        replacement = _unescape_controls(new, matched)
        if name == "unicode_normalized":
            replacement = _keep_file_unicode(matched, old, replacement)
        reindent_from = None if name == "exact" else old
        return _replace_spans(content, spans, replacement, reindent_from), len(spans), name, None
    return content, 0, None, NO_MATCH


def to_ascii(text: str) -> str:
    """Smart quotes, dashes, ellipsis and NBSP folded to ASCII, as Hermes folds them."""
    return text.translate(_TO_ASCII)


# --- the strategies, in Hermes' order ---------------------------------------------------------


def _exact(content: str, pattern: str) -> list[Span]:
    spans, pos = [], content.find(pattern)
    while pos != -1:
        spans.append((pos, pos + len(pattern)))
        pos = content.find(pattern, pos + len(pattern))
    return spans


def _line_trimmed(content: str, pattern: str) -> list[Span]:
    return _line_blocks(content, pattern, str.strip)


def _whitespace_normalized(content: str, pattern: str) -> list[Span]:
    squeezed = _BLANK_RUN.sub(" ", content)
    found = _exact(squeezed, _BLANK_RUN.sub(" ", pattern))
    if not found:
        return []
    to_squeezed = _squeeze_map(content)
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for pos, target in enumerate(to_squeezed):
        first.setdefault(target, pos)
        last[target] = pos
    spans = []
    for lo, hi in found:
        start = (
            first[lo]
            if lo in first
            else min(i for i, target in enumerate(to_squeezed) if target >= lo)
        )
        end = last[hi - 1] + 1 if hi - 1 in last else start + (hi - lo)
        if hi < len(squeezed) and squeezed[hi - 1] == " ":
            while end < len(content) and content[end] in " \t":
                end += 1
        spans.append((start, min(end, len(content))))
    return spans


def _indentation_flexible(content: str, pattern: str) -> list[Span]:
    return _line_blocks(content, pattern, str.lstrip)


def _escape_normalized(content: str, pattern: str) -> list[Span]:
    unescaped = pattern.replace("\\n", "\n").replace("\\t", "\t").replace("\\r", "\r")
    return [] if unescaped == pattern else _exact(content, unescaped)


def _trimmed_boundary(content: str, pattern: str) -> list[Span]:
    wanted = _strip_ends(pattern.split("\n"))
    lines = content.split("\n")
    size, offsets = len(wanted), _offsets(lines)
    return [
        _span(offsets, i, i + size, len(content))
        for i in range(len(lines) - size + 1)
        if _strip_ends(lines[i : i + size]) == wanted
    ]


def _unicode_normalized(content: str, pattern: str) -> list[Span]:
    ascii_content, ascii_pattern = to_ascii(content), to_ascii(pattern)
    if ascii_content == content and ascii_pattern == pattern:
        return []
    found = _exact(ascii_content, ascii_pattern) or _line_trimmed(ascii_content, ascii_pattern)
    if not found:
        return []
    to_ascii_pos = _expansion_map(content)
    spans = []
    for lo, hi in found:
        start = _original_index(to_ascii_pos, lo)
        if start is not None:
            spans.append((start, bisect_left(to_ascii_pos, hi, start, len(content))))
    return spans


def _block_anchor(content: str, pattern: str) -> list[Span]:
    wanted = to_ascii(pattern).split("\n")
    size = len(wanted)
    if size < 2:
        return []
    first, last = wanted[0].strip(), wanted[-1].strip()
    lines = to_ascii(content).split("\n")
    candidates = [
        i
        for i in range(len(lines) - size + 1)
        if lines[i].strip() == first and lines[i + size - 1].strip() == last
    ]
    threshold = _ANCHOR_UNIQUE if len(candidates) == 1 else _ANCHOR_SHARED
    middle = "\n".join(wanted[1:-1])
    offsets = _offsets(content.split("\n"))
    spans = []
    for i in candidates:
        similarity = (
            1.0
            if size <= 2
            else SequenceMatcher(None, "\n".join(lines[i + 1 : i + size - 1]), middle).ratio()
        )
        if similarity >= threshold:
            spans.append(_span(offsets, i, i + size, len(content)))
    return spans


def _context_aware(content: str, pattern: str) -> list[Span]:
    wanted = [line.strip() for line in pattern.split("\n")]
    lines = content.split("\n")
    stripped = [line.strip() for line in lines]
    size, offsets = len(wanted), _offsets(lines)
    spans = []
    for i in range(len(lines) - size + 1):
        similar = sum(
            SequenceMatcher(None, want, have).ratio() >= _LINE_SIMILAR
            for want, have in zip(wanted, stripped[i : i + size], strict=True)
        )
        if similar >= size * 0.5:
            spans.append(_span(offsets, i, i + size, len(content)))
    return spans


STRATEGIES: list[tuple[str, Strategy]] = [
    ("exact", _exact),
    ("line_trimmed", _line_trimmed),
    ("whitespace_normalized", _whitespace_normalized),
    ("indentation_flexible", _indentation_flexible),
    ("escape_normalized", _escape_normalized),
    ("trimmed_boundary", _trimmed_boundary),
    ("unicode_normalized", _unicode_normalized),
    ("block_anchor", _block_anchor),
    ("context_aware", _context_aware),
]


# --- line and position helpers -----------------------------------------------------------------


def _line_blocks(content: str, pattern: str, norm: Callable[[str], str]) -> list[Span]:
    """Spans of whole-line blocks equal to the pattern once every line went through `norm`."""
    wanted = [norm(line) for line in pattern.split("\n")]
    lines = content.split("\n")
    normed = [norm(line) for line in lines]
    size, offsets = len(wanted), _offsets(lines)
    return [
        _span(offsets, i, i + size, len(content))
        for i in range(len(lines) - size + 1)
        if normed[i : i + size] == wanted
    ]


def _strip_ends(lines: list[str]) -> list[str]:
    out = list(lines)
    out[0] = out[0].strip()
    if len(out) > 1:
        out[-1] = out[-1].strip()
    return out


def _offsets(lines: list[str]) -> list[int]:
    """offsets[k]: where line k starts if the lines are joined by newlines."""
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    return offsets


def _span(offsets: list[int], first: int, stop: int, total: int) -> Span:
    """Lines first..stop-1 as a span, without the last line's newline."""
    return offsets[first], min(total, offsets[stop] - 1)


def _squeeze_map(text: str) -> list[int]:
    """For each index of `text`, the index Hermes maps it to in the blank-squeezed text.

    Inside a run of spaces and tabs, every character up to and including the run's first space
    maps to the run's single space; the rest map to the character after it.
    """
    out: list[int] = []
    target = 0
    for run in re.finditer(r"[ \t]+|[^ \t]+", text):
        piece = run.group()
        if piece[0] not in " \t":
            out.extend(range(target, target + len(piece)))
            target += len(piece)
            continue
        space = piece.find(" ")
        head = len(piece) if space < 0 else space + 1
        out.extend([target] * head + [target + 1] * (len(piece) - head))
        target += 1
    return out


def _expansion_map(text: str) -> list[int]:
    """Index in `to_ascii(text)` of each index of `text`, plus one past the end."""
    out, pos = [], 0
    for char in text:
        out.append(pos)
        pos += len(UNICODE_ASCII.get(char, char))
    out.append(pos)
    return out


def _original_index(to_ascii_pos: list[int], target: int) -> int | None:
    """The index of `text` that maps exactly to `target`, if any (ignoring the end marker)."""
    size = len(to_ascii_pos) - 1
    pos = bisect_left(to_ascii_pos, target, 0, size)
    return pos if pos < size and to_ascii_pos[pos] == target else None


# --- what is written ---------------------------------------------------------------------------


def _escape_drift(matched: str, old: str, new: str) -> str | None:
    for seq in ("\\'", '\\"'):
        if seq in new and seq in old and seq not in matched:
            return _DRIFT.format(seq=seq, char=seq[1])
    return None


def _unescape_controls(new: str, matched: str) -> str:
    """`\\t` / `\\r` in `new` become real tabs / CRs when the matched text holds real ones."""
    for escaped, real in (("\\t", "\t"), ("\\r", "\r")):
        if escaped in new and real in matched:
            new = new.replace(escaped, real)
    return new


def _keep_file_unicode(matched: str, old: str, new: str) -> str:
    """Apply the edit old -> new to the file's own text, so unchanged smart quotes survive."""
    old_ascii = to_ascii(old)
    if old_ascii != to_ascii(matched):
        return new
    to_ascii_pos = _expansion_map(matched)
    parts = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old_ascii, new).get_opcodes():
        if tag == "equal":
            start = _original_index(to_ascii_pos, i1) or 0
            parts.append(matched[start : bisect_left(to_ascii_pos, i2, start, len(matched))])
        elif tag != "delete":
            parts.append(new[j1:j2])
    return "".join(parts)


def _replace_spans(content: str, spans: list[Span], new: str, old: str | None) -> str:
    """Replace from the last span back; with `old`, re-indent `new` to each span's indentation."""
    out = content
    for start, end in sorted(spans, key=lambda span: span[0], reverse=True):
        piece = new if old is None else _reindent(content[start:end], old, new)
        out = out[:start] + piece + out[end:]
    return out


def _reindent(region: str, old: str, new: str) -> str:
    if not new:
        return new
    old_first, region_first = _first_text_line(old), _first_text_line(region)
    if old_first is None or region_first is None:
        return new
    old_indent, file_indent = _indent(old_first), _indent(region_first)
    if old_indent == file_indent:
        return new
    lines = []
    for line in new.split("\n"):
        if not line.strip():
            lines.append(line)
        elif _indent(line).startswith(old_indent):
            lines.append(file_indent + line[len(old_indent) :])
        else:
            lines.append(file_indent + line.lstrip(" \t"))
    return "\n".join(lines)


def _first_text_line(text: str) -> str | None:
    return next((line for line in text.split("\n") if line.strip()), None)


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


# --- the "did you mean" hint -------------------------------------------------------------------


def format_no_match_hint(error: str | None, match_count: int, old: str, content: str) -> str:
    """Hermes' `\\n\\nDid you mean one of these sections?` snippet, only for a plain no-match."""
    if match_count != 0 or not error or not error.startswith("Could not find"):
        return ""
    hint = closest_lines(old, content)
    return "\n\nDid you mean one of these sections?\n" + hint if hint else ""


def closest_lines(old: str, content: str, context: int = 2, limit: int = 3) -> str:
    """Up to `limit` numbered snippets of `content` most like the first text line of `old`."""
    if not old or not content:
        return ""
    old_lines, lines = old.splitlines(), content.splitlines()
    anchor = next((line.strip() for line in old_lines if line.strip()), "")
    if not lines or not anchor:
        return ""
    scored = [
        (ratio, i)
        for i, line in enumerate(lines)
        if line.strip() and (ratio := SequenceMatcher(None, anchor, line.strip()).ratio()) > 0.3
    ]
    scored.sort(key=lambda item: -item[0])
    snippets: list[str] = []
    seen: set[Span] = set()
    for _, index in scored[:limit]:
        first = max(0, index - context)
        stop = min(len(lines), index + len(old_lines) + context)
        if (first, stop) in seen:
            continue
        seen.add((first, stop))
        snippets.append("\n".join(f"{n + 1:4d}| {lines[n]}" for n in range(first, stop)))
    return "\n---\n".join(snippets)
