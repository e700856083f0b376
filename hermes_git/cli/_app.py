"""What every command shares: the AppContext (repo path, output format, verbosity) and output."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from hermes_git import config as configmod
    from hermes_git.store.gitstore import GitStore


@dataclass
class AppContext:
    """Options of the `hermes-git` group, handed to every command."""

    repo_path: Path | None
    fmt: str
    verbosity: int
    debug: bool

    @property
    def root(self) -> Path:
        """The repository folder: --repo, else the nearest one from the current directory
        upward, else $HERMES_GIT_REPO, $HERMES_HOME, ~/.hermes (`hermes_git.config`)."""
        # deferred for start-up: loaded when the command runs
        from hermes_git.config import find_root

        return find_root(self.repo_path)

    @property
    def catalog_root(self) -> Path:
        """`root`, where a folder with only an allow file (a skills catalog) also counts."""
        # deferred for start-up: loaded when the command runs
        from hermes_git.config import ALLOW_FILE, find_root

        return find_root(self.repo_path, markers=(ALLOW_FILE,))

    @property
    def json(self) -> bool:
        return self.fmt == "json"

    def store(self) -> GitStore:
        from hermes_git.init import open_repo  # deferred for start-up: loaded when the command runs

        return open_repo(self.root)

    def config(self) -> configmod.Config:
        # deferred for start-up: loaded when the command runs
        from hermes_git import config as configmod

        return configmod.load(self.root)

    def emit(self, data: Any, text: str) -> None:
        """Print the result: `data` as one JSON document, or `text`, on stdout."""
        if self.json:
            # deferred for start-up: only for --format json
            import json

            click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))
        elif text:
            click.echo(text)

    def info(self, message: str) -> None:
        """A progress or status message on stderr (hidden by -q)."""
        if self.verbosity >= 1:
            click.echo(message, err=True)

    def detail(self, message: str) -> None:
        """A message shown only with -v."""
        if self.verbosity >= 2:
            click.echo(message, err=True)


pass_app = click.make_pass_decorator(AppContext)


def _set_format(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    if value is not None:
        ctx.ensure_object(AppContext).fmt = value


def format_option(func: Any) -> Any:
    """`--format text|json` on a subcommand too (`hermes-git status --format json`)."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(["text", "json"]),
        default=None,
        expose_value=False,
        callback=_set_format,
        is_eager=True,
        help="Output: text or json (overrides the global --format).",
    )(func)


def visibility_options(func: Any) -> Any:
    """`--platform`, `--system`, `--tool`, `--toolset`: which skills Hermes would show a session."""
    options = [
        click.option(
            "--platform",
            help="Hermes' session platform (cli, telegram, ...), which picks "
            "skills.platform_disabled; default $HERMES_PLATFORM.",
        ),
        click.option(
            "--system",
            default=sys.platform,
            show_default=True,
            help="The sys.platform value the skills' `platforms:` are matched against.",
        ),
        click.option(
            "--tool",
            "tools",
            multiple=True,
            help="An available tool (repeatable); with --tool/--toolset, conditional skills "
            "are filtered as in a session with exactly those.",
        ),
        click.option(
            "--toolset", "toolsets", multiple=True, help="An available toolset (repeatable)."
        ),
    ]
    for option in reversed(options):
        func = option(func)
    return func
