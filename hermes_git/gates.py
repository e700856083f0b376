"""The one gate: may this skill or memory content go in, under this trust level?

Every workflow (propose, approve, sync, install, the pre-commit hooks, CI) asks here, so a rule
changes in one place and behaves the same everywhere. The gate = schema validation (errors
refuse) + the guard scan (its verdict under the trust policy).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path, PurePosixPath

from hermes_git.problems import Problem


@dataclass
class GateResult:
    """The gate's answer with everything a reviewer needs (the agent gets only `allowed`)."""

    allowed: bool
    verdict: str
    problems: list[Problem] = field(default_factory=list)
    findings: list[dict[str, object]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # e.g. "not detonated: bwrap missing"

    @property
    def valid(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)

    def reasons(self) -> list[str]:
        """Every reason the gate gave, one line each (for reviewers, never for the agent)."""
        lines = [p.render() for p in self.problems if p.severity == "error"]
        lines += [
            f"{f['path']}:{f['line']}: {f['severity']} {f['message']} [{f['rule']}]"
            for f in self.findings
            if not f.get("suppressed")
        ]
        return lines + [f"note: {note}" for note in self.notes]

    def to_json(self) -> dict[str, object]:
        return {
            "allowed": self.allowed,
            "verdict": self.verdict,
            "problems": [p.to_json() for p in self.problems],
            "findings": self.findings,
        }


def gate_skill(
    files: dict[str, bytes],
    skill_dir: str,
    trust: str = "agent-created",
    profile: str = "hermes",
    detonate: bool = False,
    *,
    root: Path | None = None,
) -> GateResult:
    """Gate one skill given as {path relative to the skill folder: bytes}; `detonate` also
    runs its code in the sandbox (docs/detonation.md). A secret passes only when the baseline
    of the repository at `root` accepts it (no `root`: no baseline, every secret refused)."""
    if detonate:
        return _gate_files(files, skill_dir, trust, profile, root, detonate=True)
    return gate_skills([(files, skill_dir)], trust, profile, root=root)[0]


def gate_skills(
    skills: Sequence[tuple[dict[str, bytes], str]],
    trust: str = "agent-created",
    profile: str = "hermes",
    *,
    root: Path | None = None,
) -> list[GateResult]:
    """`gate_skill` for many (files, skill_dir) pairs."""
    return [_gate_files(files, skill_dir, trust, profile, root) for files, skill_dir in skills]


def _gate_files(
    files: dict[str, bytes],
    skill_dir: str,
    trust: str,
    profile: str,
    root: Path | None,
    detonate: bool = False,
) -> GateResult:
    """Validate and scan the skill in memory, as a copy of it on disk in a folder of its own
    name would be (`tests/test_gates.py` checks the two agree). The secret decision sees the
    files under their repo paths (`skill_dir/...`), where baseline entries name them."""
    # deferred for start-up: the guard compiles its rules (~100 ms), validation its schemas
    from hermes_git.guard import Options, scan_skill_files

    name = PurePosixPath(skill_dir).name or "skill"
    problems = _validate(files, name, skill_dir, profile)
    target = scan_skill_files(
        files, name, Options(trust=trust, secret_dir=skill_dir, secret_root=root)
    )
    if detonate:
        from hermes_git.guard import detonate_target  # only when detonating

        detonate_target(target, files, Options(trust=trust))
    findings = []
    for finding in target.findings:
        data = finding.to_json()
        data["path"] = skill_dir + str(data["path"])[len(name) :]
        findings.append(data)
    allowed = target.decision == "allow" and not any(p.severity == "error" for p in problems)
    notes = target.notes if detonate else []  # detonation notes: skipped, cut off, not run
    return GateResult(allowed, target.verdict, problems, findings, notes)


def _validate(
    files: dict[str, bytes], dir_name: str, skill_dir: str, profile: str
) -> list[Problem]:
    # deferred for start-up: a memory-only gate never loads skill validation
    from hermes_git.validate import checks
    from hermes_git.validate import run as validate

    data = files.get("SKILL.md")
    if data is None:
        return []  # a deleted skill has nothing to validate
    found = validate.validate_skill_bytes(
        data, dir_name, profile, f"{skill_dir}/SKILL.md", partial(checks.exists_among, files)
    )
    return [p for p in found if p.severity == "error"]


def gate_memory(text: str, rel_path: str, limit: int, *, root: Path | None = None) -> GateResult:
    """Gate a memory file's new text: no secret, injection or hidden text; within the limit.

    Memory goes into every system prompt, so unlike skills any finding refuses it. A secret
    passes only when the baseline of the repository at `root` accepts it.
    """
    # deferred for start-up: the guard compiles its rules (~100 ms)
    from hermes_git.guard import memory_findings, verdict_of, with_secrets

    found = with_secrets(memory_findings(text, rel_path), {rel_path: text.encode()}, root=root)
    found = [f for f in found if f.effect != "safe"]
    problems = []
    if len(text) > limit:
        problems.append(
            Problem(
                rel_path, f"{len(text):,} characters, over the limit of {limit:,}", "memory-limit"
            )
        )
    return GateResult(
        not found and not problems, verdict_of(found), problems, [f.to_json() for f in found]
    )
