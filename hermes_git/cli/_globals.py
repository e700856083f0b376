"""The global options (`--repo`, `-v`, `-q`, `--debug`) accepted after the subcommand too,
as in `hermes-git status --repo ~/work/home`: each command gets hidden copies that set the
shared AppContext, unless it has an option of that name of its own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hermes_git.cli._app import AppContext

_DONE = "_hermes_git_globals"


def _app(ctx: click.Context) -> AppContext:
    return ctx.ensure_object(AppContext)


def _set_repo(ctx: click.Context, _param: click.Parameter, value: Path | None) -> None:
    if value is not None:
        _app(ctx).repo_path = value


def _more(ctx: click.Context, _param: click.Parameter, value: int) -> None:
    _app(ctx).verbosity += value


def _less(ctx: click.Context, _param: click.Parameter, value: int) -> None:
    _app(ctx).verbosity -= value


def _set_debug(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        _app(ctx).debug = True


def _options() -> list[tuple[tuple[str, ...], dict[str, Any]]]:
    return [
        (("--repo",), {"type": click.Path(path_type=Path), "default": None, "callback": _set_repo}),
        (("-v", "--verbose"), {"count": True, "default": 0, "callback": _more}),
        (("-q", "--quiet"), {"count": True, "default": 0, "callback": _less}),
        (("--debug",), {"is_flag": True, "default": False, "callback": _set_debug}),
    ]


def with_global_options(command: click.Command) -> click.Command:
    """`command` (and every subcommand of a group) with the global options added once."""
    if getattr(command, _DONE, False):
        return command
    setattr(command, _DONE, True)
    taken = {name for param in command.params for name in param.opts + param.secondary_opts}
    for names, extra in _options():
        free = tuple(n for n in names if n not in taken)
        if len(free) == len(names):
            command.params.append(click.Option(free, expose_value=False, hidden=True, **extra))
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            with_global_options(sub)
    return command
