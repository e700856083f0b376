"""SKILL.md merges: real corpus skills edited on two sides, key by key and section by section."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.skills.merge import merge_skill_md
from tests.conftest import CORPUS, needs_corpus, require_corpus

KANBAN = CORPUS / "hermes-agent/skills/devops/kanban-worker/SKILL.md"
ALL_SKILLS = sorted(CORPUS.rglob("SKILL.md"))


def corpus(path: Path = KANBAN) -> str:
    require_corpus()
    return path.read_text("utf-8")


def edit(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def merge(base: str | None, ours: str, theirs: str) -> tuple[bool, str, list[str]]:
    result = merge_skill_md(None if base is None else base.encode(), ours.encode(), theirs.encode())
    return result.clean, result.content.decode(), result.conflicts


def test_frontmatter_edit_on_one_side_and_body_edit_on_the_other_merge_cleanly() -> None:
    base = corpus()
    ours = edit(base, "version: 2.0.0", "version: 2.1.0")
    theirs = edit(base, "## Tenant isolation\n", "## Tenant isolation\n\nCheck the tenant.\n")
    clean, content, conflicts = merge(base, ours, theirs)
    assert clean, conflicts
    assert content == edit(
        ours, "## Tenant isolation\n", "## Tenant isolation\n\nCheck the tenant.\n"
    )


def test_both_append_a_new_section_at_the_end_ours_first() -> None:
    base = corpus()
    ours = base.rstrip("\n") + "\n\n## Ours\n\nOne.\n"
    theirs = base.rstrip("\n") + "\n\n## Theirs\n\nTwo.\n"
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert content == base.rstrip("\n") + "\n\n## Ours\n\nOne.\n\n## Theirs\n\nTwo.\n"


def test_the_same_version_bump_on_both_sides_is_clean() -> None:
    base = corpus()
    ours = edit(base, "version: 2.0.0", "version: 3.0.0")
    theirs = edit(ours, "## Tenant isolation\n", "## Tenant isolation\n\nNote.\n")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert content == theirs


def test_different_version_bumps_conflict_on_that_key_only() -> None:
    base = corpus()
    ours = edit(base, "version: 2.0.0", "version: 2.1.0")
    theirs = edit(
        edit(base, "version: 2.0.0", "version: 3.0.0"),
        "## Tenant isolation\n",
        "## Tenant isolation\n\nNote.\n",
    )
    result = merge_skill_md(base.encode(), ours.encode(), theirs.encode())
    assert not result.clean
    assert result.conflicts == ["frontmatter: version"]
    content = result.content.decode()
    assert "version: 2.1.0" in content  # ours kept for the conflicting key
    assert "Note." in content  # the clean parts are merged
    assert "<<<<<<<" not in content


def test_the_same_section_edited_differently_conflicts_on_that_section() -> None:
    base = corpus()
    ours = edit(base, "## Workspace handling\n", "## Workspace handling\n\nOurs.\n")
    theirs = edit(base, "## Workspace handling\n", "## Workspace handling\n\nTheirs.\n")
    result = merge_skill_md(base.encode(), ours.encode(), theirs.encode())
    assert not result.clean
    assert result.conflicts == [
        "section: # Kanban Worker — Pitfalls and Examples > ## Workspace handling"
    ]
    assert b"<<<<<<<" not in result.content


def test_edits_in_different_sections_merge_cleanly() -> None:
    base = corpus()
    ours = edit(base, "## Workspace handling\n", "## Workspace handling\n\nOurs.\n")
    theirs = edit(base, "## Tenant isolation\n", "## Tenant isolation\n\nTheirs.\n")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert content == edit(ours, "## Tenant isolation\n", "## Tenant isolation\n\nTheirs.\n")


def test_a_key_only_theirs_added_goes_after_its_neighbour_and_formatting_is_kept() -> None:
    base = corpus()
    ours = edit(base, "tags: [kanban, multi-agent,", "tags: [kanban,  multi-agent,")
    ours = edit(ours, "description: Pitfalls,", "description: The pitfalls,")
    theirs = edit(base, "version: 2.0.0\n", "version: 2.0.0\nlicense: MIT\n")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert content == edit(ours, "version: 2.0.0\n", "version: 2.0.0\nlicense: MIT\n")


def test_a_reformatting_only_change_counts_as_no_change() -> None:
    base = corpus()
    ours = edit(
        base, "platforms: [linux, macos, windows]", "platforms:\n- linux\n- macos\n- windows"
    )
    theirs = edit(base, "platforms: [linux, macos, windows]", "platforms: [linux]")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert load_frontmatter(parse_document(content.encode()))[0]["platforms"] == ["linux"]


def test_a_key_removed_on_one_side_and_untouched_on_the_other_is_removed() -> None:
    base = corpus()
    ours = edit(base, "platforms: [linux, macos, windows]\n", "")
    theirs = edit(base, "## Tenant isolation\n", "## Tenant isolation\n\nNote.\n")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert "platforms:" not in content
    assert "Note." in content


def test_removed_on_one_side_and_changed_on_the_other_is_a_conflict() -> None:
    base = corpus()
    ours = edit(base, "platforms: [linux, macos, windows]\n", "")
    theirs = edit(base, "platforms: [linux, macos, windows]", "platforms: [linux]")
    assert merge(base, ours, theirs)[2] == ["frontmatter: platforms"]


def test_headings_inside_code_fences_do_not_split_sections() -> None:
    base = (
        "---\nname: x\ndescription: d\n---\n# X\n\n## Run\n\n```bash\n# not a heading\n"
        "echo hi\n```\n\n## Check\n\nLook.\n"
    )
    ours = base.replace("echo hi", "echo hello")
    theirs = base.replace("Look.", "Look twice.")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert content == ours.replace("Look.", "Look twice.")
    both = base.replace("# not a heading\n", "# a comment\n")
    assert not merge(base, both, theirs.replace("echo hi", "echo bye"))[0]


def test_a_section_theirs_inserted_goes_after_its_neighbour_and_a_deletion_is_honoured() -> None:
    base = "---\nname: x\n---\n# X\n## A\na\n## B\nb\n## C\nc"
    ours = base.replace("## B\nb\n", "")
    theirs = base.replace("## A\na\n", "## A\na\n## A2\nnew\n")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert content == "---\nname: x\n---\n# X\n## A\na\n## A2\nnew\n## C\nc"


def test_crlf_ours_stays_crlf() -> None:
    base = corpus()
    ours = edit(base, "version: 2.0.0", "version: 2.1.0").replace("\n", "\r\n")
    theirs = base.rstrip("\n") + "\n\n## Theirs\n\nTwo.\n"
    result = merge_skill_md(base.encode(), ours.encode(), theirs.encode())
    assert result.clean
    expected = edit(base, "version: 2.0.0", "version: 2.1.0").rstrip("\n")
    assert result.content == (expected + "\n\n## Theirs\n\nTwo.\n").replace("\n", "\r\n").encode()


def test_both_sides_creating_the_same_skill_is_clean_only_when_identical() -> None:
    text = corpus()
    assert merge(None, text, text) == (True, text, [])
    other = edit(text, "version: 2.0.0", "version: 9.0.0")
    clean, _, conflicts = merge(None, text, other)
    assert not clean
    assert conflicts == ["frontmatter: version"]


def test_frontmatter_that_cannot_be_cut_into_keys_merges_as_one_unit() -> None:
    base = "---\nname: x\ndescription: &d shared\nsummary: *d\n---\nBody.\n"
    ours = base.replace("name: x", "name: y")
    theirs = base.replace("Body.", "Body, longer.")
    clean, content, _ = merge(base, ours, theirs)
    assert clean
    assert content == ours.replace("Body.", "Body, longer.")
    assert merge(base, ours, base.replace("summary: *d", "summary: other"))[2] == ["frontmatter"]


def test_a_file_that_is_not_utf8_is_a_conflict_and_ours_is_kept() -> None:
    result = merge_skill_md(b"a", b"b", b"\xff")
    assert (result.clean, result.content, result.conflicts) == (False, b"b", ["file: not UTF-8"])


@needs_corpus
@pytest.mark.parametrize("path", ALL_SKILLS, ids=lambda p: p.parent.name)
def test_every_corpus_skill_merges_keys_and_sections_from_both_sides(path: Path) -> None:
    base = corpus(path)
    doc = parse_document(base.encode())
    assert doc.yaml_text is not None
    fence = len("---" + doc.yaml_text)
    ours = base[:fence] + "\nreviewed-by: ours" + base[fence:]
    theirs = "---\nsource: theirs" + base[3:]
    theirs = theirs.rstrip("\n") + "\n\n## Added by theirs\n\nA new step.\n"
    result = merge_skill_md(base.encode(), ours.encode(), theirs.encode())
    content = result.content.decode()
    if result.clean:  # every other byte as it was; the file ends the way ours does
        tail = base[len(base.rstrip("\n")) :]
        assert content == ("---\nsource: theirs" + ours[3:]).rstrip("\n") + (
            "\n\n## Added by theirs\n\nA new step." + tail
        )
        frontmatter = load_frontmatter(parse_document(result.content))[0]
        assert (frontmatter["reviewed-by"], frontmatter["source"]) == ("ours", "theirs")
    else:  # a frontmatter that cannot be cut into keys: both sides changed that one unit
        assert result.conflicts == ["frontmatter"]
        assert content.rstrip("\n").endswith("## Added by theirs\n\nA new step.")
