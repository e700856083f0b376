"""`hermes-git guard allow`: write a reviewed allow-file entry, pinned to the file's content."""

from __future__ import annotations

import contextlib
import datetime
import getpass
import os
from collections.abc import Iterator
from pathlib import Path

from hermes_git.errors import PathEscapeError, UsageError
from hermes_git.files import atomic_write_text
from hermes_git.guard import api
from hermes_git.guard.judge import suppress
from hermes_git.parse.yamlio import yaml_dump, yaml_load
from hermes_git.store.locks import flock, repo_lock_path
from hermes_git.store.runner import git_user_name


def allow(
    root: Path, rule: str, path: Path, reason: str, reviewer: str | None, line: int | None
) -> list[dict[str, object]]:
    """Add (or renew) the allow entry for `rule` in the file at `path`, or in each file of the
    skill folder at `path` where the guard finds `rule`; return the entries.

    An entry carries the sha256 of its file as it is now: an edit to the file ends it. A
    relative `path` is read from the current folder, else from `root` (as findings name it).

    Raises:
        UsageError: the path is missing or outside the repository, `rule` is not found in the
            folder, or the reason is too short.
        ConfigError: the existing allow file or `.hermes-git.yaml` is broken.
    """
    target = _located(root, path)
    try:
        target.resolve().relative_to(root.resolve())
    except ValueError:
        raise PathEscapeError(f"{path} is outside the repository {root}", path=path) from None
    if len(reason.strip()) < 3:
        raise UsageError("the reason is too short", fix='say why, e.g. --reason "our installer"')
    files = _files_of_rule(root, rule, target) if target.is_dir() else [target]
    allow_path = root / api.guard_settings(root).allow_file
    reviewer = reviewer or _reviewer(root)
    git_dir = root / ".git"
    with flock(repo_lock_path(git_dir), what="repository lock") if git_dir.is_dir() else _none():
        return [_write(allow_path, rule, _rel(root, f), f, reason, reviewer, line) for f in files]


def _located(root: Path, path: Path) -> Path:
    if path.is_absolute():
        found = path
    else:
        found = next((p for p in (Path.cwd() / path, root / path) if p.exists()), path)
    if not found.is_file() and not found.is_dir():
        raise UsageError(
            f"no such file or folder: {path}",
            path=path,
            fix="name the file or the skill folder of the finding",
        )
    return found.absolute()


def _files_of_rule(root: Path, rule: str, folder: Path) -> list[Path]:
    """The files of the skill folder `folder` where the guard finds `rule`."""
    report = api.scan(api.Request((folder,), root, cache=False, unattended=True))
    found = [f for t in report.targets for f in t.findings]
    paths = sorted({f.path for f in found if f.rule == rule and (root / f.path).is_file()})
    if not paths:
        rules = ", ".join(sorted({f.rule for f in found if not f.suppressed})) or "none"
        raise UsageError(
            f"the guard does not find {rule} in {folder}",
            path=folder,
            fix=f"name a rule it finds there (found: {rules}), or the file itself",
        )
    return [root / p for p in paths]


def _rel(root: Path, file: Path) -> str:
    return file.resolve().relative_to(root.resolve()).as_posix()


@contextlib.contextmanager
def _none() -> Iterator[None]:
    yield


def _write(
    allow_path: Path,
    rule: str,
    rel: str,
    target: Path,
    reason: str,
    reviewer: str,
    line: int | None,
) -> dict[str, object]:
    same = (rule, rel, line)
    entries = [e for e in _raw(allow_path) if (e["rule"], e["path"], e.get("line")) != same]
    entry: dict[str, object] = {
        "rule": rule,
        "path": rel,
        "sha256": suppress.content_hash(target.read_bytes()),
        "reviewer": reviewer,
        "reason": reason.strip(),
        "date": datetime.date.today().isoformat(),
    }
    if line is not None:
        entry["line"] = line
    entries.append(entry)
    header = "# Reviewed guard suppressions (`hermes-git guard allow` writes them).\n"
    atomic_write_text(allow_path, header + yaml_dump({"allow": entries}))
    return entry


def _reviewer(root: Path) -> str:
    """Who reviewed it: git's author name (as a commit would record it), else the login."""
    return os.environ.get("GIT_AUTHOR_NAME") or git_user_name(root) or getpass.getuser()


def _raw(allow_path: Path) -> list[dict[str, object]]:
    """The entries as written (dates and all), once the file passed its schema."""
    if not suppress.load_allow_file(allow_path):
        return []
    return list(yaml_load(allow_path.read_text("utf-8"))["allow"])
