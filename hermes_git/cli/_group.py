"""The `hermes-git` command group: global options, error handling, exit codes (`hermes_git.cli`
hands out `main` and `COMMANDS` from here, loading click only then)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from hermes_git import __version__
from hermes_git.cli._app import AppContext
from hermes_git.cli._errors import failure
from hermes_git.cli._globals import with_global_options
from hermes_git.cli._help import format_sections


@contextmanager
def error_handler(ctx: click.Context) -> Iterator[None]:
    """Turn exceptions into the documented exit codes (`cli/_errors` says what each prints,
    for what `cli/_fast` answers too)."""
    try:
        yield
    except (click.exceptions.Exit, click.ClickException, click.exceptions.Abort):
        raise
    except (KeyboardInterrupt, Exception) as exc:  # a HermesGitError, a bug, Ctrl-C
        debug = bool(ctx.params.get("debug") or getattr(ctx.obj, "debug", False))
        data, text, code = failure(exc, debug)
        if data is None:  # interrupted: a line on stderr, nothing else
            click.echo(text, err=True)
        else:
            _report(ctx, data, text)
        ctx.exit(code)


def _report(ctx: click.Context, data: dict[str, Any], text: str) -> None:
    click.echo(text, err=True)
    if ctx.params.get("fmt") == "json":
        import json  # deferred for start-up: only an error reported as JSON needs it

        click.echo(json.dumps(data, indent=2, ensure_ascii=False))


# command name -> "module" or "module:attribute" under hermes_git.cli (attribute: `command`);
# a command's module loads on first use (a hook running `validate` does not pay for git or openai)
COMMANDS = {
    "init": "init",
    "status": "status",
    "skill": "skill",
    "memory": "memory",
    "validate": "validate",
    "propose": "propose",
    "review": "review",
    "log": "history:log_command",
    "diff": "history:diff_command",
    "revert": "history:revert_command",
    "hermes": "hermes",
    "merge-driver": "merge_driver",
    "index": "index",
    "search": "search",
    "capture": "capture:capture_command",
    "import-pending": "capture:import_pending_command",
    "scan": "scan",
    "guard": "guard",
    "ci": "ci",
    "hook": "precommit",
    "sync": "sync",
    "clone": "clone",
    "join": "clone:join_command",
    "hooks": "githooks",
    "install": "install",
    "update": "install:update_command",
    "uninstall": "install:uninstall",
    "secrets": "secrets",
    "signing": "signing",
}


class _Main(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        with error_handler(ctx):
            return super().invoke(ctx)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*COMMANDS, *self.commands})

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        format_sections(self, ctx, formatter)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.commands:
            return self.commands[cmd_name]
        spec = COMMANDS.get(cmd_name)
        if spec is None:
            return None
        module_name, _, attr = spec.partition(":")
        module = importlib.import_module(f"hermes_git.cli.{module_name}")
        command: click.Command = getattr(module, attr or "command")
        return with_global_options(command)


@click.group(cls=_Main, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--repo",
    "repo_path",
    type=click.Path(path_type=Path),
    help="The hermes-git repository (default: the nearest one from the current directory "
    "upward, else $HERMES_GIT_REPO, $HERMES_HOME, ~/.hermes). Also accepted after the command.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Output: text for people, json (one document) for programs.",
)
@click.option("-v", "--verbose", count=True, help="More messages on stderr (repeatable).")
@click.option("-q", "--quiet", count=True, help="Fewer messages on stderr.")
@click.option("--debug", is_flag=True, help="Show tracebacks of unexpected errors.")
@click.version_option(__version__, "--version", prog_name="hermes-git")
@click.pass_context
def main(
    ctx: click.Context, repo_path: Path | None, fmt: str, verbose: int, quiet: int, debug: bool
) -> None:
    """Keep an AI agent's skills and memory in git: safe, reviewable and in sync.

    \b
    Exit codes: 0 ok, 1 a gate said no, 2 usage error, 3 could not run,
    4 bug in hermes-git, 5 remote unreachable, 6 push rejected, 7 a commit not
    signed by an enrolled key, 130 interrupted.
    """
    verbosity = 1 + verbose - quiet
    if debug:  # nothing of hermes-git logs otherwise: logging stays unimported (start-up)
        # deferred for start-up: logging only with --debug
        import logging

        logging.basicConfig(
            level=logging.DEBUG, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s"
        )
    ctx.obj = AppContext(repo_path, fmt, verbosity, debug)


@main.result_callback()
def _exit_with(code: int | None, **_: object) -> None:
    click.get_current_context().exit(int(code or 0))
