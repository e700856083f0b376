"""Hermes' skills prompt snapshot (`.skills_prompt_snapshot.json`) and index, built by hermes-git.

The snapshot is byte-compatible with hermes-agent 0.19's own (`_write_skills_snapshot`): Hermes
accepts it when its version is 1 and its mtime/size manifest equals a fresh walk of
`HERMES_HOME/skills`, and then renders the index from it without reading any SKILL.md. The
manifest is taken *before* the files are read, so a file changed during a build makes the
snapshot stale (Hermes rebuilds it) rather than wrong.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git import prettyjson
from hermes_git.files import atomic_write
from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.skills.model import (
    CATEGORY_FILE,
    EXCLUDED_DIRS,
    SKILL_FILE,
    SUPPORT_DIRS,
    Summary,
    summarise,
)
from hermes_git.snapshot import index as indexrules
from hermes_git.snapshot import state as snapshotstate

SNAPSHOT_FILE = ".skills_prompt_snapshot.json"
VERSION = 1
DESCRIPTION_LIMIT = 60
CONDITION_KEYS = (
    "fallback_for_toolsets",
    "requires_toolsets",
    "fallback_for_tools",
    "requires_tools",
)


@dataclass
class Tree:
    """One walk of a skills folder: Hermes' manifest, plus the folders walked and their mtimes."""

    manifest: dict[str, list[int]] = field(default_factory=dict)
    stats: dict[str, os.stat_result] = field(default_factory=dict)
    dirs: list[str] = field(default_factory=list)  # relative; "." is the skills folder itself
    dir_mtimes: list[int] = field(default_factory=list)  # before listing; 0s unless asked for

    def files(self, name: str) -> list[str]:
        """Relative paths of the manifest files called `name`, sorted like Hermes' walk."""
        tail = os.sep + name
        return sorted(rel for rel in self.manifest if rel.endswith(tail) or rel == name)


def walk(skills_dir: Path, dir_mtimes: bool = False) -> Tree:
    """Walk `skills_dir` like Hermes' `_build_skills_manifest` (`os.walk` with links followed,
    the same pruning, `os.stat` of each SKILL.md and DESCRIPTION.md); `dir_mtimes` also records
    each folder's mtime, taken before the folder is listed."""
    tree = Tree()
    base = os.path.join(str(skills_dir), "")
    stack = [str(skills_dir)]
    while stack:
        folder = stack.pop()
        try:
            mtime = os.stat(folder).st_mtime_ns if dir_mtimes else 0
            subdirs, files = _listing(folder)
        except OSError:
            continue
        tree.dirs.append(folder[len(base) :] or ".")
        tree.dir_mtimes.append(mtime)
        # popped in listing order: os.walk's top-down order
        stack.extend(reversed([os.path.join(folder, name) for name in subdirs]))
        for name in files:
            _add_file(tree, os.path.join(folder, name), len(base))
    return tree


def _listing(folder: str) -> tuple[list[str], list[str]]:
    """One folder as Hermes' walk sees it: the subfolders it enters, in listing order, and the
    manifest files (SKILL.md, DESCRIPTION.md) in it."""
    with os.scandir(folder) as listing:
        entries = list(listing)
    files = {e.name for e in entries if not _is_dir(e)}
    has_skill = SKILL_FILE in files
    subdirs = [
        e.name
        for e in entries
        if e.name not in files
        and e.name not in EXCLUDED_DIRS
        and not (has_skill and e.name in SUPPORT_DIRS)
    ]
    return subdirs, [name for name in (SKILL_FILE, CATEGORY_FILE) if name in files]


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _add_file(tree: Tree, path: str, prefix: int) -> None:
    try:
        stat = os.stat(path)
    except OSError:
        return
    tree.manifest[path[prefix:]] = [stat.st_mtime_ns, stat.st_size]
    tree.stats[path[prefix:]] = stat


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
    entries = [entry for entry, _ in _entries(skills_dir, tree, rules, cache_file)]
    return {
        "version": VERSION,
        "manifest": tree.manifest,
        "skills": entries,
        "category_descriptions": _category_descriptions(skills_dir, tree),
    }


