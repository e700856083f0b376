"""Behaviours seen in a unit's trace become findings of the guard's model, evidence attached."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from hermes_git.guard.detonate.canaries import HOME, Canary, seen
from hermes_git.guard.detonate.plan import Unit
from hermes_git.guard.detonate.standins import Record
from hermes_git.guard.detonate.trace import Exec, Trace
from hermes_git.guard.model import Finding, cut

TOOLS_DIR = "/opt/hermes-git/bin"
MARKER_RAN = f"{TOOLS_DIR}/.marker-ran"
SHELLS = {"sh", "bash", "dash", "zsh", "ksh"}
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
PERSISTENCE = (
    (r"/\.(bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin)$", "shell rc file"),
    (r"/\.config/fish/", "fish config"),
    (r"/\.ssh/(authorized_keys2?|rc|config)$", "SSH login file"),
    (r"(/var/spool/cron|/etc/cron|/crontabs?/)", "crontab"),
    (r"/Library/Launch(Agents|Daemons)/", "launch agent"),
    (r"(/\.config/systemd/|/etc/systemd/|/lib/systemd/)", "systemd unit"),
    (r"/\.config/autostart/", "autostart entry"),
    (r"/etc/(profile|bash\.bashrc|environment|ld\.so\.preload)", "system startup file"),
)
PERSIST_COMMANDS = {"crontab": "crontab", "launchctl": "launch agent", "systemctl": "systemd unit"}
HARMLESS_RC = re.compile(
    r"^\s*(#.*|export\s+[\w]+=[^;&|`$]*(\$\{?\w+\}?[^;&|`]*)*|alias\s+[\w.-]+=.*|"
    r"(source|\.)\s+[\w~/.$\"{}-]+|eval\s+\"\$\([\w-]+( [\w-]+)* (init|env|completion)[^)]*\)\"|"
    r"\[\s+-[fsd]\s+[^]]+\]\s*&&\s*(source|\.)\s+\S+|PATH=\S+)?\s*$"
)
FORK_LIMIT = 400


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


def _raw_ip(host: str) -> bool:
    return bool(re.fullmatch(r"[\d.]+|[0-9a-f:]+", host)) and any(c.isdigit() for c in host)


def is_installer(host: str) -> bool:
    return any(host == h or host.endswith("." + h) for h in INSTALLER_HOSTS)


def judge(seen_: Seen, canaries: list[Canary], static_text: str) -> list[Finding]:
    """Findings for one unit: exfiltration, remote code, persistence, resource abuse, network."""
    finder = _Finder(seen_, static_text)
    sends = _sends(seen_)
    _exfiltration(finder, seen_, canaries, sends)
    _remote_code(finder, seen_)
    _persistence(finder, seen_)
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


class _Finder:
    def __init__(self, seen_: Seen, static_text: str) -> None:
        self.seen = seen_
        self.static = " ".join(static_text.split())
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
        found = []
        for item in trace.execs:
            if not item.ok or item.pid not in chain or item.pid not in self.seen.pids:
                continue
            if item.pid == top or trace.parent.get(item.pid) == top:
                continue  # the unit's own interpreter on the unit's own file
            if any(_arg(a) not in self.static for a in item.argv[1:] if len(_arg(a)) > 1):
                text = _command(item)
                if text:
                    found.append(text)
        return list(dict.fromkeys(found))

    def run_time(self, pid: int | None) -> str:
        return " ; ".join(self.hidden(pid))[:600]


def _arg(text: str) -> str:
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
    if name in ("timeout",) or item.path.endswith(".marker-ran"):
        return ""
    return " ".join([name, *item.argv[1:]])


def _sends(seen_: Seen) -> list[tuple[str, str]]:
    """(host, evidence line) of every attempt to send: connects, DNS lookups, stand-ins."""
    out: list[tuple[str, str]] = []
    for conn in seen_.trace.connects:
        if conn.pid not in seen_.pids or conn.family not in ("AF_INET", "AF_INET6"):
            continue
        if conn.port == 53 and conn.address in ("127.0.0.1", "::1"):
            continue  # the resolver: the name asked for is in the send that follows
        out.append((conn.address, conn.line))
    for send in seen_.trace.sends:
        if send.pid in seen_.pids:
            out.extend((name, send.line) for name in send.dns)
    for record in seen_.standins:
        out.extend((host_of(u), record.evidence) for u in record.urls or [""])
    return out


def _exfiltration(
    finder: _Finder, seen_: Seen, canaries: list[Canary], sends: list[tuple[str, str]]
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
    written = "\n".join(seen_.written.values())
    foreign = [h for h, _ in sends if not h or not is_installer(h)]
    for canary in canaries:
        hosts = {h for h, _ in sends if h}
        if hosts and hosts <= set(canary.home_hosts):
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


def _remote_code(finder: _Finder, seen_: Seen) -> None:
    ran = [e for e in seen_.trace.execs if e.pid in seen_.pids and e.path == MARKER_RAN]
    if ran:
        hosts = sorted({host_of(u) for r in seen_.standins for u in r.urls})
        hidden = finder.hidden(ran[0].pid) or any(
            finder.hidden(e.pid)
            for e in seen_.trace.execs
            if e.pid in seen_.pids and e.path.startswith(TOOLS_DIR)
        )
        risky = bool(hidden) or not hosts or any(_raw_ip(h) for h in hosts)
        finder.add(
            "detonate-remote-code",
            "remote-code",
            "critical" if risky else "medium",  # as written: the static rules judge it
            "high",
            "ran what a network tool downloaded (the stand-in's marker script executed)"
            + ("" if risky else f"; the command is written in the skill ({', '.join(hosts)})"),
            [*(r.evidence for r in seen_.standins[:3]), *(e.line for e in ran)],
            pid=ran[0].pid,
        )


def _persistence(finder: _Finder, seen_: Seen) -> None:
    for item in seen_.trace.opens:
        if item.pid not in seen_.pids or not item.write:
            continue
        what = next((name for pat, name in PERSISTENCE if re.search(pat, item.path)), None)
        if what is None:
            continue
        added = _added_lines(item.path, seen_.written.get(item.path, ""))
        harmless = what == "shell rc file" and all(HARMLESS_RC.match(line) for line in added)
        visible = not finder.hidden(item.pid) and all(_arg(line) in finder.static for line in added)
        mild = harmless or visible
        severity, confidence = ("medium", "medium") if mild else ("critical", "high")
        finder.add(
            "detonate-persistence",
            "persistence",
            severity,
            confidence,
            f"wrote {_home(item.path)} ({what})"
            + (": only exports, aliases and sources" if harmless else "")
            + ("; as written in the skill" if visible and not harmless else ""),
            [item.line],
            pid=item.pid,
        )
    _persist_commands(finder, seen_)


def _persist_commands(finder: _Finder, seen_: Seen) -> None:
    for item in seen_.trace.execs:
        if item.pid not in seen_.pids:
            continue
        name = PurePosixPath(item.path).name
        args = " ".join(item.argv)
        what = PERSIST_COMMANDS.get(name)
        if name == "crontab" and ("-l" in item.argv[1:2] or len(item.argv) < 2):
            what = None
        if name == "systemctl" and "enable" not in item.argv:
            what = None
        if name == "git" and "credential.helper" in args and "config" in item.argv:
            what = "git credential.helper"
        if what is not None:
            visible = not finder.hidden(item.pid)
            finder.add(
                "detonate-persistence",
                "persistence",
                "medium" if visible else "critical",
                "high" if item.ok else "medium",
                f"installs a {what} ({'ran' if item.ok else 'tried'}: {cut(args, 80)})"
                + ("; as written in the skill" if visible else ""),
                [item.line],
                pid=item.pid,
            )
            return


def _added_lines(path: str, text: str) -> list[str]:
    base = PLANTED_RC.get(PurePosixPath(path).name, "")
    body = text[len(base) :] if text.startswith(base) else text
    return [line for line in body.splitlines() if line.strip()]


def _home(path: str) -> str:
    return "~" + path[len(HOME) :] if path.startswith(HOME + "/") else path


def _resources(finder: _Finder, seen_: Seen) -> None:
    trace = seen_.trace

    def pick(counts: dict[int, int]) -> int:
        return sum(n for pid, n in counts.items() if pid in seen_.pids)

    forks, failed, oom = pick(trace.forks), pick(trace.fork_failures), pick(trace.out_of_memory)
    if failed or forks > FORK_LIMIT:
        finder.add(
            "detonate-fork-bomb",
            "resource-abuse",
            "high",
            "high",
            f"started {forks} processes"
            + (f" and hit the process limit {failed} time(s)" if failed else ""),
            [f"{forks} process starts, {failed} refused (EAGAIN)"],
        )
    if oom:
        finder.add(
            "detonate-memory-bomb",
            "resource-abuse",
            "high",
            "medium",
            f"ran out of the memory limit {oom} time(s)",
            [f"{oom} mmap calls refused (ENOMEM)"],
        )


PLANTED_RC = {
    ".bashrc": '# ~/.bashrc\n[ -z "$PS1" ] && return\nHISTSIZE=1000\n',
    ".profile": '# ~/.profile\nif [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n',
}
