"""Hermes' generic file tools on skills and memory, as the skill_manage or memory call."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.errors import UsageError
from hermes_git.proposals.filewrites import managed_rel, to_request


def test_only_paths_under_skills_and_memories_are_ours(repo: Path, tmp_path: Path) -> None:
    assert managed_rel(repo, {"path": "skills/devops/deploy/SKILL.md"}, repo) == (
        "skills/devops/deploy/SKILL.md"
    )
    assert managed_rel(repo, {"path": str(repo / "memories/USER.md")}) == "memories/USER.md"
    assert managed_rel(repo, {"path": "../skills/x/SKILL.md"}, repo / "memories") == (
        "skills/x/SKILL.md"
    )
    assert managed_rel(repo, {"path": str(repo / "config.yaml")}) is None
    assert managed_rel(repo, {"path": str(tmp_path / "elsewhere.txt")}) is None
    v4a = "*** Begin Patch\n*** Update File: " + str(repo / "skills/notes/SKILL.md") + "\n"
    assert managed_rel(repo, {"mode": "patch", "patch": v4a}) == "skills/notes/SKILL.md"


def test_each_write_becomes_the_skill_manage_call_making_the_same_change(repo: Path) -> None:
    def args(tool: str, rel: str, **extra: object) -> dict[str, object]:
        return to_request(repo, tool, dict(extra), rel, "foreground", "s1").args

    assert args("write_file", "skills/devops/deploy/SKILL.md", content="x") == {
        "action": "edit",
        "name": "deploy",
        "content": "x",
    }
    assert args("write_file", "skills/devops/deploy/references/more.md", content="m") == {
        "action": "write_file",
        "name": "deploy",
        "file_path": "references/more.md",
        "file_content": "m",
    }
    assert args("write_file", "skills/ops/fresh/SKILL.md", content="n") == {
        "action": "create",
        "name": "fresh",
        "category": "ops",
        "content": "n",
    }
    patched = args(
        "patch", "skills/devops/deploy/references/checklist.md", old_string="a", new_string="b"
    )
    assert patched["action"] == "patch" and patched["file_path"] == "references/checklist.md"


def test_memory_writes_become_entry_operations(repo: Path) -> None:
    request = to_request(
        repo,
        "patch",
        {"path": "memories/MEMORY.md", "old_string": "CI is on GitHub", "new_string": "CI: GitLab"},
        "memories/MEMORY.md",
        "foreground",
        "s1",
    )
    assert request.tool == "memory" and request.args["target"] == "memory"
    assert request.args["operations"] == [
        {"action": "remove", "old_text": "CI is on GitHub"},
        {"action": "add", "content": "CI: GitLab"},
    ]


@pytest.mark.parametrize(
    ("tool", "rel", "args", "why"),
    [
        ("patch", "skills/notes/SKILL.md", {"mode": "patch", "patch": "..."}, "multi-file"),
        ("write_file", "skills/README.md", {"content": "x"}, "not inside a skill"),
        ("write_file", "memories/NOTES.md", {"content": "x"}, "not a memory file"),
        ("write_file", "memories/USER.md", {"content": "User prefers rebase"}, "no memory entry"),
    ],
)
def test_writes_that_cannot_be_proposed_are_refused_with_the_reason(
    repo: Path, tool: str, rel: str, args: dict[str, object], why: str
) -> None:
    with pytest.raises(UsageError, match=why):
        to_request(repo, tool, args, rel, "foreground", "s1")
