"""The one error base class, its subclasses, and the documented exit-code table."""

from __future__ import annotations

from enum import IntEnum
from pathlib import Path


class ExitCode(IntEnum):
    """Exit codes of every `hermes-git` command (documented in README, "Exit codes")."""

    OK = 0  # done; no gate objected
    GATE = 1  # a gate said no: validation errors, guard findings, a secret, a blocked write
    USAGE = 2  # the command line or its input is wrong (bad option, bad argument, bad stdin)
    ERROR = 3  # could not run: not a repo, locked, broken config file, git failed
    BUG = 4  # an unexpected exception: a defect in hermes-git
    OFFLINE = 5  # sync/clone/join: the remote was unreachable (local work was kept)
    REJECTED = 6  # sync/join: the remote refused the push (its hook's message is shown)
    UNVERIFIED = 7  # sync/ci: a commit is not signed by a key allowed_signers names
    INTERRUPTED = 130  # Ctrl-C


class HermesGitError(Exception):
    """Base of every error hermes-git reports to a user; `exit_code` picks the exit status."""

    exit_code: ExitCode = ExitCode.ERROR

    def __init__(
        self,
        message: str,
        *,
        path: Path | str | None = None,
        line: int | None = None,
        fix: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line
        self.fix = fix

    def render(self) -> str:
        """The message as `path:line: message (fix: ...)`."""
        where = ""
        if self.path is not None:
            where = self.path + (f":{self.line}" if self.line is not None else "") + ": "
        tail = f"\n  fix: {self.fix}" if self.fix else ""
        return f"{where}{self.message}{tail}"

    def to_json(self) -> dict[str, object]:
        """The error as a JSON-ready mapping."""
        return {
            "error": type(self).__name__,
            "message": self.message,
            "path": self.path,
            "line": self.line,
            "fix": self.fix,
            "exit_code": int(self.exit_code),
        }


class UsageError(HermesGitError):
    """An argument or a piece of input the user gave is wrong."""

    exit_code = ExitCode.USAGE


class GateError(HermesGitError):
    """A gate refused the change (a secret, an invalid file, a blocked write)."""

    exit_code = ExitCode.GATE


class NotARepoError(HermesGitError):
    """The folder is not a hermes-git repository."""


class ConfigError(HermesGitError):
    """`.hermes-git.yaml` is missing, unreadable or does not match its schema."""


class LockTimeoutError(HermesGitError):
    """Another hermes-git process holds the repository lock for too long."""


class GitError(HermesGitError):
    """A git command failed."""


class SkillNotFoundError(UsageError):
    """No skill of that name exists."""


class PathEscapeError(UsageError):
    """A path tries to leave the folder it must stay in."""


class MemoryEntryError(UsageError):
    """A memory operation cannot be applied (empty, over the limit, ambiguous, no match)."""


class RemoteUnreachableError(HermesGitError):
    """The remote could not be reached (offline, closed port, unknown host, timeout)."""

    exit_code = ExitCode.OFFLINE


class PushRejectedError(HermesGitError):
    """The remote refused a push (a server hook, a protected branch, permissions)."""

    exit_code = ExitCode.REJECTED
