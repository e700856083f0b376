"""Hermes' own `config.yaml`: turn the hermes-git plugin on or off, keeping comments and order.

ruamel.yaml is used here (and only here) because it round-trips YAML with comments, key order
and quoting intact; PyYAML would rewrite the user's whole file.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

from hermes_git.errors import ConfigError
from hermes_git.files import atomic_write
from hermes_git.parse.yamlio import YAMLError as BoundsError
from hermes_git.parse.yamlio import check_bounds

PLUGIN_NAME = "hermes-git"


def _yaml() -> YAML:
    yaml = YAML()  # round-trip mode
    yaml.preserve_quotes = True
    yaml.width = 4096
    return yaml


def set_plugin(home: Path, enabled: bool) -> bool:
    """Add hermes-git to (or remove it from) `plugins.enabled`; True when the file changed.

    `plugins.disabled` is kept consistent (Hermes lets `disabled` win).

    Raises:
        ConfigError: `config.yaml` is not valid YAML or not a mapping; it is left as it was.
    """
    path = home / "config.yaml"
    text = path.read_text("utf-8") if path.exists() else ""
    data = _load(path, text)
    plugins = data.setdefault("plugins", {})
    if not isinstance(plugins, dict):
        raise ConfigError("`plugins` must be a mapping", path=path, fix="fix config.yaml")
    changed = _toggle(plugins, "enabled", enabled) | _toggle(plugins, "disabled", not enabled)
    if changed:
        out = io.StringIO()
        _yaml().dump(data, out)
        atomic_write(path, out.getvalue().encode("utf-8"), mode=None)
    return changed


def _load(path: Path, text: str) -> Any:
    try:
        check_bounds(text)  # ruamel recurses: a hostile file must not reach it
    except BoundsError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ConfigError(
            f"refused: {getattr(exc, 'problem', None) or exc}",
            path=path,
            line=mark.line + 1 if mark else None,
            fix="fix config.yaml (Hermes itself reads it too)",
        ) from None
    try:
        data = _yaml().load(text) if text.strip() else None
    except YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ConfigError(
            f"not valid YAML: {getattr(exc, 'problem', exc)}",
            path=path,
            line=mark.line + 1 if mark else None,
        ) from None
    if data is None:
        from ruamel.yaml.comments import CommentedMap  # deferred: only for an empty config.yaml

        return CommentedMap()
    if not isinstance(data, dict):
        raise ConfigError("must be a mapping of settings", path=path, line=1)
    return data


def _toggle(plugins: Any, key: str, present: bool) -> bool:
    names = plugins.get(key)
    if names is None:
        if not present:
            return False
        plugins[key] = [PLUGIN_NAME]
        return True
    if PLUGIN_NAME in names and not present:
        names.remove(PLUGIN_NAME)
        return True
    if PLUGIN_NAME not in names and present:
        names.append(PLUGIN_NAME)
        return True
    return False


def plugin_enabled(home: Path) -> bool:
    """Whether Hermes will load the plugin for this home."""
    path = home / "config.yaml"
    if not path.exists():
        return False
    plugins = (_load(path, path.read_text("utf-8")) or {}).get("plugins") or {}
    return PLUGIN_NAME in (plugins.get("enabled") or []) and PLUGIN_NAME not in (
        plugins.get("disabled") or []
    )
