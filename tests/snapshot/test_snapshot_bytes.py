"""`snapshot_bytes` writes exactly what Hermes writes, `json.dumps(indent=2, ensure_ascii=False,
default=str)` in UTF-8, for every kind of value a snapshot or a frontmatter can hold (orjson for
plain JSON, `json` for the rest)."""

from __future__ import annotations

import datetime
import json
from collections import OrderedDict
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_git.snapshot.build import build_snapshot, snapshot_bytes
from tests.conftest import CORPUS, needs_corpus


def reference(value: object) -> bytes:
    return json.dumps(value, indent=2, ensure_ascii=False, default=str).encode("utf-8")


def dumps(value: object) -> bytes:
    """A snapshot holding `value` where a skill's `conditions` would hold it."""
    return snapshot_bytes({"version": 1, "conditions": value})


scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.text(alphabet=st.characters(exclude_categories=["Cs"]))
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.dates()
    | st.datetimes()
)
keys = st.text() | st.integers() | st.booleans() | st.none() | st.floats(allow_nan=False)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(), inner, max_size=5)
        | st.dictionaries(keys, inner, max_size=4)
    ),
    max_leaves=40,
)


@settings(max_examples=1500, deadline=None)
@given(values)
def test_same_text_as_the_standard_encoder(value: Any) -> None:
    assert dumps(value) == reference({"version": 1, "conditions": value})


@pytest.mark.parametrize(
    "value",
    [
        {},
        [],
        (),
        "",
        {"a": {}},
        {"a": []},
        [[], {}],
        {"line\nbreak": 'tab\tquote"back\\slash', "ünï": "côdé ✓ \u2028"},
        OrderedDict([("z", 1), ("a", 2)]),
        {"when": datetime.date(2026, 11, 30), "set": {1, 2}, "path": Path("a/b")},
        {"big": 10**30, "neg": -1, "float": 1e-7, "nan": float("nan")},
        {"nested": {1: "int key", 2.5: "float key", None: "null key", False: "bool key"}},
    ],
)
def test_edge_values(value: object) -> None:
    assert dumps(value) == reference({"version": 1, "conditions": value})


def test_errors_are_the_standard_encoders() -> None:
    loop: list[object] = []
    loop.append(loop)
    with pytest.raises(ValueError, match="Circular reference"):
        dumps({"a": loop})
    with pytest.raises(TypeError):
        dumps({"a": {(1, 2): "tuple key"}})
    with pytest.raises(UnicodeEncodeError):  # a lone surrogate: Hermes' write fails too
        dumps("\ud800")


@needs_corpus
def test_a_whole_corpus_snapshot(corpus_home: Path) -> None:
    snapshot = build_snapshot(corpus_home)
    assert len(snapshot["skills"]) == len(list(CORPUS.rglob("SKILL.md")))
    assert snapshot_bytes(snapshot) == reference(snapshot)
