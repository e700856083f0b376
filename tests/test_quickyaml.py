"""`hermes_git.quickyaml` gives what PyYAML's C loader gives (data, key lines, duplicates), or
gives up: on every corpus and test frontmatter, on awkward YAML, and on generated YAML."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_git import quickyaml
from hermes_git.frontmatter import parse_document
from hermes_git.yamlio import YAMLError, _plain_scalar, pyyaml_marked, yaml_load_marked
from tests.conftest import CORPUS, DATA

Loaded = tuple[Any, dict[Any, int], list[Any]]


def _pyyaml(text: str) -> Loaded:
    """What yaml_load_marked builds when quickyaml gives up (PyYAML's C parser)."""
    marked = pyyaml_marked(text)
    return marked.data, marked.lines, marked.duplicates


def _agree(text: str) -> bool:
    """True when quickyaml read `text` (and equals PyYAML), False when it gave up."""
    try:
        quick = quickyaml.load(text, _plain_scalar)
    except quickyaml.Unsure:
        return False
    try:
        slow = _pyyaml(text)
    except YAMLError as exc:
        pytest.fail(f"quickyaml read YAML that PyYAML refuses ({exc}): {text!r}")
    assert repr(quick) == repr(slow), text  # repr: NaN is not equal to itself
    return True


def _texts() -> list[str]:
    found = []
    for md in sorted(CORPUS.rglob("SKILL.md")) + sorted(DATA.glob("validate/invalid/*/SKILL.md")):
        try:
            text = parse_document(md.read_bytes()).yaml_text
        except UnicodeDecodeError:
            continue
        if text is not None:
            found.append(text)
    return found


def test_same_as_pyyaml_on_every_corpus_and_test_frontmatter() -> None:
    texts = _texts()
    read = sum(_agree(text) for text in texts)
    assert read >= 0.85 * len(texts)  # nearly all frontmatter is plain: the quick path matters


@pytest.mark.parametrize(
    "text",
    [
        "\nname: x\nversion: 1.0\nn: 0x1f\nd: 2024-01-01\nt: 2024-01-01 10:00:00\nb: yes\ne:\n",
        "\na: [1, 2.5, true, null, ~, .inf, .nan, 1_000]\nb: 1:30\nc: 0.5e3\n",
        "\na: 'it''s'\nb: \"plain: quoted\"\nc: ''\nd: \"\"\ne: '''x'''\n",
        "\na:\n- x\n- y\nb:\n    - z\nc:\n  d:\n    e: f\n  g: [h]\n",
        "\na: 1\na: 2\nm:\n  k: [x]\n  k:\n    - y\n    - z\n",
        "\nurl: http://x.org/a?b=c\nx: a:b\ny: ...\nz: a - b [c] {d}\n",
        "\nnbsp: a\u00a0\nwide: 日本語 ✓ 😀\n",
        "a: b\n  c\nd:\n  e f\n    g\n",
        "a: |\n  x\n",
        "a: >-\n  x\n",
        "a: >\n  x y\n  z",
        "a: |\n  x: y\n  - z\nb: 1\n",
        "a: >\n  x\n\nb: 1\n",
        "a:\n  x y\n  z\nb:\n",
    ],
)
def test_plain_yaml_is_read_as_pyyaml_reads_it(text: str) -> None:
    assert _agree(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\n\n",
        "just text",
        "- a\n- b\n",
        " a: 1\n",
        "a: 1\n b: 2\n",
        "a:\n  b: 1\n c: 2\n",
        "a: b\n\n  c\n",
        "a: 'x\n  y'\n",
        "a: |+\n  x\n",
        "a: >2\n  x\n",
        "a: >\n  x\n\n  y\n",
        "a: >\n  x\n   y\n",
        "a: |\n  x \n",
        "a: >\nb: 1\n",
        "a:\n\n  x\n",
        "a:\n  x\n  - y\n",
        "a: b\n  c: d\n",
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "a: {b: 1}\n",
        "a: [b, [c]]\n",
        "a: [b, 'c']\n",
        "a: [b,]\n",
        "a: [ ]\n",
        "a: b # c\n",
        "# c\na: b\n",
        "a: b: c\n",
        "a: b:\n",
        "a:\tb\n",
        "a: b\r\n",
        'a: "x\\ty"\n',
        'a: "x" y\n',
        "a: 'x' y\n",
        "yes: 1\n",
        "null: 1\n",
        "<<: {a: 1}\n",
        "a: =\n",
        "a: <<\n",
        "a: - b\n",
        "a:\n  - b: c\n",
        "a:\n  -\n    b\n",
        "a:\n  - x\n   - y\n",
        "---\na: 1\n",
        "a: 1\n...\n",
        "a: @x\n",
        "a: `x`\n",
        "a: %x\n",
        "a: x\u2028y\n",
        "a: x\x85y\n",
        "a: \ufeffx\n",
        "a: x\x07\n",
        "key with space: 1\n",
        '"a": 1\n',
        "a:b\n",
    ],
)
def test_anything_else_is_left_to_pyyaml(text: str) -> None:
    with pytest.raises(quickyaml.Unsure):
        quickyaml.load(text, _plain_scalar)


def test_yaml_load_marked_uses_it_and_still_reads_everything_else() -> None:
    assert yaml_load_marked("\na: [x]\n").lines == {("a",): 1, ("a", 0): 1}
    assert yaml_load_marked("a: &x 1\nb: *x\n").data == {"a": 1, "b": 1}
    assert yaml_load_marked("d: 2024-01-01\n").data == {"d": datetime.date(2024, 1, 1)}


