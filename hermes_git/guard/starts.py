"""Where a rule's match can start: the few strings every match begins with, read from the regex.

Python's regex engine only skips ahead fast when a pattern starts with a fixed, case-sensitive
character; a rule like `\\b(?:capture|steal|dump)\\w*...` with IGNORECASE is instead tried at
every position. `lead_strings` reads the parsed pattern and returns lower-case strings such that
every match starts with one of them (or None when no such short list exists). `finditer` then
looks for those strings in the lower-cased text with one case-sensitive regex, and tries the
rule only there: the same matches as `regex.finditer`, in a fraction of the time.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

try:  # the parser of the standard regex engine (`sre_parse` before Python 3.11)
    from re import _constants as sre  # type: ignore[attr-defined,unused-ignore]
    from re import _parser as sre_parse  # type: ignore[attr-defined,unused-ignore]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as sre  # type: ignore[no-redef,unused-ignore]
    import sre_parse  # type: ignore[no-redef,unused-ignore]

DEPTH = 4  # characters read ahead: enough to make a start rare in text
MAX_STRINGS = 64
MAX_CLASS = 12  # a character class wider than this says nothing useful about a start
MIN_LENGTH = 2  # a single character leads only if it is punctuation (`, #, ;)
_ANY: frozenset[str] = frozenset({""})  # "any start": no constraint
_ZERO_WIDTH = {sre.AT, sre.ASSERT, sre.ASSERT_NOT}
# A "lead string" standing for the start of a line: a branch such as `^\s*printenv` starts
# after a newline (or at the start of the text) rather than with fixed characters. A
# noncharacter, so no pattern or text means it; `lead_regex` writes it as `^`.
LINE_START = "\uffff"
_LINE_ANCHORS = {sre.AT_BEGINNING, sre.AT_BEGINNING_STRING}
# Characters that IGNORECASE matches to an ASCII letter but whose lower case is not that
# letter (dotless i, long s): with one of them in a text, every position is tried as before.
ODD_FOLDS = ("\u0131", "\u017f")


def _class_chars(items: list[tuple[Any, Any]]) -> set[str] | None:
    chars: set[str] = set()
    for op, value in items:
        if op is sre.LITERAL:
            chars.add(chr(value).lower())
        elif op is sre.RANGE and value[1] - value[0] < MAX_CLASS:
            chars.update(chr(c).lower() for c in range(value[0], value[1] + 1))
        else:  # a category (\w, \s), a negation or a wide range
            return None
    return chars if len(chars) <= MAX_CLASS else None


def _starts(seq: list[tuple[Any, Any]], depth: int) -> frozenset[str]:  # noqa: PLR0911
    """Strings (at most `depth` long) that every match of `seq`, then anything, starts with."""
    if depth == 0 or not seq:
        return _ANY
    (op, value), rest = seq[0], seq[1:]
    if op is sre.AT and value in _LINE_ANCHORS and depth == DEPTH:  # nothing read yet
        after = _starts(rest, depth)
        return frozenset({LINE_START}) if "" in after else after
    if op in _ZERO_WIDTH:
        return _starts(rest, depth)
    if op is sre.LITERAL:
        return _prefix({chr(value).lower()}, rest, depth)
    if op is sre.IN:
        chars = _class_chars(value)
        return _ANY if chars is None else _prefix(chars, rest, depth)
    if op is sre.SUBPATTERN:
        return _starts(list(value[-1].data) + rest, depth)
    if op is sre.BRANCH:
        return _union([_starts(list(alt.data) + rest, depth) for alt in value[1]])
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
        return _repeat(op, value, rest, depth)
    return _ANY


def _repeat(
    op: Any, value: tuple[int, int, Any], rest: list[tuple[Any, Any]], depth: int
) -> frozenset[str]:
    """One round of the body, then the remaining rounds and the rest; or, if optional, the rest."""
    low, high, body = value
    if body.getwidth()[0] == 0:  # a round may match nothing: give up rather than loop
        return _ANY
    more = (
        []
        if high == 1
        else [(op, (max(low - 1, 0), high if high == sre.MAXREPEAT else high - 1, body))]
    )
    once = _starts(list(body.data) + more + rest, depth)
    return once if low > 0 else _union([once, _starts(rest, depth)])


def _prefix(chars: set[str], rest: list[tuple[Any, Any]], depth: int) -> frozenset[str]:
    if any(len(c) != 1 or (not c.isascii() and c.upper() != c) for c in chars):
        return _ANY  # a cased non-ASCII letter may fold in ways lower() does not show
    tails = _starts(rest, depth - 1)
    if len(chars) * len(tails) > MAX_STRINGS:  # shorter strings: still true, less selective
        tails = frozenset(t[:1] for t in tails)
        if len(chars) * len(tails) > MAX_STRINGS:
            return frozenset(chars)
    return frozenset(c + t for c in chars for t in tails)


def _union(parts: list[frozenset[str]]) -> frozenset[str]:
    joined = frozenset().union(*parts)
    if "" in joined or len(joined) > MAX_STRINGS:
        shortest = min((len(s) for s in joined), default=0)
        if shortest == 0:
            return _ANY
        joined = frozenset(s[:shortest] for s in joined)
        return joined if len(joined) <= MAX_STRINGS else _ANY
    return joined


def lead_strings(pattern: str, flags: int = 0) -> tuple[str, ...] | None:
    """Lower-case strings every match of `pattern` starts with, or None (no short list)."""
    try:
        parsed = sre_parse.parse(pattern, flags)
    except re.error:
        return None
    if parsed.getwidth()[0] == 0:  # an empty match would not start with anything
        return None
    found = _starts(list(parsed.data), DEPTH)
    if not found or any(len(s) < MIN_LENGTH and (s.isalnum() or not s.strip()) for s in found):
        return None  # "" (anywhere) or a single letter, digit or space: too frequent to help
    kept = {s for s in found if not any(o != s and s.startswith(o) for o in found)}
    return tuple(sorted(kept, key=lambda s: (-len(s), s)))


def lead_regex(strings: tuple[str, ...]) -> re.Pattern[str]:
    """One case-sensitive regex finding any of `strings` (run on lower-cased text)."""
    return re.compile(
        "|".join("^" if s == LINE_START else re.escape(s) for s in strings), re.MULTILINE
    )


def _line_starts(lowered: str, start: int, end: int) -> list[int]:
    """Where lines start in [start, end): `start` itself when a line starts there."""
    found = [start] if start < end and (start == 0 or lowered[start - 1] == "\n") else []
    find = lowered.find
    position = find("\n", start, end)
    while position >= 0:
        if position + 1 < end:
            found.append(position + 1)
        position = find("\n", position + 1, end)
    return found


def _occurrences(string: str, lowered: str, start: int, end: int) -> list[int]:
    """Where `string` starts in `lowered[start:end]` (overlaps too); `LINE_START`: lines."""
    if string == LINE_START:
        return _line_starts(lowered, start, end)
    found = []
    find = lowered.find
    position = find(string, start, end)
    while position >= 0:
        found.append(position)
        position = find(string, position + 1, end)
    return found


def found_any(regex: re.Pattern[str], text: str, lowered: str) -> bool:
    """`regex.search(text) is not None`, the regex tried only where a lead string occurs.

    Any match will do, so the tries need not go left to right.
    """
    lead = lead_strings_for(regex)
    if lead is None or not can_lead(text, lowered):
        return regex.search(text) is not None
    match = regex.match
    return any(
        match(text, position) is not None
        for string in lead
        for position in _occurrences(string, lowered, 0, len(text))
    )


def finditer(
    regex: re.Pattern[str], lead: re.Pattern[str], text: str, lowered: str, start: int, end: int
) -> Iterator[re.Match[str]]:
    """`regex.finditer(text, start, end)`, trying `regex` only where `lead` finds a start.

    `lowered` is `text.lower()` and as long as `text`. Every match of `regex` is non-empty
    (it starts with one of the lead strings), so after a match the next one starts at its end,
    and none starts at `end` (where a `LINE_START` lead may still be found).
    """
    position = start
    while position < end and (found := lead.search(lowered, position, end)) is not None:
        match = regex.match(text, found.start(), end)
        if match is None:
            position = found.start() + 1
        else:
            yield match
            position = match.end()


MAX_FINDS = 16  # more lead strings than this: one regex search beats a find per string


def find_all(
    regex: re.Pattern[str],
    lead: tuple[str, ...] | None,
    text: str,
    lowered: str,
    regions: list[tuple[int, int]],
) -> list[re.Match[str]]:
    """Every match of `regex` in each (start, end) region, in order (`finditer` per region).

    `lead` is `lead_strings_for(regex)`, used only when `can_lead(text, lowered)`. Each lead
    string is looked for with `str.find`, far faster than the regex engine trying an
    alternation at every position; the rule is then tried at each start, left to right, and
    after a match only from its end: what `finditer` (with its non-empty matches) does.
    """
    found: list[re.Match[str]] = []
    if lead is None or len(lead) > MAX_FINDS:
        lead_regex = None if lead is None else lead_for(regex)
        for start, end in regions:
            found += (
                regex.finditer(text, start, end)
                if lead_regex is None
                else finditer(regex, lead_regex, text, lowered, start, end)
            )
        return found
    find, match = lowered.find, regex.match
    for start, end in regions:
        starts_at = []
        for string in lead:
            if string == LINE_START:
                starts_at += _line_starts(lowered, start, end)
                continue
            position = find(string, start, end)
            while position >= 0:
                starts_at.append(position)
                position = find(string, position + 1, end)
        if len(starts_at) > 1:
            starts_at.sort()
        position = start
        for at in starts_at:
            if at >= position and (matched := match(text, at, end)) is not None:
                found.append(matched)
                position = matched.end()
    return found


@cache
def _lead_for(pattern: str, flags: int) -> re.Pattern[str] | None:
    strings = lead_strings(pattern, flags)
    return None if strings is None else lead_regex(strings)


def lead_for(regex: re.Pattern[str]) -> re.Pattern[str] | None:
    """The lead regex of a compiled rule regex (worked out once per process), or None."""
    return _lead_for(regex.pattern, regex.flags)


@cache
def _lead_strings_for(pattern: str, flags: int) -> tuple[str, ...] | None:
    return lead_strings(pattern, flags)


def lead_strings_for(regex: re.Pattern[str]) -> tuple[str, ...] | None:
    """The lead strings of a compiled rule regex (worked out once per process), or None."""
    return _lead_strings_for(regex.pattern, regex.flags)


def can_lead(text: str, lowered: str) -> bool:
    """Whether lead strings found in `lowered` stand for every start in `text`."""
    return len(lowered) == len(text) and (
        text.isascii() or not any(odd in text for odd in ODD_FOLDS)
    )
