"""Following SKILL.md as an agent would: placeholders filled, scripts invoked as written.

An agent copying `curl -H "Authorization: Bearer <your-key>" ...` into its terminal fills the
placeholder first; a block run as written would make `<your-key>` a redirection from a missing
file and stop there. `fill` puts a harmless value in each placeholder, and the skill's folder
where a block names it (`{baseDir}`, `${SKILL_DIR}`). `invocations` finds the commands the
prose tells the agent to run (`Run \\`python3 scripts/setup.py --init\\``): a script of the
skill, invoked with its arguments.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Set
from pathlib import PurePosixPath

FILLER = "example"
# `<your-key>`, `<repo url>`: not `<(cmd)`, `<<EOF`, `< file`, `<&3` or `<->`
ANGLE_RE = re.compile(r"(?<![<\w])<([A-Za-z][\w.:/@-]{0,30}(?: [\w.:/@-]{1,20}){0,3})>(?!>)")
MUSTACHE_RE = re.compile(r"\{\{\s*[\w.-]{1,40}\s*\}\}")
SKILL_DIR_RE = re.compile(
    r"\{(?:baseDir|base_dir|skill_dir|skillDir|SKILL_DIR)\}|"
    r"\$\{?(?:CLAUDE_SKILL_DIR|SKILL_DIR|SKILL_ROOT|HERMES_SKILL_DIR|BASE_DIR)\}?(?!\w)"
)
INLINE_RE = re.compile(r"(?<!`)`([^`\n]{3,300})`(?!`)")
FENCED_RE = re.compile(r"^( {0,3})(```+|~~~+).*?^\1\2[ \t]*$", re.M | re.S)
RUNNERS = frozenset(
    {"bash", "sh", "zsh", "python", "python3", "node", "npx", "tsx", "ts-node", "source", "."}
)
HTML_TAGS = frozenset({"br", "p", "b", "i", "div", "span", "code", "pre", "html", "body"})
SCRIPT_SUFFIXES = (".sh", ".bash", ".zsh", ".py", ".js", ".mjs", ".cjs", ".ts")


def fill(code: str, lang: str, skill_dir: str) -> str:
    """`code` with its placeholders filled and the skill's folder put where it is named."""
    code = SKILL_DIR_RE.sub(skill_dir, code)
    if lang != "sh":
        return code  # `<` and `{{` mean other things in Python and JavaScript
    code = MUSTACHE_RE.sub(FILLER, code)
    return ANGLE_RE.sub(_angle, code)


def _angle(match: re.Match[str]) -> str:
    if match.group(1).lower() in HTML_TAGS:
        return match.group(0)  # HTML in a string
    return FILLER


def invocations(text: str, files: Set[str], folder: str) -> Iterator[tuple[int, str]]:
    """(line, command) of each inline command in the prose that runs a script of the skill.

    `folder` is the Markdown file's folder (relative to the skill), for relative paths."""
    prose = FENCED_RE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    for match in INLINE_RE.finditer(prose):
        command = match.group(1).strip()
        if _runs_a_script(command, files, folder):
            yield prose.count("\n", 0, match.start()) + 1, command + "\n"


def _runs_a_script(command: str, files: Set[str], folder: str) -> bool:
    words = command.split()
    if not words:
        return False
    first = words[0]
    if first in RUNNERS:
        target = next((w for w in words[1:] if not w.startswith("-")), "")
    elif first.startswith(("./", "scripts/", "bin/")):
        target = first
    else:
        return False
    target = target.strip("'\"")
    if not target.endswith(SCRIPT_SUFFIXES) and "/" not in target:
        return False
    rel = PurePosixPath(folder, target.removeprefix("./")).as_posix().lstrip("./")
    return rel in files or target.removeprefix("./") in files


def mentions(code: str | None, path: str) -> bool:
    """Whether a unit's code names the script `path` (so the script ran as it invokes it)."""
    if not code:
        return False
    return path in code or PurePosixPath(path).name in code.split()
