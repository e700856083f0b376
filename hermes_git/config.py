"""`.hermes-git.yaml`: load, validate against `config.schema.json`, defaults; the default home."""

from __future__ import annotations

import marshal
import os
import re
from pathlib import Path
from typing import Any, NamedTuple

from hermes_git import __version__
from hermes_git.errors import ConfigError, NotARepoError, UsageError
from hermes_git.packaged import shipped

CONFIG_FILE = ".hermes-git.yaml"
HERMES_CONFIG = "config.yaml"  # Hermes' own, in the same home
DEVICE_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{0,62}$")
MODES = ("review", "record", "auto")
DEFAULT_LIMITS = {"memory": 2200, "user": 1375}  # Hermes 0.19's memory character limits


class Config(NamedTuple):  # a NamedTuple: `status` never imports dataclasses
    """The repository's settings, defaults filled in. Read, never changed: a default mapping
    is one object shared by every Config that has it (hence the RUF012 exceptions)."""

    device: str | None = None
    skills_mode: str = "review"
    memory_mode: str = "record"
    memory_limits: dict[str, int] = DEFAULT_LIMITS
    profile: str = "hermes"
    remote: str = "origin"
    guard: dict[str, Any] = {}  # noqa: RUF012
    sync_interval: float = 300.0
    sync_heartbeat: float = 900.0  # an idle sync rewrites the device marker this often
    index: dict[str, Any] = {}  # type: ignore[assignment]  # noqa: RUF012 - shadows tuple.index; docs/search.md
    search: dict[str, Any] = {}  # noqa: RUF012 - embeddings, threshold
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

    A config that passed the checks is remembered under `.git/hermes-git/` with the exact
    bytes it came from (`CACHE_FILE`): while neither file changes, PyYAML and the schema
    check are not even imported.

    Raises:
        ConfigError: the file is not valid YAML or does not match the schema.
    """
    path = root / CONFIG_FILE
    ours = _read_bytes(path)
    hermes = _read_bytes(root / HERMES_CONFIG, quiet=True)
    key = _cache_key(ours, hermes)
    hit = _cached(root, key)
    if hit is not None:
        return hit
    if ours is None:
        config = Config(memory_limits=_hermes_limits(hermes))
    else:
        data = _read_yaml(path, ours)
        _check(data, path)
        config = _from_mapping(data, hermes)
    _remember(root, key, config)
    return config


def _read_bytes(path: Path, *, quiet: bool = False) -> bytes | None:
    """The file's bytes; None when it is absent (`quiet`: or unreadable)."""
    try:
        return path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        if quiet:
            return None
        raise ConfigError(f"cannot read: {exc}", path=path) from None


def _read_yaml(path: Path, raw: bytes) -> dict[str, Any]:
    # deferred for start-up: PyYAML only when the config changed since it was last checked
    from hermes_git.parse.yamlio import YAMLError, yaml_load

    try:
        data = yaml_load(raw.decode("utf-8"))
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
            line=raw[: exc.start].count(b"\n") + 1,
            fix="save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`), or rewrite that line",
        ) from None
    if data is None:
        return {"version": 1}
    if not isinstance(data, dict):
        raise ConfigError("must be a mapping of settings", path=path, line=1)
    return data


def _check(data: dict[str, Any], path: Path) -> None:
    # deferred for start-up: fastjsonschema only when the config changed since its last check
    from hermes_git.schema.load import validate

    problems = validate(data, "config", str(path))
    if not problems:
        return
    first = problems[0]
    unexpected = re.search(r"\('([^']+)' was unexpected\)", first.message)
    keys = [k for k in first.pointer.split(".")[1:] if not k.isdigit()]
    if unexpected:
        keys.append(unexpected.group(1))
    raise ConfigError(
        f"{first.pointer}: {first.message}",
        path=path,
        line=_line_of(path, keys),
        fix=_suggest(first.message, keys[:-1] if unexpected else keys),
    )


