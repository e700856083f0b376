"""History of skills and memory: `log`, `diff`, and `revert` of a whole skill folder."""

from __future__ import annotations

from pathlib import Path

from hermes_git import config as configmod
from hermes_git import gates
from hermes_git.errors import SkillNotFoundError, UsageError
from hermes_git.init import open_repo
from hermes_git.proposals.change import (
    MAIN_REF,
    Change,
    Outcome,
    Request,
    log,
)
from hermes_git.proposals.compute import commit_change
from hermes_git.proposals.live import recover
from hermes_git.proposals.review import approve
from hermes_git.store.gitstore import FILE_MODES, GitStore


def diff(store: GitStore, rev: str | None = None) -> str:
    """The diff of live skills and memory against `rev` (default: the last commit)."""
    args = ["diff", rev or "HEAD", "--", "skills", "memories"]
    return store.run(*args)


def revert(root: Path, skill: str, to: str | None = None, now: bool = False) -> Outcome:
    """Restore a whole skill folder as it was at `to` (default: before its last change).

    A deleted skill is brought back the same way. The result is a proposal, or with `now`
    it goes straight to main (through the same gated approval).

    Raises:
        SkillNotFoundError: no history for that skill.
        UsageError: `to` does not name a commit.
    """
    with open_repo(root) as store, store.locked():
        recover(store)
        cfg = configmod.load(root)
        folder, target = _revert_target(store, skill, to)
        change = _restore_change(store, folder, target, cfg.profile)
        request = Request(
            "skill_manage", {"action": "revert", "name": change.subject}, "revert", ""
        )
        device = store.device() or configmod.default_device()
        outcome = commit_change(store, request, change, device)
    if now and outcome.status == "proposed" and outcome.branch:
        outcome.commit = approve(root, outcome.branch).commit
        outcome.status, outcome.message = "recorded", f"Restored {folder} on main."
    return outcome


def _revert_target(store: GitStore, skill: str, to: str | None) -> tuple[str, str]:
    history = log(store, skill)
    if not history:
        raise SkillNotFoundError(
            f"no history for skill {skill!r}", fix="check the name with `hermes-git log`"
        )
    if to is not None:
        target = store.rev(to)
        if target is None:
            raise UsageError(
                f"{to!r} does not name a commit", fix="use an id from `hermes-git log`"
            )
    else:
        target = history[0].commit + "^"
        target = store.rev(target) or history[0].commit
    return _folder_in_history(store, skill, [target, *(e.commit for e in history)]), target


def _folder_in_history(store: GitStore, skill: str, revs: list[str]) -> str:
    """Where the skill's folder is, looking at `revs` in order (a deleted skill is found too)."""
    for rev in revs:
        for path in store.list_files(rev, "skills"):
            if path.endswith("/SKILL.md") and (
                path.removeprefix("skills/").removesuffix("/SKILL.md") == skill
                or path.split("/")[-2] == skill
            ):
                return path.removesuffix("/SKILL.md")
    raise SkillNotFoundError(f"skill {skill!r} is not in its own history")


def _restore_change(store: GitStore, folder: str, target: str, profile: str) -> Change:
    main = store.rev(MAIN_REF)
    assert main is not None
    old_files = set(store.list_files(target, folder))
    current = set(store.list_files(main, folder))
    then, now = (
        store.file_entries(target, sorted(old_files)),
        store.file_entries(main, sorted(current)),
    )
    changed = sorted(p for p in old_files if then.get(p) != now.get(p))  # bytes or mode
    writes = {p: store.read_file(target, p) or b"" for p in changed}
    modes = {
        p: int(then[p][0], 8)
        for p in changed  # files only: live, a link is a file
        if p in then and then[p][0] in FILE_MODES
    }
    deletes = sorted(current - old_files)
    if not writes and not deletes:
        raise UsageError(
            f"{folder} is already as it was at {target[:10]}; nothing to restore",
            fix="pick another version with --to (see `hermes-git log SKILL`)",
        )
    rel = {p[len(folder) + 1 :]: store.read_file(target, p) or b"" for p in old_files}
    gate = (
        gates.gate_skill(rel, folder, "agent-created", profile, root=store.root)
        if rel
        else gates.GateResult(True, "safe")
    )
    name = folder.rsplit("/", 1)[-1]
    summary = f"Restore {folder} as of {target[:10]}"
    return Change(name, "revert", writes, deletes, summary, {"message": summary}, gate, modes)
