"""Python regex patterns rewritten into looser RE2 patterns: RE2 matches at least wherever
Python does (see `guard/prefilter` for why and how the looser pattern is read).

Written against Python's documented regex syntax (`re` module docs), not its private parser.
"""

from __future__ import annotations

import re

OTHER = "\x80"  # every non-ASCII character of a text, as RE2 reads it
# The letters Python's IGNORECASE equates across ASCII and beyond (found by trying every code
# point; tests/guard/test_prefilter.py checks the table stays complete).
FOLD_GROUPS = ("iI\u0130\u0131", "kK\u212a", "sS\u017f")
CLASS_ESCAPES = "dwsDWS"
ESCAPES = {"a": "\a", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
OCTAL = "01234567"
DIGITS = "0123456789"
NOTHING = "(?:)"
ANYTHING = r"[\x00-\x{ff}]*"
MAX_COUNT = 16  # counted repetitions past this are loosened
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
        if char in "^$":  # any line's: without MULTILINE Python's `$` also matches before a
            return f"(?m:{char})"  # final newline, which RE2's does not
        return char if char in "|." else _literal(char)

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
        # Long counts are loosened (`x{40}` to `x{16,}`, `x{0,400}` to `x*`): every string the
        # count admits is still admitted, and RE2's program stays small and quick to build.
        least = min(int(low) if low else 0, MAX_COUNT)
        most = high if comma else low
        tail = self.quantifier_tail()
        if most and int(most) <= MAX_COUNT:
            return f"{{{least},{most}}}{tail}"
        return f"{{{least},}}{tail}"

    def escape(self) -> str:
        char = self.take()
        if char in CLASS_ESCAPES:
            return "[" + _codes(MEMBERS[char] | {ord(OTHER)}) + "]"
        if char in "AZ":  # a line's ends: the guard asks about whole lines or texts, and the
            return "(?m:^)" if char == "A" else "(?m:$)"  # start (end) of one is a line's
        if char in "bB":  # Unicode in Python, ASCII in RE2: dropped
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
