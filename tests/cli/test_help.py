"""`hermes-git --help`: daily commands first, in groups; plumbing hidden but still callable."""

from __future__ import annotations

import re

from hermes_git.cli import COMMANDS
from hermes_git.cli._help import PLUMBING, SECTIONS
from tests.conftest import Cli


def _listed(text: str) -> dict[str, list[str]]:
    """{section title: the commands listed under it} from the help text."""
    sections: dict[str, list[str]] = {}
    title = None
    for line in text.splitlines():
        if line and not line.startswith(" ") and line.endswith(":"):
            title = line[:-1]
            sections[title] = []
        elif title and (match := re.match(r"  ([a-z][\w-]*)  ", line)):
            sections[title].append(match.group(1))
    return sections


def test_help_lists_every_command_once_in_its_group_daily_ones_first(cli: Cli) -> None:
    result = cli("--help")
    assert result.exit_code == 0
    listed = _listed(result.output)
    commands = {title: names for title, names in listed.items() if title in SECTIONS}
    assert list(commands) == list(SECTIONS)
    assert next(iter(commands)) == "Every day" and commands["Every day"][:2] == ["status", "sync"]
    everything = [name for names in commands.values() for name in names]
    assert sorted(everything) == sorted(set(COMMANDS) - PLUMBING)  # each once, none forgotten


def test_plumbing_is_hidden_from_help_and_still_runs(cli: Cli) -> None:
    text = cli("--help").output
    for name in ("merge-driver", "hook"):
        assert not re.search(rf"^  {name}\b", text, re.M)
        result = cli(name, "--help")
        assert result.exit_code == 0 and "Usage: main " + name in result.output


def test_the_hook_runner_is_hidden_from_hooks_help_and_still_runs(cli: Cli) -> None:
    shown = cli("hooks", "--help").output
    assert "install" in shown and not re.search(r"^  run\b", shown, re.M)
    assert cli("hooks", "run", "--help").exit_code == 0
