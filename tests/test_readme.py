"""README's layout table names every wing and root module of the package, and nothing gone."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hermes_git"


def _layout_paths() -> set[str]:
    text = (ROOT / "README.md").read_text("utf-8")
    section = text.split("\n## Layout\n", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `(hermes_git/[^`]+)` \|", section, re.M))


def _tree() -> set[str]:
    wings = {f"hermes_git/{p.parent.name}/" for p in PACKAGE.glob("*/__init__.py")}
    modules = {f"hermes_git/{p.name}" for p in PACKAGE.glob("*.py") if p.name != "__init__.py"}
    return wings | modules


def test_the_layout_table_names_every_wing_and_root_module() -> None:
    listed = {
        p for p in _layout_paths() if p.endswith((".py", "/")) and p != "hermes_git/templates/"
    }
    assert sorted(_tree() - listed) == []  # in the tree, missing from README
    assert sorted(listed - _tree()) == []  # in README, gone from the tree


def test_the_readme_shows_every_signing_command() -> None:
    from hermes_git.cli.signing import command

    text = (ROOT / "README.md").read_text("utf-8")
    assert command.commands
    for name in command.commands:
        assert f"hermes-git signing {name}" in text, name
