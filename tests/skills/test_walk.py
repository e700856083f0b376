"""`skills.walk`: the shares cover every file and folder once, about evenly; the walk is
`iter_index_files`' (forked runs: validate/test_run.py::test_big_trees_split_over_workers)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hermes_git.problems import Problem
from hermes_git.skills import walk as skillwalk
from hermes_git.skills.model import iter_index_files


@pytest.mark.parametrize(
    ("found", "pending", "per_folder", "workers"),
    [
        (537, 9, 179.0, 2),
        (400, 1, 400.0, 3),
        (401, 30, 20.0, 8),
        (500, 2, 1000.0, 2),
        (3, 5, 1.0, 4),
    ],
)
def test_shares_cover_everything_once_and_about_evenly(
    found: int, pending: int, per_folder: float, workers: int
) -> None:
    files = [f"f{i}" for i in range(found)]
    folders = [f"d{i}" for i in range(pending)]
    shares = skillwalk._shares(files, folders, per_folder, workers)
    assert len(shares) == workers
    assert sorted(f for share in shares for f in share[0]) == sorted(files)
    assert sorted(d for share in shares for d in share[1]) == sorted(folders)
    sizes = [len(share[0]) + per_folder * len(share[1]) for share in shares]
    weights = [1 + skillwalk.OWN_EXTRA] + [1.0] * (workers - 1)
    parts = [(found + per_folder * pending) * w / sum(weights) for w in weights]
    if per_folder * -(-pending // workers) <= min(parts):  # the folders alone fit in a share
        assert all(abs(size - part) <= workers + 1 for size, part in zip(sizes, parts, strict=True))


def test_one_worker_walks_all_and_leaves_the_checking(tmp_path: Path) -> None:
    for rel in (
        "SKILL.md",
        "a/x/SKILL.md",
        "a/x/references/y/SKILL.md",
        "b/SKILL.md",
        "b/scripts/z/SKILL.md",
        "b/more/w/SKILL.md",
        "node_modules/n/SKILL.md",
        "references/r/SKILL.md",
        "c/d/e/SKILL.md",
    ):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("---\nname: x\n---\n", encoding="utf-8")
    expected = [str(p) for p in iter_index_files(tmp_path)]
    assert len(expected) == 5  # support folders of a skill and excluded folders are skipped
    for min_files in (0, 1, 3, 100):
        walked = skillwalk.walk_and_check(str(tmp_path), lambda _p: [], 1, min_files)
        assert walked == skillwalk.Walked(expected, None)
    assert skillwalk.walk_and_check(str(tmp_path / "missing"), lambda _p: [], 2, 1) == (
        skillwalk.Walked([], None)
    )


def _tree(root: Path, count: int) -> list[str]:
    for n in range(count):
        path = root / f"c{n % 7}" / f"s{n:03d}" / "SKILL.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"---\nname: s{n:03d}\n---\n", encoding="utf-8")
    return [str(p) for p in iter_index_files(root)]


def _problems(path: str) -> list[Problem]:
    return [
        Problem(path, f"checked in {'a worker' if os.getpid() != PARENT else 'the parent'}", "x")
    ]


PARENT = os.getpid()


@pytest.mark.parametrize("workers", [2, 3])
def test_forked_workers_check_every_file_once_in_order(tmp_path: Path, workers: int) -> None:
    expected = _tree(tmp_path, 60)
    walked = skillwalk.walk_and_check(str(tmp_path), _problems, workers, 10)
    assert walked.paths == expected
    assert walked.problems is not None
    assert [p.path for p in walked.problems] == expected
    assert {p.message for p in walked.problems} == {"checked in a worker", "checked in the parent"}


def test_a_failing_worker_is_an_error_and_leaves_no_process(tmp_path: Path) -> None:
    _tree(tmp_path, 60)

    def fails_in_workers(path: str) -> list[Problem]:
        if os.getpid() != PARENT:
            raise ValueError(f"cannot check {path}")
        return []

    with pytest.raises(RuntimeError, match="a forked worker failed: ValueError: cannot"):
        skillwalk.walk_and_check(str(tmp_path), fails_in_workers, 2, 10)
    skillwalk.reap_exited()  # what the next call, or this process's exit, does
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)  # every worker was reaped


def test_workers_that_sent_their_result_are_reaped_without_waiting_for_their_exit() -> None:
    for _ in range(20):
        assert skillwalk.forked(3, lambda i: i * i) == [0, 1, 4]
        assert len(skillwalk._exited) <= 4  # each call reaps the ones that exited since
    skillwalk.reap_exited()
    assert skillwalk._exited == []
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)  # no zombie left


@pytest.mark.parametrize(("cpus", "workers"), [(1, 1), (2, 2), (16, skillwalk.MAX_WORKERS)])
def test_workers_are_the_usable_cpus_up_to_a_cap(
    monkeypatch: pytest.MonkeyPatch, cpus: int, workers: int
) -> None:
    monkeypatch.setattr(skillwalk, "cpu_count", lambda: cpus)
    assert skillwalk.worker_count() == workers


def test_resident_memory_is_known_on_linux() -> None:
    assert skillwalk.resident_mb() > 1 or not os.path.exists("/proc/self/statm")