KEYS = st.sampled_from(
    ["name", "a", "b", "tags", "x-y", "_k", "yes", "null", "on", "True", "n1", "a b", "'q'", "1"]
)
VALUES = st.sampled_from(
    [
        "",
        "x",
        "Some text, with [brackets] and {braces}",
        "1",
        "1.0",
        "1.0.0",
        "0o17",
        "-3",
        "2024-01-01",
        "~",
        "null",
        "true",
        "No",
        "'q''s'",
        "'a' b",
        '"dq"',
        '"a\\"b"',
        '"a',
        "[a, b]",
        "[]",
        "[ ]",
        "[a,,b]",
        "[a, b,]",
        "[1, 2.5, yes]",
        "[a: b]",
        "[a, [b]]",
        "a: b",
        "a:b",
        "x #c",
        "C#",
        "&a x",
        "*a",
        "!t x",
        "|",
        ">",
        "- x",
        "ü ✓",
        "a\u00a0",
        "http://x/y",
        "...",
        "---",
        "=",
        "<<",
        "@x",
        "%x",
        "`x`",
        "?x",
        ":x",
        ",x",
        "a\tb",
        "{a: 1}",
        "  x  ",
    ]
)
LINES = st.tuples(
    st.sampled_from([0, 0, 0, 1, 2, 2, 4]),
    st.sampled_from(["key", "key", "key", "item", "blank", "comment", "raw"]),
    KEYS,
    st.sampled_from([": ", ":", ":  ", " : "]),
    VALUES,
)


def _line(indent: int, kind: str, key: str, colon: str, value: str) -> str:
    pad = " " * indent
    if kind == "key":
        return f"{pad}{key}{colon}{value}"
    if kind == "item":
        return f"{pad}- {value}"
    if kind == "comment":
        return f"{pad}# {value}"
    return "" if kind == "blank" else f"{pad}{value}"


@settings(max_examples=600, deadline=None)
@given(lines=st.lists(LINES, max_size=10))
def test_same_as_pyyaml_or_gives_up_on_generated_yaml(
    lines: list[tuple[int, str, str, str, str]],
) -> None:
    _agree("\n" + "\n".join(_line(*line) for line in lines) + "\n")


SCALARS = st.sampled_from(
    [
        "x",
        "Some text, with [brackets] and {braces}",
        "1",
        "1.0",
        "1.0.0",
        "0o17",
        "1:30",
        "~",
        "null",
        "true",
        "No",
        "off",
        "2024-01-01",
        "2024-01-01T10:00:00Z",
        "'q''s'",
        '"dq: x"',
        "''",
        "ü ✓ 😀",
        "a\u00a0",
        "http://x/y?z=1",
        "...",
        "a - b",
        "a:b",
        ".inf",
        "1e3",
        "0x1F",
        "C#",
        "a: b",
        "-1",
        "=",
        "'a' b",
    ]
)
ITEMS = st.sampled_from(
    ["a", "B c", "1", "2.5", "yes", "~", "null", "ü", "x-y", "a.b", "-x", "'q'", "a:b", ""]
)
TREES = st.recursive(
    SCALARS | st.lists(ITEMS, max_size=4),
    lambda inner: st.dictionaries(
        st.sampled_from(["a", "b", "tags", "name", "x-y", "yes"]), inner, max_size=4
    ),
    max_leaves=12,
)
STYLE = st.tuples(st.sampled_from([1, 2, 2, 4]), st.booleans(), st.booleans())


def _render(node: Any, indent: int, style: tuple[int, bool, bool]) -> list[str]:
    """Block YAML for a mapping; lists as flow or block (indented or not) by `style`."""
    width, flow, indentless = style
    pad, lines = " " * indent, []
    for key, value in node.items():
        if isinstance(value, dict):
            lines.append(f"{pad}{key}:")
            lines += _render(value, indent + width, style)
        elif isinstance(value, list) and flow:
            lines.append(f"{pad}{key}: [{', '.join(value)}]")
        elif isinstance(value, list):
            lines.append(f"{pad}{key}:")
            item_pad = pad if indentless else " " * (indent + width)
            lines += [f"{item_pad}- {item}" for item in value]
        else:
            lines.append(f"{pad}{key}: {value}")
    return lines


@settings(max_examples=400, deadline=None)
@given(
    tree=st.dictionaries(
        st.sampled_from(["name", "description", "metadata", "a", "tags"]),
        TREES,
        min_size=1,
        max_size=5,
    ),
    style=STYLE,
)
def test_same_as_pyyaml_or_gives_up_on_generated_frontmatter(
    tree: dict[str, Any], style: tuple[int, bool, bool]
) -> None:
    _agree("\n" + "\n".join(_render(tree, 0, style)) + "\n")


TEXT_LINES = st.tuples(
    st.sampled_from([0, 1, 2, 2, 3, 4]),
    st.sampled_from(
        ["x", "x y", "1", "true", "a: b", "- z", "[a]", "'q'", "ü", "x ", "", "k: v", "k:", "é:"]
    ),
)


@settings(max_examples=600, deadline=None)
@given(
    header=st.sampled_from(["", " >", " >-", " |", " |-", " text", " >+", " 2"]),
    body=st.lists(TEXT_LINES, max_size=5),
    after=st.sampled_from(["", "\n", "\nb: 1", "\n\n"]),
)
def test_same_as_pyyaml_or_gives_up_on_generated_text_blocks(
    header: str, body: list[tuple[int, str]], after: str
) -> None:
    _agree("\na:" + header + "".join(f"\n{' ' * n}{t}" for n, t in body) + after)
