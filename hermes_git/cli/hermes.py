"""`hermes-git hermes enable|disable|status`: the plugin in Hermes' config.yaml."""

from __future__ import annotations

import click

from hermes_git import hermesconfig
from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode


@click.group("hermes")
def command() -> None:
    """Turn the hermes-git plugin on or off for this Hermes home (profile)."""


@command.command("enable")
@format_option
@pass_app
def enable(app: AppContext) -> ExitCode:
    """Add hermes-git to plugins.enabled (comments and order of config.yaml kept)."""
    changed = hermesconfig.set_plugin(app.root, True)
    app.emit(
        {"enabled": True, "changed": changed},
        "hermes-git plugin enabled; takes effect in Hermes' next session"
        if changed
        else "hermes-git plugin was already enabled",
    )
    return ExitCode.OK


@command.command("disable")
@format_option
@pass_app
def disable(app: AppContext) -> ExitCode:
    """Remove hermes-git from plugins.enabled."""
    changed = hermesconfig.set_plugin(app.root, False)
    app.emit(
        {"enabled": False, "changed": changed},
        "hermes-git plugin disabled" if changed else "hermes-git plugin was not enabled",
    )
    return ExitCode.OK


@command.command("status")
@format_option
@pass_app
def status(app: AppContext) -> ExitCode:
    """Whether Hermes will load the plugin for this home."""
    enabled = hermesconfig.plugin_enabled(app.root)
    app.emit({"enabled": enabled}, "enabled" if enabled else "not enabled")
    return ExitCode.OK
