"""`hermes-git status`."""

from __future__ import annotations

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.cli.statustext import render
from hermes_git.errors import ExitCode
from hermes_git.sync import status as statusmod


@click.command("status")
@format_option
@pass_app
def command(app: AppContext) -> ExitCode:
    """Show what changed in the live skills and memory, and the pending reviews."""
    with statusmod.open_store(app.root) as store:
        result = statusmod.status(store)
    app.emit(result.to_json(), render(result))
    return ExitCode.OK
