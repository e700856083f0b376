"""What one unit did (cut out of the whole trace) and the finder that turns it into findings."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from hermes_git.guard.detonate.plan import Unit
from hermes_git.guard.detonate.standins import Record
from hermes_git.guard.detonate.trace import Exec, Trace
from hermes_git.guard.model import Finding, cut

TOOLS_DIR = "/opt/hermes-git/bin"
MARKER_RAN = f"{TOOLS_DIR}/.marker-ran"
HOME = "/home/user"
HOME_ALIASES = ("~", "$HOME", "${HOME}")
SYSTEM_PREFIXES = ("/usr/", "/bin/", "/sbin/", "/lib", "/etc/", "/opt/hermes-git/")
SHELLS = {"sh", "bash", "dash", "zsh", "ksh"}
# what the tools themselves run (pip asks lsb_release for its user agent): not the skill's
SHIM = "pip-setuptools-caller"  # pip runs setup.py through `python -c` with this comment
QUIET = frozenset({"lsb_release", "getopt", "uname", "ldconfig", "dpkg", "locale"})
INSTALLER_HOSTS = (
    "pypi.org",
    "pythonhosted.org",
    "pypi.python.org",
    "bootstrap.pypa.io",
    "npmjs.org",
    "npmjs.com",
    "yarnpkg.com",
    "github.com",
    "githubusercontent.com",
    "ghcr.io",
    "docker.io",
    "docker.com",
    "crates.io",
    "rustup.rs",
    "golang.org",
    "go.dev",
    "debian.org",
    "ubuntu.com",
    "nodejs.org",
    "brew.sh",
    "astral.sh",
    "bun.sh",
    "deno.land",
    "jsdelivr.net",
    "unpkg.com",
    "huggingface.co",
    "gitlab.com",
    "anaconda.org",
    "conda.io",
    "rubygems.org",
    "sourceforge.net",
)


@dataclass
class Seen:
    """What one unit did, cut out of the whole trace."""

    unit: Unit
    root: int | None
    pids: set[int]
    trace: Trace
    standins: list[Record] = field(default_factory=list)
    written: dict[str, str] = field(default_factory=dict)  # sandbox path -> text after the run


def host_of(target: str) -> str:
    """The host of a URL, `user@host:path` or bare host."""
    rest = target.split("://", 1)[-1]
    rest = rest.split("/", 1)[0].rsplit("@", 1)[-1]
    if rest.startswith("["):
        return rest[1:].split("]", 1)[0]
    return rest.split(":", 1)[0].lower()


def raw_ip(host: str) -> bool:
    return bool(re.fullmatch(r"[\d.]+|[0-9a-f:]+", host)) and any(c.isdigit() for c in host)


def is_installer(host: str) -> bool:
    return any(host == h or host.endswith("." + h) for h in INSTALLER_HOSTS)


class Finder:
    """Collects one unit's findings; knows what the skill's text shows and what it hides."""

    def __init__(self, seen_: Seen, static_text: str) -> None:
        self.seen = seen_
        self.static = static_text  # already one line: norm() of the skill's text
        self._visible: dict[str, bool] = {}
        self._unquoted: str | None = None  # the text as the shell passes it, quotes removed
        self.found: list[Finding] = []

    def add(
        self,
        rule: str,
        category: str,
        severity: str,
        confidence: str,
        message: str,
        evidence: Iterable[str],
        pid: int | None = None,
    ) -> None:
        lines = list(dict.fromkeys(evidence))[:8]
        ran = self.run_time(pid)
        unit = self.seen.unit
        if unit.origin:
            message = f"{message} ({unit.origin})"
            lines.insert(0, f"{unit.origin}: {cut(unit.code or '', 200)}")
        self.found.append(
            Finding(
                rule,
                category,
                severity,
                confidence,
                unit.path,
                unit.line,
                cut(f"ran at run time: {ran}" if ran else unit.summary()),
                message,
                f"detonate:{unit.label}",
                tags=("detonate",),
                evidence=tuple(cut(line, 400) for line in lines),
            )
        )

    def hidden(self, pid: int | None) -> list[str]:
        """Commands that appeared only at run time (an argument not in the skill's text),
        of the process `pid` and its ancestors (None: of the whole unit), outermost first."""
        trace, top = self.seen.trace, self.seen.root
        chain = set(trace.ancestors(pid)) if pid is not None else self.seen.pids
        quiet = self._quiet()
        found = []
        for item in trace.execs:
            if not item.ok or item.pid not in chain or item.pid not in self.seen.pids:
                continue
            if quiet and not quiet.isdisjoint(trace.ancestors(item.pid)):
                continue  # a tool's own helper (pip's lsb_release and its pipes)
            if any(SHIM in a for a in item.argv[2:3]):
                continue  # pip running setup.py: what setup.py runs is shown
            if item.pid == top or trace.parent.get(item.pid) == top:
                continue  # the unit's own interpreter on the unit's own file
            if not all(self.visible(a) for a in item.argv[1:] if len(a) > 1 and not _system(a)):
                text = _command(item)
                if text:
                    found.append(text)
        return list(dict.fromkeys(found))

    def _quiet(self) -> set[int]:
        return {
            e.pid
            for e in self.seen.trace.execs
            if e.pid in self.seen.pids and PurePosixPath(e.path).name in QUIET
        }

    def visible(self, text: str) -> bool:
        """Whether `text` is written in the skill (HOME as the sandbox expanded it, or not)."""
        known = self._visible.get(text)
        if known is None:
            one = norm(text)
            variants = (one, *(one.replace(HOME, alias) for alias in HOME_ALIASES))
            known = any(v in self.static for v in variants)
            if not known and self._unquoted is None:
                self._unquoted = self.static.replace('"', "").replace("'", "")
            known = known or any(v in (self._unquoted or "") for v in variants)  # quotes gone
            self._visible[text] = known
        return known

    def run_time(self, pid: int | None) -> str:
        return " ; ".join(self.hidden(pid))[:600]


def _system(arg: str) -> bool:
    """A system file the shell resolved (`/usr/bin/npm`), not something the skill wrote."""
    return arg.startswith(SYSTEM_PREFIXES)


def norm(text: str) -> str:
    return " ".join(text.split())


def _command(item: Exec) -> str:
    name = PurePosixPath(item.path).name
    if item.path.startswith(TOOLS_DIR) and not item.path.endswith(".marker-ran"):
        name = PurePosixPath(item.path).name
    if name in SHELLS and len(item.argv) >= 3 and item.argv[1] == "-c":
        return item.argv[2]
    if (
        name in ("python3", "python", "node")
        and len(item.argv) >= 3
        and item.argv[1] in ("-c", "-e")
    ):
        return f"{name} {item.argv[1]} {item.argv[2]}"
    if name in QUIET or name == "timeout" or item.path.endswith(".marker-ran"):
        return ""
    return " ".join([name, *item.argv[1:]])
