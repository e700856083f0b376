"""What infrastructure tools run on the machine that applies them, as shell.

Terraform runs a `local-exec` provisioner's `command` (a string or a heredoc) on the machine
that runs `terraform apply`: code at build time. Ansible runs a task's `shell`, `command` and
`raw` on its hosts (often `localhost`) when the playbook runs, and a `cron` task's `job` at
every tick of its schedule. Each command is given with the line it starts on.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["ansible", "line_of", "terraform"]

_LOCAL_EXEC = re.compile(
    r'provisioner\s+"local-exec"\s*\{[^{}]*?\bcommand\s*=\s*(?:<<-?\s*(\w+)[^\n]*\n(.*?)\n\s*\1\b'
    r'|"((?:[^"\\]|\\.)*)")',
    re.DOTALL,
)
_PLAY = re.compile(r"(?m)^\s*-?\s*(?:hosts|tasks|become|gather_facts):")
_RUNS = ("shell", "command", "raw", "ansible.builtin.shell", "ansible.builtin.command")
_CRON = ("cron", "ansible.builtin.cron")


def terraform(text: str) -> list[tuple[int, str, str]]:
    """(line, command, phase) of each `local-exec` provisioner of a `.tf` file."""
    if "local-exec" not in text:
        return []
    found = []
    for match in _LOCAL_EXEC.finditer(text):
        group = 2 if match.group(2) is not None else 3
        line = text.count("\n", 0, match.start(group)) + 1
        found.append((line, match.group(group).replace('\\"', '"'), "build"))
    return found


def ansible(text: str) -> list[tuple[int, str, str]]:
    """(line, command, phase) of each shell, command, raw and cron task of a playbook."""
    if not _PLAY.search(text) or not any(word in text for word in (*_RUNS, *_CRON)):
        return []
    # waits for a playbook: PyYAML costs a scan's start-up ~20 ms and most skills hold none
    from hermes_git.parse.yamlio import yaml_safe_load

    try:
        plays = yaml_safe_load(text)
    except Exception:  # not YAML a tool could run: nothing runs
        return []
    found = []
    for task in _tasks(plays):
        for key in _RUNS:
            if isinstance(run := _command(task.get(key)), str):
                found.append((line_of(text, run), run, ""))
        for key in _CRON:
            job = task.get(key)
            if isinstance(job, dict) and isinstance(job.get("job"), str):
                found.append((line_of(text, job["job"]), job["job"], "boot"))
    return sorted(found)


def _tasks(node: Any) -> list[dict[str, Any]]:
    """Every mapping under a play's `tasks`, `pre_tasks`, `post_tasks`, `handlers`, blocks."""
    found: list[dict[str, Any]] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            found.append(item)
            for key in (
                "tasks",
                "pre_tasks",
                "post_tasks",
                "handlers",
                "block",
                "rescue",
                "always",
            ):
                stack.append(item.get(key))
    return found


def _command(value: Any) -> Any:
    return value.get("cmd") if isinstance(value, dict) else value


def line_of(text: str, value: str) -> int:
    """The line of `text` holding the first non-blank line of `value` (1 when none does)."""
    first = next((line.strip() for line in value.split("\n") if line.strip()), "")
    at = text.find(first) if first else -1
    return text.count("\n", 0, at) + 1 if at >= 0 else 1
