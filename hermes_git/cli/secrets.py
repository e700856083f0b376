"""`hermes-git secrets scan [PATH...]` and `hermes-git secrets allow FILE --line N ...`."""

from __future__ import annotations

from pathlib import Path

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.guard import accept_secrets, scan_secret_files, unaccepted_secrets


@click.group("secrets")
def command() -> None:
    """Find credentials, and accept reviewed false alarms in the audited baseline."""


@command.command("scan")
@click.argument("paths", nargs=-1)
@format_option
@pass_app
def scan(app: AppContext, paths: tuple[str, ...]) -> ExitCode:
    """Secrets in PATHS (repo-relative files; default: every tracked file). Exit 1: found."""
    root = app.root
    rels = list(paths) or _tracked(app)
    found = unaccepted_secrets(scan_secret_files(root, rels), root)
    text = "\n".join(f"{f.render()} hash={f.hash}" for f in found)
    app.emit({"findings": [f.to_json() for f in found]}, text)
    return ExitCode.GATE if found else ExitCode.OK


@command.command("allow")
@click.argument("file")
@click.option("--line", type=int, help="Only the finding on this line.")
@click.option("--rule", help="Only the finding of this rule.")
@click.option("--reviewer", required=True, help="Who reviewed the finding.")
@click.option("--reason", required=True, help="Why it is not a secret.")
@format_option
@pass_app
def allow(
    app: AppContext, file: str, line: int | None, rule: str | None, reviewer: str, reason: str
) -> ExitCode:
    """Accept FILE's findings (repo-relative) in .hermes-git-secrets.baseline."""
    root = app.root
    found = [
        f
        for f in scan_secret_files(root, [file])
        if (line is None or f.line == line) and (rule is None or f.rule == rule)
    ]
    added = accept_secrets(root, found, reviewer, reason)
    text = "\n".join(f"accepted {a.file} [{a.rule}] hash={a.hash}" for a in added)
    app.emit({"accepted": [a.to_json() for a in added]}, text)
    return ExitCode.OK


def _tracked(app: AppContext) -> list[str]:
    with app.store() as store:
        return [p for p in store.run("ls-files").splitlines() if (Path(app.root) / p).is_file()]
