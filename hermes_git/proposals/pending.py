"""`hermes-git import-pending`: Hermes' staged writes (`pending/skills`, `pending/memory`) become
review proposals; approving the proposal is the approval.

Each record is claimed by an atomic rename (Hermes stops listing it), replayed into the review
branch, committed, and only then removed; a record whose replay fails is put back.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git.errors import HermesGitError
from hermes_git.init import open_repo
from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose

CLAIM_SUFFIX = ".hermes-git-claimed"
SUBSYSTEMS = {"skills": "skill_manage", "memory": "memory"}


@dataclass
class ImportResult:
    """Records turned into proposals, and records put back with the reason."""

    imported: list[dict[str, Any]] = field(default_factory=list)
    failed: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"imported": self.imported, "failed": self.failed}


def import_pending(home: Path) -> ImportResult:
    """Turn every pending record under `home/pending/` into a review proposal."""
    result = ImportResult()
    for subsystem, tool in SUBSYSTEMS.items():
        folder = home / "pending" / subsystem
        if not folder.is_dir():
            continue
        for claimed in _claim_all(folder):
            _replay(home, tool, claimed, result)
    return result


def _claim_all(folder: Path) -> list[Path]:
    claimed = sorted(folder.glob(f"*.json{CLAIM_SUFFIX}"))  # left by an interrupted import
    for record in sorted(folder.glob("*.json")):
        target = record.with_name(record.name + CLAIM_SUFFIX)
        try:
            os.rename(record, target)
        except FileNotFoundError:
            continue  # Hermes approved or rejected it meanwhile
        claimed.append(target)
    return claimed


def _replay(home: Path, tool: str, claimed: Path, result: ImportResult) -> None:
    original = claimed.with_name(claimed.name.removesuffix(CLAIM_SUFFIX))
    try:
        record = json.loads(claimed.read_text("utf-8"))
        request = _request(tool, record)
        if _already_committed(home, request.session):
            claimed.unlink()
            return
        outcome = propose(home, request, force_review=True)
    except (HermesGitError, ValueError, KeyError, TypeError) as exc:
        os.rename(claimed, original)
        result.failed.append({"record": original.name, "error": str(exc)})
        return
    claimed.unlink()
    result.imported.append({"record": original.name, **outcome.for_agent()})


def _request(tool: str, record: dict[str, Any]) -> Request:
    payload = record["payload"]
    if not isinstance(payload, dict):
        raise TypeError("the record's payload is not an object")
    args = {k: v for k, v in payload.items() if v is not None}
    return Request(tool, args, "pending", f"pending-{record['id']}")


def _already_committed(home: Path, session: str) -> bool:
    with open_repo(home) as store:
        out = store.run("log", "--all", "--format=%(trailers:key=Hermes-Session,valueonly)")
    return session in out.split()
