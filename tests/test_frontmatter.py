"""SKILL.md splitting follows Hermes' fence rules and round-trips every byte."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_git.frontmatter import load_frontmatter, parse_document, split_text
from tests.conftest import CORPUS, needs_corpus


def test_frontmatter_and_body_are_split_at_the_first_closing_fence() -> None:
    doc = parse_document(b"---\nname: a\ndescription: b\n---\n# Body\n---\nmore\n")
    assert load_frontmatter(doc)[0] == {"name": "a", "description": "b"}
    assert doc.body == "# Body\n---\nmore\n"


@pytest.mark.parametrize(
    "text",
    [
        "---\nname: a\n---",  # closing fence without a newline: Hermes sees no frontmatter
        "\n---\nname: a\n---\nbody\n",  # a leading blank line
        "name: a\n---\nbody\n",  # no opening fence
    ],
)
def test_text_hermes_reads_without_frontmatter(text: str) -> None:
    doc = parse_document(text.encode())
    assert not doc.has_frontmatter
    assert load_frontmatter(doc) == ({}, None)
    assert doc.body == text


def test_closing_fence_may_carry_trailing_spaces() -> None:
    doc = parse_document(b"---\nname: a\n---   \nbody\n")
    assert load_frontmatter(doc)[0] == {"name": "a"}
    assert doc.body == "body\n"


def test_bom_is_skipped_for_parsing_and_kept_on_render() -> None:
    raw = "\ufeff---\nname: a\n---\nbody\n".encode()
    doc = parse_document(raw)
    assert doc.bom
    assert load_frontmatter(doc)[0] == {"name": "a"}
    assert doc.render() == raw
    assert doc.with_changes(body="new\n").render() == "\ufeff---\nname: a\n---\nnew\n".encode()


def test_crlf_file_parses_like_lf_and_keeps_crlf_when_edited() -> None:
    raw = b"---\r\nname: a\r\nplatforms: [linux, macos]\r\n---\r\nline 1\r\nline 2\r\n"
    doc = parse_document(raw)
    assert doc.newline == "\r\n"
    assert load_frontmatter(doc)[0] == {"name": "a", "platforms": ["linux", "macos"]}
    assert doc.render() == raw
    edited = doc.with_changes(body="changed\n").render()
    assert edited == b"---\r\nname: a\r\nplatforms: [linux, macos]\r\n---\r\nchanged\r\n"


def test_mixed_newlines_round_trip_unchanged() -> None:
    raw = b"---\nname: a\r\n---\nbody\r\nmore\rend"
    assert parse_document(raw).render() == raw


def test_broken_yaml_reports_its_file_line_and_falls_back_like_hermes() -> None:
    doc = parse_document(b"---\nname: a\ndescription: x\nplatforms: [macos\n---\nbody\n")
    frontmatter, problem = load_frontmatter(doc)
    assert problem is not None and problem.line is not None
    assert problem.line >= 4  # the broken flow list starts on file line 4
    # Hermes' fallback: each line split at the first colon, nested data lost
    assert frontmatter == {"name": "a", "description": "x", "platforms": "[macos"}


def test_non_mapping_yaml_gives_empty_frontmatter() -> None:
    assert load_frontmatter(parse_document(b"---\n- a\n- b\n---\nbody\n")) == ({}, None)


@needs_corpus
def test_every_corpus_file_round_trips_byte_for_byte() -> None:
    files = sorted(CORPUS.rglob("*.md"))
    assert len(files) > 300
    for path in files:
        raw = path.read_bytes()
        assert parse_document(raw).render() == raw, path


@needs_corpus
def test_corpus_skills_keep_their_bytes_as_crlf_and_bom_variants(tmp_path: Path) -> None:
    for path in sorted(CORPUS.rglob("SKILL.md"))[:40]:
        lf = path.read_bytes()
        for variant in (lf.replace(b"\n", b"\r\n"), b"\xef\xbb\xbf" + lf):
            doc = parse_document(variant)
            assert doc.render() == variant
            assert load_frontmatter(doc) == load_frontmatter(parse_document(lf))


_line = st.text(
    st.characters(blacklist_categories=["Cs"], blacklist_characters="\r\n"), max_size=12
)


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(_line, max_size=8), crlf=st.booleans(), bom=st.booleans(), fence=st.booleans()
)
def test_any_text_round_trips(lines: list[str], crlf: bool, bom: bool, fence: bool) -> None:
    text = ("---\n" if fence else "") + "\n".join(lines) + ("\n---\n" if fence else "")
    if crlf:
        text = text.replace("\n", "\r\n")
    raw = (("\ufeff" if bom else "") + text).encode()
    assert parse_document(raw).render() == raw


def test_split_text_matches_hermes_offsets() -> None:
    # the YAML starts right after the opening three dashes (Hermes slices content[3:])
    assert split_text("---\na: 1\n---\nb") == ("\na: 1", "\n---\n", "b")
    assert split_text("--- \na: 1\n---\n\nb") == (" \na: 1", "\n---\n\n", "b")


def test_chars_counts_the_file_as_decoded_and_a_change_forgets_it() -> None:
    data = "\ufeff---\r\nname: é\r\n---\r\nbody ✓\r\n".encode()
    doc = parse_document(data)
    assert doc.chars == len(data.decode("utf-8")) < len(data)
    assert doc.with_changes(body="other\n").chars is None


@needs_corpus
def test_yaml_load_gives_pyyamls_data_for_every_corpus_frontmatter() -> None:
    """yaml_load is PyYAML's C loader: same values, same types, same order; no real
    frontmatter trips the alias-bomb refusal."""
    import yaml

    from hermes_git.parse.yamlio import yaml_load

    for path in sorted(CORPUS.rglob("SKILL.md")):
        text = parse_document(path.read_bytes()).yaml_text
        if text is None:
            continue
        expected = yaml.load(text, Loader=yaml.CSafeLoader)
        got = yaml_load(text)
        assert got == expected and repr(got) == repr(expected), path
