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
    """Read one agent tool call as JSON on stdin and propose it.

    \b
    {"tool": "skill_manage" or "memory",
     "args": {...the tool's own arguments, as Hermes 0.19 defines them...},
     "origin": who asked: foreground, assistant_tool, background_review, curator,
               cli (the default), pending, capture or revert,
     "session": a session id (optional)}

    \b
    skill_manage args, by "action" ("name" is the skill's folder name, always required):
      create       content (the whole SKILL.md: frontmatter and body); category (optional,
                   one folder: the skill goes to skills/CATEGORY/NAME)
      edit         content (the whole new SKILL.md)
      patch        old_string, new_string ("" deletes); file_path (optional, default
                   SKILL.md); replace_all (optional, default false: old_string must match
                   once; matching forgives whitespace and indentation as Hermes does)
      delete       absorbed_into (optional: the skill that took over its content)
      write_file   file_path (under references/, templates/, scripts/ or assets/),
                   file_content
      remove_file  file_path

    \b
    memory args: action add, replace or remove; target "memory" (MEMORY.md) or "user"
    (USER.md); content (add, replace); old_text (replace, remove: a unique substring of
    the entry); or action "batch" with operations: [{action, content?, old_text?}, ...]
    applied all or nothing.

    \b
    Example:
      echo '{"tool": "skill_manage", "args": {"action": "patch", "name": "deploy",
             "old_string": "prod", "new_string": "production"}}' | hermes-git propose

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
