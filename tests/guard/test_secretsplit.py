"""secretsplit: the split points found without running SPLIT_POINT over every character are
exactly those `SPLIT_POINT.finditer` finds (less plain line breaks after a short word)."""

from __future__ import annotations

import random

import pytest

from hermes_git.guard.secrets import secretsplit
from hermes_git.guard.secrets.secretsplit import (
    SPLIT_POINT,
    TOKEN_TAIL,
    split_points,
    split_windows,
)


def reference(text: str) -> list[tuple[int, int]]:
    """The straightforward way: every match, then the token-tail test on line breaks."""
    return [
        (m.start(), m.end())
        for m in SPLIT_POINT.finditer(text)
        if text[m.start()] not in "\r\n"
        or TOKEN_TAIL.search(text, max(0, m.start() - 20), m.start() + 2)
    ]


TOKEN = "q8Zr2LmX0pVw7TnB4yKc9dFh1sGj"
CASES = {
    "concatenated": f'key = "{TOKEN[:14]}" +\n  "{TOKEN[14:]}"',
    "continued": f"export KEY={TOKEN[:14]}\\\n{TOKEN[14:]}",
    "crlf": f"token: {TOKEN}\r\n  {TOKEN}\r\n",
    "wrapped": f"{TOKEN}{TOKEN}\n{TOKEN}\n",
    "json-newline": f'{{"k": "{TOKEN}\\n{TOKEN}"}}',
    "memory": f"entry one {TOKEN}\n§\n§\nentry two",
    "continuation-then-delimiter": "x \\\n§\n§\nnext",
    "quote-hides-backslash": f'"{TOKEN}" \\\n"{TOKEN}"',
    "previous-line-tail": f"{TOKEN[:16]}\nab\n{TOKEN}",
    "non-latin": f"ключ {TOKEN}中文字符中文字符中文字符中文字符\n{TOKEN}\n",
    "prose": "A line of words.\nAnother line of words\nand a third one.\n",
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_points_are_those_of_the_plain_regex(case: str) -> None:
    assert list(split_points(CASES[case])) == reference(CASES[case])


def test_the_concatenated_value_is_one_window() -> None:
    text = CASES["concatenated"]
    assert list(split_windows(text)) == [(0, len(text))]
    assert list(split_points("just words\non lines\n")) == []


def test_random_texts_of_tokens_and_breaks_agree() -> None:
    rnd = random.Random(7)
    chars = list("aB0+/=.-_nQéÿ²中?")
    seps = [" ", "\t", "\n", "\r\n", '"', "'", "\\", "\\n", "\n§\n", '" +\n "', "\\\r\n", "—"]
    found = 0
    for _ in range(4000):
        parts = []
        for _ in range(rnd.randint(1, 8)):
            parts.append("".join(rnd.choice(chars) for _ in range(rnd.choice([1, 8, 15, 16, 20]))))
            parts.append("".join(rnd.choice(seps) for _ in range(rnd.randint(0, 3))))
        text = "".join(parts)
        assert list(split_points(text)) == reference(text), text
        found += len(reference(text))
    assert found > 1000  # the texts do hold places to find


def test_the_marks_keep_every_character_a_place_is_made_of() -> None:
    for ch in " \t\r\n+.,/=-n§":
        assert secretsplit.MARKS[ord(ch)] == ord(ch)
    assert {secretsplit.MARKS[ord(c)] for c in "\"'"} == {ord("Q")}
    assert secretsplit.MARKS[ord("\\")] == ord("K")
    assert {secretsplit.MARKS[ord(c)] for c in "aZ9_éÿ²?"} == {ord("b")}