Rules = tuple[str, frozenset[str]]  # (sys.platform value, active runtime environments)


def _entries(
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
        from hermes_git.skills.cache import ParseCache, file_key

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


def _category_descriptions(skills_dir: Path, tree: Tree) -> dict[str, str]:
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


def snapshot_bytes(snapshot: dict[str, Any]) -> bytes:
    """The file's bytes, formatted as Hermes' `atomic_json_write` formats them."""
    return prettyjson.dumps(snapshot).encode("utf-8")


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


def _put(home: Path, snapshot: dict[str, Any]) -> None:
    from hermes_git.snapshot.compact import for_disk  # `index.mode: compact` drops descriptions

    # not fsync'd: Hermes checks the manifest of what it loads, and rebuilds a torn file
    atomic_write(home / SNAPSHOT_FILE, snapshot_bytes(for_disk(home, snapshot)), durable=False)


def load_snapshot(home: Path, tree: Tree | None = None) -> dict[str, Any] | None:
    """The snapshot on disk if Hermes would accept it now (`_load_skills_snapshot`), else None."""
    snapshot = _read_snapshot(home)
    if snapshot is None:
        return None
    tree = tree or walk(home / "skills")
    return snapshot if snapshot.get("manifest") == tree.manifest else None


def _read_snapshot(home: Path) -> dict[str, Any] | None:
    """The snapshot file's JSON, if it is a snapshot of this version."""
    try:
        snapshot = json.loads((home / SNAPSHOT_FILE).read_bytes())
    except (OSError, ValueError):
        return None
    if not isinstance(snapshot, dict) or snapshot.get("version") != VERSION:
        return None
    return snapshot


def refresh_snapshot(home: Path, *, cache_dir: Path | None = None, changed: bool = False) -> str:
    """`_refresh_snapshot`, the compact index (re)applied, then the search index brought in
    step with the snapshot."""
    outcome = _refresh_snapshot(home, cache_dir=cache_dir, changed=changed)
    from hermes_git.search.follow import follow_snapshot
    from hermes_git.snapshot.compact import reconcile

    if reconcile(home, home / SNAPSHOT_FILE):
        outcome = "rebuilt"

    follow_snapshot(home, cache_dir if cache_dir is not None else default_cache_dir(home))
    return outcome


def _refresh_snapshot(home: Path, *, cache_dir: Path | None = None, changed: bool = False) -> str:
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
    if found is None or found.rules != _rules_key(rules) or not _same_listings(skills_dir, found):
        return None
    tree = Tree(manifest={rel: list(value) for rel, value in found.files.items()})
    if not found.changed_files:
        return "fresh", found.checks
    order = tree.files(SKILL_FILE)  # the order of the entries
    snapshot = _loaded(home, tree, len(order))
    patched = _patch(snapshot, skills_dir, tree, order, found, rules) if snapshot else None
    if snapshot is None or patched is None:
        return None
    if patched:
        _put(home, snapshot)
        return "rebuilt", found.checks
    return "fresh", found.checks  # only values too new to trust before, and the files agree


def _patch(
    snapshot: dict[str, Any],
    skills_dir: Path,
    tree: Tree,
    order: list[str],
    found: snapshotstate.Changes,
    rules: Rules,
) -> bool | None:
    """Redo the manifest values and entries (one for each SKILL.md in `order`) of the changed
    files in `snapshot`: whether anything differs; None when a category description changed
    (a full build redoes them)."""
    manifest, entries = snapshot["manifest"], snapshot["skills"]
    at = {rel: i for i, rel in enumerate(order)}
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


def _same_listings(skills_dir: Path, found: snapshotstate.Changes) -> bool:
    """Whether each folder whose mtime changed still holds the walked folders and manifest
    files recorded for it (then the walk would find the tree it found before)."""
    if not found.moved_folders:
        return True
    children: dict[str, set[str]] = {folder: set() for folder in found.moved_folders}
    for rel in itertools.chain(found.folders, found.files):
        cut = rel.rfind(os.sep)
        parent = rel[:cut] if cut > 0 else "."
        if parent in children and rel != ".":
            children[parent].add(rel)
    for folder in found.moved_folders:
        prefix = "" if folder == "." else folder + os.sep
        try:
            subdirs, files = _listing(str(skills_dir / prefix))
        except OSError:
            return False
        if {prefix + name for name in [*subdirs, *files]} != children[folder]:
            return False
    return True


def _loaded(home: Path, tree: Tree, skills: int) -> dict[str, Any] | None:
    """The snapshot on disk (the one the state was recorded with), if it lists the manifest
    files of `tree` and `skills` entries, one for each SKILL.md."""
    snapshot = _read_snapshot(home)
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


INDEX_HEADER = (
    "## Skills (mandatory)\n"
    "Before replying, scan the skills below. If a skill matches or is even partially relevant "
    "to your task, you MUST load it with skill_view(name) and follow its instructions. "
    "Err on the side of loading — it is always better to have context you don't need "
    "than to miss critical steps, pitfalls, or established workflows. "
    "Skills contain specialized knowledge — API endpoints, tool-specific commands, "
    "and proven workflows that outperform general-purpose approaches. Load the skill "
    "even if you think you could handle the task with basic tools like web_search or terminal. "
    "Skills also encode the user's preferred approach, conventions, and quality standards "
    "for tasks like code review, planning, and testing — load them even for tasks you "
    "already know how to do, because the skill defines how it should be done here.\n"
    "Whenever the user asks you to configure, set up, install, enable, disable, modify, "
    "or troubleshoot Hermes Agent itself — its CLI, config, models, providers, tools, "
    "skills, voice, gateway, plugins, or any feature — load the `hermes-agent` skill "
    "first. It has the actual commands (e.g. `hermes config set …`, `hermes tools`, "
    "`hermes setup`) so you don't have to guess or invent workarounds.\n"
    "If a skill has issues, fix it with skill_manage(action='patch').\n"
    "After difficult/iterative tasks, offer to save as a skill. "
    "If a skill you loaded was missing steps, had wrong commands, or needed "
    "pitfalls you discovered, update it before finishing.\n"
    "\n"
    "<available_skills>\n"
)
INDEX_FOOTER = (
    "</available_skills>\n\n"
    "Only proceed without loading a skill if genuinely none are relevant to the task."
)
COMPACT_NOTE = (
    "\n(Categories marked [names only] are outside the current coding context, so "
    "their descriptions are omitted — the skills work normally and load with "
    "skill_view(name) as usual.)"
)


@dataclass
class _Filters:
    rules: Rules
    disabled: set[str]
    tools: set[str] | None
    toolsets: set[str] | None

    @property
    def system(self) -> str:
        return self.rules[0]

    def shows(self, name: str, dir_name: str, conditions: dict[str, Any]) -> bool:
        """Hermes' disabled-names and conditional-activation filters."""
        if name in self.disabled or dir_name in self.disabled:
            return False
        return indexrules.conditions_allow(conditions, self.tools, self.toolsets)


def render_index(
    home: Path,
    platform: str | None = None,
    available_tools: Iterable[str] | None = None,
    available_toolsets: Iterable[str] | None = None,
    disabled: Iterable[str] | None = None,
    *,
    system: str | None = None,
    compact_categories: Iterable[str] | None = None,
) -> str:
    """The skills index Hermes 0.19's `build_skills_system_prompt` renders for `home` now.

    `platform` is Hermes' session platform (`HERMES_PLATFORM`: cli, telegram, ...), which picks
    `skills.platform_disabled`; `disabled` replaces the names read from `config.yaml`; `system`
    is the `sys.platform` the `platforms:` filter compares with. A snapshot Hermes would accept
    is used as Hermes uses it; without one, the tree is read as Hermes' cold path reads it.
    """
    config = indexrules.hermes_config(home)
    externals = indexrules.external_dirs(home, config)
    skills_dir = home / "skills"
    if not skills_dir.exists() and not externals:
        return ""
    filters = _Filters(
        (system or sys.platform, indexrules.active_environments(home)),
        indexrules.disabled_names(config, platform) if disabled is None else set(disabled),
        None if available_tools is None else set(available_tools),
        None if available_toolsets is None else set(available_toolsets),
    )
    by_category, descriptions = _local_index(home, filters)
    for folder in externals:
        _add_external(folder, by_category, descriptions, filters)
    return _format(by_category, descriptions, set(compact_categories or ()))


def _local_index(
    home: Path, filters: _Filters
) -> tuple[dict[str, list[tuple[str, str]]], dict[str, str]]:
    skills_dir = home / "skills"
    tree = walk(skills_dir)
    snapshot = load_snapshot(home, tree)
    if snapshot is not None:  # Hermes' fast path: of the platform filters only `platforms`
        entries = [
            e
            for e in snapshot.get("skills", [])
            if isinstance(e, dict)
            and indexrules.platform_matches(e.get("platforms") or [], filters.system)
        ]
        descriptions = {
            str(k): str(v) for k, v in (snapshot.get("category_descriptions") or {}).items()
        }
    else:  # Hermes' cold path
        entries = [e for e, shown in _entries(skills_dir, tree, filters.rules) if shown]
        descriptions = _category_descriptions(skills_dir, tree)
    by_category: dict[str, list[tuple[str, str]]] = {}
    for entry in entries:
        name = entry.get("frontmatter_name") or entry.get("skill_name") or ""
        if filters.shows(name, entry.get("skill_name") or "", entry.get("conditions") or {}):
            by_category.setdefault(entry.get("category") or "general", []).append(
                (name, entry.get("description", ""))
            )
    return by_category, descriptions


def _add_external(
    folder: Path,
    by_category: dict[str, list[tuple[str, str]]],
    descriptions: dict[str, str],
    filters: _Filters,
) -> None:
    """An external skills folder, scanned live; a name already shown is skipped (local wins)."""
    seen = {name for skills in by_category.values() for name, _ in skills}
    tree = walk(folder)
    for entry, shown in _entries(folder, tree, filters.rules):
        name = entry["frontmatter_name"]
        if not shown or name in seen:
            continue
        if filters.shows(name, entry["skill_name"], entry["conditions"]):
            seen.add(name)
            by_category.setdefault(entry["category"], []).append((name, entry["description"]))
    for category, text in _category_descriptions(folder, tree).items():
        descriptions.setdefault(category, text)


def _format(
    by_category: dict[str, list[tuple[str, str]]], descriptions: dict[str, str], compact: set[str]
) -> str:
    if not by_category:
        return ""
    demoted = {c for c in by_category if c.split("/", 1)[0] in compact}
    lines = []
    for category in sorted(by_category):
        if category in demoted:
            names = sorted({name for name, _ in by_category[category]})
            lines.append(f"  {category} [names only]: {', '.join(names)}")
            continue
        blurb = descriptions.get(category, "")
        lines.append(f"  {category}: {blurb}" if blurb else f"  {category}:")
        seen: set[str] = set()
        for name, desc in sorted(by_category[category], key=lambda item: item[0]):
            if name not in seen:
                seen.add(name)
                lines.append(f"    - {name}: {desc}" if desc else f"    - {name}")
    return INDEX_HEADER + "\n".join(lines) + "\n" + INDEX_FOOTER + (COMPACT_NOTE if demoted else "")
