"""The answers `hermes-git` gives before click loads (issue 30: importing click and building
the group cost more than a plain `status`, an idle `sync`, a `skill list` or a warm `scan`
of an unchanged home): `--version`, and those four commands with no option but `--repo
PATH`, run with the click commands' defaults. Any other command line goes to the click group,
which parses it as always; an error a command raised here is reported as the group reports
it (`cli/_errors`), with the same exit code."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from hermes_git import __version__


def answer(argv: list[str]) -> int | None:
    """The exit code of `argv` (without the program name) when it was answered here, its
    output written; None: nothing was written, click is to run it."""
    if argv == ["--version"]:  # the same line click's version option prints
        return _write(f"hermes-git, version {__version__}\n")
    plain = _plain(argv)
    if plain is None:
        return None
    command, repo = plain
    try:
        return PLAIN[command](repo)
    except (KeyboardInterrupt, Exception) as exc:
        from hermes_git.cli._errors import failure  # deferred for start-up: only on an error

        _data, shown, code = failure(exc, debug=False)
        _echo(shown, err=True)
        return code


def _plain(argv: list[str]) -> tuple[tuple[str, ...], Path | None] | None:
    """The command (one of `PLAIN`) and its `--repo` (None: none given) of `COMMAND`,
    `--repo PATH COMMAND` or `COMMAND --repo PATH`; None for any other command line."""
    for command in PLAIN:
        size = len(command)
        if tuple(argv) == command:
            return command, None
        if len(argv) != size + 2:
            continue
        if argv[0] == "--repo" and tuple(argv[2:]) == command:
            path = argv[1]
        elif tuple(argv[:size]) == command and argv[size] == "--repo":
            path = argv[size + 1]
        else:
            continue
        return (command, Path(path)) if path and not path.startswith("-") else None
    return None


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


def _status(repo: Path | None) -> int:
    """`hermes-git [--repo REPO] status`."""
    # deferred for start-up: loaded only when this command runs here
    from hermes_git.cli.statustext import render
    from hermes_git.config import find_root
    from hermes_git.sync import status as statusmod

    with statusmod.open_store(find_root(repo)) as store:
        return _echo(render(statusmod.status(store)))


def _sync(repo: Path | None) -> int:
    """`hermes-git [--repo REPO] sync` (the default remote and timeout)."""
    # deferred for start-up: loaded only when this command runs here
    from hermes_git.cli.synctext import text
    from hermes_git.config import find_root
    from hermes_git.sync import run as syncmod

    result = syncmod.sync(find_root(repo))
    return _echo(text(result)) or int(result.exit_code)


def _skill_list(repo: Path | None) -> int:
    """`hermes-git [--repo REPO] skill list` (every category)."""
    # deferred for start-up: loaded only when this command runs here
    from hermes_git.cli.skilltext import left_out, listing
    from hermes_git.config import find_root, require_home
    from hermes_git.skills.inventory import list_skills

    found = list_skills(require_home(find_root(repo)))
    errors, note = left_out(found)
    for line in [*errors, *([note] if note else [])]:
        _echo(line, err=True)
    return _echo(listing(found)) or (0 if found.ok else 1)


def _scan(repo: Path | None) -> int:
    """`hermes-git [--repo REPO] scan` (the repository's skills and memory, its settings)."""
    # deferred for start-up: loaded only when this command runs here
    from hermes_git.config import ALLOW_FILE, find_root
    from hermes_git.guard import Request, scan, to_text

    report = scan(Request((), find_root(repo, markers=(ALLOW_FILE,))))
    return _echo(to_text(report)) or (0 if report.allowed else 1)


# the commands answered here when given no option but --repo
PLAIN: dict[tuple[str, ...], Callable[[Path | None], int]] = {
    ("status",): _status,
    ("sync",): _sync,
    ("skill", "list"): _skill_list,
    ("scan",): _scan,
}
