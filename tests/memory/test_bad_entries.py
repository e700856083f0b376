"""Entries that are empty, whitespace or hold a `§` line are refused by every path (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hermes_git.errors import MemoryEntryError
from hermes_git.memory import merge
from tests.conftest import Cli

BAD = ["§", "§\nsecond line", "first line\n§", "  \n ", ""]
MEMORY = "Project uses pytest\n§\nCI is on GitHub"


@pytest.mark.parametrize("content", BAD)
def test_memory_add_and_replace_refuse_a_bad_entry(repo: Path, cli: Cli, content: str) -> None:
    added = cli("--repo", str(repo), "memory", "add", content)
    replaced = cli("--repo", str(repo), "memory", "replace", "pytest", content)
    assert (added.exit_code, replaced.exit_code) == (2, 2)
    assert (repo / "memories/MEMORY.md").read_text("utf-8") == MEMORY


@pytest.mark.parametrize("mode", ["record", "review"])
@pytest.mark.parametrize("content", BAD[:3])
def test_propose_refuses_a_bad_entry(repo: Path, cli: Cli, content: str, mode: str) -> None:
    config = repo / ".hermes-git.yaml"
    config.write_text(config.read_text("utf-8").replace("mode: record", f"mode: {mode}"), "utf-8")
    request = {"tool": "memory", "args": {"action": "add", "target": "memory", "content": content}}
    proposed = cli("--repo", str(repo), "propose", input=json.dumps(request))
    assert proposed.exit_code == 2, proposed.output
    assert (repo / "memories/MEMORY.md").read_text("utf-8") == MEMORY


def test_the_merge_driver_refuses_a_delimiter_entry(tmp_path: Path) -> None:
    files = {name: tmp_path / name for name in "OAB"}
    for name, content in zip("OAB", ["seed", "seed\n§\nmine", "seed\n§\n§"], strict=True):
        files[name].write_text(content, "utf-8")
    with pytest.raises(MemoryEntryError) as caught:
        merge.run_memory_driver(tmp_path, files["O"], files["A"], files["B"], "memories/MEMORY.md")
    assert caught.value.exit_code == 2
    assert files["A"].read_text("utf-8") == "seed\n§\nmine"  # left as it was
