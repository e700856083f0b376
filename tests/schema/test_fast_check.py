"""`schema.load.fast_check` (fastjsonschema) answers as jsonschema does, on real and generated data."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.schema import load as schema
from tests.conftest import CORPUS, DATA, needs_corpus

NAMES = ("skill", "skill-agentskills", "skill-claude-code", "memory")
KEYS = [
    "name",
    "description",
    "metadata",
    "hermes",
    "tags",
    "platforms",
    "version",
    "author",
    "license",
    "compatibility",
    "allowed-tools",
    "prerequisites",
    "env_vars",
    "commands",
    "required_environment_variables",
    "setup",
    "collect_secrets",
    "env_var",
    "secret",
    "required_credential_files",
    "path",
    "config",
    "key",
    "effort",
    "paths",
    "file",
    "entries",
    "chars",
    "requires_toolsets",
    "optional",
    "x",
]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3000),
    st.floats(allow_nan=False),
    st.sampled_from(
        [
            "",
            " ",
            "a",
            "pdf-tools",
            "Bad_Name",
            "linux",
            "MEMORY.md",
            "USER.md",
            "fork",
            "high",
            "../x",
            "API_KEY",
            "1BAD",
            "a\n§\nb",
            "x" * 70,
            "y" * 1030,
        ]
    ),
    st.dates(min_value=datetime.date(2000, 1, 1)),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(KEYS), inner, max_size=5)
    ),
    max_leaves=20,
)
DOCS = st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=8)
CONFIG_KEYS = [
    "version",
    "device",
    "skills",
    "memory",
    "validate",
    "guard",
    "sync",
    "mode",
    "memory_char_limit",
    "profile",
    "remote",
    "interval",
    "trust",
    "x",
]
CONFIG_SCALARS = st.one_of(
    SCALARS, st.sampled_from([1, 1.0, 2, True, "1", "review", "hermes", "laptop", "Laptop", 0, 300])
)
CONFIGS = st.dictionaries(
    st.sampled_from(CONFIG_KEYS),
    st.recursive(
        CONFIG_SCALARS,
        lambda inner: st.one_of(
            st.lists(inner, max_size=3),
            st.dictionaries(st.sampled_from(CONFIG_KEYS), inner, max_size=4),
        ),
        max_leaves=12,
    ),
    max_size=6,
)


def _frontmatters() -> list[Any]:
    found = []
    for md in sorted(CORPUS.rglob("SKILL.md")) + sorted(DATA.glob("validate/invalid/*/SKILL.md")):
        try:
            found.append(load_frontmatter(parse_document(md.read_bytes()))[0])
        except UnicodeDecodeError:
            continue
    return found


@pytest.mark.parametrize("name", schema.schema_names())
def test_every_shipped_schema_has_a_fast_check(name: str) -> None:
    assert schema.fast_check(name) is not None


@needs_corpus
@pytest.mark.parametrize("name", NAMES)
def test_same_verdict_as_jsonschema_on_real_frontmatter(name: str) -> None:
    fast, slow = schema.fast_check(name), schema.validator(name)
    assert fast is not None
    for data in _frontmatters():
        assert fast(data) == slow.is_valid(data), data


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=150, deadline=None)
@given(doc=DOCS)
def test_same_verdict_as_jsonschema_on_generated_data(name: str, doc: dict[str, Any]) -> None:
    fast = schema.fast_check(name)
    assert fast is not None
    assert fast(doc) == schema.validator(name).is_valid(doc)


@pytest.mark.parametrize(
    "sub",
    [
        {"prefixItems": [{"type": "string"}]},  # 2020-12 only: fastjsonschema would skip it
        {"items": {"unevaluatedProperties": False}},
        {"properties": {"a": {"$ref": "#/$defs/a", "maxLength": 3}}},  # Draft 7 drops siblings
    ],
)
def test_schemas_fastjsonschema_would_read_otherwise_get_no_fast_check(sub: Any) -> None:
    assert not schema._draft7_alike({"type": "object", **sub})
    assert schema._draft7_alike({"type": "object", "properties": {"a": {"$ref": "#/$defs/a"}}})


@settings(max_examples=300, deadline=None)
@given(doc=CONFIGS)
def test_config_schema_same_verdict_as_jsonschema(doc: dict[str, Any]) -> None:
    """`version: 1` is a const of an integer: 1 and 1.0 match it, True and "1" do not."""
    fast = schema.fast_check("config")
    assert fast is not None
    assert fast(doc) == schema.validator("config").is_valid(doc)


@pytest.mark.parametrize(
    ("value", "valid"),
    [(1, True), (1.0, True), (True, False), ("1", False), (2, False), (None, False)],
)
def test_integer_const(value: Any, valid: bool) -> None:
    fast = schema.fast_check("config")
    assert fast is not None
    assert fast({"version": value}) is valid
    assert schema.validator("config").is_valid({"version": value}) is valid


def test_compiling_leaves_the_schema_alone_and_fetches_nothing() -> None:
    """fastjsonschema rewrites `$ref`s in place and fetches what it cannot resolve: neither
    may happen to a shipped schema (jsonschema reads the same dicts)."""
    root = schema.load_schema("skill")
    before = json.dumps(root, sort_keys=True)
    assert schema.compile_check(root) is not None
    assert json.dumps(root, sort_keys=True) == before
    remote = {"type": "object", "properties": {"a": {"$ref": "https://example.invalid/s.json"}}}
    assert schema.compile_check(remote) is None
