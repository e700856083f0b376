"""Memory files: hermes-git and the real Hermes MemoryStore read and write each other's files.

Hermes runs in a subprocess with its own HERMES_HOME (`helpers.run_hermes`).
"""

from __future__ import annotations

import collections
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from hermes_git.errors import GateError, MemoryEntryError
from hermes_git.memory.entries import DELIMITER, has_delimiter_line, is_canonical
from hermes_git.memory.store import MemoryFile
from tests.hermes.helpers import finish, run_hermes, start_hermes

pytestmark = pytest.mark.hermes

LIMIT = 2200
# Entries a user really writes: several lines, a bare section sign, non-ASCII text.
MULTILINE = "Deploy checklist:\n1. run the tests\n2. tag the release\n   (indented note)"
BARE_SECTION = "Budget code § 4.2 applies; see §12"
SECTION_LINE_START = "§ 3 of the contract covers hosting"
UNICODE = "Nutzer mag Käsespätzle ☕ — 日本語も話せる 🚀"


def memfile(home: Path, target: str = "memory", limit: int = LIMIT) -> MemoryFile:
    name = "USER.md" if target == "user" else "MEMORY.md"
    return MemoryFile(home / "memories" / name, target, limit)


def hermes_ops(
    home: Path, ops: list[dict[str, str]], *, target: str = "memory", limit: int = LIMIT
) -> dict[str, Any]:
    return run_hermes(home, "memory_ops", target=target, limit=limit, ops=ops)


@pytest.mark.parametrize("target", ["memory", "user"])
def test_hermes_loads_what_hermes_git_wrote(tmp_path: Path, target: str) -> None:
    mem = memfile(tmp_path, target)
    for entry in [
        "Project uses pytest",
        MULTILINE,
        BARE_SECTION,
        "temporary note",
        SECTION_LINE_START,
        UNICODE,
    ]:
        mem.add(entry)
    mem.add("Project uses pytest")  # duplicate: no-op
    mem.replace("temporary", "Staging lives on host b")
    mem.remove("contract covers")
    expected = ["Project uses pytest", MULTILINE, BARE_SECTION, "Staging lives on host b", UNICODE]

    data = mem.path.read_bytes()
    assert data == DELIMITER.join(expected).encode("utf-8")
    assert not data.endswith(b"\n")
    assert mem.path.stat().st_mode & 0o777 == 0o600
    hermes = run_hermes(tmp_path, "memory_load")
    assert hermes[f"{target}_entries"] == expected


def test_hermes_git_loads_what_hermes_wrote(tmp_path: Path) -> None:
    ops = [
        {"action": "add", "content": c}
        for c in [
            "Project uses pytest",
            MULTILINE,
            BARE_SECTION,
            "temporary note",
            UNICODE,
            "  padded entry  \n",
            "Project uses pytest",
        ]
    ]
    ops += [
        {"action": "replace", "old_text": "temporary", "content": "Staging is host b"},
        {"action": "remove", "old_text": "padded"},
    ]
    hermes = hermes_ops(tmp_path, ops)
    assert all(r["success"] for r in hermes["results"])

    path = tmp_path / "memories" / "MEMORY.md"
    assert (
        memfile(tmp_path).read()
        == hermes["reloaded"]["memory"]
        == ["Project uses pytest", MULTILINE, BARE_SECTION, "Staging is host b", UNICODE]
    )
    # hermes-git would write exactly the bytes Hermes wrote
    assert path.read_bytes() == DELIMITER.join(hermes["memory_entries"]).encode("utf-8")


@pytest.mark.parametrize(
    "raw",
    [
        pytest.param("a\n§\nb\n§\na\n§\nc\n§\nb", id="duplicates"),
        pytest.param("\n§\n  first  \n§\n\n§\n\n\n§\nsecond\n\n", id="blank-entries-and-padding"),
        pytest.param("line one\r\nline two\r\n§\r\nother", id="crlf"),
        pytest.param("x § y\n§\n§z\n§\nw§", id="bare-section-signs"),
        pytest.param("", id="empty"),
        pytest.param("   \n  ", id="whitespace-only"),
    ],
)
def test_both_read_hand_edited_files_the_same(tmp_path: Path, raw: str) -> None:
    (tmp_path / "memories").mkdir()
    (tmp_path / "memories" / "MEMORY.md").write_bytes(raw.encode("utf-8"))
    hermes = run_hermes(tmp_path, "memory_load")
    assert memfile(tmp_path).read() == hermes["memory_entries"]


