"""Behaviours seen in a unit's trace become findings of the guard's model, evidence attached."""

from __future__ import annotations

from hermes_git.guard.detonate.agent import agent_config
from hermes_git.guard.detonate.canaries import Canary, seen
from hermes_git.guard.detonate.evasion import sandbox_checks
from hermes_git.guard.detonate.hooks import REGISTRY_PORT
from hermes_git.guard.detonate.persist import persistence
from hermes_git.guard.detonate.seen import (
    MARKER_RAN,
    TOOLS_DIR,
    Finder,
    Seen,
    host_of,
    is_installer,
    raw_ip,
)
from hermes_git.guard.model import Finding
from hermes_git.words import plural

FORK_LIMIT = 400  # process starts in one unit: a bomb whatever the limit said
FORK_DEEP_MIN = 100  # process starts that, nested FORK_DEPTH deep, are a bomb cut short
FORK_DEPTH = 8  # generations below the unit (npm, make and pip stay within five)
FORK_MIN = 32  # starts before the process limit counts as a bomb (threads count against it)


def judge(
    seen_: Seen, canaries: list[Canary], static_text: str, skill_dir: str = ""
) -> list[Finding]:
    """Findings for one unit: exfiltration, remote code, persistence, the agent's own files,
    sandbox checks, resource abuse, network.

    `static_text` is the skill's text made one line by `seen.norm` (once per skill);
    `skill_dir` the working copy inside the sandbox (its own files are the skill's to write)."""
    finder = Finder(seen_, static_text)
    sends = _sends(seen_)
    _exfiltration(finder, seen_, canaries, sends)
    _remote_code(finder, seen_)
    persistence(finder, seen_)
    agent_config(finder, seen_, skill_dir or "/nowhere")
    sandbox_checks(finder, seen_)
    _resources(finder, seen_)
    hosts = sorted({h for h, _ in sends if h and not is_installer(h)})
    if hosts and not finder.found:
        finder.add(
            "detonate-network",
            "network",
            "medium",
            "medium",
            f"tried to reach {', '.join(hosts[:5])} (nothing left the sandbox)",
            [line for h, line in sends if h in hosts],
        )
    return finder.found


def _sends(seen_: Seen) -> list[tuple[str, str]]:
    """(host, evidence line) of every attempt to send: connects, DNS lookups, stand-ins."""
    out: list[tuple[str, str]] = []
    for conn in seen_.trace.connects:
        if conn.pid not in seen_.pids or conn.family not in ("AF_INET", "AF_INET6"):
            continue
        if conn.port in (53, REGISTRY_PORT) and conn.address in ("127.0.0.1", "::1"):
            continue  # the resolver (the name is in the send that follows), the stand-in registry
        out.append((conn.address, conn.line))
    for send in seen_.trace.sends:
        if send.pid in seen_.pids:
            out.extend((name, send.line) for name in send.dns)
    for record in seen_.standins:
        out.extend((host_of(u), record.evidence) for u in record.urls or [""])
    return out


def _exfiltration(
    finder: Finder, seen_: Seen, canaries: list[Canary], sends: list[tuple[str, str]]
) -> None:
    trace = seen_.trace
    reads = [
        (c, o)
        for o in trace.opens
        if o.pid in seen_.pids and not o.write and o.ok
        for c in canaries
        if o.path == c.path
    ]
    outbound = _outbound(seen_)
    argv_text = "\n".join(" ".join(e.argv) for e in trace.execs if e.pid in seen_.pids and e.ok)
    own = {c.path for c in canaries}  # appending to a canary's own file copies nothing
    written = "\n".join(t for p, t in seen_.written.items() if p not in own)
    foreign = [h for h, _ in sends if not h or not is_installer(h)]
    for canary in canaries:
        hosts = {h for h, _ in sends if h}
        if hosts and all(_home(h, canary.home_hosts) for h in hosts):
            continue  # the key went to its own service: that is using it
        evidence = [o.line for c, o in reads if c is canary]
        if seen(outbound, [canary]):
            finder.add(
                "detonate-exfiltration",
                "exfiltration",
                "critical",
                "high",
                f"sent the planted {canary.name} out (its marker is in what it tried to send)",
                [*evidence, *_lines_with(seen_, canary)],
            )
        elif evidence and foreign and not canary.home_hosts:
            finder.add(
                "detonate-exfiltration",
                "exfiltration",
                "critical",
                "medium",
                f"read the planted {canary.name} and tried to send "
                f"(to {', '.join(sorted(set(foreign))[:3]) or 'the network'})",
                [*evidence, *(line for _, line in sends)],
                pid=next(o.pid for c, o in reads if c is canary),
            )
        elif seen(argv_text + "\n" + written, [canary]):
            finder.add(
                "detonate-credential-copy",
                "credentials",
                "high",
                "medium",
                f"copied the planted {canary.name} into a file or command line",
                [*evidence, *_lines_with(seen_, canary)],
            )


