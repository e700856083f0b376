"""`hermes-git validate`: check SKILL.md and memory files against a profile's schema and rules."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from hermes_git import config as configmod
from hermes_git.errors import HermesGitError
from hermes_git.files import read_bytes
from hermes_git.frontmatter import parse_document
from hermes_git.memory.validate import MEMORY_FILES, bom_problem, validate_memory
from hermes_git.parse.yamlio import YAMLError, yaml_error_info, yaml_load_marked
from hermes_git.problems import Problem
from hermes_git.schema import problems as schema_problems
from hermes_git.skills.model import SKILL_FILE, iter_index_files
from hermes_git.validate import checks
from hermes_git.validate.fixes import with_fixes

__all__ = [
    "PROFILES",
    "Result",
    "Target",
    "ValidateError",
    "collect",
    "default_paths",
    "validate_memory",
    "validate_paths",
    "validate_skill",
]

PROFILES = ("hermes", "agentskills", "claude-code")
DEFAULT_PROFILE = "hermes"
SCHEMAS = {
    "hermes": "skill",
    "agentskills": "skill-agentskills",
    "claude-code": "skill-claude-code",
}
_UNKNOWN_WHY = {
    "hermes": "Hermes does not read it",
    "claude-code": "Claude Code does not document it",
}
SEVERITIES = ("error", "warning", "info")
PARALLEL_MIN = 400  # fewer SKILL.md files than this are checked in this process


class ValidateError(HermesGitError):
    """A path given to `validate` cannot be checked (missing, or not a skill or memory file)."""


@dataclass(frozen=True)
class Target:
    """One file to check: a SKILL.md (with its folder name) or a memory file."""

    kind: str  # "skill" or "memory"
    path: Path
    dir_name: str = ""


@dataclass
class Result:
    """Every problem found, the profile used and how many files were checked."""

    profile: str
    files: int = 0
    problems: list[Problem] = field(default_factory=list)

    def count(self, severity: str) -> int:
        return sum(1 for p in self.problems if p.severity == severity)

    @property
    def ok(self) -> bool:
        """No errors (warnings and notes are allowed)."""
        return self.count("error") == 0


def validate_paths(
    paths: Sequence[Path], profile: str | None = None, cwd: Path | None = None
) -> Result:
    """Check every SKILL.md and memory file in `paths` (skill folders, files, or trees).

    Without `profile`, the `validate.profile` of the nearest `.hermes-git.yaml` is used (else
    `hermes`). Problem paths are relative to `cwd` (default: the current folder) when inside it.

    Raises:
        ValidateError: a path does not exist or is neither a skill, a memory file nor a folder.
        ConfigError: a `.hermes-git.yaml` on the way is broken.
    """
    tree = _leading_tree(paths)
    targets = collect(paths) if tree is None else _memory_targets(tree) + collect(paths[1:])
    profile = profile or _settings(_anchor(paths)).profile
    if profile not in PROFILES:
        raise ValidateError(f"unknown profile {profile!r}", fix=f"use one of {', '.join(PROFILES)}")
    base = (cwd or Path.cwd()).absolute()
    result = Result(profile, files=len(targets))
    if tree is not None:  # its skills come first, as `collect` would list them
        files, problems = _check_tree(_skills_root(tree), profile, base)
        result.files += files
        result.problems.extend(problems)
    skills = [t for t in targets if t.kind == "skill"]
    result.problems.extend(check_skills(skills, profile, base))
    for target in targets:
        if target.kind == "memory":
            limits = _settings(target.path).memory_limits
            result.problems.extend(
                with_fixes(validate_memory(target.path, _display(target.path, base), limits))
            )
    return result


def _leading_tree(paths: Sequence[Path]) -> Path | None:
    """The first path when it is a folder of skills (not a skill itself) that no other path
    overlaps (as `hermes-git validate` gives skills/ and memories/), else None."""
    if not paths:
        return None
    first = paths[0].absolute()
    if not first.is_dir() or (first / SKILL_FILE).is_file():
        return None
    others = [p.absolute() for p in paths[1:]]
    if any(p.is_relative_to(first) or first.is_relative_to(p) for p in others):
        return None
    return first


def _check_tree(root: Path, profile: str, base: Path) -> tuple[int, list[Problem]]:
    """(SKILL.md files, their problems) under `root`; big trees are walked and checked by forked
    workers together (`skills.walk`), else as `check_skills` checks a list."""
    # deferred for start-up: a hook checking a few files never forks (pickle, threading)
    from hermes_git.skills import walk as skillwalk

    workers = skillwalk.worker_count() if skillwalk.can_fork() else 1
    schema_problems.warm(SCHEMAS[profile])  # compiled once here; the forked workers inherit it

    def check(path: str) -> list[Problem]:
        skill_md = Path(path)
        return validate_skill(skill_md, skill_md.parent.name, profile, _display(skill_md, base))

    walked = skillwalk.walk_and_check(str(root), check, workers, PARALLEL_MIN)
    if walked.problems is not None:
        return len(walked.paths), walked.problems
    targets = [Target("skill", Path(p), Path(p).parent.name) for p in walked.paths]
    return len(targets), check_skills(targets, profile, base)


def check_skills(targets: list[Target], profile: str, base: Path) -> list[Problem]:
    """Problems of many SKILL.md files; big trees are split over the CPUs (forked workers).

    This process checks its share of the files while the workers check theirs.
    """
    if len(targets) < PARALLEL_MIN:
        return _check_chunk(targets, profile, base)
    # deferred for start-up: a hook checking a few files never forks (pickle, threading)
    from hermes_git.skills import walk as skillwalk

    workers = skillwalk.worker_count()
    if workers < 2 or not skillwalk.can_fork():
        return _check_chunk(targets, profile, base)
    schema_problems.warm(SCHEMAS[profile])  # compiled once here; the forked workers inherit it
    cut = [len(targets) * i // workers for i in range(workers + 1)]
    parts = skillwalk.forked(
        workers, lambda i: _check_chunk(targets[cut[i] : cut[i + 1]], profile, base)
    )
    return [p for part in parts for p in part]


def _check_chunk(targets: list[Target], profile: str, base: Path) -> list[Problem]:
    problems: list[Problem] = []
    for target in targets:
        problems.extend(
            validate_skill(target.path, target.dir_name, profile, _display(target.path, base))
        )
    return problems


def _anchor(paths: Sequence[Path]) -> Path:
    return paths[0] if paths else Path.cwd()


def _display(path: Path, base: Path) -> str:
    text, prefix = str(path), str(base).rstrip(os.sep) + os.sep
    if text.startswith(prefix):
        return text[len(prefix) :].replace(os.sep, "/")
    return text


def collect(paths: Sequence[Path]) -> list[Target]:
    """The files to check under `paths`, each once, in a stable order.

    Raises:
        ValidateError: a path does not exist or cannot be validated.
    """
    seen: dict[Path, Target] = {}
    for given in paths:
        for target in _targets(given.absolute()):
            seen.setdefault(target.path, target)
    return list(seen.values())


def _targets(path: Path) -> list[Target]:
    if path.is_dir():
        if (path / SKILL_FILE).is_file():
            return [Target("skill", path / SKILL_FILE, path.name)]
        return _tree(path)
    if not path.exists():
        raise ValidateError("no such file or folder", path=path)
    if path.name == SKILL_FILE:
        return [Target("skill", path, path.parent.name)]
    if path.name in MEMORY_FILES:
        return [Target("memory", path)]
    raise ValidateError(
        "not a SKILL.md, a skill folder, a memory file (MEMORY.md, USER.md) or a folder of them",
        path=path,
    )


def _tree(root: Path) -> list[Target]:
    """Skills and memory files in a folder (for a Hermes home or repo: skills/ and memories/)."""
    return [
        Target("skill", md, md.parent.name) for md in iter_index_files(_skills_root(root))
    ] + _memory_targets(root)


def _skills_root(root: Path) -> Path:
    return root / "skills" if (root / "skills").is_dir() else root


def _memory_targets(root: Path) -> list[Target]:
    return [
        Target("memory", folder / name)
        for folder in (root / "memories", root)
        for name in sorted(MEMORY_FILES)
        if (folder / name).is_file()
    ]


# --- SKILL.md -----------------------------------------------------------------------------------


def validate_skill(
    path: Path, dir_name: str, profile: str = DEFAULT_PROFILE, display: str | None = None
) -> list[Problem]:
    """Every problem of one SKILL.md under `profile`; `dir_name` is its folder's name."""
    shown = display or str(path)
    try:
        data = read_bytes(path)
    except OSError as exc:
        return with_fixes([Problem(shown, f"cannot read: {exc.strerror}", "unreadable")])
    return validate_skill_bytes(
        data, dir_name, profile, shown, partial(checks.exists_in, path.parent)
    )


