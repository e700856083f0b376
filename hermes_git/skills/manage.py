"""Hermes 0.19's `skill_manage` as pure edits on a file tree: same checks, errors and results."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from hermes_git.errors import UsageError
from hermes_git.skills import rules
from hermes_git.skills.fuzzy import format_no_match_hint, fuzzy_find_and_replace
from hermes_git.skills.tree import DictTree, DiskTree, Tree, TreeView

__all__ = ["ActionError", "DictTree", "DiskTree", "Edit", "Tree", "skill_manage"]
ACTIONS = ("create", "edit", "patch", "delete", "write_file", "remove_file")


class ActionError(UsageError):
    """Hermes would refuse the call; `result` is the JSON object it would return."""

    def __init__(self, result: dict[str, Any]) -> None:
        super().__init__(str(result.get("error", "skill_manage failed")))
        self.result = result


@dataclass
class Edit:
    """What a successful call changes: files written and deleted, and Hermes' answer."""

    writes: dict[str, bytes]
    deletes: list[str]
    skill_dir: str
    action: str
    name: str
    result: dict[str, Any] = field(default_factory=dict)


def skill_manage(
    tree: Tree,
    args: dict[str, Any],
    *,
    skills_root: str = "skills",
    home: str | None = None,
    profile: str = "default",
) -> Edit:
    """Apply one `skill_manage` tool call to `tree`, as Hermes 0.19 would apply it to disk.

    The answer is what `tools.skill_manager_tool.skill_manage(**args)` returns, but the change
    comes back as an `Edit` instead of being written. `skills_root` is the skills folder inside
    the tree. Paths in results are absolute under `home` (the folder the tree stands for, like
    HERMES_HOME) when given, else tree paths. `profile` is the active profile named in "not
    found" errors. Where Hermes would crash with an exception, the error reads like the tool
    registry's `[TOOL_ERROR] Tool execution failed: <type>: <message>`.

    Left out, because hermes-git does it itself or it only touches Hermes' runtime state: the
    write-approval gate, the background-review and curator guards, the optional guard scan,
    `.usage.json` bumps and clearing the prompt snapshot. Only the tree's skills folder is
    searched (no `skills.external_dirs`, no hint about other profiles); pins are read from
    `<skills_root>/.usage.json` in the tree.

    Raises:
        ActionError: Hermes would refuse the call; `.result` is its failure object.
    """
    root = skills_root.strip("/")
    if not root:
        raise UsageError("skills_root must name a folder inside the tree, e.g. 'skills'")
    view = TreeView(tree, root, home)
    action = args.get("action", "")
    try:
        handler = _HANDLERS.get(action)  # an unhashable action fails here, as in Hermes
        if handler is None:
            raise _refuse(f"Unknown action '{action}'. Use: {', '.join(ACTIONS)}")
        return handler(view, args.get("name", ""), args, profile)
    except (TypeError, AttributeError, ValueError, OSError, RecursionError) as exc:
        raise ActionError(_crash(exc)) from exc


def _create(view: TreeView, name: Any, args: dict[str, Any], profile: str) -> Edit:
    content = args.get("content")
    if not content:
        raise _refuse(
            "content is required for 'create'. Provide the full SKILL.md text (frontmatter + body)."
        )
    category = args.get("category")
    _check(
        lambda: rules.check_name(name),
        lambda: rules.check_category(category),
        lambda: rules.check_frontmatter(content),
        lambda: rules.check_size(content),
    )
    existing = view.find(name)
    if existing is not None:
        raise _refuse(f"A skill named '{name}' already exists at {view.display(existing)}.")
    rel = f"{category}/{name}" if category else str(name)
    skill_dir = f"{view.root}/{rel}"
    skill_md = f"{skill_dir}/{rules.SKILL_FILE}"
    view.check_writable(skill_md)
    result: dict[str, Any] = {
        "success": True,
        "message": f"Skill '{name}' created.",
        "path": rel,
        "skill_md": view.display(skill_md),
        "_change": {"description": rules.description_preview(content)},
    }
    if category:
        result["category"] = category
    result["hint"] = rules.create_hint(name)
    return Edit({skill_md: _encode(content)}, [], skill_dir, "create", name, result)


