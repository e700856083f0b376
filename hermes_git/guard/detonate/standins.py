"""Logging stand-ins for the network tools, the marker script, and the driver that runs units."""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from hermes_git.guard.detonate.plan import INTERPRETERS, Unit

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
SYSTEM_BINS = ("/usr/bin", "/bin", "/usr/local/bin")
INSIDE = "/opt/hermes-git"
IDLE_TICKS = 4  # tenths of a second with no CPU used and nobody sleeping on purpose: done
UNIT_SECONDS = 3  # per unit; payloads act at once, servers and prompts are cut off


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
    (bin_dir / ".marker-ran").chmod(0o755)
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


def driver(units: list[Unit], skill_dir: str, files: list[str]) -> str:
    """The shell script that starts every unit at once, each under its own time limit, and
    watches them (most units wait on a network that is not there, not on the CPU)."""
    lines = ["#!/bin/bash", f"cd {shlex.quote(skill_dir)} || exit 0"]
    for index, (unit, target) in enumerate(zip(units, files, strict=True)):
        interpreter = INTERPRETERS[unit.lang]
        log = f"{INSIDE}/out/unit-{index}.log"
        lines.append(
            f"HG_UNIT={index} timeout -k 0.5 {UNIT_SECONDS} {interpreter} {shlex.quote(target)}"
            f" </dev/null >{log} 2>&1 &"
        )
    # watch them all (background processes too) until done, the deadline, or idle
    lines.append(f"HG_SECONDS={UNIT_SECONDS} HG_IDLE={IDLE_TICKS}")
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


def environment(home: str) -> dict[str, str]:
    """The sandbox's environment: stand-ins first on PATH, the throwaway HOME."""
    return {
        "PATH": f"{INSIDE}/bin:/usr/local/bin:/usr/bin:/bin",
        "HOME": home,
        "USER": "user",
        "LOGNAME": "user",
        "SHELL": "/bin/bash",
        "LANG": "C.UTF-8",
        "TERM": "dumb",
        "TMPDIR": "/tmp",
        "PYTHONDONTWRITEBYTECODE": "1",
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
