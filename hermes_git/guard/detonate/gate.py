"""When to detonate (`guard.detonate: auto | always | never`, `--detonate`) and folding it in.

`auto` detonates community skills where they enter from outside (`install`, `update`, `ci`)
and never in pre-commit hooks (their budget is milliseconds). Without bubblewrap, an explicit
request fails with exit 3 naming the package; `auto` goes on with the static scan and says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from hermes_git.guard.detonate import joined, wanted
from hermes_git.guard.detonate.run import Outcome, SandboxMissing, detonate, require
from hermes_git.guard.model import Finding
from hermes_git.guard.scanner import Options, Target, redecide
from hermes_git.store import sandbox

MAX_FILE = 1_000_000


def explicit(mode: str, asked: bool | None) -> bool:
    """Whether the user asked for detonation outright (then a missing sandbox is an error)."""
    return asked is True or (asked is None and mode == "always")


def skipped_notice() -> str | None:
    """The report's notice when the sandbox is missing (None: it is here)."""
    lacking = sandbox.missing()
    if not lacking:
        return None
    return (
        f"not detonated: {' and '.join(lacking)} not installed "
        f"(apt-get install {' '.join(lacking)}); scanned statically only"
    )


def check(mode: str, asked: bool | None) -> None:
    """Raises SandboxMissing (exit 3) when detonation was asked for outright and cannot run."""
    if explicit(mode, asked):
        require()


def files_of(folder: Path) -> dict[str, bytes]:
    """A skill folder's regular files ({relative path: bytes}), without .git and symlinks."""
    found: dict[str, bytes] = {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder)
        if ".git" in rel.parts or path.is_symlink() or not path.is_file():
            continue
        if path.stat().st_size <= MAX_FILE:
            found[rel.as_posix()] = path.read_bytes()
    return found


def detonate_target(target: Target, files: Mapping[str, bytes], opts: Options) -> None:
    """Add a skill's detonation findings (or the skipped notice) and what it was seen doing
    (its capabilities, judged with the static model's rules) to its target; re-decide."""
    notice = skipped_notice()
    if notice is not None:
        target.notes.append(notice)
        return
    found, outcome = findings_for(files, target.name, target.path)
    target.findings.extend(found)
    joined.join(target, outcome.capabilities, files)
    target.notes.extend(outcome.notes)
    redecide(target, opts)


def findings_for(
    files: Mapping[str, bytes], name: str, prefix: str
) -> tuple[list[Finding], Outcome]:
    """Detonate a skill; its findings' paths put under `prefix` (the shown skill folder)."""
    outcome = detonate(files, name)
    lead = "" if prefix in ("", ".") else prefix.rstrip("/") + "/"
    return [f.with_changes(path=lead + f.path) for f in outcome.findings], outcome


__all__ = [
    "SandboxMissing",
    "check",
    "detonate_target",
    "files_of",
    "findings_for",
    "skipped_notice",
    "wanted",
]
