"""One entry point for commands: find what to scan, load the repo's guard settings, scan."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import HermesGitError, UsageError
from hermes_git.files import collector_paused
from hermes_git.guard import cache
from hermes_git.guard.detonate import may_run
from hermes_git.guard.judge import policy, suppress
from hermes_git.guard.targets import Options, Report, Target, TrustSource, absolute
from hermes_git.memory.entries import TARGETS
from hermes_git.skills.cache import default_cache_file
from hermes_git.skills.model import (
    SKILL_FILE,
    folder_of,
    index_file_paths,
    sorted_paths,
    walked_dirs,
)
from hermes_git.skills.walkcache import WALK_FILE, cached_index_paths

MEMORY_FILES = frozenset(TARGETS.values())


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


def _find(
    paths: list[Path], walk_record: Path | None, stats: dict[str, os.stat_result] | None
) -> tuple[list[str], list[Path]]:
    """Skill folders (as strings: 20,000 skills, no Path each) and memory files under `paths`
    (`walk_record`: the repo's record of its skills folder walk, `skills.walkcache`, used for
    that folder; `stats`: gets each folder's `stat` from that walk).

    Raises:
        HermesGitError: a path does not exist (exit 3: the scan could not run).
    """
    skills: list[str] = []
    memories: list[Path] = []
    for path in paths:
        if not path.exists():
            raise HermesGitError(f"no such file or folder: {path}", path=path)
        if path.is_file():
            if path.name in MEMORY_FILES:
                memories.append(path)
            elif path.name == SKILL_FILE:
                skills.append(os.fspath(path.parent))
            else:
                raise UsageError(
                    f"not a skill folder or memory file: {path}",
                    fix="give a skill folder, a folder of skills, or MEMORY.md",
                )
            continue
        if (path / SKILL_FILE).is_file():
            skills.append(os.fspath(path))
            continue
        record = walk_record if walk_record and path.name == "skills" else None
        skills.extend(_skill_folders(path, record, stats))
        memories.extend(sorted(p for p in path.glob("memories/*.md") if p.name in MEMORY_FILES))
        memories.extend(sorted(p for p in path.glob("*.md") if p.name in MEMORY_FILES))
    return list(dict.fromkeys(skills)), list(dict.fromkeys(memories))


def _skill_folders(
    path: Path, record: Path | None, stats: dict[str, os.stat_result] | None
) -> list[str]:
    """The folders of `iter_index_files(path)`, in the order of their Paths."""
    root = os.fspath(path)
    if record is None:
        found = index_file_paths(root)
    else:
        found = cached_index_paths(root, record, SKILL_FILE, walked_dirs, stats)
    return [folder_of(p) for p in sorted_paths(found)]


def _require_found(given: tuple[Path, ...], folders: list[str], memories: list[Path]) -> None:
    """A folder the user named that holds no skill and no memory file is an error, never an
    empty "safe".

    Raises:
        HermesGitError: nothing under one of the folders named (exit 3: nothing was scanned).
    """
    found = [*folders, *map(os.fspath, memories)]
    for path in given:
        top = os.fspath(path).rstrip(os.sep)
        if path.is_dir() and not any(f == top or f.startswith(top + os.sep) for f in found):
            raise HermesGitError(
                f"no skill (a folder with {SKILL_FILE}) and no MEMORY.md or USER.md in it",
                path=path,
                fix="give a skill folder, a folder of skills, or a memory file",
            )


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
    root, note = home_of(request.root, request.paths)
    settings = guard_settings(root) if not note else policy.GuardConfig()
    paths = list(request.paths) or [p for p in (root / "skills", root / "memories") if p.exists()]
    if not paths:
        raise HermesGitError(
            "nothing to scan: no skills/ or memories/ here",
            path=root,
            fix="give PATHs, or point --repo at a Hermes home",
        )
    cache_file = default_cache_file(root)
    record = cache_file.with_name(WALK_FILE) if cache_file and not request.paths else None
    stats: dict[str, os.stat_result] = {}
    folders, memories = _find(paths, record, stats)
    _require_found(request.paths, folders, memories)
    if may_run(settings.detonate, request.context, request.detonate):
        # the sandbox and the analysis load only when a run is due (hooks never pay for them)
        from hermes_git.guard.detonate import gate as detonation

        detonation.check(settings.detonate, request.detonate)  # asked outright: exit 3
    opts = Options(
        trust=request.trust or settings.trust,
        config=settings,
        allow=[] if note else suppress.load_allow_file(root / settings.allow_file),
        display_root=root,
        secret_root=None if note else root,
        cache=cache.for_path(root) if request.cache and not note else cache.FindingCache(None),
        unattended=request.unattended,
    )
    report = _scan_all(folders, memories, opts, stats)
    report.trust = _trust_source(request.trust, opts.trust, root, note)
    if may_run(settings.detonate, request.context, request.detonate):
        _detonate(report, [Path(f) for f in folders], request, settings, opts)
    if request.llm:
        from hermes_git.guard import llm  # imports openai: only when asked for

        llm.apply(report, settings, root)
    return report


def home_of(root: Path, paths: tuple[Path, ...]) -> tuple[Path, str]:
    """The repository whose configuration a scan of `paths` uses, and, when none applies, why
    (a path outside the configured home never borrows its trust, allow file or baseline):
    `root` when every path is inside it, else the repository holding the first path when it
    holds them all."""
    if not paths or _inside(paths, root):
        return root, ""
    markers = (configmod.CONFIG_FILE, configmod.ALLOW_FILE)
    start = paths[0] if paths[0].is_dir() else paths[0].parent
    found = configmod.find_upward(start, markers)
    if found is not None and _inside(paths, found):
        return found, ""
    if not any((root / m).is_file() for m in markers):
        return root, ""  # no configuration there to borrow: the defaults anyway
    outside = next(p for p in paths if not _inside((p,), root))
    return root, f"{outside} is outside {root}, whose configuration does not apply"


def _inside(paths: tuple[Path, ...], root: Path) -> bool:
    real = os.path.realpath(root)
    return all(
        os.path.realpath(p) == real or os.path.realpath(p).startswith(real.rstrip("/") + "/")
        for p in paths
    )


def _trust_source(asked: str | None, level: str, root: Path, note: str) -> TrustSource:
    if asked:
        return TrustSource(level, "--trust")
    config = root / configmod.CONFIG_FILE
    if note or not config.is_file():
        return TrustSource(level, "default", note)
    return TrustSource(level, str(config))


def _scan_all(
    folders: list[str], memories: list[Path], opts: Options, stats: dict[str, os.stat_result]
) -> Report:
    """Scan skill folders and memory files, answering what the cache knows to be clean without
    the scanner:
    the rule and secret engines load only when a file must be looked at (`stats`: folders'
    `stat` from discovery, so a clean folder costs one `lstat` a file)."""
    found = opts.cache
    decision = policy.decide(opts.trust, "safe", opts.config, opts.unattended)
    with collector_paused():  # 20,000 targets
        skills = [_clean_skill(f, opts, decision) if found.clean(absolute(f), stats.get(f))
                  else None for f in folders]  # fmt: skip
        notes = [_clean_memory(m, opts, decision) if found.clean_file(os.path.abspath(m))
                 else None for m in memories]  # fmt: skip
    if None in skills or None in notes:
        skills, notes = _scan_rest(folders, skills, memories, notes, opts)
    found.save()
    return Report([t for t in skills + notes if t is not None])


def _scan_rest(
    folders: list[str],
    skills: list[Target | None],
    memories: list[Path],
    notes: list[Target | None],
    opts: Options,
) -> tuple[list[Target | None], list[Target | None]]:
    """Scan the skills and memory files the cache could not answer (None), in place order;
    a memory file found to hold nothing is recorded (its `lstat` taken before reading)."""
    from hermes_git.guard import scanner  # the engines: only for what the cache does not know

    skills = [t or scanner.scan_skill(Path(f), opts) for t, f in zip(skills, folders, strict=True)]
    for index, (target, path) in enumerate(zip(notes, memories, strict=True)):
        if target is None:
            try:
                info: os.stat_result | None = os.lstat(path)
            except OSError:
                info = None
            scanned = notes[index] = scanner.scan_memory(path, opts)
            if info is not None and not scanned.findings:
                opts.cache.remember_clean_file(os.path.abspath(path), info)
    return skills, notes


def _clean_skill(folder: str, opts: Options, decision: str) -> Target:
    """What `scanner.scan_skill` says of a folder its record knows to be clean (a folder:
    the record's `lstat` of it says so; a folder replaced by a link since has a new ctime)."""
    shown = opts.shown(folder, linked=False)
    name = ("" if shown in ("", ".") else shown.rpartition("/")[2]) or Path(folder).resolve().name
    return Target("skill", name, shown, opts.trust, [], "safe", decision)


def _clean_memory(path: Path, opts: Options, decision: str) -> Target:
    return Target("memory", path.name, opts.shown(path), opts.trust, [], "safe", decision)


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
