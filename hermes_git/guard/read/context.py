"""Where a match sits: frontmatter, prose, code block or comment, and whether it is a warning."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache

from hermes_git.guard.read.prefilter import Screen
from hermes_git.guard.read.specimens import specimen_spans

_FENCE = r"[ \t]{0,3}(`{3,}|~{3,})[ \t]*([\w+#.-]*)[^\n]*$"
_HEADING = r"[ \t]{0,3}#{1,6}[ \t]+([^\n]*)$"
_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
# `[//]: # (a comment)`, searched from newlines (see LinePattern)
_MD_COMMENT = r"\[[^\]\n]*\]:[ \t]*(?:#|<>)[ \t]*[(\"'][^\n]*$"
# Words that say the very line (or the intro of its block or list) warns against what follows.
# Topic words (audit, threat, detection, hardening, security) are not here: an attacker writes
# them around a payload to make it look like documentation (issue 16).
_RISK = re.compile(
    r"(?i)\b(?:warnings?|danger(?:ous)?|malicious|red[\s-]flags?|suspicious|insecure|unsafe|"
    r"anti-?pattern\w*|bad\s+practice|not\s+recommended|forbidden|prohibited|"
    r"example\s+of\s+an?\s+attack|what\s+not\s+to\s+do|attackers?\s+(?:use|run|write|send)\w*|"
    r"(?:user|malicious|injection|their)\s+attempts?\s+to)\b"
    r"|❌|🚫|⛔"
)
# Negations turn a command into advice ("never run ..."), but are also how an attacker says
# "do not tell the user": they only count for rules about commands (see weigh.adjust).
_NEGATION = re.compile(
    r"(?i)\b(?:(?:never|don'?t|do\s+not|avoid|must\s+not|should\s+not|shouldn'?t)\s+(?:\w+\s+){0,3}?"
    r"(?:run|running|execute|use|using|do|doing|try|paste|type|install|pipe|call|invoke|trust|"
    r"store|commit|hard-?code|expose|print|log|leave|put|write|copy|add|grant|give|set|chmod|"
    r"this|these|that|such|the\s+following)|instead\s+of|rather\s+than)\b"
)
# A heading that warns against its section ("Dangerous commands you should never run",
# "Attack examples (never follow them)", "Red flags"); a heading naming a topic ("Security
# audit", "Threat detection") lowers nothing.
_WARNING_HEADING = re.compile(
    r"(?i)\b(?:never|don'?t|do\s+not|avoid|what\s+not|dangerous|warnings?|red[\s-]flags?|"
    r"anti-?patterns?|bad\s+examples?|malicious|pitfalls?|mistakes?|indicators?\s+of\s+compromise|"
    r"iocs?|not\s+to\s+(?:do|run|use)|inert|attack\s+(?:text|examples?|samples?))\b"
)
_LANG_ALIASES = {
    "sh": "shell",
    "bash": "shell",
    "zsh": "shell",
    "console": "shell",
    "shell-session": "shell",
    "shellscript": "shell",
    "terminal": "shell",
    "py": "python",
    "python3": "python",
    "ipython": "python",
    "pycon": "python",
    "javascript": "js",
    "node": "js",
    "ts": "js",
    "typescript": "js",
    "jsx": "js",
    "tsx": "js",
    "mjs": "js",
    "powershell": "powershell",
    "ps1": "powershell",
    "ps": "powershell",
    "pwsh": "powershell",
    "bat": "batch",
    "cmd": "batch",
    "rb": "ruby",
    "yml": "yaml",
}


def language_of(tag: str) -> str:
    """The canonical language of a fence tag or file suffix (`bash` -> `shell`)."""
    tag = tag.lower().lstrip(".")
    return _LANG_ALIASES.get(tag, tag)


# URLs, paths and file names are not prose. Whole whitespace-free tokens: tried only where one
# starts (retrying `\S*` inside a token would take time quadratic in its length).
_PATHS = re.compile(r"(?<!\S)\S*(?:://|/|\.\w)\S*")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")
_NEGATED_INTRO = re.compile(  # "This skill never:", "## What never goes into memory"
    r"(?i)\b(?:never|not|don'?t|no|won'?t|cannot)\b[^\n]*:\s*\**\s*$"
    r"|^#{1,6}\s[^\n]*\b(?:never|not|don'?t|won'?t|forbidden|prohibited)\b"
)


# Asked of nearly every line a rule matches on: RE2 answers most of them first.
_RISKY = Screen(_RISK)
_NEGATED = Screen(_NEGATION)
_WARNING_HEADINGS = Screen(_WARNING_HEADING)


def quoted(text: str, offset: int, code: bool = True) -> bool:
    """Whether `offset` sits inside quotes or (`code`) backticks on its line (a mention, not
    an order; a path or command in backticks is what a sentence acts on)."""
    prefix = text[text.rfind("\n", 0, offset) + 1 : offset]
    return (
        prefix.count('"') % 2 == 1
        or (code and prefix.count("`") % 2 == 1)
        or prefix.count("\u201c") > prefix.count("\u201d")
    )


def is_warning(text: str) -> bool:
    """Whether a line reads as a warning or an audit note (host names and paths do not count)."""
    return _RISKY.found(text) and _RISKY.found(_PATHS.sub(" ", text))


def is_negated(text: str) -> bool:
    return _NEGATED.found(text)


@dataclass(frozen=True)
class Place:
    """The region of one offset (`frontmatter`, `prose`, `code`...), its language, and cues.

    `warned`: the line (or a code block's intro) warns or audits; `negated`: it says never or
    don't; `heading`: the section heading is about security, risks or pitfalls.
    """

    region: str
    language: str = ""
    warned: bool = False
    comment: bool = False
    negated: bool = False
    heading: bool = False


class LinePattern:
    """A regex anchored at line starts, searched from each newline (which the engine jumps to).

    `^` in MULTILINE mode gives the regex engine nothing to skip ahead to, so every position
    of the text is tried; a pattern that starts with a newline is only tried at newlines.
    """

    def __init__(self, pattern: str) -> None:
        self.first = re.compile(pattern, re.MULTILINE)
        self.after_newline = re.compile("\n" + pattern, re.MULTILINE)

    def finditer(self, text: str, pos: int = 0) -> Iterator[tuple[int, re.Match[str]]]:
        """(line start, match) of every line at or after `pos` the pattern matches at its start.

        The same lines as `re.compile("^" + pattern, re.MULTILINE).finditer(text, pos)`
        (for patterns that cannot match a newline).
        """
        if pos == 0 and (match := self.first.match(text)) is not None:
            yield 0, match
        for match in self.after_newline.finditer(text, max(pos - 1, 0)):
            yield match.start() + 1, match


_FENCES = LinePattern(_FENCE)
_HEADINGS = LinePattern(_HEADING)
_MD_COMMENTS = LinePattern(_MD_COMMENT)


@lru_cache(maxsize=8)
def _fenced(text: str, body_offset: int) -> tuple[tuple[int, int, str], ...]:
    """(start, end, language) of every fenced code block of `text` from `body_offset` on
    (remembered: the rules, the capabilities and the cross-file pass map the same texts)."""
    blocks: list[tuple[int, int, str]] = []
    opening: tuple[int, str, str] | None = None
    for start, match in _FENCES.finditer(text, body_offset):
        if opening is None:
            opening = (start, match.group(1), match.group(2))
        elif (
            match.group(1)[0] == opening[1][0]
            and len(match.group(1)) >= len(opening[1])
            and not match.group(2)
        ):
            blocks.append((opening[0], match.end(), language_of(opening[2])))
            opening = None
    if opening is not None:
        blocks.append((opening[0], len(text), language_of(opening[2])))
    return tuple(blocks)


class MarkdownMap:
    """Markdown structure of one text, built from a few whole-text regex passes, queried lazily."""

    def __init__(self, text: str, body_offset: int = 0, titled: bool = False) -> None:
        self.text = text
        self.body_offset = body_offset
        self.titled = titled  # a note's title speaks for the whole file ("# Attacks: do not run")
        self._blocks = _fenced(text, body_offset)  # (start, end, language) of fenced code
        self._starts = [b[0] for b in self._blocks]
        self._places: dict[int, Place] = {}
        self._heading_warns: dict[int, bool] = {}  # heading index -> about security, when asked

    @cached_property
    def _headings(self) -> tuple[list[int], list[str]]:
        found = [
            (start, m.group(1))
            for start, m in _HEADINGS.finditer(self.text, self.body_offset)
            if self._block_at(start) is None
        ]
        return [f[0] for f in found], [f[1] for f in found]

    @cached_property
    def _specimens(self) -> tuple[tuple[int, int], ...]:
        return specimen_spans(self.text)

    def _specimen(self, offset: int) -> bool:
        """Whether `offset` is in a quoted attack specimen (read/specimens)."""
        return any(start <= offset < end for start, end in self._specimens)

    @cached_property
    def _title_warns(self) -> bool:
        """Whether the file's first heading is a title (`# `) that warns against its content."""
        starts, texts = self._headings
        title = bool(starts) and self.text.startswith("# ", starts[0])
        return title and _WARNING_HEADINGS.found(texts[0])

    @cached_property
    def _comments(self) -> tuple[list[int], list[int]]:
        spans: list[tuple[int, int]] = []
        if "<!--" in self.text:
            spans += [(m.start(), m.end()) for m in _COMMENT.finditer(self.text, self.body_offset)]
        if "]:" in self.text:
            spans += [
                (start, m.end()) for start, m in _MD_COMMENTS.finditer(self.text, self.body_offset)
            ]
        spans.sort()
        return [s[0] for s in spans], [s[1] for s in spans]

    def blocks(self) -> list[tuple[int, int, str]]:
        """(start, end, language) of every fenced code block."""
        return list(self._blocks)

    def _block_at(self, offset: int) -> tuple[int, int, str] | None:
        index = bisect.bisect_right(self._starts, offset) - 1
        if index >= 0 and offset < self._blocks[index][1]:
            return self._blocks[index]
        return None

    def in_comment(self, offset: int) -> bool:
        starts, ends = self._comments
        index = bisect.bisect_right(starts, offset) - 1
        return index >= 0 and offset < ends[index]

    def _heading_warned(self, offset: int) -> bool:
        index = bisect.bisect_right(self._headings[0], offset) - 1
        if index < 0:
            return False
        if self.titled and self._title_warns:
            return True
        warns = self._heading_warns.get(index)
        if warns is None:
            warns = self._heading_warns[index] = _WARNING_HEADINGS.found(self._headings[1][index])
        return warns

    def heading(self, offset: int) -> str:
        """The text of the nearest heading above `offset` ('' when none)."""
        starts, texts = self._headings
        index = bisect.bisect_right(starts, offset) - 1
        return texts[index] if index >= 0 else ""

    def _line(self, offset: int) -> str:
        start = self.text.rfind("\n", 0, offset) + 1
        end = self.text.find("\n", offset)
        return self.text[start : None if end < 0 else end]

    def _before(self, offset: int, lines: int = 2) -> str:
        """Up to `lines` non-empty lines before the line holding `offset`."""
        end = self.text.rfind("\n", 0, offset)
        found: list[str] = []
        while end > 0 and len(found) < lines:
            start = self.text.rfind("\n", 0, end) + 1
            line = self.text[start:end]
            if line.strip() and not line.lstrip().startswith("#"):
                found.append(line)
            end = start - 1
        return "\n".join(found)

    def place(self, offset: int) -> Place:
        """Where `offset` is and whether its surroundings read as a warning or an audit."""
        line_start = self.text.rfind("\n", 0, offset) + 1
        known = self._places.get(line_start)
        if known is None:
            known = self._places[line_start] = self._place(line_start)
        return known

    def _place(self, offset: int) -> Place:
        if offset < self.body_offset:
            return Place("frontmatter")
        block = self._block_at(offset)
        heading_warns = self._heading_warned(offset)
        comment = self.in_comment(offset)
        if block is not None:
            intro = self._before(block[0], 2) + "\n" + _comment_of(self._line(offset))
            warned = is_warning(intro) or is_warning(self._line(offset))
            return Place("code", block[2], warned, comment, is_negated(intro), heading_warns)
        line = self._line(offset)
        catalogue = False
        if _in_table(line):
            line += "\n" + self._before(offset, 3)
            catalogue = _CATALOGUE.search(self._table_head(offset)) is not None
        warned = is_warning(line) or catalogue or self._specimen(offset)
        if _LIST_ITEM.match(line):
            intro = self._list_intro(offset)
            warned = warned or is_warning(intro) or _NEGATED_INTRO.search(intro) is not None
        return Place("prose", "", warned, comment, is_negated(line), heading_warns)

    def _table_head(self, offset: int) -> str:
        """The first row of the Markdown table that holds `offset` (its column names)."""
        end = self.text.rfind("\n", 0, offset)
        head = self._line(offset)
        for _ in range(200):
            if end <= 0:
                break
            start = self.text.rfind("\n", 0, end) + 1
            if not _in_table(self.text[start:end]):
                break
            head, end = self.text[start:end], start - 1
        return head

    def _list_intro(self, offset: int) -> str:
        """The line introducing the list that holds `offset` ("This skill never:")."""
        end = self.text.rfind("\n", 0, offset)
        for _ in range(40):
            if end <= 0:
                return ""
            start = self.text.rfind("\n", 0, end) + 1
            line = self.text[start:end]
            if line.strip() and not _LIST_ITEM.match(line):
                return line
            end = start - 1
        return ""


def _comment_of(line: str) -> str:
    """The trailing `#` or `//` comment of a code line ('' when none)."""
    for marker in (" # ", " // ", "\t# "):
        if marker in line:
            return line.split(marker, 1)[1]
    stripped = line.lstrip()
    return stripped if stripped.startswith(("#", "//")) else ""


# Column names of a table that lists what a scanner or a reviewer looks for
_CATALOGUE = re.compile(
    r"(?i)\b(?:examples?\s+of\s+what|what\s+is\s+(?:matched|flagged|detected)|patterns?|"
    r"signatures?|indicators?|red\s+flags?|detects?|matched|flagged|looks?\s+for)\b"
)


def _in_table(line: str) -> bool:
    return line.lstrip().startswith("|")


class ScriptMap:
    """The same queries for a script file: everything is code; comments may warn."""

    def __init__(self, text: str, language: str) -> None:
        self.text = text
        self.language = language

    def place(self, offset: int) -> Place:
        start = self.text.rfind("\n", 0, offset) + 1
        end = self.text.find("\n", offset)
        line = self.text[start : None if end < 0 else end]
        comment = _comment_of(line)
        return Place("script", self.language, is_warning(comment), False, is_negated(comment))
