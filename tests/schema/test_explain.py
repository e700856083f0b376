"""`schema.explain` finds the failures jsonschema finds, and schema problems stay the same."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings

from hermes_git.schema import explain
from hermes_git.schema import load as schema
from hermes_git.schema.fastcheck import Unsupported
from hermes_git.schema.problems import _wordable, schema_problems
from tests.schema.test_fastcheck import DOCS, NAMES, _frontmatters


def _jsonschema(name: str, instance: Any) -> list[tuple[Any, ...]]:
    return [
        (tuple(e.absolute_path), e.validator, e.instance, e.validator_value, e.message)
        for e in schema.validator(name).iter_errors(instance)
    ]


def _ours(name: str, instance: Any) -> list[tuple[Any, ...]]:
    return [
        (f.path, f.keyword, f.instance, f.value, f.message)
        for f in explain.failures(schema.load_schema(name), instance, schema.load_schema(name))
    ]


def _same_failures(name: str, instance: Any) -> None:
    if name == "memory":  # allOf, if, minimum: explain refuses it, jsonschema explains
        with pytest.raises(Unsupported):
            _ours(name, {})
        return
    ours, theirs = _ours(name, instance), _jsonschema(name, instance)
    # jsonschema walks additionalProperties' extras as a set: compare regardless of order.
    assert sorted(map(repr, (o[:4] for o in ours))) == sorted(map(repr, (t[:4] for t in theirs)))
    for path, keyword, _instance, _value, message in ours:
        if message is not None:  # when explain words a failure, it is jsonschema's wording
            assert (path, keyword, message) in [(t[0], t[1], t[4]) for t in theirs]


def _same_problems(name: str, instance: Any) -> None:
    fast = schema_problems(instance, name, "x", len)
    slow = schema_problems(instance, name, "x", len, narrow=False)
    assert sorted(map(repr, fast)) == sorted(map(repr, slow))


@pytest.mark.parametrize("name", NAMES)
def test_same_failures_and_problems_as_jsonschema_on_real_frontmatter(name: str) -> None:
    for data in _frontmatters():
        _same_failures(name, data)
        _same_problems(name, data)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=200, deadline=None)
@given(doc=DOCS)
def test_same_failures_and_problems_as_jsonschema_on_generated_data(
    name: str, doc: dict[str, Any]
) -> None:
    _same_failures(name, doc)
    _same_problems(name, doc)


def test_required_and_type_are_worded_as_jsonschema_words_them() -> None:
    root = {"type": "object", "required": ["name"], "properties": {"n": {"type": "integer"}}}
    found = explain.failures(root, {"n": "1"}, root)
    assert [(f.path, f.keyword, f.message) for f in found] == [
        ((), "required", "'name' is a required property"),
        (("n",), "type", "'1' is not of type 'integer'"),
    ]


def test_what_explain_cannot_reproduce_is_refused() -> None:
    for sub in (
        {"patternProperties": {"^x": {}}, "additionalProperties": False},
        {"enum": [1, True]},
        {"$ref": "other.json#/x"},
        {"format": "date"},
        False,
        {"items": False},
    ):
        with pytest.raises(Unsupported):
            explain.failures(
                sub, {"x": 1} if isinstance(sub, dict) and "items" not in sub else [1], {}
            )


def test_unworded_failures_fall_back_to_jsonschema() -> None:
    """A failure whose text only jsonschema knows (no `x-message`) is not worded by explain."""
    root = {"type": "string", "minLength": 2}
    [failure] = explain.failures(root, "a", root)
    assert failure.message is None and not _wordable(failure)
    instance = {"file": "MEMORY.md", "entries": ["a"], "chars": -1}  # minimum: jsonschema
    problems = schema_problems(instance, "memory", "x", lambda _w: 1)
    assert [p.message for p in problems] == ["-1 is less than the minimum of 0"]
    assert problems == schema_problems(instance, "memory", "x", lambda _w: 1, narrow=False)
