"""Text that names acts without doing them: quoted attack specimens, searched-for patterns.

Teaching material quotes attacks to name them ("Attack text often claims to outrank the
user:" then a `>` passage), or says once that every quote in it is an example. Those
passages (and the line introducing one) are documentation: the prose model blanks them and
the rules read their lines as warned. A quote nobody calls an example reads as the rest.
A string given to a regex constructor or a search tool (`grep -E 'curl|base64'`, a scanner's
`re.compile(...)`) is what is looked for: the rules and the flow model read it blanked.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hermes_git.guard.read.prefilter import Screen

__all__ = ["pattern_spans", "specimen_spans"]

# a sentence saying the document's quoted passages are examples ("Everything in a quote block
# below is an example of an attack", "Every example below is quoted ... None of them is an
# instruction to you"), and a line introducing one passage as an attack
_QUOTES_ARE_EXAMPLES = re.compile(
    r"(?i)\b(?:everything|anything|all|text|whatever)\s+(?:\w+\s+){0,2}?(?:in|inside|within)\s+(?:an?\s+"
    r"|the\s+)?(?:block\s*)?quote[ds]?(?:\s+blocks?)?\b[^.\n]{0,40}?\b(?:is|are)\s+(?:an?\s+|only\s+)?"
    r"\W*(?:examples?|specimens?|samples?|attacks?)|\b(?:block\s*quotes?|quoted\s+(?:passages|text|"
    r"lines))\s+(?:below\s+|here\s+)?(?:is|are)\s+(?:\w+\s+){0,2}?\W*(?:examples?|specimens?|attacks?)"
    r"|\b(?:every|each)\s+example\s+(?:below|here|in\s+this\s+\w+)\s+is\s+quoted\b"
    r"|\bnone\s+of\s+(?:them|these|it)\s+(?:is|are)\s+(?:an?\s+)?instructions?\s+(?:to|for)\s+you\b"
)
_ATTACK_INTRO = re.compile(
    r"(?i)\b(?:attack|malicious|injection|red\s+flag|phishing|adversar|exploit)\w*\b[^\n]*:\W*$"
)
_PASSAGE = re.compile(r"(?m)(?:^[ \t]*>[^\n]*(?:\n|$))+")
_PASSAGE_SCREEN, _EXAMPLES_SCREEN = Screen(_PASSAGE), Screen(_QUOTES_ARE_EXAMPLES)


@lru_cache(maxsize=64)  # asked by the rules' map and by the prose model of one file
def specimen_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The quoted passages of `text` that are specimens, in order: every passage when the
    text says its quotes are examples; a passage whose line just before introduces it as an
    attack, from that line (it describes the specimen)."""
    passages = list(_PASSAGE_SCREEN.finditer(text)) if ">" in text else []
    if not passages:
        return ()
    every = next(_EXAMPLES_SCREEN.finditer(text), None) is not None
    spans = []
    for passage in passages:
        low = max(0, passage.start() - 400)
        head = text[low : passage.start()].rstrip("\n")
        intro = head[head.rfind("\n") + 1 :]
        if _ATTACK_INTRO.search(intro):
            spans.append((low + len(head) - len(intro), passage.end()))
        elif every:
            spans.append((passage.start(), passage.end()))
    return tuple(spans)


# a string given to a regex constructor or to a search tool: a pattern to find, not code
_PATTERN_LEAD = re.compile(
    r"(?:\bre\.(?:compile|search|match|fullmatch|findall|finditer|sub|split)|\bnew\s+RegExp|\bRegExp"
    r"|\bPattern\.compile|\bregexp\.(?:MustCompile|Compile)|\bRegex(?:\.new)?|\bpreg_\w+|(?<![\w.-])"
    r"(?:e?grep|rg|ag|ack)(?:\s+-[\w-]+)*)\s*\(?\s*(?:[rbu]{1,2})?(['\"])"
)
_PATTERN_SCREEN = Screen(_PATTERN_LEAD)
_PATTERN_WORDS = (
    "re.",
    "RegExp",
    "grep",
    "Pattern.",
    "regexp.",
    "Regex",
    "preg_",
    "rg ",
    "ag ",
    "ack ",
)


def pattern_spans(text: str, also: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Where `text` writes a pattern to search for (`re.compile(r"curl.*\\| *sh")`,
    `grep -E 'curl|base64'`): the string's inside, on its own line; with the spans `also`
    (sorted), in order and none overlapping."""
    if not any(word in text for word in _PATTERN_WORDS):
        return also
    spans = list(also)
    for match in _PATTERN_SCREEN.finditer(text):  # RE2 finds where one may start
        quote, start = match.group(1), match.end()
        end = text.find(quote, start)
        while end > 0 and text[end - 1] == "\\":
            end = text.find(quote, end + 1)
        if end > start and "\n" not in text[start:end]:
            spans.append((start, end))
    kept: list[tuple[int, int]] = []
    for begin, end in sorted(spans):
        if kept and begin < kept[-1][1]:
            kept[-1] = (kept[-1][0], max(end, kept[-1][1]))
        else:
            kept.append((begin, end))
    return kept