def _suggest(message: str, keys: list[str] | None = None) -> str:
    """A fix for the problem at `keys` (the path of the object or value it is about)."""
    import difflib  # only for a broken config

    # deferred for start-up: the schema is read only to explain a broken config
    from hermes_git.schema.load import load_schema

    node: Any = load_schema("config")
    for key in keys or []:
        node = (node.get("properties") or {}).get(key) if isinstance(node, dict) else None
    if isinstance(node, dict) and "enum" in node:
        return "use one of: " + ", ".join(str(v) for v in node["enum"])
    match = re.search(r"\('([^']+)' was unexpected\)", message)
    known = list((node or {}).get("properties") or load_schema("config")["properties"])
    if match:
        close = difflib.get_close_matches(match.group(1), known, n=1)
        if close:
            return f"did you mean {close[0]!r}?"
    return "see schemas/config.schema.json for the settings and their values"


def _line_of(path: Path, keys: list[str]) -> int | None:
    """The line of the last of `keys`, found under each key before it (block style); else the
    first line naming it anywhere."""
    lines = path.read_text("utf-8").splitlines()
    if not keys:
        return None
    start, indent = 0, -1
    for depth, key in enumerate(keys):
        found = None
        for number in range(start, len(lines)):
            match = re.match(rf"(\s*){re.escape(key)}\s*:", lines[number])
            if match and len(match.group(1)) > indent:
                found = number
                break
            if depth and lines[number].strip() and _indent(lines[number]) <= indent:
                break  # left the parent's block
        if found is None:  # e.g. a flow mapping: the parent's line
            return start if depth else _first_line_naming(lines, keys[-1])
        start, indent = found + 1, _indent(lines[found])
    return start


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _first_line_naming(lines: list[str], key: str) -> int | None:
    for number, line in enumerate(lines, 1):
        if re.match(rf"\s*{re.escape(key)}\s*:", line):
            return number
    return None


def _from_mapping(data: dict[str, Any], hermes: bytes | None) -> Config:
    skills = data.get("skills") or {}
    memory = data.get("memory") or {}
    limits = _hermes_limits(hermes)
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
        sync_heartbeat=float((data.get("sync") or {}).get("heartbeat", 900)),
        index=data.get("index") or {},
        search=data.get("search") or {},
        review_cap=(data.get("review") or {}).get("max_pending_per_device"),
    )


def _hermes_limits(hermes: bytes | None) -> dict[str, int]:
    """Limits from Hermes' own `config.yaml` (its bytes) in the home, when it sets them."""
    limits = dict(DEFAULT_LIMITS)
    if hermes is None:
        return limits
    # deferred for start-up: PyYAML only when a changed Hermes config is read
    from hermes_git.parse.yamlio import YAMLError, yaml_load

    try:
        data = yaml_load(hermes.decode("utf-8")) or {}
        memory = data.get("memory") or {}
        for target, key in (("memory", "memory_char_limit"), ("user", "user_char_limit")):
            if isinstance(memory.get(key), int) and memory[key] > 0:
                limits[target] = memory[key]
    except (UnicodeDecodeError, YAMLError, AttributeError):
        pass
    return limits


# The validated-config cache: `.git/hermes-git/config-cache.marshal` holds the Config last
# built, keyed by the exact bytes of both files it came from (an edit within the same second and
# size is seen), the size and time of the schema and of this module, and hermes-git's version.
# A cache, not a second parser: any difference sends `load` down the library path (PyYAML,
# fastjsonschema), which alone writes the cache, and only after the checks passed. marshal, not
# json: it is built into the interpreter, where importing json would cost `status` 1.5 ms.
CACHE_FILE = "config-cache.marshal"
_CACHE_FORMAT = 1


def _cache_key(ours: bytes | None, hermes: bytes | None) -> dict[str, Any] | None:
    """What a cached Config must have come from; None: nothing can be cached (no schema file
    on the disk, as in a zipped install)."""
    try:
        schema, code = _schema_path().stat(), os.stat(__file__)
    except OSError:
        return None
    return {
        "format": _CACHE_FORMAT,
        "version": __version__,
        "marshal": marshal.version,
        # the schema and this module as they are on the disk: edited in a source tree, they
        # change what a config means without a new version
        "code": [schema.st_size, schema.st_mtime_ns, code.st_size, code.st_mtime_ns],
        "config": ours,
        "hermes": hermes,
    }


