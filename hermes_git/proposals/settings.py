"""Settings that decide what is allowed: a class of change of their own.

`.hermes-git.yaml` (modes, memory limits, guard policy), the guard allow list, anything under
`.hermes-git/` or `.githooks/` (rules, policy, hooks), `.gitattributes` (merge drivers) and
`.pre-commit-config.yaml` (the hooks that gate commits). One that arrives from another device
(sync, join) is not applied until a person approves it on this device: it waits on a review
branch, and is described in plain words ("skills mode review → auto"). A broken one is never
applied: approving it is refused, so it cannot break this device.
"""

from __future__ import annotations

import difflib
from typing import Any

from hermes_git.config import CONFIG_FILE
from hermes_git.errors import GateError
from hermes_git.guard import DEFAULT_ALLOW_FILE
from hermes_git.parse.yamlio import YAMLError, yaml_load
from hermes_git.schema.load import validate
from hermes_git.store.gitstore import GitStore

FILES = frozenset({CONFIG_FILE, DEFAULT_ALLOW_FILE, ".pre-commit-config.yaml"})
FOLDERS = (".hermes-git/", ".githooks/")
DEFAULTS: dict[str, Any] = {  # what an absent key means (config.py's defaults)
    "skills": {"mode": "review"},
    "memory": {"mode": "record", "memory_char_limit": 2200, "user_char_limit": 1375},
    "validate": {"profile": "hermes"},
    "sync": {"remote": "origin", "interval": 300},
}


def is_setting(rel: str, extra: frozenset[str] = frozenset()) -> bool:
    """Whether the repo path `rel` is a settings file (`extra`: allow files a config names)."""
    return (
        rel in FILES
        or rel in extra
        or rel.rsplit("/", 1)[-1] == ".gitattributes"
        or rel.startswith(FOLDERS)
    )


def changed(store: GitStore, old: str, new: str) -> list[str]:
    """The settings files that differ between two commits."""
    extra = frozenset(
        str(allow)
        for rev in (old, new)
        if isinstance(cfg := _mapping(store.read_file(rev, CONFIG_FILE)), dict)
        and isinstance(allow := (cfg.get("guard") or {}).get("allow_file"), str)
    )
    return [p for p in store.changed_paths(old, new) if is_setting(p, extra)]


def describe(store: GitStore, old: str, new: str, paths: list[str]) -> list[str]:
    """What the settings change would do, one plain line per setting or file."""
    lines: list[str] = []
    for rel in paths:
        before, after = store.read_file(old, rel), store.read_file(new, rel)
        if rel == CONFIG_FILE:
            lines += describe_config(before, after)
        elif before is None:
            lines.append(f"{rel} added")
        elif after is None:
            lines.append(f"{rel} removed")
        else:
            lines.append(f"{rel} changed ({_line_delta(before, after)})")
    return lines


def broken(data: bytes | None) -> str | None:
    """Why a `.hermes-git.yaml` text cannot be used (None: it can, or it is absent)."""
    parsed = _mapping(data)
    if isinstance(parsed, str):
        return parsed
    problems = validate(parsed, "config", CONFIG_FILE)
    return f"{problems[0].pointer}: {problems[0].message}" if problems else None


def refuse_broken(store: GitStore, new: str, branch: str) -> None:
    """Refuse to make a broken `.hermes-git.yaml` live (approve calls it on the result).

    Raises:
        GateError: the config at `new` is not valid YAML or does not match the schema.
    """
    why = broken(store.read_file(new, CONFIG_FILE))
    if why:
        raise GateError(
            f"{branch} would make {CONFIG_FILE} broken ({why}); every command and the "
            "plugin would stop working",
            path=CONFIG_FILE,
            fix=f"reject it (`hermes-git review reject {branch}`), fix the file on the "
            "device it came from, and sync again",
        )


def _mapping(data: bytes | None) -> dict[str, Any] | str:
    if data is None:
        return {}
    try:
        parsed = yaml_load(data.decode("utf-8"))
    except (YAMLError, UnicodeDecodeError) as exc:
        return f"not valid YAML ({getattr(exc, 'problem', None) or exc})"
    if parsed is None:
        return {}
    return parsed if isinstance(parsed, dict) else "not a mapping of settings"


def describe_config(before: bytes | None, after: bytes | None) -> list[str]:
    """What going from one `.hermes-git.yaml` text to another changes, in plain words."""
    why = broken(after)
    if why:
        return [f"{CONFIG_FILE} would be broken: {why} (it cannot be applied)"]
    old, new = _mapping(before), _mapping(after)
    if isinstance(old, str):
        old = {}
    assert isinstance(new, dict)
    flat_old, flat_new = _flat(_over(DEFAULTS, old)), _flat(_over(DEFAULTS, new))
    lines = []
    for key in sorted(set(flat_old) | set(flat_new)):
        was, now = flat_old.get(key), flat_new.get(key)
        if was == now:
            continue
        words = key.replace("_", " ").replace(".", " ")
        if was is None:
            lines.append(f"{words} set to {now}")
        elif now is None:
            lines.append(f"{words} removed (was {was})")
        else:
            lines.append(f"{words} {was} → {now}")
    return lines or [f"{CONFIG_FILE} reformatted (no setting changes)"]


def _over(base: dict[str, Any], top: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in top.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _over(merged[key], value)
        else:
            merged[key] = value
    return merged


def _flat(data: dict[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and value:
            flat.update(_flat(value, name + "."))
        else:
            flat[name] = str(value)
    return flat


def _line_delta(before: bytes, after: bytes) -> str:
    old = before.decode("utf-8", "replace").splitlines()
    new = after.decode("utf-8", "replace").splitlines()
    diff = list(difflib.unified_diff(old, new, lineterm="", n=0))
    added = sum(1 for d in diff if d.startswith("+") and not d.startswith("+++"))
    removed = sum(1 for d in diff if d.startswith("-") and not d.startswith("---"))
    return f"+{added} -{removed} lines"
