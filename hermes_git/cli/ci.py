"""`hermes-git ci --base REF`: the pull-request gate (what the GitHub Action runs)."""

from __future__ import annotations

import os
from pathlib import Path

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode


@click.command("ci")
@click.option(
    "--base",
    required=True,
    help="The branch or commit the change is compared to (e.g. origin/main).",
)
@click.option(
    "--profile",
    type=click.Choice(["hermes", "agentskills", "claude-code"]),
    default=None,
    help="Validation profile (default: the repo's, else hermes).",
)
@click.option("--trust", default=None, help="Trust level for the guard policy.")
@click.option(
    "--sarif-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Write validate.sarif, guard.sarif and signing.sarif here.",
)
@click.option(
    "--summary",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Append the Markdown summary here (default: $GITHUB_STEP_SUMMARY if set).",
)
@format_option
@pass_app
def command(
    app: AppContext,
    base: str,
    profile: str | None,
    trust: str | None,
    sarif_dir: Path | None,
    summary: Path | None,
) -> ExitCode:
    """Validate and scan the skills changed since BASE; exit 1 when the policy blocks, 7 when
    signing is on and a commit of the change is not signed by an enrolled key."""
    from hermes_git import ci  # deferred for start-up: loaded when the command runs

    target = app.repo_path or Path.cwd()
    gate = ci.run(target, base, profile, trust)
    step_summary = os.environ.get("GITHUB_STEP_SUMMARY")
    ci.write_outputs(gate, sarif_dir, summary or (Path(step_summary) if step_summary else None))
    app.emit(gate.to_json(), ci.markdown(gate))
    if gate.unverified:
        return ExitCode.UNVERIFIED
    return ExitCode.OK if gate.allowed else ExitCode.GATE
