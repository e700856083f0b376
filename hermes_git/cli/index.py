"""`hermes-git index [--platform P]`: the skills index exactly as Hermes renders it."""

from __future__ import annotations

import os
import sys

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.snapshot import build as snapshot
from hermes_git.snapshot.render import render_index


@click.command("index")
@click.option(
    "--platform",
    help="Hermes' session platform (cli, telegram, ...), which picks "
    "skills.platform_disabled; default $HERMES_PLATFORM.",
)
@click.option(
    "--system",
    default=sys.platform,
    show_default=True,
    help="The sys.platform value the skills' `platforms:` are matched against.",
)
@click.option(
    "--tool",
    "tools",
    multiple=True,
    help="An available tool (repeatable); with --tool/--toolset, conditional skills "
    "are filtered as in a session with exactly those.",
)
@click.option("--toolset", "toolsets", multiple=True, help="An available toolset (repeatable).")
@click.option(
    "--refresh",
    is_flag=True,
    help="First bring .skills_prompt_snapshot.json up to date (rebuilt if stale).",
)
@format_option
@pass_app
def command(
    app: AppContext,
    platform: str | None,
    system: str,
    tools: tuple[str, ...],
    toolsets: tuple[str, ...],
    refresh: bool,
) -> ExitCode:
    """Print the skills index of the Hermes home (--repo, else $HERMES_HOME)."""
    platform = (
        platform
        or os.environ.get("HERMES_PLATFORM")
        or os.environ.get("HERMES_SESSION_PLATFORM")
        or None
    )
    if refresh:
        app.info(f"snapshot: {snapshot.refresh_snapshot(app.root)}")
    filtered = bool(tools or toolsets)
    text = render_index(
        app.root,
        platform,
        set(tools) if filtered else None,
        set(toolsets) if filtered else None,
        system=system,
    )
    app.emit(
        {"platform": platform, "system": system, "index": text},
        text or "(no skills would be shown)",
    )
    return ExitCode.OK
