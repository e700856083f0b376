"""`hermes-git install|update|uninstall`: skills from git sources, as proposals for review."""

from __future__ import annotations

import os
import sys

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode, UsageError
from hermes_git.hub.commit import HubResult, Progress, no_progress


def progress_for(app: AppContext) -> Progress:
    """A one-line progress display on stderr: only on a terminal, never in CI or with json."""
    if app.json or app.verbosity < 1 or os.environ.get("CI") or not sys.stderr.isatty():
        return no_progress

    def show(phase: str, done: int, total: int, what: str) -> None:
        end = "\n" if done >= total and phase != "fetch" else ""
        sys.stderr.write(f"\r\x1b[K{phase} [{done}/{total}] {what[:60]}{end}")
        sys.stderr.flush()

    return show


def render(result: HubResult) -> str:
    """The result for people: one line per skill, its reasons indented, then the branches."""
    lines = []
    for skill in result.skills:
        lines.append(
            f"{skill.status}: {skill.name} -> {skill.install_path} "
            f"({skill.verdict}, trust {skill.trust})"
        )
        lines += [f"  {reason}" for reason in skill.reasons]
    for branch in result.branches:
        lines.append(f"proposed on {branch}; approve with `hermes-git review approve {branch}`")
    if not result.skills:
        lines.append("nothing to do")
    return "\n".join(lines)


def _finish(app: AppContext, result: HubResult) -> ExitCode:
    app.emit(result.to_json(), render(result))
    return ExitCode.GATE if result.refused or result.conflicted else ExitCode.OK


@click.command("install")
@click.argument("source", required=False)
@click.option("--skill", "names", multiple=True, help="Install only this skill (repeatable).")
@click.option(
    "--category",
    help="Install under skills/CATEGORY/ (default: the category folder the source keeps "
    "the skill in, e.g. skills/dev/good stays skills/dev/good).",
)
@click.option(
    "--trust",
    type=click.Choice(["community", "trusted"]),
    help="Trust to scan under (default: guard.sources in .hermes-git.yaml, else "
    "community); guard.policy decides what each trust may install.",
)
@click.option(
    "--frozen",
    is_flag=True,
    help="Install exactly what skills.lock pins; fail on any drift (CI, new machines).",
)
@format_option
@pass_app
def command(
    app: AppContext,
    source: str | None,
    names: tuple[str, ...],
    category: str | None,
    trust: str | None,
    frozen: bool,
) -> ExitCode:
    """Fetch SOURCE[@REF] (git URL, path or owner/repo) into a quarantine and propose its skills.

    \b
    Exit 0: proposed (or nothing to do); 1: a skill was refused or the lock drifted;
    2: bad arguments; 3: could not run (source unreachable, not a repo).
    """
    # deferred for start-up: loaded when the command runs
    from hermes_git.hub import install as hub
    from hermes_git.hub import pinned

    if frozen:
        if source or names or category or trust:
            raise UsageError("--frozen takes no source or options; it follows skills.lock")
        return _finish(app, pinned.install_frozen(app.root, progress=progress_for(app)))
    if not source:
        raise UsageError("give a SOURCE (or --frozen)", fix="hermes-git install owner/repo")
    return _finish(
        app,
        hub.install(
            app.root,
            source,
            names=names,
            category=category,
            trust=trust,
            progress=progress_for(app),
        ),
    )


@click.command("update")
@click.argument("names", nargs=-1)
@format_option
@pass_app
def update_command(app: AppContext, names: tuple[str, ...]) -> ExitCode:
    """Merge new upstream commits of installed skills (all, or NAMES) with local edits."""
    # deferred for start-up: loaded when the command runs
    from hermes_git.hub import update as hubupdate

    return _finish(app, hubupdate.update(app.root, names, progress=progress_for(app)))


@click.command("uninstall")
@click.argument("name")
@format_option
@pass_app
def uninstall(app: AppContext, name: str) -> ExitCode:
    """Propose removing the installed skill NAME and its skills.lock entry."""
    from hermes_git.hub import pinned  # deferred for start-up: loaded when the command runs

    return _finish(app, pinned.uninstall(app.root, name))
