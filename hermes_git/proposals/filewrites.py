"""Hermes' generic file tools (`write_file`, `patch`) aimed at skills or memory, as the
`skill_manage` or `memory` call that makes the same change.

The plugin routes such a call through the same proposal, gate and answer as the dedicated
tools, so review mode covers every writer the agent has. A write that cannot be expressed that
way (a file outside any skill, a V4A multi-file patch, a memory file Hermes does not read) is
refused with a reason the agent may see: refused, never let through.
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath
from typing import Any

from hermes_git.errors import UsageError
from hermes_git.memory.entries import DELIMITER, TARGETS
from hermes_git.proposals.change import Request

FILE_TOOLS = ("write_file", "patch")
_TARGET_OF = {name: target for target, name in TARGETS.items()}


def managed_rel(home: Path, args: dict[str, Any], cwd: Path | None = None) -> str | None:
    """The path under `home` a file tool call writes, when it is under `skills/` or
    `memories/` (None: not ours). A V4A patch names its files in the patch text."""
    raw = args.get("path")
    if args.get("mode") == "patch" and not raw:
        return _v4a_rel(home, str(args.get("patch") or ""), cwd)
    if not isinstance(raw, str) or not raw:
        return None
    return _rel(home, raw, cwd)


def _rel(home: Path, raw: str, cwd: Path | None) -> str | None:
    path = Path(os.path.expanduser(raw))
    if not path.is_absolute():
        path = (cwd or Path.cwd()) / path
    resolved = Path(os.path.realpath(path))
    try:
        rel = resolved.relative_to(Path(os.path.realpath(home))).as_posix()
    except ValueError:
        return None
    return rel if rel.split("/", 1)[0] in ("skills", "memories") else None


def _v4a_rel(home: Path, patch: str, cwd: Path | None) -> str | None:
    for line in patch.splitlines():
        for marker in ("*** Update File:", "*** Add File:", "*** Delete File:", "*** Move to:"):
            if line.startswith(marker):
                rel = _rel(home, line[len(marker) :].strip(), cwd)
                if rel is not None:
                    return rel
    return None


def to_request(
    home: Path, tool: str, args: dict[str, Any], rel: str, origin: str, session: str
) -> Request:
    """The `skill_manage` or `memory` request making the change `tool(args)` makes at `rel`.

    Raises:
        UsageError: the write cannot be proposed (the message says why, for the agent).
    """
    if tool == "patch" and args.get("mode", "replace") != "replace":
        raise UsageError(
            f"{rel} is kept by hermes-git: multi-file patches into skills/ or memories/ "
            "cannot be reviewed; use skill_manage (or write_file / a single-file patch)"
        )
    if rel.startswith("memories/"):
        return Request("memory", _memory_args(home, tool, args, rel), origin, session)
    return Request("skill_manage", _skill_args(home, tool, args, rel), origin, session)


def _skill_args(home: Path, tool: str, args: dict[str, Any], rel: str) -> dict[str, Any]:
    parts = PurePosixPath(rel).parts
    folder = _skill_folder(home, parts)
    if folder is None:
        if tool == "write_file" and parts[-1] == "SKILL.md" and len(parts) in (3, 4):
            created: dict[str, Any] = {
                "action": "create",
                "name": parts[-2],
                "content": str(args.get("content", "")),
            }
            if len(parts) == 4:
                created["category"] = parts[1]
            return created
        raise UsageError(
            f"{rel} is not inside a skill; hermes-git keeps skills/ under review: create the "
            "skill first (skill_manage create, or write its SKILL.md)"
        )
    name = PurePosixPath(folder).name
    inner = "/".join(parts[len(PurePosixPath(folder).parts) :])
    if tool == "write_file":
        if inner == "SKILL.md":
            return {"action": "edit", "name": name, "content": str(args.get("content", ""))}
        return {
            "action": "write_file",
            "name": name,
            "file_path": inner,
            "file_content": str(args.get("content", "")),
        }
    patched: dict[str, Any] = {
        "action": "patch",
        "name": name,
        "old_string": args.get("old_string"),
        "new_string": args.get("new_string"),
        "replace_all": bool(args.get("replace_all", False)),
    }
    if inner != "SKILL.md":
        patched["file_path"] = inner
    return patched


def _skill_folder(home: Path, parts: tuple[str, ...]) -> str | None:
    """The nearest folder above the path holding a live SKILL.md (`skills/...`)."""
    for end in range(len(parts) - 1, 1, -1):
        folder = "/".join(parts[:end])
        if (home / folder / "SKILL.md").is_file():
            return folder
    return None


def _memory_args(home: Path, tool: str, args: dict[str, Any], rel: str) -> dict[str, Any]:
    name = PurePosixPath(rel).name
    if len(PurePosixPath(rel).parts) != 2 or name not in _TARGET_OF:
        raise UsageError(
            f"{rel} is not a memory file Hermes reads; use the memory tool for MEMORY.md or USER.md"
        )
    path = home / rel
    old = path.read_text("utf-8") if path.is_file() else ""
    new = str(args.get("content", "")) if tool == "write_file" else _replaced(old, args, rel)
    return {"action": "batch", "target": _TARGET_OF[name], "operations": _entry_ops(old, new)}


def _replaced(old: str, args: dict[str, Any], rel: str) -> str:
    needle, repl = args.get("old_string"), args.get("new_string")
    if not isinstance(needle, str) or not needle or not isinstance(repl, str):
        raise UsageError("patch needs old_string and new_string")
    count = old.count(needle)
    if count == 0:
        raise UsageError(f"old_string was not found in {rel}")
    if count > 1 and not args.get("replace_all"):
        raise UsageError(
            f"old_string appears {count} times in {rel}; set replace_all or add context"
        )
    return old.replace(needle, repl)


def _entry_ops(old: str, new: str) -> list[dict[str, str]]:
    """The memory operations turning the entries of `old` into those of `new`."""
    before = [e.strip() for e in old.split(DELIMITER) if e.strip()]
    after = [e.strip() for e in new.split(DELIMITER) if e.strip()]
    ops = [{"action": "remove", "old_text": e} for e in before if e not in after]
    ops += [{"action": "add", "content": e} for e in after if e not in before]
    if not ops:
        raise UsageError("the write changes no memory entry")
    return ops
