"""`hermes-git sync [--remote NAME] [--watch [--interval S]]`."""

from __future__ import annotations

from typing import Any

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode, HermesGitError
from hermes_git.sync import run as syncmod
from hermes_git.words import plural


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


def text(result: syncmod.SyncResult) -> str:
    """The sync result for people."""
    head = (result.main or "")[:10]
    lines = [
        f"{result.outcome}: main {head}, pulled {result.pulled}, pushed "
        f"{plural(result.pushed, 'commit')} ({result.remote}); snapshot {result.snapshot}"
    ]
    if result.message:
        lines.append(result.message)
    lines += [f"committed live change: {c['what']}" for c in result.captured]
    lines += [f"warning: {w}" for w in result.warnings]
    for refused in result.refused:
        lines.append(f"not committed (gate): {refused['what']}: {'; '.join(refused['reasons'])}")
        if refused.get("fix") and not refused.get("quarantined"):
            lines.append(f"  kept live as it is; fix: {refused['fix']}")
        if refused.get("quarantined"):
            lines.append(
                f"  dangerous: moved out of Hermes' reach (`hermes-git capture --restore "
                f"{refused['quarantined']}` puts it back)"
            )
    for rel, info in result.memory.items():
        lines += _memory_lines(rel, info, result.fast_forward)
    for conflict in result.conflicts:
        lines.append(f"conflict in {conflict.subject}: kept ours; theirs on {conflict.branch}")
        lines += [f"  {d}" for d in conflict.details]
    lines += [f"blocked: {reason}" for reason in result.blocked]
    lines += [f"replaced: {line}" for line in result.replaced]
    if result.enrol and not any("not enrolled" in w for w in result.warnings):
        lines.append(
            "signing is on and this device is not enrolled: it reads, its main changes wait "
            f"on a review branch.\nits public key: {result.enrol['public_key']}\n"
            f"{result.enrol['run']}"
        )
    return "\n".join(lines)


def _memory_lines(rel: str, info: dict[str, Any], fast_forward: bool) -> list[str]:
    """A memory file's change: plainly, entry by entry, when sync only took the other side's."""
    if fast_forward:
        lines = [
            f"{rel}: {plural(len(info['added_entries']), 'entry', 'entries')} added and "
            f"{len(info['removed_entries'])} removed on another device; {info['entries']} now"
        ]
        lines += [f"  + {_short(e)}" for e in info["added_entries"]]
        lines += [f"  - {_short(e)}" for e in info["removed_entries"]]
    else:
        lines = [
            f"{rel}: {plural(info['entries'], 'entry', 'entries')} (+{info['added_here']} here, "
            f"+{info['added_there']} there, -{info['removed']})"
        ]
    return lines + [f"  {note}" for note in info["notes"]]


def _short(entry: str) -> str:
    one = " ".join(entry.split())
    return one[:77] + "..." if len(one) > 80 else one
