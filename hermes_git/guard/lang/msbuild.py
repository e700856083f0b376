"""What an MSBuild project runs, as shell: each `<Exec Command="...">` of its targets.

A target that names `BeforeTargets`/`AfterTargets` or `InitialTargets` runs whenever the
project builds, so each command is build-time code. `$(Name)` is replaced by the value a
`<PropertyGroup>` gives it (the last one written wins, as in MSBuild), and otherwise by the
environment variable of that name (`$(HOME)` is `$HOME`), which is what MSBuild does.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

__all__ = ["SUFFIXES", "commands"]

SUFFIXES = frozenset({".targets", ".props", ".csproj", ".vbproj", ".fsproj", ".proj"})
_PROPERTY = re.compile(r"\$\((\w+)\)")
_MAX_TEXT = 400_000


def commands(text: str) -> list[tuple[int, str]]:
    """(line, shell text) of each `Exec` command in an MSBuild project."""
    if len(text) > _MAX_TEXT or "Exec" not in text:
        return []
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError:
        return []
    properties = {id(child) for group in root.iter() if _tag(group) == "PropertyGroup"
                  for child in group}  # fmt: skip
    values: dict[str, str] = {}
    found: list[str] = []
    for node in root.iter():
        tag = _tag(node)
        if node.text and len(node) == 0 and id(node) in properties:
            values[tag] = _resolved(node.text.strip(), values)
        elif tag == "Exec" and node.get("Command"):
            found.append(node.get("Command", ""))
    return [
        (line, _resolved(c, values)) for line, c in zip(_lines(text, found), found, strict=True)
    ]


def _tag(node: ElementTree.Element) -> str:
    return str(node.tag).rsplit("}", 1)[-1]


def _resolved(text: str, values: dict[str, str]) -> str:
    return _PROPERTY.sub(lambda m: values.get(m.group(1), "$" + m.group(1)), text)


def _lines(text: str, commands: list[str]) -> list[int]:
    """The line each command's `Command=` attribute is on, in document order."""
    lines, at = [], 0
    for command in commands:
        head = command.split(maxsplit=1)[0] if command.strip() else ""
        found = re.compile(r"Command\s*=\s*[\"']\s*" + re.escape(head)).search(text, at)
        at = found.end() if found else at
        lines.append(text.count("\n", 0, found.start()) + 1 if found else 1)
    return lines
