"""Read an `strace -f` log: processes (with arguments and parents), files, connects, sends, DNS."""

from __future__ import annotations

import codecs
import posixpath
import re
from dataclasses import dataclass, field

LINE_RE = re.compile(
    r"^(\d+) +(\w+)\((.*)\) += (-?\d+|0x[0-9a-f]+|\?)"
    r"(?: /\* (\d+) in strace's PID NS \*/)?(?: (E[A-Z0-9]+))?"
)
START_RE = re.compile(r"^(\d+) +(.*) <unfinished \.\.\.>$")
RESUME_RE = re.compile(r"^(\d+) +<\.\.\. \w+ resumed>(.*)$")
STRING_RE = re.compile(r'"((?:[^"\\]|\\.)*)"')
PORT_RE = re.compile(r"sin6?_port=htons\((\d+)\)")
_FD_RE = re.compile(r"\s*(\d+)(?:<|,)")  # a call's first argument, its file descriptor
ADDR_RE = re.compile(r'inet_addr\("([^"]+)"\)|inet_pton\(AF_INET6, "([^"]+)"')
DIRFD_RE = re.compile(r"^\d+<(/[^>]*)>, ")
FAMILY_RE = re.compile(r"sa_family=(AF_\w+)")
WRITE_FLAGS = ("O_WRONLY", "O_RDWR", "O_CREAT", "O_APPEND", "O_TRUNC")
OPENS = {"open", "openat", "creat"}
MOVES = {"rename", "renameat", "renameat2", "link", "linkat", "symlink", "symlinkat"}
FORKS = {"clone", "clone3", "fork", "vfork"}


@dataclass(frozen=True)
class Exec:
    pid: int
    path: str
    argv: tuple[str, ...]
    ok: bool
    line: str


@dataclass(frozen=True)
class Open:
    pid: int
    path: str
    write: bool
    ok: bool
    line: str


@dataclass(frozen=True)
class Connect:
    pid: int
    family: str
    address: str
    port: int
    result: str  # 0, EINPROGRESS, ENETUNREACH, ECONNREFUSED, ...
    line: str


@dataclass(frozen=True)
class Send:
    pid: int
    data: str
    dns: tuple[str, ...]
    line: str


@dataclass
class Trace:
    """Everything the log says, in order, with each event's own line as evidence."""

    execs: list[Exec] = field(default_factory=list)
    opens: list[Open] = field(default_factory=list)
    connects: list[Connect] = field(default_factory=list)
    sends: list[Send] = field(default_factory=list)
    parent: dict[int, int] = field(default_factory=dict)
    forks: dict[int, int] = field(default_factory=dict)  # pid -> children started
    fork_failures: dict[int, int] = field(default_factory=dict)  # pid -> EAGAIN from fork
    out_of_memory: dict[int, int] = field(default_factory=dict)  # pid -> mmap ENOMEM
    local_fds: set[tuple[int, int]] = field(default_factory=set)  # (pid, fd) on a unix socket

    def ancestors(self, pid: int) -> list[int]:
        chain = [pid]
        while chain[-1] in self.parent and len(chain) < 10_000:
            chain.append(self.parent[chain[-1]])
        return chain


def strings(text: str) -> list[str]:
    """The C strings in an strace argument list, escapes decoded."""
    found = []
    for match in STRING_RE.finditer(text):
        raw = codecs.escape_decode(match.group(1).encode("latin-1", "replace"))[0]
        found.append(bytes(raw).decode("utf-8", "replace"))
    return found


def dns_names(data: bytes) -> list[str]:
    """The name asked for when `data` is a DNS query packet."""
    if len(data) < 17 or data[2] & 0x80 or data[4:6] != b"\0\1":
        return []
    labels: list[str] = []
    at = 12
    while at < len(data) and data[at] and len(labels) < 64:
        size = data[at]
        labels.append(data[at + 1 : at + 1 + size].decode("ascii", "replace"))
        at += size + 1
    return [".".join(labels)] if labels else []


def _stitched(text: str) -> list[str]:
    pending: dict[str, str] = {}
    lines = []
    for line in text.splitlines():
        start = START_RE.match(line)
        if start:
            pending[start.group(1)] = f"{start.group(1)} {start.group(2)}"
            continue
        resume = RESUME_RE.match(line)
        if resume:
            lines.append(pending.pop(resume.group(1), resume.group(1) + " ?(") + resume.group(2))
            continue
        lines.append(line)
    return lines


