"""The person's editor, as git picks it (`GIT_EDITOR`, `core.editor`, `$VISUAL`, `$EDITOR`, vi),
run on one file and waited for."""

from __future__ import annotations

import subprocess
from pathlib import Path

from hermes_git.errors import HermesGitError, UsageError
from hermes_git.store.runner import execute


def editor_command(cwd: Path) -> str:
    """The editor command git would run from `cwd` (a shell snippet, like `code --wait`).

    Raises:
        UsageError: git names none.
    """
    status, out, _err = execute(["var", "GIT_EDITOR"], cwd)
    editor = out.strip() if status == 0 else ""
    if not editor:
        raise UsageError(
            "no editor is configured",
            fix="set $EDITOR (e.g. `export EDITOR=nano`) or `git config --global core.editor`",
        )
    return editor


def run_editor(path: Path, cwd: Path) -> None:
    """Open `path` in the editor and wait for it to close, as git runs one (through `sh`, so
    the command may carry arguments).

    Raises:
        UsageError: no editor is configured.
        HermesGitError: the editor could not start, or exited non-zero.
    """
    editor = editor_command(cwd)
    try:
        done = subprocess.run(["sh", "-c", f'{editor} "$@"', editor, str(path)], check=False)
    except OSError as exc:
        raise HermesGitError(f"could not run the editor {editor!r}: {exc}", path=path) from exc
    if done.returncode != 0:
        raise HermesGitError(
            f"the editor {editor!r} exited with status {done.returncode}",
            path=path,
            fix="your text is kept in that file; fix the editor or pass --from that file",
        )
