"""Hermes 0.19's `skill_manage` input rules (names, frontmatter, sizes, paths) and error texts."""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import Any

from hermes_git.parse.yamlio import YAMLError, yaml_safe_load

MAX_NAME_LENGTH = 64
MAX_DESCRIPTION_LENGTH = 1024
MAX_CONTENT_CHARS = 100_000
MAX_FILE_BYTES = 1_048_576
ALLOWED_SUBDIRS = frozenset({"references", "templates", "scripts", "assets"})
SKILL_FILE = "SKILL.md"
# Hermes' VALID_NAME_RE; like it, `$` also accepts one trailing newline.
_VALID_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
# Hermes' closing fence, searched from offset 3 of the raw (not newline-normalised) text.
_CLOSE_FENCE = re.compile(r"\n---\s*\n")
_NAME_HELP = "Use lowercase letters, numbers, hyphens, dots, and underscores."


def check_name(name: Any) -> str | None:
    """Hermes' `_validate_name`: the error for a bad skill name, else None.

    Raises:
        TypeError: a truthy non-string name (Hermes fails the same way).
    """
    if not name:
        return "Skill name is required."
    if len(name) > MAX_NAME_LENGTH:
        return f"Skill name exceeds {MAX_NAME_LENGTH} characters."
    if not _VALID_NAME.match(name):
        return f"Invalid skill name '{name}'. {_NAME_HELP} Must start with a letter or digit."
    return None


def check_category(category: Any) -> str | None:
    """Hermes' `_validate_category` (it checks the stripped value; creation uses the raw one)."""
    if category is None:
        return None
    if not isinstance(category, str):
        return "Category must be a string."
    category = category.strip()
    if not category:
        return None
    invalid = (
        f"Invalid category '{category}'. {_NAME_HELP} Categories must be a single directory name."
    )
    if "/" in category or "\\" in category:
        return invalid
    if len(category) > MAX_NAME_LENGTH:
        return f"Category exceeds {MAX_NAME_LENGTH} characters."
    return None if _VALID_NAME.match(category) else invalid


def check_frontmatter(content: str) -> str | None:
    """Hermes' `_validate_frontmatter`: the first problem of a SKILL.md text, else None.

    Raises:
        Exception: whatever PyYAML raises besides YAMLError (Hermes does not catch it either).
    """
    if not content.strip():
        return "Content cannot be empty."
    content = content.lstrip("\ufeff")
    if not content.startswith("---"):
        return "SKILL.md must start with YAML frontmatter (---). See existing skills for format."
    fence = _CLOSE_FENCE.search(content, 3)
    if fence is None:
        return "SKILL.md frontmatter is not closed. Ensure you have a closing '---' line."
    if problem := _mapping_problem(content[3 : fence.start()]):
        return problem
    if not content[fence.end() :].strip():
        return "SKILL.md must have content after the frontmatter (instructions, procedures, etc.)."
    return None


def _mapping_problem(yaml_text: str) -> str | None:
    try:
        parsed = yaml_safe_load(yaml_text)
    except YAMLError as exc:
        return f"YAML frontmatter parse error: {exc}"
    if not isinstance(parsed, dict):
        return "Frontmatter must be a YAML mapping (key: value pairs)."
    for key in ("name", "description"):
        if key not in parsed:
            return f"Frontmatter must include '{key}' field."
    if len(str(parsed["description"])) > MAX_DESCRIPTION_LENGTH:
        return f"Description exceeds {MAX_DESCRIPTION_LENGTH} characters."
    return None


def check_size(content: str, label: str = SKILL_FILE) -> str | None:
    """Hermes' `_validate_content_size`: the 100,000-character limit of every agent write."""
    if len(content) <= MAX_CONTENT_CHARS:
        return None
    return (
        f"{label} content is {len(content):,} characters (limit: {MAX_CONTENT_CHARS:,}). "
        "Consider splitting into a smaller SKILL.md with supporting files in references/ "
        "or templates/."
    )


def check_file_bytes(content: str) -> str | None:
    """Hermes' 1 MiB limit on a supporting file (UTF-8 bytes).

    Raises:
        UnicodeEncodeError: the text holds a lone surrogate (Hermes fails the same way).
    """
    size = len(content.encode("utf-8"))
    if size <= MAX_FILE_BYTES:
        return None
    return (
        f"File content is {size:,} bytes (limit: {MAX_FILE_BYTES:,} bytes / 1 MiB). "
        "Consider splitting into smaller files."
    )


def check_file_path(file_path: str) -> str | None:
    """Hermes' `_validate_file_path` for write_file / remove_file / patch with a file.

    `SKILL.md` and `<anything>/SKILL.md` pass, as in Hermes (the second names a nested file).
    """
    if not file_path:
        return "file_path is required."
    parts = PurePosixPath(file_path).parts
    if ".." in parts:
        return "Path traversal ('..') is not allowed."
    if parts and parts[-1] == SKILL_FILE and len(parts) <= 2:
        return None
    if not parts or parts[0] not in ALLOWED_SUBDIRS:
        allowed = ", ".join(sorted(ALLOWED_SUBDIRS))
        return f"File must be under one of: {allowed}. Got: '{file_path}'"
    if len(parts) < 2:
        return f"Provide a file path, not just a directory. Example: '{parts[0]}/myfile.md'"
    return None


def escape_error(file_path: str, skill_dir: str) -> str | None:
    """Hermes' containment check (`validate_within_dir`) for a path that passed
    `check_file_path`: a NUL byte or an absolute path is refused; nothing else can escape.
    """
    if "\x00" in file_path:
        return "Path escapes allowed directory: embedded null byte"
    if not file_path.startswith("/"):
        return None
    resolved = "/" + "/".join(PurePosixPath(file_path).parts[1:])
    return (
        f"Path escapes allowed directory: {resolved!r} is not in the subpath of "
        f"{skill_dir!r} OR one path is relative and the other is absolute."
    )


def description_preview(content: str) -> str:
    """The `_change.description` Hermes reports: the raw text's description, cut to 120."""
    fence = _CLOSE_FENCE.search(content[3:])
    if fence is None:
        return ""
    try:
        parsed = yaml_safe_load(content[3 : fence.start() + 3])
        return str(parsed.get("description", ""))[:120]
    except Exception:  # Hermes swallows every failure here
        return ""


def not_found(name: Any, profile: str, suffix: str = "") -> str:
    """Hermes' `_skill_not_found_error` when no other profile has the skill."""
    return (
        f"Skill '{name}' not found in active profile '{profile}'. "
        f"Use skills_list() to see available skills.{suffix}"
    )


def pinned_error(name: str) -> str:
    """Hermes' refusal to delete a skill pinned in `.usage.json`."""
    return (
        f"Skill '{name}' is pinned and cannot be deleted by skill_manage. Ask the user to "
        f"run `hermes curator unpin {name}` if they want to delete it. Patches and edits "
        "are allowed on pinned skills; only deletion is blocked."
    )


def create_hint(name: Any) -> str:
    """The `hint` of a successful create."""
    return (
        "To add reference files, templates, or scripts, use skill_manage(action="
        f"'write_file', name='{name}', file_path='references/example.md', "
        "file_content='...')"
    )


def preview(text: str, limit: int, more: str) -> str:
    """`text` cut to `limit` characters, `more` appended when it was cut."""
    return text[:limit] + (more if len(text) > limit else "")
