"""What the command line reports for an error a command raised, and its exit code: one answer
for the click group's handler (`cli/_group`) and for the commands `cli/_fast` runs itself."""

from __future__ import annotations

from typing import Any

from hermes_git.errors import ExitCode, HermesGitError


def failure(exc: BaseException, debug: bool) -> tuple[dict[str, Any] | None, str, int]:
    """The JSON document to print for `exc` (None: none), the line for stderr and the exit
    code. A bug's traceback goes to stderr first with `debug` (call it while handling `exc`)."""
    if isinstance(exc, HermesGitError):
        return exc.to_json(), f"error: {exc.render()}", int(exc.exit_code)
    if isinstance(exc, KeyboardInterrupt):
        return None, "interrupted", int(ExitCode.INTERRUPTED)
    if debug:
        import traceback  # deferred for start-up: only on a bug

        traceback.print_exc()
    detail = "" if debug else " (rerun with --debug for the traceback)"
    data = {"error": "bug", "message": repr(exc), "exit_code": int(ExitCode.BUG)}
    return data, f"unexpected error: {exc!r}{detail}", int(ExitCode.BUG)
