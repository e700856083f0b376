"""The watch process's file watcher (issue 22): a round looks only at what changed since the
previous one, and never misses a change: edits, new nested folders, renames, deletions, an
editor's atomic rename, a memory file replaced; overflow and no inotify fall back to the full
check."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_git.store.gitstore import GitStore
from hermes_git.sync import livewatch
from hermes_git.sync.livewatch import EVERYTHING, LiveWatch
from hermes_git.sync.run import SyncResult
from hermes_git.sync.watch import Rounds, watch
from tests.conftest import git, record_skills, skill_md, write
from tests.helpers.remotes import bare_repo


@pytest.fixture
def rounds(repo: Path, tmp_path: Path) -> Iterator[Rounds]:
    record_skills(repo)  # live edits by hand go to main (in review mode: a review branch)
    git(repo, "remote", "add", "origin", bare_repo(tmp_path / "srv").as_uri())
    with Rounds(repo, None) as loop:
        assert loop.round().outcome == "synced"  # the first round checks everything
        yield loop


@pytest.fixture
def statuses(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, ...]]:
    """The pathspecs of every `git status` the capture runs (the real one runs)."""
    seen: list[tuple[str, ...]] = []
    real = GitStore.status

    def spy(self: GitStore, paths: tuple[str, ...] | list[str] = ()) -> object:
        seen.append(tuple(paths))
        return real(self, paths)

    monkeypatch.setattr(GitStore, "status", spy)
    return seen


def captured(loop: Rounds) -> list[str]:
    result = loop.round()
    assert result.outcome == "synced", result.message
    return sorted(c["what"] for c in result.captured)


def test_an_idle_round_runs_no_status_and_an_edit_only_its_path(
    rounds: Rounds, statuses: list[tuple[str, ...]]
) -> None:
    assert captured(rounds) == []  # the first round's own writes, looked at once
    statuses.clear()
    assert captured(rounds) == []
    assert statuses == []  # nothing written since: no `git status` at all
    write(rounds.root, {"skills/notes/SKILL.md": skill_md("notes", "Sharper notes.")})
    assert captured(rounds) == ["skills/notes"]
    assert statuses == [(":(literal)skills/notes/SKILL.md",)]
    assert git(rounds.root, "status", "--porcelain") == ""


def test_every_kind_of_write_between_rounds_is_captured(rounds: Rounds) -> None:
    home = rounds.root
    # a new skill in a new nested folder, files written right after the folders appear
    write(home, {"skills/research/papers/arxiv/SKILL.md": skill_md("arxiv", "Read papers.")})
    write(home, {"skills/research/papers/arxiv/references/how.md": "# How\n"})
    assert captured(rounds) == ["skills/research/papers/arxiv"]
    # a file written into the folder the previous round started watching
    write(home, {"skills/research/papers/arxiv/references/more.md": "# More\n"})
    assert captured(rounds) == ["skills/research/papers/arxiv"]
    # an editor's atomic save: a temporary file renamed over the original
    tmp = home / "skills/notes/.SKILL.md.swp"
    tmp.write_text(skill_md("notes", "Saved by an editor."))
    os.replace(tmp, home / "skills/notes/SKILL.md")
    assert captured(rounds) == ["skills/notes"]
    # Hermes replacing a memory file the same way
    mem = home / "memories/MEMORY.md"
    (home / "memories/.MEMORY.tmp").write_text(mem.read_text() + "\n§\nA new fact")
    os.replace(home / "memories/.MEMORY.tmp", mem)
    assert captured(rounds) == ["memories/MEMORY.md"]
    # a file deleted, then a skill folder renamed, then one deleted
    (home / "skills/devops/deploy/references/checklist.md").unlink()
    assert captured(rounds) == ["skills/devops/deploy"]
    os.rename(home / "skills/research/papers/arxiv", home / "skills/research/papers/arxiv2")
    assert captured(rounds) == ["skills/research/papers/arxiv", "skills/research/papers/arxiv2"]
    write(home, {"skills/research/papers/arxiv2/SKILL.md": skill_md("arxiv", "Renamed.")})
    assert captured(rounds) == ["skills/research/papers/arxiv2"]  # watched at its new path
    shutil.rmtree(home / "skills/research")
    assert captured(rounds) == ["skills/research/papers/arxiv2"]
    assert git(home, "status", "--porcelain") == ""
    assert "Renamed." not in git(home, "show", "HEAD:skills/notes/SKILL.md")


def test_a_refused_change_is_reported_again_on_the_next_idle_round(rounds: Rounds) -> None:
    too_long = "\n§\n".join(f"fact {n}: " + "x" * 80 for n in range(100))  # over the limit
    write(rounds.root, {"memories/MEMORY.md": too_long})
    for _ in range(2):  # refused, not quarantined: it stays, and so does the report
        result = rounds.round()
        assert [r["what"] for r in result.refused] == ["memories/MEMORY.md"]
        assert result.exit_code != 0


def test_an_overflowing_queue_means_a_full_check(repo: Path) -> None:
    with LiveWatch(repo) as live:
        assert live.active and live.take() == EVERYTHING  # the first round checks everything
        assert live.take() == set()
        a, b = repo / "skills/notes/SKILL.md", repo / "memories/MEMORY.md"
        limit = int(Path("/proc/sys/fs/inotify/max_queued_events").read_text())
        for n in range(limit // 2 + 2):  # alternating: the kernel merges repeats only
            os.utime(a, (n, n))
            os.utime(b, (n, n))
        assert live.take() == EVERYTHING
        write(repo, {"skills/notes/SKILL.md": "x"})
        assert live.take() == {"skills/notes/SKILL.md"}  # watching again


def test_without_inotify_every_round_checks_everything(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(livewatch, "INotify", None)
    with LiveWatch(repo) as live:
        assert not live.active
        assert [live.take(), live.take()] == [None, None]


def test_paths_given_back_are_checked_next_round(repo: Path) -> None:
    with LiveWatch(repo) as live:
        live.take()
        live.again(["skills/notes"])
        assert live.take() == {"skills/notes"}
        live.again(None)  # a round that failed before it looked
        assert live.take() == EVERYTHING
        assert live.take() == set()


def test_the_watch_loop_captures_what_is_written_while_it_waits(repo: Path, tmp_path: Path) -> None:
    record_skills(repo)
    git(repo, "remote", "add", "origin", bare_repo(tmp_path / "srv").as_uri())
    seen: list[object] = []

    def wait(_seconds: float) -> None:  # the interval: somebody edits a skill meanwhile
        write(repo, {"skills/notes/SKILL.md": skill_md("notes", "Written while waiting.")})

    watch(repo, None, 300, seen.append, sleep=wait, rounds=2)
    last = seen[-1]
    assert isinstance(last, SyncResult) and last.outcome == "synced"
    assert [c["what"] for c in last.captured] == ["skills/notes"]
    assert "Written while waiting." in git(repo, "show", "main:skills/notes/SKILL.md")
