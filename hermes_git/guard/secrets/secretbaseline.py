"""Audited exceptions to secret detection: `.hermes-git-secrets.baseline` at the repo root.

Each entry names a finding by file, rule and the hash of its rule and line (never the secret),
with the reviewer who accepted it and why. A changed line has a new hash, so its entry stops
applying and the value is refused again until someone reviews it anew.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from hermes_git.errors import ConfigError, UsageError
from hermes_git.files import atomic_write_text

if TYPE_CHECKING:
    from hermes_git.guard.secrets.secrets import SecretFinding

BASELINE_FILE = ".hermes-git-secrets.baseline"


class Accepted(NamedTuple):
    """One reviewed false alarm."""

    hash: str
    file: str
    rule: str
    reviewer: str
    reason: str
    added: str = ""

    def to_json(self) -> dict[str, str]:
        return {
            "hash": self.hash,
            "file": self.file,
            "rule": self.rule,
            "reviewer": self.reviewer,
            "reason": self.reason,
            "added": self.added,
        }


def load(root: Path) -> list[Accepted]:
    """The entries of `root`'s baseline ([] when there is none).

    Raises:
        ConfigError: the file is not a JSON list of entries with hash, file, rule, reviewer
            and reason.
    """
    path = root / BASELINE_FILE
    if not path.exists():
        return []
    try:
        data = json.loads(path.read_text("utf-8"))
        return [
            Accepted(
                str(e["hash"]),
                str(e["file"]),
                str(e["rule"]),
                str(e["reviewer"]),
                str(e["reason"]),
                str(e.get("added", "")),
            )
            for e in data["accepted"]
        ]
    except (ValueError, KeyError, TypeError) as exc:
        raise ConfigError(
            f"{BASELINE_FILE}: not a baseline ({exc})",
            path=path,
            fix="restore it from git, or add entries with `hermes-git secrets allow`",
        ) from exc


def unaccepted(findings: Iterable[SecretFinding], root: Path | None) -> list[SecretFinding]:
    """The findings no entry of `root`'s baseline accepts (all of them when `root` is None)."""
    return split(findings, root)[0]


def split(
    findings: Iterable[SecretFinding], root: Path | None
) -> tuple[list[SecretFinding], list[tuple[SecretFinding, Accepted]]]:
    """(the findings no entry of `root`'s baseline accepts, the accepted ones with their
    entry). `root` None: no repository, no baseline, every finding refused."""
    found = list(findings)
    if not found or root is None:
        return found, []
    entries = {(a.hash, a.file, a.rule): a for a in load(root)}
    refused = [f for f in found if (f.hash, f.path, f.rule) not in entries]
    accepted = [(f, entries[f.hash, f.path, f.rule]) for f in found if f not in refused]
    return refused, accepted


def review(
    files: Mapping[str, bytes | Path], root: Path | None
) -> tuple[list[SecretFinding], list[tuple[SecretFinding, Accepted]]]:
    """THE secret decision of every path to a commit or a live file: of the credentials in
    {repo path: bytes, or a file to stream}, those refused and those a reviewer accepted in
    the baseline of the repository at `root` (None: none accepted)."""
    # deferred for start-up: init and the CLI import this module, few of their runs scan
    from hermes_git.guard.secrets import secrets

    found: list[SecretFinding] = []
    for rel, data in sorted(files.items()):
        try:
            found += (
                secrets.scan_bytes(data, rel)
                if isinstance(data, bytes)
                else secrets.scan_file(data, rel)
            )
        except OSError:
            continue
    return split(found, root)


def refused(files: Mapping[str, bytes | Path], root: Path | None) -> list[SecretFinding]:
    """The credentials in `files` that no baseline entry accepts (`review`'s first half)."""
    return review(files, root)[0]


def accept(root: Path, findings: list[SecretFinding], reviewer: str, reason: str) -> list[Accepted]:
    """Add baseline entries for `findings`, reviewed by `reviewer` for `reason`.

    Raises:
        UsageError: no finding, or no reviewer or reason given.
    """
    if not findings:
        raise UsageError("no secret finding matches", fix="run `hermes-git secrets scan FILE`")
    if not reviewer.strip() or not reason.strip():
        raise UsageError("a baseline entry needs a reviewer and a reason", fix="pass both")
    entries = load(root)
    now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    known = {(a.hash, a.file, a.rule) for a in entries}
    added = [
        Accepted(f.hash, f.path, f.rule, reviewer, reason, now)
        for f in findings
        if (f.hash, f.path, f.rule) not in known
    ]
    text = json.dumps({"accepted": [a.to_json() for a in entries + added]}, indent=2)
    atomic_write_text(root / BASELINE_FILE, text + "\n", mode=0o644)
    return added