@pytest.mark.parametrize(
    "raw",
    [
        pytest.param("alpha\n§\nbeta", id="canonical"),
        pytest.param("alpha\n§\nbeta\n", id="trailing-newline"),
        pytest.param("alpha \n§\nbeta", id="trailing-space-in-entry"),
        pytest.param("alpha\n§\n\n§\nbeta", id="empty-entry"),
        pytest.param("alpha\r\n§\r\nbeta", id="crlf"),
        pytest.param("alpha\n§\n" + "b" * 90, id="entry-over-limit"),
        pytest.param("alpha\n§\nalpha\n§\nbeta", id="duplicate"),
    ],
)
def test_drift_guard_verdicts_agree(tmp_path: Path, raw: str) -> None:
    """hermes-git's `is_canonical` says yes exactly when Hermes' replace/remove would write."""
    limit = 80
    (tmp_path / "memories").mkdir()
    (tmp_path / "memories" / "MEMORY.md").write_bytes(raw.encode("utf-8"))
    result = hermes_ops(tmp_path, [{"action": "remove", "old_text": "alpha"}], limit=limit)[
        "results"
    ][0]
    hermes_accepts = "drift_backup" not in result
    assert is_canonical(raw, limit) == hermes_accepts


def test_hermes_replaces_and_removes_in_files_hermes_git_wrote(tmp_path: Path) -> None:
    mem = memfile(tmp_path)
    for entry in [MULTILINE, BARE_SECTION, UNICODE, "last one"]:
        mem.add(entry)
    merged = DELIMITER.join(["merged from laptop", *mem.read()])  # what a merge writes
    mem.path.write_text(merged, "utf-8")
    ops = [
        {"action": "replace", "old_text": "tag the release", "content": "Ship it"},
        {"action": "remove", "old_text": "Budget code"},
        {"action": "replace", "old_text": "Käsespätzle", "content": "Likes tea"},
        {"action": "remove", "old_text": "merged from"},
    ]
    hermes = hermes_ops(tmp_path, ops)
    assert [r["success"] for r in hermes["results"]] == [True] * 4, hermes["results"]
    assert mem.read() == ["Ship it", "Likes tea", "last one"]
    assert not list((tmp_path / "memories").glob("MEMORY.md.bak.*"))  # no drift snapshot


@pytest.mark.parametrize(
    ("content", "hermes_reads_back"),
    [
        pytest.param(
            "first part\n§\nsecond part",
            ["first part", "second part", "next fact"],
            id="delimiter-inside",
        ),
        pytest.param(
            "ends with a line of\n§",
            ["ends with a line of", "§\nnext fact"],
            id="last-line-section-sign",
        ),
        pytest.param("§", ["§", "next fact"], id="only-a-section-sign"),  # validate refuses it
        pytest.param("§\nstarts with it", ["§\nstarts with it", "next fact"], id="first-line"),
    ],
)
def test_entry_that_would_not_read_back_is_refused(
    tmp_path: Path, content: str, hermes_reads_back: list[str]
) -> None:
    """Hermes accepts these; later loads see other entries, or a bare `§` entry that validate
    refuses; hermes-git refuses them."""
    hermes_home, git_home = tmp_path / "h", tmp_path / "g"
    hermes = hermes_ops(
        hermes_home,
        [{"action": "add", "content": content}, {"action": "add", "content": "next fact"}],
    )
    assert [r["success"] for r in hermes["results"]] == [True, True]
    assert run_hermes(hermes_home, "memory_load")["memory_entries"] == hermes_reads_back
    mem = memfile(git_home)
    mem.add("kept")
    with pytest.raises(MemoryEntryError, match="delimiter"):
        mem.add(content)
    with pytest.raises(MemoryEntryError, match="delimiter"):
        mem.replace("kept", content)
    assert mem.read() == ["kept"]


# --- the same operations give the same bytes -------------------------------------------------

# No CR (hermes-git normalises CRLF inside an entry, Hermes keeps it until its next write), no
# invisible or injection-like text (Hermes' threat scan; hermes-git's gate is tested elsewhere), and
# no entry that would not read back (refused by hermes-git only; tested above).
TEXT = st.text(alphabet=st.sampled_from("ab c§\n\té日☕"), min_size=0, max_size=16)
CONTENT = TEXT.filter(lambda s: not has_delimiter_line(s.strip()))


