"""Prompt snapshot of a ~2,000-skill tree: hermes-git's rebuild and refresh vs Hermes' own builder.

The corpus (179 skills) is laid out 12 times under a temporary `HERMES_HOME/skills/` (hard links,
so file mtimes are the corpus'). Timed in the same process, taking turns:

- Hermes `build_skills_system_prompt()` cold: its in-process cache cleared and the snapshot file
  deleted before each run, so it walks, parses every SKILL.md and writes the snapshot;
- hermes-git `refresh_snapshot()` with the snapshot deleted ("rebuilt"): walk, build, write;
  once with its parse cache warm (the usual case: a sync changed a few files) and once cold
  (cache deleted before each run). The goal is ≤ 0.5x of Hermes' cold build.

Then, on the untouched tree, `refresh_snapshot()` when nothing changed ("fresh", confirmed by
stat calls alone, split over two processes when a CPU is free; goal ≤ 10 ms), next to Hermes'
own check of its snapshot (`_load_skills_snapshot`: read the JSON, walk, compare the
manifest); and the same check on a synthetic home of 2,000 skills with one folder each (20
categories, a `references/` folder per skill), where the walk enters fewer folders than in the
corpus.

Run: `.venv/bin/python bench/bench_snapshot.py [--no-docs]` (part of `make bench`).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import (
    Row,
    corpus_home_skills,
    fmt_seconds,
    interleaved_medians,
    median_seconds,
    table,
    wants_docs,
    write_section,
)

REPLICAS = 12
REPEAT = 7
GOAL = 0.5
FRESH_GOAL_S = 0.010


def synthetic_home(home: Path, categories: int = 20, per_category: int = 100) -> None:
    """`categories` × `per_category` one-folder skills, each with a `references/` file."""
    for c in range(categories):
        category = home / "skills" / f"cat{c:02d}"
        for s in range(per_category):
            folder = category / f"skill{s:03d}"
            (folder / "references").mkdir(parents=True)
            (folder / "SKILL.md").write_text(
                f"---\nname: skill{c:02d}-{s:03d}\ndescription: Synthetic skill {s}.\n---\n"
                "# Steps\n\nDo it.\n",
                encoding="utf-8",
            )
            (folder / "references" / "notes.md").write_text("# Notes\n", encoding="utf-8")
        (category / "DESCRIPTION.md").write_text(
            "---\ndescription: A category\n---\n", encoding="utf-8"
        )


def fresh_check(home: Path, cache_dir: Path) -> float:
    """Median seconds of `refresh_snapshot` on an unchanged tree whose state is recorded."""
    from hermes_git.snapshot import build as snapshot
    from hermes_git.snapshot import state as snapshotstate

    snapshot.refresh_snapshot(home, cache_dir=cache_dir)
    state = cache_dir / snapshotstate.STATE_FILE
    assert snapshotstate.unchanged(state, home / "skills", home / snapshot.SNAPSHOT_FILE)

    def fresh() -> None:
        assert snapshot.refresh_snapshot(home, cache_dir=cache_dir) == "fresh"

    return median_seconds(fresh, repeat=REPEAT * 3)


HOOK_PROCESS = """
import statistics, sys, time
from pathlib import Path
import hermes_git.cli  # what `python -m hermes_git ... hooks run post-merge` has loaded
from hermes_git.prompt import refresh_prompt  # what a hook runs: snapshot, then search index
from hermes_git.skills import walk as skillwalk
home, cache, repeat = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
times = []
for _ in range(repeat + 1):
    start = time.perf_counter()
    outcome = refresh_prompt(home, cache_dir=cache)
    times.append(time.perf_counter() - start)
    assert outcome == "fresh", outcome
