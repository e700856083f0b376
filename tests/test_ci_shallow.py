"""`ci` on a shallow checkout (CI's default) fetches the history it needs, or says how."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git import ci
from hermes_git.errors import GitError
from tests.conftest import git, skill_md, write


def _origin_and_shallow_clone(tmp_path: Path) -> Path:
    origin = tmp_path / "origin"
    write(origin, {"skills/good/SKILL.md": skill_md("good", "Good one.")})
    git(tmp_path, "init", "-q", "-b", "main", str(origin))
    git(origin, "add", "-A")
    git(origin, "commit", "-qm", "base")
    git(origin, "checkout", "-qb", "pr")
    write(origin, {"skills/new/SKILL.md": skill_md("new", "A new one.")})
    git(origin, "add", "-A")
    git(origin, "commit", "-qm", "pr")
    git(origin, "checkout", "-q", "main")
    write(origin, {"README.md": "main moved on\n"})
    git(origin, "add", "-A")
    git(origin, "commit", "-qm", "main moves")
    work = tmp_path / "work"
    url = origin.as_uri()
    git(tmp_path, "clone", "-q", "--depth", "1", "--branch", "pr", url, str(work))
    return work


def test_ci_on_a_shallow_checkout_fetches_the_base(tmp_path: Path) -> None:
    work = _origin_and_shallow_clone(tmp_path)
    gate = ci.run(work, "origin/main")
    assert [s.path for s in gate.skills] == ["skills/new"]
    assert gate.allowed


def test_ci_says_how_when_the_history_cannot_be_fetched(tmp_path: Path) -> None:
    work = _origin_and_shallow_clone(tmp_path)
    git(work, "remote", "set-url", "origin", (tmp_path / "gone").as_uri())
    with pytest.raises(GitError) as caught:
        ci.run(work, "origin/main")
    assert "fetch-depth: 0" in (caught.value.fix or "")
