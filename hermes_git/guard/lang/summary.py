"""What one file of a skill does with data, for following it across the skill's files.

Each script (and each shell block of the Markdown) is summarised in a few lists: which sources
it reads (a credential file, a secret or the whole environment), which files it writes and
with what, what it prints, what its functions return, what it sends to the network, and which
of the skill's other scripts it runs (with what on their stdin and argv). Values are sets of
`Item`s: a `Source` (read here) or a reference to be resolved at the skill level:
`file:NAME` (what a file of that name holds), `out:SCRIPT` (what a script prints),
`stdin:SCRIPT` and `argv:SCRIPT` (what a script is given), `ret:MODULE.NAME` (what an imported
function returns), `param:FUNCTION` (what a caller passes; a function whose parameter is sent
is a sink for the modules that import it). `guard/crossflow` joins the summaries. Shell is read here (tree-sitter
bash); Python in `guard/pysummary`, JavaScript and TypeScript in `guard/jssummary`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from hermes_git.guard.lang import flows


@dataclass(frozen=True)
class Source:
    """A secret read: the file and line it is read at, and what it is."""

    path: str
    line: int
    why: str


Item = Source | str
Items = frozenset[Item]
NOTHING: Items = frozenset()


@dataclass(frozen=True)
class Send:
    line: int
    sink: str
    items: Items
    hosts: tuple[str, ...]


@dataclass(frozen=True)
class Run:
    """One of the skill's scripts run: by whom, with what on stdin and in argv."""

    line: int
    script: str
    stdin: Items
    argv: Items


@dataclass
class Summary:
    path: str  # as findings show it
    name: str  # the file name (scripts are run and modules imported by it)
    writes: list[tuple[str, int, Items]] = field(default_factory=list)
    stdout: list[tuple[int, Items]] = field(default_factory=list)
    returns: dict[str, tuple[int, Items]] = field(default_factory=dict)
    sends: list[Send] = field(default_factory=list)
    runs: list[Run] = field(default_factory=list)
    # functions whose parameter reaches a send: name -> (line, sink, hosts)
    sink_params: dict[str, tuple[int, str, tuple[str, ...]]] = field(default_factory=dict)
    calls: list[tuple[int, str, Items]] = field(default_factory=list)  # imported functions

    def merge(self, other: Summary) -> None:
        self.writes += other.writes
        self.stdout += other.stdout
        self.sends += other.sends
        self.runs += other.runs
        self.returns.update(other.returns)
        self.sink_params.update(other.sink_params)
        self.calls += other.calls


SCRIPT_SUFFIXES = (".py", ".sh", ".bash", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".ps1")
INTERPRETERS = frozenset(
    {"python", "python3", "py", "bash", "sh", "zsh", "node", "tsx", "ts-node", "deno", "bun"}
    | {"pwsh", "powershell", "uv", "npx", "source", "."}
)
_PATH_END = re.compile(r"([\w.-]+)['\"]?\s*$")


def file_name(text: str) -> str:
    """The last path component of a literal path (`/tmp/x.json` -> `x.json`), or ''."""
    text = text.strip().strip("'\"`")
    match = _PATH_END.search(text.rstrip("/"))
    name = match.group(1) if match else ""
    return name if len(name) >= 3 and not name.startswith("$") and name not in ("tmp", "-") else ""


def script_of(words: list[str]) -> tuple[str, int]:
    """The skill script a command line runs (`python scripts/x.py`, `./x.sh`) and its index."""
    runner = words[0].rsplit("/", 1)[-1] if words else ""
    for index, raw in enumerate(words[:4]):
        word = raw.strip("'\"")
        base = word.rsplit("/", 1)[-1]
        if base.endswith(SCRIPT_SUFFIXES):
            return base, index
        if index == 0 and base not in INTERPRETERS:
            return "", -1
        wrapper = runner in ("uv", "npx") or base in ("run", "exec", "--")
        if index > 0 and not word.startswith("-") and not wrapper:
            return "", -1
    return "", -1


def source_item(path: str, line: int, text: str) -> Items:
    """The source `text` (a shell value) reads, as items ('' if none)."""
    why = flows.source_of(text)
    return frozenset({Source(path, line, why)}) if why else NOTHING
