"""Fuzzy find-and-replace: Hermes 0.19's nine strategies, compared with the real `fuzzy_match`."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from hermes_git.skills import fuzzy
from hermes_git.skills.fuzzy import NO_MATCH, format_no_match_hint, fuzzy_find_and_replace
from tests.conftest import CORPUS, needs_corpus

CODE = "def f(x):\n    if x:\n        return 1\n    return 2\n"


def replace(content: str, old: str, new: str, replace_all: bool = False) -> tuple[Any, ...]:
    return fuzzy_find_and_replace(content, old, new, replace_all)


def test_guards_and_uniqueness() -> None:
    assert replace("abc", "", "x") == ("abc", 0, None, "old_string cannot be empty")
    assert replace("abc", "b", "b")[3] == "old_string and new_string are identical"
    assert replace("a b a", "a", "c")[3] == (
        "Found 2 matches for old_string. Provide more "
        "context to make it unique, or use replace_all=True."
    )
    assert replace("a b a", "a", "c", True) == ("c b c", 2, "exact", None)
    assert replace("aaaa", "aa", "b", True) == ("bb", 2, "exact", None)  # no overlapping spans
    assert replace("abc", "zzz", "y") == ("abc", 0, None, NO_MATCH)


@pytest.mark.parametrize(
    ("content", "old", "new", "expected", "strategy"),
    [
        pytest.param(
            CODE,
            "if x:\n  return 1",
            "if x:\n  return 3",
            "def f(x):\n    if x:\n      return 3\n    return 2\n",
            "line_trimmed",
            id="line-trimmed-reindents",
        ),
        pytest.param(
            "a  =   1\nb = 2",
            "a = 1",
            "a = 9",
            "a = 9\nb = 2",
            "whitespace_normalized",
            id="whitespace",
        ),
        pytest.param("x\n\ty\n", "x\\n\\ty", "z", "z\n", "escape_normalized", id="escapes"),
        pytest.param(
            "He said \u201chi\u201d \u2014 ok",
            'said "hi" -- ok',
            'said "yo" -- ok',
            "He said \u201cyo\u201d \u2014 ok",
            "unicode_normalized",
            id="keeps-smart-quotes",
        ),
        pytest.param(
            "start\nalpha beta\nend\n",
            "start\nalpha betx\nend",
            "new",
            "new\n",
            "block_anchor",
            id="block-anchor",
        ),
        pytest.param(
            "one\ntwo\nthree\n",
            "one\nTWO!\nthree\nfour",
            "x",
            "x",
            "context_aware",
            id="context-aware",
        ),
    ],
)
def test_each_reachable_strategy(
    content: str, old: str, new: str, expected: str, strategy: str
) -> None:
    assert replace(content, old, new) == (expected, 1, strategy, None)


def test_lenient_line_strategies_match_what_line_trimmed_already_matches() -> None:
    # indentation_flexible and trimmed_boundary only ever match blocks line_trimmed matched
    # first, so fuzzy_find_and_replace never reports them; they still work on their own.
    strategies = dict(fuzzy.STRATEGIES)
    assert strategies["indentation_flexible"]("a\n  b\nc", "b") == [(2, 5)]
    assert strategies["trimmed_boundary"]("a\n  b \nc", "b") == [(2, 6)]


def test_escape_drift_is_refused_but_only_when_the_file_lacks_the_escape() -> None:
    error = replace("say  'hi'", "say \\'hi\\'", "say \\'yo\\'")[3]
    assert error is not None
    assert error.startswith(
        'Escape-drift detected: old_string and new_string contain the literal sequence "\\\\\'"'
    )
    assert replace("say \\'hi\\'", "say \\'hi\\'", "say \\'yo\\'")[2] == "exact"


def test_tab_escapes_become_tabs_only_where_the_file_has_tabs() -> None:
    assert replace("a\tb", "a\tb", "a\\tc")[0] == "a\tc"
    assert replace("a\\tb", "a\\tb", "a\\tc")[0] == "a\\tc"


def test_no_match_hint_lists_numbered_snippets() -> None:
    content = "# Title\n\nRun the tests\nThen deploy\n"
    old = "Run the testz\nand then some\nmore"
    error = replace(content, old, "x")[3]
    hint = format_no_match_hint(error, 0, old, content)
    assert hint == (
        "\n\nDid you mean one of these sections?\n   1| # Title\n   2| \n"
        "   3| Run the tests\n   4| Then deploy"
    )
    assert format_no_match_hint("Found 2 matches", 0, "x", content) == ""
    assert format_no_match_hint(error, 0, "qqqqqqqqqqqq", content) == ""


# --- differential tests against the installed Hermes -----------------------------------------

ALPHABET = [
    " ",
    "  ",
    "\t",
    "\n",
    "\r",
    "a",
    "b",
    "x\n",
    "'",
    '"',
    "\u2019",
    "\u201c",
    "\u2014",
    "\u2013",
    "--",
    "\u2026",
    "...",
    "\u00a0",
    "\\n",
    "\\t",
    "\\'",
    '\\"',
    "    ",
]
SNIPPETS = st.lists(st.sampled_from(ALPHABET), max_size=12).map("".join)


@functools.cache
def corpus_texts() -> list[str]:
    # Every 7th file of the corpus, without the few with very long lines (difflib is quadratic).
    paths = sorted(p for p in CORPUS.rglob("*") if p.suffix in {".md", ".py", ".sh"})
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in paths[::7]]
    return [t for t in texts if max(map(len, t.split("\n"))) <= 300]


VARIANTS: dict[str, Callable[[str], str]] = {
    "indent": lambda s: "\n".join("  " + line for line in s.split("\n")),
    "dedent": lambda s: "\n".join(line.lstrip() for line in s.split("\n")),
    "trailing": lambda s: "\n".join(line + " \t" for line in s.split("\n")),
    "tabs": lambda s: s.replace("    ", "\t"),
    "squeeze": lambda s: " ".join(s.split(" ")).replace("  ", " "),
    "widen": lambda s: s.replace(" ", "   ", 2),
    "smart": lambda s: s.replace("'", "\u2019").replace('"', "\u201c").replace("--", "\u2014"),
    "ascii": fuzzy.to_ascii,
    "escape": lambda s: s.replace("\n", "\\n").replace("\t", "\\t"),
    "drift": lambda s: s.replace("'", "\\'"),
    "typo": lambda s: s[: len(s) // 2] + "Z" + s[len(s) // 2 + 1 :],
    "drop": lambda s: "\n".join(s.split("\n")[::2]),
    "crlf": lambda s: s.replace("\n", "\r\n"),
}


@st.composite
def corpus_case(draw: st.DrawFn) -> tuple[str, str, str, bool]:
    text = draw(st.sampled_from(corpus_texts()))
    lines = text.split("\n")
    first = draw(st.integers(0, max(0, len(lines) - 1)))
    content = "\n".join(lines[first : first + draw(st.integers(1, 40))])
    for name in draw(st.lists(st.sampled_from(sorted(VARIANTS)), max_size=1)):
        content = VARIANTS[name](content)
    block = content.split("\n")
    start = draw(st.integers(0, len(block) - 1))
    old = "\n".join(block[start : start + draw(st.integers(1, 6))])
    for name in draw(st.lists(st.sampled_from(sorted(VARIANTS)), max_size=3)):
        old = VARIANTS[name](old)
    new = old
    for name in draw(st.lists(st.sampled_from(sorted(VARIANTS)), min_size=1, max_size=3)):
        new = VARIANTS[name](new)
    new = draw(st.sampled_from([new, "", new + "\n    added line", "X"]))
    return content, old, new, draw(st.booleans())


def hermes_outcome(content: str, old: str, new: str, replace_all: bool) -> Any:
    from tools.fuzzy_match import format_no_match_hint as hermes_hint
    from tools.fuzzy_match import fuzzy_find_and_replace as hermes_replace

    result = hermes_replace(content, old, new, replace_all)
    return result, hermes_hint(result[3], result[1], old, content)


def ours(content: str, old: str, new: str, replace_all: bool) -> Any:
    result = fuzzy_find_and_replace(content, old, new, replace_all)
    return result, format_no_match_hint(result[3], result[1], old, content)


@pytest.mark.hermes
@settings(max_examples=1500, deadline=None)
@given(SNIPPETS, SNIPPETS, SNIPPETS, st.booleans())
def test_same_as_hermes_on_tricky_characters(
    content: str, old: str, new: str, replace_all: bool
) -> None:
    assert ours(content, old, new, replace_all) == hermes_outcome(content, old, new, replace_all)


@needs_corpus
@pytest.mark.hermes
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(corpus_case())
def test_same_as_hermes_on_corpus_variants(case: tuple[str, str, str, bool]) -> None:
    assert ours(*case) == hermes_outcome(*case)


@needs_corpus
@pytest.mark.hermes
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(corpus_case())
def test_every_strategy_finds_the_same_spans_as_hermes(case: tuple[str, str, str, bool]) -> None:
    from tools import fuzzy_match

    content, old, _, _ = case
    assume(old)  # an empty pattern never reaches the strategies (both would loop forever)
    for name, strategy in fuzzy.STRATEGIES:
        assert strategy(content, old) == getattr(fuzzy_match, f"_strategy_{name}")(content, old)


@needs_corpus
def test_corpus_is_there() -> None:
    assert isinstance(CORPUS, Path) and corpus_texts()
