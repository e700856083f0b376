"""Capabilities judged: issue 27's classes 1-7 caught, ordinary skills left safe.

The samples (tests/data/guard/capabilities/) were written from the class descriptions, in the
languages the classes name. A malicious sample must show its capability with evidence and
get at least its verdict at community trust; a benign one must stay safe.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hermes_git.guard.model import VERDICTS
from hermes_git.guard.scanner import Options, scan_skill_files
from hermes_git.guard.targets import Target
from hermes_git.parse.yamlio import yaml_safe_load

DATA = Path(__file__).resolve().parents[2] / "data" / "guard" / "capabilities"


def _cases(kind: str) -> list[dict[str, Any]]:
    """The samples of every `<kind>*.yaml` beside each other."""
    cases: list[dict[str, Any]] = []
    for path in sorted(DATA.glob(f"{kind}*.yaml")):
        cases += yaml_safe_load(path.read_text(encoding="utf-8"))["cases"]
    return cases


def _scan(case: dict[str, Any], trust: str = "community") -> Target:
    files = {path: text.encode() for path, text in case["files"].items()}
    return scan_skill_files(files, case["id"], Options(trust=trust))


MALICIOUS = _cases("malicious")
BENIGN = _cases("benign")


@pytest.mark.parametrize("case", MALICIOUS, ids=[c["id"] for c in MALICIOUS])
def test_malicious_sample_shows_its_capability_and_verdict(case: dict[str, Any]) -> None:
    target = _scan(case)
    if "rule" in case:  # a class a rule covers (no capability of the closed set)
        assert case["rule"] in {f.rule for f in target.findings}, [
            f.render() for f in target.findings
        ]
        assert VERDICTS.index(target.verdict) >= VERDICTS.index(case["verdict"])
        return
    kinds = {c["capability"]: c["evidence"] for c in target.capabilities}
    assert case["capability"] in kinds, (kinds, [f.render() for f in target.findings])
    evidence = kinds[case["capability"]]
    assert all(e["path"] and e["line"] >= 1 for e in evidence)  # type: ignore[index,operator]
    want = VERDICTS.index(case["verdict"])
    assert VERDICTS.index(target.verdict) >= want, [f.render() for f in target.findings]


@pytest.mark.parametrize("case", BENIGN, ids=[c["id"] for c in BENIGN])
def test_benign_sample_stays_safe(case: dict[str, Any]) -> None:
    target = _scan(case)
    assert target.verdict == "safe", [f.render() for f in target.findings if f.effect != "safe"]


def test_every_capability_and_class_has_several_samples() -> None:
    by_class: dict[int, int] = {}
    by_kind: dict[str, int] = {}
    for case in MALICIOUS:
        by_class[case["class"]] = by_class.get(case["class"], 0) + 1
        if "capability" in case:
            by_kind[case["capability"]] = by_kind.get(case["capability"], 0) + 1
    assert all(by_class.get(n, 0) >= 3 for n in range(1, 8)), by_class
    assert len(by_kind) >= 8, by_kind


def test_probes_give_the_path_from_source_to_sink() -> None:
    probe = next(c for c in MALICIOUS if c["id"] == "probe-python-c-environ")
    target = _scan(probe)
    sent = next(c for c in target.capabilities if c["capability"] == "sends-out")
    paths = [e.get("via") for e in sent["evidence"]]  # type: ignore[union-attr]
    assert any(p and "os.environ" in p[0] and "urlopen" in p[-1] for p in paths), paths


def test_agent_controls_are_caution_at_higher_trust() -> None:
    case = next(c for c in MALICIOUS if c["id"] == "config-yaml-approvals-off")
    assert _scan(case, "trusted").verdict in ("caution", "dangerous")
    found = [f for f in _scan(case, "trusted").findings if f.rule == "cap-agent-controls"]
    assert found and all(f.effect == "caution" for f in found)


def test_capabilities_are_in_the_json_of_a_safe_skill() -> None:
    case = next(c for c in BENIGN if c["id"] == "own-provider-key-python")
    data = _scan(case).to_json()
    kinds = [c["capability"] for c in data["capabilities"]]  # type: ignore[attr-defined]
    assert "reads-secret" in kinds and "sends-out" in kinds


def test_capabilities_are_in_the_sarif_properties() -> None:
    from hermes_git.guard.sarif import to_sarif
    from hermes_git.guard.targets import Report

    case = next(c for c in MALICIOUS if c["id"] == "go-map-marshal")
    log = to_sarif(Report([_scan(case)]))
    properties = log["runs"][0]["properties"]["capabilities"]
    assert "sends-out" in [c["capability"] for c in properties["go-map-marshal"]]


def test_a_suppressed_rule_line_accepts_the_capability_there() -> None:
    from hermes_git.guard.judge.capabilities import beside
    from hermes_git.guard.model import Finding

    rule = Finding("r", "c", "critical", "high", "s/SKILL.md", 3, "x", "m", suppressed=True)
    cap = Finding("cap-destroys", "capability", "critical", "high", "s/SKILL.md", 3, "x", "m")
    other = cap.with_changes(line=9)
    kept = beside([cap, other], [rule])
    assert [(f.line, f.suppressed) for f in kept] == [(3, True), (9, False)]
