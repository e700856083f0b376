"""skills.lock merges entry by entry: two installs approved one after the other both land."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.proposals import review
from hermes_git.skills import lockfile
from hermes_git.skills.lockfile import LockEntry
from tests.conftest import git, skill_md, write


def _entry(name: str, commit: str = "a" * 40) -> LockEntry:
    return LockEntry(
        source=f"owner/{name}",
        url=f"https://example.com/{name}.git",
        ref="main",
        commit=commit,
        path=f"skills/{name}",
        install_path=f"skills/{name}",
        hash="sha256:" + "0" * 64,
        installed_hash="sha256:" + "0" * 64,
        trust="community",
    )


def test_merge_keeps_both_sides_additions_and_removals() -> None:
    base = lockfile.render({"old": _entry("old"), "gone": _entry("gone")})
    ours = lockfile.render({"old": _entry("old"), "gone": _entry("gone"), "a": _entry("a")})
    theirs = lockfile.render({"old": _entry("old", "b" * 40), "b": _entry("b")})
    merged = lockfile.parse(lockfile.merge(base, ours, theirs))
    assert sorted(merged) == ["a", "b", "old"] and merged["old"].commit == "b" * 40


def test_merge_refuses_one_entry_changed_both_ways() -> None:
    base = lockfile.render({"x": _entry("x")})
    ours = lockfile.render({"x": _entry("x", "1" * 40)})
    theirs = lockfile.render({"x": _entry("x", "2" * 40)})
    assert lockfile.merge(base, ours, theirs) is None


def _install_branch(repo: Path, name: str) -> str:
    branch = f"hermes/review/laptop/install-{name}"
    git(repo, "checkout", "-q", "-b", branch, "main")
    current = (
        lockfile.parse((repo / "skills.lock").read_bytes())
        if (repo / "skills.lock").exists()
        else {}
    )
    write(
        repo,
        {
            f"skills/{name}/SKILL.md": skill_md(name),
            "skills.lock": lockfile.render({**current, name: _entry(name)}).decode(),
        },
    )
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", f"install {name}")
    git(repo, "checkout", "-q", "main")
    return branch


def test_two_install_proposals_approve_one_after_the_other(repo: Path) -> None:
    first, second = _install_branch(repo, "alpha"), _install_branch(repo, "beta")
    review.approve(repo, first)
    review.approve(repo, second)  # both touched skills.lock: merged by entry, not a conflict
    assert sorted(lockfile.parse((repo / "skills.lock").read_bytes())) == ["alpha", "beta"]
    assert (repo / "skills/beta/SKILL.md").exists()


def test_the_same_entry_changed_twice_is_still_a_conflict(repo: Path) -> None:
    first = _install_branch(repo, "alpha")
    git(repo, "checkout", "-q", "-b", "hermes/review/laptop/install-alpha-2", "main")
    write(repo, {"skills.lock": lockfile.render({"alpha": _entry("alpha", "c" * 40)}).decode()})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "install alpha again")
    git(repo, "checkout", "-q", "main")
    review.approve(repo, first)
    with pytest.raises(review.ConflictError, match=r"same entry of skills\.lock"):
        review.approve(repo, "hermes/review/laptop/install-alpha-2")
