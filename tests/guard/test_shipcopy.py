"""`guard/parsed/`: the packaged copies of the rules' and credential formats' YAML are current
(`make generated` after an edit) and hold exactly what parsing the YAML gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.guard.match import rules, shipcopy
from hermes_git.guard.read import prefilter, rulecache

PARSED = Path(shipcopy.__file__).resolve().parent.parent / rulecache.SHIPPED_DIR


def test_the_packaged_copies_are_current() -> None:
    for name, encoded in shipcopy.copies().items():
        assert (PARSED / name).read_bytes() == encoded, f"{name} is stale: run `make generated`"


def test_nothing_else_is_packaged_there() -> None:
    assert sorted(p.name for p in PARSED.iterdir()) == sorted(shipcopy.copies())


def test_the_shipped_rules_looser_patterns_are_read_not_rewritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    patterns = [(rule.pattern, rule.flags) for rule in rules.load_rules().rules]
    expected = prefilter.rewrite(patterns)

    def refuse(pattern: str, flags: int) -> str:
        raise AssertionError(f"rewritten again: {pattern}")

    monkeypatch.setattr(prefilter, "looser", refuse)
    assert prefilter._loose_patterns(patterns) == expected
    assert not (tmp_path / "xdg").exists()  # nothing written to the user cache either


def test_the_screens_looser_patterns_are_read_not_rewritten(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from hermes_git.guard.flow import patterns

    def refuse(pattern: str, flags: int) -> str:
        raise AssertionError(f"rewritten again: {pattern}")

    monkeypatch.setattr(prefilter, "looser", refuse)
    for regex in (patterns.URL, *(row[-1] for row in patterns.SOURCES + patterns.SINKS)):
        assert prefilter.loose_of(regex.pattern, regex.flags) is not None
    fresh = prefilter.Screen(patterns.URL)
    assert fresh.maybe("see https://example.com") and not fresh.maybe("nothing here")
