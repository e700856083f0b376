"""Whether a secret rule's match is a secret, and every such match of a rule in a text: the
search over spans, or `regex.match` at the places a match can only start (`secretset`).

A keyword rule's value must not be a reference ($VAR, os.environ[…], a.b.c), a word, a sample
value or code; no value may be a placeholder or fall below its rule's entropy.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable

from hermes_git.guard.secrets import placeholders
from hermes_git.guard.secrets.placeholders import RANDOM_PART
from hermes_git.guard.secrets.secretset import SecretRule, entropy

# Sample values of docs, skipped as the value of a keyword rule ("API_KEY=abc123").
SAMPLE_VALUE = re.compile(r"(?i)abc123|123456|qwerty|letmein|hunter2|s3cr3t")
# A reference to a secret kept elsewhere, not a secret: $VAR, %VAR%, os.environ[…], a.b.c,
# CONSTANT_NAME, a call or an index.
REFERENCE = re.compile(
    r"^[^A-Za-z0-9]|[()\[\]{}]|://|=.|&\w+=|^[^@\s]+@[\w-]+\.[\w.]+$|"
    r"^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$|^[A-Z][A-Z0-9_]*$"
)
ONLY_NAME = re.compile(r"^[A-Za-z_.-]+$|^[A-Za-z]+(?:/[A-Za-z]+)+$|^[A-Z][A-Z0-9_]*$|^--")
# Words and numbers joined by `-_.`, no part mixing the two: `managed-agents-2026-04-01`.
SLUG = re.compile(r"^(?:[A-Za-z]+|\d+)(?:[-_.](?:[A-Za-z]+|\d+)){2,}$")
NAME_CHAR = re.compile(r"[\w.-]")
DOTTED_NAME = re.compile(r"^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$")
PLAIN_WORDS = re.compile(r"^[A-Za-z]+(?:[-_ ][A-Za-z]+)*[.,;:!?]?$")
PIN = re.compile(r"^\d{4,8}[.,;!]?$")
NOT_VALUES = frozenset(
    [
        "true",
        "false",
        "null",
        "none",
        "nil",
        "undefined",
        "required",
        "optional",
        "string",
        "bytes",
        "secret",
        "password",
        "token",
        "stored",
        "needed",
        "missing",
        "set",
        "unset",
        "empty",
        "invalid",
        "valid",
        "correct",
        "wrong",
    ]
)


def _value_ok(rule: SecretRule, match: re.Match[str], value: str) -> bool:
    """Whether a keyword rule's value is a secret, not a reference, word or placeholder."""
    if rule.filter == "generic":
        return _generic_ok(rule, match, value)
    bare = value.rstrip(".,;:!?)")
    if rule.filter == "prose" and match.group("n").lower().startswith("pin"):
        return PIN.match(value) is not None
    if _not_a_value(bare) or (rule.filter == "prose" and len(bare) < 6):
        return False
    if rule.filter == "prose":
        return any(c.isdigit() for c in bare) or not bare.isalnum()
    if len(bare) < 12:
        return not bare.isalnum() and any(c.isdigit() for c in bare)
    return entropy(bare) >= 3.0 or not bare.isalnum()


def _generic_ok(rule: SecretRule, match: re.Match[str], value: str) -> bool:
    """Whether a value of the generic shape is a secret: not a name (letters and `_.-/`), a
    constant's name, a word, a dotted reference, an option, a slug of words and numbers, a
    sample value; nor assigned to a name the rule's `allow` says holds none (`api_version`)."""
    text, start = match.string, match.start()
    while start > 0 and match.start() - start < 50 and NAME_CHAR.match(text[start - 1]):
        start -= 1  # the whole name the rule's word sits in: `author` of `auth`
    if rule.allow is not None and rule.allow.search(text, start, match.start("s")):
        return False
    return not (
        placeholders.is_code(value)
        or ONLY_NAME.match(value)
        or value.lower() in NOT_VALUES
        or SAMPLE_VALUE.search(value)
        or SLUG.match(value)
        or (DOTTED_NAME.match(value) and not RANDOM_PART.search(value))
    )


