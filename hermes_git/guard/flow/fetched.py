"""Code fetched into a file and run from it: `curl -o f URL` then `sh f`, a Dockerfile's
`ADD URL f` then `RUN sh f`, an archive fetched, unpacked and a script in it run; and a file
copied or linked into a repository's `.git/hooks/` (it runs on every commit: it persists).

The download is run as surely as `curl URL | sh` (and judged as that idiom is, by its
host); a secret handed to it (a `.env` or key file in its arguments, a BuildKit secret
mounted for its `RUN`) is a secret given to whoever serves that code: sent out to its host.
"""

from __future__ import annotations

import re

from hermes_git.guard.flow import patterns
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.lang.embedded import Piece, is_dockerfile

# a download saved to a file: curl's -o/--output, wget's -O, a Dockerfile's ADD of a URL
_SAVED = re.compile(
    r"\bcurl\b[^\n;&|]*?\s(?:-[a-zA-Z]*o|--output)\s*['\"]?([\w./~${}-]+)"
    r"|\bwget\b[^\n;&|]*?\s-[a-zA-Z]*O\s*['\"]?([\w./~${}-]+)"
    r"|^[ \t]*ADD\s+(?:--\S+\s+)*https?://\S+\s+['\"]?([\w./~${}-]+)",
    re.MULTILINE,
)
_UNPACKED = r"\b(?:tar\s+-?[a-zA-Z]*x[a-zA-Z]*f?\s+['\"]?{f}['\"]?(?:[^\n;&|]*?-C\s+['\"]?([\w./~${{}}-]+))?|unzip\s+(?:-\w+\s+)*['\"]?{f}['\"]?(?:\s+-d\s+['\"]?([\w./~${{}}-]+))?)"
_RUNNER = r"(?:(?:ba|z|da)?sh|python3?|node|perl|ruby|pwsh|source|\.)"
_SECRET_MOUNT = re.compile(r"--mount=type=secret\S*")


def fetched_and_run(pieces: list[Piece], files: dict[str, str]) -> list[Hit]:
    """Downloads saved and then run, in one shell piece or across a Dockerfile's steps."""
    found = []
    texts = [(p.rel, p.line, p.text) for p in pieces if p.language == "shell"]
    texts += [
        (rel, 1, text)
        for rel, text in files.items()
        if is_dockerfile(rel.rsplit("/", 1)[-1]) and "ADD" in text
    ]
    for rel, first, text in texts:
        for saved in (
            _SAVED.finditer(text) if ("curl" in text or "wget" in text or "ADD" in text) else ()
        ):
            found += _runs(rel, first, text, saved)
    return found


_HOOK = re.compile(
    r"\b(?:cp|mv|install|ln)\s+(?:-\w+(?:\s+\d+)?\s+)*['\"]?([^\s'\"]+)['\"]?\s+['\"]?"
    r"([^\s'\"]*\.git/hooks/[\w-]+)"
)


def hooks_installed(pieces: list[Piece]) -> list[Hit]:
    """A file copied, moved or linked into `.git/hooks/` by code the agent runs: it
    persists (judged against what the skill says it is for)."""
    found = []
    for piece in pieces:
        if piece.language != "shell" or ".git/hooks" not in piece.text:
            continue
        for hook in _HOOK.finditer(piece.text):
            line = piece.line + piece.text.count("\n", 0, hook.start())
            detail = f"a git hook installed: {hook.group(2)} from {hook.group(1)}"
            found.append(Hit("persists", piece.rel, line, detail, (hook.group(1),), origin="told"))
    return found


def _runs(rel: str, first: int, text: str, saved: re.Match[str]) -> list[Hit]:
    path = next(g for g in saved.groups() if g)
    if path.startswith("-"):
        return []  # `wget -qO-`: to the output, not a file
    names = [re.escape(path)]
    unpack = re.compile(_UNPACKED.format(f=re.escape(path))).search(text, saved.end())
    if unpack and (folder := unpack.group(1) or unpack.group(2)):
        names.append(re.escape(folder.rstrip("/")) + r"/[\w./-]+")
    run = re.compile(  # run by a runner, or itself in a command's place (`sudo ./f`)
        rf"(?:(?:^|[\s;&|(]){_RUNNER}\s+|(?:^|[;&|(]\s*)(?:sudo\s+(?:-\w+\s+)*)?)['\"]?"
        rf"(?:{'|'.join(names)})\b[^\n]*",
        re.MULTILINE,
    )
    match = run.search(text, saved.end())
    if match is None:
        return []
    hosts = patterns.hosts(text[saved.start() : text.find("\n", saved.start())])
    line = first + text.count("\n", 0, match.start() + 1)
    runner = match.group(0).split()[0]
    detail = f"downloaded data reaches | {runner} (saved as {path}, then run)"
    hits = [Hit("runs-downloaded-code", rel, line, detail, (path, runner), hosts)]
    handed = _handed(match.group(0), text[_logical_start(text, match.start()) : match.start()])
    if handed and hosts:
        told = f"a secret handed to code fetched from {hosts[0]}: {handed}"
        hits.append(Hit("sends-out", rel, line, told, (handed, path), hosts, secret="*"))
    return hits


def _logical_start(text: str, at: int) -> int:
    """Where the command around `at` starts: lines continued with a backslash are one."""
    start = text.rfind("\n", 0, at) + 1
    while start > 1 and text[start - 2] == "\\":
        start = text.rfind("\n", 0, start - 1) + 1
    return start


def _handed(command: str, lead: str) -> str:
    """The secret a command that runs a download is given: a credential file or `.env` in
    its arguments, a secret mounted for its step."""
    if mount := _SECRET_MOUNT.search(lead + " " + command):
        return mount.group(0)
    sources, _sinks = patterns.index(command, 1)
    return next((row[2] for rows in sources.values() for row in rows if row[0] == "secret"), "")
