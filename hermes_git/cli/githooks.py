"""`hermes-git hooks install|uninstall|run`."""

from __future__ import annotations

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.init import run_hook
from hermes_git.store import githooks as hooksmod


@click.group("hooks")
def command() -> None:
    """Native git hooks that refresh Hermes' prompt snapshot after a hand pull/checkout/rebase."""


@command.command("install")
@format_option
@pass_app
def install(app: AppContext) -> ExitCode:
    """Install post-merge, post-checkout and post-rewrite (a hook already there runs first)."""
    with app.store() as store, store.locked():
        report = hooksmod.install(store)
    app.emit(report.to_json(), _text(report))
    return ExitCode.ERROR if report.skipped else ExitCode.OK


@command.command("uninstall")
@format_option
@pass_app
def uninstall(app: AppContext) -> ExitCode:
    """Remove hermes-git's hooks and put back the hooks they chained to."""
    with app.store() as store, store.locked():
        report = hooksmod.uninstall(store)
    app.emit(report.to_json(), _text(report))
    return ExitCode.OK


@command.command("run", hidden=True)  # plumbing: what the installed hooks call
@click.argument("name", type=click.Choice(hooksmod.HOOKS))
@click.argument("args", nargs=-1)
@pass_app
def run(app: AppContext, name: str, args: tuple[str, ...]) -> ExitCode:
    """What an installed hook calls (git's hook ARGS are accepted and ignored)."""
    outcome = run_hook(app.root, name)
    app.detail(f"{name}: snapshot {outcome or 'not a hermes-git home'}")
    return ExitCode.OK


def _text(report: hooksmod.HookReport) -> str:
    lines = [f"installed {n}" for n in report.installed]
    lines += [f"kept your {n} (runs first, as {n}{hooksmod.CHAINED})" for n in report.chained]
    lines += [f"removed {n}" for n in report.removed]
    lines += [f"restored your {n}" for n in report.restored]
    if report.skipped:
        lines.append(f"not installed: {report.skipped}")
    return "\n".join(lines) or "nothing to do"
