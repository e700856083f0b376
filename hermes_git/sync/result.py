"""What one sync did, and the exit code that tells it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hermes_git.errors import ExitCode

if TYPE_CHECKING:  # the merge's modules (YAML, the skill merge) load only when a round merges
    from hermes_git.sync.merge import Conflict

EXIT_CODES = {
    "synced": ExitCode.OK,
    "conflicts": ExitCode.GATE,
    "blocked": ExitCode.GATE,
    "offline": ExitCode.OFFLINE,
    "rejected": ExitCode.REJECTED,
    "unverified": ExitCode.UNVERIFIED,  # a commit no enrolled key signed (`sync.trusted`)
    "busy": ExitCode.ERROR,  # lost every push race of `retry.ATTEMPTS` rounds: sync again
}


@dataclass
class SyncResult:
    """What one sync did. `outcome`: synced, conflicts, blocked, unverified, offline,
    rejected or busy."""

    remote: str
    outcome: str = "synced"
    message: str = ""
    main_before: str | None = None
    main: str | None = None
    pulled: int = 0  # commits of the remote's main newly in ours
    pushed: int = 0  # commits of ours newly on the remote
    fast_forward: bool = False
    captured: list[dict[str, str]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # e.g. a skill over the size limits
    memory: dict[str, dict[str, Any]] = field(default_factory=dict)
    conflicts: list[Conflict] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    snapshot: str | None = None
    retries: int = 0  # push races lost (and rounds run again)
    replaced: list[str] = field(default_factory=list)  # skills the other side's conflict won
    unverified: list[dict[str, str]] = field(default_factory=list)  # refused: commit, signer...
    enrol: dict[str, str] | None = None  # this device's key, for an enrolled device to add
    remote_before: str | None = None  # the remote's main at the last fetch (signing on)

    @property
    def exit_code(self) -> ExitCode:
        if self.outcome == "synced" and self.refused:
            return ExitCode.GATE  # the rest went out; the refused live changes wait here
        return EXIT_CODES[self.outcome]

    def to_json(self) -> dict[str, Any]:
        data = {k: v for k, v in self.__dict__.items() if k != "conflicts"}
        data["conflicts"] = [c.to_json() for c in self.conflicts]
        data["exit_code"] = int(self.exit_code)
        return data
