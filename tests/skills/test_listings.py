"""A commit's listing made from the previous one (git diff-tree) equals a fresh `git ls-tree`."""

from __future__ import annotations

from pathlib import Path

from hermes_git.init import open_repo
from hermes_git.proposals.change import Request
from hermes_git.proposals.compute import GitTree
from hermes_git.proposals.propose import propose
from hermes_git.skills import listings
from hermes_git.skills.tree import DictTree, SkillIndex, TreeView
from tests.conftest import git, skill_md, write


def _fresh(root: Path, commit: str) -> list[str]:
    return sorted(git(root, "ls-tree", "-r", "--name-only", commit, "--", "skills").splitlines())


def _commit(root: Path, files: dict[str, str | bytes], removed: tuple[str, ...] = ()) -> str:
    write(root, files)
    for rel in removed:
        (root / rel).unlink()
    git(root, "add", "-A", "--", "skills")
    git(root, "commit", "-qm", "change")
    return git(root, "rev-parse", "HEAD").strip()


def _same_as_fresh(root: Path, commit: str) -> listings.Listing:
    with open_repo(root) as store:
        got = listings.listing(store, commit, "skills")
        files = _fresh(root, commit)
        assert got.files == files
        tree = GitTree(store, commit)
        plain = DictTree({p: tree.read(p) or b"" for p in files})
        assert got.skill_index(tree.read) == SkillIndex.build(files, "skills", plain.read)
        for name in ("a", "b", "deploy", "nested", "q", "missing"):
            assert TreeView(tree, "skills").find(name) == TreeView(plain, "skills").find(name)
    return got


def test_listings_follow_every_kind_of_change(repo: Path) -> None:
    first = _same_as_fresh(repo, git(repo, "rev-parse", "HEAD").strip())
    nested = _commit(
        repo,
        {
            "skills/a/SKILL.md": skill_md("a"),
            "skills/a/references/nested/SKILL.md": skill_md("nested"),
            "skills/cat/a/SKILL.md": skill_md("a"),
            "skills/cat/b/SKILL.md": skill_md("b"),
        },
    )
    listing = _same_as_fresh(repo, nested)
    index = listing.skill_index(lambda _p: None)
    assert index.first["a"] == "skills/a" and "skills/a/references/nested" not in index.dirs
    assert "skills/.hub/quarantine/x" not in index.dirs and first.index is not index

    edited = _commit(
        repo,
        {"skills/cat/b/SKILL.md": skill_md("b", "Edited."), "skills/cat/b/references/r.md": "r"},
    )
    assert _same_as_fresh(repo, edited).index is index  # no SKILL.md came or went: kept

    gone = _commit(repo, {}, removed=("skills/a/SKILL.md",))
    after = _same_as_fresh(repo, gone)
    assert after.index is not index
    assert after.skill_index(lambda _p: None).first["a"] == "skills/cat/a"
    assert "skills/a/references/nested" in after.skill_index(lambda _p: None).dirs


def test_proposals_on_a_branch_use_the_listing_of_its_tip(repo: Path) -> None:
    for i in range(3):
        outcome = propose(
            repo,
            Request(
                "skill_manage",
                {
                    "action": "write_file",
                    "name": "deploy",
                    "file_path": f"references/r{i}.md",
                    "file_content": f"{i}\n",
                },
            ),
        )
        assert outcome.commit
        _same_as_fresh(repo, outcome.commit)
    outcome = propose(repo, Request("skill_manage", {"action": "delete", "name": "deploy"}))
    assert outcome.commit
    assert not [p for p in _same_as_fresh(repo, outcome.commit).files if "/deploy/" in p]


def test_a_listing_from_another_repo_at_the_same_path_is_not_used(repo: Path) -> None:
    head = git(repo, "rev-parse", "HEAD").strip()
    with open_repo(repo) as store:
        stale = listings.Listing("1" * 40, "skills", ["skills/ghost/SKILL.md"])
        listings._kept[(str(store.git_dir), "skills", stale.commit)] = stale
        assert listings.listing(store, head, "skills").files == _fresh(repo, head)
