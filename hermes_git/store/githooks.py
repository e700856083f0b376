"""Native git hooks (post-merge, post-checkout, post-rewrite) that refresh the prompt snapshot.

The scripts live in the top-level `hooks/` folder (packaged as `hermes_git/_hooks`). Installing
writes them into `.git/hooks/` with this interpreter's absolute path; a hook the user already
had is kept as `<name>.pre-hermes-git` and still runs first. Uninstalling puts it back.
"""

from __future__ import annotations

import os
import shlex
import sys
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from hermes_git.files import atomic_write
from hermes_git.store.gitstore import GitStore

HOOKS = ("post-merge", "post-checkout", "post-rewrite")
MARKER = "hermes-git-hook"
CHAINED = ".pre-hermes-git"
PLACEHOLDER = '"@PYTHON@"'


@dataclass
class HookReport:
    """What install or uninstall did, per hook."""

    installed: list[str] = field(default_factory=list)
    chained: list[str] = field(default_factory=list)  # a user hook kept, now run first
    removed: list[str] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)  # a user hook put back
    skipped: str | None = None

    def to_json(self) -> dict[str, object]:
        return dict(self.__dict__)


def template(name: str) -> str:
    """The text of hook `name` as shipped (`@PYTHON@` not yet filled in)."""
    packaged = resources.files("hermes_git").joinpath("_hooks", name)
    if packaged.is_file():
        return packaged.read_text("utf-8")
    return (Path(__file__).resolve().parents[2] / "hooks" / name).read_text("utf-8")


def script(name: str, python: str | None = None) -> str:
    """Hook `name` as installed: it runs `python` (default: this interpreter) by absolute path."""
    return template(name).replace(PLACEHOLDER, shlex.quote(python or sys.executable))


def hooks_dir(store: GitStore) -> Path | None:
    """`.git/hooks`, or None when `core.hooksPath` points elsewhere (shared; not ours to edit)."""
    if store.config_get("core.hooksPath"):
        return None
    return store.git_dir / "hooks"


def is_ours(path: Path) -> bool:
    try:
        return MARKER in path.read_text("utf-8", "replace")[:400]
    except OSError:
        return False


def install(store: GitStore, python: str | None = None) -> HookReport:
    """Install (or update) the three hooks; a user's own hook is kept and chained."""
    report = HookReport()
    folder = hooks_dir(store)
    if folder is None:
        report.skipped = "core.hooksPath is set; add the scripts of hooks/ there by hand"
        return report
    for name in HOOKS:
        target = folder / name
        if (target.exists() or target.is_symlink()) and not is_ours(target):
            chained = folder / (name + CHAINED)
            if chained.exists():
                report.skipped = f"{chained} already exists; move it away and install again"
                continue
            os.replace(target, chained)
            report.chained.append(name)
        atomic_write(target, script(name, python).encode("utf-8"), mode=0o755)
        report.installed.append(name)
    return report


def uninstall(store: GitStore) -> HookReport:
    """Remove our hooks and put back any user hook they chained to."""
    report = HookReport()
    folder = hooks_dir(store) or store.git_dir / "hooks"
    for name in HOOKS:
        target, chained = folder / name, folder / (name + CHAINED)
        if target.exists() and is_ours(target):
            target.unlink()
            report.removed.append(name)
        if chained.exists() and not target.exists():
            os.replace(chained, target)
            report.restored.append(name)
    return report