def validate_skill_bytes(
    data: bytes, dir_name: str, profile: str, shown: str, exists: Callable[[str], bool]
) -> list[Problem]:
    """`validate_skill` of a SKILL.md's bytes; `exists(link)`: whether a link of its body
    names something in the skill folder. Each problem carries its fix."""
    return with_fixes(_skill_problems(data, dir_name, profile, shown, exists))


def _skill_problems(
    data: bytes, dir_name: str, profile: str, shown: str, exists: Callable[[str], bool]
) -> list[Problem]:
    try:
        doc = parse_document(data)
    except UnicodeDecodeError as exc:
        return [
            Problem(
                shown, f"not UTF-8 (byte {exc.start}); save the file as UTF-8", "encoding", line=1
            )
        ]
    problems = bom_problem(shown, doc.bom)
    if doc.yaml_text is None:
        return [*problems, _no_frontmatter(shown, doc.body)]
    try:
        marked = yaml_load_marked(doc.yaml_text)
    except YAMLError as exc:
        return [*problems, checks.yaml_problem(shown, yaml_error_info(exc), doc)]
    problems += checks.duplicate_problems(shown, marked, doc)
    line_of = checks.line_finder(doc, marked)
    front = {} if marked.data is None else marked.data
    if not isinstance(front, dict):
        return [
            *problems,
            Problem(
                shown,
                f"the frontmatter must be a mapping of keys to values; got {type(front).__name__}",
                "frontmatter-not-mapping",
                line=2,
            ),
        ]
    problems += schema_problems.schema_problems(front, SCHEMAS[profile], shown, line_of)
    problems += _profile_checks(shown, front, dir_name, profile, line_of)
    chars = len(data) if doc.chars is None else doc.chars
    problems += checks.body_problems(shown, doc, exists, chars)
    return _ordered(problems)


