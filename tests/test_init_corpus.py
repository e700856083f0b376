"""Adopting a home built from every real skill of the corpus works: no false secret alarm."""

from __future__ import annotations

from pathlib import Path

from hermes_git import init as repo
from tests.conftest import git


def test_the_whole_corpus_is_adopted(corpus_home: Path) -> None:
    result = repo.init(corpus_home, "laptop")
    assert result.action == "adopted" and result.skills == 179
    assert git(corpus_home, "status", "--porcelain") == ""