def parse(text: str) -> Trace:
    """The events of an `strace -f -qq` log (pids as strace printed them)."""
    trace = Trace()
    cwd: dict[int, str] = {}
    for line in _stitched(text):
        match = LINE_RE.match(line)
        if match:
            _event(trace, cwd, line, match)
    return trace


def _event(trace: Trace, cwd: dict[int, str], line: str, match: re.Match[str]) -> None:
    pid, call, args = int(match.group(1)), match.group(2), match.group(3)
    ret, err = match.group(5) or match.group(4), match.group(6)
    here = cwd.get(pid, "/")
    if call in FORKS:
        _fork(trace, cwd, pid, args, ret, err)
    elif call in ("execve", "execveat"):
        found = strings(args)
        if found:
            trace.execs.append(Exec(pid, found[0], tuple(found[1:]), err is None, line))
    elif call in OPENS or call in MOVES:
        _open(trace, pid, here, call, args, err is None, line)
    elif call == "chdir" and err is None:
        found = strings(args)
        if found:
            cwd[pid] = _resolve(here, found[0])
    elif call == "connect":
        _connect(trace, pid, args, err or ret, line)
    elif call in ("sendto", "sendmsg", "sendmmsg"):
        _send(trace, pid, args, line)
    elif call == "mmap" and err == "ENOMEM" and "PROT_NONE" not in args:  # not reservations
        trace.out_of_memory[pid] = trace.out_of_memory.get(pid, 0) + 1


def _fork(
    trace: Trace, cwd: dict[int, str], pid: int, args: str, ret: str, err: str | None
) -> None:
    if err is None and ret.isdigit():
        trace.parent[int(ret)] = pid
        cwd[int(ret)] = cwd.get(pid, "/")
        if "CLONE_THREAD" not in args:
            trace.forks[pid] = trace.forks.get(pid, 0) + 1
    elif err == "EAGAIN" and "CLONE_THREAD" not in args:
        trace.fork_failures[pid] = trace.fork_failures.get(pid, 0) + 1


def _open(trace: Trace, pid: int, here: str, call: str, args: str, ok: bool, line: str) -> None:
    found = strings(args)
    if call in MOVES:
        if len(found) >= 2:
            trace.opens.append(Open(pid, _resolve(here, found[-1]), True, ok, line))
    elif found:
        write = call == "creat" or any(flag in args for flag in WRITE_FLAGS)
        folder = DIRFD_RE.match(args)
        base = folder.group(1) if folder and call == "openat" else here
        trace.opens.append(Open(pid, _resolve(base, found[0]), write, ok, line))


def _resolve(cwd: str, path: str) -> str:
    return posixpath.normpath(posixpath.join(cwd, path))


def _connect(trace: Trace, pid: int, args: str, result: str, line: str) -> None:
    family = FAMILY_RE.search(args)
    if family is None:
        return
    port = PORT_RE.search(args)
    addr = ADDR_RE.search(args)
    if family.group(1) == "AF_UNIX":
        found = strings(args)
        address = found[0] if found else ""
        fd = _FD_RE.match(args)
        if fd is not None:  # what it sends goes to a process of this machine (tmux, a daemon)
            trace.local_fds.add((pid, int(fd.group(1))))
    else:
        address = (addr.group(1) or addr.group(2)) if addr else ""
    trace.connects.append(
        Connect(pid, family.group(1), address, int(port.group(1)) if port else 0, result, line)
    )


def _send(trace: Trace, pid: int, args: str, line: str) -> None:
    fd = _FD_RE.match(args)
    if "AF_NETLINK" in args or (fd is not None and (pid, int(fd.group(1))) in trace.local_fds):
        return
    pieces = []
    names: list[str] = []
    for match in STRING_RE.finditer(args):
        raw = bytes(codecs.escape_decode(match.group(1).encode("latin-1", "replace"))[0])
        names.extend(dns_names(raw))
        pieces.append(raw.decode("utf-8", "replace"))
    trace.sends.append(Send(pid, "\n".join(pieces), tuple(dict.fromkeys(names)), line))
