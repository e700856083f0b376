"""Which rules cannot match a text, told by RE2 in linear time before Python's regex runs.

Most rules whose trigger word occurs in a text find nothing there, and Python's backtracking
engine pays for every position of every line it is run on (a 130 KB line of prose costs the
triggered rules ~0.2 s) and for compiling each pattern first. RE2 (`google-re2`) is a DFA: it
reads a text once whatever the pattern, and answers a small region in about a microsecond.

RE2 does not speak all of Python's regex language, so each rule's pattern is rewritten into a
*looser* RE2 pattern (`guard/loosen`), one that matches wherever Python's pattern matches (and
sometimes elsewhere). Lookarounds and word boundaries are dropped (an assertion removed only
admits more), the string's anchors become a line's (the guard asks about whole lines or
texts), a back-reference becomes "anything" and counts past 16 are loosened. RE2 reads the
text as Latin-1 with every non-ASCII character turned into the byte 0x80 (one byte per
character: offsets stay those of the text), and 0x80 is admitted wherever some non-ASCII
character could match: `\\w`, `\\s` and `\\d` (Unicode in Python), a positive class reaching
past ASCII, a negated class, `.`, and the letters `i`, `k` and `s`, which Python's
case-insensitive matching equates with `İ ı K ſ`. A rule RE2 rules out is certain to find
nothing there, and Python neither compiles nor runs it; every other rule runs exactly as
before, so the findings are the same.

A pattern this module cannot rewrite soundly (a conditional group, verbose mode, an unknown
escape...) gets no prefilter: its rule always runs.
"""

from __future__ import annotations

import codecs
import functools
import hashlib
import re
from collections.abc import Iterator, Sequence
from typing import Any

from hermes_git import __version__
from hermes_git.guard.read import rulecache
from hermes_git.guard.read.loosen import OTHER, looser

try:  # the linear-time engine; without the wheel every triggered rule simply runs
    import re2
except ImportError:  # pragma: no cover - exercised only without the optional wheel
    re2 = None

FORMAT = "loose-4"  # bump when the rewriting changes: the user cache keeps its results
CACHE_PREFIX = "guard-loose-"
SCREENS_PREFIX = "guard-screens-"  # the packaged looser patterns of the modules' screens
# Memory each regexp may hold (its program and its DFA cache; past it RE2 falls back to a slower
# engine, never to another answer): a few hundred rules stay within tens of megabytes.
MAX_MEM = 2 << 20
# Places RE2's looser pattern may start a match where Python's does not, before `finditer`
# lets Python read the rest (each costs an RE2 call; a loose pattern may start at every word).
MISSES = 8


def _other(error: UnicodeError) -> tuple[bytes, int]:
    """Each character `ascii` cannot encode as one OTHER byte (a run at a time)."""
    assert isinstance(error, UnicodeEncodeError)
    return _OTHER_BYTE * (error.end - error.start), error.end


_OTHER_BYTE = OTHER.encode("latin-1")
codecs.register_error("hermes-git-re2", _other)


def as_bytes(text: str) -> bytes:
    """The text as RE2 reads it: one byte per character, OTHER for every non-ASCII one."""
    return text.encode("ascii") if text.isascii() else _other_bytes(text)


@functools.lru_cache(maxsize=8)
def _other_bytes(text: str) -> bytes:
    """`as_bytes` of a text with non-ASCII characters (each run costs the codec a call back),
    remembered: the rules, the capabilities and the prose read the same text."""
    return text.encode("ascii", "hermes-git-re2")


class Prefilter:
    """The looser RE2 pattern of each rule, compiled on first use, asked about regions."""

    def __init__(self, patterns: Sequence[tuple[str, int]]) -> None:
        self.patterns = list(patterns)
        self._loose: list[str | None] | None = None
        self._compiled: dict[int, Any] = {}  # pattern index -> RE2 regexp, None: no prefilter

    def regexp(self, index: int) -> Any:
        """The RE2 regexp of pattern `index`, or None when it has no prefilter."""
        if index not in self._compiled:
            if self._loose is None:
                self._loose = _loose_patterns(self.patterns)
            loose = self._loose[index]
            self._compiled[index] = None if re2 is None or loose is None else _compile(loose)
        return self._compiled[index]

    def keep(
        self, index: int, data: bytes, regions: list[tuple[int, int]], split: bool
    ) -> list[tuple[int, int]]:
        """The regions where pattern `index` may match (`data`: the text as RE2 reads it).

        `split`: ask about each region (a long one is cut down to where the rule may match);
        else ask once about the regions joined by line ends, and keep all or none. Every
        region starts at a line start and ends at a line end (or the text's ends), so `^` and
        `$` mean in a slice what they mean in the whole text, and a match inside a region is
        also one inside the joined regions.
        """
        regexp = self.regexp(index)
        if regexp is None:
            return regions
        search = regexp.search  # on slices: the binding copies the bytes it is given
        if split:
            return [(start, end) for start, end in regions if search(data[start:end])]
        joined = b"\n".join([data[start:end] for start, end in regions])
        return regions if search(joined) else []


