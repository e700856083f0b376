"""Run a command in a bubblewrap sandbox under strace: the only place detonation starts processes.

The sandbox gets new user, PID, IPC, UTS, cgroup and network namespaces (`--unshare-all`), the
system folders read-only, a throwaway HOME and /tmp (folders the caller prepared), and nothing
else of the machine: no real HOME, no repository, no /work, /srv, /mnt or /run. Its network
namespace holds only its own loopback (bwrap raises `lo`) and no route: a connect to any other
address fails with ENETUNREACH inside it, and nothing reaches the host's loopback.

strace runs outside the sandbox and traces bwrap and everything below it, so the code under test
cannot touch its own record. When hermes-git runs as root the whole chain runs as a throwaway
uid, so the process limit (RLIMIT_NPROC) counts only the sandbox's processes.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import resource
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

PACKAGES = {"bwrap": "bubblewrap", "strace": "strace"}
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc")
# masked: secrets of the host, and the sandbox's own tools (a payload looks for them)
MASKED = (
    "/etc/shadow",
    "/etc/gshadow",
    "/etc/sudoers",
    "/etc/ssh",
    "/usr/bin/bwrap",
    "/usr/bin/strace",
)
TRACED = (
    "execve,execveat,openat,open,creat,rename,renameat,renameat2,link,linkat,symlink,symlinkat,"
    "chdir,connect,sendto,sendmsg,sendmmsg,clone,clone3,fork,vfork,mmap"
)
UID_BASE = 200_000
_RUNS = itertools.count()


@dataclass(frozen=True)
class Limits:
    """What one sandbox run may use; per-unit time is the driver's business."""

    seconds: float = 10.0  # the whole run (units have 2 s each, all at once)
    memory_bytes: int = 2 << 30  # address space per process (node's V8 needs more than 1 GiB)
    file_bytes: int = 16 << 20  # largest file (output logs included) a process may write
    processes: int = 512  # threads count too (node starts about ten)
    cpu_seconds: int = 30
    string_bytes: int = 8192  # how much of each traced string strace keeps


@dataclass(frozen=True)
class Box:
    """The sandbox's view: folders bound read-write, files bound read-only, the command."""

    command: tuple[str, ...]
    writable: Mapping[str, Path]  # sandbox path -> prepared folder outside
    readonly: Mapping[str, Path] = field(default_factory=dict)  # sandbox path -> file/folder
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str = "/"


@dataclass(frozen=True)
class Run:
    """What came back: the trace text, the exit status, the time, whether it was cut off."""

    trace: str
    returncode: int
    seconds: float
    timed_out: bool


def missing() -> list[str]:
    """The Debian packages detonation needs that are not installed (empty: all there)."""
    return [package for tool, package in PACKAGES.items() if shutil.which(tool) is None]


@functools.cache
def node_accepts(flag: str) -> bool:
    """Whether this machine's node starts with `flag` (options differ between releases)."""
    node = shutil.which("node")
    if node is None:
        return False
    try:
        done = subprocess.run(  # a fixed tool and a fixed flag; no shell
            [node, flag, "-e", "0"], capture_output=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def bwrap_argv(box: Box) -> list[str]:
    """The bubblewrap command line for `box` (system read-only, nothing else of the host)."""
    argv = ["bwrap", "--unshare-all", "--die-with-parent", "--new-session"]
    for folder in SYSTEM_DIRS:
        if os.path.islink(folder):
            argv += ["--symlink", os.readlink(folder), folder]
        elif os.path.isdir(folder):
            argv += ["--ro-bind", folder, folder]
    for path in MASKED:
        if os.path.isfile(path):
            argv += ["--ro-bind", "/dev/null", path]
        elif os.path.isdir(path):
            argv += ["--tmpfs", path]
    argv += ["--dev", "/dev", "--proc", "/proc", "--dir", "/var/tmp", "--dir", "/run"]
    for inside, outside in box.writable.items():
        argv += ["--bind", str(outside), inside]
    for inside, outside in box.readonly.items():
        argv += ["--ro-bind", str(outside), inside]
    argv += ["--clearenv", "--chdir", box.cwd]
    for key, value in box.env.items():
        argv += ["--setenv", key, value]
    return [*argv, "--", *box.command]


def run(box: Box, trace_file: Path, limits: Limits | None = None) -> Run:
    """Run `box` under strace, its trace written to `trace_file` (outside the sandbox).

    The caller owns the prepared folders; they are handed to the sandbox uid when running as
    root. The run is killed (its whole process group) when it passes `limits.seconds`.
    """
    limits = limits or Limits()
    uid = _sandbox_uid()
    if uid is not None:
        for folder in [*box.writable.values(), trace_file.parent]:
            _chown_tree(folder, uid)
    argv = [
        "strace",
        "-f",
        "-qq",
        "--pidns-translation",
        "--seccomp-bpf",  # only the traced calls stop the tracee: about 3x faster
        "-y",  # file descriptors with their paths: openat(3</home/user/.ssh>, "id_rsa", ...)
        "-s",
        str(limits.string_bytes),
        "-e",
        f"trace={TRACED}",
        "-o",
        str(trace_file),
        *bwrap_argv(box),
    ]
    start = time.perf_counter()
    proc = subprocess.Popen(  # a fixed tool; arguments never go through a shell
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        process_group=0,
        user=uid,
        group=uid,
        extra_groups=[] if uid is not None else None,
        preexec_fn=_limiter(limits, 0 if uid is not None else _own_processes()),  # noqa: PLW1509
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    timed_out = False
    try:
        proc.wait(timeout=limits.seconds)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill_group(proc)
    seconds = time.perf_counter() - start
    try:
        text = trace_file.read_text("utf-8", "replace")
    except OSError:
        text = ""
    return Run(text, proc.returncode, seconds, timed_out)


def _sandbox_uid() -> int | None:
    """A throwaway uid per run when running as root (None: run as ourselves)."""
    if os.geteuid() != 0:
        return None
    return UID_BASE + (os.getpid() * 64 + next(_RUNS) % 64) % 1_000_000


def _chown_tree(folder: Path, uid: int) -> None:
    os.chown(folder, uid, uid)
    for root, dirs, files in os.walk(folder):
        for name in [*dirs, *files]:
            os.lchown(os.path.join(root, name), uid, uid)


def _own_processes() -> int:
    """How many processes our uid runs now (RLIMIT_NPROC counts them all)."""
    uid = os.getuid()
    count = 0
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                count += entry.stat().st_uid == uid
    return count


def _limiter(limits: Limits, already: int) -> Callable[[], None]:
    """setrlimit for the child before exec (no allocation-heavy work in there)."""

    def apply() -> None:
        pairs = (
            (resource.RLIMIT_AS, limits.memory_bytes),
            (resource.RLIMIT_FSIZE, limits.file_bytes),
            (resource.RLIMIT_NPROC, already + limits.processes),
            (resource.RLIMIT_CPU, limits.cpu_seconds),
            (resource.RLIMIT_CORE, 0),
        )
        for kind, value in pairs:
            resource.setrlimit(kind, (value, value))

    return apply


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
    proc.wait()
