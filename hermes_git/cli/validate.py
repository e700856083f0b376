"""`hermes-git validate [PATH...]`: check skills and memory files against a frontmatter profile."""

from __future__ import annotations

from pathlib import Path

import click

from hermes_git import __version__
from hermes_git.cli._app import AppContext, pass_app
from hermes_git.errors import ExitCode

PROFILES = ("hermes", "agentskills", "claude-code")  # hermes_git.validate.run.PROFILES
FORMATS = ("text", "json", "sarif", "github")  # hermes_git.report.FORMATS


@click.command("validate")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--profile",
    type=click.Choice(PROFILES),
    default=None,
    help="Rules to apply (default: validate.profile in .hermes-git.yaml, else hermes).",
)
@click.option(
    "--format",
    "out_format",
    type=click.Choice(FORMATS),
    default=None,
    help="Output (default: the global --format): text, json, sarif (SARIF 2.1.0), "
    "github (workflow annotations).",
)
@pass_app
def command(
    app: AppContext, paths: tuple[Path, ...], profile: str | None, out_format: str | None
) -> ExitCode:
    """Check SKILL.md frontmatter and memory files; exit 1 when there are errors.

    PATH is a skill folder, a SKILL.md, a memory file (MEMORY.md, USER.md) or a folder of them
    (default: the repository's skills/ and memories/). Warnings do not fail the check; notes
    (info) are shown in text and github output with `hermes-git -v validate`.

    \b
    Exit codes: 0 no errors, 1 errors, 2 usage error, 3 a PATH cannot be checked.
    """
    return run(app, list(paths), profile, out_format)


def run(
    app: AppContext, paths: list[Path], profile: str | None, out_format: str | None
) -> ExitCode:
    """`hermes-git validate PATHS`: check, print, and the exit code (also `hook check`'s)."""
    # deferred for start-up: loaded when the command runs
    from hermes_git import report
    from hermes_git.validate import checks
    from hermes_git.validate import run as validate

    targets = paths or validate.default_paths(app.root)
    result = validate.validate_paths(targets, profile)
    fmt = out_format or app.fmt
    shown = result.problems
    hide = fmt in ("text", "github") and app.verbosity < 2
    if hide:
        shown = validate.hide_infos(shown)
    output = report.render(
        shown,
        fmt,
        files=result.files,
        profile=result.profile,
        rules=checks.RULES,
        version=__version__,
    )
    if output:
        click.echo(output)
    if fmt == "text":
        app.info(report.summary(result.problems, result.files, hidden_infos=hide))
    return ExitCode.OK if result.ok else ExitCode.GATE
