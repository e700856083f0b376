"""The packaged parsed copies of the shipped rules (`rulecache`) and of their looser RE2
patterns (`prefilter`), written by `make generated`.

The YAML stays the source of truth: these are its parse, keyed like the user cache's copies, so
a rule file edited without running `make generated` is parsed again (and a test fails).
"""

from __future__ import annotations

from pathlib import Path

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
    return found


def _loose_copy() -> bytes:
    """The looser RE2 patterns of the shipped rules (`guard/prefilter`), keyed as its cache."""
    patterns = [(rule.pattern, rule.flags) for rule in rules.load_rules().rules]
    loose = prefilter.rewrite(patterns)
    encoded = rulecache.payload(prefilter.loose_key(patterns), [prefilter.FORMAT], [loose])
    if encoded is None:  # pragma: no cover - a list of strings always fits JSON
        raise ValueError("the looser patterns do not fit JSON")
    return encoded


def write() -> list[Path]:
    """Write every copy into the package's `guard/parsed/` folder; the files written."""
    folder = Path(__file__).resolve().parent.parent / rulecache.SHIPPED_DIR
    folder.mkdir(exist_ok=True)
    written = []
    for name, encoded in copies().items():
        atomic_write(folder / name, encoded, mode=0o644, durable=False)
        written.append(folder / name)
    return written