@st.composite
def op_sequences(draw: st.DrawFn) -> tuple[int, list[dict[str, str]]]:
    pool = draw(st.lists(CONTENT, min_size=1, max_size=5))
    ops: list[dict[str, str]] = []
    for _ in range(draw(st.integers(1, 12))):
        action = draw(st.sampled_from(["add", "add", "replace", "remove"]))
        op = {"action": action}
        if action in ("add", "replace"):
            op["content"] = draw(st.sampled_from(pool))
        if action in ("replace", "remove"):
            source = draw(st.sampled_from(pool))
            start = draw(st.integers(0, len(source)))
            op["old_text"] = draw(
                st.one_of(st.just(source[start : start + draw(st.integers(1, 4))]), TEXT)
            )
        ops.append(op)
    return draw(st.integers(8, 50)), ops  # small limits: over-limit refusals happen


def apply_hermes_git(mem: MemoryFile, op: dict[str, str]) -> dict[str, Any]:
    try:
        if op["action"] == "add":
            result = mem.add(op["content"])
        elif op["action"] == "replace":
            result = mem.replace(op["old_text"], op["content"])
        else:
            result = mem.remove(op["old_text"])
    except (MemoryEntryError, GateError):
        return {"success": False}
    return {"success": True, "message": result.message, "usage": result.usage}


@pytest.mark.slow
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(op_sequences())
@example(
    (
        8,
        [
            {"action": "add", "content": "b"},
            {"action": "add", "content": "a"},
            {"action": "replace", "content": "a", "old_text": "b"},  # a duplicate on disk
            {"action": "replace", "content": "a", "old_text": "a"},
        ],
    )
)  # Hermes saves [a]
def test_same_operations_give_identical_files(case: tuple[int, list[dict[str, str]]]) -> None:
    limit, ops = case
    with tempfile.TemporaryDirectory() as tmp:
        hermes_home, git_home = Path(tmp, "hermes"), Path(tmp, "git")
        hermes = hermes_ops(hermes_home, ops, limit=limit)
        mem = memfile(git_home, limit=limit)
        ours = [apply_hermes_git(mem, op) for op in ops]

        theirs = [
            {
                "success": r["success"],
                **({"message": r.get("message"), "usage": r["usage"]} if r["success"] else {}),
            }
            for r in hermes["results"]
        ]
        assert ours == theirs
        hermes_file = hermes_home / "memories" / "MEMORY.md"
        if mem.path.exists() or hermes_file.exists():
            assert mem.path.read_bytes() == hermes_file.read_bytes()
            assert mem.path.stat().st_mode & 0o777 == hermes_file.stat().st_mode & 0o777
        assert mem.read() == hermes["reloaded"]["memory"]


# --- concurrent writers from both sides -------------------------------------------------------

WRITERS = 4
ADDS = 25


@pytest.mark.slow
def test_concurrent_writers_from_both_sides_lose_no_entry(tmp_path: Path) -> None:
    go = tmp_path / "go"
    procs, expected = [], []
    for writer in ("hermes", "hermes_git"):
        for w in range(WRITERS):
            entries = [f"{writer} writer {w} fact {i}" for i in range(ADDS)]
            expected += entries
            procs.append(
                start_hermes(
                    tmp_path,
                    "memory_add_worker",
                    writer=writer,
                    limit=1_000_000,
                    entries=entries,
                    go_file=str(go),
                    ready_file=str(tmp_path / f"ready-{writer}-{w}"),
                )
            )
    deadline = time.monotonic() + 60
    while len(list(tmp_path.glob("ready-*"))) < len(procs):
        assert time.monotonic() < deadline, "workers did not start"
        assert all(p.poll() is None for p in procs), "a worker died before the start"
        time.sleep(0.01)
    go.touch()
    results = [finish(p) for p in procs]

    assert all(all(r["added"]) for r in results)
    on_disk = (tmp_path / "memories" / "MEMORY.md").read_text(encoding="utf-8").split(DELIMITER)
    counts = collections.Counter(on_disk)
    assert sorted(counts) == sorted(expected)  # nothing lost, nothing invented
    assert max(counts.values()) == 1  # nothing twice
    for prefix in {e.rsplit(" fact ", 1)[0] for e in expected}:  # each writer's order kept
        mine = [e for e in on_disk if e.startswith(prefix + " fact ")]
        assert mine == [f"{prefix} fact {i}" for i in range(ADDS)]
