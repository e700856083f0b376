"""What a proposal is: the agent's request, the change it makes, the outcome, and the names
(branches, refs, commit trailers) that every part of the review workflow shares."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from hermes_git.errors import UsageError
from hermes_git.proposals import refnames
from hermes_git.store.gitstore import GitStore

if TYPE_CHECKING:  # only named in annotations: the names here load without the gate (status)
    from hermes_git import gates

TOOLS = ("skill_manage", "memory")


ORIGINS = (
    "foreground",
    "assistant_tool",
    "background_review",
    "curator",
    "cli",
    "pending",
    "capture",
    "revert",
)


REVIEW_PREFIX = refnames.REVIEW_PREFIX  # both live in refnames, light enough for `status`


BLOCKED_LOG = "blocked.jsonl"  # in .git/hermes-git/


MAIN_REF = refnames.MAIN_REF


SKILLS = "skills"


MAX_INPUT = 2_000_000  # characters of one proposal document


MAX_INPUT_BYTES = 4 * MAX_INPUT  # its UTF-8 bytes (at most four a character)


_SAFE_SLUG = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")


@dataclass(frozen=True)
class Request:
    """One agent tool call to propose."""

    tool: str
    args: dict[str, Any]
    origin: str = "cli"
    session: str = ""


@dataclass
class Outcome:
    """What became of a request: `proposed`, `recorded` or `blocked`."""

    status: str
    message: str
    verdict: str = "safe"
    branch: str | None = None
    commit: str | None = None
    gate: gates.GateResult | None = None
    tool_result: dict[str, Any] = field(default_factory=dict)

    def for_agent(self) -> dict[str, Any]:
        """What the agent may see: the outcome, never which rule fired."""
        return {
            "status": self.status,
            "branch": self.branch,
            "commit": self.commit,
            "verdict": self.verdict,
            "message": self.message,
        }

    def to_json(self) -> dict[str, Any]:
        data = self.for_agent()
        data["gate"] = self.gate.to_json() if self.gate else None
        data["tool_result"] = self.tool_result
        return data


@dataclass
class Change:
    """A computed change: files to write and delete, what it is about, and Hermes' answer."""

    subject: str  # the skill folder name, or "memory"
    action: str
    writes: dict[str, bytes]
    deletes: list[str]
    summary: str
    tool_result: dict[str, Any]
    gate: gates.GateResult
    modes: dict[str, int] = field(default_factory=dict)  # git modes to set on written paths


def parse_request_bytes(raw: bytes) -> Request:
    """The Request in a UTF-8 JSON document given as bytes (at most `MAX_INPUT_BYTES` + 1 read).

    Raises:
        UsageError: too long, not UTF-8, or not a valid request (see `parse_request`).
    """
    if len(raw) > MAX_INPUT_BYTES:
        raise UsageError(
            f"the proposal is over {MAX_INPUT_BYTES:,} bytes; the limit is "
            f"{MAX_INPUT:,} characters",
            path="<stdin>",
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"not UTF-8: byte 0x{raw[exc.start]:02x} at offset {exc.start:,}",
            path="<stdin>",
            fix="send the JSON document encoded as UTF-8",
        ) from None
    return parse_request(text)


def parse_request(text: str) -> Request:
    """The Request in a JSON document (what `hermes-git propose` reads on stdin).

    Raises:
        UsageError: not JSON, nested too deeply, lone surrogates (`\\ud800`), or fields missing
            or of the wrong kind; the message says which.
    """
    if len(text) > MAX_INPUT:
        raise UsageError(f"the proposal is {len(text):,} characters; the limit is {MAX_INPUT:,}")
    try:
        data = json.loads(text)
        json.dumps(data, ensure_ascii=False).encode("utf-8")  # lone surrogates cannot be stored
    except json.JSONDecodeError as exc:
        raise UsageError(
            f"not valid JSON: {exc.msg}",
            path="<stdin>",
            line=exc.lineno,
            fix='send one object: {"tool": ..., "args": {...}}',
        ) from None
    except RecursionError:
        raise UsageError("the JSON document is nested too deeply", path="<stdin>") from None
    except UnicodeEncodeError as exc:
        raise UsageError(
            f"a string holds a lone surrogate (U+{ord(exc.object[exc.start]):04X}), "
            "which is not valid Unicode",
            path="<stdin>",
        ) from None
    if not isinstance(data, dict):
        raise UsageError("the proposal must be a JSON object", path="<stdin>")
    return _request(data)


