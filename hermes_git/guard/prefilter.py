"""Which rules cannot match a text, told by RE2 in linear time before Python's regex runs.

Most rules whose trigger word occurs in a text find nothing there, and Python's backtracking
engine pays for every position of every line it is run on (a 130 KB line of prose costs the
triggered rules ~0.2 s) and for compiling each pattern first. RE2 (`google-re2`) is a DFA: it
reads a text once whatever the pattern, and answers a small region in about a microsecond.

RE2 does not speak all of Python's regex language, so each rule's pattern is rewritten into a
*looser* RE2 pattern, one that matches wherever Python's pattern matches (and sometimes
elsewhere). Lookarounds, word boundaries and string anchors are dropped (an assertion removed
only admits more) and a back-reference becomes "anything". RE2 reads the text as Latin-1 with
every non-ASCII character turned into the byte 0x80 (one byte per character: offsets stay
those of the text), and 0x80 is admitted wherever some non-ASCII character could match:
`\\w`, `\\s` and `\\d` (Unicode in Python), a positive class reaching past ASCII, a negated
class, `.`, and the letters `i`, `k` and `s`, which Python's case-insensitive matching equates
with `İ ı K ſ`. A rule RE2 rules out is certain to find nothing there, and Python neither
compiles nor runs it; every other rule runs exactly as before, so the findings are the same.

A pattern this module cannot rewrite soundly (a conditional group, verbose mode, a repetition
past RE2's limit...) gets no prefilter: its rule always runs.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from typing import Any

from hermes_git import __version__
from hermes_git.guard import rulecache

try:  # the linear-time engine; without the wheel every triggered rule simply runs
    import re2
except ImportError:  # pragma: no cover - exercised only without the optional wheel
    re2 = None

FORMAT = "loose-1"  # bump when the rewriting changes: the user cache keeps its results
CACHE_PREFIX = "guard-loose-"
OTHER = "\x80"  # every non-ASCII character of a text, as RE2 reads it
NOT_ASCII = re.compile(r"[^\x00-\x7f]")
# The letters Python's IGNORECASE equates across ASCII and beyond (found by trying every code
# point; tests/guard/test_prefilter.py checks the table stays complete).
FOLD_GROUPS = ("iI\u0130\u0131", "kK\u212a", "sS\u017f")
CLASS_ESCAPES = "dwsDWS"
ESCAPES = {"a": "\a", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
OCTAL = "01234567"
DIGITS = "0123456789"
NOTHING = "(?:)"
ANYTHING = r"[\x00-\x{ff}]*"
MAX_REPEAT = 1000  # RE2's limit on a counted repetition
REPEAT = re.compile(r"\{(\d*)(,?)(\d*)\}")
SCOPED_FLAGS = re.compile(r"\(\?([aiLmsux]*)(?:-([imsx]*))?([:)])")


def _ascii_members(escape: str) -> frozenset[int]:
    found = re.compile("\\" + escape)
    return frozenset(code for code in range(128) if found.match(chr(code)))


MEMBERS = {escape: _ascii_members(escape) for escape in CLASS_ESCAPES}


class Unsupported(ValueError):
    """The pattern holds something this module cannot rewrite into a looser RE2 pattern."""


def _byte(code: int) -> str:
    return f"\\x{{{code:x}}}"


def _codes(codes: set[int] | frozenset[int]) -> str:
    """Class members, runs of consecutive codes as ranges."""
    out: list[str] = []
    ordered = sorted(codes)
    start = 0
    for index, code in enumerate(ordered):
        if index + 1 < len(ordered) and ordered[index + 1] == code + 1:
            continue
        low = ordered[start]
        out.append(_byte(low) if low == code else f"{_byte(low)}-{_byte(code)}")
        start = index + 1
    return "".join(out)


def _folded(char: str) -> set[str]:
    """`char` and the characters Python's IGNORECASE may equate with it across ASCII."""
    for group in FOLD_GROUPS:
        if char in group:
            return set(group)
    return {char}


def _positive(codes: set[int]) -> set[int]:
    """Code points as RE2's bytes: ASCII as itself, the rest as OTHER."""
    return {code if code < 128 else ord(OTHER) for code in codes}


def _literal(char: str) -> str:
    members = _positive({ord(c) for c in _folded(char)})
    if len(members) == 1:
        (code,) = members
        char = chr(code)
        return char if char.isascii() and char.isalnum() else _byte(code)
    return "[" + _codes(members) + "]"


