"""What SKILL.md's setup prose has the agent or the user fetch and run: the lure of a skill.

The installers of real malicious skills sit in prose more often than in code: "download
`helper.sh` from the release page, then run it with sudo", "unzip `tools.zip` with the
password `x` and run the program inside", "install the package from our mirror". A section of
SKILL.md (or of a note it has the agent follow) is read whole, its words, inline code and code
blocks alike:

- a file the section downloads (named in a URL, or beside "download", "fetch", `curl -O`) and
  runs (`bash f`, `./f`, "run `f`", "launch `f`") is downloaded code run, its hosts the
  section's (`runs-downloaded-code`);
- a password-protected or encrypted archive whose contents the section runs is code nobody
  can read before it runs (`runs-opaque-code`);
- a package installed from an index or registry over plain HTTP, from a raw IP, or with TLS
  checks turned off (`--trusted-host`, `strict-ssl false`) is downloaded code run at install.

Each is told by SKILL.md (origin "told"); judge/capabilities grades what is told and opaque.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from hermes_git.guard.flow import patterns
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.read.prefilter import Screen, as_bytes

__all__ = ["lure_hits"]

_HEADING = re.compile(r"(?m)^#{1,6}[ \t]")
_URL = re.compile(r"\w+://\S+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n\s*\n|\n(?=\s*(?:\d+[.)]|[-*|])\s)")  # or list item
# hosts whose installers are the setup idiom (a vendor's own, a well-known forge's releases)
DISTRIBUTORS = re.compile(
    r"(?:^|\.)(?:github\.com|githubusercontent\.com|gitlab\.com|python\.org|pypi\.org|pytorch\.org|"
    r"anaconda\.com|conda\.io|nodejs\.org|npmjs\.(?:org|com)|rustup\.rs|astral\.sh|brew\.sh|"
    r"docker\.com|microsoft\.com|aka\.ms|apple\.com|google\.com|googleapis\.com|amazonaws\.com|"
    r"huggingface\.co|hf\.co|nvidia\.com|cloudflare\.com|hashicorp\.com|deno\.land|bun\.sh|"
    r"ollama\.com|anthropic\.com|claude\.ai|openai\.com|blender\.org|mozilla\.org|debian\.org|"
    r"ubuntu\.com|fedoraproject\.org|archlinux\.org|sourceforge\.net)$",
    re.IGNORECASE,
)
# a file a person runs: a script, an installer, a binary or a package of one
_RUNNABLE = (
    r"(?:sh|bash|zsh|command|py|pl|rb|ps1|psm1|bat|cmd|vbs|exe|msi|pkg|dmg|appimage|bin|run|jar|"
    r"deb|rpm)"
)
_FILE = re.compile(rf"(?<![\w/.-])(\w[\w.+-]*\.{_RUNNABLE})(?![\w-])", re.IGNORECASE)
_EXT = Screen(re.compile(rf"\w\.{_RUNNABLE}", re.IGNORECASE))  # where RE2 says one may be
_FETCH = re.compile(
    r"\b(?:download|fetch|grab|save|curl|wget|iwr|invoke-webrequest|pull)\w*\b", re.IGNORECASE
)
_RUN = r"(?:(?:sudo\s+)?(?:(?:ba|z|da)?sh|python3?|node|perl|ruby|pwsh|powershell|source|\.|chmod\s+\+?[0-7x]+|msiexec\s+/i|start-process|open)\s+(?:-\w+\s+)*['\"`]?(?:\./|[\w~/.-]*/)?{f}|\./{f}|\b(?:run|execute|launch|start|double-click|open|install)s?\b(?:[^.\n]|\n(?!\s*\n)){{0,40}}?`?{f})"
_ARCHIVE = re.compile(r"\b(?:zip|archive|7z|rar|unzip|extract|unpack)\w*\b", re.IGNORECASE)
_LOCKED = re.compile(
    r"\b(?:password|passphrase|passcode|encrypted|password-protected)\b", re.IGNORECASE
)
_LOCKED_SCREEN, _ARCHIVE_SCREEN = Screen(_LOCKED), Screen(_ARCHIVE)
_RUN_INSIDE = re.compile(
    r"\b(?:run|execute|launch|start|double-click|open)\w*\b[^.\n]{0,60}?\b(?:program|binary|"
    r"installer|executable|setup|tool|helper|app|file|script)s?\b[^.\n]{0,40}?\b(?:contained|"
    r"inside|in\s+it|from\s+it|within|included|bundled)\b|\b(?:run|execute|launch)\s+(?:it|them)\b",
    re.IGNORECASE,
)
_INDEX = re.compile(
    r"\b(?:pip3?|uv\s+pip|poetry|pipx)\s+(?:install|add)\b[^\n]*?(?:--(?:extra-)?index-url|-i)"
    r"[=\s]+['\"]?(\S+?)['\"]?(?=[\s\\]|$)|\bnpm\s+(?:install|i|ci)\b[^\n]*?--registry[=\s]+(\S+)"
    # pip.conf, .npmrc, pip config set: the index kept for every later install
    r"|^[ \t]*(?:global\.|user\.)?(?:extra-)?index-url\s*[=\s]\s*(\S+)|^[ \t]*registry\s*=\s*(\S+)",
    re.IGNORECASE | re.MULTILINE,
)
_UNCHECKED = re.compile(
    r"--trusted-host\b|\btrusted-host\s*=|strict-ssl\s*[=\s]\s*false|--no-verify|--insecure", re.I
)


def lure_hits(rel: str, text: str) -> list[Hit]:
    """The downloads run, locked archives run and unchecked package sources of `text`'s
    sections (SKILL.md, or a note the agent follows)."""
    lower = text.lower()  # what the whole text may hold, looked at once
    data = as_bytes(text)
    downloads = ("http" in lower or "download" in lower) and _EXT.maybe(text, data)
    locked = _LOCKED_SCREEN.maybe(text, data) and _ARCHIVE_SCREEN.maybe(text, data)
    index = "index-url" in lower or "registry" in lower or " -i " in lower
    found: list[Hit] = []
    for first, section in _sections(text) if downloads or locked or index else ():
        if downloads:
            found += _downloads_run(rel, first, section)
        if locked and _LOCKED.search(section) and _ARCHIVE.search(section):
            found += _locked_run(rel, first, section)
        if index:
            found += _unchecked_index(rel, first, section)
    return found


def _sections(text: str) -> Iterator[tuple[int, str]]:
    """(first line, text) of each part of a Markdown text between its headings."""
    starts = [0, *(m.start() for m in _HEADING.finditer(text)), len(text)]
    line = 1
    for start, end in itertools.pairwise(starts):
        if end > start:
            yield line, text[start:end]
            line += text.count("\n", start, end)


def _downloads_run(rel: str, first: int, section: str) -> list[Hit]:
    found: list[Hit] = []
    if not _EXT.maybe(section):
        return found
    for name in sorted({m.group(1) for m in _FILE.finditer(section)}):
        hosts = _fetched(section, name)
        if not hosts or all(DISTRIBUTORS.search(h) for h in hosts):
            continue  # not downloaded, or a vendor's or a well-known forge's installer
        run = re.compile(_RUN.format(f=re.escape(name)), re.IGNORECASE).search(section)
        if run is None:
            continue
        line = first + section.count("\n", 0, run.start())
        detail = f"setup prose downloads {name} and runs it"
        found.append(Hit("runs-downloaded-code", rel, line, detail, (name,), hosts, origin="told"))
    return found


def _fetched(section: str, name: str) -> tuple[str, ...]:
    """The hosts the section downloads `name` from: those of the URLs naming it, else of
    the sentence (the line of code) that downloads it or of the one before it ("go to URL.
    Download `f`."); none when the section does not download it."""
    named = [u for u in _URL.findall(section) if re.search(rf"/{re.escape(name)}\b", u, re.I)]
    if named:
        return _hosts(" ".join(named), name)
    sentences = _SENTENCE.split(section)
    for i, sentence in enumerate(sentences):
        if name in sentence and _FETCH.search(_URL.sub(" ", sentence)):
            return _hosts(sentence, name) or _hosts(sentences[i - 1] if i else "", name)
    return ()


def _hosts(text: str, name: str) -> tuple[str, ...]:
    return tuple(h for h in patterns.hosts(text) if h.lower() != name.lower())


def _locked_run(rel: str, first: int, section: str) -> list[Hit]:
    run = _RUN_INSIDE.search(section)
    if run is None:
        return []
    line = first + section.count("\n", 0, run.start())
    detail = "setup prose runs what a password-protected archive holds"
    return [Hit("runs-opaque-code", rel, line, detail, origin="told")]


def _unchecked_index(rel: str, first: int, section: str) -> list[Hit]:
    found = []
    for match in _INDEX.finditer(section):
        url = next(g for g in match.groups() if g)
        end = section.find("\n\n", match.start())
        command = section[match.start() : end if end >= 0 else len(section)]
        plain = url.startswith("http://") or bool(
            re.match(r"(?:https?://)?\d+\.\d+\.\d+\.\d+", url)
        )
        if not (plain or _UNCHECKED.search(command)):
            continue
        line = first + section.count("\n", 0, match.start())
        detail = f"setup prose installs a package from {url} with its transport unchecked"
        hosts = patterns.hosts(url)
        found.append(Hit("runs-downloaded-code", rel, line, detail, (url,), hosts, origin="told"))
    return found
