"""The skills index Hermes renders into its prompt, from the snapshot or from the tree."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_git.snapshot import index as indexrules
from hermes_git.snapshot.build import Rules, category_descriptions, index_entries, load_snapshot
from hermes_git.snapshot.tree import walk

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
        entries = [e for e, shown in index_entries(skills_dir, tree, filters.rules) if shown]
        descriptions = category_descriptions(skills_dir, tree)
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
    for entry, shown in index_entries(folder, tree, filters.rules):
        name = entry["frontmatter_name"]
        if not shown or name in seen:
            continue
        if filters.shows(name, entry["skill_name"], entry["conditions"]):
            seen.add(name)
            by_category.setdefault(entry["category"], []).append((name, entry["description"]))
    for category, text in category_descriptions(folder, tree).items():
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
