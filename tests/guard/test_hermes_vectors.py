"""Hermes' own upstream guard and memory-scan vectors, run through Hermes and hermes-git."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.guard.scanner import Options, memory_check, scan_skill
from hermes_git.parse.yamlio import yaml_load
from tests.conftest import DATA

skills_guard = pytest.importorskip("tools.skills_guard")
memory_tool = pytest.importorskip("tools.memory_tool")

VECTORS = yaml_load((DATA / "guard" / "hermes_upstream_vectors.yaml").read_text("utf-8"))


def _skill(tmp_path: Path, vector: dict[str, str]) -> Path:
    skill = tmp_path / "vector"
    skill.mkdir()
    if vector["file"] != "SKILL.md":
        (skill / "SKILL.md").write_text("---\nname: vector\ndescription: x.\n---\n# V\n")
    (skill / vector["file"]).write_text(vector["text"], encoding="utf-8")
    return skill


@pytest.mark.parametrize("vector", VECTORS["content"], ids=lambda v: v["text"][:40])
def test_what_hermes_flags_is_caution_or_worse_and_blocked(
    tmp_path: Path, vector: dict[str, str]
) -> None:
    skill = _skill(tmp_path, vector)
    theirs = skills_guard.scan_skill(skill, source="community").verdict
    ours = scan_skill(skill, Options(trust="community"))
    if vector.get("differs"):  # a documented disagreement: ours stays safe on purpose
        assert ours.verdict == "safe"
    elif theirs == "dangerous":
        assert ours.verdict != "safe", (theirs, [f.rule for f in ours.findings])
        assert ours.decision == "block"


def test_hermes_flags_most_content_vectors() -> None:
    """The comparison above means something only if Hermes flags the vectors."""
    assert len(VECTORS["content"]) >= 20


@pytest.mark.parametrize("entry", VECTORS["memory_blocked"])
def test_every_memory_threat_hermes_blocks_is_blocked(entry: str) -> None:
    if memory_tool._scan_memory_content(entry) is None:
        pytest.skip("this Hermes version lets it through")
    assert memory_check(entry) is not None


def test_hermes_blocks_nearly_all_memory_vectors() -> None:
    blocked = [e for e in VECTORS["memory_blocked"] if memory_tool._scan_memory_content(e)]
    assert len(blocked) >= 12


@pytest.mark.parametrize("entry", VECTORS["memory_clean"])
def test_ordinary_memory_facts_pass(entry: str) -> None:
    assert memory_check(entry) is None
