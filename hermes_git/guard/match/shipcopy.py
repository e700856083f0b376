"""The packaged parsed copies of the shipped rules (`rulecache`) and of their looser RE2
patterns (`prefilter`), and the looser patterns of the modules' screens, written by
`make generated`.

The YAML stays the source of truth: these are its parse, keyed like the user cache's copies, so
a rule file edited without running `make generated` is parsed again (and a test fails).
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from typing import Any

import hermes_git.guard
from hermes_git.files import atomic_write
from hermes_git.guard.match import rules
from hermes_git.guard.read import prefilter, rulecache
from hermes_git.guard.secrets import secretrules
from hermes_git.packaged import shipped
from hermes_git.parse.yamlio import yaml_load


def copies() -> dict[str, bytes]:
    """{file name under `guard/parsed/`: its bytes} for the rules and credential formats as
    they are now."""
    sources = rules._sources()  # the very files, and order, `rules` keys its copy by
    formats = shipped("hermes_git.guard.secrets", secretrules.FORMATS_FILE).read_text("utf-8")
    kinds = (
        (rulecache.PREFIX, sources),
        (secretrules.COPY_PREFIX, [(secretrules.FORMATS_FILE, formats)]),
    )
    found = {}
    for prefix, files in kinds:
        names = [name for name, _ in files]
        data = [yaml_load(text) for _, text in files]
        encoded = rulecache.payload(rulecache.fingerprint(files), names, data)
        if encoded is None:
            raise ValueError(f"{names}: the YAML holds what JSON cannot keep exactly")
        found[rulecache.shipped_name(prefix)] = encoded
    found[rulecache.shipped_name(prefilter.CACHE_PREFIX)] = _loose_copy()
    found[rulecache.shipped_name(prefilter.SCREENS_PREFIX)] = _screens_copy()
    return found


def _loose_copy() -> bytes:
    """The looser RE2 patterns of the shipped rules (`guard/prefilter`), keyed as its cache."""
    patterns = [(rule.pattern, rule.flags) for rule in rules.load_rules().rules]
    loose = prefilter.rewrite(patterns)
    encoded = rulecache.payload(prefilter.loose_key(patterns), [prefilter.FORMAT], [loose])
    if encoded is None:  # pragma: no cover - a list of strings always fits JSON
        raise ValueError("the looser patterns do not fit JSON")
    return encoded


def _screens_copy() -> bytes:
    """The looser RE2 patterns of every screen the guard's modules make (`prefilter.Screen`,
    `ScreenSet`), by pattern and flags, keyed as `prefilter` reads them."""
    patterns: set[tuple[str, int]] = set()
    for info in pkgutil.walk_packages(hermes_git.guard.__path__, "hermes_git.guard."):
        for value in vars(importlib.import_module(info.name)).values():
            patterns.update(_screened(value))
    ordered = sorted(patterns)
    loose = {
        prefilter.screen_id(pattern, flags): rewritten
        for (pattern, flags), rewritten in zip(ordered, prefilter.rewrite(ordered), strict=True)
    }
    encoded = rulecache.payload(prefilter.screens_key(), [prefilter.FORMAT], [loose])
    if encoded is None:  # pragma: no cover - strings always fit JSON
        raise ValueError("the screens' looser patterns do not fit JSON")
    return encoded


def _screened(value: Any) -> list[tuple[str, int]]:
    """The (pattern, flags) of the screens a module-level value is or holds (a tuple of them)."""
    if isinstance(value, prefilter.Screen):
        return [(value.regex.pattern, value.regex.flags)]
    if isinstance(value, prefilter.ScreenSet):
        return [(regex.pattern, regex.flags) for regex in value.regexes]
    if isinstance(value, tuple):
        return [found for item in value for found in _screened(item)]
    return []


def write() -> list[Path]:
    """Write every copy into the package's `guard/parsed/` folder; the files written."""
    folder = Path(__file__).resolve().parent.parent / rulecache.SHIPPED_DIR
    folder.mkdir(exist_ok=True)
    written = []
    for name, encoded in copies().items():
        atomic_write(folder / name, encoded, mode=0o644, durable=False)
        written.append(folder / name)
    return written