print(statistics.median(times[1:]), skillwalk.resident_mb())
"""


HOOK_PROCESSES = 5


def fresh_in_hook_process(home: Path, cache_dir: Path) -> tuple[float, float, list[float]]:
    """(median seconds, resident MB, each process's median) of the same fresh refresh in
    processes that hold what a git hook's `hermes-git hooks run` holds (the CLI loaded), not
    Hermes and this benchmark: forking its stat workers costs what it costs there. Several
    processes, since the figure moves more between processes than within one."""
    import statistics
    import subprocess

    medians, resident = [], 0.0
    for _ in range(HOOK_PROCESSES):
        out = subprocess.run(
            [sys.executable, "-c", HOOK_PROCESS, str(home), str(cache_dir), str(REPEAT * 3)],
            check=True,
            capture_output=True,
            text=True,
            cwd=Path(__file__).resolve().parent.parent,
        ).stdout.split()
        medians.append(float(out[0]))
        resident = float(out[1])
    return statistics.median(medians), resident, sorted(medians)


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-snapshot-"))
    try:
        home = tmp / "home"
        count = sum(corpus_home_skills(home / "skills" / f"r{i:02d}") for i in range(REPLICAS))
        synthetic_home(tmp / "synthetic")
        os.environ["HERMES_HOME"] = str(home)  # before Hermes is imported: read at import time
        from agent import prompt_builder

        from hermes_git.snapshot import build as snapshot
        from hermes_git.snapshot import state as snapshotstate

        cache_dir = tmp / "cache"
        snap_file = home / snapshot.SNAPSHOT_FILE
        parse_cache = cache_dir / "skills-cache.json"

        def hermes_cold_setup() -> None:
            prompt_builder.clear_skills_system_prompt_cache(clear_snapshot=True)

        def rebuild() -> None:
            assert snapshot.refresh_snapshot(home, cache_dir=cache_dir) == "rebuilt"

        def rebuild_cold_setup() -> None:
            snap_file.unlink(missing_ok=True)
            parse_cache.unlink(missing_ok=True)

        edited = sorted((home / "skills").rglob("SKILL.md"))[0]
        original = edited.read_bytes()
        versions = [original, original + b"\nEdited.\n"]

        def edit_one() -> None:
            """A new version of one SKILL.md, as an approve or a sync writes it (a new inode:
            the tree's files are hard links to the corpus, never written in place)."""
            versions.reverse()
            edited.unlink()
            edited.write_bytes(versions[0])

        rebuild_cold_setup()
        rebuild()  # primes the parse cache
        builds = interleaved_medians(
            {
                "hermes": (prompt_builder.build_skills_system_prompt, hermes_cold_setup),
                "edited": (rebuild, edit_one),
                "warm": (rebuild, lambda: snap_file.unlink(missing_ok=True)),
                "cold": (rebuild, rebuild_cold_setup),
            },
            repeat=REPEAT,
        )
        # as after hermes-git's own last refresh (the usual case: Hermes only writes the file
        # when nobody refreshed it): the state says what changed and the snapshot is patched
        builds.update(interleaved_medians({"patched": (rebuild, edit_one)}, repeat=REPEAT))
        edited.unlink()
        edited.write_bytes(original)
        hermes_cold_setup()
        prompt_builder.build_skills_system_prompt()  # Hermes writes its own snapshot file
        same = snapshot.snapshot_bytes(snapshot.build_snapshot(home)) == snap_file.read_bytes()

        # nothing changed: the trees are older than the racy window, the state is recorded once
        time.sleep(snapshotstate.RACY_NS / 1e9 + 0.5)
        checks = {
            "fresh": fresh_check(home, cache_dir),
            "full": median_seconds(lambda: snapshot.refresh_snapshot(home), repeat=REPEAT),
            "hermes": median_seconds(
                lambda: prompt_builder._load_skills_snapshot(home / "skills"), repeat=REPEAT
            ),
            "synthetic": fresh_check(tmp / "synthetic", tmp / "synthetic-cache"),
        }
        hook = {
            "corpus": fresh_in_hook_process(home, cache_dir),
            "synthetic": fresh_in_hook_process(tmp / "synthetic", tmp / "synthetic-cache"),
        }
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report(count, builds, checks, hook, same)


def report(
    count: int,
    builds: dict[str, float],
    checks: dict[str, float],
    hook: dict[str, tuple[float, float, list[float]]],
    same: bool,
) -> None:
    from hermes_git.skills.walk import resident_mb

    anchor = "Hermes cold `build_skills_system_prompt()`"
    check = "Hermes `_load_skills_snapshot()`"
    rows = [
        Row(
            "rebuild after one SKILL.md changed, the snapshot last written by Hermes (full walk)",
            builds["edited"],
            builds["hermes"],
            anchor,
            GOAL,
        ),
        Row(
            "rebuild after one SKILL.md changed, after hermes-git's own refresh (as after an "
            "approve or a sync: patched)",
            builds["patched"],
            builds["hermes"],
            anchor,
            GOAL,
        ),
        Row(
            "rebuild, snapshot deleted, parse cache warm", builds["warm"], builds["hermes"], anchor
        ),
        Row(
            "rebuild, nothing cached (a new clone's first refresh)",
            builds["cold"],
            builds["hermes"],
            anchor,
        ),
        Row("refresh, nothing changed (stat check)", checks["fresh"], checks["hermes"], check),
        Row(
            "refresh, nothing changed, no state (full walk)",
            checks["full"],
            checks["hermes"],
            check,
        ),
    ]
    verdict = "met" if hook["corpus"][0] <= FRESH_GOAL_S else "NOT met"
    synthetic = "met" if hook["synthetic"][0] <= FRESH_GOAL_S else "NOT met"
    result = table(rows)
    spread = {
        tree: " to ".join(fmt_seconds(m) for m in (hook[tree][2][0], hook[tree][2][-1]))
        for tree in hook
    }
    fresh = (
        f"refresh when nothing changed, in a hook's process ({hook['corpus'][1]:.0f} MB; "
        f"median of {HOOK_PROCESSES} processes): {fmt_seconds(hook['corpus'][0])} "
        f"({spread['corpus']}; goal ≤ {fmt_seconds(FRESH_GOAL_S)}: {verdict}); synthetic "
        f"2,000 one-folder skills: {fmt_seconds(hook['synthetic'][0])} "
        f"({spread['synthetic']}; {synthetic}). In this benchmark's own process "
        f"({resident_mb():.0f} MB, Hermes loaded): {fmt_seconds(checks['fresh'])} and "
        f"{fmt_seconds(checks['synthetic'])}"
    )
    print(
        f"Prompt snapshot of {count:,} skills ({REPLICAS} copies of the corpus); median of "
        f"{REPEAT} runs; hermes-git's snapshot bytes equal Hermes' own: {same}"
    )
    print(result)
    print(fresh)
    if wants_docs():
        write_section(
            "snapshot",
            (
                f"Prompt snapshot (`HERMES_HOME/.skills_prompt_snapshot.json`) of a {count:,}-skill "
                f"tree: the corpus laid out as a Hermes home, copied {REPLICAS} times under one "
                f"`HERMES_HOME/skills/` (hard links). Median of {REPEAT} runs after one warm-up, in "
                "one process, taking turns; Hermes' in-process cache is cleared and its snapshot "
                "file deleted before each of its cold runs. Script: `bench/bench_snapshot.py`; "
                f"measured {date.today().isoformat()}. The snapshot hermes-git writes has the same "
                f"bytes as the one Hermes writes: {same}.\n\n{result}\n\n"
                "Goals: a rebuild ≤ 0.5x Hermes' cold build (the goal rows are the rebuild a change "
                "of main causes. Usually hermes-git's own refresh wrote the snapshot and its state "
                "last: the state's stat comparison finds the changed files (files written within "
                "2 s of a refresh are recorded as not to be trusted, and read again next time), "
                "and only their entries and manifest values are redone in the snapshot read back. "
                "When something else wrote the snapshot (here Hermes, between turns), the tree is "
                "walked, and the device's parse cache, kept under `.git/hermes-git/` and keyed "
                "by each file's mtime, size and inode, holds every SKILL.md but the changed ones; "
                "only a new clone's first refresh parses everything, the cold row); a refresh when "
                f"nothing changed ≤ 10 ms, timed ({REPEAT * 3} runs in each process) where it "
                "runs, in the process of a git hook's `hermes-git hooks run` (after a hand `git "
                "pull`, `checkout` or `rebase`), which holds the CLI and nothing else:"
                f"\n\n- {fresh}.\n\n"
                "A rebuild is `refresh_snapshot()` with the snapshot gone: one walk (Hermes' "
                "pruning, folders stat'ed), the SKILL.md files parsed (or taken from the parse cache "
                "when unchanged), the JSON written atomically. The stat check compares the mtime of "
                "every folder the walk entered and the mtime and size of every SKILL.md and "
                "DESCRIPTION.md with the state recorded by the last refresh (values newer than 2 s "
                "are recorded as untrusted, git's racy-timestamp rule), so no folder is listed and "
                "no JSON is parsed. Its whole cost is those `stat` calls: 3,145 folders + 2,568 files "
                "on the corpus tree (its skills have non-support subfolders the walk must enter), "
                "about 4,000 on the synthetic one; about 2 µs each in Python on this machine, half "
                "the kernel's path lookup and most of the rest Python's stat result. So the state "
                "(a `marshal` file, a fifth of JSON's parse time) keeps the paths grouped under the "
                "folders with 64 or more of them below: each is opened once and its paths stat'ed "
                "relative to it (fewer names to resolve), its own mtime read from the descriptor. "
                "In one process that is ~10-12 ms on the corpus tree and ~8.5 ms on the synthetic "
                "one. When the machine has a second CPU and the process is small enough for "
                "a fork to cost less than it saves (a fork copies the page tables, so it costs "
                "more in a big process such as this benchmark's own, with Hermes and every build's "
                "data loaded), a forked worker checks the second part of the paths while this "
                "process checks the first, slightly larger one (the worker starts about 1 ms later). "
                "(Since issue 15 the worker count is a fixed rule, not read from /proc/loadavg: a busy "
                "second CPU slows the forked half.) The corpus figure sits "
                "close to the goal: single hook processes measured on the same day ranged from 8.4 "
                "to 12.3 ms (the higher ones right after other heavy runs), so a run can miss it; "
                "the synthetic tree stays well under. The full walk is what runs when no state is "
                "recorded (outside a git repo) or it does not match the snapshot file."
            ),
        )


if __name__ == "__main__":
    main()
