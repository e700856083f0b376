"""Cheap signs for the cross-file pass (`guard/crossflow`): which files are worth parsing.

One Aho-Corasick pass per file finds source and sink words; the source regex then reads only
the lines holding one. A script that reads a source is parsed only when another file may take
what it hands on (pipes, redirects or imports it, runs from it, shares a data file's name).
"""

from __future__ import annotations

import itertools
import re

import ahocorasick_rs

File = tuple[str, str, str, str, str]  # rel, shown, text, kind, language
MAX_LINES = 400  # lines with a source word the source regex reads, per file

# Signs a script reads a secret (a credential file, the whole environment, a secret variable),
# and signs a text sends; case-sensitive, as the words are written in code.
_SOURCE_HINT = re.compile(
    r"\.aws\b|\.ssh\b|\.env\b|credentials|\.netrc|\.kube|\.gnupg|[Kk]eychain|id_rsa|id_ed25519|"
    r"wallet|Cookies|Login Data|\.npmrc|\.pypirc|\.docker/|git-credentials|\bprintenv\b|"
    r"\benv\s*[|>]|\$\(env\)|environ\b(?!\s*(?:\.get|\[|\.setdefault|\.pop))|process\.env\b(?!\.)|"
    r"(?:getenv|environ\.get|environ\[|process\.env\.|\$env:|\$\{?)\(?\s*[\"']?\w*"
    r"(?:SECRET|TOKEN|PASSW|API_?KEY|PRIVATE_KEY|ACCESS_KEY)"
)
_SOURCE_HINT_CODE = re.compile(  # no `$NAME`: text in code
    r"\.aws\b|\.ssh\b|\.env\b|credentials|\.netrc|\.kube|\.gnupg|[Kk]eychain|id_rsa|id_ed25519|"
    r"wallet|Cookies|Login Data|\.npmrc|\.pypirc|\.docker/|git-credentials|\bprintenv\b|"
    r"\benv\s*[|>]|\$\(env\)|environ\b(?!\s*(?:\.get|\[|\.setdefault|\.pop))|process\.env\b(?!\.)|"
    r"(?:getenv|environ\.get|environ\[|process\.env\.|\$env:)\(?\s*[\"']?\w*"
    r"(?:SECRET|TOKEN|PASSW|API_?KEY|PRIVATE_KEY|ACCESS_KEY)"
)
# Words each hint holds: one Aho-Corasick pass per file tells which regex is worth running.
_SOURCE_WORDS = (
    *(".aws", ".ssh", ".env", "credentials", ".netrc", ".kube", ".gnupg", "eychain", "id_rsa"),
    *("id_ed25519", "wallet", "Cookies", "Login Data", ".npmrc", ".pypirc", ".docker/"),
    *("git-credentials", "printenv", "env |", "env >", "env|", "env>", "$(env)", "environ"),
    *("process.env", "SECRET", "TOKEN", "PASSW", "API_KEY", "APIKEY", "PRIVATE_KEY"),
    "ACCESS_KEY",
)
_SINK_WORDS = (
    *("curl", "wget", "nc", "ncat", "socat", "scp", "rsync", "ftp", "requests", "httpx"),
    *("urllib", "urlopen", "aiohttp", "socket", "smtplib", "fetch", "axios", "got"),
    *("http.request", "https.request", "sendall", "WebClient"),
)
_WORD_CHAR = re.compile(r"\w")
_WORDS = ahocorasick_rs.AhoCorasick([*_SOURCE_WORDS, *_SINK_WORDS])


def words(text: str) -> tuple[str, bool]:
    """The lines of `text` that hold a source word (joined), and whether it holds a sink word
    (as a word): the source regex then reads those lines only."""
    starts: dict[int, int] = {}
    sink = False
    split = len(_SOURCE_WORDS)
    for index, start, end in _WORDS.find_matches_as_indexes(text):
        if index < split:
            if len(starts) < MAX_LINES:
                line = text.rfind("\n", 0, start) + 1
                starts.setdefault(line, text.find("\n", end))
        elif not sink:
            sink = not (_WORD_CHAR.match(text, start - 1) if start else False) and not (
                _WORD_CHAR.match(text, end)
            )
    lines = "\n".join(text[a : b if b >= 0 else len(text)] for a, b in starts.items())
    return lines, sink


