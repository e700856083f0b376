"""A request applied to a tree: the change it makes (as Hermes would), gated, and committed on
a review branch by compare-and-swap; refused writes logged for reviewers."""

from __future__ import annotations

import json
import time
from typing import Any

from hermes_git import config as configmod
from hermes_git import gates
from hermes_git.files import atomic_write
from hermes_git.memory.store import (
    TARGETS,
    dedupe,
    is_canonical,
    memory_edit,
    parse_entries,
    render_entries,
)
from hermes_git.proposals.change import (
    BLOCKED_LOG,
    MAIN_REF,
    SKILLS,
    Change,
    Outcome,
    Request,
    commit_message,
    review_branch,
    trailers_for,
)
from hermes_git.skills import listings
from hermes_git.skills.manage import ActionError, Edit, skill_manage
from hermes_git.skills.tree import SkillIndex
from hermes_git.store.gitstore import GitStore


class GitTree:
    """The `skills.tree.Tree` view of a commit: files are read from git, never from the disk.

    The listing of `skills/` and Hermes' skill lookup over it come from `listings`, which makes
    them from the previous commit's: the cost does not grow with the number of skills.
    """

    def __init__(self, store: GitStore, rev: str) -> None:
        self.store, self.rev = store, rev
        self.root = store.root  # whose secret baseline the gate applies
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
        gates.gate_skill(present, edit.skill_dir, "agent-created", cfg.profile, root=tree.root)
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
    gate = gates.gate_memory(text, rel, limit, root=tree.root)
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
