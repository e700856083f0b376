"""`hermes-git merge-driver memory %O %A %B %L %P` (run by git, registered by `hermes-git init`)."""

from __future__ import annotations

from pathlib import Path

import click

from hermes_git.cli._app import AppContext, pass_app
from hermes_git.errors import ExitCode
from hermes_git.memory import merge

FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


@click.command("merge-driver")
@click.argument("kind", type=click.Choice(["memory"]))
@click.argument("base", type=FILE)
@click.argument("ours", type=FILE)
@click.argument("theirs", type=FILE)
@click.argument("marker_size", required=False)
@click.argument("path", required=False)
@pass_app
def command(
    app: AppContext,
    kind: str,
    base: Path,
    ours: Path,
    theirs: Path,
    marker_size: str | None,
    path: str | None,
) -> ExitCode:
    """Merge BASE, OURS and THEIRS entry by entry into OURS (git's %O %A %B; %L is ignored).

    Never writes conflict markers: every entry either side added is kept, deletions are
    honoured, and edit conflicts or an overflow of the character limit are reported on stderr.
    """
    _ = kind, marker_size
    root = app.repo_path.expanduser().absolute() if app.repo_path else Path.cwd()
    report = merge.run_memory_driver(root, base, ours, theirs, path)
    for line in report.messages():
        app.info(f"hermes-git merge {path or ours.name}: {line}")
    app.emit(report.to_json(), "")
    return ExitCode.OK
