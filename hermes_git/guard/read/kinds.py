"""File kinds: how a file of a skill is read (markdown, script or data), its language and role."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import PurePosixPath

from hermes_git.guard.read.context import language_of

MARKDOWN = frozenset({".md", ".markdown", ".mdx", ".txt", ".rst", ".html", ".htm", ""})
SCRIPTS = {
    ".py": "python",
    ".pyw": "python",
    ".sh": "shell",
    ".bash": "shell",
    ".zsh": "shell",
    ".ksh": "shell",
    ".fish": "shell",
    ".command": "shell",
    ".js": "js",
    ".mjs": "js",
    ".cjs": "js",
    ".ts": "js",
    ".tsx": "js",
    ".mts": "js",
    ".cts": "js",
    ".jsx": "js",
    ".rb": "ruby",
    ".pl": "perl",
    ".php": "php",
    ".ps1": "powershell",
    ".psm1": "powershell",
    ".bat": "batch",
    ".cmd": "batch",
    ".go": "go",
    ".rs": "rust",
    ".java": "java",
    ".lua": "lua",
    ".r": "r",
    ".swift": "swift",
    ".applescript": "applescript",
    ".scpt": "applescript",
    ".sql": "sql",
}
TEMPLATES = frozenset(
    {".tmpl", ".tpl", ".j2", ".jinja", ".jinja2", ".template", ".mustache", ".hbs"}
)
# Files a tool reads and acts on (agent settings, hooks, MCP servers, package scripts): never
# documentation, wherever they sit. Dot-folders (.claude/, .github/, .cursor/) count too.
CONFIG_NAMES = frozenset(
    {
        "settings.json",
        "settings.local.json",
        "hooks.json",
        "mcp.json",
        ".mcp.json",
        "package.json",
        "config.toml",
        "pyproject.toml",
        "setup.cfg",
        "tox.ini",
    }
)
_SHEBANG = re.compile(r"#!\s*\S*?(?:env\s+)?(python|node|bash|sh|zsh|ruby|perl|php)")


@dataclass(frozen=True)
class FileKind:
    """How a file is read: markdown, script or data; its language; its role in the skill."""

    kind: str  # markdown | script | data
    language: str
    role: str  # skill | reference | script | asset | memory


@lru_cache(maxsize=4096)
def _path_facts(rel: str) -> tuple[str, str, str, str, int]:
    """(suffix, top folder, role, name, depth) of a path in a skill: the same few paths
    (`SKILL.md`, `scripts/run.sh`) recur in every skill of a home."""
    path = PurePosixPath(rel)
    top = path.parts[0] if len(path.parts) > 1 else ""
    role = (
        "skill"
        if rel == "SKILL.md"
        else "script"
        if top == "scripts"
        else ("asset" if top in ("assets", "templates") else "reference" if top else "doc")
    )
    return path.suffix.lower(), top, role, path.name, len(path.parts)


def classify(rel: str, text: str) -> FileKind:
    """The kind of a text file from its path in the skill and its first line."""
    suffix, top, role, name, depth = _path_facts(rel)
    if suffix in TEMPLATES:  # `main.go.tmpl` is rendered into code that is built and run
        inner = PurePosixPath(name[: -len(suffix)]).suffix.lower()
        suffix, role = (inner, "script") if inner in SCRIPTS else (suffix, role)
    if suffix in SCRIPTS:
        return FileKind("script", SCRIPTS[suffix], "script" if role != "skill" else role)
    shebang = _SHEBANG.match(text[:120]) if text.startswith("#!") else None
    if shebang:
        return FileKind(
            "script",
            language_of(shebang.group(1)).replace("sh", "shell")
            if shebang.group(1) in ("sh", "bash", "zsh")
            else {"node": "js"}.get(shebang.group(1), shebang.group(1)),
            "script",
        )
    if name in ("Makefile", "Dockerfile", "Justfile"):
        return FileKind("script", "shell", "script")
    if suffix in MARKDOWN:
        return FileKind("markdown", "", role)
    if top.startswith(".") or name.lower() in CONFIG_NAMES:
        return FileKind("data", language_of(suffix), "config")  # a tool runs what it says
    data_role = "data" if depth == 1 else "asset" if role == "reference" else role
    # (a loose top-level file is "doc": documentation, but beside SKILL.md, not filed away)
    return FileKind("data", language_of(suffix), data_role)