def _edit(view: TreeView, name: Any, args: dict[str, Any], profile: str) -> Edit:
    content = args.get("content")
    if not content:
        raise _refuse("content is required for 'edit'. Provide the full updated SKILL.md text.")
    _check(lambda: rules.check_frontmatter(content), lambda: rules.check_size(content))
    skill_dir = _existing(view, name, profile)
    skill_md = f"{skill_dir}/{rules.SKILL_FILE}"
    view.read_text(skill_md)  # Hermes keeps the old text for its rollback, so it must decode
    result = {
        "success": True,
        "message": f"Skill '{name}' updated (full rewrite).",
        "path": view.display(skill_dir),
        "_change": {"description": rules.description_preview(content)},
    }
    return Edit({skill_md: _encode(content)}, [], skill_dir, "edit", name, result)


def _patch(view: TreeView, name: Any, args: dict[str, Any], profile: str) -> Edit:
    old, new = args.get("old_string"), args.get("new_string")
    if not old:
        raise _refuse("old_string is required for 'patch'. Provide the text to find.")
    if new is None:
        raise _refuse(
            "new_string is required for 'patch'. Use empty string to delete matched text."
        )
    file_path = args.get("file_path")
    skill_dir = _existing(view, name, profile)
    target = _target(view, skill_dir, file_path) if file_path else f"{skill_dir}/{rules.SKILL_FILE}"
    if view.kind(target) is None:
        raise _refuse(f"File not found: {target[len(skill_dir) + 1 :]}")
    content = view.read_text(target)
    patched, count, _, error = fuzzy_find_and_replace(
        content, old, new, bool(args.get("replace_all", False))
    )
    if error:
        raise ActionError(
            {
                "success": False,
                "error": error + format_no_match_hint(error, count, old, content),
                "file_preview": rules.preview(content, 500, "..."),
            }
        )
    label = file_path or rules.SKILL_FILE
    _check(lambda: rules.check_size(patched, label=label))
    if not file_path and (broken := rules.check_frontmatter(patched)):
        raise _refuse(f"Patch would break SKILL.md structure: {broken}")
    result = {
        "success": True,
        "message": f"Patched {label} in skill '{name}' "
        f"({count} replacement{'s' if count > 1 else ''}).",
        "_change": {"old": rules.preview(old, 200, "…"), "new": rules.preview(new, 200, "…")},
    }
    return Edit({target: _encode(patched)}, [], skill_dir, "patch", name, result)


def _delete(view: TreeView, name: Any, args: dict[str, Any], profile: str) -> Edit:
    """Every file of the skill folder goes (nested skills too). Hermes then removes the
    category folder if it became empty; a tree has no empty folders, so nothing else changes.
    """
    skill_dir = _existing(view, name, profile)
    if _pinned(view, name):
        raise _refuse(rules.pinned_error(name))
    absorbed = args.get("absorbed_into")
    umbrella = absorbed.strip() if isinstance(absorbed, str) else ""
    if umbrella and umbrella == name:
        raise _refuse(f"absorbed_into='{umbrella}' cannot equal the skill being deleted.")
    if umbrella and view.find(umbrella) is None:
        raise _refuse(
            f"absorbed_into='{umbrella}' does not exist. Create or patch the "
            "umbrella skill first, then retry the delete."
        )
    if skill_dir == view.root:
        raise _refuse(
            f"Refusing to delete '{view.display(skill_dir)}': resolves to the skills "
            "root itself, which would remove every installed skill."
        )
    message = f"Skill '{name}' deleted."
    if umbrella:
        message += f" Content absorbed into '{umbrella}'."
    return Edit(
        {},
        view.files_under(skill_dir),
        skill_dir,
        "delete",
        name,
        {"success": True, "message": message},
    )


