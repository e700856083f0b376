"""`hermes-git guard allow RULE PATH --reason TEXT`: a reviewed allow-file entry."""

from __future__ import annotations

from pathlib import Path

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode


@click.group("guard")
def command() -> None:
    """Reviewed suppressions of guard findings."""


@command.command("allow")
@click.argument("rule")
@click.argument("path", type=click.Path(path_type=Path))
@click.option("--reason", required=True, help="Why the finding is fine (kept in the file).")
@click.option("--reviewer", default=None, help="Who reviewed it (default: you).")
@click.option("--line", type=int, default=None, help="Only the finding on this line.")
@format_option
@pass_app
def allow_command(
    app: AppContext, rule: str, path: Path, reason: str, reviewer: str | None, line: int | None
) -> ExitCode:
    """Allow RULE in the file PATH as it is now (an edit to the file ends the allowance)."""
    # deferred for start-up: loaded when the command runs
    from hermes_git.config import find_catalog
    from hermes_git.guard import allow

    entry = allow(find_catalog(app.repo_path), rule, path, reason, reviewer, line)
    app.emit(
        entry, f"allowed {entry['rule']} in {entry['path']} (sha256 {str(entry['sha256'])[:12]})"
    )
    return ExitCode.OK
