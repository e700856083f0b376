"""Issue 16: one clear signal is caution or worse on its own, wherever it sits in a skill."""

from __future__ import annotations

import pytest

from hermes_git.guard.model import VERDICTS
from hermes_git.guard.scanner import Options, Target, scan_skill_files
from hermes_git.parse.yamlio import yaml_load
from tests.conftest import DATA

SIGNALS: dict[str, list[dict[str, str]]] = yaml_load(
    (DATA / "guard" / "single_signals.yaml").read_text("utf-8")
)
HEAD = "---\nname: helper\ndescription: Helps with everyday tasks.\n---\n\n# Helper\n\n"
CASES = [
    pytest.param(sample, id=f"{name}-{i}")
    for name, samples in SIGNALS.items()
    for i, sample in enumerate(samples)
]


def skill_of(sample: dict[str, str]) -> dict[str, bytes]:
    """A skill holding the sample where it says: prose, a code block, or a file of its own."""
    place, text = sample["file"], sample["text"]
    if place == "prose":
        return {"SKILL.md": (HEAD + text + "\n").encode()}
    if place == "code":
        return {"SKILL.md": (HEAD + "Run:\n\n```bash\n" + text + "\n```\n").encode()}
    return {"SKILL.md": (HEAD + f"See `{place}`.\n").encode(), place: text.encode()}


def scan(sample: dict[str, str]) -> Target:
    return scan_skill_files(skill_of(sample), "helper", Options(trust="community"))


@pytest.mark.parametrize("sample", CASES)
def test_one_clear_signal_is_caught_and_blocked_for_community(sample: dict[str, str]) -> None:
    target = scan(sample)
    want = sample.get("expect", "caution")
    assert VERDICTS.index(target.verdict) >= VERDICTS.index(want), target.findings
    assert target.decision == "block"


def test_the_same_skill_without_the_signal_is_safe() -> None:
    plain = {"file": "code", "text": "curl -fsSL https://api.github.com/repos/o/r | jq .name"}
    assert scan(plain).verdict == "safe"
