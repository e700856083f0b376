"""`hermes-git capture` and `hermes-git import-pending`."""

from __future__ import annotations

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode


@click.command("capture")
@format_option
@pass_app
def capture_command(app: AppContext) -> ExitCode:
    """Commit live changes made outside Hermes' tools, one commit per skill or memory file."""
    # deferred for start-up: loaded when the command runs
    from hermes_git.proposals.capture import capture

    result = capture(app.root)
    lines = [f"committed {c['what']} ({c['commit'][:10]})" for c in result.commits]
    for refused in result.refused:
        lines.append(f"NOT committed {refused['what']}:")
        lines.extend(f"  {reason}" for reason in refused["reasons"])
    app.emit(result.to_json(), "\n".join(lines) or "nothing to capture")
    return ExitCode.GATE if result.refused else ExitCode.OK


@click.command("import-pending")
@format_option
@pass_app
def import_pending_command(app: AppContext) -> ExitCode:
    """Turn Hermes' staged writes (pending/) into review proposals."""
    # deferred for start-up: loaded when the command runs
    from hermes_git.proposals.pending import import_pending

    result = import_pending(app.root)
    lines = [f"{i['record']}: {i['status']} {i.get('branch') or ''}" for i in result.imported]
    lines += [f"{f['record']}: put back ({f['error']})" for f in result.failed]
    app.emit(result.to_json(), "\n".join(lines) or "no pending writes")
    return ExitCode.GATE if result.failed else ExitCode.OK
