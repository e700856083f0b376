"""Install skills from git sources (and `--frozen` from skills.lock), uninstall them: proposals.

A source is fetched into a quarantine (see `quarantine.py`), every skill is checked, validated
and scanned under the source's trust, and what passes becomes one commit on
`hermes/review/<device>/install-<name>` carrying the skill folders, the `skills.lock` entries and
`Source`/`Source-Commit` trailers. main and the live files change only when a person approves.
"""

from __future__ import annotations

import time
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import UsageError
from hermes_git.guard import TRUST_LEVELS, guard_config, resolve_trust, worst_verdict
from hermes_git.hub.commit import (
    HubResult,
    Planned,
    Progress,
    Proposal,
    SkillOutcome,
    branch_base,
    commit_proposal,
    gate_under,
    lock_at,
    main_commit,
    no_progress,
    record_vendors,
    recover,
    skill_folders,
    stale_files,
)
from hermes_git.hub.source import NAME_RE, Source, SourceSkill, discover, parse_source, read_files
from hermes_git.init import open_repo
from hermes_git.skills.lockfile import LOCK_FILE, LockEntry, content_hash, render
from hermes_git.store.gitstore import GitStore
from hermes_git.store.quarantine import Limits, Quarantine


def install(
    root: Path,
    source_text: str,
    *,
    names: tuple[str, ...] = (),
    category: str | None = None,
    trust: str | None = None,
    limits: Limits | None = None,
    progress: Progress = no_progress,
    cwd: Path | None = None,
) -> HubResult:
    """Fetch a source, check and scan its skills, and propose the ones that pass.

    Raises:
        UsageError: a bad source, ref, category, trust level or `--skill` name.
        SourceRefused: the source as a whole is refused (size caps, git's object checks).
        GitError: the source could not be fetched.
    """
    source = parse_source(source_text, cwd)
    cfg = configmod.load(root)
    level = trust_of(source, cfg, trust)
    category = check_category(category)
    result = HubResult("install", source.typed)
    with open_repo(root) as store, Quarantine(store.git_dir, limits) as quarantine:
        start = time.perf_counter()
        progress("fetch", 0, 1, source.url)
        result.commit = quarantine.fetch(source.url, source.ref)
        progress("fetch", 1, 1, result.commit)
        chosen = select(
            discover(quarantine.entries(result.commit), source.name, quarantine.limits), names
        )
        result.timed("fetch", start)
        plans = _plan_all(quarantine, chosen, source, result, level, category, cfg, progress, root)
    with open_repo(root) as store, store.locked():
        recover(store)
        start = time.perf_counter()
        _propose_install(store, source, plans, result)
        result.timed("commit", start)
    return result


def trust_of(source: Source, cfg: configmod.Config, override: str | None) -> str:
    """The source's trust: `--trust`, else `guard.sources` (exact), else the policy's rules.

    Raises:
        UsageError: `--trust builtin` (only Hermes' own skills are builtin) or an unknown level.
    """
    if override is not None:
        if override not in TRUST_LEVELS or override == "builtin":
            raise UsageError(
                f"--trust {override!r} is not allowed",
                fix="use community or trusted (builtin is for Hermes' own skills)",
            )
        return override
    guard = guard_config(cfg.guard)
    for key in (source.typed, source.url, source.identity):
        if key in guard.sources:
            return guard.sources[key]
    return resolve_trust(source.identity, guard)


def check_category(category: str | None) -> str | None:
    """`--category`: one folder name, or None.

    Raises:
        UsageError: a path, an empty name or odd characters.
    """
    if category is None:
        return None
    if not NAME_RE.match(category):
        raise UsageError(
            f"not a usable category name: {category!r}",
            fix="one folder name: letters, digits, '.', '_' and '-'",
        )
    return category


def select(found: list[SourceSkill], names: tuple[str, ...]) -> list[SourceSkill]:
    """The `--skill` selection (all when none is given).

    Raises:
        UsageError: the source has no skill, or no skill of a given name.
    """
    if not found:
        raise UsageError("the source holds no skill (no SKILL.md)", fix="check the source and ref")
    if not names:
        return found
    by_name = {s.name: s for s in found}
    missing = [n for n in names if n not in by_name]
    if missing:
        raise UsageError(
            f"no skill named {', '.join(missing)} in the source",
            fix="it has: " + ", ".join(sorted(by_name)),
        )
    return [by_name[n] for n in dict.fromkeys(names)]