def _schema_path() -> Path:
    """`config.schema.json` as shipped (the wheel's copy, else the source tree's)."""
    packaged = shipped("hermes_git", "schemas", "config.schema.json")
    if isinstance(packaged, Path) and packaged.is_file():
        return packaged
    return Path(__file__).resolve().parent.parent / "schemas" / "config.schema.json"


def _cache_path(root: Path, key: dict[str, Any] | None) -> Path | None:
    git_dir = root / ".git"
    return git_dir / "hermes-git" / CACHE_FILE if key and git_dir.is_dir() else None


def _cached(root: Path, key: dict[str, Any] | None) -> Config | None:
    """The Config cached for `key`, or None (no cache, another key, an unreadable file)."""
    path = _cache_path(root, key)
    try:
        entry = marshal.loads(path.read_bytes()) if path is not None else None
        if isinstance(entry, dict) and entry.get("key") == key:
            return Config(**entry["value"])
    except (OSError, EOFError, ValueError, TypeError, KeyError):
        pass
    return None


def _remember(root: Path, key: dict[str, Any] | None, config: Config) -> None:
    """Cache `config` for `key` (atomically; a value marshal cannot hold is not cached)."""
    path = _cache_path(root, key)
    if path is None:
        return
    from hermes_git.files import atomic_write  # deferred for start-up: only on a cache miss

    try:
        data = marshal.dumps({"key": key, "value": config._asdict()})
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, data, durable=False)
    except (OSError, ValueError):
        pass  # a read-only clone, or a value marshal cannot hold: the next load parses again


def render_default() -> str:
    """The text of a new `.hermes-git.yaml`."""
    from hermes_git.parse.yamlio import yaml_dump  # deferred for start-up: only for new repos

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


# Which repository a command works on, found the way git finds its own: `--repo` first; else
# the nearest folder from the current directory upward holding `.hermes-git.yaml` and `.git`;
# else `$HERMES_GIT_REPO`, `$HERMES_HOME`, `~/.hermes`.
ALLOW_FILE = ".hermes-git-allow.yaml"  # the guard's default allow file (guard.allow_file)


def find_root(
    explicit: Path | None, cwd: Path | None = None, markers: tuple[str, ...] = ()
) -> Path:
    """The repository folder for a command (absolute; it need not exist).

    `markers`: other files that also mark a folder on the way up (a skills catalog that has
    only an allow file is found by `scan` and the hooks this way).
    """
    if explicit is not None:
        return explicit.expanduser().absolute()
    found = find_upward(cwd or Path.cwd(), (CONFIG_FILE, *markers))
    if found is not None:
        return found
    env = os.environ.get("HERMES_GIT_REPO", "").strip()
    return (Path(env) if env else default_home()).expanduser().absolute()


def find_catalog(explicit: Path | None, cwd: Path | None = None) -> Path:
    """The repository or skills catalog to write an allow file in: like `find_root` with the
    allow file as a marker, else the git work tree around `cwd` (a catalog's first entry)."""
    if explicit is None:
        start = cwd or Path.cwd()
        found = find_upward(start, (CONFIG_FILE, ALLOW_FILE))
        if found is None:
            found = next((f for f in (start, *start.parents) if (f / ".git").exists()), None)
        if found is not None:
            return found.absolute()
    return find_root(explicit, cwd)


def find_upward(start: Path, markers: tuple[str, ...]) -> Path | None:
    """The nearest folder from `start` upward with `.git` and one of `markers`, or None."""
    try:
        here = start.absolute()
    except OSError:  # the current directory was removed
        return None
    for folder in (here, *here.parents):
        try:
            if (folder / ".git").exists() and any((folder / m).is_file() for m in markers):
                return folder
        except OSError:
            continue
    return None


def require_home(root: Path) -> Path:
    """`root` if it holds a home (skills/ or memories/); a missing one is refused as `status`
    refuses it, so a listing never reads as "nothing there" (NotARepoError)."""
    if not any((root / sub).is_dir() for sub in ("skills", "memories")):
        raise NotARepoError(
            "not a hermes-git repository",
            path=root,
            fix=f"run `hermes-git init {root}` (or pass --repo)",
        )
    return root
