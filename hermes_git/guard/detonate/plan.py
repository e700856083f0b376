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

from hermes_git.guard.detonate import follow, hooks
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
UNIT_SECONDS = 3  # per unit; payloads act at once, servers and prompts are cut off
MARKDOWN = (".md", ".markdown")
UNLABELLED = frozenset({"", "text", "txt", "plain", "shell-session", "sh-session", "shellsession"})
SHELL_FIRST = re.compile(
    r"(\$ |(python3?|node) (-|\S+\.(py|js))|(pip3?|npm|npx|uv|cd|export|curl|wget) |cat <<)"
)
STANDIN_NAMES = frozenset({"curl", "wget", "nc", "ssh", "scp", "crontab"})


@dataclass(frozen=True)
class Unit:
    """One runnable piece: its language, where it comes from, and its code (None: run the file)."""

    lang: str  # sh | python | node | pwsh | ts (transpiled to node before it runs)
    path: str  # file relative to the skill folder
    line: int
    kind: str  # script | code | hook
    code: str | None = None
    source: str = ""  # the language it was written in, when it was transpiled (ts)
    origin: str = ""  # a later round's unit: how it came out ("printed by SKILL.md:79 block")
    seconds: float = UNIT_SECONDS

    @property
    def label(self) -> str:
        return f"{self.kind}:{self.source or self.lang}"

    @property
    def chain(self) -> str:
        """Units of one chain run one after the other: a document's blocks, in its order."""
        if self.kind == "code" and not self.origin:
            return self.path
        return f"{self.kind}:{self.path}:{self.line}:{self.origin}"

    @property
    def where(self) -> str:
        what = {"code": "block", "install": "install hook", "hook": "hook command"}
        return f"{self.path}:{self.line} {what.get(self.kind, self.kind)}"

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


def plan(files: Mapping[str, bytes], skill_dir: str = ".") -> tuple[list[Unit], list[str]]:
    """The units of a skill ({path relative to its folder: bytes}) and notes on what was left:
    SKILL.md's blocks first, in its order, then the other documents', the install and build
    hooks, scripts and hook commands. `skill_dir` is where the working copy is (placeholders
    naming the skill's folder get it)."""
    units: list[Unit] = []
    notes: list[str] = []
    names = frozenset(files)
    built = hooks.covered(files)
    for rel in sorted(files, key=_order):
        text = _text(files[rel])
        if text is None or rel in built:
            continue
        if PurePosixPath(rel).suffix.lower() in MARKDOWN:
            units.extend(_documents(rel, text, names, skill_dir))
        else:
            units.extend(_units_of(rel, text))
    units.extend(
        Unit("sh", "SKILL.md", line, "install", code, seconds=hooks.SECONDS)
        for line, code in hooks.manifest_commands(files)
    )
    units.extend(
        Unit("sh", rel, 1, "install", code, seconds=hooks.SECONDS)
        for rel, code in hooks.install_commands(files)
    )
    units.sort(key=lambda u: (u.kind not in ("code", "install"), u.kind != "code"))
    return finish(units, files, notes)


def finish(
    units: list[Unit], files: Mapping[str, bytes], notes: list[str]
) -> tuple[list[Unit], list[str]]:
    """The units that can run here (interpreter installed, TypeScript transpiled), capped."""
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
    """The text of a file (Windows line ends made Unix ones: a fence ends at `\n`)."""
    if len(data) > MAX_CODE * 4 or b"\0" in data[:4096]:
        return None
    try:
        return data.decode("utf-8").replace("\r\n", "\n")
    except UnicodeDecodeError:
        return None


def _order(rel: str) -> tuple[int, str]:
    return (rel != "SKILL.md", rel)


def _documents(rel: str, text: str, names: frozenset[str], skill_dir: str) -> list[Unit]:
    """A Markdown file's blocks and inline script invocations, in its order, filled in."""
    found = list(code_blocks(rel, text))
    folder = str(PurePosixPath(rel).parent)
    found += [Unit("sh", rel, n, "code", c) for n, c in follow.invocations(text, names, folder)]
    found.sort(key=lambda u: u.line)
    return [
        Unit(u.lang, u.path, u.line, u.kind, follow.fill(u.code or "", u.lang, skill_dir))
        for u in found
    ]


def _units_of(rel: str, text: str) -> Iterator[Unit]:
    suffix = PurePosixPath(rel).suffix.lower()
    if suffix in SCRIPT_EXTS:
        yield Unit(SCRIPT_EXTS[suffix], rel, 1, "script")
    elif suffix == ".json" and '"hooks"' in text:
        yield from _hook_commands(rel, text)
    elif not suffix and text.startswith("#!"):
        word = PurePosixPath(text.split("\n", 1)[0][2:].strip().split(" ")[-1]).name
        if word in SHEBANGS:
            yield Unit(SHEBANGS[word], rel, 1, "script")


def code_blocks(rel: str, text: str) -> Iterator[Unit]:
    """The blocks of a Markdown text an agent's terminal would run."""
    for match in FENCE_RE.finditer(text):
        code = match.group(4)
        lang = FENCE_LANGS.get(match.group(3).lower())
        if lang is None and match.group(3).lower() in UNLABELLED and _shell_like(code):
            lang = "sh"  # an unlabelled block of commands: agents run those too
        elif lang in ("python", "node") and SHELL_FIRST.match(code.lstrip()):
            lang = "sh"  # `python3 - <<'PY'` under a python fence: typed into a terminal
        if lang is None or not code.strip() or len(code) > MAX_CODE:
            continue
        if lang == "sh":
            code = typed(code)
        line = text.count("\n", 0, match.start()) + 2
        yield Unit(lang, rel, line, "code", code)


def typed(code: str) -> str:
    """What is typed of a shell block: with `$ ` prompts, only the prompted lines (and their
    `\\` continuations), prompts dropped; the lines between are the session's output."""
    lines = code.splitlines()
    if not any(PROMPT_RE.match(line) for line in lines):
        return code
    kept: list[str] = []
    going = False
    for line in lines:
        if PROMPT_RE.match(line):
            kept.append(PROMPT_RE.sub("", line, count=1))
        elif going:
            kept.append(line)
        else:
            continue
        going = line.rstrip().endswith("\\")
    return "\n".join(kept) + "\n"


def _shell_like(code: str) -> bool:
    """A block whose first line is a command: a `$ ` prompt or a program the sandbox has."""
    first = next((ln.strip() for ln in code.splitlines() if ln.strip()), "")
    if PROMPT_RE.match(first):
        return True
    word = first.split()[0] if first.split() else ""
    if not re.fullmatch(r"[\w.+-]+", word) or word.endswith(":"):
        return False
    return word in STANDIN_NAMES or shutil.which(word, path=SANDBOX_PATH) is not None


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
