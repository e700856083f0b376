"""Context weighing: whether a match is a mention, and how its place moves its severity."""

from __future__ import annotations

import re

from hermes_git.guard.match.rules import Rule
from hermes_git.guard.read.context import Place

DOC_ROLES = frozenset({"reference", "asset", "doc"})


# Rules about commands, where "never run X" documents X; for the others (injection, secrecy,
# hidden text) a negation is part of the attack ("do not tell the user").
COMMAND_CATEGORIES = frozenset(
    {
        "remote-code",
        "credentials",
        "destructive",
        "persistence",
        "privilege",
        "sweep",
        "supply-chain",
        "mining",
        "obfuscation",
        "network",
        "execution",
        "traversal",
        "exfiltration",
    }
)


MENTION_CATEGORIES = frozenset({"injection", "manipulation"})
# Text that works on the model when the agent reads it: a loose file beside SKILL.md (a "doc",
# not filed under references/ or templates/) does not lower it.
PROMPT_CATEGORIES = frozenset({"injection", "manipulation", "hidden"})


_LINE_COMMENT = re.compile(r"(?:^|\s)(?:#|//)\s", re.MULTILINE)
# A script line that is only a string in a list or table (detection patterns, IOC lists).
_DATA_LINE = re.compile(r"^\s*(?:-\s+)?[(\[]?\s*[rbfu]?[\"'][^\n]*[\"']\s*[),\]]*\s*(?:#[^\n]*)?$")
# Template placeholders: a command written for the reader to fill in is documentation.
PLACEHOLDERS = re.compile(
    r"\b(?:LHOST|LPORT|RHOST|RPORT|ATTACKER_IP|YOUR_IP|YOUR_HOST)\b|"
    r"<(?:ip|host|port|attacker[-_ ]?ip)>|\bx\.x\.x\.x\b",
    re.IGNORECASE,
)


def code_mention(text: str, offset: int) -> str:
    """ "comment" after a comment marker, "data" on a line that is only a quoted string, else ''."""
    start = text.rfind("\n", 0, offset) + 1
    if _LINE_COMMENT.search(text, start, offset) is not None:
        return "comment"
    end = text.find("\n", offset)
    return "data" if _DATA_LINE.match(text[start : None if end < 0 else end]) else ""


def adjust(
    rule: Rule, place: Place, role: str, origin: str, mention: bool = False
) -> tuple[int, bool] | None:
    """The severity delta for this place (None: drop the finding), and whether it counts.

    A finding that "counts" lends its capability tags to the skill-level combinations: not
    one in a warning, a negated command, a reference file, or a section whose heading warns
    against its content ("Never run these"). Topic words in a heading (security, audit) do not
    count: they are the attacker's to write (see context._WARNING_HEADING).
    """
    negated = place.negated and rule.category in COMMAND_CATEGORIES
    mention = mention and (rule.category in MENTION_CATEGORIES if place.region == "prose" else True)
    line_warned = place.warned or negated or mention
    keys = [place.region]
    if line_warned or place.heading:
        keys.append("warned")
    if role in DOC_ROLES and not (role == "doc" and rule.category in PROMPT_CATEGORIES):
        keys.append("reference")
    if place.comment:
        keys.append("comment")
    if origin.startswith("decoded"):  # hidden wherever it stands, but a warning or a note
        keys = ["decoded", *(k for k in keys if k in ("warned", "reference"))]  # says what it is
    delta = 0
    for key in keys:
        value = rule.context.get(key, 1 if key == "decoded" else 0)
        if value == "drop":
            return None
        delta += int(value)
    quiet = line_warned or role in DOC_ROLES or (place.heading and place.region == "prose")
    hidden = place.comment or rule.category == "hidden" or origin.startswith("decoded")
    return delta, not quiet or hidden
