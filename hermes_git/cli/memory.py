"""`hermes-git memory list|add|replace|remove`."""

from __future__ import annotations

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.config import require_home
from hermes_git.errors import ExitCode
from hermes_git.memory import store as memorymod
from hermes_git.proposals.memory_edit import MemoryChange, apply_change, list_memory

TARGET = click.option(
    "--target",
    type=click.Choice(sorted(memorymod.TARGETS)),
    default="memory",
    show_default=True,
    help="memory: MEMORY.md (agent notes); user: USER.md.",
)
NO_COMMIT = click.option(
    "--no-commit", is_flag=True, help="Write the live file only; leave committing to a later sync."
)


@click.group("memory")
def command() -> None:
    """Read and edit memory entries with Hermes' own semantics."""


@command.command("list")
@click.option(
    "--target", type=click.Choice(sorted(memorymod.TARGETS)), help="One file only (default: both)."
)
@format_option
@pass_app
def list_(app: AppContext, target: str | None) -> ExitCode:
    """List memory entries with their usage of the character limit."""
    listing = list_memory(require_home(app.root), app.config(), target)
    lines = []
    for item in listing:
        lines.append(f"{item['file']} [{item['usage']}]")
        entries: list[str] = item["entries"]  # type: ignore[assignment]
        lines.extend(f"  {i}. {e}" for i, e in enumerate(entries, 1))
    app.emit({"memory": listing}, "\n".join(lines))
    return ExitCode.OK


@command.command("add")
@click.argument("content")
@TARGET
@NO_COMMIT
@format_option
@pass_app
def add(app: AppContext, content: str, target: str, no_commit: bool) -> ExitCode:
    """Add an entry (an exact duplicate is a no-op)."""
    return _run(app, MemoryChange("add", target, content=content), no_commit)


@command.command("replace")
@click.argument("old_text")
@click.argument("content")
@TARGET
@NO_COMMIT
@format_option
@pass_app
def replace(app: AppContext, old_text: str, content: str, target: str, no_commit: bool) -> ExitCode:
    """Replace the one entry containing OLD_TEXT with CONTENT."""
    return _run(app, MemoryChange("replace", target, content=content, old_text=old_text), no_commit)


@command.command("remove")
@click.argument("old_text")
@TARGET
@NO_COMMIT
@format_option
@pass_app
def remove(app: AppContext, old_text: str, target: str, no_commit: bool) -> ExitCode:
    """Remove the one entry containing OLD_TEXT."""
    return _run(app, MemoryChange("remove", target, old_text=old_text), no_commit)


def _run(app: AppContext, change: MemoryChange, no_commit: bool) -> ExitCode:
    outcome = apply_change(app.root, change, commit=not no_commit)
    commit = f" (commit {outcome.commit[:10]})" if outcome.commit else ""
    app.emit(outcome.to_json(), f"{outcome.result.message} {outcome.result.usage}{commit}")
    return ExitCode.OK
