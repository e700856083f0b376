"""The one gate: may this skill or memory content go in, under this trust level?

Every workflow (propose, approve, sync, install, the pre-commit hooks, CI) asks here, so a rule
changes in one place and behaves the same everywhere. The gate = schema validation (errors
refuse) + the guard scan (its verdict under the trust policy).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from hermes_git.guard.secrets import SecretFinding, scan_text
from hermes_git.memory import parse_entries
from hermes_git.problems import Problem

VERDICTS = ("safe", "caution", "dangerous")
# Hermes' INSTALL_POLICY (trust x verdict -> allowed); agent-created caution is allowed.
POLICY = {
    "builtin": {"safe": True, "caution": True, "dangerous": True},
    "trusted": {"safe": True, "caution": True, "dangerous": False},
    "community": {"safe": True, "caution": False, "dangerous": False},
    "agent-created": {"safe": True, "caution": True, "dangerous": False},
}


@dataclass
class GateResult:
    """The gate's answer with everything a reviewer needs (the agent gets only `allowed`)."""

    allowed: bool
    verdict: str
    problems: list[Problem] = field(default_factory=list)
    findings: list[dict[str, object]] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)

    def reasons(self) -> list[str]:
        """Every reason the gate gave, one line each (for reviewers, never for the agent)."""
        lines = [p.render() for p in self.problems if p.severity == "error"]
        lines += [f"{f['path']}:{f['line']}: {f['severity']} {f['message']} [{f['rule']}]"
                  for f in self.findings if not f.get("suppressed")]
        return lines

    def to_json(self) -> dict[str, object]:
        return {"allowed": self.allowed, "verdict": self.verdict,
                "problems": [p.to_json() for p in self.problems], "findings": self.findings}


def gate_skill(files: dict[str, bytes], skill_dir: str, trust: str = "agent-created",
               profile: str = "hermes") -> GateResult:
    """Gate one skill given as {path relative to the skill folder: bytes}."""
    dir_name = PurePosixPath(skill_dir).name or "skill"
    with tempfile.TemporaryDirectory(prefix="hermes-git-gate-") as scratch:
        folder = Path(scratch) / dir_name
        for rel, data in files.items():
            target = folder / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        problems = _validate(folder, dir_name, skill_dir, profile)
        verdict, findings = guard_skill(folder, skill_dir, trust)
    allowed = POLICY.get(trust, POLICY["community"])[verdict] and not any(
        p.severity == "error" for p in problems)
    return GateResult(allowed, verdict, problems, findings)


def _validate(folder: Path, dir_name: str, skill_dir: str, profile: str) -> list[Problem]:
    from hermes_git import validate

    if not (folder / "SKILL.md").exists():
        return []  # a deleted skill has nothing to validate
    found = validate.validate_skill(folder / "SKILL.md", dir_name, profile,
                                    display=f"{skill_dir}/SKILL.md")
    return [p for p in found if p.severity == "error"]


def guard_skill(folder: Path, skill_dir: str, trust: str) -> tuple[str, list[dict[str, object]]]:
    """The guard's verdict on a skill folder. HOOK POINT: the full guard engine plugs in here.

    Until it lands, this runs the secret scanner only (a secret is `dangerous`).
    """
    _ = trust
    found: list[SecretFinding] = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            continue
        found += scan_text(text, f"{skill_dir}/{path.relative_to(folder).as_posix()}")
    return _secret_verdict(found)


def _secret_verdict(found: list[SecretFinding]) -> tuple[str, list[dict[str, object]]]:
    findings: list[dict[str, object]] = [
        {"rule": f.rule, "severity": "critical", "confidence": "high", "path": f.path,
         "line": f.line, "excerpt": f.excerpt, "message": f.description, "suppressed": False}
        for f in found]
    return ("dangerous" if found else "safe"), findings


def gate_memory(text: str, rel_path: str, limit: int) -> GateResult:
    """Gate a memory file's new text: no secret, canonical entries within the limit."""
    found: list[SecretFinding] = []
    for entry in parse_entries(text):
        found += scan_text(entry, rel_path)
    verdict, findings = _secret_verdict(found)
    problems = []
    if len(text) > limit:
        problems.append(Problem(rel_path, f"{len(text):,} characters, over the limit of "
                                f"{limit:,}", "memory-limit"))
    return GateResult(verdict == "safe" and not problems, verdict, problems, findings)


def worst(verdicts: list[str]) -> str:
    return VERDICTS[max((VERDICTS.index(v) for v in verdicts), default=0)]
