"""Agent writes become commits: a `skill_manage` or `memory` call applied to a review branch.

The change is computed on an in-memory tree read from git, gated, and written as objects; only
then is the branch ref moved, by compare-and-swap under the repo lock. The work tree, the index
and the checked-out branch are never touched (except in `record` mode, which is a live write).
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git import config as configmod
from hermes_git import gates
from hermes_git.errors import HermesGitError, UsageError
from hermes_git.files import atomic_write
from hermes_git.init import open_repo
from hermes_git.memory.store import (
    TARGETS,
    dedupe,
    is_canonical,
    memory_edit,
    parse_entries,
    render_entries,
)
from hermes_git.skills.manage import ActionError, Edit, skill_manage
from hermes_git.skills.tree import SkillIndex
from hermes_git.store import listings
from hermes_git.store.gitstore import GitStore

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
REVIEW_PREFIX = "hermes/review"
BLOCKED_LOG = "blocked.jsonl"  # in .git/hermes-git/
MAIN_REF = "refs/heads/main"
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
    clean = re.sub(r"[^a-z0-9_-]+", "-", subject.lower()).strip("-")[:40] or "skill"
    return f"{clean}-{hashlib.sha256(subject.encode()).hexdigest()[:8]}"


class GitTree:
    """The `actions.Tree` view of a commit: files are read from git, never from the disk.

    The listing of `skills/` and Hermes' skill lookup over it come from `listings`, which makes
    them from the previous commit's: the cost does not grow with the number of skills.
    """

    def __init__(self, store: GitStore, rev: str) -> None:
        self.store, self.rev = store, rev
        self._lists: dict[str, list[str]] = {}
        self._kept = len(rev) == 40 and all(c in "0123456789abcdef" for c in rev)

    def read(self, path: str) -> bytes | None:
        return self.store.read_file(self.rev, path)

    def list_files(self, prefix: str) -> list[str]:
        folder = prefix.strip("/")
        if self._kept and folder == SKILLS:
            return self._skills().files.copy()
        if self._kept and folder.startswith(SKILLS + "/"):
            return self._skills().under(folder)
        if prefix not in self._lists:
            self._lists[prefix] = self.store.list_files(self.rev, prefix)
        return self._lists[prefix]

    def skill_index(self, root: str) -> SkillIndex:
        if self._kept and root == SKILLS:
            return self._skills().skill_index(self.read)
        return SkillIndex.build(self.list_files(root), root, self.read)

    def _skills(self) -> listings.Listing:
        return listings.listing(self.store, self.rev, SKILLS)


def propose(root: Path, request: Request, *, force_review: bool = False) -> Outcome:
    """Apply `request` as Hermes would, but to a commit on this device's review branch.

    In `record` mode the write is applied live and committed on main instead; in `auto` mode a
    safe and valid proposal is approved at once.

    Raises:
        ActionError: Hermes itself would refuse the call (its error text is the message).
        UsageError: the request is malformed.
        HermesGitError: the repository cannot be used (not a repo, lock timeout, git failed).
    """
    cfg = configmod.load(root)
    mode = cfg.skills_mode if request.tool == "skill_manage" else cfg.memory_mode
    mode = "review" if force_review else mode
    if mode == "record":
        from hermes_git.proposals.record import record

        return record(root, request, cfg)
    with open_repo(root) as store, store.locked():
        from hermes_git.proposals.review import recover

        recover(store)
        outcome = _propose_locked(store, cfg, request)
    if (
        mode == "auto"
        and outcome.status == "proposed"
        and outcome.verdict == "safe"
        and outcome.branch
        and outcome.gate
        and outcome.gate.valid
    ):
        from hermes_git.proposals.review import approve

        approved = approve(root, outcome.branch)
        outcome.status, outcome.commit = "recorded", approved.commit
        outcome.message = "Applied: the change passed every gate and was approved automatically."
    return outcome


def _propose_locked(store: GitStore, cfg: configmod.Config, request: Request) -> Outcome:
    device = store.device() or configmod.default_device()
    main = store.rev(MAIN_REF)
    if main is None:
        raise HermesGitError(
            "the repository has no main branch yet", fix="run `hermes-git init` first"
        )
    subject = _subject(request)
    tip = store.rev(f"refs/heads/{review_branch(device, subject)}")
    change = compute_change(GitTree(store, tip or main), request, cfg)
    return commit_change(store, request, change, device)


def commit_change(store: GitStore, request: Request, change: Change, device: str) -> Outcome:
    """Commit a gated change on its review branch (new branches start from main).

    The caller holds the repo lock. A change the gate refuses makes no commit.
    """
    branch = review_branch(device, change.subject)
    if not change.gate.allowed:
        return record_blocked(store, request, change, branch)
    tip = store.rev(f"refs/heads/{branch}")
    base = tip or store.rev(MAIN_REF)
    assert base is not None
    objects = store.objects()
    tree = objects.write_tree(objects.tree_of(base), change.writes, change.deletes, change.modes)
    commit = objects.commit(
        tree, [base], commit_message(request, change), trailers_for(request, change, device)
    )
    store.cas_ref(f"refs/heads/{branch}", commit, tip, f"hermes-git propose: {change.summary}")
    return Outcome(
        "proposed",
        _awaiting(branch),
        change.gate.verdict,
        branch,
        commit,
        change.gate,
        change.tool_result,
    )


def _awaiting(branch: str) -> str:
    return (
        f"Saved for review on {branch}; it is not live yet. A person approves it with "
        f"`hermes-git review approve {branch}`."
    )


def _subject(request: Request) -> str:
    if request.tool == "memory":
        return "memory"
    name = request.args.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ActionError({"success": False, "error": "name is required"})
    return name.strip()


def compute_change(tree: Any, request: Request, cfg: configmod.Config) -> Change:
    """The files a request changes on `tree`, Hermes' answer, and the gate's verdict."""
    if request.tool == "memory":
        return _memory_change(tree, request, cfg)
    edit = skill_manage(tree, request.args)
    _refuse_unstorable(edit)
    return _skill_change(tree, edit, cfg)


NAME_MAX = 255  # bytes of one file or folder name (Linux, macOS); longer ones cannot go live
PATH_MAX = 4000  # bytes of a path inside the repo, leaving room for the home under PATH_MAX


def _refuse_unstorable(edit: Edit) -> None:
    """Paths git cannot or must not store (a `.git` folder inside a skill, empty parts), and
    paths no file system takes (an approve could not write them live)."""
    for path in [*edit.writes, *edit.deletes]:
        parts = path.split("/")
        if any(p.lower() in (".git", "", ".", "..") for p in parts):
            raise ActionError(
                {"success": False, "error": f"Path '{path}' cannot be stored in git."}
            )
        if len(path.encode("utf-8")) > PATH_MAX or any(
            len(p.encode("utf-8")) > NAME_MAX for p in parts
        ):
            raise ActionError(
                {
                    "success": False,
                    "error": (
                        f"Path '{path[:80]}...' is too long: names are limited to {NAME_MAX} bytes, "
                        f"paths to {PATH_MAX}."
                    ),
                }
            )


def _skill_change(tree: Any, edit: Edit, cfg: configmod.Config) -> Change:
    prefix = edit.skill_dir.rstrip("/") + "/"
    files = {
        p[len(prefix) :]: tree.read(p)
        for p in tree.list_files(edit.skill_dir)
        if p not in edit.deletes
    }
    files.update(
        {p[len(prefix) :]: data for p, data in edit.writes.items() if p.startswith(prefix)}
    )
    present = {rel: data for rel, data in files.items() if data is not None}
    gate = (
        gates.gate_skill(present, edit.skill_dir, "agent-created", cfg.profile)
        if present
        else gates.GateResult(True, "safe")
    )
    return Change(
        edit.name,
        edit.action,
        edit.writes,
        edit.deletes,
        str(edit.result.get("message", edit.action)),
        edit.result,
        gate,
    )


def _memory_change(tree: Any, request: Request, cfg: configmod.Config) -> Change:
    target = request.args.get("target", "memory")
    if target not in TARGETS:
        raise ActionError(
            {"success": False, "error": f"Invalid target '{target}'. Use 'memory' or 'user'."}
        )
    rel = f"memories/{TARGETS[target]}"
    raw = tree.read(rel)
    text = raw.decode("utf-8") if raw else ""
    limit = cfg.memory_limits[target]
    if request.args.get("action") != "add" and not is_canonical(text, limit):
        raise ActionError(
            {
                "success": False,
                "error": (
                    f"Refusing to write {TARGETS[target]}: it is not a clean list of entries "
                    "(Hermes' drift guard). Resolve it first, then retry."
                ),
            }
        )
    entries = dedupe(parse_entries(text))
    new_entries, message = memory_edit(entries, request.args, limit)
    text = render_entries(new_entries)
    gate = gates.gate_memory(text, rel, limit)
    action = str(request.args.get("action", ""))
    result = {
        "success": True,
        "target": target,
        "message": message,
        "entry_count": len(new_entries),
    }
    writes = {} if new_entries == entries else {rel: text.encode("utf-8")}
    return Change("memory", action, writes, [], message, result, gate)


def record_blocked(store: GitStore, request: Request, change: Change, branch: str) -> Outcome:
    """Record a refused write for reviewers (`review blocked`); tell the agent only that it was."""
    record = {
        "time": time.time(),
        "branch": branch,
        "tool": request.tool,
        "origin": request.origin,
        "session": request.session,
        "args": request.args,
        "gate": change.gate.to_json(),
        "reasons": change.gate.reasons(),
    }
    log = store.git_dir / "hermes-git" / BLOCKED_LOG
    previous = log.read_bytes() if log.exists() else b""
    line = json.dumps(record, ensure_ascii=False, default=str).encode("utf-8") + b"\n"
    atomic_write(log, previous + line, mode=0o600, prefix=f".{BLOCKED_LOG}-")
    message = (
        "hermes-git blocked this write: it did not pass the security and validation "
        "gate. Nothing was saved. A person can review why with `hermes-git review blocked`."
    )
    return Outcome(
        "blocked", message, change.gate.verdict, None, None, change.gate, change.tool_result
    )


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
