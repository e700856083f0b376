"""`hermes_git.snapshot.state`: the stat check sees every change Hermes' manifest would, whether it
runs in this process or is split over forked workers, and an unreadable state means a full walk."""

from __future__ import annotations

import itertools
import json
import marshal
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hermes_git.skills import walk as skillwalk
from hermes_git.snapshot import build as snapshot
from hermes_git.snapshot import state as snapshotstate
from hermes_git.snapshot import tree as snaptree
from hermes_git.snapshot.build import SNAPSHOT_FILE, refresh_snapshot
from tests.conftest import skill_md, write
from tests.snapshot.test_build import HOUR_NS, age

MODES = ["serial", "grouped", "forked"]


@pytest.fixture
def forks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The worker count of each `skillwalk.forked` call from now on (each call still made)."""
    counts: list[int] = []
    fork = skillwalk.forked

    def counted(count: int, job: Callable[[int], bool]) -> list[bool]:
        counts.append(count)
        return fork(count, job)

    monkeypatch.setattr(skillwalk, "forked", counted)
    return counts


@pytest.fixture(params=MODES)
def mode(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, forks: list[int]
) -> Iterator[str]:
    """How the check runs: in this process with the skills folder as the only descriptor, with
    nearly every folder opened (`GROUP_MIN` 2), or that split over two forked workers."""
    if request.param != "serial":
        monkeypatch.setattr(snapshotstate, "GROUP_MIN", 2)
    if request.param == "forked":
        monkeypatch.setattr(snapshotstate, "WORKER_MIN", 1)
        monkeypatch.setattr(snapshotstate, "HEAD_START", 0)
        monkeypatch.setattr(snapshotstate, "FORK_NS", 0)
        monkeypatch.setattr(snapshotstate, "FORK_NS_PER_MB", 0)
        monkeypatch.setattr(skillwalk, "worker_count", lambda: 2)
        monkeypatch.setattr(skillwalk, "can_fork", lambda: True)
    else:
        monkeypatch.setattr(snapshotstate, "WORKER_MIN", 10**9)
    yield str(request.param)
    assert bool(forks) == (request.param == "forked")


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home an hour old with a recorded state; `skills/linked` is a symlink to a skill outside
    the skills folder, and `outside/other` another skill, with other mtimes."""
    home = tmp_path / "home"
    files: dict[str, str | bytes] = {
        "skills/devops/DESCRIPTION.md": "---\ndescription: DevOps\n---\n",
        "skills/devops/deploy/SKILL.md": skill_md("deploy"),
        "skills/devops/deploy/references/notes.md": "# notes\n",
        "skills/devops/deploy/examples/nested/deeper/SKILL.md": skill_md("deeper"),
        "skills/notes/SKILL.md": skill_md("notes"),
        "outside/linked/SKILL.md": skill_md("linked"),
        "outside/other/SKILL.md": skill_md("other", "Another one."),
    }
    files.update({f"skills/many/s{i}/SKILL.md": skill_md(f"s{i}") for i in range(8)})
    write(home, files)
    (home / "skills/linked").symlink_to(home / "outside/linked", target_is_directory=True)
    age(home)
    age(home / "outside/other", HOUR_NS)  # two hours old
    assert refresh_snapshot(home, cache_dir=home / "cache") == "rebuilt"
    assert (home / "cache" / snapshotstate.STATE_FILE).exists()
    return home


def unchanged(home: Path) -> bool:
    return snapshotstate.unchanged(
        home / "cache" / snapshotstate.STATE_FILE, home / "skills", home / SNAPSHOT_FILE
    )


def keep_mtime(path: Path, change: Callable[[], object]) -> None:
    """`change`, then `path`'s mtime put back: only what the change does elsewhere shows."""
    before = path.stat().st_mtime_ns
    change()
    os.utime(path, ns=(before, before))


