"""Logging stand-ins for the network tools, the marker script, and the driver that runs units."""

from __future__ import annotations

import json
import math
import shlex
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from hermes_git.guard.detonate import hooks
from hermes_git.guard.detonate.plan import INTERPRETERS, Unit
from hermes_git.store import sandbox

TOOLS = (
    "curl",
    "wget",
    "nc",
    "ncat",
    "netcat",
    "ssh",
    "scp",
    "socat",
    "telnet",
    "crontab",
    "launchctl",
)
SHIMS = ("registry", "base64")  # the stand-in registry; base64 that takes macOS's -D
SYSTEM_BINS = ("/usr/bin", "/bin", "/usr/local/bin")
INSIDE = "/opt/hermes-git"
WASM_FLAG = "--disable-wasm-trap-handler"
IDLE_TICKS = 4  # tenths of a second with no CPU used and nobody sleeping on purpose: done
SKILL_DIR_VARS = ("SKILL_DIR", "CLAUDE_SKILL_DIR", "HERMES_SKILL_DIR", "SKILL_ROOT")
SKILL_SECONDS = 30  # the whole run of one skill's chains (they run side by side)


def install(bin_dir: Path) -> dict[str, Path]:
    """Put the stand-ins and the marker into `bin_dir`; return the system files they cover.

    The stand-ins come first on PATH, and are also bound over the real tools' own paths, so a
    payload calling `/usr/bin/curl` by its full name meets the stand-in too.
    """
    data = resources.files("hermes_git.guard.detonate") / "data"
    standin = (data / "standin").read_bytes()
    for name in TOOLS:
        (bin_dir / name).write_bytes(standin)
        (bin_dir / name).chmod(0o755)
    (bin_dir / ".marker-ran").write_bytes((data / "marker-ran").read_bytes())
    (bin_dir / "watch.sh").write_bytes((data / "watch.sh").read_bytes())
    for name in SHIMS:  # first on PATH only: they call the real tool
        (bin_dir / name).write_bytes((data / name).read_bytes())
        (bin_dir / name).chmod(0o755)
    (bin_dir / ".marker-ran").chmod(0o755)
    (bin_dir / "py").mkdir(exist_ok=True)  # Python and node meet the network in-process
    (bin_dir / "py" / "sitecustomize.py").write_bytes((data / "sitecustomize").read_bytes())
    (bin_dir / "netshim.js").write_bytes((data / "netshim.js").read_bytes())
    covered: dict[str, Path] = {}
    for name in TOOLS:
        for folder in SYSTEM_BINS:
            real = Path(folder) / name
            if real.exists() and not Path(folder).is_symlink():
                covered[str(real)] = bin_dir / name
    return covered


def targets(units: list[Unit], skill_dir: str, unit_files: dict[int, str]) -> list[str]:
    """The file each unit's interpreter is given (inside the sandbox)."""
    return [unit_files.get(i, f"{skill_dir}/{u.path}") for i, u in enumerate(units)]


def chains(units: list[Unit]) -> list[list[int]]:
    """The units' indexes grouped in chains (a document's blocks in order), chains in order."""
    grouped: dict[str, list[int]] = {}
    for index, unit in enumerate(units):
        grouped.setdefault(unit.chain, []).append(index)
    return list(grouped.values())


def deadline(units: list[Unit]) -> int:
    """Seconds the whole run may take: the longest chain, at most SKILL_SECONDS."""
    longest = max((sum(units[i].seconds for i in c) for c in chains(units)), default=0.0)
    return min(SKILL_SECONDS, math.ceil(longest))


