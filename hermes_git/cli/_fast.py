"""The answers `hermes-git` gives before click loads (issue 30: importing click and building
the group cost more than a plain `status` itself): `--version`, and `status` with no option
but `--repo PATH`. Any other command line, and any error, goes to the click group, which
parses and reports it as always; `status` only reads, so asking it again there is harmless."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hermes_git import __version__

_NOT_PLAIN = object()  # a command line this module leaves to click


def answer(argv: list[str]) -> int | None:
    """The exit code of `argv` (without the program name) when it was answered here, its
    output written to stdout; None: nothing was written, click is to run it."""
    if argv == ["--version"]:  # the same line click's version option prints
        return _write(f"hermes-git, version {__version__}\n")
    repo = _plain_status(argv)
    if repo is _NOT_PLAIN:
        return None
    try:
        text = _status(repo if isinstance(repo, Path) else None)
    except Exception:  # the click group reports it, with its exit code
        return None
    if "\x1b" in text:  # click.echo strips terminal styles on a pipe: let it print this one
        return None
    return _write(text + "\n")


def _write(text: str) -> int:
    """Print `text`; as click does, a reader that closed the pipe early is exit code 1."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - Python flushes it at exit
        return 1
    return 0


def _plain_status(argv: list[str]) -> object:
    """The `--repo` of `status`, `--repo PATH status` or `status --repo PATH` (None: none
    given); `_NOT_PLAIN` for any other command line."""
    if argv == ["status"]:
        return None
    if len(argv) == 3 and argv[0] == "--repo" and argv[2] == "status":
        path = argv[1]
    elif len(argv) == 3 and argv[0] == "status" and argv[1] == "--repo":
        path = argv[2]
    else:
        return _NOT_PLAIN
    return Path(path) if path and not path.startswith("-") else _NOT_PLAIN


def _status(repo: Path | None) -> str:
    """What `hermes-git [--repo REPO] status` prints, as the click command computes it."""
    # deferred for start-up: only a plain `status` loads the status modules here
    from hermes_git.cli.statustext import render
    from hermes_git.config import find_root
    from hermes_git.sync import status as statusmod

    with statusmod.open_store(find_root(repo)) as store:
        return render(statusmod.status(store))
