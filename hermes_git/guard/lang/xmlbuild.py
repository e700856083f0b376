"""What an MSBuild or Maven project runs, as shell: MSBuild's `<Exec Command="...">`, the
`<executable>` and `<argument>`s of Maven's exec plugin, and antrun's `<exec>`.

A Maven execution bound to a phase (`validate`, `compile`) runs in every build. An MSBuild
target that names `BeforeTargets`/`AfterTargets` or `InitialTargets` runs whenever the
project builds, so each command is build-time code. `$(Name)` is replaced by the value a
`<PropertyGroup>` gives it (the last one written wins, as in MSBuild), and otherwise by the
environment variable of that name (`$(HOME)` is `$HOME`), which is what MSBuild does.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

__all__ = ["SUFFIXES", "commands"]

SUFFIXES = frozenset({".targets", ".props", ".csproj", ".vbproj", ".fsproj", ".proj", ".xml"})
_PROPERTY = re.compile(r"\$\((\w+)\)")
_MAX_TEXT = 400_000
_SHELLS = frozenset({"sh", "bash", "/bin/sh", "/bin/bash", "zsh"})


def commands(text: str) -> list[tuple[int, str, str]]:
    """(line, shell text, phase) of each command an MSBuild or Maven project runs."""
    if len(text) > _MAX_TEXT or not ("Exec" in text or "<executable" in text or "<exec" in text):
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
        elif tag == "configuration" or (tag == "exec" and node.get("executable")):
            found += _maven(node)
    pairs = zip(_lines(text, found), found, strict=True)
    return [(line, _resolved(c, values), "build") for line, c in pairs]


def _maven(node: ElementTree.Element) -> list[str]:
    """The command of an exec-plugin `<configuration>` or an antrun `<exec>` (`sh -c X`: X)."""
    program = (node.get("executable") or next(
        (c.text or "" for c in node if _tag(c) == "executable"), "")).strip()  # fmt: skip
    words = [(a.get("value") or a.text or "").strip() for a in node.iter()
             if _tag(a) in ("argument", "arg")]  # fmt: skip
    if not program:
        return []
    if program in _SHELLS and len(words) >= 2 and words[0] == "-c":
        return [words[1]]
    return [" ".join([program, *words])]


def _tag(node: ElementTree.Element) -> str:
    return str(node.tag).rsplit("}", 1)[-1]


def _resolved(text: str, values: dict[str, str]) -> str:
    return _PROPERTY.sub(lambda m: values.get(m.group(1), "$" + m.group(1)), text)


def _lines(text: str, commands: list[str]) -> list[int]:
    """The line each command's `Command=` attribute is on, in document order."""
    lines, at = [], 0
    for command in commands:
        head = command.split(maxsplit=1)[0] if command.strip() else ""
        found = re.compile(r"(?:Command\s*=\s*[\"']|<argument>(?:<!\[CDATA\[)?|<executable>)\s*"
                           + re.escape(head)).search(text, at)  # fmt: skip
        at = found.end() if found else at
        lines.append(text.count("\n", 0, found.start()) + 1 if found else 1)
    return lines