def driver(units: list[Unit], skill_dir: str, files: list[str], registry: bool) -> str:
    """The shell script that runs the chains side by side (each unit of a chain after the one
    before, under its own time limit) and watches them: most units wait on a network that is
    not there, not on the CPU, and one left idle is stopped so its chain goes on."""
    lines = ["#!/bin/bash", f"cd {shlex.quote(skill_dir)} || exit 0", "HG_KEEP=", "HG_CHAINS="]
    if registry:
        lines += [
            f"{INSIDE}/bin/registry {hooks.REGISTRY_PORT} </dev/null >/dev/null 2>&1 &",
            'HG_KEEP="$HG_KEEP $!"',
            f"for _ in 1 2 3 4 5 6 7 8 9 10; do [ -e {INSIDE}/out/registry.ready ] && break;"
            " sleep 0.1; done",
        ]
    for chain in chains(units):
        steps = []
        for index in chain:
            unit, target = units[index], files[index]
            log = f"{INSIDE}/out/unit-{index}.log"
            steps.append(
                f"HG_UNIT={index} timeout -k 0.5 {unit.seconds:g} {INTERPRETERS[unit.lang]} "
                f"{shlex.quote(target)} </dev/null >{log} 2>&1"
            )
        lines.append("( " + "; ".join(steps) + " ) &")
        lines.append('HG_CHAINS="$HG_CHAINS $!"')
    # watch them all (background processes too) until done, the deadline, or idle
    lines.append(f"HG_SECONDS={deadline(units)} HG_IDLE={IDLE_TICKS}")
    lines.append(f". {INSIDE}/bin/watch.sh")
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Record:
    """One stand-in call: the tool, its arguments, URLs, method and the data it would send."""

    tool: str
    argv: tuple[str, ...]
    urls: tuple[str, ...]
    data: tuple[str, ...]
    method: str

    @property
    def text(self) -> str:
        return " ".join(self.argv) + "\n" + "\n".join(self.data)

    @property
    def evidence(self) -> str:
        return f"stand-in {self.tool} {self.method}: {' '.join(self.argv)}"


def _strs(value: object) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def records(out_dir: Path) -> dict[int, list[Record]]:
    """The stand-ins' records by unit (what each was asked to fetch or send)."""
    found: dict[int, list[Record]] = {}
    try:
        text = (out_dir / "standins.jsonl").read_text("utf-8", "replace")
    except OSError:
        return found
    for line in text.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            unit = record.get("unit")
            key = int(unit) if isinstance(unit, str) and unit.isdigit() else -1
            found.setdefault(key, []).append(
                Record(
                    str(record.get("tool")),
                    _strs(record.get("argv")),
                    _strs(record.get("urls")),
                    _strs(record.get("data")),
                    str(record.get("method")),
                )
            )
    return found


def registry(out_dir: Path) -> list[str]:
    """What the stand-in registry was asked, one line per request."""
    try:
        text = (out_dir / "registry.jsonl").read_text("utf-8", "replace")
    except OSError:
        return []
    found = []
    for line in text.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict):
            found.append(
                f"registry {entry.get('method')} {entry.get('path')}: {entry.get('served')}"
            )
    return found


def environment(home: str, skill_dir: str = "") -> dict[str, str]:
    """The sandbox's environment: stand-ins first on PATH, the throwaway HOME, the skill's
    folder where agents name it, package managers pointed at the stand-in registry."""
    folder = {k: skill_dir for k in SKILL_DIR_VARS} if skill_dir else {}
    return {
        **folder,
        "npm_config_registry": hooks.REGISTRY,
        "PIP_INDEX_URL": hooks.INDEX,
        "UV_INDEX_URL": hooks.INDEX,
        "PATH": f"{INSIDE}/bin:/usr/local/bin:/usr/bin:/bin",
        "HOME": home,
        "USER": "user",
        "LOGNAME": "user",
        "SHELL": "/bin/bash",
        "LANG": "C.UTF-8",
        "TERM": "dumb",
        "TMPDIR": "/tmp",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONPATH": f"{INSIDE}/bin/py",  # sitecustomize: lookups and connects answered inside
        "NODE_OPTIONS": _node_options(),  # the same for node
        # installers fail fast on the missing network instead of retrying for seconds
        "PIP_RETRIES": "0",
        "PIP_DEFAULT_TIMEOUT": "1",
        "PIP_NO_INPUT": "1",
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        "npm_config_fetch_retries": "0",
        "npm_config_fetch_timeout": "1000",
        "npm_config_update_notifier": "false",
        "UV_HTTP_TIMEOUT": "1",
        "GIT_TERMINAL_PROMPT": "0",
        "DEBIAN_FRONTEND": "noninteractive",
    }


def _node_options() -> str:
    """node's preload; and, where node knows the flag, no WebAssembly trap handler: fetch's
    HTTP parser is WebAssembly, whose guard regions do not fit the sandbox's memory cap."""
    options = f"--require {INSIDE}/bin/netshim.js"
    if sandbox.node_accepts(WASM_FLAG):
        options += f" {WASM_FLAG}"
    return options