class _Reader:
    """A cursor over a Python pattern, turning it into a looser RE2 pattern."""

    def __init__(self, pattern: str) -> None:
        self.text = pattern
        self.pos = 0

    def peek(self, length: int = 1) -> str:
        return self.text[self.pos : self.pos + length]

    def take(self) -> str:
        if self.pos >= len(self.text):
            raise Unsupported("unexpected end of pattern")
        char = self.text[self.pos]
        self.pos += 1
        return char

    def sequence(self, depth: int) -> str:
        """Everything up to the `)` closing this depth (or the end at depth 0)."""
        out: list[str] = []
        while self.pos < len(self.text):
            if self.peek() == ")":
                if depth == 0:
                    raise Unsupported("unbalanced )")
                self.pos += 1
                return "".join(out)
            out.append(self.atom())
        if depth:
            raise Unsupported("missing )")
        return "".join(out)

    def atom(self) -> str:
        char = self.take()
        special = {"\\": self.escape, "[": self.char_class, "(": self.group, "{": self.repeat}
        if char in special:
            return special[char]()
        if char in "*+?":
            return char + self.quantifier_tail()
        return char if char in "|.^$" else _literal(char)

    def quantifier_tail(self) -> str:
        if self.peek() == "?":
            self.pos += 1
            return "?"
        if self.peek() == "+":  # possessive: matching it the ordinary way admits more
            self.pos += 1
        return ""

    def repeat(self) -> str:
        found = REPEAT.match(self.text, self.pos - 1)
        if self.peek() == "}" or found is None:
            return _byte(ord("{"))  # Python reads a brace that is no repetition as itself
        self.pos = found.end()
        low, comma, high = found.groups()
        least = int(low) if low else 0
        most = high if comma else low
        if least > MAX_REPEAT:
            raise Unsupported("repetition beyond RE2's limit")
        tail = self.quantifier_tail()
        if most and int(most) <= MAX_REPEAT:
            return f"{{{least},{most}}}{tail}"
        return f"{{{least},}}{tail}"

    def escape(self) -> str:
        char = self.take()
        if char in CLASS_ESCAPES:
            return "[" + _codes(MEMBERS[char] | {ord(OTHER)}) + "]"
        if char in "bBAZ":
            return NOTHING
        if char in DIGITS:
            return self.number(char)
        return _literal(self.escaped(char))

    def number(self, first: str) -> str:
        """An octal escape stands for a character; any other number is a back-reference."""
        if first == "0":
            digits = first
            while len(digits) < 3 and self.peek() and self.peek() in OCTAL:
                digits += self.take()
            return _literal(chr(int(digits, 8)))
        ahead = self.peek(2)
        if first in OCTAL and len(ahead) == 2 and all(c in OCTAL for c in ahead):
            self.pos += 2
            return _literal(chr(int(first + ahead, 8)))
        if self.peek() and self.peek() in DIGITS:
            self.pos += 1
        return ANYTHING

    def escaped(self, char: str) -> str:
        """The character an escape (other than a class or an assertion) stands for."""
        if char in ESCAPES:
            return ESCAPES[char]
        sizes = {"x": 2, "u": 4, "U": 8}
        if char in sizes:
            code = self.text[self.pos : self.pos + sizes[char]]
            if len(code) != sizes[char] or not all(c in "0123456789abcdefABCDEF" for c in code):
                raise Unsupported(f"bad \\{char} escape")
            self.pos += sizes[char]
            return chr(int(code, 16))
        if char.isascii() and char.isalnum():
            raise Unsupported(f"escape \\{char}")
        return char

    def group(self) -> str:
        if self.peek() != "?":
            return "(?:" + self.sequence(1) + ")"
        ahead = self.peek(4)
        if ahead.startswith(("?=", "?!", "?<=", "?<!")):
            self.pos += 3 if ahead.startswith("?<") else 2
            self.sequence(1)  # read past it: an assertion dropped admits more
            return NOTHING
        if ahead.startswith(("?:", "?>")):
            self.pos += 2
            return "(?:" + self.sequence(1) + ")"
        if ahead.startswith(("?P<", "?P=", "?#")):
            end = self.text.find(">" if ahead.startswith("?P<") else ")", self.pos)
            if end < 0:
                raise Unsupported("unterminated group")
            self.pos = end + 1
            if ahead.startswith("?P<"):
                return "(?:" + self.sequence(1) + ")"
            return ANYTHING if ahead.startswith("?P=") else NOTHING
        return self.flags()

    def flags(self) -> str:
        found = SCOPED_FLAGS.match(self.text, self.pos - 1)
        if found is None:
            raise Unsupported("unknown group")
        on, off, end = found.group(1), found.group(2) or "", found.group(3)
        if "x" in on + off:
            raise Unsupported("verbose mode")
        self.pos = found.end()
        keep = "".join(c for c in on if c in "ims") + (f"-{off}" if off else "")
        if end == ")":
            return f"(?{keep})" if keep else NOTHING
        return (f"(?{keep}:" if keep else "(?:") + self.sequence(1) + ")"

    def char_class(self) -> str:
        negated = self.peek() == "^"
        if negated:
            self.pos += 1
        codes: set[int] = set()
        first = True
        while True:
            char = self.take()
            if char == "]" and not first:
                break
            first = False
            codes |= self.class_member(char)
        if negated:  # never leave out OTHER: some non-ASCII character is not in the class
            left_out = {c for c in codes if c < 128}
            return "[^" + _codes(left_out) + "]" if left_out else "(?s:.)"
        return "[" + _codes(_positive(codes)) + "]"

    def class_member(self, char: str) -> set[int]:
        """The code points of one class member (a character, a range or a class escape),
        with the letters IGNORECASE equates, OTHER standing for those past ASCII."""
        if char == "\\":
            code = self.take()
            if code in CLASS_ESCAPES:
                return set(MEMBERS[code]) | {ord(OTHER)}  # each matches some non-ASCII
            low = "\b" if code == "b" else self.escaped(code)
        else:
            low = char
        high = low
        if self.peek() == "-" and self.peek(2)[1:] not in ("]", ""):
            self.pos += 1
            high = self.take()
            if high == "\\":
                code = self.take()
                if code in CLASS_ESCAPES:
                    raise Unsupported("range ending in a class")
                high = "\b" if code == "b" else self.escaped(code)
        if ord(low) > ord(high):
            raise Unsupported("bad range")
        codes = set(range(ord(low), min(ord(high), 127) + 1))
        if ord(high) >= 128:
            codes.add(max(ord(low), 128))
        for group in FOLD_GROUPS:
            if any(ord(low) <= ord(c) <= ord(high) for c in group):
                codes |= {ord(c) for c in group}
        return codes


