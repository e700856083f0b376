"""The one gate: may this skill or memory content go in, under this trust level?

Every workflow (propose, approve, sync, install, the pre-commit hooks, CI) asks here, so a rule
changes in one place and behaves the same everywhere. The gate = schema validation (errors
refuse) + the guard scan (its verdict under the trust policy).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from hermes_git.problems import Problem

SHM = "/dev/shm"


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
    return gate_skills([(files, skill_dir)], trust, profile)[0]


def gate_skills(skills: Sequence[tuple[dict[str, bytes], str]], trust: str = "agent-created",
                profile: str = "hermes") -> list[GateResult]:
    """`gate_skill` for many (files, skill_dir) pairs, sharing one scratch folder."""
    with tempfile.TemporaryDirectory(prefix="hermes-git-gate-", dir=scratch_root()) as scratch:
        real = Path(scratch).resolve()  # every folder below is made here: no symlink in them
        return [_gate_copy(real / str(n), files, skill_dir, trust, profile)
                for n, (files, skill_dir) in enumerate(skills)]


def _gate_copy(base: Path, files: dict[str, bytes], skill_dir: str, trust: str,
               profile: str) -> GateResult:
    """Write the skill under `base` (in a folder of its own name) and gate that copy."""
    dir_name = PurePosixPath(skill_dir).name or "skill"
    folder = base / dir_name
    folder.mkdir(parents=True)
    for rel, data in files.items():
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    problems = _validate(folder, dir_name, skill_dir, profile)
    verdict, permitted, findings = guard_skill(folder, skill_dir, trust, real_paths=True)
    allowed = permitted and not any(p.severity == "error" for p in problems)
    return GateResult(allowed, verdict, problems, findings)


def scratch_root() -> str | None:
    """Where scratch copies go: RAM (`/dev/shm`) when it is usable and TMPDIR does not say
    otherwise, since they are deleted before the call returns; else the temp folder."""
    if os.environ.get("TMPDIR") or not os.path.isdir(SHM):
        return None
    return SHM if os.access(SHM, os.W_OK | os.X_OK) else None


def _validate(folder: Path, dir_name: str, skill_dir: str, profile: str) -> list[Problem]:
    from hermes_git import validate

    if not (folder / "SKILL.md").exists():
        return []  # a deleted skill has nothing to validate
    found = validate.validate_skill(folder / "SKILL.md", dir_name, profile,
                                    display=f"{skill_dir}/SKILL.md")
    return [p for p in found if p.severity == "error"]


def guard_skill(folder: Path, skill_dir: str, trust: str, *,
                real_paths: bool = False) -> tuple[str, bool, list[dict[str, object]]]:
    """The guard's verdict on a skill folder, its policy decision, and the findings
    (`real_paths`: the folder's path holds no symlink, see `Options.real_paths`)."""
    from hermes_git.guard.scanner import Options, scan_skill

    target = scan_skill(folder, Options(trust=trust, display_root=folder.parent,
                                        real_paths=real_paths))
    name = folder.name
    findings = []
    for finding in target.findings:
        data = finding.to_json()
        data["path"] = skill_dir + str(data["path"])[len(name):]
        findings.append(data)
    return target.verdict, target.decision == "allow", findings


def gate_memory(text: str, rel_path: str, limit: int) -> GateResult:
    """Gate a memory file's new text: no secret, injection or hidden text; within the limit.

    Memory goes into every system prompt, so unlike skills any finding refuses it.
    """
    from hermes_git.guard.model import verdict_of
    from hermes_git.guard.scanner import memory_findings

    found = [f for f in memory_findings(text, rel_path) if f.effect != "safe"]
    problems = []
    if len(text) > limit:
        problems.append(Problem(rel_path, f"{len(text):,} characters, over the limit of "
                                f"{limit:,}", "memory-limit"))
    return GateResult(not found and not problems, verdict_of(found), problems,
                      [f.to_json() for f in found])

