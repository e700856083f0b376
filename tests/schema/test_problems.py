"""Schema problems: jsonschema's failures worded for users, found exactly when it refuses,
the same whether jsonschema sees the whole instance or only its failing top-level values."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings

from hermes_git.schema import load as schema
from hermes_git.schema.problems import schema_problems
from tests.schema.test_fast_check import DOCS, NAMES, _frontmatters


def _agrees(name: str, instance: Any) -> None:
    """Problems exactly when jsonschema refuses; narrowed to the failing top-level values,
    the same problems as jsonschema on the whole instance."""
    problems = schema_problems(instance, name, "x", lambda _w: 1)
    assert bool(problems) != schema.validator(name).is_valid(instance), instance
    whole = schema_problems(instance, name, "x", lambda _w: 1, narrow=False)
    assert sorted(map(repr, problems)) == sorted(map(repr, whole)), instance


@pytest.mark.parametrize("name", NAMES)
def test_problems_exactly_when_jsonschema_refuses_real_frontmatter(name: str) -> None:
    for data in _frontmatters():
        _agrees(name, data)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=100, deadline=None)
@given(doc=DOCS)
def test_problems_exactly_when_jsonschema_refuses_generated_data(
    name: str, doc: dict[str, Any]
) -> None:
    _agrees(name, doc)


def test_a_failure_without_x_message_is_worded_plainly_naming_the_key() -> None:
    instance = {"file": "MEMORY.md", "entries": ["a"], "chars": -1}  # minimum
    problems = schema_problems(instance, "memory", "x", lambda _w: 1)
    assert [p.message for p in problems] == ["chars must be at least 0; got -1"]


def test_x_message_words_the_failure_and_unknown_keys_get_a_close_match() -> None:
    found = schema_problems(
        {"name": "Bad_Name", "description": "d", "licence": "MIT"},
        "skill-agentskills",
        "x",
        lambda _w: 3,
    )
    by_rule = {p.rule: p for p in found}
    assert "did you mean 'license'?" in by_rule["unknown-key"].message
    name = next(p for p in found if p.pointer == "$.name")
    assert "Bad_Name" in name.message and name.line == 3
