"""Detonation: run a skill's code in a sandbox and judge it by what it does.

Only the switch lives here (cheap to import on every scan); the sandbox and the analysis load
when a run is due (`gate.py`).
"""

from __future__ import annotations

MODES = ("auto", "always", "never")
AUTO_CONTEXTS = frozenset({"install", "update", "ci"})


def may_run(mode: str, context: str, asked: bool | None = None) -> bool:
    """Whether any skill could be detonated here, before trust levels are known."""
    if asked is not None:
        return asked
    return mode == "always" or (mode == "auto" and context in AUTO_CONTEXTS)


def wanted(mode: str, trust: str, context: str, asked: bool | None = None) -> bool:
    """Whether to detonate: `asked` (--detonate / --no-detonate) wins, then the mode; `auto`
    runs for community skills in install, update and ci, never in pre-commit hooks."""
    if asked is not None:
        return asked
    if mode == "always":
        return True
    return mode == "auto" and context in AUTO_CONTEXTS and trust == "community"
