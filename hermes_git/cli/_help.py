"""`hermes-git --help`: the commands in groups, daily ones first; plumbing stays callable, unlisted."""

from __future__ import annotations

import click

# title -> the commands listed under it, in this order
SECTIONS: dict[str, tuple[str, ...]] = {
    "Every day": ("status", "sync", "skill", "memory", "search", "capture"),
    "Review what the agent proposed": ("review", "log", "diff", "revert"),
    "Community skills": ("install", "update", "uninstall"),
    "Gates": ("validate", "scan", "secrets", "guard", "ci"),
    "Set up a home or a device": ("init", "clone", "join", "signing", "hermes", "hooks"),
    "For programs": ("propose", "import-pending", "index"),
}
# run by git and pre-commit, not by people: hidden from --help, callable as ever
PLUMBING = frozenset({"merge-driver", "hook"})


def format_sections(group: click.Group, ctx: click.Context, formatter: click.HelpFormatter) -> None:
    """Write each section of commands with its one-line help."""
    width = formatter.width - 6 - max(len(n) for names in SECTIONS.values() for n in names)
    for title, names in SECTIONS.items():
        rows = []
        for name in names:
            command = group.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command.get_short_help_str(width)))
        if rows:
            with formatter.section(title):
                formatter.write_dl(rows)
