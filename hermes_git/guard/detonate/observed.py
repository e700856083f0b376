"""What a unit was seen doing, as capabilities with evidence, for the static capability model.

The static guard reads what a skill could do from its text; detonation sees what it did. Each
`Capability` has a kind of the static model's closed set (`KINDS`), where it came from (the
unit's file and line) and what was seen, so the two can be joined: a capability the text hides
but the run shows is news.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from hermes_git.guard.detonate import agent
from hermes_git.guard.detonate.canaries import HOME, Canary
from hermes_git.guard.detonate.evasion import sandbox_checks
from hermes_git.guard.detonate.hooks import REGISTRY_PORT
from hermes_git.guard.detonate.persist import PERSISTENCE
from hermes_git.guard.detonate.seen import MARKER_RAN, Finder, Seen, host_of, is_installer

KINDS = (
    "reads-secret",  # opened a planted credential
    "sends-out",  # a connect, DNS lookup or network tool's call, with the host
    "runs-opaque-code",  # a command that appears only at run time (decoded, built)
    "runs-downloaded-code",  # ran what a network tool downloaded
    "runs-at-install",  # an install or build hook ran code
    "persists",  # wrote a startup file, crontab, launch agent, credential helper
    "changes-agent-controls",  # wrote the agent's settings, memory or another skill
    "hides-from-user",  # looked for the sandbox
)
MAX_PER_KIND = 5
CACHES = ("/.npm/", "/.cache/", "/node_modules/", "/__pycache__/")


@dataclass(frozen=True)
class Capability:
    """One thing a unit did: its kind (one of `KINDS`), the unit's file:line, what was seen."""

    kind: str
    path: str
    line: int
    detail: str
    source: str = "detonate"
    dest: tuple[str, ...] = ()  # sends-out: the host it tried
    secret: str = ""  # sends-out: "*" when the unit read a planted credential not its host's
    phase: str = ""  # "install": an install or build hook's

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "path": self.path, "line": self.line, "detail": self.detail}


def capabilities(
    seen_: Seen, canaries: list[Canary], static_text: str, skill_dir: str = ""
) -> list[Capability]:
    """The unit's capabilities, at most a few of each kind, in the order they were seen
    (`static_text`: the skill's text, one line; `skill_dir`: the working copy inside)."""
    unit = seen_.unit
    counts: dict[str, int] = {}
    found: list[Capability] = []
    files = list(_files(seen_, canaries, skill_dir))
    events = [*_network(seen_), *((k, d, "") for k, d in files)]
    events += [(k, d, "") for k, d in _processes(seen_, Finder(seen_, static_text))]
    homes = _homes(canaries, files)
    phase = "install" if unit.kind == "install" else ""
    for kind, detail, host in dict.fromkeys(events):
        if counts.get(kind, 0) < MAX_PER_KIND:
            counts[kind] = counts.get(kind, 0) + 1
            shown = detail + (f" ({unit.origin})" if unit.origin else "")
            dest = (host,) if host else ()
            stolen = kind == "sends-out" and homes is not None and _foreign(host, homes)
            found.append(
                Capability(kind, unit.path, unit.line, shown, "detonate", dest, "*" * stolen, phase)
            )
    return found


def _homes(canaries: list[Canary], files: list[tuple[str, str]]) -> list[set[str]] | None:
    """Per planted credential file the unit read, the hosts it may go to (its services';
    None: it read none). A send anywhere else may carry one: the capability model judges it."""
    read = {d.split(" ", 2)[1] for k, d in files if k == "reads-secret"}
    by_file: dict[str, set[str]] = {}
    for canary in canaries:
        if _home(canary.path) in read:
            by_file.setdefault(canary.path, set()).update(canary.home_hosts)
    return list(by_file.values()) or None


def _foreign(host: str, homes: list[set[str]]) -> bool:
    if host and is_installer(host):
        return False
    return not host or any(host not in hosts for hosts in homes)


def _network(seen_: Seen) -> Iterator[tuple[str, str, str]]:
    trace, pids = seen_.trace, seen_.pids
    for conn in trace.connects:
        if conn.pid not in pids or conn.family not in ("AF_INET", "AF_INET6") or conn.port == 53:
            continue
        if conn.port == REGISTRY_PORT and conn.address in ("127.0.0.1", "::1"):
            continue  # the stand-in registry, inside the sandbox
        yield "sends-out", f"connect {conn.address}:{conn.port} ({conn.result})", conn.address
    for send in trace.sends:
        if send.pid in pids:
            yield from (("sends-out", f"DNS lookup {name}", name) for name in send.dns)
    for record in seen_.standins:
        for url in record.urls:
            host = host_of(url)
            yield "sends-out", f"{record.tool} {record.method} {host}", host
        if record.tool in ("crontab", "launchctl"):
            yield "persists", f"{record.tool} {' '.join(record.argv)}", ""


def _files(seen_: Seen, canaries: list[Canary], skill_dir: str) -> Iterator[tuple[str, str]]:
    by_path = {c.path: c for c in canaries}
    for item in seen_.trace.opens:
        if item.pid not in seen_.pids or not item.ok or any(c in item.path for c in CACHES):
            continue
        if not item.write and item.path in by_path:
            yield "reads-secret", f"read {_home(item.path)} ({by_path[item.path].name})"
        elif item.write and item.path.startswith(HOME + "/"):
            what = next((n for p, n in PERSISTENCE if re.search(p, item.path)), None)
            if what is not None:
                yield "persists", f"wrote {_home(item.path)} ({what})"
            elif agent.AGENT_FILES.match(item.path) and not agent.own(item.path, skill_dir):
                yield "changes-agent-controls", f"wrote {_home(item.path)}"


def _processes(seen_: Seen, finder: Finder) -> list[tuple[str, str]]:
    found = []
    if any(e.pid in seen_.pids and e.path == MARKER_RAN for e in seen_.trace.execs):
        found.append(("runs-downloaded-code", "ran what a network tool downloaded"))
    hidden = finder.hidden(None)
    found += [("runs-opaque-code", f"ran at run time: {c[:120]}") for c in hidden]
    if seen_.unit.kind == "install":
        ran = [e for e in seen_.trace.execs if e.pid in seen_.pids and e.ok]
        names = dict.fromkeys(e.path.rsplit("/", 1)[-1] for e in ran)
        found.append(("runs-at-install", "ran " + ", ".join(list(names)[:8])))
    sandbox_checks(finder, seen_)
    found += [
        ("hides-from-user", f"looked for the sandbox: {e[:120]}")
        for f in finder.found
        for e in f.evidence[:1]
    ]
    return found


def _home(path: str) -> str:
    return "~" + path[len(HOME) :] if path.startswith(HOME + "/") else path