def edit_in_place(path: Path) -> None:
    """New bytes of the same size, a new mtime (the folder's stays: no entry changed)."""
    data = path.read_bytes()
    path.write_bytes(data.upper() if data.upper() != data else data.lower())
    os.utime(path, ns=(snapshotstate.now_ns(), snapshotstate.now_ns() - HOUR_NS // 2))


def resize(path: Path) -> None:
    """One byte more, the old mtime kept: only the size tells."""
    keep_mtime(path, lambda: path.write_bytes(path.read_bytes() + b"\n"))


def relink(link: Path, target: Path) -> None:
    """The link pointed elsewhere, its folder's mtime put back: only the stats through it tell."""

    def swap() -> None:
        link.unlink()
        link.symlink_to(target, target_is_directory=True)

    keep_mtime(link.parent, swap)


CHANGES: dict[str, Callable[[Path], object]] = {
    "edit in place": lambda skills: edit_in_place(skills / "devops/deploy/SKILL.md"),
    "size only": lambda skills: resize(skills / "devops/DESCRIPTION.md"),
    "new deep SKILL.md": lambda skills: write(
        skills, {"devops/deploy/examples/nested/deeper/more/SKILL.md": skill_md("more")}
    ),
    "new file in a deep folder": lambda skills: write(
        skills, {"devops/deploy/examples/nested/SKILL.md": skill_md("nested")}
    ),
    "removed folder": lambda skills: shutil.rmtree(skills / "many/s3"),
    "removed root skill": lambda skills: (skills / "notes/SKILL.md").unlink(),
    "linked target edited": lambda skills: edit_in_place(skills / "linked/SKILL.md"),
    "link retargeted": lambda skills: relink(skills / "linked", skills.parent / "outside/other"),
    "linked target gained a folder": lambda skills: (skills / "linked/sub").mkdir(),
}
NO_MANIFEST_CHANGE = {"linked target gained a folder"}  # seen, but the walk finds all as it was


def test_an_unchanged_tree_is_confirmed(home: Path, mode: str) -> None:
    assert unchanged(home)
    assert refresh_snapshot(home, cache_dir=home / "cache") == "fresh"


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_every_change_is_seen(home: Path, mode: str, change: str) -> None:
    CHANGES[change](home / "skills")
    assert not unchanged(home)
    expected = "fresh" if change in NO_MANIFEST_CHANGE else "rebuilt"
    assert refresh_snapshot(home, cache_dir=home / "cache") == expected
    assert refresh_snapshot(home, cache_dir=home / "cache") == "fresh"


def test_unrelated_files_and_support_folders_are_not_checked(home: Path, mode: str) -> None:
    write(home / "skills", {"devops/deploy/references/more.md": "# more\n"})
    (home / "skills/devops/deploy/references/notes.md").write_text("# edited\n")
    assert unchanged(home)


def test_the_parts_check_every_value_once(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Split anywhere, exactly the part holding a changed value fails: none skipped or shared."""
    monkeypatch.setattr(snapshotstate, "GROUP_MIN", 2)
    tree = snaptree.walk(home / "skills", dir_mtimes=True)
    checks = snapshotstate.groups(tree)
    assert len(checks) > 5
    total = sum(1 + len(group[2]) for group in checks)
    assert total == len(tree.dirs) + len(tree.manifest)
    root = str(home / "skills")
    for index in range(total):
        changed = _with_value_changed(checks, index)
        for cut in range(total + 1):
            assert snapshotstate.check_part(root, changed, 0, cut) == (index >= cut)
            assert snapshotstate.check_part(root, changed, cut, total) == (index < cut)


def _with_value_changed(checks: list[snapshotstate.Group], index: int) -> list[snapshotstate.Group]:
    """`checks` with the `index`-th recorded value off by one (a folder counts first)."""
    changed = []
    for folder, mtime, rels, mtimes, sizes in checks:
        new_mtimes, new_sizes = list(mtimes), list(sizes)
        files_from = len(rels) - len(sizes)
        if 1 + files_from <= index <= len(rels):  # a file: its size this time
            new_sizes[index - 1 - files_from] += 1
        elif 0 < index <= len(rels):
            new_mtimes[index - 1] += 1
        changed.append((folder, mtime + (index == 0), rels, new_mtimes, new_sizes))
        index -= 1 + len(rels)
    return changed


def test_the_groups_hold_every_walked_folder_and_manifest_file(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(snapshotstate, "GROUP_MIN", 3)
    tree = snaptree.walk(home / "skills", dir_mtimes=True)
    found = {}
    for folder, mtime, rels, mtimes, sizes in snapshotstate.groups(tree):
        base = os.fsdecode(folder)
        found[base or "."] = [mtime]
        files_from = len(rels) - len(sizes)
        for i, rel in enumerate(rels):
            path = os.path.join(base, os.fsdecode(rel))
            found[path] = [mtimes[i], *([sizes[i - files_from]] if i >= files_from else [])]
    expected = {rel: [mtime] for rel, mtime in zip(tree.dirs, tree.dir_mtimes, strict=True)}
    assert found == {**expected, **tree.manifest}
    assert "linked" in found and "many" in {os.fsdecode(g[0]) for g in snapshotstate.groups(tree)}


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"garbage",
        b"\xe3\x03",
        marshal.dumps((2, "x", (1, 2, 3), []))[:-3],
        marshal.dumps([1, 2]),
        b'{"version": 2, "dirs": []}',
    ],
)
def test_an_unreadable_or_old_state_means_a_full_walk(home: Path, content: bytes) -> None:
    state = home / "cache" / snapshotstate.STATE_FILE
    state.write_bytes(content)
    assert not unchanged(home)
    assert refresh_snapshot(home, cache_dir=home / "cache") == "fresh"  # walked and compared
    assert state.read_bytes() != content
    assert unchanged(home)


def test_a_state_of_another_version_or_folder_is_not_trusted(home: Path) -> None:
    state = home / "cache" / snapshotstate.STATE_FILE
    version, root, marker, checks, rules = marshal.loads(state.read_bytes())
    state.write_bytes(marshal.dumps((version + 1, root, marker, checks, rules)))
    assert not unchanged(home)
    state.write_bytes(marshal.dumps((version - 1, root, marker, checks)))  # version 3's shape
    assert not unchanged(home)
    state.write_bytes(marshal.dumps((version, root + "x", marker, checks, rules)))
    assert not unchanged(home)
    state.write_bytes(marshal.dumps((version, root, marker, checks, rules)))
    assert unchanged(home)


def test_a_state_is_only_for_the_folder_it_was_recorded_for(home: Path) -> None:
    copy = home / "copy"
    shutil.copytree(home / "skills", copy, symlinks=True)  # the same mtimes and sizes
    assert not snapshotstate.unchanged(
        home / "cache" / snapshotstate.STATE_FILE, copy, home / SNAPSHOT_FILE
    )


@pytest.mark.parametrize("total", [0, 1, 599, 600, 2_000, 5_713])
@pytest.mark.parametrize("workers", [1, 2, 3, 8])
def test_the_parts_follow_each_other_and_this_process_takes_more(total: int, workers: int) -> None:
    cuts = snapshotstate._cuts(total, workers)
    assert len(cuts) == workers + 1
    assert (cuts[0], cuts[-1]) == (0, total)
    sizes = [stop - start for start, stop in itertools.pairwise(cuts)]
    assert min(sizes) >= 0
    assert max(sizes[1:], default=0) - min(sizes[1:], default=0) <= 1
    assert sizes[0] >= max(sizes[1:], default=0)
    if workers > 1 and total >= workers * snapshotstate.HEAD_START:
        assert sizes[0] - sizes[-1] >= snapshotstate.HEAD_START - 1


def test_the_json_state_of_version_2_is_removed(home: Path) -> None:
    old = home / "cache" / snapshotstate.OLD_STATE_FILE
    old.write_text("{}")
    (home / "cache" / snapshotstate.STATE_FILE).unlink()
    assert refresh_snapshot(home, cache_dir=home / "cache") == "fresh"
    assert not old.exists()


@pytest.mark.parametrize(
    ("workers", "can_fork", "worker_min", "resident", "forked"),
    [
        (2, True, 1, 10.0, True),
        (1, True, 1, 10.0, False),
        (2, False, 1, 10.0, False),
        (2, True, 10**6, 10.0, False),
        (2, True, 1, 10.0**6, False),
    ],
)
def test_workers_only_for_a_big_tree_a_free_cpu_and_a_cheap_fork(
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    forks: list[int],
    workers: int,
    can_fork: bool,
    worker_min: int,
    resident: float,
    forked: bool,
) -> None:
    monkeypatch.setattr(skillwalk, "worker_count", lambda: workers)
    monkeypatch.setattr(skillwalk, "can_fork", lambda: can_fork)
    monkeypatch.setattr(snapshotstate, "WORKER_MIN", worker_min)
    monkeypatch.setattr(snapshotstate, "HEAD_START", 0)
    monkeypatch.setattr(snapshotstate, "FORK_NS", 0)
    monkeypatch.setattr(snapshotstate, "STAT_NS", 10**6)  # the tree is small: stats made dear
    monkeypatch.setattr(skillwalk, "resident_mb", lambda: resident)
    assert unchanged(home)
    assert forks == ([2] if forked else [])


def test_a_failed_worker_means_changed(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def dies(_count: int, _job: Callable[[int], bool]) -> list[bool]:
        raise RuntimeError("a forked worker failed: it died")

    monkeypatch.setattr(skillwalk, "forked", dies)
    monkeypatch.setattr(snapshotstate, "HEAD_START", 0)
    monkeypatch.setattr(snapshotstate, "FORK_NS", 0)
    monkeypatch.setattr(snapshotstate, "FORK_NS_PER_MB", 0)
    monkeypatch.setattr(skillwalk, "worker_count", lambda: 2)
    monkeypatch.setattr(skillwalk, "can_fork", lambda: True)
    monkeypatch.setattr(snapshotstate, "WORKER_MIN", 1)
    assert not unchanged(home)


def rewrite(path: Path, text: str) -> None:
    """Replace the file as a publish does: a temp file renamed over it (its folder's mtime
    moves too), an hour ago so that the new state is not racily fresh."""
    tmp = path.with_name(".tmp-" + path.name)
    tmp.write_text(text)
    os.replace(tmp, path)
    stamp = snapshotstate.now_ns() - HOUR_NS // 2
    os.utime(path, ns=(stamp, stamp))


PATCHES: dict[str, Callable[[Path], object]] = {
    "edit in place": CHANGES["edit in place"],
    "linked target edited": CHANGES["linked target edited"],
    "link retargeted": CHANGES["link retargeted"],
    "replaced by rename": lambda skills: rewrite(
        skills / "devops/deploy/SKILL.md", skill_md("deploy", "Deploys, now better.")
    ),
    "made incompatible": lambda skills: rewrite(
        skills / "notes/SKILL.md", skill_md("notes", platforms="[plan9]")
    ),
    "made unreadable": lambda skills: (skills / "many/s2/SKILL.md").write_bytes(b"\xff\xfe"),
    "several": lambda skills: [
        rewrite(skills / f"many/s{i}/SKILL.md", skill_md(f"t{i}")) for i in range(0, 8, 2)
    ],
}


@pytest.mark.parametrize("change", sorted({*CHANGES, *PATCHES}))
def test_a_refresh_after_a_change_writes_what_a_full_build_writes(
    home: Path, change: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files changed in place are patched into the snapshot without a walk; anything else
    (entries added or removed, a DESCRIPTION.md) walks. Either way: the bytes of a full build."""
    walks: list[Path] = []
    walk = snapshot.walk
    monkeypatch.setattr(snapshot, "walk", lambda *a, **k: walks.append(a[0]) or walk(*a, **k))
    {**CHANGES, **PATCHES}[change](home / "skills")
    expected = "fresh" if change in NO_MANIFEST_CHANGE else "rebuilt"
    assert refresh_snapshot(home, cache_dir=home / "cache") == expected
    assert bool(walks) == (change not in PATCHES)
    built = snapshot.snapshot_bytes(snapshot.build_snapshot(home))
    assert (home / SNAPSHOT_FILE).read_bytes() == built
    assert refresh_snapshot(home, cache_dir=home / "cache") == "fresh"  # the state was kept


def test_a_snapshot_made_under_other_rules_is_built_again(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Entries depend on the runtime environments too: a patch would mix two sets of rules."""
    write(home / "skills", {"notes/SKILL.md": skill_md("notes", metadata="{hermes: {}}")})
    age(home / "skills/notes")
    from hermes_git.snapshot import index as indexrules

    other = indexrules.active_environments(home) ^ {"kanban"}
    monkeypatch.setattr(indexrules, "active_environments", lambda home: other)
    walks: list[Path] = []
    walk = snapshot.walk
    monkeypatch.setattr(snapshot, "walk", lambda *a, **k: walks.append(a[0]) or walk(*a, **k))
    assert refresh_snapshot(home, cache_dir=home / "cache") == "rebuilt"
    assert walks
    assert (home / SNAPSHOT_FILE).read_bytes() == snapshot.snapshot_bytes(
        snapshot.build_snapshot(home)
    )


def test_a_caller_that_changed_nothing_after_all_gets_fresh(home: Path) -> None:
    """`changed=True` skips the quick confirmation; the stat comparison still finds nothing."""
    before = (home / SNAPSHOT_FILE).stat()
    assert refresh_snapshot(home, cache_dir=home / "cache", changed=True) == "fresh"
    after = (home / SNAPSHOT_FILE).stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert unchanged(home)


def test_a_patched_refresh_records_what_a_walk_would(home: Path) -> None:
    edit_in_place(home / "skills/devops/deploy/SKILL.md")  # an hour old: nothing racy
    assert refresh_snapshot(home, cache_dir=home / "cache") == "rebuilt"
    recorded = marshal.loads((home / "cache" / snapshotstate.STATE_FILE).read_bytes())
    tree = snaptree.walk(home / "skills", dir_mtimes=True)
    assert recorded[3] == snapshotstate.groups(tree)
    assert unchanged(home)


@pytest.mark.parametrize("damage", ["no descriptions", "entries missing"])
def test_a_snapshot_not_shaped_as_recorded_is_built_again(home: Path, damage: str) -> None:
    """The state matches the file, but the file is not the shape the patch needs (somebody
    wrote it in place): the refresh builds it again rather than failing."""
    path = home / SNAPSHOT_FILE
    data = json.loads(path.read_bytes())
    if damage == "no descriptions":
        del data["category_descriptions"]
    else:
        data["skills"] = data["skills"][1:]
    stat = path.stat()
    with path.open("r+b") as handle:  # in place: the inode the state recorded stays
        handle.write(snapshot.snapshot_bytes(data).ljust(stat.st_size))
        handle.truncate(stat.st_size)
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    edit_in_place(home / "skills/devops/deploy/SKILL.md")
    assert refresh_snapshot(home, cache_dir=home / "cache") == "rebuilt"
    assert path.read_bytes() == snapshot.snapshot_bytes(snapshot.build_snapshot(home))