def looser(pattern: str, flags: int) -> str:
    """An RE2 pattern (Latin-1, non-ASCII read as OTHER) matching at least wherever
    `pattern` compiled with `flags` does.

    Raises:
        Unsupported: the pattern holds something with no sound rewrite.
    """
    if flags & (re.VERBOSE | re.LOCALE):
        raise Unsupported("verbose or locale flags")
    body = _Reader(pattern).sequence(0)
    modes = "".join(
        letter
        for flag, letter in ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"))
        if flags & flag
    )
    return f"(?{modes}){body}" if modes else body


def as_bytes(text: str) -> bytes:
    """The text as RE2 reads it: one byte per character, OTHER for every non-ASCII one."""
    return (text if text.isascii() else NOT_ASCII.sub(OTHER, text)).encode("latin-1")


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
    """The looser pattern of each (None: no prefilter), kept in the user cache: rewriting
    every rule costs a process ~40 ms, reading the copy ~1 ms."""
    digest = hashlib.sha256(f"{FORMAT}\0{__version__}".encode())
    for pattern, flags in patterns:
        digest.update(f"\0{flags}\0{len(pattern)}\0{pattern}".encode("utf-8", "surrogatepass"))
    key = digest.hexdigest()[:32]
    cached = rulecache.read(key, [FORMAT], prefix=CACHE_PREFIX)
    if cached is not None and _well_formed(cached[0], len(patterns)):
        return list(cached[0])
    loose: list[str | None] = []
    for pattern, flags in patterns:
        try:
            loose.append(looser(pattern, flags))
        except ValueError:  # Unsupported, or an escape naming no character
            loose.append(None)
    rulecache.write(key, [FORMAT], [loose], prefix=CACHE_PREFIX)
    return loose


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
    try:
        return re2.compile(loose.encode("latin-1"), options)
    except re2.error:  # something RE2 refuses (a program too large...)
        return None