def _request(data: dict[str, Any]) -> Request:
    tool, args = data.get("tool"), data.get("args")
    origin, session = data.get("origin", "cli"), data.get("session", "")
    if tool not in TOOLS:
        raise UsageError(f"unknown tool {tool!r}", fix="use 'skill_manage' or 'memory'")
    if not isinstance(args, dict):
        raise UsageError("'args' must be an object holding the tool's own arguments")
    if origin not in ORIGINS:
        raise UsageError(f"unknown origin {origin!r}", fix=f"use one of {', '.join(ORIGINS)}")
    if not isinstance(session, str) or len(session) > 200 or _has_control(session):
        raise UsageError("'session' must be a short string without control characters")
    return Request(str(tool), args, str(origin), session)


def _has_control(text: str) -> bool:
    return any(ord(c) < 32 or ord(c) == 127 for c in text)


def review_branch(device: str, subject: str) -> str:
    """`hermes/review/<device>/<slug>`; a subject that is not ref-safe gets a hashed slug."""
    slug = subject if _SAFE_SLUG.match(subject) else _hashed_slug(subject)
    return f"{REVIEW_PREFIX}/{device}/{slug}"


def _hashed_slug(subject: str) -> str:
    import hashlib  # deferred for start-up: OpenSSL loads only for an unusual subject

    clean = re.sub(r"[^a-z0-9_-]+", "-", subject.lower()).strip("-")[:40] or "skill"
    return f"{clean}-{hashlib.sha256(subject.encode()).hexdigest()[:8]}"


def trailers_for(request: Request, change: Change, device: str) -> dict[str, str]:
    """The provenance trailers every agent commit carries."""
    trailers = {"Hermes-Tool": request.tool, "Hermes-Action": change.action or "-"}
    if request.tool == "skill_manage":
        trailers["Hermes-Skill"] = change.subject
    else:
        trailers["Hermes-Target"] = str(request.args.get("target", "memory"))
    trailers.update(
        {
            "Hermes-Origin": request.origin,
            "Hermes-Session": _one_line(request.session) or "-",
            "Hermes-Device": device,
            "Guard-Verdict": change.gate.verdict,
        }
    )
    return trailers


def commit_message(request: Request, change: Change) -> str:
    """`<skill>: <action>` then Hermes' own words and why (who asked, from where)."""
    why = {
        "revert": "a person, restoring an earlier version",
        "background_review": "the agent's background self-improvement review",
        "assistant_tool": "the agent, during a conversation",
        "foreground": "the agent",
        "curator": "Hermes' curator",
        "cli": "a hermes-git command",
        "pending": "Hermes' pending-approval store",
        "capture": "a write that bypassed Hermes' tools",
    }[request.origin]
    return f"{change.subject}: {change.action}\n\n{_one_line(change.summary)}\nProposed by {why}."


def _one_line(text: str) -> str:
    return " ".join(text.split())[:200]


_FIELDS = (
    "commit",
    "time",
    "author",
    "subject",
    "tool",
    "action",
    "skill",
    "origin",
    "verdict",
    "device",
)


_TRAILERS = (
    "Hermes-Tool",
    "Hermes-Action",
    "Hermes-Skill",
    "Hermes-Origin",
    "Guard-Verdict",
    "Hermes-Device",
)


_FORMAT = (
    "%x1f".join(
        [
            "%H",
            "%ct",
            "%an",
            "%s",
            *(f"%(trailers:key={key},valueonly,separator=%x2C)" for key in _TRAILERS),
        ]
    )
    + "%x1e"
)


class LogEntry(NamedTuple):
    """One commit in a skill's (or the repo's) history."""

    commit: str
    time: int
    author: str
    subject: str
    tool: str
    action: str
    skill: str
    origin: str
    verdict: str
    device: str

    def to_json(self) -> dict[str, Any]:
        return self._asdict()


def skill_pathspec(name: str) -> str:
    """A pathspec for a skill folder named `name` in any category (moves between categories
    are followed), or for the exact folder when `name` is a path like `devops/deploy`."""
    if "/" in name:
        return f":(top,literal)skills/{name}"
    return f":(top,glob)skills/**/{_glob_escape(name)}/**"


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]\\" else c for c in name)


def log(
    store: GitStore, skill: str | None = None, rev: str = MAIN_REF, limit: int = 200
) -> list[LogEntry]:
    """Commits of `rev` (newest first), only those touching `skill` when given."""
    if skill is not None:
        _check_name(skill)
    args = ["log", f"--format={_FORMAT}", f"-n{limit}", rev, "--"]
    args.append(skill_pathspec(skill) if skill else ":(top)")
    rows = [r.strip("\n").split("\x1f") for r in store.run(*args).split("\x1e") if r.strip()]
    return [LogEntry(r[0], int(r[1]), *r[2:]) for r in rows]


def _check_name(name: str) -> None:
    if (
        not name
        or ".." in name.split("/")
        or name.startswith("/")
        or any(ord(c) < 32 for c in name)
    ):
        raise UsageError(f"invalid skill name {name!r}")
