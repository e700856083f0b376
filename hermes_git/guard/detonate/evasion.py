"""A unit that looks for the sandbox: bubblewrap or strace, a tracer, a container, a fresh boot.

Payloads that check where they run and stay quiet in an analysis box look harmless here; the
check itself is what they show. Seen in the trace (a process asking `which bwrap`, reading
`/proc/uptime`, `/proc/self/status` for TracerPid, `/.dockerenv`) or in the code that ran
(`command -v strace` is a shell builtin, not a process).
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from hermes_git.guard.detonate.seen import Finder, Seen

TOOLS = frozenset({"bwrap", "bubblewrap", "strace", "ltrace", "gdb", "firejail", "nsjail"})
LOOKUPS = frozenset({"which", "whereis", "type", "pgrep", "pidof", "command", "hash"})
PROBES = re.compile(
    r"^/(proc/(uptime|self/status|\d+/status|1/sched)|\.dockerenv|run/\.containerenv)$"
)
PROBE_ARGS = re.compile(r"TracerPid|/proc/uptime|/\.dockerenv|systemd-detect-virt|virt-what")
INTERPRETERS = frozenset({"python3", "python", "node", "bash", "sh", "dash", "zsh", "perl"})
CODE_CHECKS = re.compile(
    r"(command\s+-v|which|type|pgrep|pidof)\s+['\"]?(bwrap|strace|firejail)\b|TracerPid|"
    r"\.dockerenv|systemd-detect-virt"
)
# the uptime is a dashboard's business too: a check only when the code compares it
UPTIME_CHECK = re.compile(r"uptime.{0,80}(<|>|-lt|-le|-gt|-ge)", re.S)


def _probes(name: str, args: tuple[str, ...]) -> bool:
    if name in LOOKUPS and set(args) & TOOLS:
        return True
    return name in ("uptime", "systemd-detect-virt") or any(PROBE_ARGS.search(a) for a in args)


def _uptime_only(line: str) -> bool:
    return "uptime" in line and not re.search(r"TracerPid|dockerenv|containerenv|status", line)


def sandbox_checks(finder: Finder, seen_: Seen) -> None:
    """One finding when the unit probed for the sandbox, with what it looked at."""
    lines: list[str] = []
    names: dict[int, str] = {}
    for item in seen_.trace.execs:
        if item.pid not in seen_.pids:
            continue
        name = PurePosixPath(item.path).name
        names[item.pid] = name
        if _probes(name, item.argv[1:]):
            lines.append(item.line)
    lines += [
        item.line
        for item in seen_.trace.opens
        if item.pid in seen_.pids
        and not item.write
        and PROBES.match(item.path)
        and (names.get(item.pid, "python3") in INTERPRETERS or item.path.endswith("env"))
    ]
    code = seen_.unit.code or ""
    if not UPTIME_CHECK.search(code):
        lines = [line for line in lines if not _uptime_only(line)]
    match = CODE_CHECKS.search(code)
    if match and seen_.root is not None:
        lines.append(f"the code asks: {match.group(0)}")
    if lines:
        finder.add(
            "detonate-sandbox-check",
            "evasion",
            "high",
            "medium",
            "looks for the sandbox (bubblewrap, strace, a tracer, a container or the uptime): "
            "what it does elsewhere may differ from what it did here",
            lines,
        )