def _loose_patterns(patterns: Sequence[tuple[str, int]]) -> list[str | None]:
    """The looser pattern of each (None: no prefilter), read from the packaged copy (the
    shipped rules) or the user cache: rewriting every rule costs a process ~40 ms, reading
    the copy ~1 ms."""
    key = loose_key(patterns)
    cached = rulecache.read(key, [FORMAT], prefix=CACHE_PREFIX)
    if cached is not None and _well_formed(cached[0], len(patterns)):
        return list(cached[0])
    loose = rewrite(patterns)
    rulecache.write(key, [FORMAT], [loose], prefix=CACHE_PREFIX)
    return loose


def loose_key(patterns: Sequence[tuple[str, int]]) -> str:
    """The key of a copy of the looser patterns: the rewriting's format, the version and
    every pattern with its flags."""
    digest = hashlib.sha256(f"{FORMAT}\0{__version__}".encode())
    for pattern, flags in patterns:
        digest.update(f"\0{flags}\0{len(pattern)}\0{pattern}".encode("utf-8", "surrogatepass"))
    return digest.hexdigest()[:32]


def rewrite(patterns: Sequence[tuple[str, int]]) -> list[str | None]:
    """The looser pattern of each, None where it cannot be rewritten."""
    loose: list[str | None] = []
    for pattern, flags in patterns:
        try:
            loose.append(looser(pattern, flags))
        except ValueError:  # Unsupported, or an escape naming no character
            loose.append(None)
    return loose


def screens_key() -> str:
    """The key of the packaged copy of the screens' looser patterns: the rewriting's format
    and the version (each pattern is looked up by its text and flags)."""
    return hashlib.sha256(f"{FORMAT}\0{__version__}\0screens".encode()).hexdigest()[:32]


def screen_id(pattern: str, flags: int) -> str:
    """How the packaged copy names a screen's pattern."""
    return f"{flags}:{pattern}"


@functools.cache
def _shipped_screens() -> dict[str, str | None]:
    """The packaged copy of the screens' looser patterns, read once a process ({}: none)."""
    found = rulecache.read(screens_key(), [FORMAT], prefix=SCREENS_PREFIX)
    data = found[0] if found is not None else None
    if not isinstance(data, dict) or not all(isinstance(v, str | None) for v in data.values()):
        return {}
    return data


def loose_of(pattern: str, flags: int) -> str | None:
    """`looser(pattern, flags)`, None where it cannot be rewritten: read from the packaged
    copy (`make generated`) when it holds the pattern; rewriting a module's screens costs a
    cold process ~50 ms."""
    shipped = _shipped_screens()
    ident = screen_id(pattern, flags)
    if ident in shipped:
        return shipped[ident]
    try:
        return looser(pattern, flags)
    except ValueError:  # Unsupported, or an escape naming no character
        return None


def _well_formed(data: Any, count: int) -> bool:
    return (
        isinstance(data, list)
        and len(data) == count
        and all(item is None or isinstance(item, str) for item in data)
    )


def _compile(loose: str) -> Any:
    options = re2.Options()
    options.encoding = re2.Options.Encoding.LATIN1
    options.log_errors = False
    options.max_mem = MAX_MEM
    try:
        return re2.compile(loose.encode("latin-1"), options)
    except re2.error:  # something RE2 refuses (a program too large...)
        return None


_LOOKAROUND = re.compile(r"\(\?<?[=!]|\(\?P<")


def exact(pattern: str) -> Any | None:
    """`pattern` compiled by RE2 as it is, giving Python's matches in one linear pass; None
    when RE2 cannot hold it (lookarounds, named groups) or is not installed."""
    if re2 is None or _LOOKAROUND.search(pattern):
        return None
    try:
        return re2.compile(pattern)
    except re2.error:  # pragma: no cover - a construct RE2 refuses
        return None


