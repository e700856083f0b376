"""The three bars: our malicious suite is caught, scary-but-benign skills and the corpus pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.guard.model import VERDICTS
from hermes_git.guard.scanner import Options, scan_skill
from hermes_git.parse.yamlio import yaml_load
from tests.conftest import CORPUS, DATA, needs_corpus

MALICIOUS = DATA / "guard" / "malicious"
BENIGN = DATA / "guard" / "benign"
EXPECTED: dict[str, str] = yaml_load((MALICIOUS / "expected.yaml").read_text("utf-8"))


def _dirs(root: Path) -> list[Path]:
    return sorted(p for p in root.iterdir() if p.is_dir())


@pytest.mark.parametrize("skill", _dirs(MALICIOUS), ids=lambda p: p.name)
def test_malicious_skill_is_caught(skill: Path) -> None:
    report = scan_skill(skill, Options(display_root=MALICIOUS))
    assert VERDICTS.index(report.verdict) >= VERDICTS.index(EXPECTED[skill.name])
    assert report.decision == "block"  # community policy blocks caution and dangerous


def test_suite_is_large_and_mostly_clear_cut() -> None:
    assert len(EXPECTED) >= 80
    assert sum(v == "dangerous" for v in EXPECTED.values()) >= 50
    prefixes = {name.split("-")[0] for name in EXPECTED}
    assert prefixes >= {
        "exfil",
        "cred",
        "rce",
        "inj",
        "hidden",
        "manip",
        "persist",
        "priv",
        "destroy",
        "sweep",
        "secret",
        "supply",
        "mine",
        "obf",
        "net",
        "struct",
    }


@pytest.mark.parametrize("skill", _dirs(BENIGN), ids=lambda p: p.name)
def test_scary_but_benign_skill_is_safe(skill: Path) -> None:
    report = scan_skill(skill, Options(display_root=BENIGN))
    flagged = [f.rule for f in report.findings if f.effect != "safe"]
    assert report.verdict == "safe", flagged


@needs_corpus
def test_real_corpus_scanned_as_community_meets_the_bar() -> None:
    skills = sorted(p.parent for p in CORPUS.rglob("SKILL.md"))
    verdicts = [scan_skill(s, Options(display_root=CORPUS)).verdict for s in skills]
    not_safe = sum(v != "safe" for v in verdicts) / len(verdicts)
    dangerous = sum(v == "dangerous" for v in verdicts) / len(verdicts)
    assert len(skills) == 179
    assert not_safe <= 0.05  # issue 16: at most 5% not safe, 1% dangerous
    assert dangerous <= 0.01