_DATA_NAME = re.compile(r"[\w-]+\.(?:json|txt|log|tgz|tar|gz|zip|dat|csv|b64|out|tmp|bin|enc|db)\b")


def _imports(text: str, module: str) -> bool:
    """Whether Python or JavaScript `text` imports the sibling `module`."""
    if module not in text:
        return False
    name = re.escape(module)
    pattern = rf"\b(?:import|from)\s+(?:\.?\w+\.)*{name}\b|['\"]\./{name}\b"
    return re.search(pattern, text) is not None


def source_hint(file: File, lines: str) -> bool:
    """Whether a script's lines with a source word read a source (`$NAME` reads a variable in
    shell and PowerShell only: in Python or JavaScript it is text)."""
    hint = _SOURCE_HINT if file[4] in ("shell", "powershell") else _SOURCE_HINT_CODE
    return hint.search(lines) is not None


def takes(file: File, keys: set[str], senders: list[File]) -> bool:
    """Whether a file names what the chain hands on and may pass it on: it sends, or it is
    shell or Markdown (which pipe and run scripts). A Python or JavaScript file that neither
    sends nor is named by the chain is not parsed as a relay."""
    if not any(key in file[2] for key in keys):
        return False
    return file[3] == "markdown" or file[4] == "shell" or any(f is file for f in senders)


def names_file(file: File) -> set[str]:
    name = file[0].rsplit("/", 1)[-1]
    return {name, stem(name)}


def linked(file: File, senders: list[File], kept: list[File]) -> bool:
    """Whether another file may take what this script hands on: it pipes, redirects or
    imports the script, or it sends and shares a data file's name with it or is run by it."""
    stem_text = stem(file[0].rsplit("/", 1)[-1])
    naming = [f for f in kept if f is not file and stem_text in f[2]]
    if naming:  # compiled only when another file names the script at all
        escaped = re.escape(stem_text)
        taken = re.compile(
            rf"\b{escaped}\.\w+\b[^\n|>]*\s[|>]|\$\([^)\n]*\b{escaped}\b|"
            rf"\b(?:import|from)\s+(?:\.?\w+\.)*{escaped}\b|require\([^)\n]*\b{escaped}\b|from\s+['\"][./]*{escaped}\b"
        )
        if any(taken.search(f[2]) for f in naming):
            return True
    names: set[str] | None = None
    for sender in senders:
        if sender is file:
            continue
        name = sender[0].rsplit("/", 1)[-1]
        if sender[3] == "script" and (name in file[2] or _imports(file[2], stem(name))):
            return True
        if names is None:  # the first 50 data file names, read only when a sender is asked
            found = itertools.islice(_DATA_NAME.finditer(file[2]), 50)
            names = {match.group(0) for match in found}
        if any(_shares(sender, n) for n in names):
            return True
    return False


_SENDS = re.compile(r"\b(?:curl|wget|nc|ncat|scp|rsync|ftp|Invoke-WebRequest|iwr|irm)\b")


def _shares(sender: File, name: str) -> bool:
    """Whether `sender` names the data file `name` (in Markdown: on a line that sends)."""
    at = sender[2].find(name)
    if at < 0 or sender[3] != "markdown":
        return at >= 0
    while at >= 0:
        start, end = sender[2].rfind("\n", 0, at) + 1, sender[2].find("\n", at)
        if _SENDS.search(sender[2], start, end if end >= 0 else len(sender[2])):
            return True
        at = sender[2].find(name, at + len(name))
    return False


def stem(name: str) -> str:
    return name.rsplit(".", 1)[0]
