"""secretset: where a rule runs. The shortcuts a rule's data claims (`lead`, `run`, `needs`)
must hold for every match of its pattern, or a secret would be skipped: checked here on every
rule's examples, and the checks themselves refuse a claim that does not hold."""

from __future__ import annotations

from typing import Any

import pytest

from hermes_git.errors import UsageError
from hermes_git.guard.read.b64text import token_runs
from hermes_git.guard.secrets import secretrules, secrets
from hermes_git.guard.secrets.secretset import SecretRule

RULES = secretrules.load()
TEXTS = [t for r in RULES.rules for t in r.match]


def _matches(rule: SecretRule, texts: list[str]) -> list[tuple[str, int, int]]:
    """Every match of the rule's pattern in every text: (text, start, end)."""
    return [(t, m.start(), m.end()) for t in texts for m in rule.regex.finditer(t)]


def lead_broken(rule: SecretRule, texts: list[str] = TEXTS) -> list[str]:
    """Matches that do not start one of its offsets before one of its words (or anchors),
    that word on their line."""
    broken = []
    for text, start, _ in _matches(rule, texts):
        lowered = text.lower()
        near = any(
            start + d >= 0
            and lowered.startswith(word, start + d)
            and "\n" not in text[min(start, start + d) : max(start, start + d + len(word))]
            for word, offsets in rule.leads
            for d in offsets
        )
        if not near:
            broken.append(text[start : start + 40])
    return broken


def run_broken(rule: SecretRule, texts: list[str] = TEXTS) -> list[str]:
    """Matches not on one line with a long enough run in them (the lines a rule with `run`
    runs on); with a `lead`, not inside such a run from `lead` characters before it."""
    broken = []
    for text, start, end in _matches(rule, texts):
        runs = [r for r in token_runs(text, rule.run) if r[0] < end and start < r[1]]
        if rule.lead >= 0:
            runs = [r for r in runs if r[0] - rule.lead <= start and end <= r[1]]
        if not runs or "\n" in text[start:end]:
            broken.append(text[start:end])
    return broken


def needs_broken(rule: SecretRule, texts: list[str] = TEXTS) -> list[str]:
    """Matches without what the rule needs: in the text, and inside the match for a rule with
    a scope (those are looked for after each word, up to its span's end)."""
    broken = []
    for text, start, end in _matches(rule, texts):
        held = (text[start:end] if rule.scope > 0 else text).lower()
        if not all(any(one in held for one in need.split("|")) for need in rule.needs):
            broken.append(text[start:end][:40])
    return broken


@pytest.mark.parametrize(
    "rule", [r for r in RULES.rules if r.lead >= 0 and not r.run], ids=lambda r: r.id
)
def test_every_match_starts_within_its_lead_of_a_word(rule: SecretRule) -> None:
    assert _matches(rule, TEXTS), "no example to check the lead on"
    assert lead_broken(rule) == []


@pytest.mark.parametrize("rule", [r for r in RULES.rules if r.run], ids=lambda r: r.id)
def test_every_secret_of_a_run_rule_is_a_long_enough_run(rule: SecretRule) -> None:
    assert _matches(rule, TEXTS), "no example to check the run on"
    assert run_broken(rule) == []


@pytest.mark.parametrize("rule", [r for r in RULES.rules if r.needs], ids=lambda r: r.id)
def test_every_match_holds_what_its_rule_needs(rule: SecretRule) -> None:
    assert _matches(rule, TEXTS), "no example to check the needs on"
    assert needs_broken(rule) == []


def test_the_checks_catch_a_false_claim() -> None:
    data = {"id": "x", "words": ["tok"], "pattern": r"(?P<s>ab tok[0-9]{8})", "lead": 0}
    rule = secretrules.build({"formats": [data]}).rules[0]
    assert lead_broken(rule, ["ab tok12345678"]) != []
    data = {"id": "y", "words": [], "run": 12, "pattern": r"(?P<s>[a-z0-9]{8})"}
    rule = secretrules.build({"formats": [data]}).rules[0]
    assert run_broken(rule, ["k3v9x2m7"]) != []
    data = {"id": "z", "words": [], "run": 8, "lead": 0, "pattern": r"(?P<s>s\.[a-z0-9]{8})"}
    rule = secretrules.build({"formats": [data]}).rules[0]
    assert run_broken(rule, ["s.k3v9x2m7"]) != []


@pytest.mark.parametrize(
    "bad",
    [
        {"id": "a", "words": [], "lead": 0, "pattern": "x"},  # lead without words or run
        {"id": "b", "words": ["w"], "run": 20, "pattern": "x"},  # run with words on a line
        {"id": "c", "words": ["w"], "needs": ["secret"], "pattern": "x"},  # s: not sound
        {"id": "d", "words": ["w"], "lead": {"v": 2}, "pattern": "x"},  # not its word
        {"id": "e", "words": ["w"], "lead": -3, "pattern": "x"},
    ],
)
def test_a_claim_the_engine_cannot_use_is_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(UsageError):
        secretrules.build({"formats": [bad]})


def test_a_rule_with_a_lead_finds_what_a_search_finds() -> None:
    text = "config:\n  api_key: 'k9Xq2LmR7vTb3WnP4yKc'\n  encryption_key = 'q8Zr2LmX0pVw7TnB4'\n"
    assert [f.rule for f in secrets.scan_text(text)] == ["generic-secret-assignment"] * 2
