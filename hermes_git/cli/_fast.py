"""The answers `hermes-git` gives before click loads (issue 30: importing click and building
the group cost more than a plain `status` or an idle `sync` itself): `--version`, and `status`
or `sync` with no option but `--repo PATH`. Any other command line goes to the click group,
which parses and reports it as always. A `status` that fails goes there too (it only reads, so
asking it again is harmless); a `sync` that fails is reported here, as the group would."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hermes_git import __version__

PLAIN = ("status", "sync")  # the commands answered here when given no option but --repo


def answer(argv: list[str]) -> int | None:
    """The exit code of `argv` (without the program name) when it was answered here, its
    output written to stdout; None: nothing was written, click is to run it."""
    if argv == ["--version"]:  # the same line click's version option prints
        return _write(f"hermes-git, version {__version__}\n")
    plain = _plain(argv)
    if plain is None:
        return None
    command, repo = plain
    if command == "sync":
        return _sync(repo)
    try:
        text = _status(repo)
    except Exception:  # the click group reports it, with its exit code
        return None
    return _echo(text)


def _echo(text: str, err: bool = False) -> int:
    """Print `text` and a newline as `click.echo` does (on a pipe it strips terminal styles,
    so a text holding any is left to it)."""
    if "\x1b" in text:
        import click  # deferred for start-up: only a text with terminal styles needs it

        click.echo(text, err=err)
        return 0
    return _write(text + "\n", err)


def _write(text: str, err: bool = False) -> int:
    """Print `text`; as click does, a reader that closed the pipe early is exit code 1."""
    stream = sys.stderr if err else sys.stdout
    try:
        stream.write(text)
        stream.flush()
    except BrokenPipeError:
        devnull = open(os.devnull, "w")  # noqa: SIM115 - Python flushes it at exit
        sys.stderr, sys.stdout = (devnull, sys.stdout) if err else (sys.stderr, devnull)
        return 1
    return 0


def _plain(argv: list[str]) -> tuple[str, Path | None] | None:
    """The command and its `--repo` (None: none given) of `COMMAND`, `--repo PATH COMMAND` or
    `COMMAND --repo PATH` for a command in `PLAIN`; None for any other command line."""
    if len(argv) == 1 and argv[0] in PLAIN:
        return argv[0], None
    if len(argv) == 3 and argv[0] == "--repo" and argv[2] in PLAIN:
        command, path = argv[2], argv[1]
    elif len(argv) == 3 and argv[0] in PLAIN and argv[1] == "--repo":
        command, path = argv[0], argv[2]
    else:
        return None
    return (command, Path(path)) if path and not path.startswith("-") else None


def _status(repo: Path | None) -> str:
    """What `hermes-git [--repo REPO] status` prints, as the click command computes it."""
    # deferred for start-up: only a plain `status` loads the status modules here
    from hermes_git.cli.statustext import render
    from hermes_git.config import find_root
    from hermes_git.sync import status as statusmod

    with statusmod.open_store(find_root(repo)) as store:
        return render(statusmod.status(store))


def _sync(repo: Path | None) -> int:
    """`hermes-git [--repo REPO] sync` as the click command runs it (the default remote and
    timeout), its error reported as the group's handler reports it in text."""
    # deferred for start-up: only a plain `sync` loads the sync modules here
    from hermes_git.cli._errors import failure
    from hermes_git.cli.synctext import text
    from hermes_git.config import find_root
    from hermes_git.sync import run as syncmod

    try:
        result = syncmod.sync(find_root(repo))
    except (KeyboardInterrupt, Exception) as exc:
        _data, shown, code = failure(exc, debug=False)
        _echo(shown, err=True)
        return code
    return _echo(text(result)) or int(result.exit_code)
