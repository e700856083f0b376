"""Every guard rule carries its own examples; one parametrized test runs all of them."""

from __future__ import annotations

import pytest

from hermes_git.errors import ConfigError
from hermes_git.guard.match.engine import scan_text
from hermes_git.guard.match.rules import Combo, Rule, load_file, load_rules
from hermes_git.guard.read.kinds import FileKind

RULES = load_rules()


def _kind_and_text(rule: Rule, example: str) -> tuple[FileKind, str, str]:
    """Place the example where the rule looks first (its first `where` region)."""
    region = sorted(rule.where, key=["prose", "code", "script", "frontmatter", "memory"].index)[0]
    language = sorted(rule.languages)[0] if rule.languages else "shell"
    if region == "frontmatter":
        return FileKind("markdown", "", "skill"), f"---\n{example}\n---\nbody\n", "SKILL.md"
    if region == "code":
        return FileKind("markdown", "", "skill"), f"```\n{example}\n```\n", "SKILL.md"
    if region == "script":
        return FileKind("script", language, "script"), example, "scripts/x"
    if region == "memory":
        return FileKind("markdown", "", "memory"), example, "memories/MEMORY.md"
    return FileKind("markdown", "", "skill"), example, "SKILL.md"


def _fires(rule: Rule, example: str) -> bool:
    kind, text, path = _kind_and_text(rule, example)
    return any(f.rule == rule.id for f in scan_text(text, path, kind))


@pytest.mark.parametrize("rule", RULES.rules, ids=lambda r: r.id)
def test_rule_examples(rule: Rule) -> None:
    for example in rule.match_examples:
        assert _fires(rule, example), f"{rule.id} should match: {example!r}"
    for example in rule.no_match_examples:
        assert not _fires(rule, example), f"{rule.id} should not match: {example!r}"


@pytest.mark.parametrize("rule", RULES.rules, ids=lambda r: r.id)
def test_match_examples_hold_a_trigger(rule: Rule) -> None:
    """The trigger prefilter may only skip text the pattern cannot match."""
    decoded_only = all(rule.context.get(region) == "drop" for region in rule.where)
    for example in rule.match_examples:
        if rule.category != "hidden" and not decoded_only:
            assert rule.regex.search(example), f"{rule.id}: pattern misses {example!r}"
            assert rule.triggered(example.lower()), f"{rule.id}: no trigger in {example!r}"


@pytest.mark.parametrize("combo", RULES.combos, ids=lambda c: c.id)
def test_combo_examples(combo: Combo) -> None:
    assert all(combo.fires(set(tags)) for tags in combo.match_examples)
    assert not any(combo.fires(set(tags)) for tags in combo.no_match_examples)


def test_every_category_of_the_issue_has_rules() -> None:
    categories = {r.category for r in RULES.rules}
    assert categories >= {
        "exfiltration",
        "credentials",
        "remote-code",
        "injection",
        "hidden",
        "manipulation",
        "persistence",
        "privilege",
        "destructive",
        "sweep",
        "supply-chain",
        "mining",
        "obfuscation",
    }


def test_credential_formats_are_the_secret_engines_alone() -> None:
    """One engine owns credentials (guard/secret_formats.yaml), so each is reported once."""
    from hermes_git.guard.secrets import secretrules

    assert not [r.id for r in RULES.rules if r.category == "secrets"]
    assert len(secretrules.load().rules) > 150


def test_a_rule_file_that_breaks_the_schema_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"\$\.rules\[0\]"):
        load_file("bad.yaml", "rules:\n  - id: x\n    category: hidden\n    severity: fatal\n")


def test_a_bad_regex_is_refused() -> None:
    text = (
        "rules:\n  - id: bad-one\n    category: hidden\n    severity: low\n"
        "    confidence: low\n"
        "    description: broken regex here\n    trigger: [x]\n    pattern: '(unclosed'\n"
        "    examples: {match: [x], no_match: [y]}\n"
    )
    with pytest.raises(ConfigError, match="bad regex"):
        load_file("bad.yaml", text)


def test_every_shipped_rule_file_matches_the_schema() -> None:
    """load_rules() skips the schema check at run time; this is where it happens."""
    from importlib import resources

    folder = resources.files("hermes_git.guard").joinpath("rules")
    names = sorted(e.name for e in folder.iterdir() if e.name.endswith(".yaml"))
    assert len(names) > 10
    for name in names:
        load_file(name, folder.joinpath(name).read_text("utf-8"), check_schema=True)
