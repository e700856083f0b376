"""What a compose file's services or a Kubernetes object's containers run, as shell.

A container's `entrypoint`, `command` and `args` are the code it runs; the folders mounted
into it are the host's: a `${HOME}/.ssh` mounted at `/bridge/ssh` makes a read of
`/bridge/ssh` a read of `~/.ssh`, so each command is given with its mount points written
as the host paths they are. A service that restarts by itself (`restart: always`,
`unless-stopped`) and a DaemonSet's or CronJob's containers run at every start (`boot`); a
Helm hook's at install. A Helm template is read with its actions filled in as words.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["commands", "may_hold"]

_CONTAINERS = re.compile(r"(?m)^services:\s*$|^\s*containers:\s*$")
_BOOT_KINDS = frozenset({"DaemonSet", "CronJob"})


def may_hold(text: str) -> bool:
    """Whether a YAML text may be a compose file or a Kubernetes object with containers."""
    return _CONTAINERS.search(text) is not None


def commands(text: str) -> list[tuple[str, str, str]]:
    """(its last word as written, shell text, phase) of each container's command."""
    # waits for a manifest: PyYAML costs a scan's start-up ~20 ms and most skills hold none
    from hermes_git.parse.yamlio import yaml_load_all

    try:
        docs = yaml_load_all(_rendered(text) if "{{" in text else text)
    except Exception:
        return []
    found = []
    for doc in docs:
        kind = doc.get("kind", "") if isinstance(doc, dict) else ""
        for spec, mounts in _specs(doc):
            words = [w for key in ("entrypoint", "command", "args") for w in _words(spec.get(key))]
            script = " ".join(words)
            for inside, host in sorted(mounts.items(), key=lambda m: -len(m[0])):
                script = script.replace(inside, host)
            if script.strip():
                boot = spec.get("restart") in ("always", "unless-stopped") or kind in _BOOT_KINDS
                phase = "boot" if boot else "install" if _hooked(doc) else ""
                found.append((words[-1], script, phase))
    return found


# a Helm template's actions: a line of its own (`{{- if ... }}`) is none; one inside a value is
# the expression it fills in (`{{ .Values.report.endpoint }}`), written as one word
_ACTION_LINE = re.compile(r"(?m)^[ \t]*\{\{-?[^{}\n]*-?\}\}[ \t]*$")
_ACTION = re.compile(r"\{\{-?\s*([^{}\n]*?)\s*-?\}\}")


def _rendered(text: str) -> str:
    """A Helm template as YAML: its actions blanked or written as the word they fill in."""
    text = _ACTION_LINE.sub("", text)
    return _ACTION.sub(lambda m: re.sub(r"[\s\"'|]+", "_", m.group(1)) or "tpl", text)


def _hooked(doc: Any) -> bool:
    """Whether a Kubernetes object is a Helm hook (`helm.sh/hook: pre-install`): run at install."""
    meta = doc.get("metadata") if isinstance(doc, dict) else None
    notes = meta.get("annotations") if isinstance(meta, dict) else None
    return isinstance(notes, dict) and "helm.sh/hook" in notes


def _words(value: Any) -> list[str]:
    items = value if isinstance(value, list) else [value]
    return [item for item in items if isinstance(item, str)]


def _specs(doc: Any) -> list[tuple[dict[str, Any], dict[str, str]]]:
    """(container, {path inside: host path}) of a compose file's services or of every pod
    spec in a Kubernetes object."""
    if not isinstance(doc, dict):
        return []
    services = doc.get("services")
    if isinstance(services, dict):
        return [(s, _compose_mounts(s)) for s in services.values() if isinstance(s, dict)]
    out: list[tuple[dict[str, Any], dict[str, str]]] = []
    stack: list[Any] = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if isinstance(node.get("containers"), list):
                out += _pod(node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return out


def _pod(spec: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, str]]]:
    hosts = {
        v.get("name"): v["hostPath"].get("path")
        for v in spec.get("volumes") or []
        if isinstance(v, dict) and isinstance(v.get("hostPath"), dict)
    }
    out = []
    for box in (c for c in spec["containers"] if isinstance(c, dict)):
        pairs = [(m.get("mountPath"), hosts.get(m.get("name"))) for m in box.get("volumeMounts") or []
                 if isinstance(m, dict)]  # fmt: skip
        out.append((box, {k: v for k, v in pairs if isinstance(k, str) and isinstance(v, str)}))
    return out


def _compose_mounts(service: dict[str, Any]) -> dict[str, str]:
    mounts = {}
    for volume in service.get("volumes") or []:
        if isinstance(volume, str) and ":" in volume:
            host, inside = volume.split(":")[:2]
            if host.startswith(("/", "~", "$", ".")):
                mounts[inside] = host
    return mounts
