"""What a blocked hook prints: for each refusal, the one route that accepts it at that trust.

A pinned pragma where pragmas are honoured (every trust but `community`), one per line naming
every rule that blocks there (a combination included); at `community`, or for a finding on no
line, `hermes-git guard allow RULE PATH`; for a credential, the audited secrets baseline.
Each is written to be pasted as it is (REASON is a valid reason; a better one is welcome).
"""

from __future__ import annotations

from pathlib import Path

from hermes_git.guard.judge import policy, suppress
from hermes_git.guard.model import Finding
from hermes_git.guard.read import decoding
from hermes_git.guard.targets import Report, Target

HEADER = (
    "hook: blocked (a hook has nobody to ask). If a finding is a false alarm, accept it as "
    "below (replace REASON with why), then commit again:"
)


def routes(report: Report, root: Path) -> list[str]:
    """The lines that accept every refusal in `report` (empty: nothing was refused)."""
    lines: list[str] = []
    for target in report.targets:
        if not policy.allowed(target.decision):
            lines += _target_routes(target, root)
    return [HEADER, *dict.fromkeys(lines)] if lines else []


def _target_routes(target: Target, root: Path) -> list[str]:
    blocking = [f for f in target.findings if f.effect != "safe"]
    secrets = [f for f in blocking if f.rule.startswith("secret:") or f.category == "secrets"]
    others = [f for f in blocking if f not in secrets]
    lines = [_secret_route(f) for f in secrets]
    if target.trust == "community":
        return lines + [_allow_route(f.rule, f.path or target.path) for f in others]
    by_line: dict[tuple[str, int], list[Finding]] = {}
    for finding in others:
        by_line.setdefault((finding.path, finding.line), []).append(finding)
    # from the last line up: pasting each in turn leaves the next one's line number right
    for (path, line), found in sorted(by_line.items(), key=lambda k: (k[0][0], -k[0][1])):
        covered = _line(root, path, line)
        if covered is None:
            lines += [_allow_route(f.rule, path or target.path) for f in found]
        else:
            pragma = pragma_for(sorted({f.rule for f in found}), found[0], covered)
            lines.append(f"  {path}: put this line above line {line}: {pragma}")
    return lines


def pragma_for(rules: list[str], finding: Finding, covered: str) -> str:
    """The pinned pragma naming `rules` for the line `covered` (the comment style of its file)."""
    single = suppress.pragma_line(finding, covered)
    return single.replace(f"allow {finding.rule} @", f"allow {','.join(rules)} @", 1)


def _allow_route(rule: str, path: str) -> str:
    return f"  hermes-git guard allow {rule} {path} --reason REASON"


def _secret_route(finding: Finding) -> str:
    rule = finding.rule.removeprefix("secret:")
    return (
        f"  {finding.path}:{finding.line}: remove the credential, or if it is none: "
        f"hermes-git secrets allow {finding.path} --line {finding.line} --rule {rule} "
        "--reviewer NAME --reason REASON"
    )


def _line(root: Path, path: str, line: int) -> str | None:
    """The text of `line` in the file `path` (relative to `root`), or None: no such line."""
    if line < 1:
        return None
    try:
        data = (root / path).read_bytes()
    except OSError:
        return None
    lines = decoding.decode_bytes(data)[0].split("\n")
    return lines[line - 1] if line <= len(lines) else None
