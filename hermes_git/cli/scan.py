"""`hermes-git scan`: the guard on skills and memory (parse options, delegate, render)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from hermes_git.cli._app import AppContext, pass_app
from hermes_git.errors import ExitCode
from hermes_git.guard import TRUST_LEVELS, Request, scan, to_github, to_sarif, to_text


@click.command("scan")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--trust",
    type=click.Choice(TRUST_LEVELS),
    default=None,
    help="Trust level for the policy (default: guard.trust in .hermes-git.yaml, else community).",
)
@click.option(
    "--llm",
    is_flag=True,
    help="Also ask an OpenAI-compatible model (guard.llm settings); off by default, "
    "nothing leaves the machine without it.",
)
@click.option(
    "--detonate/--no-detonate",
    default=None,
    help="Also run the skills' code in a bubblewrap sandbox and judge what it does "
    "(default: guard.detonate in .hermes-git.yaml; `auto` leaves `scan` static).",
)
@click.option(
    "--format",
    "out_format",
    type=click.Choice(["text", "json", "sarif", "github"]),
    default=None,
    help="Output format (default: the global --format).",
)
@pass_app
def command(
    app: AppContext,
    paths: tuple[Path, ...],
    trust: str | None,
    llm: bool,
    detonate: bool | None,
    out_format: str | None,
) -> ExitCode:
    """Scan skills and memory for attacks: exit 0 allowed, 1 blocked, 3 could not run.

    PATHS are skill folders, folders of skills, or MEMORY.md / USER.md files; without
    them the repository's skills/ and memories/ are scanned.
    """
    report = scan(Request(tuple(paths), app.catalog_root, trust, llm, detonate=detonate))
    fmt = out_format or app.fmt
    if fmt == "json":
        click.echo(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
    elif fmt == "sarif":
        click.echo(json.dumps(to_sarif(report), indent=2, ensure_ascii=False))
    elif fmt == "github":
        click.echo(to_github(report))
    else:
        click.echo(to_text(report, verbose=app.verbosity >= 2))
    return ExitCode.OK if report.allowed else ExitCode.GATE
