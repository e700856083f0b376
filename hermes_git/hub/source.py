"""What a source is and holds: SOURCE[@REF] parsed, skill folders found in a fetched tree."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from hermes_git.errors import UsageError
from hermes_git.skills.model import EXCLUDED_DIRS, SKILL_FILE, SUPPORT_DIRS
from hermes_git.store.quarantine import SHA_RE, Entry, Limits, Quarantine
from hermes_git.store.reads import FILE_MODES

SCHEMES = ("https", "http", "git", "ssh", "file")
NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
_SHORTHAND = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
_SCHEME = re.compile(r"^([a-z][a-z0-9+.-]*)://")
_SCP = re.compile(r"^[\w.-]+@[\w.-]+:(?!//)")
_GITHUB = re.compile(
    r"^(?:https://github\.com/|git@github\.com:|ssh://git@github\.com/)"
    r"([\w.-]+/[\w.-]+?)(?:\.git)?/?$"
)
_REF = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$")
_FORBIDDEN = (".git", ".gitattributes", ".gitmodules")


@dataclass(frozen=True)
class Source:
    """A skill source: what git fetches, which ref, and what its trust is resolved from."""

    url: str
    ref: str
    identity: str  # owner/repo for GitHub, else the URL or the absolute path
    name: str  # the repository's last path part (names a multi-skill proposal)
    typed: str  # the source as the user wrote it, without @REF


@dataclass
class SourceSkill:
    """A skill folder in a fetched tree; `problems` non-empty means it is refused."""

    name: str
    path: str  # folder inside the source; "" for a SKILL.md at the root
    entries: list[Entry]
    problems: list[str] = field(default_factory=list)

    def rel(self, entry: Entry) -> str:
        return entry.path[len(self.path) + 1 :] if self.path else entry.path

    @property
    def category(self) -> str | None:
        """The category folders the source keeps the skill under (`skills/dev/good`: `dev`;
        a leading `skills/` is the source's skills root), or None; odd names give None."""
        parts = PurePosixPath(self.path).parts[:-1]
        parts = parts[1:] if parts[:1] == ("skills",) else parts
        if not parts or not all(NAME_RE.match(p) and not p.endswith(".lock") for p in parts):
            return None
        return "/".join(parts)


def parse_source(text: str, cwd: Path | None = None) -> Source:
    """`SOURCE[@REF]` as a Source: a git URL, a local path, or GitHub's `owner/repo`.

    Raises:
        UsageError: none of those, an unsupported URL scheme, or a malformed ref.
    """
    text = text.strip()
    cwd = cwd or Path.cwd()
    typed, ref = _split_ref(text, cwd)
    if (
        (ref != "HEAD" and not (_REF.match(ref) or SHA_RE.match(ref)))
        or ".." in ref
        or ref.endswith((".lock", "/"))
    ):
        raise UsageError(f"not a valid git ref: {ref!r}", fix="use a branch, a tag or a commit id")
    if not typed or typed.startswith("-"):
        raise UsageError(f"not a source: {text!r}", fix="give a git URL, a path or owner/repo")
    url = _url(typed, cwd)
    github = _GITHUB.match(url)
    identity = github.group(1) if github else url
    name = PurePosixPath(url.rstrip("/")).name.removesuffix(".git") or "source"
    return Source(url, ref, identity, name, typed)


def _split_ref(text: str, cwd: Path) -> tuple[str, str]:
    if "@" not in text or (cwd / text).exists():
        return text, "HEAD"
    left, right = text.rsplit("@", 1)
    if not left or ":" in right or re.match(r"^[a-z][a-z0-9+.-]*://[^/]*$", left):
        return text, "HEAD"
    return left, right


def _url(typed: str, cwd: Path) -> str:
    scheme = _SCHEME.match(typed)
    if scheme:
        if scheme.group(1) not in SCHEMES:
            raise UsageError(
                f"unsupported URL scheme {scheme.group(1)!r}",
                fix=f"use one of {', '.join(SCHEMES)}",
            )
        return typed
    if _SCP.match(typed):
        return typed
    local = (cwd / typed).expanduser()
    if local.exists():
        return str(local.resolve())
    if _SHORTHAND.match(typed):
        return f"https://github.com/{typed}.git"
    raise UsageError(
        f"not a source: {typed!r} (no such path, not a URL, not owner/repo)",
        fix="give a git URL, a local path or GitHub's owner/repo",
    )


def discover(entries: list[Entry], source_name: str, limits: Limits) -> list[SourceSkill]:
    """The skill folders of a fetched tree (as Hermes finds them), each checked for safety."""
    dirs = sorted(
        {
            _parent(e.path)
            for e in entries
            if PurePosixPath(e.path).name == SKILL_FILE and _walkable(e.path)
        }
    )
    dirs = [d for d in dirs if not any(_in_support_dir(d, other) for other in dirs)]
    skills = []
    for folder in dirs:
        nested = [d for d in dirs if d != folder and _under(d, folder)]
        own = [
            e
            for e in entries
            if _under(e.path, folder) and not any(_under(e.path, n) for n in nested)
        ]
        name = PurePosixPath(folder).name if folder else source_name
        skill = SourceSkill(name, folder, own)
        skill.problems = check(skill, limits)
        skills.append(skill)
    return skills


def _parent(path: str) -> str:
    parent = str(PurePosixPath(path).parent)
    return "" if parent == "." else parent


def _walkable(path: str) -> bool:
    return not any(part in EXCLUDED_DIRS for part in PurePosixPath(path).parts[:-1])


def _under(path: str, folder: str) -> bool:
    return not folder or path.startswith(folder + "/")


def _in_support_dir(folder: str, skill_dir: str) -> bool:
    if folder == skill_dir or not _under(folder, skill_dir):
        return False
    rest = folder[len(skill_dir) + 1 :] if skill_dir else folder
    return rest.split("/")[0] in SUPPORT_DIRS


def check(skill: SourceSkill, limits: Limits) -> list[str]:
    """Why this skill folder may not be installed (empty: it may be, if the gate agrees)."""
    problems = (
        []
        if NAME_RE.match(skill.name) and not skill.name.endswith(".lock")
        else [f"{skill.name!r} is not a usable skill folder name"]
    )
    for entry in skill.entries:
        problems.extend(_entry_problems(skill.rel(entry), entry, limits))
    total = sum(e.size for e in skill.entries)
    if len(skill.entries) > limits.skill_files:
        problems.append(f"{len(skill.entries):,} files; the cap is {limits.skill_files:,}")
    if total > limits.skill_bytes:
        problems.append(f"{total:,} bytes; the cap is {limits.skill_bytes:,}")
    return problems


def _entry_problems(rel: str, entry: Entry, limits: Limits) -> list[str]:
    if entry.kind == "commit":
        return [f"{rel}: a submodule (link to another repository); not installed"]
    if entry.mode == "120000":
        return [f"{rel}: a symbolic link; skills are installed without links"]
    if entry.mode not in FILE_MODES or entry.kind != "blob":
        return [f"{rel}: unsupported entry (mode {entry.mode})"]
    problems = [f"{rel}: {why}" for why in path_problems(rel)]
    if entry.size > limits.file_bytes:
        problems.append(f"{rel}: {entry.size:,} bytes; the cap is {limits.file_bytes:,}")
    return problems


def path_problems(rel: str) -> list[str]:
    """Why a path inside a skill is unsafe to write (traversal, git metadata, odd characters)."""
    if rel.startswith("/") or "\\" in rel:
        return ["an absolute path or a backslash"]
    problems = []
    for part in rel.split("/"):
        low = part.lower().rstrip(". ")
        if part in ("", ".", ".."):
            problems.append("an empty, '.' or '..' path part")
        elif low in _FORBIDDEN or low.startswith("git~"):
            problems.append(f"git metadata ({part!r}) cannot be installed")
        elif any(ord(c) < 32 or ord(c) == 127 for c in part):
            problems.append("a control character in the name")
    return problems


def read_files(quarantine: Quarantine, skill: SourceSkill) -> dict[str, bytes]:
    """{path inside the skill: bytes}, read from git objects (nothing is checked out)."""
    blobs = quarantine.read_blobs(sorted({e.sha for e in skill.entries}))
    return {skill.rel(e): blobs[e.sha] for e in skill.entries}


def find_skill(skills: list[SourceSkill], path: str) -> SourceSkill | None:
    return next((s for s in skills if s.path == path), None)
