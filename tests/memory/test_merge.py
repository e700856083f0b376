"""Memory merges entry by entry: the rules, the edge cases of git.md §2.4, random histories."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hermes_git.memory import merge
from hermes_git.memory.entries import DELIMITER, is_canonical, parse_entries, render_entries
from hermes_git.memory.merge import interleave, merge_entries, merge_memory_text

LIMIT = 2200


def text(*entries: str) -> str:
    return DELIMITER.join(entries)


def merged(base: list[str], ours: list[str], theirs: list[str]) -> list[str]:
    return merge_entries(base, ours, theirs).entries


# --- the rules, one history each -------------------------------------------------------------


def test_both_sides_append_different_entries_keeps_both_ours_first() -> None:
    assert merged(["a", "b"], ["a", "b", "x"], ["a", "b", "y"]) == ["a", "b", "x", "y"]


def test_identical_add_on_both_sides_is_kept_once() -> None:
    assert merged(["a"], ["a", "x"], ["a", "x"]) == ["a", "x"]


def test_shared_add_plus_one_more_on_one_side_keeps_the_shared_one_once() -> None:
    assert merged(["a"], ["a", "x"], ["a", "x", "y"]) == ["a", "x", "y"]


def test_a_deletion_on_one_side_is_honoured() -> None:
    assert merged(["a", "b", "c"], ["a", "c"], ["a", "b", "c", "y"]) == ["a", "c", "y"]


def test_deletions_of_different_entries_are_both_honoured() -> None:
    assert merged(["a", "b", "c"], ["b", "c"], ["a", "b"]) == ["b"]


def test_edit_vs_delete_keeps_the_edit_and_reports_it() -> None:
    result = merge_entries(["User prefers vim", "b"], ["User prefers neovim", "b"], ["b"])
    assert result.entries == ["User prefers neovim", "b"]
    assert [(c.kind, c.base, c.ours, c.theirs) for c in result.conflicts] == [
        ("edit/delete", "User prefers vim", "User prefers neovim", None)
    ]


def test_edit_vs_edit_keeps_both_new_texts_and_reports_it() -> None:
    result = merge_entries(
        ["Deploys go to host a", "b"], ["Deploys go to host b", "b"], ["Deploys go to host c", "b"]
    )
    assert result.entries == ["Deploys go to host b", "Deploys go to host c", "b"]
    assert [c.kind for c in result.conflicts] == ["edit/edit"]


def test_the_same_edit_on_both_sides_is_no_conflict() -> None:
    result = merge_entries(["a", "old fact"], ["a", "new fact"], ["a", "new fact"])
    assert result.entries == ["a", "new fact"]
    assert result.conflicts == []


def test_a_replace_keeps_its_place_in_the_list() -> None:
    assert merged(["a", "b", "c"], ["a", "B!", "c"], ["a", "b", "c", "d"]) == ["a", "B!", "c", "d"]


def test_theirs_insertion_goes_after_its_neighbour_and_after_ours_additions_there() -> None:
    assert merged(["a", "b"], ["a", "x", "b"], ["a", "y", "b"]) == ["a", "x", "y", "b"]
    assert merged(["a"], ["x", "a"], ["y", "a"]) == ["x", "y", "a"]


def test_delete_then_readd_on_one_side_while_the_other_deletes_stays_deleted() -> None:
    # state-based merge: the re-add is invisible (git.md §2.4.6)
    assert merged(["a", "b"], ["a", "b"], ["a"]) == ["a"]


def test_one_sided_change_is_taken_verbatim_even_reordered() -> None:
    assert merged(["a", "b", "c"], ["a", "b", "c"], ["c", "a", "x"]) == ["c", "a", "x"]
    assert merged(["a", "b", "c"], ["b", "a", "c"], ["a", "b", "c"]) == ["b", "a", "c"]


def test_interleave_is_generic_over_hashable_items() -> None:
    assert interleave([1, 2], [2, 3], keep={1, 2, 3}) == [1, 2, 3]


# --- text level: canonical files, whitespace, CRLF, absent files, the limit -------------------


def test_whitespace_only_differences_are_the_same_entry() -> None:
    out, report = merge_memory_text(text("a", "b"), "  a  \n§\nb\n\n", text("a", "b", "c"), LIMIT)
    assert out == text("a", "b", "c")
    assert report.merge.conflicts == []


def test_crlf_input_gives_a_canonical_lf_file() -> None:
    out, _ = merge_memory_text("a\r\n§\r\nb", "a\r\n§\r\nb\r\n§\r\nx\r\n", "a\n§\nb\n§\ny", LIMIT)
    assert out == text("a", "b", "x", "y")
    assert "\r" not in (out or "")


def test_non_canonical_sides_give_a_canonical_file_hermes_accepts() -> None:
    ours = "a \n§\n\n§\nb\n§\nb\n"  # trailing spaces, an empty entry, a duplicate, a newline
    out, _ = merge_memory_text("a\n§\nb", ours, "a\n§\nb\n§\nc", LIMIT)
    assert out == text("a", "b", "c")
    assert is_canonical(out, LIMIT)


def test_missing_base_is_an_add_add_union_with_shared_entries_once() -> None:
    out, _ = merge_memory_text(None, text("a", "shared"), text("shared", "b"), LIMIT)
    assert out == text("a", "shared", "b")
    out, _ = merge_memory_text("", text("a", "shared"), text("shared", "b"), LIMIT)
    assert out == text("a", "shared", "b")


def test_deleted_on_one_side_and_unchanged_on_the_other_is_deleted() -> None:
    out, report = merge_memory_text(text("a"), None, text("a"), LIMIT)
    assert out is None
    assert report.deleted


def test_deleted_on_one_side_but_changed_on_the_other_keeps_the_changed_file() -> None:
    out, report = merge_memory_text(text("a"), text("a", "new"), None, LIMIT)
    assert out == text("a", "new")
    assert report.kept_over_delete == "theirs"
    assert any("deleted by theirs" in line for line in report.messages())


def test_over_the_limit_everything_is_kept_and_the_overflow_reported() -> None:
    base = text("x" * 50)
    out, report = merge_memory_text(base, text("x" * 50, "a" * 40), text("x" * 50, "b" * 40), 100)
    assert parse_entries(out or "") == ["x" * 50, "a" * 40, "b" * 40]
    assert report.chars == len(out or "") == 136
    assert report.over == 36
    assert any("36 over the limit" in line for line in report.messages())
    assert report.to_json()["over"] == 36


def test_an_entry_longer_than_the_limit_is_kept_and_reported() -> None:
    out, report = merge_memory_text("", "y" * 30, "", 20)
    assert out == "y" * 30
    assert report.too_long == ["y" * 30]


def test_an_entry_whose_last_line_is_the_section_sign_is_reported_not_changed() -> None:
    out, report = merge_memory_text("", text("a", "x\n§"), text("b"), LIMIT)
    assert parse_entries(out or "") != ["a", "x\n§", "b"]  # Hermes re-splits it on load
    assert report.unstable == ["x\n§"]


def test_a_clean_merge_has_nothing_to_report() -> None:
    _, report = merge_memory_text(text("a"), text("a", "b"), text("a", "c"), LIMIT)
    assert report.messages() == []


def test_driver_config_runs_this_python_by_absolute_path_from_any_cwd() -> None:
    config = merge.driver_config()
    argv = shlex.split(config["merge.hermes-memory.driver"])
    assert argv[0] == sys.executable
    assert argv[1:] == [
        "-P",
        "-m",
        "hermes_git",
        "merge-driver",
        "memory",
        "%O",
        "%A",
        "%B",
        "%L",
        "%P",
    ]
    odd = merge.driver_config("/opt/my python's/bin/python3")["merge.hermes-memory.driver"]
    assert shlex.split(odd)[0] == "/opt/my python's/bin/python3"


def test_run_memory_driver_writes_the_result_into_ours(tmp_path: Path) -> None:
    files = {name: tmp_path / name for name in ("O", "A", "B")}
    for name, content in zip("OAB", ["a", text("a", "x"), text("a", "y")], strict=True):
        files[name].write_text(content, "utf-8")
    report = merge.run_memory_driver(
        tmp_path, files["O"], files["A"], files["B"], "memories/USER.md"
    )
    assert files["A"].read_text("utf-8") == text("a", "x", "y")
    assert report.limit == 1375  # USER.md: the user limit


# --- random histories ------------------------------------------------------------------------

# A small pool so that both sides often touch the same entries; whitespace and CRLF variants of
# one entry must count as that entry.
WORDS = [
    "vim",
    "neovim",
    "pytest",
    "host a",
    "host b",
    "rebase",
    "Käse ☕",
    "§ 4 applies",
    "line one\nline two",
    "deploy on fridays",
]
entry_st = st.sampled_from(WORDS) | st.text(alphabet="abc §\n", min_size=1, max_size=6).map(
    lambda t: t.strip()
).filter(lambda t: t and "\n§\n" not in f"\n{t}\n")


@st.composite
def edited(draw: st.DrawFn, base: list[str]) -> list[str]:
    """`base` after a random script of Hermes-style adds, removes, replaces and reorders."""
    entries = list(base)
    for _ in range(draw(st.integers(0, 5))):
        op = draw(st.sampled_from(["add", "remove", "replace", "move"]))
        if op == "add":
            entries.append(draw(entry_st))
        elif entries and op == "remove":
            entries.pop(draw(st.integers(0, len(entries) - 1)))
        elif entries and op == "replace":
            entries[draw(st.integers(0, len(entries) - 1))] = draw(entry_st)
        elif entries and op == "move":
            entries.insert(
                draw(st.integers(0, len(entries) - 1)),
                entries.pop(draw(st.integers(0, len(entries) - 1))),
            )
    return entries


@st.composite
def histories(draw: st.DrawFn) -> tuple[list[str], list[str], list[str]]:
    base = draw(st.lists(entry_st, max_size=6))
    return base, draw(edited(base)), draw(edited(base))


def as_file(entries: list[str], crlf: bool) -> str:
    raw = DELIMITER.join(f" {e}\t" for e in entries)
    return raw.replace("\n", "\r\n") if crlf else raw


def normal(entries: list[str]) -> list[str]:
    return list(dict.fromkeys(e.strip() for e in entries if e.strip()))


@settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(histories(), st.booleans())
def test_random_histories_lose_duplicate_and_revive_nothing(
    history: tuple[list[str], list[str], list[str]], crlf: bool
) -> None:
    base, ours, theirs = history
    o, a, b = normal(base), normal(ours), normal(theirs)
    out, _ = merge_memory_text(
        as_file(base, crlf), as_file(ours, crlf), as_file(theirs, crlf), LIMIT
    )
    assert out is not None
    result = parse_entries(out)
    kept = set(result)
    # nothing lost: whatever one side added, or both sides still have, is there
    assert (set(a) - set(o)) | (set(b) - set(o)) | (set(o) & set(a) & set(b)) <= kept
    # nothing revived: a base entry either side removed is gone; nothing comes from nowhere
    assert not kept & ((set(o) - set(a)) | (set(o) - set(b)))
    assert kept <= set(a) | set(b)
    # nothing duplicated, canonical text, stable round trip
    assert len(result) == len(kept)
    assert is_canonical(out, LIMIT)
    assert render_entries(result) == out
    # same set of entries whichever side is "ours"
    assert set(merged(o, b, a)) == kept
    # a one-sided change is taken as it is; merging a version with itself changes nothing
    assert merged(o, a, o) == a
    assert merged(o, o, b) == b
    assert merged(a, a, a) == a
    assert merged(o, a, b) == result


@pytest.mark.parametrize("entries", [[], ["a"], ["a", "b\nc", "§ d"]])
def test_merging_a_file_with_itself_gives_the_file(entries: list[str]) -> None:
    same = render_entries(entries)
    assert merge_memory_text(same, same, same, LIMIT)[0] == same
