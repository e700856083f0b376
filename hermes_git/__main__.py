"""The `hermes-git` executable and `python -m hermes_git`: `--version` and a plain `status` are
answered before the command line is loaded (`cli/_fast`); everything else goes to the click
group in `hermes_git.cli` (imported only then: click and the group's options cost more than
those answers themselves)."""

from __future__ import annotations

import sys

from hermes_git.cli._fast import answer


def main() -> None:
    """Run the command line (`sys.argv`)."""
    code = answer(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    # deferred for start-up: a plain `status` and --version are answered before click loads
    from hermes_git.cli import main as group

    group()


if __name__ == "__main__":
    main()
