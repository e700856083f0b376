"""The `hermes-git` command line: parse, delegate, render (the group loads on first use)."""

# The click group lives in `cli/_group` and loads on the first use of `main` or `COMMANDS`
# (PEP 562), so that `cli/_fast` can answer a plain `status` and `--version` before click is
# imported (issue 30: click costs more than the answer).

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hermes_git.cli._group import COMMANDS, error_handler, main

__all__ = ["COMMANDS", "error_handler", "main"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        # deferred for start-up: click and the group load only for a command click parses
        from hermes_git.cli import _group

        return getattr(_group, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
