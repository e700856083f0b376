"""Which skills Hermes 0.19 offers in its prompt index: platforms, environments, disabled, extras.

Each rule mirrors `agent/skill_utils.py` of hermes-agent 0.19 (read from the installed package);
the functions take the Hermes home and the platform explicitly instead of reading globals.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

PLATFORM_MAP = {"macos": "darwin", "linux": "linux", "windows": "win32"}
KNOWN_ENVIRONMENTS = frozenset({"kanban", "docker", "s6"})
_CGROUP_MARKERS = ("docker", "podman", "/lxc/", "kubepods", "containerd", "crio")
_MOUNT_MARKERS = ("kubepods", "containerd", "crio")


def running_in_termux() -> bool:
    """Termux on Android (Hermes lets `linux` skills run there)."""
    return bool(os.getenv("TERMUX_VERSION") or "com.termux/files/usr" in os.getenv("PREFIX", ""))


def platform_matches(platforms: Any, system: str, termux: bool | None = None) -> bool:
    """Whether a skill declaring `platforms` runs on `system` (a `sys.platform` value)."""
    if not platforms:
        return True
    termux = running_in_termux() if termux is None else termux
    for platform in platforms if isinstance(platforms, list) else [platforms]:
        mapped = PLATFORM_MAP.get(str(platform).lower().strip(), str(platform).lower().strip())
        if system.startswith(mapped) or (termux and mapped in ("linux", "termux", "android")):
            return True
    return False


def environment_matches(frontmatter: dict[str, Any], active: frozenset[str]) -> bool:
    """Whether a skill's `environments` tags are relevant here (unknown tags never hide it)."""
    environments = frontmatter.get("environments")
    if not environments:
        return True
    for env in environments if isinstance(environments, list) else [environments]:
        name = str(env).lower().strip()
        if name and (name not in KNOWN_ENVIRONMENTS or name in active):
            return True
    return False


def active_environments(home: Path) -> frozenset[str]:
    """The runtime environments Hermes would detect now (kanban, docker, s6)."""
    active = set()
    toolsets = hermes_config(home).get("toolsets")
    kanban_env = os.getenv("HERMES_KANBAN_TASK") or os.getenv("HERMES_KANBAN_BOARD")
    if kanban_env or (isinstance(toolsets, list) and "kanban" in toolsets):
        active.add("kanban")
    if _in_container():
        active.add("docker")
    if os.path.isdir("/run/s6") or os.path.isdir("/package/admin/s6-overlay"):
        active.add("s6")
    return frozenset(active)


def _in_container() -> bool:
    if os.path.exists("/.dockerenv") or os.path.exists("/run/.containerenv"):
        return True
    if os.environ.get("KUBERNETES_SERVICE_HOST"):
        return True
    for path, markers in (
        ("/proc/1/cgroup", _CGROUP_MARKERS),
        ("/proc/self/mountinfo", _MOUNT_MARKERS),
    ):
        try:
            with open(path, encoding="utf-8") as handle:
                if any(marker in handle.read() for marker in markers):
                    return True
        except OSError:
            continue
    return False


def hermes_config(home: Path) -> dict[str, Any]:
    """Hermes' `config.yaml` as Hermes' skill code reads it: a mapping, else `{}`."""
    try:
        text = (home / "config.yaml").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return {}
    # deferred for start-up: PyYAML only for a home that has a config.yaml
    from hermes_git.parse.yamlio import YAMLError, yaml_load

    try:
        data = yaml_load(text)
    except YAMLError:
        return {}
    return data if isinstance(data, dict) else {}


def disabled_names(config: dict[str, Any], platform: str | None) -> set[str]:
    """`skills.disabled`, plus `skills.platform_disabled[platform]` when a platform is given."""
    skills = config.get("skills")
    if not isinstance(skills, dict):
        return set()
    names = _string_set(skills.get("disabled"))
    per_platform = skills.get("platform_disabled") or {}
    if platform and isinstance(per_platform, dict) and per_platform.get(platform) is not None:
        names |= _string_set(per_platform[platform])
    return names


def _string_set(values: Any) -> set[str]:
    if values is None:
        return set()
    if isinstance(values, str):
        values = [values]
    return {str(v).strip() for v in values if str(v).strip()}


def external_dirs(home: Path, config: dict[str, Any]) -> list[Path]:
    """`skills.external_dirs` that exist, resolved, without the local skills folder or repeats."""
    skills = config.get("skills")
    raw = skills.get("external_dirs") if isinstance(skills, dict) else None
    if isinstance(raw, str):
        raw = [raw]
    if not raw or not isinstance(raw, list):
        return []
    local = (home / "skills").resolve()
    found: list[Path] = []
    for entry in raw:
        text = str(entry).strip()
        if not text:
            continue
        path = Path(os.path.expanduser(os.path.expandvars(text)))
        path = (home / path).resolve() if not path.is_absolute() else path.resolve()
        if path != local and path not in found and path.is_dir():
            found.append(path)
    return found


def conditions_allow(
    conditions: dict[str, Any], tools: set[str] | None, toolsets: set[str] | None
) -> bool:
    """Hermes' conditional activation: fallbacks hide, missing requirements hide."""
    if tools is None and toolsets is None:
        return True
    tools, toolsets = tools or set(), toolsets or set()
    if any(t in toolsets for t in conditions.get("fallback_for_toolsets", [])):
        return False
    if any(t in tools for t in conditions.get("fallback_for_tools", [])):
        return False
    if any(t not in toolsets for t in conditions.get("requires_toolsets", [])):
        return False
    return all(t in tools for t in conditions.get("requires_tools", []))
