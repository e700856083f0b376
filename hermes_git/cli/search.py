"""`hermes-git search QUERY [--top K] [--platform P]`: the skills that fit a task, best first."""

from __future__ import annotations

import os

import click

from hermes_git.cli._app import AppContext, format_option, pass_app, visibility_options
from hermes_git.errors import ExitCode


@click.command("search")
@click.argument("query", nargs=-1, required=True)
@click.option("--top", default=5, show_default=True, type=click.IntRange(1, 100))
@visibility_options
@format_option
@pass_app
def command(
    app: AppContext,
    query: tuple[str, ...],
    top: int,
    platform: str | None,
    system: str,
    tools: tuple[str, ...],
    toolsets: tuple[str, ...],
) -> ExitCode:
    """Find the skills of the Hermes home that fit QUERY (words of a task, any language)."""
    from hermes_git.search.service import (  # deferred for start-up: search loads numpy and the model
        Visibility,
        search,
    )

    app.config()  # a broken .hermes-git.yaml is reported (file, line, fix), not read around
    platform = platform or os.environ.get("HERMES_PLATFORM") or None
    filtered = bool(tools or toolsets)
    visibility = Visibility(
        platform,
        system,
        frozenset(tools) if filtered else None,
        frozenset(toolsets) if filtered else None,
    )
    answer = search(app.root, " ".join(query), top=top, visibility=visibility)
    app.emit(answer.to_json(), _text(answer))
    return ExitCode.OK


def _text(answer: object) -> str:
    # deferred for start-up: search loads numpy and the model
    from hermes_git.search.service import Answer

    assert isinstance(answer, Answer)
    if not answer.fits:
        lines = [
            f"no skill fits: every score is under {answer.threshold:.2f}, the threshold "
            "measured to separate a fit from none (docs/search.md; search.threshold)"
        ]
        if answer.hits:
            lines.append("closest, not a fit:")
    else:
        lines = []
    fitting = len(answer.fits)
    for n, hit in enumerate(answer.hits):
        mark = "  (not a fit)" if fitting and n >= fitting else ""
        lines.append(f"{hit.score:.2f}  {hit.doc.name}  [{hit.doc.category}]{mark}")
        lines.append(f"      {hit.doc.description[:100]}")
        lines.append(f"      why: {hit.why()}")
        if hit.doc.root:  # a skill of `skills.external_dirs`: say where it lives
            lines.append(f"      from {hit.doc.path}")
    return "\n".join(lines)