def _not_a_value(bare: str) -> bool:
    """A word, a reference to a secret kept elsewhere, or a sample value of the docs."""
    return (
        bare.lower() in NOT_VALUES
        or placeholders.is_code(bare)
        or (REFERENCE.search(bare) is not None and RANDOM_PART.search(bare) is None)
        or PLAIN_WORDS.match(bare) is not None
        or SAMPLE_VALUE.search(bare) is not None
    )


def matches(
    rule: SecretRule,
    text: str,
    spans: Iterable[tuple[int, int]] | None = ((0, -1),),
    doc: bool = False,
    starts: list[int] | None = None,
) -> Iterable[tuple[str, int]]:
    """Every kept (secret, where it starts) of `rule` in `spans` of `text` (end -1: the text's
    end), trying only `starts` when given; no spans: each start on its own line."""
    if spans is None:
        yield from _matches_lined(rule, text, doc, starts or [])
        return
    for start, stop in spans:
        end = len(text) if stop < 0 else stop
        if starts is None:
            yield from _matches_in(rule, text, start, end, doc)
        else:
            yield from _matches_at(rule, text, start, end, doc, starts)


def _matches_in(
    rule: SecretRule, text: str, pos: int, endpos: int, doc: bool
) -> Iterable[tuple[str, int]]:
    while (match := rule.regex.search(text, pos, endpos)) is not None:
        found, pos = _step(rule, match, doc, pos + 1)
        if found is not None:
            yield found


def _matches_at(
    rule: SecretRule, text: str, pos: int, endpos: int, doc: bool, starts: list[int]
) -> Iterable[tuple[str, int]]:
    """`_matches_in` of a rule whose every match starts at one of `starts` (sorted): the
    same matches, trying only those places instead of searching every character."""
    match_at, at, count = rule.regex.match, bisect_left(starts, pos), len(starts)
    while at < count and starts[at] < endpos:
        match = match_at(text, starts[at], endpos)
        if match is None:
            at += 1
            continue
        found, pos = _step(rule, match, doc, pos + 1)
        if found is not None:
            yield found
        at = bisect_left(starts, pos, at + 1)


def _matches_lined(
    rule: SecretRule, text: str, doc: bool, starts: list[int]
) -> Iterable[tuple[str, int]]:
    """`_matches_at` over the lines holding `starts`, each line its own span (a start on a
    line break is on none)."""
    match_at, at, count, end = rule.regex.match, 0, len(starts), -1
    while at < count:
        here = starts[at]
        if here >= end:  # the first start on another line
            end = text.find("\n", here)
            end = len(text) if end < 0 else end
        match = match_at(text, here, end)
        if match is None:
            at += 1
            continue
        found, pos = _step(rule, match, doc, here + 1)
        if found is not None:
            yield found
        at = bisect_left(starts, pos, at + 1)


def _step(
    rule: SecretRule, match: re.Match[str], doc: bool, floor: int
) -> tuple[tuple[str, int] | None, int]:
    """What one match gives: its secret and where it starts (None: not a secret), and where
    to search on from (past the match, at least `floor`; inside it again when the value was
    code, `k = cfg.key || 'k9Xq…'`, as the secret may follow)."""
    value, start = rule.secret_of(match)
    if _kept(rule, match, value, doc):
        return (value, start), max(match.end(), floor)
    if rule.filter and placeholders.is_code(value):
        return None, max(start, match.start() + 1)
    return None, max(match.end(), floor)


def _kept(rule: SecretRule, match: re.Match[str], value: str, doc: bool) -> bool:
    """Whether a found value is a secret: not a placeholder (of any rule; worded, of a free
    text value), not code or a word (keyword rules), nor an example made of words (docs and
    tests)."""
    if placeholders.structural(value) or entropy(value) < rule.entropy:
        return False
    free = rule.placeholders == "words" and rule.filter != "prose"
    if free and placeholders.worded(value):
        return False
    if rule.filter and not _value_ok(rule, match, value):
        return False
    if doc and placeholders.unsigned_token(value):
        return False  # a test's or a doc's token with no signature: anyone can make one
    return not (doc and free and placeholders.made_of_words(value))
