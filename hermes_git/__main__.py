"""The `hermes-git` executable and `python -m hermes_git`: `--version` is answered before the
command line is loaded; everything else goes to the click group in `hermes_git.cli` (imported
only then: click and the group's options cost more than the answer to `--version` itself)."""

from __future__ import annotations

import sys

from hermes_git import __version__


def main() -> None:
    """Run the command line (`sys.argv`)."""
    if sys.argv[1:] == ["--version"]:  # the same line click's version option prints
        sys.stdout.write(f"hermes-git, version {__version__}\n")
        return
    # deferred for start-up: --version is answered before click loads
    from hermes_git.cli import main as group

    group()


if __name__ == "__main__":
    main()
