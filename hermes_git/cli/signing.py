"""`hermes-git signing enable|add|remove|disable|status`."""

from __future__ import annotations

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.signing import manage
from hermes_git.signing.state import SigningState
from hermes_git.words import plural


@click.group("signing")
def command() -> None:
    """Signed approvals: devices take onto main only commits a known key signed."""


@command.command("enable")
@format_option
@pass_app
def enable(app: AppContext) -> ExitCode:
    """Make this device's key (or use git's user.signingKey) and turn signing on."""
    _show(app, manage.enable(app.root))
    return ExitCode.OK


@command.command("add")
@click.argument("name")
@click.argument("public_key")
@format_option
@pass_app
def add(app: AppContext, name: str, public_key: str) -> ExitCode:
    """Enrol another device's or a reviewer's PUBLIC_KEY as NAME (a signed commit)."""
    _show(app, manage.add(app.root, name, public_key))
    return ExitCode.OK


@command.command("remove")
@click.argument("name")
@format_option
@pass_app
def remove(app: AppContext, name: str) -> ExitCode:
    """Revoke NAME's key: what it signs from now on is refused (a signed commit)."""
    _show(app, manage.remove(app.root, name))
    return ExitCode.OK


@command.command("disable")
@format_option
@pass_app
def disable(app: AppContext) -> ExitCode:
    """Turn signing off for every device (a signed commit; `status` shows it everywhere)."""
    _show(app, manage.disable(app.root))
    return ExitCode.OK


@command.command("status")
@format_option
@pass_app
def status(app: AppContext) -> ExitCode:
    """Whether signing is on, the enrolled keys, and this device's key."""
    with manage.open_store(app.root) as store:
        _show(app, manage.state(store))
    return ExitCode.OK


def _show(app: AppContext, result: SigningState) -> None:
    app.emit(result.to_json(), text(result))


def text(result: SigningState) -> str:
    """The signing state in plain lines (`status` shows the same)."""
    lines = []
    if result.action not in ("status", "already", "pending"):
        lines.append(f"signing {result.action} in {(result.commit or '')[:10]} (signed)")
    if result.on:
        lines.append(f"signing: on, {plural(len(result.signers), 'enrolled key')}")
        lines.extend(f"  {s.name}  {s.kind}  {s.fingerprint}" for s in result.signers)
    else:
        lines.append(f"signing: off ({result.disabled or 'never enabled'})")
    if result.device_key and not result.enrolled and result.on:
        lines.append(
            "this device is not enrolled: its main changes wait on a review branch; on an "
            f"enrolled device run:\n  hermes-git signing add {result.device} '{result.device_key}'\n"
            "then sync both"
        )
    return "\n".join(lines)
