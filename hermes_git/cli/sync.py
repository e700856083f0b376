"""`hermes-git sync [--remote NAME] [--watch [--interval S]]`."""

from __future__ import annotations

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.cli.synctext import text
from hermes_git.errors import ExitCode, HermesGitError
from hermes_git.sync import run as syncmod


@click.command("sync")
@click.option(
    "--remote", default=None, help="The remote to sync with (default: sync.remote, else origin)."
)
@click.option("--watch", is_flag=True, help="Keep syncing until Ctrl-C, backing off on errors.")
@click.option(
    "--interval",
    type=click.FloatRange(min=1),
    default=None,
    help="Seconds between syncs with --watch (default: sync.interval, else 300).",
)
@click.option(
    "--timeout",
    type=click.FloatRange(min=1),
    default=60.0,
    show_default=True,
    help="Seconds a fetch or push may take before the remote counts as unreachable.",
)
@format_option
@pass_app
def command(
    app: AppContext, remote: str | None, watch: bool, interval: float | None, timeout: float
) -> ExitCode:
    """Commit live changes, merge the remote's main (memory by entry, conflicts to review),
    update the live files, push. With --watch: until Ctrl-C or SIGTERM (exit 0 then).

    \b
    Exit codes: 0 synced, 1 conflicts went to review branches (or the gate
    blocked the merge), 3 could not run, 5 remote unreachable (local work
    kept), 6 the remote refused the push (a hook, a protected branch; lost
    races with other devices are retried), 7 a commit on the remote's main is
    not signed by an enrolled key (signing on: nothing of it was taken).
    """
    if watch:
        # deferred for start-up: loaded when the command runs
        from hermes_git.sync import watch as watchmod

        every = interval or app.config().sync_interval
        try:
            with watchmod.stop_on_sigterm():
                watchmod.watch(app.root, remote, every, lambda r: _show(app, r))
        except watchmod.Stopped:
            app.info(f"{watchmod.stamp()} stopped (SIGTERM)")
        return ExitCode.OK
    result = syncmod.sync(app.root, remote, timeout=timeout)
    app.emit(result.to_json(), text(result))
    return result.exit_code


def _show(app: AppContext, outcome: syncmod.SyncResult | HermesGitError) -> None:
    """One watch report: each text line starts with the UTC time, the JSON carries it."""
    # deferred for start-up: loaded when the command runs
    from hermes_git.sync.watch import stamp

    now = stamp()
    if isinstance(outcome, HermesGitError):
        data, shown = outcome.to_json(), f"error: {outcome.render()}"
    else:
        data, shown = outcome.to_json(), text(outcome)
    data["time"] = now
    app.emit(data, "\n".join(f"{now} {line}" for line in shown.splitlines()))
