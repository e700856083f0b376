"""Hermes' skills prompt snapshot (`.skills_prompt_snapshot.json`) and index, built by hermes-git.

The snapshot is byte-compatible with hermes-agent 0.19's own (`_write_skills_snapshot`): Hermes
accepts it when its version is 1 and its mtime/size manifest equals a fresh walk of
`HERMES_HOME/skills`, and then renders the index from it without reading any SKILL.md. The
manifest is taken *before* the files are read, so a file changed during a build makes the
snapshot stale (Hermes rebuilds it) rather than wrong.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import orjson

from hermes_git.files import atomic_write
from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.skills.cache import ParseCache, file_key
from hermes_git.skills.model import CATEGORY_FILE, SKILL_FILE
from hermes_git.skills.summary import Summary, summarise
from hermes_git.snapshot import index as indexrules
from hermes_git.snapshot import state as snapshotstate
from hermes_git.snapshot.compact import for_disk  # `index.mode: compact` drops descriptions
from hermes_git.snapshot.tree import Tree, walk

SNAPSHOT_FILE = ".skills_prompt_snapshot.json"
VERSION = 1
DESCRIPTION_LIMIT = 60
CONDITION_KEYS = (
    "fallback_for_toolsets",
    "requires_toolsets",
    "fallback_for_tools",
    "requires_tools",
)


def build_snapshot(
    home: Path,
    *,
    cache_file: Path | None = None,
    system: str | None = None,
    tree: Tree | None = None,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """The snapshot Hermes would write for `home` now (`system`: a `sys.platform` value;
    `rules`: `system` and the runtime environments, when already known).

    With `cache_file`, SKILL.md files unchanged since the last build are not parsed again.
    """
    skills_dir = home / "skills"
    tree = tree or walk(skills_dir)
    rules = rules or (system or sys.platform, indexrules.active_environments(home))
    entries = [entry for entry, _ in index_entries(skills_dir, tree, rules, cache_file)]
    return {
        "version": VERSION,
        "manifest": tree.manifest,
        "skills": entries,
        "category_descriptions": category_descriptions(skills_dir, tree),
    }


Rules = tuple[str, frozenset[str]]  # (sys.platform value, active runtime environments)


def index_entries(
    root: Path, tree: Tree, rules: Rules, cache_file: Path | None = None
) -> list[tuple[dict[str, Any], bool]]:
    """(snapshot entry, shown on this platform and environment) of every SKILL.md."""
    return [
        _entry(rel, frontmatter, root.name, rules)
        for rel, frontmatter in _frontmatters(root, tree, cache_file)
    ]


def _frontmatters(
    skills_dir: Path, tree: Tree, cache_file: Path | None
) -> Iterable[tuple[str, dict[str, Any] | None]]:
    """(relative path, frontmatter or None when unreadable) of every SKILL.md, in walk order."""
    cache = None
    if cache_file is not None:
        cache = ParseCache(cache_file)
    for rel in tree.files(SKILL_FILE):
        key = file_key(tree.stats[rel]) if cache is not None else None
        summary = cache.get(rel, key) if cache is not None and key is not None else None
        if summary is None:
            try:
                summary = _summary(skills_dir / rel)
            except (OSError, UnicodeDecodeError):
                yield rel, None
                continue
            if cache is not None and key is not None:
                cache.put(rel, key, summary)
        yield rel, summary.frontmatter
    if cache is not None:
        cache.save()


def _summary(path: Path) -> Summary:
    """A SKILL.md's summary, read now.

    Raises:
        OSError, UnicodeDecodeError: the file cannot be read as text.
    """
    return summarise(parse_document(path.read_bytes()))


def _entry(
    rel: str, frontmatter: dict[str, Any] | None, root_name: str, rules: Rules
) -> tuple[dict[str, Any], bool]:
    """One `skills` item as Hermes' `_build_snapshot_entry` makes it, and its compatibility.

    An unreadable SKILL.md is shown without a description, as Hermes does.
    """
    parts = rel.split(os.sep)
    if len(parts) >= 2:
        skill_name = parts[-2]
        category = "/".join(parts[:-2]) if len(parts) > 2 else parts[0]
    else:
        skill_name, category = root_name, "general"
    fm = frontmatter or {}
    compatible = frontmatter is None or (
        indexrules.platform_matches(fm.get("platforms"), rules[0])
        and indexrules.environment_matches(fm, rules[1])
    )
    return {
        "skill_name": skill_name,
        "category": category,
        "frontmatter_name": str(fm.get("name", skill_name)),
        "description": index_description(fm) if compatible else "",
        "platforms": _platforms(fm),
        "conditions": _conditions(fm),
    }, compatible


def index_description(frontmatter: dict[str, Any]) -> str:
    """The description as the index shows it: stripped of outer quotes, cut to 57 + `...`."""
    raw = frontmatter.get("description", "")
    if not raw:
        return ""
    desc = str(raw).strip().strip("'\"")
    return desc[:57] + "..." if len(desc) > DESCRIPTION_LIMIT else desc


def _platforms(frontmatter: dict[str, Any]) -> list[str]:
    value = frontmatter.get("platforms") or []
    items = [value] if isinstance(value, str) or not hasattr(value, "__iter__") else value
    return [str(p).strip() for p in items if str(p).strip()]


def _conditions(frontmatter: dict[str, Any]) -> dict[str, Any]:
    metadata = frontmatter.get("metadata")
    hermes = (metadata.get("hermes") or {}) if isinstance(metadata, dict) else {}
    hermes = hermes if isinstance(hermes, dict) else {}
    return {key: hermes.get(key, []) for key in CONDITION_KEYS}


def category_descriptions(skills_dir: Path, tree: Tree) -> dict[str, str]:
    found: dict[str, str] = {}
    for rel in tree.files(CATEGORY_FILE):
        category, text = _category_description(skills_dir, rel)
        if text is not None:
            found[category] = text
    return found


def _category_description(skills_dir: Path, rel: str) -> tuple[str, str | None]:
    """The category a DESCRIPTION.md names and its description (None: unreadable or none)."""
    parts = rel.split(os.sep)
    category = "/".join(parts[:-1]) if len(parts) > 1 else "general"
    try:
        doc = parse_document((skills_dir / rel).read_bytes())
    except (OSError, UnicodeDecodeError):
        return category, None
    description = load_frontmatter(doc)[0].get("description")
    return category, str(description).strip().strip("'\"") if description else None


def snapshot_bytes(snapshot: dict[str, Any], *, plain: bool | None = None) -> bytes:
    """The file's bytes, formatted as Hermes' `atomic_json_write` formats them:
    `json.dumps(indent=2, ensure_ascii=False, default=str)` as UTF-8.

    orjson writes exactly those bytes for plain JSON (str keys, str, int, bool, None, lists);
    a snapshot holding anything else (a float, a date, an int key: YAML values in a skill's
    `conditions`) is written by `json` itself. `plain`: the caller knows (a snapshot read
    back and patched in a few entries); None: every value is looked at.
    """
    if plain is None:
        plain = False
        with contextlib.suppress(RecursionError):  # a cycle: `json` raises its own error below
            plain = _plain(snapshot)
    if plain:
        with contextlib.suppress(orjson.JSONEncodeError):  # e.g. a lone surrogate: json's error
            return orjson.dumps(snapshot, option=orjson.OPT_INDENT_2)
    return json.dumps(snapshot, indent=2, ensure_ascii=False, default=str).encode("utf-8")


def _plain(value: object) -> bool:
    """Whether `value` is JSON that orjson and `json` write alike (exact types only)."""
    if type(value) is dict:
        return all(type(k) is str and _plain(v) for k, v in value.items())
    if type(value) is list:
        return all(_plain(item) for item in value)
    return type(value) in _PLAIN_SCALARS


_PLAIN_SCALARS = frozenset({str, int, bool, type(None)})


def write_snapshot(
    home: Path,
    *,
    cache_file: Path | None = None,
    tree: Tree | None = None,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """Build the snapshot and replace `HERMES_HOME/.skills_prompt_snapshot.json` atomically.

    Raises:
        OSError: the home is not writable; the old snapshot is then left as it was.
    """
    snapshot = build_snapshot(home, cache_file=cache_file, tree=tree, rules=rules)
    _put(home, snapshot)
    return snapshot


def _put(home: Path, snapshot: dict[str, Any], plain: bool | None = None) -> None:
    # not fsync'd: Hermes checks the manifest of what it loads, and rebuilds a torn file
    disk = for_disk(home, snapshot)  # compacted: a new dict, looked at whole
    atomic_write(
        home / SNAPSHOT_FILE,
        snapshot_bytes(disk, plain=plain if disk is snapshot else None),
        durable=False,
    )


def load_snapshot(home: Path, tree: Tree | None = None) -> dict[str, Any] | None:
    """The snapshot on disk if Hermes would accept it now (`_load_skills_snapshot`), else None."""
    snapshot = _read_snapshot(home)
    if snapshot is None:
        return None
    tree = tree or walk(home / "skills")
    return snapshot if snapshot.get("manifest") == tree.manifest else None


def _read_snapshot(home: Path, floats: list[str] | None = None) -> dict[str, Any] | None:
    """The snapshot file's JSON, if it is a snapshot of this version (`floats`: gets every
    float's text: without any, what `json` read is plain, see `snapshot_bytes`)."""

    def noted(text: str) -> float:
        if floats is not None:
            floats.append(text)
        return float(text)

    try:
        snapshot = json.loads((home / SNAPSHOT_FILE).read_bytes(), parse_float=noted)
    except (OSError, ValueError):
        return None
    if not isinstance(snapshot, dict) or snapshot.get("version") != VERSION:
        return None
    return snapshot


