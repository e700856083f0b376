"""What an editor runs by itself: VS Code's `.vscode/tasks.json` tasks, as shell.

A task is a command line (`command` and `args`). One with `"runOptions": {"runOn":
"folderOpen"}` runs as soon as the folder is opened in a trusting editor, every time
(`boot`); the others run when someone picks them. tasks.json allows comments (JSONC):
lines that start with `//` are dropped before it is read.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["tasks"]

_COMMENT = re.compile(r"(?m)^\s*//[^\n]*$")


def tasks(text: str) -> list[tuple[int, str, str]]:
    """(line, shell text, phase) of each task of a tasks.json (none when it is no JSON)."""
    try:
        data = json.loads(_COMMENT.sub("", text))
    except ValueError:
        return []
    listed = data.get("tasks") if isinstance(data, dict) else None
    found, at = [], 0
    for task in listed if isinstance(listed, list) else []:
        if not isinstance(task, dict) or not isinstance(task.get("command"), str):
            continue
        args = [a for a in task.get("args") or [] if isinstance(a, str)]
        command = " ".join([task["command"], *args])
        phase = "boot" if _run_on(task) == "folderOpen" else ""
        at = max(text.find(json.dumps(task["command"]), at), at)  # its quoted string, in order
        found.append((text.count("\n", 0, at) + 1, command, phase))
    return found


def _run_on(task: dict[str, Any]) -> str:
    options = task.get("runOptions")
    return str(options.get("runOn", "")) if isinstance(options, dict) else ""
