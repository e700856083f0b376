"""Which repository a command works on, found the way git finds its own.

`--repo` first; else the nearest folder from the current directory upward that holds both
`.hermes-git.yaml` and `.git`; else `$HERMES_GIT_REPO`, `$HERMES_HOME`, `~/.hermes`.
"""

from __future__ import annotations

import os
from pathlib import Path

from hermes_git.config import CONFIG_FILE, default_home

ALLOW_FILE = ".hermes-git-allow.yaml"  # the guard's default allow file (guard.allow_file)


def find_root(
    explicit: Path | None, cwd: Path | None = None, markers: tuple[str, ...] = ()
) -> Path:
    """The repository folder for a command (absolute; it need not exist).

    `markers`: other files that also mark a folder on the way up (a skills catalog that has
    only an allow file is found by `scan` and the hooks this way).
    """
    if explicit is not None:
        return explicit.expanduser().absolute()
    found = find_upward(cwd or Path.cwd(), (CONFIG_FILE, *markers))
    if found is not None:
        return found
    env = os.environ.get("HERMES_GIT_REPO", "").strip()
    return (Path(env) if env else default_home()).expanduser().absolute()


def find_catalog(explicit: Path | None, cwd: Path | None = None) -> Path:
    """The repository or skills catalog to write an allow file in: like `find_root` with the
    allow file as a marker, else the git work tree around `cwd` (a catalog's first entry)."""
    if explicit is None:
        start = cwd or Path.cwd()
        found = find_upward(start, (CONFIG_FILE, ALLOW_FILE))
        if found is None:
            found = next((f for f in (start, *start.parents) if (f / ".git").exists()), None)
        if found is not None:
            return found.absolute()
    return find_root(explicit, cwd)


def find_upward(start: Path, markers: tuple[str, ...]) -> Path | None:
    """The nearest folder from `start` upward with `.git` and one of `markers`, or None."""
    try:
        here = start.absolute()
    except OSError:  # the current directory was removed
        return None
    for folder in (here, *here.parents):
        try:
            if (folder / ".git").exists() and any((folder / m).is_file() for m in markers):
                return folder
        except OSError:
            continue
    return None
