"""Run the real Hermes in a subprocess (see `hermes_driver.py`) with its own HERMES_HOME."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

DRIVER = Path(__file__).resolve().with_name("hermes_driver.py")
TIMEOUT = 120


def command(home: Path, name: str, **args: Any) -> str:
    """The JSON command line the driver reads."""
    return json.dumps({"home": str(home), "command": name, **args}, ensure_ascii=False)


def run_hermes(home: Path, name: str, **args: Any) -> dict[str, Any]:
    """Run driver command `name` with HERMES_HOME=`home` and return its JSON result."""
    proc = subprocess.run(
        [sys.executable, str(DRIVER)],
        input=command(home, name, **args),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
        check=False,
    )
    assert proc.returncode == 0, f"Hermes driver failed:\n{proc.stderr}"
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def start_hermes(home: Path, name: str, **args: Any) -> subprocess.Popen[str]:
    """Start driver command `name` without waiting; finish it with `finish`."""
    proc = subprocess.Popen(
        [sys.executable, str(DRIVER)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    assert proc.stdin is not None
    proc.stdin.write(command(home, name, **args))
    proc.stdin.close()
    proc.stdin = None  # sent in full; `communicate` must not flush it again
    return proc


def finish(proc: subprocess.Popen[str]) -> dict[str, Any]:
    """Wait for a started driver and return its JSON result."""
    out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 0, f"Hermes driver failed:\n{err}"
    result: dict[str, Any] = json.loads(out)
    return result


def as_json(value: Any) -> Any:
    """`value` as the driver reports it (JSON, non-JSON values by repr), for comparisons."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=repr))