def _home(host: str, homes: tuple[str, ...]) -> bool:
    """Whether `host` is one of a key's own hosts or under one (`uploads.github.com`)."""
    return any(host == h or host.endswith("." + h) for h in homes)


def _outbound(seen_: Seen) -> str:
    parts = [s.data for s in seen_.trace.sends if s.pid in seen_.pids and not s.dns]
    parts += [" ".join(s.dns) for s in seen_.trace.sends if s.pid in seen_.pids]
    parts.extend(record.text for record in seen_.standins)
    return "\n".join(parts)


def _lines_with(seen_: Seen, canary: Canary) -> list[str]:
    lines = [s.line for s in seen_.trace.sends if s.pid in seen_.pids and seen(s.data, [canary])]
    lines += [e.line for e in seen_.trace.execs if e.pid in seen_.pids and seen(e.line, [canary])]
    lines += [r.evidence for r in seen_.standins if seen(r.text, [canary])]
    lines += [f"wrote {p}" for p, text in seen_.written.items() if seen(text, [canary])]
    return lines


def _remote_code(finder: Finder, seen_: Seen) -> None:
    ran = [e for e in seen_.trace.execs if e.pid in seen_.pids and e.path == MARKER_RAN]
    if ran:
        hosts = sorted({host_of(u) for r in seen_.standins for u in r.urls})
        hidden = finder.hidden(ran[0].pid) or any(
            finder.hidden(e.pid)
            for e in seen_.trace.execs
            if e.pid in seen_.pids and e.path.startswith(TOOLS_DIR)
        )
        risky = bool(hidden) or not hosts or any(raw_ip(h) for h in hosts)
        if seen_.unit.origin and hosts and all(is_installer(h) for h in hosts):
            risky = False  # printed help of an installer ("run curl https://astral.sh/...")
        finder.add(
            "detonate-remote-code",
            "remote-code",
            "critical" if risky else "medium",  # as written: the static rules judge it
            "high",
            "ran what a network tool downloaded (the stand-in's marker script executed)"
            + ("" if risky else f"; the command is written in the skill ({', '.join(hosts)})"),
            [*(r.evidence for r in seen_.standins[:3]), *(e.line for e in ran)],
            pid=None,  # the whole chain: the download and the run are siblings
        )


def _depth(seen_: Seen) -> int:
    """How many generations of processes the unit grew below its own."""
    if seen_.root is None:
        return 0
    base = len(seen_.trace.ancestors(seen_.root))
    return max((len(seen_.trace.ancestors(p)) - base for p in seen_.pids), default=0)


def _resources(finder: Finder, seen_: Seen) -> None:
    trace = seen_.trace

    def pick(counts: dict[int, int]) -> int:
        return sum(n for pid, n in counts.items() if pid in seen_.pids)

    forks, failed, oom = pick(trace.forks), pick(trace.fork_failures), pick(trace.out_of_memory)
    deep = forks >= FORK_DEEP_MIN and _depth(seen_) >= FORK_DEPTH  # a tree that keeps growing
    if (failed and forks >= FORK_MIN) or forks > FORK_LIMIT or deep:
        finder.add(
            "detonate-fork-bomb",
            "resource-abuse",
            "high",
            "high",
            f"started {forks} processes"
            + (f" and hit the process limit {plural(failed, 'time')}" if failed else ""),
            [f"{forks} process starts, {failed} refused (EAGAIN)"],
        )
    if oom:
        finder.add(
            "detonate-memory-bomb",
            "resource-abuse",
            "high",
            "medium",
            f"ran out of the memory limit {plural(oom, 'time')}",
            [f"{oom} mmap calls refused (ENOMEM)"],
        )