def refresh_snapshot(home: Path, *, cache_dir: Path | None = None, changed: bool = False) -> str:
    """Make the snapshot current: "fresh" when it already was, "rebuilt" when it was written.

    `cache_dir` (default `.git/hermes-git/` when the home is a git repo) holds the parse cache
    and the state that lets an unchanged tree be confirmed by stat calls alone. `changed`: the
    caller has just written skill files, so that confirmation is not tried.
    """
    cache_dir = cache_dir if cache_dir is not None else default_cache_dir(home)
    state = cache_dir / snapshotstate.STATE_FILE if cache_dir else None
    skills_dir, snapshot_file = home / "skills", home / SNAPSHOT_FILE
    recorded = snapshotstate.load(state, skills_dir, snapshot_file) if state else None
    if recorded is not None and not changed and snapshotstate.confirmed(recorded):
        return "fresh"
    started = snapshotstate.now_ns()
    rules = (sys.platform, indexrules.active_environments(home))
    patched = _patched(home, recorded, rules) if recorded is not None else None
    if patched is not None and state is not None:
        outcome, checks = patched
        with contextlib.suppress(OSError):
            snapshotstate.write(
                state, skills_dir, snapshot_file, checks, started, _rules_key(rules)
            )
        return outcome
    tree = walk(skills_dir, dir_mtimes=state is not None)
    outcome = "fresh"
    if load_snapshot(home, tree) is None:
        cache_file = cache_dir / "skills-cache.json" if cache_dir else None
        write_snapshot(home, cache_file=cache_file, tree=tree, rules=rules)
        outcome = "rebuilt"
    if state is not None:
        with contextlib.suppress(OSError):
            snapshotstate.record(state, skills_dir, snapshot_file, tree, started, _rules_key(rules))
    return outcome


