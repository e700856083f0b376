"""`memory_edit`: a memory tool call applied to a list of entries, as Hermes 0.19 applies it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hermes_git.errors import GateError, MemoryEntryError
from hermes_git.guard.judge.memscan import first_secret
from hermes_git.memory.edits import memory_edit
from hermes_git.memory.entries import DELIMITER, parse_entries
from hermes_git.memory.store import memory_file

ENTRIES = ["Project uses pytest", "CI is on GitHub", "Deploys go to host b"]
KEY = "sk-proj-4fJ2kL9mQ8rT1vX3zB6nC0dE5gH7iJ2kL9mQ8rT1"


def edit(
    args: dict[str, Any], entries: list[str] | None = None, limit: int = 2200
) -> tuple[list[str], str]:
    return memory_edit(list(ENTRIES if entries is None else entries), args, limit)


def test_single_operations_give_hermes_messages() -> None:
    assert edit({"action": "add", "content": "  New fact \n"}) == (
        [*ENTRIES, "New fact"],
        "Entry added.",
    )
    assert edit({"action": "add", "content": "CI is on GitHub"}) == (
        ENTRIES,
        "Entry already exists (no duplicate added).",
    )
    assert edit({"action": "replace", "old_text": "host b", "content": "Deploys: host c"}) == (
        [*ENTRIES[:2], "Deploys: host c"],
        "Entry replaced.",
    )
    assert edit({"action": "remove", "old_text": "GitHub"}) == (
        [ENTRIES[0], ENTRIES[2]],
        "Entry removed.",
    )


def test_the_input_list_is_never_changed() -> None:
    entries = list(ENTRIES)
    memory_edit(entries, {"action": "remove", "old_text": "pytest"}, 2200)
    assert entries == ENTRIES


@pytest.mark.parametrize(
    ("args", "error", "match"),
    [
        ({"action": "add", "content": "  "}, MemoryEntryError, "content cannot be empty"),
        ({"action": "add"}, MemoryEntryError, "content cannot be empty"),
        ({"action": "add", "content": "a\n§\nb"}, MemoryEntryError, "delimiter"),
        ({"action": "add", "content": "x" * 2200}, GateError, r"2,263/2,200 chars"),
        ({"action": "replace", "old_text": "", "content": "x"}, MemoryEntryError, "old text"),
        ({"action": "replace", "old_text": "pytest"}, MemoryEntryError, "memory remove"),
        (
            {"action": "replace", "old_text": "nowhere", "content": "x"},
            MemoryEntryError,
            "No entry matched 'nowhere'",
        ),
        ({"action": "remove", "old_text": "o"}, MemoryEntryError, "Multiple entries matched"),
        ({"action": "forget", "old_text": "o"}, MemoryEntryError, "unknown memory action"),
        ({}, MemoryEntryError, "unknown memory action None"),
    ],
)
def test_single_operation_errors(args: dict[str, Any], error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        edit(args)


def test_batches_are_all_or_nothing_and_check_the_limit_on_the_result_only() -> None:
    long = "y" * 60
    ops = [
        {"action": "remove", "old_text": "pytest"},
        {"action": "add", "content": long},
        {"action": "add", "content": "CI is on GitHub"},
        {"action": "replace", "old_text": "yyy", "content": "short"},
    ]
    limit = len(DELIMITER.join(ENTRIES))  # adding `long` first would be over it
    assert edit({"operations": ops}, limit=limit) == (
        ["CI is on GitHub", "Deploys go to host b", "short"],
        "Applied 4 operation(s).",
    )
    with pytest.raises(GateError, match=r"the batch of 1 operations would put MEMORY\.md"):
        edit({"operations": [{"action": "add", "content": long}]}, limit=limit)
    with pytest.raises(MemoryEntryError, match=r"operation 2 \(remove\): No entry matched"):
        edit(
            {
                "operations": [
                    {"action": "remove", "old_text": "pytest"},
                    {"action": "remove", "old_text": "pytest"},
                ]
            }
        )


@pytest.mark.parametrize(
    ("operations", "match"),
    [
        ("add everything", "operations must be a list"),
        ([None], r"operation 1 \(unknown\): not an object"),
        ([{"action": "add", "content": "ok"}, {"action": "zap"}], r"operation 2 \(zap\): unknown"),
        ([{"action": "add", "content": ""}], r"operation 1 \(add\): content cannot be empty"),
    ],
)
def test_malformed_batches(operations: Any, match: str) -> None:
    with pytest.raises(MemoryEntryError, match=match):
        edit({"operations": operations})


def test_every_batch_content_is_checked_before_anything_else() -> None:
    ops = [{"action": "zap"}, {"action": "add", "content": f"key {KEY}"}]
    with pytest.raises(GateError, match="operation 2: refused"):
        memory_edit(ENTRIES, {"operations": ops}, 2200, check=first_secret)


def test_an_empty_operations_list_is_a_single_call() -> None:
    assert edit({"operations": [], "action": "add", "content": "z"})[1] == "Entry added."


def test_errors_name_the_target_file() -> None:
    with pytest.raises(GateError, match=r"USER\.md at"):
        memory_edit([], {"target": "user", "action": "add", "content": "x" * 20}, 10)


def test_memory_file_applies_batches_on_disk(tmp_path: Path) -> None:
    mem = memory_file(tmp_path, "memory")
    mem.add("first")
    result = mem.apply(
        {
            "operations": [
                {"action": "add", "content": "second"},
                {"action": "replace", "old_text": "first", "content": "1st"},
            ]
        }
    )
    assert (result.message, result.changed) == ("Applied 2 operation(s).", True)
    assert mem.path.read_text() == "1st\n§\nsecond"
    assert not mem.replace("1st", "1st").changed  # nothing to write


# --- differential tests against the installed Hermes ------------------------------------------

LIMIT = 120
DIFF_CASES: list[tuple[str, list[str], dict[str, Any]]] = [
    ("add", ENTRIES, {"action": "add", "content": "New fact"}),
    ("add-padded-multiline", ENTRIES, {"action": "add", "content": "  line 1\nline 2  \n"}),
    ("add-duplicate", ENTRIES, {"action": "add", "content": " CI is on GitHub "}),
    ("add-over-limit", ENTRIES, {"action": "add", "content": "z" * 60}),
    ("add-to-empty", [], {"action": "add", "content": "only entry"}),
    ("add-user", ENTRIES, {"action": "add", "content": "Prefers rebase", "target": "user"}),
    ("replace", ENTRIES, {"action": "replace", "old_text": "host b", "content": "host c"}),
    ("replace-none", ENTRIES, {"action": "replace", "old_text": "nope", "content": "x"}),
    ("replace-ambiguous", ENTRIES, {"action": "replace", "old_text": "o", "content": "x"}),
    ("replace-over-limit", ENTRIES, {"action": "replace", "old_text": "CI", "content": "w" * 80}),
    ("remove", ENTRIES, {"action": "remove", "old_text": "pytest"}),
    ("remove-none", ENTRIES, {"action": "remove", "old_text": "nope"}),
    (
        "batch",
        ENTRIES,
        {
            "operations": [
                {"action": "remove", "old_text": "pytest"},
                {"action": "add", "content": "v" * 45},
                {"action": "replace", "old_text": "vvv", "content": "shorter"},
            ]
        },
    ),
    ("batch-final-over", ENTRIES, {"operations": [{"action": "add", "content": "v" * 60}]}),
    (
        "batch-duplicate-add",
        ENTRIES,
        {
            "operations": [
                {"action": "add", "content": "CI is on GitHub"},
                {"action": "add", "content": "n"},
            ]
        },
    ),
    (
        "batch-unknown",
        ENTRIES,
        {"operations": [{"action": "add", "content": "n"}, {"action": "zap"}]},
    ),
    ("batch-empty-content", ENTRIES, {"operations": [{"action": "add", "content": " "}]}),
    ("batch-ambiguous", ENTRIES, {"operations": [{"action": "remove", "old_text": "o"}]}),
    (
        "batch-uses-own-add",
        ENTRIES,
        {
            "operations": [
                {"action": "add", "content": "temp"},
                {"action": "remove", "old_text": "temp"},
            ]
        },
    ),
    ("batch-none-op", ENTRIES, {"operations": [None]}),
    ("batch-not-list", ENTRIES, {"operations": "add it"}),
    ("batch-empty-is-single", ENTRIES, {"operations": [], "action": "add", "content": "s"}),
]


@pytest.fixture(scope="module")
def hermes_memory(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    from tests.hermes.skill_driver import run_cases

    base = tmp_path_factory.mktemp("memory-homes")
    jobs = []
    for index, (_, entries, args) in enumerate(DIFF_CASES):
        home = base / f"h{index}"
        name = "USER.md" if args.get("target") == "user" else "MEMORY.md"
        (home / "memories").mkdir(parents=True)
        (home / "memories" / name).write_text(DELIMITER.join(entries), encoding="utf-8")
        jobs.append({"home": str(home), "tool": "memory", "args": args, "limit": LIMIT})
    results = run_cases(jobs)
    after = [
        parse_entries(
            (
                Path(job["home"])
                / "memories"
                / ("USER.md" if job["args"].get("target") == "user" else "MEMORY.md")
            ).read_text()
        )
        for job in jobs
    ]
    return {
        case[0]: (result, entries)
        for case, result, entries in zip(DIFF_CASES, results, after, strict=True)
    }


@pytest.mark.hermes
@pytest.mark.parametrize(
    ("case_id", "entries", "args"), DIFF_CASES, ids=[case[0] for case in DIFF_CASES]
)
def test_same_outcome_as_hermes_memory_tool(
    case_id: str, entries: list[str], args: dict[str, Any], hermes_memory: dict[str, Any]
) -> None:
    hermes, hermes_after = hermes_memory[case_id]
    assert "exception" not in hermes
    try:
        ours, message = memory_edit(list(entries), args, LIMIT)
    except (MemoryEntryError, GateError):
        assert hermes["result"]["success"] is False
        assert hermes_after == entries
        return
    assert hermes["result"]["success"] is True, hermes
    assert (message, ours) == (hermes["result"]["message"], hermes_after)
