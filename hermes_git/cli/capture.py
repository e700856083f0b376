"""`hermes-git capture` and `hermes-git import-pending`."""

from __future__ import annotations

from typing import Any

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.words import plural


@click.command("capture")
@click.option("--quarantined", is_flag=True, help="List the live changes held in quarantine.")
@click.option("--restore", metavar="ID", help="Put a quarantined live change back where it was.")
@format_option
@pass_app
def capture_command(app: AppContext, quarantined: bool, restore: str | None) -> ExitCode:
    """Commit live changes made outside Hermes' tools (an editor, a terminal) to main through
    the gates, one commit per skill or memory file; a refused one stays live and uncommitted,
    a dangerous one is quarantined. `hermes-git status` shows the plan first."""
    if quarantined or restore:
        return _quarantine(app, restore)
    # deferred for start-up: loaded when the command runs
    from hermes_git.proposals.capture import capture

    result = capture(app.root)
    app.emit(result.to_json(), "\n".join(capture_lines(result)) or "nothing to capture")
    return ExitCode.GATE if result.refused else ExitCode.OK


def capture_lines(result: Any) -> list[str]:
    """What a capture did, for people (also printed by `sync`)."""
    lines = [f"warning: {w}" for w in result.warnings]
    lines += [f"committed {c['what']} ({c['commit'][:10]})" for c in result.commits]
    for refused in result.refused:
        lines.append(f"NOT committed {refused['what']}:")
        lines.extend(f"  {reason}" for reason in refused["reasons"])
        if refused.get("fix") and not refused.get("quarantined"):
            lines.append(f"  kept live as it is; fix: {refused['fix']}")
        if refused.get("quarantined"):
            lines.append(
                f"  dangerous: moved out of Hermes' reach (quarantine {refused['quarantined']}; "
                f"`hermes-git capture --restore {refused['quarantined']}` puts it back)"
            )
    return lines


def _quarantine(app: AppContext, ident: str | None) -> ExitCode:
    # deferred for start-up: loaded when the command runs
    from hermes_git.proposals import quarantine_live

    if ident:
        meta = quarantine_live.put_back_live(app.root, ident)
        app.emit(meta, f"restored {meta['what']} live: {', '.join(meta['paths'])}")
        return ExitCode.OK
    held = quarantine_live.held(app.root)
    lines = [f"{m['id']}  {m['what']}  ({plural(len(m['reasons']), 'reason')})" for m in held]
    app.emit({"quarantined": held}, "\n".join(lines) or "nothing in quarantine")
    return ExitCode.OK


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
