"""The agentskills profile against the reference implementation `skills-ref`, skill for skill.

On the whole corpus the verdicts agree. Where they differ on hand-made skills, skills-ref is wrong
against the text of the agentskills.io specification; each such case is a test below.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.validate.run import validate_paths
from tests.conftest import CORPUS, needs_corpus, write

skills_ref = pytest.importorskip("skills_ref")

CORPUS_SKILLS = sorted(p.parent for p in CORPUS.rglob("SKILL.md"))


def _ours(folder: Path) -> bool:
    return validate_paths([folder], "agentskills").ok


def _theirs(folder: Path) -> bool:
    return not skills_ref.validate(folder)


@needs_corpus
def test_verdicts_match_skills_ref_on_every_corpus_skill() -> None:
    differ = [str(f.relative_to(CORPUS)) for f in CORPUS_SKILLS if _ours(f) != _theirs(f)]
    assert differ == []
    assert sum(_theirs(f) for f in CORPUS_SKILLS) == 12  # the 13 Anthropic skills but claude-api


def _skill(
    tmp_path: Path, frontmatter: str, body: str = "# Title\n\nSteps.\n", prefix: bytes = b""
) -> Path:
    folder = tmp_path / "demo"
    write(tmp_path, {"demo/SKILL.md": prefix + f"---\n{frontmatter}---\n{body}".encode()})
    return folder


def test_flow_style_yaml_is_yaml(tmp_path: Path) -> None:
    """The spec's frontmatter is YAML, and `{a: b}` is YAML; skills-ref (strictyaml) refuses it."""
    folder = _skill(
        tmp_path, "name: demo\ndescription: Does a thing.\nmetadata: {author: me, version: '1.0'}\n"
    )
    assert _ours(folder)
    assert not _theirs(folder)


def test_three_dashes_inside_a_value_do_not_end_the_frontmatter(tmp_path: Path) -> None:
    """skills-ref splits the file at the first `---` anywhere, even inside the description."""
    folder = _skill(tmp_path, 'name: demo\ndescription: "Turns a---b into a-b."\n')
    assert _ours(folder)
    assert not _theirs(folder)


def test_an_empty_compatibility_is_refused(tmp_path: Path) -> None:
    """Spec: compatibility "must be 1-500 characters if provided"; skills-ref accepts ''."""
    folder = _skill(tmp_path, "name: demo\ndescription: Does a thing.\ncompatibility: ''\n")
    assert not _ours(folder)
    assert _theirs(folder)


def test_allowed_tools_is_a_string(tmp_path: Path) -> None:
    """Spec: allowed-tools is "a space-delimited list" in one string; skills-ref takes a list."""
    folder = _skill(
        tmp_path, "name: demo\ndescription: Does a thing.\nallowed-tools:\n  - Read\n  - Bash\n"
    )
    assert not _ours(folder)
    assert _theirs(folder)


def test_metadata_values_are_strings(tmp_path: Path) -> None:
    """Spec: metadata maps strings to strings; skills-ref turns a nested list into its repr."""
    folder = _skill(
        tmp_path, "name: demo\ndescription: Does a thing.\nmetadata:\n  tags:\n    - a\n    - b\n"
    )
    assert not _ours(folder)
    assert _theirs(folder)


def test_names_use_only_a_to_z(tmp_path: Path) -> None:
    """Spec: "lowercase alphanumeric characters (a-z)"; skills-ref's isalnum() allows é."""
    folder = tmp_path / "café"
    write(tmp_path, {"café/SKILL.md": "---\nname: café\ndescription: Coffee.\n---\n# C\n"})
    assert not _ours(folder)
    assert _theirs(folder)


def test_a_byte_order_mark_is_only_a_warning(tmp_path: Path) -> None:
    """A UTF-8 BOM is not content (Hermes 0.19 strips it); skills-ref then finds no `---`."""
    folder = _skill(tmp_path, "name: demo\ndescription: Does a thing.\n", prefix=b"\xef\xbb\xbf")
    result = validate_paths([folder], "agentskills")
    assert result.ok
    assert [p.rule for p in result.problems] == ["bom"]
    assert not _theirs(folder)