class Screen:
    """`regex.search(text) is not None`, RE2 ruling out most texts first (the same answers:
    RE2's looser pattern matches wherever `regex` does). For the regexes run on many short
    texts (lines, headings) that rarely match: a `\\b`-led alternation costs Python's engine a
    try at every position, RE2 one pass."""

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex = regex
        self._screen: Any = None
        self._built = False

    def _build(self) -> Any:
        self._built = True
        if re2 is not None:
            loose = loose_of(self.regex.pattern, self.regex.flags)
            self._screen = None if loose is None else _compile(loose)  # None: Python answers
        return self._screen

    def maybe(self, text: str, data: bytes | None = None) -> bool:
        """RE2's looser answer alone: False means `found` is False too (`data`:
        `as_bytes(text)` when the caller has it)."""
        screen = self._screen if self._built else self._build()
        return screen is None or screen.search(as_bytes(text) if data is None else data) is not None

    def starts(self, text: str, data: bytes | None = None) -> list[int] | None:
        """Where RE2's looser pattern matches in `text` (None: no RE2, every place may;
        `data`: `as_bytes(text)` when the caller has it)."""
        screen = self._screen if self._built else self._build()
        if screen is None:
            return None
        return [m.start() for m in screen.finditer(as_bytes(text) if data is None else data)]

    def finditer(self, text: str, data: bytes | None = None) -> Iterator[re.Match[str]]:
        """`regex.finditer(text)`, Python's pattern tried only where RE2's looser one may
        start a match (`data`: `as_bytes(text)` when the caller has it).

        Wherever Python's pattern matches, the looser one matches from the same place, so
        the leftmost place RE2 finds from `pos` is at or before Python's next match: Python
        tries one place at a time, each tried as its search would, and the matches are its
        own. A looser pattern that may start at many places (past `MISSES` places where
        Python's does not) or an empty match hand the rest, from where it stands, to Python's
        `finditer`: no match of it starts before that place and after the last one."""
        screen = self._screen if self._built else self._build()
        pos = 0
        if screen is not None:
            data = as_bytes(text) if data is None else data
            match_at, search, last, misses = self.regex.match, screen.search, len(text), 0
            while misses < MISSES:
                spot = search(data, pos) if pos <= last else None
                if spot is None:
                    return
                found = match_at(text, spot.start())
                if found is None:
                    pos, misses = spot.start() + 1, misses + 1
                    continue
                if found.end() == found.start():
                    pos = found.start()
                    break
                yield found
                pos = found.end()
        yield from self.regex.finditer(text, pos)

    def found(self, text: str) -> bool:
        screen = self._screen if self._built else self._build()
        if screen is not None and screen.search(as_bytes(text)) is None:
            return False
        return self.regex.search(text) is not None


class ScreenSet:
    """Which of some regexes may match a text, in one RE2 pass (an `RE2::Set` of their looser
    patterns): a regex left out cannot match; one without a looser pattern always may."""

    def __init__(self, regexes: Sequence[re.Pattern[str]]) -> None:
        self.regexes = list(regexes)
        self._built = False
        self._set: Any = None
        self._always: frozenset[int] = frozenset(range(len(self.regexes)))
        self._ids: list[int] = []  # the set's index -> the regex's

    def _build(self) -> None:
        self._built = True
        if re2 is None:
            return
        options = re2.Options()
        options.encoding = re2.Options.Encoding.LATIN1
        options.log_errors = False
        options.max_mem = MAX_MEM * 4
        screen = re2.Set.SearchSet(options)
        always = set(self._always)
        for index, regex in enumerate(self.regexes):
            loose = loose_of(regex.pattern, regex.flags)
            try:
                if loose is None:  # Unsupported: Python alone answers
                    continue
                screen.Add(loose.encode("latin-1"))
            except re2.error:  # refused: Python alone answers
                continue
            self._ids.append(index)
            always.discard(index)
        try:
            screen.Compile()
        except re2.error:  # pragma: no cover - past the memory budget: every regex may
            return
        self._set, self._always = screen, frozenset(always)

    def which(self, data: bytes) -> frozenset[int]:
        """The indexes of the regexes that may match `data` (the text as RE2 reads it)."""
        if not self._built:
            self._build()
        if self._set is None:
            return self._always
        matched = self._set.Match(data) or ()
        return self._always | {self._ids[i] for i in matched}
