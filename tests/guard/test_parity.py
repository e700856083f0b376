"""Parity with Hermes' skills_guard: each pattern is flagged here too, or dropped with a reason."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hermes_git.guard.match.engine import scan_text
from hermes_git.guard.match.rules import load_rules
from hermes_git.guard.model import Finding, verdict_of
from hermes_git.guard.read.kinds import FileKind
from hermes_git.guard.scanner import combos, with_secrets
from hermes_git.parse.yamlio import yaml_load
from tests.conftest import DATA

ROWS = yaml_load((DATA / "guard" / "hermes_parity.yaml").read_text("utf-8"))


def _verdict(findings: list[Finding], path: str, text: str) -> str:
    """The verdict of the guard's findings, combinations and the secret engine's (which owns
    credential formats: Hermes' `*_leaked` patterns are found there)."""
    found = with_secrets(findings, {path: text.encode("utf-8")}, root=None)
    return verdict_of(found + combos(found, "SKILL.md", load_rules()))


def _scan(sample: str, place: str) -> str:
    """The verdict of a one-file skill holding the sample (combinations included)."""
    if place == "script":
        kind = FileKind("script", "python", "script")
        return _verdict(scan_text(sample, "scripts/x.py", kind), "scripts/x.py", sample)
    text = {
        "code": f"# Tool\n\n```\n{sample}\n```\n",
        "prose": f"# Tool\n\n{sample}\n",
        "frontmatter": f"---\nname: x\n{sample}\n---\n# Tool\n",
    }[place]
    return _verdict(
        scan_text(text, "SKILL.md", FileKind("markdown", "", "skill")), "SKILL.md", text
    )


@pytest.mark.hermes
def test_every_hermes_pattern_has_a_row() -> None:
    from tools.skills_guard import THREAT_PATTERNS

    assert {p[1] for p in THREAT_PATTERNS} == {row["id"] for row in ROWS}


@pytest.mark.hermes
@pytest.mark.parametrize("row", ROWS, ids=lambda r: r["id"])
def test_sample_triggers_hermes(row: dict[str, str]) -> None:
    from tools.skills_guard import THREAT_PATTERNS

    pattern = next(p[0] for p in THREAT_PATTERNS if p[1] == row["id"])
    assert any(re.search(pattern, line, re.IGNORECASE) for line in row["sample"].split("\n"))


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r["id"])
def test_hermes_git_flags_it_or_says_why_not(row: dict[str, str]) -> None:
    verdict = _scan(row["sample"], row["place"])
    if row["expect"] == "flagged":
        assert verdict in ("caution", "dangerous"), f"{row['id']}: {verdict}"
    else:
        assert len(row["reason"]) > 20
        assert verdict == "safe", f"{row['id']} is documented as dropped but was {verdict}"


def test_dropped_patterns_are_the_minority() -> None:
    dropped = [r for r in ROWS if r["expect"] == "dropped"]
    assert len(dropped) < len(ROWS) // 5
    assert Path(DATA / "guard" / "hermes_parity.yaml").is_file()
