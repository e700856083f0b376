"""One entry point for commands: find what to scan, load the repo's guard settings, scan."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import HermesGitError, UsageError
from hermes_git.guard import cache, policy, suppress
from hermes_git.guard.detonate import may_run
from hermes_git.guard.scanner import Options, Report, scan_all
from hermes_git.memory.entries import TARGETS
from hermes_git.skills.cache import default_cache_file
from hermes_git.skills.model import SKILL_FILE, index_file_paths, sorted_paths, walked_dirs
from hermes_git.skills.walkcache import WALK_FILE, cached_index_paths

MEMORY_FILES = frozenset(TARGETS.values())
# What a blocked hook or CI run prints: there is nobody to "ask", so say how to accept.
SUPPRESSION_ROUTE = (
    "hook: blocked (a hook has nobody to ask). If a finding is a false alarm, accept it with "
    "a reason: an inline `# hermes-git: allow RULE @FINGERPRINT -- reason` comment on the line "
    "(`hermes-git scan` prints the exact pragma), or a reviewed entry in "
    ".hermes-git-allow.yaml (docs/guard.md, Suppressions); then commit again."
)


@dataclass(frozen=True)
class Request:
    """What the user asked for: paths (empty: the repo's skills and memory), trust, LLM.

    `cache` False scans without the repo's findings cache: a hook checking a few changed files
    would otherwise load (and rewrite) findings kept for the whole repo, a cost that grows with
    it. The findings are the same either way.
    """

    paths: tuple[Path, ...]
    root: Path
    trust: str | None = None
    llm: bool = False
    cache: bool = True
    unattended: bool = False  # a hook or CI: "ask" blocks (see policy.decide)
    detonate: bool | None = None  # --detonate / --no-detonate; None: guard.detonate decides
    context: str = "scan"  # scan | ci | hook: where `auto` detonation applies


def find_targets(
    paths: list[Path], walk_record: Path | None = None
) -> tuple[list[Path], list[Path]]:
    """Skill folders and memory files under `paths` (`walk_record`: the repo's record of its
    skills folder walk, `skills.walkcache`, used for that folder).

    Raises:
        HermesGitError: a path does not exist (exit 3: the scan could not run).
    """
    skills: list[Path] = []
    memories: list[Path] = []
    for path in paths:
        if not path.exists():
            raise HermesGitError(f"no such file or folder: {path}", path=path)
        if path.is_file():
            if path.name in MEMORY_FILES:
                memories.append(path)
            elif path.name == SKILL_FILE:
                skills.append(path.parent)
            else:
                raise UsageError(
                    f"not a skill folder or memory file: {path}",
                    fix="give a skill folder, a folder of skills, or MEMORY.md",
                )
            continue
        if (path / SKILL_FILE).is_file():
            skills.append(path)
            continue
        record = walk_record if walk_record and path.name == "skills" else None
        skills.extend(_skill_folders(path, record))
        memories.extend(sorted(p for p in path.glob("memories/*.md") if p.name in MEMORY_FILES))
        memories.extend(sorted(p for p in path.glob("*.md") if p.name in MEMORY_FILES))
    return list(dict.fromkeys(skills)), list(dict.fromkeys(memories))


def _skill_folders(path: Path, record: Path | None) -> list[Path]:
    """The folders of `iter_index_files(path)`, one Path each (not two: 20,000 skills)."""
    root = os.fspath(path)
    if record is None:
        found = index_file_paths(root)
    else:
        found = cached_index_paths(root, record, SKILL_FILE, walked_dirs)
    return [Path(os.path.dirname(p)) for p in sorted_paths(found)]


def guard_settings(root: Path) -> policy.GuardConfig:
    """The `guard:` settings of the repo at `root` (defaults outside a hermes-git repo).

    Raises:
        ConfigError: `.hermes-git.yaml` or its `guard:` key is broken.
    """
    if not (root / configmod.CONFIG_FILE).is_file():
        return policy.GuardConfig()
    data = configmod.load(root).guard
    return policy.guard_config(data, str(root / configmod.CONFIG_FILE))


def scan(request: Request) -> Report:
    """Scan what the request names under the repo's policy, allow file and cache.

    Raises:
        HermesGitError: a path is missing or there is nothing to scan (exit 3).
        ConfigError: `.hermes-git.yaml`, its `guard:` key or the allow file is broken.
    """
    root = request.root
    settings = guard_settings(root)
    paths = list(request.paths) or [p for p in (root / "skills", root / "memories") if p.exists()]
    if not paths:
        raise HermesGitError(
            "nothing to scan: no skills/ or memories/ here",
            path=root,
            fix="give PATHs, or point --repo at a Hermes home",
        )
    cache_file = default_cache_file(root)
    record = cache_file.with_name(WALK_FILE) if cache_file and not request.paths else None
    skills, memories = find_targets(paths, record)
    if may_run(settings.detonate, request.context, request.detonate):
        # the sandbox and the analysis load only when a run is due (hooks never pay for them)
        from hermes_git.guard.detonate import gate as detonation

        detonation.check(settings.detonate, request.detonate)  # asked outright: exit 3
    opts = Options(
        trust=request.trust or settings.trust,
        config=settings,
        allow=suppress.load_allow_file(root / settings.allow_file),
        display_root=root,
        secret_root=root,
        cache=cache.for_path(root) if request.cache else cache.FindingCache(None),
        unattended=request.unattended,
    )
    report = scan_all(skills, memories, opts)
    if may_run(settings.detonate, request.context, request.detonate):
        _detonate(report, skills, request, settings, opts)
    if request.llm:
        from hermes_git.guard import llm  # imports openai: only when asked for

        llm.apply(report, settings, root)
    return report


def _detonate(
    report: Report,
    skills: list[Path],
    request: Request,
    settings: policy.GuardConfig,
    opts: Options,
) -> None:
    """Run each skill's code in the sandbox when asked (or `auto` applies) and re-decide."""
    from hermes_git.guard.detonate import gate as detonation  # see scan(): only when due

    targets = [t for t in report.targets if t.kind == "skill"]
    for folder, target in zip(skills, targets, strict=True):
        if detonation.wanted(settings.detonate, target.trust, request.context, request.detonate):
            detonation.detonate_target(target, detonation.files_of(folder), opts)
