"""What the search index knows of one skill: its searchable text and Hermes' visibility facts."""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.skills.model import CONDITION_KEYS, SUPPORT_DIRS

BODY_CHARS = 3000  # the head of the body is what says what a skill is for
SCAN_CHARS = 20_000  # of the body searched for headings (long references add little)
MAX_FILES = 40
TITLE_BYTES = 2048  # of a supporting Markdown file read for its title
EXTERNAL = "\0"  # an external skill's key: `<root>\0<SKILL.md path relative to root>`
_HEADING = re.compile(r"^#{1,4}\s+(.+?)\s*#*\s*$", re.MULTILINE)
_FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
_MARKUP = re.compile(r"[`*_>|\[\]()#]+")


@dataclass
class Doc:
    """One skill as the index stores it. `key`: its SKILL.md path relative to `skills/`, or for
    a skill of `skills.external_dirs`, that folder and the path relative to it (`EXTERNAL`).
    `mark`: what the index compares to see whether the skill changed (`manifest.py`)."""

    key: str
    name: str
    skill_name: str
    category: str
    description: str
    headings: list[str] = field(default_factory=list)
    body: str = ""
    files: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    platforms: list[str] = field(default_factory=list)
    environments: list[str] = field(default_factory=list)
    conditions: dict[str, list[str]] = field(default_factory=dict)
    mark: str = ""

    @property
    def root(self) -> str:
        """The external skills folder holding it; "" for the home's own `skills/`."""
        return self.key.split(EXTERNAL, 1)[0] if EXTERNAL in self.key else ""

    @property
    def path(self) -> str:
        """The skill's folder: relative to the home (`skills/...`, `/` separators), or the
        absolute folder of an external skill."""
        rel = os.path.dirname(self.key.split(EXTERNAL, 1)[-1])
        if self.root:
            return os.path.join(self.root, rel) if rel else self.root
        return "skills/" + rel.replace(os.sep, "/")

    def summary_text(self) -> str:
        """What the skill says it is for: name, category, description, tags."""
        words = self.name.replace("-", " ").replace("_", " ")
        return ". ".join(p for p in (words, self.category, self.description, *self.tags) if p)

    def content_text(self) -> str:
        """What the skill holds: headings, the head of the body, supporting files' titles."""
        return "\n".join([*self.headings, self.body, *self.files])

    def lexical_text(self) -> str:
        """The BM25 text: fields that say what the skill is for repeated to weigh more."""
        summary = self.summary_text()
        return "\n".join(
            [summary, summary, self.name, " ".join(self.headings), self.content_text()]
        )

    def content_hash(self) -> str:
        """A hash of everything embedded: equal hashes need no new embedding."""
        text = self.summary_text() + "\0" + self.content_text()
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]

    def to_json(self) -> dict[str, Any]:
        return dict(vars(self))  # every field is JSON already (asdict deep-copies: slow)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Doc:
        return cls(**data)


def read_doc(skills_dir: Path, key: str, mark: str) -> Doc:
    """The Doc of the skill `key` under `skills_dir` (the home's `skills/`; an external key
    names its own folder) read now; an unreadable SKILL.md gives a Doc of its folder name.

    Named and categorised like Hermes' snapshot entries: the folder is the skill name, the
    folders above it (within its skills folder) the category.
    """
    if EXTERNAL in key:
        root, rel = key.split(EXTERNAL, 1)
        skills_dir = Path(root)
    else:
        rel = key
    parts = rel.split(os.sep)
    skill_name = parts[-2] if len(parts) >= 2 else skills_dir.name
    if len(parts) >= 2:
        category = "/".join(parts[:-2]) if len(parts) > 2 else parts[0]
    else:
        category = "general"
    try:
        doc = parse_document((skills_dir / rel).read_bytes())
    except (OSError, UnicodeDecodeError):
        return Doc(key, skill_name, skill_name, category, "", mark=mark)
    fm, _ = load_frontmatter(doc)
    body = _FENCE.sub(" ", doc.body[:SCAN_CHARS])
    return Doc(
        key=key,
        name=str(fm.get("name") or skill_name),
        skill_name=skill_name,
        category=category,
        description=str(fm.get("description") or "").strip().strip("'\""),
        headings=[h.strip() for h in _HEADING.findall(body)][:60],
        body=" ".join(_MARKUP.sub(" ", _HEADING.sub(" ", body[: BODY_CHARS * 2])).split())[
            :BODY_CHARS
        ],
        files=_file_titles(skills_dir / os.path.dirname(rel)),
        tags=_strings(_hermes(fm).get("tags")),
        platforms=_strings(fm.get("platforms")),
        environments=_strings(fm.get("environments")),
        conditions={k: _condition(_hermes(fm).get(k)) for k in CONDITION_KEYS},
        mark=mark,
    )


def _hermes(frontmatter: dict[str, Any]) -> dict[str, Any]:
    metadata = frontmatter.get("metadata")
    hermes = metadata.get("hermes") if isinstance(metadata, dict) else None
    return hermes if isinstance(hermes, dict) else {}


def _strings(value: Any) -> list[str]:
    if value is None:
        return []
    items = [value] if isinstance(value, str) or not isinstance(value, list) else value
    return [str(v).strip() for v in items if str(v).strip()]


def _condition(value: Any) -> list[str]:
    """A condition's entries as Hermes' `_skill_should_show` iterates them: a list's items, and
    a string's characters (`requires_toolsets: browser` asks for toolsets `b`, `r`, ..., so
    Hermes hides that skill whenever it knows the session's toolsets)."""
    if isinstance(value, str):
        return list(value)
    return [str(v) for v in value] if isinstance(value, list) else []


def _file_titles(folder: Path) -> list[str]:
    """Supporting files' names as words, and a Markdown file's first heading after them
    (`references/api-limits.md` with `# Rate limits per plan` -> `api limits: Rate limits
    per plan`)."""
    titles: list[str] = []
    for sub in sorted(SUPPORT_DIRS):
        try:
            names = sorted(os.listdir(folder / sub))
        except OSError:
            continue
        for name in names:
            stem, ext = os.path.splitext(name)
            words = re.sub(r"[-_.]+", " ", stem).strip()
            heading = _md_title(folder / sub / name) if ext.lower() == ".md" else ""
            titles.append(f"{words}: {heading}" if words and heading else words or heading)
    return [t for t in titles if t][:MAX_FILES]


def _md_title(path: Path) -> str:
    """The first Markdown heading in the head of `path` ("" if none or unreadable)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(TITLE_BYTES).decode("utf-8", "replace")
    except OSError:
        return ""
    found = _HEADING.search(_FENCE.sub(" ", head))
    return " ".join(_MARKUP.sub(" ", found.group(1)).split()) if found else ""