def _rules_key(rules: Rules) -> tuple[str, tuple[str, ...]]:
    return rules[0], tuple(sorted(rules[1]))


def _patched(
    home: Path, recorded: snapshotstate.Recorded, rules: Rules
) -> tuple[str, list[snapshotstate.Group]] | None:
    """Bring the snapshot up to date from what the state says changed, when only manifest
    files changed in place: their manifest values and SKILL.md entries are redone, nothing
    else is read. The outcome and the state's checks with the values now; None when a full
    walk is needed (a recorded path gone, other rules, a folder's entries changed, a
    DESCRIPTION.md changed)."""
    skills_dir = home / "skills"
    found = snapshotstate.changes(recorded)
    if (
        found is None
        or found.rules != _rules_key(rules)
        or not snapshotstate.same_listings(skills_dir, found)
    ):
        return None
    tree = Tree(manifest={rel: list(value) for rel, value in found.files.items()})
    if not found.changed_files:
        return "fresh", found.checks
    order = tree.files(SKILL_FILE)  # the order of the entries
    floats: list[str] = []
    snapshot = _loaded(home, tree, len(order), floats)
    at = {rel: i for i, rel in enumerate(order)}
    patched = _patch(snapshot, skills_dir, tree, at, found, rules) if snapshot else None
    if snapshot is None or patched is None:
        return None
    if patched:  # plain: read by `json` without floats, and the entries redone are plain
        redone = [snapshot["skills"][at[rel]] for rel in found.changed_files if rel in at]
        _put(home, snapshot, plain=not floats and _plain(redone))
        return "rebuilt", found.checks
    return "fresh", found.checks  # only values too new to trust before, and the files agree


