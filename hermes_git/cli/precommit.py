"""`hermes-git hook guard|memory|check FILES...`: the pre-commit framework's entry points."""

from __future__ import annotations

import re
from pathlib import Path

import click

from hermes_git.cli import validate as validate_command
from hermes_git.cli._app import AppContext, pass_app
from hermes_git.errors import ExitCode

FILES = click.argument("files", nargs=-1, type=click.Path(path_type=Path))
# The `files:` patterns of the hermes-git-validate and hermes-git-memory hooks (`hook check`
# applies them to what it is given, as pre-commit applies them to the staged files).
VALIDATED = re.compile(r"(^|/)(SKILL\.md|MEMORY\.md|USER\.md)$")
MEMORIES = re.compile(r"(^|/)memories/(MEMORY|USER)\.md$")


@click.group("hook")
def command() -> None:
    """Hooks for pre-commit: pass the staged files, get exit 0 (pass) or 1 (refuse)."""


@command.command("guard")
@FILES
@click.option("--trust", default=None, help="Trust level (default: the repo's guard.trust).")
@pass_app
def guard(app: AppContext, files: tuple[Path, ...], trust: str | None) -> ExitCode:
    """Scan the skill folders the FILES belong to."""
    return _guard(app, files, trust)


def _guard(app: AppContext, files: tuple[Path, ...], trust: str | None) -> ExitCode:
    # deferred for start-up: loaded when the command runs
    from hermes_git.guard import SUPPRESSION_ROUTE, Request, scan, to_text
    from hermes_git.validate.changed import split_changed

    root = _hook_root(app)
    skills, _ = split_changed([f.absolute() for f in files], stop=root)
    if not skills:
        return ExitCode.OK
    report = scan(Request(tuple(skills), root, trust, cache=False, unattended=True))
    if not report.allowed or app.verbosity >= 2:
        click.echo(to_text(report, verbose=app.verbosity >= 2))
    if not report.allowed:
        click.echo(SUPPRESSION_ROUTE, err=True)
    return ExitCode.OK if report.allowed else ExitCode.GATE


@command.command("memory")
@FILES
@pass_app
def memory(app: AppContext, files: tuple[Path, ...]) -> ExitCode:
    """Check MEMORY.md / USER.md: format, limits, secrets, injection, hidden text."""
    return _memory(app, files)


def _memory(app: AppContext, files: tuple[Path, ...]) -> ExitCode:
    # deferred for start-up: loaded when the command runs
    from hermes_git import report
    from hermes_git.guard import Request, scan, to_text
    from hermes_git.validate import run as validate
    from hermes_git.validate.changed import split_changed

    root = _hook_root(app)
    _, memories = split_changed([f.absolute() for f in files], stop=root)
    if not memories:
        return ExitCode.OK
    result = validate.validate_paths(memories, cwd=root)
    scanned = scan(Request(tuple(memories), root, "agent-created", cache=False))
    unsafe = scanned.verdict != "safe"
    errors = [p for p in result.problems if p.severity == "error"]
    if errors:
        click.echo(report.text(errors))
    if unsafe:
        click.echo(to_text(scanned))
    return ExitCode.GATE if errors or unsafe else ExitCode.OK


@command.command("check")
@FILES
@click.option("--profile", type=click.Choice(validate_command.PROFILES), default=None)
@click.option("--trust", default=None, help="Trust level (default: the repo's guard.trust).")
@pass_app
def check(
    app: AppContext, files: tuple[Path, ...], profile: str | None, trust: str | None
) -> ExitCode:
    """The three hooks in one process: validate, guard and memory, each on the FILES its own
    hook would be given (pass every staged file)."""
    posix = [(f, f.as_posix()) for f in files]
    validated = [f for f, name in posix if VALIDATED.search(name)]
    memories = tuple(f for f, name in posix if MEMORIES.search(name))
    codes = [
        validate_command.run(app, validated, profile, None) if validated else ExitCode.OK,
        _guard(app, files, trust),
        _memory(app, memories) if memories else ExitCode.OK,
    ]
    return ExitCode.GATE if ExitCode.GATE in codes else max(codes)


def _hook_root(app: AppContext) -> Path:
    """The repository a hook runs in: --repo, else the nearest repo or catalog upward (git runs
    hooks at the top of the work tree), else the current directory."""
    # deferred for start-up: loaded when the command runs
    from hermes_git.config import ALLOW_FILE, CONFIG_FILE, find_upward

    if app.repo_path is not None:
        return app.repo_path.absolute()
    return find_upward(Path.cwd(), (CONFIG_FILE, ALLOW_FILE)) or Path.cwd().absolute()