def _no_frontmatter(path: str, text: str) -> Problem:
    if text.startswith("---"):
        return Problem(
            path,
            "the frontmatter is not closed: add a line '---' (followed by a "
            "newline) after it; until then Hermes sees no frontmatter",
            "frontmatter-unclosed",
            line=1,
        )
    return Problem(
        path,
        "SKILL.md must start with '---' and a YAML frontmatter block (name, description)",
        "frontmatter-missing",
        line=1,
    )


def _profile_checks(
    path: str, front: dict[str, Any], dir_name: str, profile: str, line_of: schema_problems.LineOf
) -> list[Problem]:
    severity = "error" if profile == "agentskills" else "warning"
    problems = checks.name_dir_problem(path, front, dir_name, severity, line_of)
    if profile == "agentskills":
        return problems  # the schema itself refuses unknown keys
    known = checks.known_keys(SCHEMAS[profile])
    problems += [
        schema_problems.unknown_key(path, (key,), line_of, known, "warning", _UNKNOWN_WHY[profile])
        for key in front
        if key not in known
    ]
    if profile == "hermes":
        problems += checks.tool_list_problem(path, front, line_of)
        problems += checks.hermes_name_problems(path, front, line_of)
        problems += checks.index_problem(path, front, line_of)
    return problems


def _ordered(problems: list[Problem]) -> list[Problem]:
    return sorted(
        problems, key=lambda p: (p.line or 0, SEVERITIES.index(p.severity), p.pointer, p.rule)
    )


# --- settings -----------------------------------------------------------------------------------


def _settings(path: Path) -> configmod.Config:
    """The config that governs `path`: the nearest `.hermes-git.yaml` above it, else Hermes' home.

    Raises:
        ConfigError: that `.hermes-git.yaml` is broken.
    """
    start = path.absolute()
    folder = start if start.is_dir() else start.parent
    for candidate in (folder, *folder.parents):
        if (candidate / configmod.CONFIG_FILE).is_file():
            return configmod.load(candidate)
    if folder.name == "memories":
        return configmod.load(folder.parent)
    return configmod.Config()


def hide_infos(problems: list[Problem]) -> list[Problem]:
    """The problems without the `info` notes (text and GitHub output show those only with -v)."""
    return [p for p in problems if p.severity != "info"]


def default_paths(root: Path) -> list[Path]:
    """What `validate` checks without PATH: the repo's skills/ and memories/.

    Raises:
        ValidateError: the repo has neither.
    """
    found = [root / sub for sub in ("skills", "memories") if (root / sub).is_dir()]
    if not found:
        raise ValidateError(
            "no skills/ or memories/ folder here",
            path=root,
            fix="give a PATH, or --repo the hermes-git repository",
        )
    return found