def _plan_all(
    quarantine: Quarantine,
    chosen: list[SourceSkill],
    source: Source,
    result: HubResult,
    trust: str,
    category: str | None,
    cfg: configmod.Config,
    progress: Progress,
    root: Path,
) -> list[Planned]:
    plans = []
    for done, skill in enumerate(chosen):
        progress("scan", done, len(chosen), skill.name)
        install_path = f"skills/{category}/{skill.name}" if category else f"skills/{skill.name}"
        outcome = SkillOutcome(
            skill.name, "refused", install_path, trust=trust, reasons=list(skill.problems)
        )
        result.skills.append(outcome)
        if skill.problems:
            continue
        start = time.perf_counter()
        files = read_files(quarantine, skill)
        result.timed("read", start)
        start = time.perf_counter()
        gate = gate_under(files, install_path, trust, cfg, root=root)
        result.timed("scan", start)
        outcome.verdict, outcome.reasons = gate.verdict, gate.reasons
        if gate.allowed:
            digest = content_hash(files)
            entry = LockEntry(
                source.typed,
                source.url,
                source.ref,
                str(result.commit),
                skill.path,
                install_path,
                digest,
                digest,
                trust,
            )
            plans.append(Planned(skill.name, files, entry, gate.verdict))
    progress("scan", len(chosen), len(chosen), "")
    return plans


def _propose_install(
    store: GitStore, source: Source, plans: list[Planned], result: HubResult
) -> None:
    main = main_commit(store)
    installed, folders = lock_at(store, main), skill_folders(store, main)
    by_name = {o.name: o for o in result.skills}
    plans = [p for p in plans if _free(p, installed, folders, by_name[p.name])]
    if not plans:
        return
    subject = "install-" + (plans[0].name if len(plans) == 1 else source.name)
    _branch, tip, base = branch_base(store, subject)
    lock = lock_at(store, base)
    writes: dict[str, bytes] = {}
    deletes: list[str] = []
    for plan in plans:
        folder = plan.entry.install_path
        writes.update({f"{folder}/{rel}": data for rel, data in plan.files.items()})
        if tip is not None:  # on main the folder is free (checked above): nothing is stale
            deletes += stale_files(store, base, folder, plan.files)
        lock[plan.name] = plan.entry
        by_name[plan.name].status = "proposed"
    writes[LOCK_FILE] = render(lock)
    branch, commit = commit_proposal(
        store, _install_proposal(subject, source, plans, writes, deletes, str(result.commit))
    )
    record_vendors(store, commit, plans)
    result.branches.append(branch)


def _free(
    plan: Planned, installed: dict[str, LockEntry], folders: dict[str, str], outcome: SkillOutcome
) -> bool:
    """Whether the name is free on main (not installed, no local skill of that name)."""
    if plan.name in installed:
        outcome.reasons.append(
            f"already installed at {installed[plan.name].install_path}; "
            f"use `hermes-git update {plan.name}`"
        )
    elif plan.name in folders:
        outcome.reasons.append(
            f"a skill named {plan.name} already exists at "
            f"{folders[plan.name]}; it is never overwritten"
        )
    else:
        return True
    return False


def _install_proposal(
    subject: str,
    source: Source,
    plans: list[Planned],
    writes: dict[str, bytes],
    deletes: list[str],
    commit: str,
) -> Proposal:
    names = [p.name for p in plans]
    lines = [
        f"- {p.name} -> {p.entry.install_path} ({p.verdict}, trust {p.entry.trust})" for p in plans
    ]
    message = (
        f"install: {', '.join(names)[:150]}\n\nFrom {source.url} at {commit} "
        f"(ref {source.ref}).\n" + "\n".join(lines) + "\nProposed by `hermes-git install`."
    )
    trailers = {
        "Hermes-Tool": "install",
        "Hermes-Action": "install",
        "Hermes-Skill": ",".join(names),
        "Guard-Verdict": worst_verdict([p.verdict for p in plans]),
        "Source": source.url,
        "Source-Commit": commit,
    }
    return Proposal(subject, writes, deletes, message, trailers)
