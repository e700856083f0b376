"""The gate applied to what differs between two commits (approve, sync, clone, join)."""

from __future__ import annotations

from hermes_git import config as configmod
from hermes_git import gates
from hermes_git.guard import worst_verdict
from hermes_git.memory.store import MEMORY_PATHS
from hermes_git.store.gitstore import GitStore

REJECTED_PREFIX = "refs/hermes/rejected/"


def gate_tree(
    store: GitStore,
    old: str,
    new: str,
    *,
    memory_limits: bool = True,
    skills: list[str] | None = None,
) -> gates.GateResult:
    """The gate on every skill and memory file that differs between two commits.

    `memory_limits=False` (sync: a merge keeps every entry and reports the overflow) leaves the
    character limits out. `skills`: `changed_skills(store, old, new)`, when known already.
    """
    cfg = configmod.load(store.root)
    skills = changed_skills(store, old, new) if skills is None else skills
    results = _gate_skills_at(store, new, skills, cfg.profile)
    for rel in store.changed_paths(old, new):
        if rel in MEMORY_PATHS:
            data = store.read_file(new, rel) or b""
            limit = cfg.memory_limits[MEMORY_PATHS[rel]] if memory_limits else len(data)
            text = data.decode("utf-8", "replace")
            results.append(gates.gate_memory(text, rel, limit, root=store.root))
    return _combine(results)


def _gate_skills_at(
    store: GitStore, rev: str, skill_dirs: list[str], profile: str
) -> list[gates.GateResult]:
    """The gate on each skill folder as it is at `rev` (a deleted one has nothing to gate)."""
    listings = {d: store.list_files(rev, d) for d in skill_dirs}
    contents = store.read_files(rev, [p for paths in listings.values() for p in paths])
    skills = [
        ({p[len(d) + 1 :]: contents.get(p, b"") for p in paths}, d)
        for d, paths in listings.items()
        if paths
    ]
    return gates.gate_skills(skills, "agent-created", profile, root=store.root)


def _combine(results: list[gates.GateResult]) -> gates.GateResult:
    return gates.GateResult(
        all(r.allowed for r in results),
        worst_verdict([r.verdict for r in results]),
        [p for r in results for p in r.problems],
        [f for r in results for f in r.findings],
    )


def changed_skills(store: GitStore, old: str, new: str) -> list[str]:
    """Skill folders (`skills/...`) with any file changed between two commits."""
    changed = [p for p in store.changed_paths(old, new) if p.startswith("skills/")]
    if not changed:
        return []
    markers = {
        p for rev in (old, new) for p in store.list_files(rev, "skills") if p.endswith("/SKILL.md")
    }
    return sorted({f for rel in changed if (f := _skill_folder(markers, rel))})


def _skill_folder(markers: set[str], rel: str) -> str | None:
    """The nearest folder above `rel` with a SKILL.md on either side."""
    parent = rel.rpartition("/")[0]  # git's paths: no empty or dot parts
    while parent not in ("skills", ""):
        if f"{parent}/SKILL.md" in markers:
            return parent
        parent = parent.rpartition("/")[0]
    return None
