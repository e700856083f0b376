"""The pull-request gate: validate and scan the skills a change touches, report for CI.

Used by the GitHub Action (`action.yml`) and the reusable workflow: SARIF for code scanning
(one file per tool, so each gets its own category), a Markdown summary with each changed
skill's capability delta, and one verdict that fails the job on policy.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git import __version__, report
from hermes_git.errors import GitError
from hermes_git.guard import Report, Request, scan, to_sarif
from hermes_git.skills import capabilities
from hermes_git.store.gitstore import GitStore
from hermes_git.validate import changed, checks
from hermes_git.validate import run as validate


@dataclass
class SkillDelta:
    """One changed skill: where, its guard verdict and decision, and what it can newly reach."""

    path: str
    verdict: str
    decision: str
    errors: int
    delta: capabilities.Capabilities

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "verdict": self.verdict,
            "decision": self.decision,
            "errors": self.errors,
            "new": self.delta.to_json(),
        }


@dataclass
class GateReport:
    """Everything the CI gate found on a change."""

    base: str
    validation: validate.Result
    guard: Report
    skills: list[SkillDelta] = field(default_factory=list)

    @property
    def allowed(self) -> bool:
        return self.validation.ok and self.guard.allowed

    def to_json(self) -> dict[str, Any]:
        return {
            "base": self.base,
            "allowed": self.allowed,
            "validation_errors": self.validation.count("error"),
            "guard_verdict": self.guard.verdict,
            "skills": [s.to_json() for s in self.skills],
        }


def changed_paths(store: GitStore, base: str) -> list[str]:
    """Files changed since the merge base of `base` and HEAD, plus uncommitted ones."""
    merge_base = base_of(store, base)
    out = store.run(
        "diff", "--name-only", "-z", "--no-renames", merge_base, strip_newline_in_stdout=False
    )
    return sorted({p for p in out.split("\0") if p})


def base_of(store: GitStore, base: str) -> str:
    """The merge base of `base` and HEAD; on a shallow checkout (CI's default) the missing
    history is fetched first.

    Raises:
        GitError: it cannot be found or fetched; the fix says how to check out enough history.
    """
    status, out, err = store.run_status("merge-base", base, "HEAD")
    if status == 0 and out.strip():
        return out.split()[0]
    if store.run("rev-parse", "--is-shallow-repository").strip() == "true":
        remote, _, branch = base.partition("/")
        if not (branch and store.config_get(f"remote.{remote}.url")):
            remote, branch = "origin", base
        refspec = f"+refs/heads/{branch}:refs/remotes/{remote}/{branch}"
        fetched, _out, err = store.run_status("fetch", "--quiet", "--unshallow", remote, refspec)
        if fetched == 0:
            status, out, err = store.run_status("merge-base", base, "HEAD")
            if status == 0 and out.strip():
                return out.split()[0]
    raise GitError(
        f"cannot find where HEAD branched off {base!r}: {err.strip() or 'no common commit'}",
        fix="check out the history: `git fetch --unshallow origin` (actions/checkout: "
        "`fetch-depth: 0`), or pass the base commit itself",
    )


def run(root: Path, base: str, profile: str | None = None, trust: str | None = None) -> GateReport:
    """Gate what changed between `base` and the work tree of the repository at `root`."""
    with GitStore(root) as store:
        paths = [store.root / p for p in changed_paths(store, base)]
        skills, memories = changed.split_changed(paths, stop=store.root)
        targets = [*skills, *memories]
        result = (
            validate.validate_paths(targets, profile, cwd=store.root)
            if targets
            else validate.Result(profile or "hermes")
        )
        guard = (
            scan(Request(tuple(targets), store.root, trust, unattended=True, context="ci"))
            if targets
            else Report([])
        )
        merge_base = base_of(store, base)
        deltas = [_delta(store, merge_base, folder, result, guard) for folder in skills]
    return GateReport(base, result, guard, deltas)


def _delta(
    store: GitStore, base: str, folder: Path, result: validate.Result, guard: Report
) -> SkillDelta:
    rel = folder.relative_to(store.root).as_posix()
    before = {
        p[len(rel) + 1 :]: store.read_file(base, p) or b"" for p in store.list_files(base, rel)
    }
    new = capabilities.of_folder(folder).minus(capabilities.of_files(before))
    target = next((t for t in guard.targets if t.path == rel), None)
    errors = sum(
        1 for p in result.problems if p.severity == "error" and p.path.startswith(rel + "/")
    )
    return SkillDelta(
        rel,
        target.verdict if target else "safe",
        target.decision if target else "allow",
        errors,
        new,
    )


def write_outputs(gate: GateReport, sarif_dir: Path | None, summary: Path | None) -> None:
    """SARIF files (`validate.sarif`, `guard.sarif`) and the Markdown summary (appended)."""
    if sarif_dir is not None:
        sarif_dir.mkdir(parents=True, exist_ok=True)
        docs = {
            "validate.sarif": report.sarif(gate.validation.problems, checks.RULES, __version__),
            "guard.sarif": to_sarif(gate.guard),
        }
        for name, doc in docs.items():
            (sarif_dir / name).write_text(json.dumps(doc, indent=2, ensure_ascii=False), "utf-8")
    if summary is not None:
        with summary.open("a", encoding="utf-8") as handle:
            handle.write(markdown(gate))


def markdown(gate: GateReport) -> str:
    """The job summary: the verdict, then one row per changed skill with what it newly reaches."""
    icon = "✅" if gate.allowed else "❌"
    lines = [
        f"## {icon} hermes-git gate: {'allowed' if gate.allowed else 'blocked'}",
        "",
        f"{len(gate.skills)} changed skill(s) since `{gate.base}`; "
        f"{gate.validation.count('error')} validation error(s); "
        f"guard verdict **{gate.guard.verdict}**.",
        "",
    ]
    if gate.skills:
        lines += [
            "| skill | verdict | policy | errors | new hosts | new commands | "
            "new secret paths | new tools |",
            "|---|---|---|---|---|---|---|---|",
        ]
        lines += [_row(s) for s in gate.skills]
    problems = [p for p in gate.validation.problems if p.severity == "error"]
    findings = [
        f for t in gate.guard.targets for f in t.findings if f.effect != "safe" and not f.suppressed
    ]
    if problems or findings:
        lines += ["", "### Why", ""]
        lines += [f"- `{p.path}:{p.line}` {p.message} [{p.rule}]" for p in problems]
        lines += [f"- `{f.path}:{f.line}` {f.severity}: {f.message} [{f.rule}]" for f in findings]
    return "\n".join(lines) + "\n"


def _row(skill: SkillDelta) -> str:
    new = skill.delta

    def cell(values: set[str]) -> str:
        return ", ".join(f"`{v}`" for v in sorted(values)) or "–"

    return (
        f"| `{skill.path}` | {skill.verdict} | {skill.decision} | {skill.errors} | "
        f"{cell(new.hosts)} | {cell(new.commands)} | {cell(new.secret_paths)} | "
        f"{cell(new.tools)} |"
    )