def _write_file(view: TreeView, name: Any, args: dict[str, Any], profile: str) -> Edit:
    file_path, data = args.get("file_path"), args.get("file_content")
    if not file_path:
        raise _refuse("file_path is required for 'write_file'. Example: 'references/api-guide.md'")
    if data is None:
        raise _refuse("file_content is required for 'write_file'.")
    _check(lambda: rules.check_file_path(file_path))
    if not data and data != "":
        raise _refuse("file_content is required.")
    _check(lambda: rules.check_file_bytes(data), lambda: rules.check_size(data, label=file_path))
    skill_dir = _existing(view, name, profile, suffix=" Create it first with action='create'.")
    target = _target(view, skill_dir, file_path)
    view.check_writable(target)
    if view.kind(target) is not None:
        view.read_text(target)  # Hermes reads the old text for its rollback
    result = {
        "success": True,
        "message": f"File '{file_path}' written to skill '{name}'.",
        "path": view.display(target),
    }
    return Edit({target: _encode(data)}, [], skill_dir, "write_file", name, result)


def _remove_file(view: TreeView, name: Any, args: dict[str, Any], profile: str) -> Edit:
    """`available_files` is sorted (Hermes lists it in set and directory order)."""
    file_path = args.get("file_path")
    if not file_path:
        raise _refuse("file_path is required for 'remove_file'.")
    _check(lambda: rules.check_file_path(file_path))
    skill_dir = _existing(view, name, profile)
    target = _target(view, skill_dir, file_path)
    kind = view.kind(target)
    if kind is None:
        available = sorted(
            path[len(skill_dir) + 1 :]
            for sub in rules.ALLOWED_SUBDIRS
            for path in view.files_under(f"{skill_dir}/{sub}")
        )
        raise ActionError(
            {
                "success": False,
                "error": f"File '{file_path}' not found in skill '{name}'.",
                "available_files": available or None,
            }
        )
    if kind == "dir":
        raise ActionError(_crash(IsADirectoryError(21, "Is a directory", view.display(target))))
    result = {"success": True, "message": f"File '{file_path}' removed from skill '{name}'."}
    return Edit({}, [target], skill_dir, "remove_file", name, result)


_Handler = Callable[[TreeView, Any, dict[str, Any], str], Edit]
_HANDLERS: dict[str, _Handler] = {
    "create": _create,
    "edit": _edit,
    "patch": _patch,
    "delete": _delete,
    "write_file": _write_file,
    "remove_file": _remove_file,
}


def _existing(view: TreeView, name: Any, profile: str, suffix: str = "") -> str:
    skill_dir = view.find(name)
    if skill_dir is None:
        raise _refuse(rules.not_found(name, profile, suffix))
    return skill_dir


def _target(view: TreeView, skill_dir: str, file_path: Any) -> str:
    """The tree path of a supporting file, refused as Hermes refuses an escaping one."""
    _check(
        lambda: rules.check_file_path(file_path),
        lambda: rules.escape_error(file_path, view.display(skill_dir)),
    )
    return "/".join((skill_dir, *PurePosixPath(file_path).parts))


def _pinned(view: TreeView, name: Any) -> bool:
    """Whether `.usage.json` in the skills folder pins `name` (unreadable: not pinned)."""
    try:
        data = json.loads(view.read_text(f"{view.root}/.usage.json"))
        record = data.get(name) if isinstance(data, dict) else None
        return isinstance(record, dict) and bool(record.get("pinned"))
    except Exception:  # Hermes' pin guard fails open on any error
        return False


def _check(*checks: Callable[[], str | None]) -> None:
    """Run the checks in Hermes' order; refuse with the first error."""
    for check in checks:
        if error := check():
            raise _refuse(error)


def _refuse(error: str) -> ActionError:
    return ActionError({"success": False, "error": error})


def _crash(exc: BaseException) -> dict[str, Any]:
    return {
        "success": False,
        "error": f"[TOOL_ERROR] Tool execution failed: {type(exc).__name__}: {exc}",
    }


def _encode(text: str) -> bytes:
    """Bytes Hermes writes for `text` (UTF-8, newlines as given).

    Raises:
        UnicodeEncodeError: a lone surrogate (Hermes fails the same way, after its mkdir).
    """
    return text.encode("utf-8")
