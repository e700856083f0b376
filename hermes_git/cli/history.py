"""`hermes-git log [SKILL]`, `hermes-git diff [REV]`, `hermes-git revert SKILL`."""

from __future__ import annotations

import datetime

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode, SkillNotFoundError
from hermes_git.proposals import change, history


@click.command("log")
@click.argument("skill", required=False)
@click.option("-n", "--limit", default=50, show_default=True, help="At most this many commits.")
@format_option
@pass_app
def log_command(app: AppContext, skill: str | None, limit: int) -> ExitCode:
    """Commits on main (of SKILL only), with action, origin and guard verdict."""
    with app.store() as store:
        entries = change.log(store, skill, limit=limit)
    if skill is not None and not entries:
        raise SkillNotFoundError(
            f"no history for skill {skill!r}", fix="check the name with `hermes-git skill list`"
        )
    lines = [f"{e.commit[:10]} {_date(e.time)} {e.subject}{_tag(e)}" for e in entries]
    app.emit({"log": [e.to_json() for e in entries]}, "\n".join(lines) or "no commits")
    return ExitCode.OK


@click.command("diff")
@click.argument("rev", required=False)
@pass_app
def diff_command(app: AppContext, rev: str | None) -> ExitCode:
    """Live skills and memory against REV (default: the last commit)."""
    with app.store() as store:
        text = history.diff(store, rev)
    app.emit({"diff": text}, text)
    return ExitCode.OK


@click.command("revert")
@click.argument("skill")
@click.option(
    "--to", "to", help="The commit to restore the skill from (default: before its last change)."
)
@click.option("--now", is_flag=True, help="Straight to main instead of a proposal.")
@format_option
@pass_app
def revert_command(app: AppContext, skill: str, to: str | None, now: bool) -> ExitCode:
    """Restore a whole skill folder (a deleted skill too) as a proposal, or --now."""
    outcome = history.revert(app.root, skill, to, now)
    app.emit(outcome.to_json(), f"{outcome.status}: {outcome.message}")
    return ExitCode.GATE if outcome.status == "blocked" else ExitCode.OK


def _tag(entry: change.LogEntry) -> str:
    if entry.origin:
        return f"  [{entry.action or entry.tool} by {entry.origin}, {entry.verdict or '-'}]"
    return f"  [{entry.tool}]" if entry.tool else ""


def _date(stamp: int) -> str:
    return datetime.datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M")


command = log_command
