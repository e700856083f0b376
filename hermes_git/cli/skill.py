"""`hermes-git skill list|show|create|edit|delete`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.cli.skilltext import left_out, listing
from hermes_git.config import require_home
from hermes_git.errors import ExitCode, UsageError
from hermes_git.skills import model as skillsmod
from hermes_git.skills.inventory import list_skills
from hermes_git.words import plural

if TYPE_CHECKING:
    from hermes_git.proposals.skill_edit import SkillEdit


@click.group("skill")
def command() -> None:
    """Read the skills (as Hermes sees them), and change them by hand."""


@command.command("list")
@click.option("--category", help="Only skills of this category (the first folder).")
@format_option
@pass_app
def list_(app: AppContext, category: str | None) -> ExitCode:
    """List every skill: name, category, description.

    A skill whose frontmatter hermes-git refuses to load (nested too deep, an alias bomb) is
    left out and reported on stderr with its file, line and fix; the exit code is then 1.
    """
    found = list_skills(require_home(app.root), category)
    errors, note = left_out(found)
    for error in errors:
        click.echo(error, err=True)
    if note:
        app.info(note)
    if not app.json:
        app.emit(None, listing(found))
        return ExitCode.OK if found.ok else ExitCode.GATE
    rows = [
        {
            "name": s.name,
            "dir": s.rel_dir,
            "category": s.list_category,
            "description": s.description,
            "platforms": s.platforms,
        }
        for s in found.skills
    ]
    problems = [p.to_json() for p in found.problems]
    app.emit({"skills": rows, "count": len(rows), "problems": problems}, "")
    return ExitCode.OK if found.ok else ExitCode.GATE


@command.command("show")
@click.argument("name")
@click.argument("file", required=False)
@format_option
@pass_app
def show(app: AppContext, name: str, file: str | None) -> ExitCode:
    """Show a skill's SKILL.md and its supporting files, or one supporting FILE."""
    skill = skillsmod.find_skill(app.root / "skills", name)
    if file is not None:
        return _show_file(app, skill, file)
    content = skill.document.render().decode("utf-8")
    files = skill.supporting_files()
    text = content.rstrip("\n")
    if files:
        text += "\n\n[supporting files: hermes-git skill show " + skill.rel_dir + " FILE]\n"
        text += "\n".join(f"  {f}" for f in files)
    app.emit(
        {
            "name": skill.name,
            "dir": skill.rel_dir,
            "path": str(skill.skill_md),
            "content": content,
            "files": files,
        },
        text,
    )
    return ExitCode.OK


def _show_file(app: AppContext, skill: skillsmod.Skill, rel: str) -> ExitCode:
    path = skill.resolve_file(rel)
    if not path.is_file():
        raise UsageError(
            f"file {rel!r} not found in skill {skill.rel_dir!r}",
            fix=f"run `hermes-git skill show {skill.rel_dir}` to list its files",
        )
    data = path.read_bytes()
    try:
        content = data.decode("utf-8")
        binary = False
    except UnicodeDecodeError:
        content, binary = f"[binary file: {path.name}, {plural(len(data), 'byte')}]", True
    app.emit(
        {"name": skill.name, "file": rel, "content": content, "binary": binary},
        content.rstrip("\n"),
    )
    return ExitCode.OK


FROM = click.option(
    "--from",
    "start",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Open the editor on this file instead (the copy a refused change left).",
)
EDITING = """

    \b
    Your editor (git's: $GIT_EDITOR, core.editor, $VISUAL, $EDITOR, else vi) opens a
    temporary copy; the live file is untouched until you save and close it. What you saved
    is checked like any write (Hermes' rules, validation, secrets, the guard), then made
    live and committed on main, in every skills mode. A refused change keeps the copy and
    says where; fix it and run the command again with --from that copy. Saving the text
    unchanged (or empty) cancels.
    """


@command.command("create", help="Write a new skill NAME in your editor." + EDITING)
@click.argument("name")
@click.option("--category", help="Create it under skills/CATEGORY/.")
@FROM
@format_option
@pass_app
def create(app: AppContext, name: str, category: str | None, start: Path | None) -> ExitCode:
    from hermes_git.proposals import skill_edit  # deferred for start-up: `skill list` needs none

    return _done(app, skill_edit.create(app.root, name, category, start))


@command.command(
    "edit", help="Edit skill NAME's SKILL.md, or its supporting FILE, in your editor." + EDITING
)
@click.argument("name")
@click.argument("file", required=False)
@FROM
@format_option
@pass_app
def edit(app: AppContext, name: str, file: str | None, start: Path | None) -> ExitCode:
    from hermes_git.proposals import skill_edit  # deferred for start-up: `skill list` needs none

    return _done(app, skill_edit.edit(app.root, name, file, start))


@command.command("delete")
@click.argument("name")
@click.confirmation_option(prompt="Delete the skill and every file of its folder?")
@format_option
@pass_app
def delete(app: AppContext, name: str) -> ExitCode:
    """Delete skill NAME: every file of its folder, live and in a commit on main."""
    from hermes_git.proposals import skill_edit  # deferred for start-up: `skill list` needs none

    return _done(app, skill_edit.delete(app.root, name))


def _done(app: AppContext, result: SkillEdit) -> ExitCode:
    if result.status == "unchanged":
        app.emit(result.to_json(), f"{result.name}: {result.message}")
        return ExitCode.OK
    commit = f" (commit {result.commit[:10]} on main)" if result.commit else ""
    app.emit(result.to_json(), f"{result.message}{commit}")
    return ExitCode.OK
