"""A person's own skill change: `hermes-git skill create|edit|delete`.

The text is edited in a temporary copy (never the live file), opened in the person's editor.
What they save goes through the path of a recorded write (`proposals.record`): Hermes' own
`skill_manage` checks, then the gate (validation, secrets, guard), then the live files
(`proposals.live`) and one commit on main, whatever `skills.mode` says (review mode is for the
agent's writes). A refused text is not lost: the copy stays where it was, and the error says
where and why.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git import config as configmod
from hermes_git.errors import GateError, SkillNotFoundError, UsageError
from hermes_git.files import atomic_write_text
from hermes_git.init import open_repo
from hermes_git.proposals.change import Outcome, Request
from hermes_git.proposals.live import _refresh_snapshot
from hermes_git.proposals.record import record
from hermes_git.skills import model as skillsmod
from hermes_git.skills import rules
from hermes_git.skills.manage import ActionError
from hermes_git.store.editor import editor_command, run_editor

TEMPLATE = """---
name: {name}
description: One line saying what this skill does and when to use it.
---
# {title}

1. The first step.
2. The next one.
"""


@dataclass
class SkillEdit:
    """What became of a person's change: `recorded` (committed on main and live) or
    `unchanged` (the text was saved as it was: nothing to do)."""

    action: str  # create, edit, write_file, delete
    name: str
    status: str
    commit: str | None = None
    message: str = ""
    verdict: str = "safe"
    paths: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return self.__dict__.copy()


def create(
    root: Path, name: str, category: str | None = None, start: Path | None = None
) -> SkillEdit:
    """Write a new skill in the editor (from a template, or the file `start`) and record it.

    Raises:
        UsageError: a bad name or category, the skill exists, no editor, no repository.
        GateError: Hermes or the gate refused the text (the copy is kept; the error says where).
    """
    open_repo(root).close()  # a repository first: nothing to edit for a folder that is not
    for error in (rules.check_name(name), rules.check_category(category)):
        if error:
            raise UsageError(error, fix="use lowercase letters, digits, '.', '_' and '-'")
    if _find(root, name) is not None:
        raise UsageError(
            f"a skill named {name!r} already exists", fix=f"`hermes-git skill edit {name}`"
        )
    old = TEMPLATE.format(name=name, title=name.replace("-", " ").capitalize())
    text, draft = _round_trip(root, name, rules.SKILL_FILE, _start(start, old))
    if text is None or (start is None and text == old):
        return _unchanged("create", name, draft)
    args = {"action": "create", "name": name, "content": text}
    return _submit(root, {**args, "category": category} if category else args, draft)


def edit(root: Path, name: str, file: str | None = None, start: Path | None = None) -> SkillEdit:
    """Edit a skill's SKILL.md, or one supporting FILE (new or not), and record it.

    Raises:
        UsageError: no such skill, a bad file path, no editor, no repository.
        GateError: Hermes or the gate refused the text (the copy is kept; the error says where).
    """
    open_repo(root).close()
    skill = _existing(root, name)
    if file and (error := rules.check_file_path(file)):  # before the editor opens, not after
        raise UsageError(
            error, fix="name a file under references/, templates/, scripts/ or assets/"
        )
    target = skill.resolve_file(file) if file else skill.skill_md
    old = target.read_text("utf-8") if target.is_file() else ""
    shown = Path(file).name if file else rules.SKILL_FILE
    text, draft = _round_trip(root, skill.dir_name, shown, _start(start, old))
    if text is None or text == old:
        return _unchanged("write_file" if file else "edit", skill.dir_name, draft)
    if file:
        args = {"action": "write_file", "file_path": file, "file_content": text}
    else:
        args = {"action": "edit", "content": text}
    return _submit(root, {**args, "name": skill.dir_name}, draft)


def delete(root: Path, name: str) -> SkillEdit:
    """Delete a skill (every file of its folder), gated and recorded like an edit.

    Raises:
        UsageError: no such skill (or Hermes refuses: a pinned skill), no repository.
    """
    open_repo(root).close()
    skill = _existing(root, name)
    return _submit(root, {"action": "delete", "name": skill.dir_name}, None)


def _find(root: Path, name: str) -> skillsmod.Skill | None:
    try:
        return skillsmod.find_skill(root / "skills", name)
    except SkillNotFoundError:
        return None


def _existing(root: Path, name: str) -> skillsmod.Skill:
    skill = _find(root, name)
    if skill is None:
        raise SkillNotFoundError(
            f"skill {name!r} not found", fix="`hermes-git skill list` shows the skills"
        )
    return skill


def _start(start: Path | None, text: str) -> str:
    """The text the editor opens with: the file `start` (a copy kept by a refusal), or `text`."""
    if start is None:
        return text
    try:
        return start.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {start}: {exc}", path=start) from exc


def _round_trip(root: Path, name: str, filename: str, text: str) -> tuple[str | None, Path]:
    """The text as the person saved it in a temporary copy named `filename` (None: emptied,
    which cancels), and the copy."""
    editor_command(root)  # no editor: refused before a copy is made
    folder = Path(tempfile.mkdtemp(prefix=f"hermes-git-{name}-"))
    draft = folder / filename
    atomic_write_text(draft, text, mode=0o600)
    run_editor(draft, root)
    saved = draft.read_text("utf-8")
    return (saved if saved.strip() else None), draft


def _unchanged(action: str, name: str, draft: Path) -> SkillEdit:
    shutil.rmtree(draft.parent, ignore_errors=True)
    return SkillEdit(action, name, "unchanged", message="nothing changed; nothing was saved")


def _submit(root: Path, args: dict[str, Any], draft: Path | None) -> SkillEdit:
    """Record the change through Hermes' checks and the gate; keep `draft` when refused."""
    request = Request("skill_manage", args, origin="cli")
    try:
        outcome = record(root, request, configmod.load(root))
    except ActionError as exc:
        raise _refused(args, [exc.message], draft) from exc
    if outcome.status == "blocked":
        raise _refused(args, outcome.gate.reasons() if outcome.gate else [], draft)
    if draft is not None:
        shutil.rmtree(draft.parent, ignore_errors=True)
    _refresh_snapshot(root, changed=True)
    return _recorded(args, outcome)


def _recorded(args: dict[str, Any], outcome: Outcome) -> SkillEdit:
    result = outcome.tool_result
    path = result.get("path") or result.get("skill_md")
    return SkillEdit(
        args["action"],
        args["name"],
        "recorded",
        outcome.commit,
        str(result.get("message") or outcome.message),
        outcome.verdict,
        [str(path)] if path else [],
    )


def _refused(args: dict[str, Any], reasons: list[str], draft: Path | None) -> GateError:
    why = "\n  ".join(reasons) or "the gate refused it"
    if draft is None:
        return GateError(f"not saved: {why}", fix="nothing was changed")
    again = "create" if args["action"] == "create" else "edit"
    file = f" {args['file_path']}" if args.get("file_path") else ""
    return GateError(
        f"not saved: {why}\n  your text is kept at {draft}",
        fix=f"fix it, then `hermes-git skill {again} {args['name']}{file} --from {draft}`",
    )
