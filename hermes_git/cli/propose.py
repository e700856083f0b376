"""`hermes-git propose`: one agent tool call (JSON on stdin) becomes a review commit."""

from __future__ import annotations

import sys

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.proposals import change
from hermes_git.proposals import propose as proposals


@click.command("propose")
@click.option(
    "--agent-view",
    is_flag=True,
    help="Print only what the agent may see (no rule names or findings).",
)
@format_option
@pass_app
def command(app: AppContext, agent_view: bool) -> ExitCode:
    """Read {"tool", "args", "origin", "session"} on stdin and propose it.

    \b
    Exit 0: proposed or recorded; 1: blocked by the gate; 2: a bad call; 3: could not run.
    """
    raw = sys.stdin.buffer.read(change.MAX_INPUT_BYTES + 1)  # bytes: decoded strictly
    request = change.parse_request_bytes(raw)
    outcome = proposals.propose(app.root, request)
    data = outcome.for_agent() if agent_view else outcome.to_json()
    text = f"{outcome.status}: {outcome.message}"
    if outcome.status == "blocked" and not agent_view and outcome.gate:
        text += "\n  " + "\n  ".join(outcome.gate.reasons())
    app.emit(data, text)
    return ExitCode.GATE if outcome.status == "blocked" else ExitCode.OK
