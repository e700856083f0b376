"""`hermes-git clone URL [PATH] --device NAME` and `hermes-git join URL`."""

from __future__ import annotations

from pathlib import Path

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.cli.synctext import text
from hermes_git.errors import ExitCode
from hermes_git.sync import join as joinmod
from hermes_git.words import plural


@click.command("clone")
@click.argument("url")
@click.argument("path", required=False, type=click.Path(path_type=Path))
@click.option("--device", required=True, help="This machine's name (e.g. laptop).")
@format_option
@pass_app
def command(app: AppContext, url: str, path: Path | None, device: str) -> ExitCode:
    """Make a fresh Hermes home at PATH (default: the --repo/HERMES_HOME folder) from URL."""
    result = joinmod.clone(url, path or app.root, device)
    app.emit(result.to_json(), _clone_text(url, result))
    return result.exit_code


def _clone_text(url: str, result: joinmod.CloneResult) -> str:
    if result.branch is None:
        taken = "an empty remote: this home starts it"
    else:
        taken = f"its {result.branch} branch"
        if result.remote_head and result.remote_head != result.branch:
            taken += f" (the remote's HEAD names {result.remote_head}; ignored)"
    head = f"Cloned {url} into {result.root} as device {result.device}, from {taken}"
    if result.blocked:
        reasons = "\n".join(f"  {r}" for r in result.blocked)
        return (
            f"{head}.\nThe remote's main fails the gate; nothing of it is live. It waits on "
            f"{result.review}:\n{reasons}\nThis home starts empty; once the remote is fixed, "
            f"run `hermes-git join {url}`."
        )
    done = f"{head}: {plural(result.skills, 'skill')}; snapshot {result.snapshot}"
    if result.settings:
        done += "\nThis home follows the remote's settings, which differ from a new home's:"
        done += "".join(f"\n  {line}" for line in result.settings)
    return done


@click.command("join")
@click.argument("url")
@click.option("--device", default=None, help="This machine's name (default: as configured).")
@click.option("--remote", default="origin", show_default=True, help="Name for the remote.")
@format_option
@pass_app
def join_command(app: AppContext, url: str, device: str | None, remote: str) -> ExitCode:
    """Merge this existing Hermes home with the homes synced through URL (nothing is
    overwritten: memory of both is kept, conflicting skills go to review)."""
    result = joinmod.join(app.root, url, device, remote)
    app.emit(result.to_json(), text(result))
    return result.exit_code
