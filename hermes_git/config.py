"""`.hermes-git.yaml`: load, validate against `config.schema.json`, defaults; the default home."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git.errors import ConfigError, UsageError
from hermes_git.schema.load import load_schema, validate
from hermes_git.yamlio import YAMLError, yaml_dump, yaml_load

CONFIG_FILE = ".hermes-git.yaml"
DEVICE_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{0,62}$")
MODES = ("review", "record", "auto")
DEFAULT_LIMITS = {"memory": 2200, "user": 1375}  # Hermes 0.19's memory character limits


@dataclass(frozen=True)
class Config:
    """The repository's settings, defaults filled in."""

    device: str | None = None
    skills_mode: str = "review"
    memory_mode: str = "record"
    memory_limits: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_LIMITS))
    profile: str = "hermes"
    remote: str = "origin"
    guard: dict[str, Any] = field(default_factory=dict)
    sync_interval: float = 300.0
    review_cap: int | None = None  # review.max_pending_per_device: older ones wait beyond it


def default_home() -> Path:
    """Hermes' home: `$HERMES_HOME` (stripped) when set, else `~/.hermes`."""
    env = os.environ.get("HERMES_HOME", "").strip()
    return Path(env).expanduser() if env else Path.home() / ".hermes"


def default_device() -> str:
    """A device name from the host name, made valid for branch names."""
    import socket  # only for new repos: not on every hook's path

    name = re.sub(r"[^a-z0-9._-]+", "-", socket.gethostname().lower()).strip("-._")
    return (name or "device")[:63]


def check_device(name: str) -> str:
    """`name` if it is a valid device name.

    Raises:
        UsageError: it is not (lowercase letters, digits, `.`, `_`, `-`; at most 63).
    """
    if not DEVICE_RE.match(name) or name.endswith(".lock") or ".." in name:
        raise UsageError(
            f"invalid device name {name!r}",
            fix="use lowercase letters, digits, '.', '_' and '-', e.g. 'laptop'",
        )
    return name


def load(root: Path) -> Config:
    """The config of the repo at `root` (defaults when the file is absent).

    Raises:
        ConfigError: the file is not valid YAML or does not match the schema.
    """
    path = root / CONFIG_FILE
    if not path.exists():
        return Config(memory_limits=_hermes_limits(root))
    data = _read_yaml(path)
    _check(data, path)
    return _from_mapping(data, root)


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        data = yaml_load(path.read_text("utf-8"))
    except YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ConfigError(
            f"not valid YAML: {getattr(exc, 'problem', exc)}",
            path=path,
            line=mark.line + 1 if mark else None,
            fix="fix the YAML syntax (indentation, quotes, colons)",
        ) from None
    except UnicodeDecodeError as exc:
        raise ConfigError(
            f"not UTF-8 (byte {exc.start})",
            path=path,
            line=path.read_bytes()[: exc.start].count(b"\n") + 1,
            fix="save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`), or rewrite that line",
        ) from None
    except OSError as exc:
        raise ConfigError(f"cannot read: {exc}", path=path) from None
    if data is None:
        return {"version": 1}
    if not isinstance(data, dict):
        raise ConfigError("must be a mapping of settings", path=path, line=1)
    return data


def _check(data: dict[str, Any], path: Path) -> None:
    problems = validate(data, "config", str(path))
    if not problems:
        return
    first = problems[0]
    unexpected = re.search(r"\('([^']+)' was unexpected\)", first.message)
    key = unexpected.group(1) if unexpected else first.pointer.rsplit(".", 1)[-1]
    raise ConfigError(
        f"{first.pointer}: {first.message}",
        path=path,
        line=_line_of(path, key),
        fix=_suggest(first.message),
    )


def _suggest(message: str) -> str:
    import difflib  # only for a broken config

    match = re.search(r"\('([^']+)' was unexpected\)", message)
    known = list(load_schema("config")["properties"])
    if match:
        close = difflib.get_close_matches(match.group(1), known, n=1)
        if close:
            return f"did you mean {close[0]!r}?"
    return "see schemas/config.schema.json for the settings and their values"


def _line_of(path: Path, key: str) -> int | None:
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if re.match(rf"\s*{re.escape(key)}\s*:", line):
            return number
    return None


def _from_mapping(data: dict[str, Any], root: Path) -> Config:
    skills = data.get("skills") or {}
    memory = data.get("memory") or {}
    limits = _hermes_limits(root)
    limits["memory"] = memory.get("memory_char_limit", limits["memory"])
    limits["user"] = memory.get("user_char_limit", limits["user"])
    return Config(
        device=data.get("device"),
        skills_mode=skills.get("mode", "review"),
        memory_mode=memory.get("mode", "record"),
        memory_limits=limits,
        profile=(data.get("validate") or {}).get("profile", "hermes"),
        remote=(data.get("sync") or {}).get("remote", "origin"),
        guard=data.get("guard") or {},
        sync_interval=float((data.get("sync") or {}).get("interval", 300)),
        review_cap=(data.get("review") or {}).get("max_pending_per_device"),
    )


def _hermes_limits(root: Path) -> dict[str, int]:
    """Limits from Hermes' own `config.yaml` in the home, when it sets them."""
    limits = dict(DEFAULT_LIMITS)
    try:
        hermes = yaml_load((root / "config.yaml").read_text("utf-8")) or {}
        memory = hermes.get("memory") or {}
        for target, key in (("memory", "memory_char_limit"), ("user", "user_char_limit")):
            if isinstance(memory.get(key), int) and memory[key] > 0:
                limits[target] = memory[key]
    except (OSError, UnicodeDecodeError, YAMLError, AttributeError):
        pass
    return limits


def render_default() -> str:
    """The text of a new `.hermes-git.yaml`."""
    body: dict[str, Any] = {
        "version": 1,
        "skills": {"mode": "review"},
        "memory": {"mode": "record"},
        "validate": {"profile": "hermes"},
        # the home's own skills are the agent's (and the user's) work
        "guard": {"trust": "agent-created"},
    }
    header = (
        "# hermes-git settings (schema: schemas/config.schema.json in hermes-git).\n"
        "# The device name lives in .git/hermes-git/device: each clone is its own device.\n"
    )
    return header + yaml_dump(body)
