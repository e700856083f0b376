"""The skill model: a folder with a SKILL.md, discovered and read exactly as Hermes does."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import Any

from hermes_git.errors import PathEscapeError, SkillNotFoundError
from hermes_git.frontmatter import Document, load_frontmatter, parse_document
from hermes_git.skills.cache import Key, ParseCache, file_key
from hermes_git.skills.summary import Summary, summarise
from hermes_git.skills.walkcache import WALK_FILE, cached_index_paths

SKILL_FILE = "SKILL.md"
CATEGORY_FILE = "DESCRIPTION.md"
# Hermes 0.19 agent/skill_utils.EXCLUDED_SKILL_DIRS: never walked into.
EXCLUDED_DIRS = frozenset(
    {
        ".git",
        ".github",
        ".hub",
        ".archive",
        ".venv",
        "venv",
        "node_modules",
        "site-packages",
        "__pycache__",
        ".tox",
        ".nox",
        ".pytest_cache",
        ".mypy_cache",
        ".ruff_cache",
    }
)
# Progressive-disclosure folders: inside a skill they hold data, never other skills.
SUPPORT_DIRS = frozenset({"references", "templates", "assets", "scripts"})
CONDITION_KEYS = (
    "fallback_for_toolsets",
    "requires_toolsets",
    "fallback_for_tools",
    "requires_tools",
)
MAX_NAME_LENGTH = 64
MAX_LIST_DESCRIPTION = 1024
INDEX_DESCRIPTION = 60


def iter_index_files(
    root: Path, filename: str = SKILL_FILE, record: Path | None = None
) -> list[Path]:
    """Every `filename` under `root`, sorted, pruned like Hermes' `iter_skill_index_files`
    (`record`: a `skills.walkcache` record that may spare the walk)."""
    if record is None:
        found = index_file_paths(os.fspath(root), filename)
    else:
        found = cached_index_paths(os.fspath(root), record, filename, walked_dirs)
    return [Path(p) for p in sorted_paths(found)]


def sorted_paths(paths: list[str]) -> list[str]:
    """Path strings in the order of their `Path` objects (part by part: `a/b` before `a-b`).

    The key puts NUL, which sorts before any character a name can hold, where each separator
    is: the strings then compare as their lists of parts do (a part ends before any longer part
    it begins), without a list of parts built for each of 20,000 paths."""
    return sorted(paths, key=lambda path: path.replace(os.sep, "\0"))


def folder_of(path: str) -> str:
    """`os.path.dirname(path)`, without its cost for a path with no doubled or trailing
    slash (what discovery gives: 20,000 of them)."""
    head = path.rpartition("/")[0]
    return head if head and head[-1] != "/" else os.path.dirname(path)


def index_file_paths(root: str, filename: str = SKILL_FILE) -> list[str]:
    """`iter_index_files` as path strings, unsorted (in walk order)."""
    matches: list[str] = []
    for folder, dirs, files in os.walk(root, followlinks=True):
        dirs[:] = walked_dirs(dirs, files)
        if filename in files:
            matches.append(os.path.join(folder, filename))
    return matches


def walked_dirs(dirs: list[str], files: list[str]) -> list[str]:
    """The subfolders of a folder that Hermes walks into (`dirs` and `files` as os.walk's)."""
    has_skill = SKILL_FILE in files
    return [d for d in dirs if d not in EXCLUDED_DIRS and not (has_skill and d in SUPPORT_DIRS)]


@dataclass
class Skill:
    """One skill: its folder under the skills root, its SKILL.md, and Hermes' view of it."""

    root: Path
    rel_dir: str  # POSIX path of the folder relative to the root; "" for a SKILL.md in the root
    summary: Summary = field(repr=False)

    @property
    def path(self) -> Path:
        return self.root / self.rel_dir if self.rel_dir else self.root

    @property
    def skill_md(self) -> Path:
        return self.path / SKILL_FILE

    @cached_property
    def document(self) -> Document:
        """The parsed SKILL.md (read lazily; listing does not need it)."""
        return parse_document(self.skill_md.read_bytes())

    @property
    def frontmatter(self) -> dict[str, Any]:
        return self.summary.frontmatter

    @property
    def dir_name(self) -> str:
        """The folder name: what `skill_manage` and `skill_view` address the skill by."""
        return self.rel_dir.rpartition("/")[2] if self.rel_dir else self.root.name

    @property
    def name(self) -> str:
        """The frontmatter `name` (else the folder name): what the index and lists show."""
        return str(self.frontmatter.get("name", self.dir_name))

    @property
    def list_category(self) -> str | None:
        """Category in `skills_list`: the first folder, only for nested skills."""
        first, nested, _rest = self.rel_dir.partition("/")
        return first if nested else None

    @property
    def description(self) -> str:
        """`skills_list`'s description: frontmatter, else the first body line, cut to 1,024."""
        desc = self.frontmatter.get("description", "") or self.summary.body_description
        desc = str(desc)
        if len(desc) > MAX_LIST_DESCRIPTION:
            desc = desc[: MAX_LIST_DESCRIPTION - 3] + "..."
        return desc

    @property
    def index_description(self) -> str:
        """The prompt index's description: stripped of outer quotes, cut to 57 + `...`."""
        raw = self.frontmatter.get("description", "")
        if not raw:
            return ""
        desc = str(raw).strip().strip("'\"")
        return desc[:57] + "..." if len(desc) > INDEX_DESCRIPTION else desc

    @property
    def platforms(self) -> list[str]:
        """Declared platforms as strings (empty: every platform)."""
        value = self.frontmatter.get("platforms") or []
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return [str(value)]
        return [str(p).strip() for p in value if str(p).strip()]

    @property
    def conditions(self) -> dict[str, Any]:
        """Conditional activation (`metadata.hermes.*`), as Hermes extracts it."""
        metadata = self.frontmatter.get("metadata")
        hermes = metadata.get("hermes") if isinstance(metadata, dict) else None
        hermes = hermes if isinstance(hermes, dict) else {}
        return {key: hermes.get(key, []) for key in CONDITION_KEYS}

    def supporting_files(self) -> list[str]:
        """Every file of the skill but SKILL.md, as sorted POSIX paths relative to its folder."""
        found: list[str] = []
        for folder, dirs, files in os.walk(self.path):
            dirs[:] = sorted(d for d in dirs if d not in EXCLUDED_DIRS)
            rel = Path(folder).relative_to(self.path)
            found.extend(
                (rel / f).as_posix()
                for f in files
                if not (folder == str(self.path) and f == SKILL_FILE)
            )
        return sorted(found)

    def resolve_file(self, rel_path: str) -> Path:
        """The path of a supporting file, refusing `..` and anything outside the skill.

        Raises:
            PathEscapeError: the path leaves the skill folder (also through a symlink).
        """
        if ".." in PurePosixPath(rel_path).parts or os.path.isabs(rel_path):
            raise PathEscapeError(
                f"path traversal is not allowed: {rel_path!r}",
                fix="give a path inside the skill folder, e.g. references/x.md",
            )
        target = (self.path / rel_path).resolve()
        if not target.is_relative_to(self.path.resolve()):
            raise PathEscapeError(
                f"path escapes the skill folder: {rel_path!r}",
                fix="give a path inside the skill folder",
            )
        return target


def load_skill(root: Path, skill_md: Path) -> Skill:
    """The Skill whose SKILL.md is `skill_md` under the skills root `root`."""
    rel = skill_md.parent.relative_to(root).as_posix()
    skill = Skill(root, "" if rel == "." else rel, Summary({}, None, False, ""))
    skill.summary = summarise(skill.document)
    return skill


def discover(root: Path, cache_file: Path | None = None) -> list[Skill]:
    """Every skill under `root`, in Hermes' order (sorted by path).

    With `cache_file`, unchanged SKILL.md files are not parsed again (see `skills.cache`).
    Unreadable or non-UTF-8 SKILL.md files are skipped, as Hermes skips them.
    """
    if not root.is_dir():
        return []
    if cache_file is not None:
        return _discover_cached(root, ParseCache(cache_file), cache_file.with_name(WALK_FILE))
    skills = []
    for skill_md in iter_index_files(root):
        try:
            skills.append(load_skill(root, skill_md))
        except (OSError, UnicodeDecodeError):
            continue
    return skills


def _discover_cached(root: Path, cache: ParseCache, walk_record: Path) -> list[Skill]:
    found = cached_index_paths(os.fspath(root), walk_record, SKILL_FILE, walked_dirs)
    return discover_paths(root, sorted_paths(found), cache)


def discover_paths(
    root: Path, paths: list[str], cache: ParseCache, keys: list[tuple[str, Key]] | None = None
) -> list[Skill]:
    """The skills of the SKILL.md `paths` (strings, sorted) under `root`, each parsed unless
    `cache` knows it, as `discover` reads them; `keys` gets each kept file's path and key
    (`skills.cache.file_key`), in the same order."""
    skills = []
    prefix = len(str(root)) + 1
    for skill_md in paths:  # strings, not Path objects: 20,000 skills
        rel = skill_md[prefix:]
        try:
            key = file_key(os.stat(skill_md))
            summary = cache.get(rel, key)
            if summary is None:
                with open(skill_md, "rb") as handle:
                    summary = summarise(parse_document(handle.read()))
                cache.put(rel, key, summary)
        except (OSError, UnicodeDecodeError):
            continue
        skills.append(Skill(root, folder_of(rel).replace(os.sep, "/"), summary))
        if keys is not None:
            keys.append((skill_md, key))
    cache.save()
    return skills


def category_descriptions(root: Path) -> dict[str, str]:
    """{category path: description} from `DESCRIPTION.md` frontmatter, as the index reads it."""
    found: dict[str, str] = {}
    for desc_file in iter_index_files(root, CATEGORY_FILE):
        try:
            doc = parse_document(desc_file.read_bytes())
        except (OSError, UnicodeDecodeError):
            continue
        description = load_frontmatter(doc)[0].get("description")
        if description:
            parts = desc_file.relative_to(root).parts
            category = "/".join(parts[:-1]) if len(parts) > 1 else "general"
            found[category] = str(description).strip().strip("'\"")
    return found


def find_skill(root: Path, name: str, skills: list[Skill] | None = None) -> Skill:
    """Resolve a skill the way `skill_view` does, then by frontmatter name when unambiguous.

    Order: `root/<name>/SKILL.md` (so `category/skill` works); the first SKILL.md whose folder is
    called `name`; the only skill whose frontmatter `name` is `name`.

    Raises:
        PathEscapeError: `name` tries to leave the skills root.
        SkillNotFoundError: no skill matches.
    """
    if ".." in PurePosixPath(name).parts or os.path.isabs(name):
        raise PathEscapeError(f"path traversal is not allowed in a skill name: {name!r}")
    direct = root / name / SKILL_FILE
    if name and direct.is_file():
        return load_skill(root, direct)
    skills = discover(root) if skills is None else skills
    for skill in skills:
        if skill.dir_name == name:
            return skill
    by_name = [s for s in skills if s.name == name]
    if len(by_name) == 1:
        return by_name[0]
    raise SkillNotFoundError(
        f"skill {name!r} not found", fix="run `hermes-git skill list` to see the skills"
    )


def skill_folder_of_parts(parts: tuple[str, ...]) -> str:
    """The skill folder of a changed path (the part before a support folder)."""
    inner = list(parts[1:-1])
    for index, part in enumerate(inner):
        if part in SUPPORT_DIRS and index > 0:
            return "/".join(inner[:index])
    return "/".join(inner) if inner else parts[1]
