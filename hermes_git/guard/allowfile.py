"""`hermes-git guard allow`: write a reviewed allow-file entry, pinned to the file's content."""

from __future__ import annotations

import datetime
import getpass
import os
from pathlib import Path

from hermes_git.errors import PathEscapeError, UsageError
from hermes_git.files import atomic_write_text
from hermes_git.guard import api
from hermes_git.guard.judge import suppress
from hermes_git.parse.yamlio import yaml_dump, yaml_load
from hermes_git.store.locks import flock, repo_lock_path


def allow(
    root: Path, rule: str, path: Path, reason: str, reviewer: str | None, line: int | None
) -> dict[str, object]:
    """Add (or renew) the allow entry for `rule` in the file at `path`; return the entry.

    The entry carries the sha256 of the file as it is now: an edit to the file ends it.

    Raises:
        UsageError: the file is missing or outside the repository, or the reason is too short.
        ConfigError: the existing allow file or `.hermes-git.yaml` is broken.
    """
    target = path if path.is_absolute() else Path.cwd() / path
    try:
        rel = target.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        raise PathEscapeError(f"{path} is outside the repository {root}", path=path) from None
    if not target.is_file():
        raise UsageError(f"no such file: {path}", path=path, fix="name the file of the finding")
    if len(reason.strip()) < 3:
        raise UsageError("the reason is too short", fix='say why, e.g. --reason "our installer"')
    allow_path = root / api.guard_settings(root).allow_file
    git_dir = root / ".git"
    if git_dir.is_dir():  # a repository: hold its lock like every other write
        with flock(repo_lock_path(git_dir), what="repository lock"):
            return _write(allow_path, rule, rel, target, reason, reviewer, line)
    return _write(allow_path, rule, rel, target, reason, reviewer, line)


def _write(
    allow_path: Path,
    rule: str,
    rel: str,
    target: Path,
    reason: str,
    reviewer: str | None,
    line: int | None,
) -> dict[str, object]:
    same = (rule, rel, line)
    entries = [e for e in _raw(allow_path) if (e["rule"], e["path"], e.get("line")) != same]
    entry: dict[str, object] = {
        "rule": rule,
        "path": rel,
        "sha256": suppress.content_hash(target.read_bytes()),
        "reviewer": reviewer or os.environ.get("GIT_AUTHOR_NAME") or getpass.getuser(),
        "reason": reason.strip(),
        "date": datetime.date.today().isoformat(),
    }
    if line is not None:
        entry["line"] = line
    entries.append(entry)
    header = "# Reviewed guard suppressions (`hermes-git guard allow` writes them).\n"
    atomic_write_text(allow_path, header + yaml_dump({"allow": entries}))
    return entry


def _raw(allow_path: Path) -> list[dict[str, object]]:
    """The entries as written (dates and all), once the file passed its schema."""
    if not suppress.load_allow_file(allow_path):
        return []
    return list(yaml_load(allow_path.read_text("utf-8"))["allow"])
