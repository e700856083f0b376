"""`yamlio.yaml_load_marked`: the same data as `yaml_load`, plus key lines and duplicates."""

from __future__ import annotations

import datetime
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_git.frontmatter import parse_document
from hermes_git.parse.yamlio import YAMLError, yaml_error_info, yaml_load, yaml_load_marked
from tests.conftest import CORPUS, needs_corpus


@needs_corpus
def test_same_data_as_yaml_load_on_every_corpus_file() -> None:
    for md in sorted(CORPUS.rglob("SKILL.md")):
        text = parse_document(md.read_bytes()).yaml_text
        assert text is not None
        assert yaml_load_marked(text).data == yaml_load(text), md


@pytest.mark.parametrize(
    "text",
    [
        "a: &x [1, 2.5, true, null, ~, 0o17, 0x1f, 1_000]\nb: *x\n",
        "c: {<<: {d: 1}, e: 2}\nf: !!set {x, y}\ng: !!binary aGk=\nh: 2024-01-01\n",
        "1: one\n? [1, 2]\n: list key\n",
        "s: !!str 123\nt: ! 12\nu: 'yes'\nv: yes\nw: =\n",
        "- a\n- b: c\n",
        "just text",
        "",
    ],
)
def test_same_data_as_yaml_load_on_awkward_yaml(text: str) -> None:
    try:
        expected = yaml_load(text)
    except YAMLError:
        with pytest.raises(YAMLError):
            yaml_load_marked(text)
        return
    assert yaml_load_marked(text).data == expected


def test_recursive_aliases_do_not_loop() -> None:
    data = yaml_load_marked("a: &a\n  b: *a\n").data
    assert data["a"]["b"] is data["a"]


def test_lines_and_duplicates() -> None:
    marked = yaml_load_marked("name: x\nmetadata:\n  tags:\n    - a\n    - b\n  tags: [c]\n")
    assert marked.lines[("name",)] == 0
    assert marked.lines[("metadata", "tags")] == 2
    assert marked.lines[("metadata", "tags", 1)] == 4
    assert marked.duplicates == [(("metadata", "tags"), 5)]
    assert marked.data["metadata"]["tags"] == ["c"]


def test_error_info_points_at_what_was_left_open() -> None:
    with pytest.raises(YAMLError) as caught:
        yaml_load_marked('name: x\ndescription: "open\nversion: 1')
    info = yaml_error_info(caught.value)
    assert (info.line, info.context_line) == (2, 1)
    assert info.context == "while scanning a quoted scalar"


@settings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8)),
        lambda inner: st.one_of(
            st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
        ),
        max_leaves=12,
    )
)
def test_same_data_as_yaml_load_on_generated_documents(value: object) -> None:
    from hermes_git.parse.yamlio import yaml_dump

    for flow in (False, True):
        text = yaml_dump({"k": value}) if not flow else "k: " + repr(value).replace("'", '"')
        try:
            expected = yaml_load(text)
        except YAMLError:
            continue
        assert yaml_load_marked(text).data == expected


def test_yaml_load_marked_reads_flow_lists_aliases_and_dates() -> None:
    assert yaml_load_marked("\na: [x]\n").lines == {("a",): 1, ("a", 0): 1}
    assert yaml_load_marked("a: &x 1\nb: *x\n").data == {"a": 1, "b": 1}
    assert yaml_load_marked("d: 2024-01-01\n").data == {"d": datetime.date(2024, 1, 1)}


@pytest.mark.parametrize(
    "text",
    [
        "x: *nope\n" + "- a\n" * 70,  # an undefined alias, then a syntax error
        "a: &a 1\nb: &a 2\n" + "k: [" * 70,  # a duplicate anchor, then nesting past the bound
        "a: 'open\n" + "-" * 80,  # an unclosed quote after many indicators
        "l:\n" + "  - x: 1\n" * 80,  # valid: many indicators, no alias
        "a: &x [1, 2]\nb: [*x, *x]\n" + "c: -\n" * 70,  # valid, with aliases
    ],
)
def test_beyond_the_quick_check_pyyaml_speaks_first(text: str) -> None:
    # Composed once and counted on the way: PyYAML's own data or error, in the order of the text
    # (Python's composer names the anchor in its message, the C one does not).
    import yaml

    from hermes_git.parse.yamlio import yaml_safe_load

    def outcome(load: Callable[[str], object]) -> object:
        try:
            return load(text)
        except yaml.YAMLError as exc:
            info = yaml_error_info(exc)
            return type(exc), info.line, info.column

    for ours, theirs in ((yaml_load, yaml.CSafeLoader), (yaml_safe_load, yaml.SafeLoader)):
        expected = outcome(lambda t, loader=theirs: yaml.load(t, Loader=loader))
        assert outcome(ours) == expected
        if not isinstance(expected, tuple):
            assert yaml_load_marked(text).data == expected


def test_bound_errors_read_the_same_from_both_loaders() -> None:
    from hermes_git.parse.yamlio import yaml_safe_load

    text = "name: x\nmeta: " + "[" * 100 + "]" * 100 + "\n"
    messages = set()
    for load in (yaml_load, yaml_safe_load, yaml_load_marked):
        with pytest.raises(YAMLError) as caught:
            load(text)
        messages.add(str(caught.value))
        assert yaml_error_info(caught.value).bounds
        assert yaml_error_info(caught.value).line == 1
    assert messages == {
        'YAML nested deeper than 64 levels\n  in "<unicode string>", line 2, column 70'
    }


def test_every_document_of_a_multi_document_text_is_loaded() -> None:
    from hermes_git.parse.yamlio import yaml_load_all

    assert yaml_load_all("a: 1\n---\nb: 2\n") == [{"a": 1}, {"b": 2}]
    assert yaml_load_all("") == []
