"""What a unit was seen doing, as capabilities with evidence, for the static capability model.

The static guard reads what a skill could do from its text; detonation sees what it did. Each
`Capability` names a kind (the same words the static model uses where they exist: `network`,
`credential-read`, `file-write`, `process-exec`, `shell-exec`, `persistence`, `agent-config`,
`package-install`, `sandbox-check`), where it came from (the unit's file and line) and what
was seen, so the two can be joined: a capability the text hides but the run shows is news.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import PurePosixPath

from hermes_git.guard.detonate import agent
from hermes_git.guard.detonate.canaries import HOME, Canary
from hermes_git.guard.detonate.hooks import REGISTRY_PORT
from hermes_git.guard.detonate.persist import PERSISTENCE
from hermes_git.guard.detonate.seen import MARKER_RAN, SHELLS, TOOLS_DIR, Seen, host_of

MAX_PER_KIND = 5
CACHES = ("/.npm/", "/.cache/", "/node_modules/", "/__pycache__/")
PACKAGE_TOOLS = frozenset({"npm", "npx", "pip", "pip3", "yarn", "pnpm", "uv", "poetry"})


@dataclass(frozen=True)
class Capability:
    """One thing a unit did: its kind, where the unit is (file:line), what was seen."""

    kind: str
    path: str
    line: int
    detail: str
    source: str = "detonate"

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "path": self.path, "line": self.line, "detail": self.detail}


def capabilities(seen_: Seen, canaries: list[Canary], skill_dir: str = "") -> list[Capability]:
    """The unit's capabilities, at most a few of each kind, in the order they were seen
    (`skill_dir`: the working copy inside the sandbox, the skill's own to write)."""
    unit = seen_.unit
    counts: dict[str, int] = {}
    found: list[Capability] = []
    for kind, detail in dict.fromkeys(_events(seen_, canaries, skill_dir)):
        if counts.get(kind, 0) < MAX_PER_KIND:
            counts[kind] = counts.get(kind, 0) + 1
            shown = detail + (f" ({unit.origin})" if unit.origin else "")
            found.append(Capability(kind, unit.path, unit.line, shown))
    return found


def _events(seen_: Seen, canaries: list[Canary], skill_dir: str) -> Iterator[tuple[str, str]]:
    yield from _network(seen_)
    yield from _files(seen_, canaries, skill_dir)
    yield from _processes(seen_)


def _network(seen_: Seen) -> Iterator[tuple[str, str]]:
    trace, pids = seen_.trace, seen_.pids
    for conn in trace.connects:
        if conn.pid not in pids or conn.family not in ("AF_INET", "AF_INET6") or conn.port == 53:
            continue
        if conn.port == REGISTRY_PORT and conn.address in ("127.0.0.1", "::1"):
            yield "package-install", "asked the stand-in package registry"
        else:
            yield "network", f"connect {conn.address}:{conn.port} ({conn.result})"
    for send in trace.sends:
        if send.pid in pids:
            yield from (("network", f"DNS lookup {name}") for name in send.dns)
    for record in seen_.standins:
        for url in record.urls:
            yield "network", f"{record.tool} {record.method} {host_of(url)}"
        if record.tool in ("crontab", "launchctl"):
            yield "persistence", f"{record.tool} {' '.join(record.argv)}"


def _files(seen_: Seen, canaries: list[Canary], skill_dir: str) -> Iterator[tuple[str, str]]:
    by_path = {c.path: c for c in canaries}
    for item in seen_.trace.opens:
        if item.pid not in seen_.pids or not item.ok or any(c in item.path for c in CACHES):
            continue
        if not item.write and item.path in by_path:
            yield "credential-read", f"read {_home(item.path)} ({by_path[item.path].name})"
        elif item.write and item.path.startswith(HOME + "/"):
            what = next((n for p, n in PERSISTENCE if re.search(p, item.path)), None)
            if what is not None:
                yield "persistence", f"wrote {_home(item.path)} ({what})"
            elif agent.AGENT_FILES.match(item.path) and not agent.own(item.path, skill_dir):
                yield "agent-config", f"wrote {_home(item.path)}"
            else:
                yield "file-write", f"wrote {_home(item.path)}"


def _processes(seen_: Seen) -> Iterator[tuple[str, str]]:
    for item in seen_.trace.execs:
        if item.pid not in seen_.pids or not item.ok or item.pid == seen_.root:
            continue
        name = PurePosixPath(item.path).name
        if item.path == MARKER_RAN:
            yield "shell-exec", "ran what a network tool downloaded"
        elif name in SHELLS and item.argv[1:2] == ("-c",):
            yield "shell-exec", f"{name} -c {' '.join(item.argv[2:3])[:80]}"
        elif name in PACKAGE_TOOLS:
            yield "package-install", " ".join(item.argv)[:100]
        elif not item.path.startswith(TOOLS_DIR) and name != "timeout":
            yield "process-exec", name


def _home(path: str) -> str:
    return "~" + path[len(HOME) :] if path.startswith(HOME + "/") else path
