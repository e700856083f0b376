"""`hermes-git index [--platform P]`: the skills index exactly as Hermes renders it;
`--search-eval FILE` scores skill search on a query file instead."""

from __future__ import annotations

import os
from pathlib import Path

import click

from hermes_git.cli._app import AppContext, format_option, pass_app, visibility_options
from hermes_git.errors import ExitCode
from hermes_git.prompt import refresh_prompt
from hermes_git.snapshot.render import render_index


@click.command("index")
@visibility_options
@click.option(
    "--refresh",
    is_flag=True,
    help="First bring .skills_prompt_snapshot.json up to date (rebuilt if stale).",
)
@click.option(
    "--search-eval",
    "search_eval",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Score skill search on a JSON-lines query file (query, relevant) instead: "
    "recall@1, recall@5, MRR@10, no-match rejection, beside plain BM25.",
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
    search_eval: Path | None,
) -> ExitCode:
    """Print the skills index of the Hermes home (--repo, else $HERMES_HOME)."""
    if search_eval is not None:
        from hermes_git.search.evaluate import (  # deferred for start-up: search loads numpy and the model
            evaluate_home,
            render,
        )

        result = evaluate_home(app.root, search_eval)
        app.emit(result, render(result))
        return ExitCode.OK
    platform = (
        platform
        or os.environ.get("HERMES_PLATFORM")
        or os.environ.get("HERMES_SESSION_PLATFORM")
        or None
    )
    if refresh:
        app.info(f"snapshot: {refresh_prompt(app.root)}")
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
