"""What to run of a skill: its scripts, the code blocks it tells the agent to run, hook commands.

A unit is one thing the driver runs in the sandbox, with its own time limit. Scripts run from
the skill's working copy (so relative paths work as they would for the agent); code blocks and
hook commands are written out as files first.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import PurePosixPath

from hermes_git.guard.model import cut
from hermes_git.store import typescript
from hermes_git.words import plural

SCRIPT_EXTS = {
    ".sh": "sh",
    ".bash": "sh",
    ".zsh": "sh",
    ".py": "python",
    ".js": "node",
    ".mjs": "node",
    ".cjs": "node",
    ".ts": "ts",
    ".mts": "ts",
    ".cts": "ts",
    ".ps1": "pwsh",
}
FENCE_LANGS = {
    "sh": "sh",
    "bash": "sh",
    "shell": "sh",
    "zsh": "sh",
    "console": "sh",
    "terminal": "sh",
    "python": "python",
    "py": "python",
    "python3": "python",
    "javascript": "node",
    "js": "node",
    "node": "node",
    "typescript": "ts",
    "ts": "ts",
    "powershell": "pwsh",
    "pwsh": "pwsh",
    "ps1": "pwsh",
}
SHEBANGS = {"sh": "sh", "bash": "sh", "zsh": "sh", "python": "python", "python3": "python"}
SHEBANGS.update({"node": "node", "ts-node": "ts", "tsx": "ts"})
INTERPRETERS = {"sh": "bash", "python": "python3", "node": "node", "pwsh": "pwsh", "ts": "node"}
EXT_OF = {"sh": ".sh", "python": ".py", "node": ".js", "pwsh": ".ps1"}
FENCE_RE = re.compile(r"^( {0,3})(```+|~~~+)[ \t]*([\w+-]*)[^\n]*\n(.*?)^\1\2[ \t]*$", re.M | re.S)
PROMPT_RE = re.compile(r"^\s*(?:\$|PS>)\s+", re.M)
SANDBOX_PATH = "/usr/local/bin:/usr/bin:/bin"  # what the sandbox sees of the system
MAX_UNITS = 24
MAX_CODE = 64_000


@dataclass(frozen=True)
class Unit:
    """One runnable piece: its language, where it comes from, and its code (None: run the file)."""

    lang: str  # sh | python | node | pwsh | ts (transpiled to node before it runs)
    path: str  # file relative to the skill folder
    line: int
    kind: str  # script | code | hook
    code: str | None = None
    source: str = ""  # the language it was written in, when it was transpiled (ts)

    @property
    def label(self) -> str:
        return f"{self.kind}:{self.source or self.lang}"

    def summary(self) -> str:
        if self.code is None or self.kind == "script":
            return cut(f"{self.path} ({self.kind})")
        return cut(self.code)


def interpreter(lang: str) -> str | None:
    """The interpreter for `lang` when it is installed (pwsh often is not; TypeScript also
    needs the typescript package to transpile it)."""
    name = INTERPRETERS[lang]
    if lang == "ts" and typescript.find() is None:
        return None
    return name if shutil.which(name, path=SANDBOX_PATH) else None


def plan(files: Mapping[str, bytes]) -> tuple[list[Unit], list[str]]:
    """The units of a skill ({path relative to its folder: bytes}) and notes on what was left."""
    units: list[Unit] = []
    notes: list[str] = []
    for rel in sorted(files):
        text = _text(files[rel])
        if text is None:
            continue
        units.extend(_units_of(rel, text))
    runnable = []
    for unit in units:
        if interpreter(unit.lang) is None:
            notes.append(f"{unit.path}:{unit.line}: not run ({_lacking(unit.lang)})")
        else:
            runnable.append(unit)
    if len(runnable) > MAX_UNITS:
        notes.append(
            f"{plural(len(runnable) - MAX_UNITS, 'more unit')} not run (limit {MAX_UNITS})"
        )
    return _transpiled(runnable[:MAX_UNITS], files, notes), notes


def _lacking(lang: str) -> str:
    if lang == "ts" and shutil.which("node", path=SANDBOX_PATH):
        return f"typescript package missing: {typescript.INSTALL_HINT}"
    return f"{INTERPRETERS[lang]} missing"


def _transpiled(units: list[Unit], files: Mapping[str, bytes], notes: list[str]) -> list[Unit]:
    """TypeScript units as the JavaScript they become (types erased; nothing runs yet)."""
    wanted = [u for u in units if u.lang == "ts"]
    if not wanted:
        return units
    sources = [u.code if u.code is not None else _text(files[u.path]) or "" for u in wanted]
    made = dict(zip(wanted, typescript.transpile(sources), strict=True))
    kept = []
    for unit in units:
        if unit.lang != "ts":
            kept.append(unit)
        elif made[unit] is None:
            notes.append(f"{unit.path}:{unit.line}: not run (TypeScript could not be transpiled)")
        else:
            kept.append(Unit("node", unit.path, unit.line, unit.kind, made[unit], "ts"))
    return kept


def _text(data: bytes) -> str | None:
    if len(data) > MAX_CODE * 4 or b"\0" in data[:4096]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _units_of(rel: str, text: str) -> Iterator[Unit]:
    suffix = PurePosixPath(rel).suffix.lower()
    if suffix in (".md", ".markdown"):
        yield from _code_blocks(rel, text)
    elif suffix in SCRIPT_EXTS:
        yield Unit(SCRIPT_EXTS[suffix], rel, 1, "script")
    elif suffix == ".json" and '"hooks"' in text:
        yield from _hook_commands(rel, text)
    elif not suffix and text.startswith("#!"):
        word = PurePosixPath(text.split("\n", 1)[0][2:].strip().split(" ")[-1]).name
        if word in SHEBANGS:
            yield Unit(SHEBANGS[word], rel, 1, "script")


def _code_blocks(rel: str, text: str) -> Iterator[Unit]:
    for match in FENCE_RE.finditer(text):
        lang = FENCE_LANGS.get(match.group(3).lower())
        code = match.group(4)
        if lang is None or not code.strip() or len(code) > MAX_CODE:
            continue
        if lang == "sh":
            code = PROMPT_RE.sub("", code)  # `$ cmd` as typed at a prompt
        line = text.count("\n", 0, match.start()) + 2
        yield Unit(lang, rel, line, "code", code)


def _hook_commands(rel: str, text: str) -> Iterator[Unit]:
    try:
        data = json.loads(text)
    except ValueError:
        return
    for command in _commands(data.get("hooks") if isinstance(data, dict) else None):
        line = next((n for n, ln in enumerate(text.splitlines(), 1) if command[:40] in ln), 1)
        yield Unit("sh", rel, line, "hook", command + "\n")


def _commands(node: object) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "command" and isinstance(value, str):
                yield value
            else:
                yield from _commands(value)
    elif isinstance(node, list):
        for item in node:
            yield from _commands(item)
