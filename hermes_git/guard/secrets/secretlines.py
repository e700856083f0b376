"""The parts of a text a secret rule runs on: the lines of its words' hits (each with where its
first hit starts, and how much they cover), spans reaching `scope` characters on, the runs of
a rule with `run`, and the narrowing a `lead` allows. `secretset` puts them together."""

from __future__ import annotations

RUN_AFTER = 2  # characters after a run a `run` rule's lookahead may read
Lines = tuple[dict[tuple[int, int], int], int]  # (begin, stop) -> first hit; characters held


def holds(lowered: str | bytes, needed: str, start: int = 0, end: int | None = None) -> bool:
    """Whether `lowered[start:end]` holds `needed` or, for `a|b`, one of them."""
    for one in needed.split("|"):
        found = (
            lowered.find(one, start, end)
            if isinstance(lowered, str)
            else lowered.find(one.encode(), start, end)
        )
        if found >= 0:
            return True
    return False


def reaching(
    starts: list[int], spans: list[tuple[int, int]], lowered: str | bytes, needs: tuple[str, ...]
) -> list[int]:
    """The starts from which what the rule `needs` is in the rest of their span."""
    kept = []
    for start in starts:
        end = next((b for a, b in spans if a <= start < b), None)
        if end is not None and all(holds(lowered, n, start, end) for n in needs):
            kept.append(start)
    return kept


def run_spans(text: str, runs: list[tuple[int, int]], lead: int) -> list[tuple[int, int]]:
    """Where a rule with `run` is searched: the lines holding its runs; with a `lead`, each
    run itself from `lead` characters before it to 2 after (what its lookahead reads)."""
    if lead < 0:
        return narrowed(text, lines(text, runs), -1)
    spans: list[tuple[int, int]] = []
    for start, end in runs:
        begin, stop = max(0, start - lead), min(len(text), end + RUN_AFTER)
        if spans and begin <= spans[-1][1]:
            spans[-1] = (spans[-1][0], stop)
        else:
            spans.append((begin, stop))
    return spans


def narrowed(text: str, spans: dict[tuple[int, int], int], lead: int) -> list[tuple[int, int]]:
    """The spans to search, sorted: the whole text when they cover most of it; each from
    `lead` characters before its first hit on when `lead` is known (>= 0)."""
    if sum(stop - begin for begin, stop in spans) * 2 > len(text):
        first = min(spans.values())
        return [(max(0, first - lead) if lead >= 0 else 0, len(text))]
    return [
        (max(begin, first - lead) if lead >= 0 else begin, stop)
        for (begin, stop), first in sorted(spans.items())
    ]


def lines(text: str, hits: list[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """The lines holding `hits` (in order; line breaks excluded), each with where its first
    hit starts."""
    return lines_covered(text, hits)[0]


def lines_covered(text: str, hits: list[tuple[int, int]]) -> Lines:
    """`_lines` of hits in order (one word's, or runs), and how many characters they hold."""
    lines: dict[tuple[int, int], int] = {}
    stop = -1
    covered = 0
    for start, end in hits:
        if start < stop:
            continue  # on the line just taken
        stop = text.find("\n", end)
        stop = len(text) if stop < 0 else stop
        begin = text.rfind("\n", 0, start) + 1
        lines[(begin, stop)] = start
        covered += stop - begin
    return lines, covered


def word_lines(
    cache: dict[int, Lines],
    text: str,
    by_word: dict[int, list[tuple[int, int]]],
    word: int,
) -> Lines:
    """The lines of one word's hits and what they cover, found once per text."""
    if word not in cache:
        cache[word] = lines_covered(text, by_word[word])
    return cache[word]


def union(parts: list[dict[tuple[int, int], int]]) -> dict[tuple[int, int], int]:
    """Lines of several words: each line once, with its first hit of any of them."""
    if len(parts) == 1:
        return parts[0]
    merged = dict(parts[0])
    for part in parts[1:]:
        for line, first in part.items():
            if merged.get(line, first) >= first:
                merged[line] = first
    return merged


def merged(text: str, hits: list[tuple[int, int]], scope: int) -> dict[tuple[int, int], int]:
    """From the line of each hit to `scope` characters after it, merged; each span with where
    its first hit starts."""
    spans: list[tuple[int, int, int]] = []
    for start, end in sorted(hits):
        begin = text.rfind("\n", 0, start) + 1
        stop = min(len(text), end + scope)
        if spans and begin <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], stop), spans[-1][2])
        else:
            spans.append((begin, stop, start))
    return {(begin, stop): first for begin, stop, first in spans}
