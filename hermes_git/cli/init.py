"""`hermes-git init [PATH] [--device NAME]`."""

from __future__ import annotations

from pathlib import Path

import click

from hermes_git import init as repo
from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.words import plural


@click.command("init")
@click.argument("path", required=False, type=click.Path(file_okay=False, path_type=Path))
@click.option("--device", help="This machine's name (used in review branches and trailers).")
@click.option(
    "--signing",
    is_flag=True,
    help="Sign main's commits with this device's key; other devices then take only signed ones.",
)
@format_option
@pass_app
def command(app: AppContext, path: Path | None, device: str | None, signing: bool) -> ExitCode:
    """Create a hermes-git repo at PATH, or adopt a Hermes home in place.

    PATH defaults to --repo, else $HERMES_HOME, else ~/.hermes. An existing home's skills/ and
    memories/ become the first commit on main; Hermes' runtime state is never tracked.
    """
    result = repo.init(path or app.root, device, signing=signing)
    app.emit(result.to_json(), _text(result))
    return ExitCode.OK


def _text(result: repo.InitResult) -> str:
    if result.action == "already":
        return (
            f"{result.root} is already a hermes-git repository (device {result.device}, "
            f"{plural(result.skills, 'skill')}); nothing to do"
            + ("; signing is on" if result.signing else "")
        )
    verb = "Adopted Hermes home" if result.action == "adopted" else "Created hermes-git repository"
    commit = f", first commit {result.commit[:10]} on main" if result.commit else ""
    memory = ", ".join(result.memory_files) or "no memory files yet"
    signing = (
        "  signing: on (main's commits are signed by this device's key)"
        if result.signing
        else "  hint: `hermes-git signing enable` (or `init --signing`) makes devices take only "
        "what an enrolled key signed"
    )
    return (
        f"{verb} {result.root} as device {result.device}{commit}\n"
        f"  tracking {plural(result.skills, 'skill')} and {memory}; runtime state is ignored\n{signing}"
    )
