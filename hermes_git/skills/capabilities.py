"""What a skill can reach: hosts, commands, secret paths and tools (for a reviewer's delta)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git.frontmatter import load_frontmatter, parse_document

_URL = re.compile(r"\b(?:https?|wss?|ftp)://([A-Za-z0-9.-]+\.[A-Za-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})")
_SHELL_LANGS = frozenset({"bash", "sh", "shell", "zsh", "console", "terminal"})
_SECRET_PATH = re.compile(
    r"(~|\$HOME|/home/\w+|/root)/\.(ssh|aws|gnupg|kube|docker|netrc|npmrc|pypirc|config/gh|"
    r"hermes/\.env|git-credentials)[\w./-]*|\B\.env\b|/etc/(?:shadow|passwd|sudoers)"
)
_NOT_COMMANDS = frozenset(
    {
        "#",
        "$",
        ">",
        "cd",
        "echo",
        "export",
        "then",
        "fi",
        "do",
        "done",
        "else",
        "if",
        "for",
        "while",
        "}",
        "{",
        "set",
        "source",
        ".",
    }
)
_SCRIPT_SUFFIXES = {
    ".sh": "bash",
    ".bash": "bash",
    ".py": "python",
    ".js": "node",
    ".ts": "node",
    ".rb": "ruby",
}


@dataclass
class Capabilities:
    """The reach of one skill, as sets of plain strings."""

    hosts: set[str] = field(default_factory=set)
    commands: set[str] = field(default_factory=set)
    secret_paths: set[str] = field(default_factory=set)
    tools: set[str] = field(default_factory=set)

    def minus(self, other: Capabilities) -> Capabilities:
        """What this one has that `other` has not (the capability delta of a change)."""
        return Capabilities(
            self.hosts - other.hosts,
            self.commands - other.commands,
            self.secret_paths - other.secret_paths,
            self.tools - other.tools,
        )

    def empty(self) -> bool:
        return not (self.hosts or self.commands or self.secret_paths or self.tools)

    def to_json(self) -> dict[str, list[str]]:
        return {
            "hosts": sorted(self.hosts),
            "commands": sorted(self.commands),
            "secret_paths": sorted(self.secret_paths),
            "tools": sorted(self.tools),
        }


def of_files(files: dict[str, bytes]) -> Capabilities:
    """Capabilities of a skill given as {path inside the skill: bytes}."""
    caps = Capabilities()
    for rel, data in files.items():
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        caps.hosts.update(h.lower() for h in _URL.findall(text))
        caps.secret_paths.update(m.group(0) for m in _SECRET_PATH.finditer(text))
        suffix = Path(rel).suffix
        if suffix in _SCRIPT_SUFFIXES:
            caps.commands.add(_SCRIPT_SUFFIXES[suffix])
        if rel == "SKILL.md":
            _skill_md(text, caps)
        if suffix in (".sh", ".bash"):
            caps.commands.update(_commands(text.splitlines()))
    return caps


def of_folder(folder: Path) -> Capabilities:
    """Capabilities of a skill folder on disk."""
    return of_files(
        {
            p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*"))
            if p.is_file()
        }
    )


def _skill_md(text: str, caps: Capabilities) -> None:
    doc = parse_document(text.encode("utf-8"))
    frontmatter, _ = load_frontmatter(doc)
    caps.tools.update(_tools(frontmatter))
    for block in _shell_blocks(doc.body):
        caps.commands.update(_commands(block))


def _tools(frontmatter: dict[str, Any]) -> set[str]:
    found: set[str] = set()
    allowed = frontmatter.get("allowed-tools")
    if isinstance(allowed, str):
        found.update(allowed.replace(",", " ").split())
    metadata = frontmatter.get("metadata")
    hermes = metadata.get("hermes") if isinstance(metadata, dict) else None
    if isinstance(hermes, dict):
        for key in ("requires_tools", "requires_toolsets"):
            value = hermes.get(key)
            if isinstance(value, list):
                found.update(str(v) for v in value)
    return found


def _shell_blocks(body: str) -> list[list[str]]:
    """The lines of every fenced shell code block (bash, sh, console...) in Markdown."""
    blocks: list[list[str]] = []
    current: list[str] | None = None
    shell = False
    for line in body.splitlines():
        stripped = line.strip()
        if not stripped.startswith("```"):
            if current is not None:
                current.append(line)
        elif current is None:
            current, shell = [], stripped[3:].strip().lower() in _SHELL_LANGS
        else:
            if shell:
                blocks.append(current)
            current = None
    return blocks


def _commands(lines: list[str]) -> set[str]:
    found: set[str] = set()
    for line in "\n".join(lines).replace("\\\n", " ").splitlines():
        for part in re.split(r"\|\||&&|\||;", line.strip().removeprefix("$ ")):
            words = part.strip().split()
            while words and (words[0] in ("sudo", "env", "nohup", "exec") or "=" in words[0]):
                words = words[1:]
            if words and words[0] not in _NOT_COMMANDS and re.match(r"^\w[\w./-]*$", words[0]):
                found.add(Path(words[0]).name)
    return found