def _patch(
    snapshot: dict[str, Any],
    skills_dir: Path,
    tree: Tree,
    at: dict[str, int],
    found: snapshotstate.Changes,
    rules: Rules,
) -> bool | None:
    """Redo the manifest values and entries (`at`: the entry of each SKILL.md) of the changed
    files in `snapshot`: whether anything differs; None when a category description changed
    (a full build redoes them)."""
    manifest, entries = snapshot["manifest"], snapshot["skills"]
    changed = False
    for rel in found.changed_files:
        value = tree.manifest[rel]
        if rel not in at:  # a DESCRIPTION.md: only one read again and found alike is kept
            category, text = _category_description(skills_dir, rel)
            if (
                manifest[rel] != value
                or rel not in found.racy_files
                or text != snapshot["category_descriptions"].get(category)
            ):
                return None
            continue
        try:
            frontmatter = _summary(skills_dir / rel).frontmatter
        except (OSError, UnicodeDecodeError):
            frontmatter = None
        entry = _entry(rel, frontmatter, skills_dir.name, rules)[0]
        if manifest[rel] != value or entries[at[rel]] != entry:
            manifest[rel], entries[at[rel]] = value, entry
            changed = True
    return changed


def _loaded(home: Path, tree: Tree, skills: int, floats: list[str]) -> dict[str, Any] | None:
    """The snapshot on disk (the one the state was recorded with), if it lists the manifest
    files of `tree` and `skills` entries, one for each SKILL.md (`floats`: see `_read_snapshot`)."""
    snapshot = _read_snapshot(home, floats)
    if snapshot is None:
        return None
    manifest, entries = snapshot.get("manifest"), snapshot.get("skills")
    if (
        not isinstance(manifest, dict)
        or manifest.keys() != tree.manifest.keys()
        or not isinstance(entries, list)
        or len(entries) != skills
        or not isinstance(snapshot.get("category_descriptions"), dict)
    ):
        return None
    return snapshot


def default_cache_dir(home: Path) -> Path | None:
    """`.git/hermes-git/` of a home that is a git repo, else None."""
    git_dir = home / ".git"
    return git_dir / "hermes-git" if git_dir.is_dir() else None
