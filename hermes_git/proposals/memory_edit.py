"""Memory changes made through hermes-git: applied live (Hermes' semantics) and recorded in git."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.init import open_repo
from hermes_git.memory.store import TARGETS, MemoryFile, MemoryResult, memory_file, usage_text


@dataclass(frozen=True)
class MemoryChange:
    """One memory tool call: action (`add`, `replace`, `remove`), target, and its texts."""

    action: str
    target: str
    content: str = ""
    old_text: str = ""


@dataclass(frozen=True)
class Outcome:
    """The result of a change and the commit that recorded it (None: not committed)."""

    result: MemoryResult
    commit: str | None

    def to_json(self) -> dict[str, object]:
        return {**self.result.to_json(), "commit": self.commit}


def open_memory(root: Path, cfg: configmod.Config, target: str) -> MemoryFile:
    """The MemoryFile of `target` with the repo's limits and the secret check wired in."""
    # deferred for start-up: the guard compiles its rules (~100 ms)
    from hermes_git.guard import memory_check

    shown = f"memories/{TARGETS.get(target, '')}"
    return memory_file(
        root, target, cfg.memory_limits, check=partial(memory_check, shown=shown, root=root)
    )


def apply_change(root: Path, change: MemoryChange, *, commit: bool = True) -> Outcome:
    """Apply `change` to the live file; in a hermes-git repo, commit it on the current branch.

    Raises:
        MemoryEntryError, GateError, UsageError: the change cannot be applied; nothing changed.
        NotARepoError: `root` is not a hermes-git repo and `commit` is set.
    """
    cfg = configmod.load(root)
    mem = open_memory(root, cfg, change.target)
    if not commit:
        return Outcome(_apply(mem, change), None)
    with open_repo(root) as store, store.locked():
        result = _apply(mem, change)
        if not result.changed:
            return Outcome(result, None)
        rel = f"memories/{TARGETS[change.target]}"
        store.run("add", "--", rel)
        trailers = {
            "Hermes-Tool": "memory",
            "Hermes-Action": change.action,
            "Hermes-Target": change.target,
            "Hermes-Origin": "cli",
            "Hermes-Device": store.device() or configmod.default_device(),
        }
        sha = store.commit(
            f"memory: {change.action} in {TARGETS[change.target]}", trailers, only=[rel]
        )
        return Outcome(result, sha)


def _apply(mem: MemoryFile, change: MemoryChange) -> MemoryResult:
    if change.action == "add":
        return mem.add(change.content)
    if change.action == "replace":
        return mem.replace(change.old_text, change.content)
    return mem.remove(change.old_text)


def list_memory(root: Path, cfg: configmod.Config, target: str | None) -> list[dict[str, object]]:
    """Entries and usage of one memory file, or of both."""
    listing: list[dict[str, object]] = []
    for name in [target] if target else list(TARGETS):
        mem = open_memory(root, cfg, name)
        entries = mem.read()
        listing.append(
            {
                "target": name,
                "file": f"memories/{TARGETS[name]}",
                "entries": entries,
                "usage": usage_text(entries, mem.limit),
                "limit": mem.limit,
            }
        )
    return listing
