"""`hermes-git install` of 100 skills from a local source repo: time per skill, the scan's share.

The source is a git repo holding 100 real skill folders (the first 100 distinct names of the
corpus' Hermes skills, with their references and scripts). Each run installs all of them into a
fresh hermes-git repo (fetch into the quarantine, read blobs, validate + scan, one proposal
commit). One warm-up run, then the median of REPEAT runs; phases come from the result's timings.

Run: `.venv/bin/python bench/bench_install.py [--no-docs]` (part of `make bench`).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import CORPUS, wants_docs, write_section

SKILLS = 100
REPEAT = 3
PHASES = ("fetch", "read", "scan", "commit")


def build_source(path: Path) -> int:
    """A committed repo with SKILLS skill folders from the corpus; returns the file count."""
    seen: set[str] = set()
    for skill_md in sorted((CORPUS / "hermes-agent" / "skills").rglob("SKILL.md")):
        folder = skill_md.parent
        if folder.name in seen or len(seen) == SKILLS:
            continue
        seen.add(folder.name)
        shutil.copytree(folder, path / "skills" / folder.name, symlinks=False)
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "b",
        "GIT_AUTHOR_EMAIL": "b@x",
        "GIT_COMMITTER_NAME": "b",
        "GIT_COMMITTER_EMAIL": "b@x",
    }
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "skills"]):
        subprocess.run(["git", *args], cwd=path, check=True, env=env)
    return sum(1 for p in (path / "skills").rglob("*") if p.is_file())


def one_run(tmp: Path, source: Path, n: int) -> tuple[float, dict[str, float], int]:
    from hermes_git import init as repo
    from hermes_git.hub import install as hub

    home = tmp / f"home-{n}"
    repo.init(home, "bench")
    start = time.perf_counter()
    result = hub.install(home, str(source))
    total = time.perf_counter() - start
    proposed = sum(1 for s in result.skills if s.status == "proposed")
    shutil.rmtree(home)
    return total, result.timings, proposed


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-install-"))
    try:
        source = tmp / "source"
        files = build_source(source)
        one_run(tmp, source, -1)
        runs = [one_run(tmp, source, n) for n in range(REPEAT)]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    total = statistics.median(r[0] for r in runs)
    phases = {p: statistics.median(r[1].get(p, 0.0) for r in runs) for p in PHASES}
    proposed = runs[0][2]
    rows = ["| phase | median | per skill | share |", "|---|---:|---:|---:|"]
    rows += [
        f"| {p} | {phases[p] * 1000:,.1f} ms | {phases[p] / SKILLS * 1000:,.2f} ms "
        f"| {phases[p] / total:.0%} |"
        for p in PHASES
    ]
    rows.append(f"| **total** | {total * 1000:,.1f} ms | {total / SKILLS * 1000:,.2f} ms | 100% |")
    result = "\n".join(rows)
    print(f"Install: {SKILLS} skills ({files} files) from a local repo; median of {REPEAT} runs")
    print(result)
    if wants_docs():
        write_section(
            "install",
            (
                f"`hub.install` of {SKILLS} skills ({files:,} files: the first {SKILLS} distinct "
                "skill folders of the corpus' Hermes skills, references and scripts included) from "
                "a local source repo into a fresh hermes-git repo: fetch into the quarantine (bare "
                "repo, depth 1, fsck on), read the blobs with `cat-file --batch`, validate and scan "
                "each skill under trust community, then one proposal commit (folders, skills.lock, "
                f"vendor refs). {proposed} of {SKILLS} passed the gate and were proposed; refused "
                f"ones were scanned all the same. Median of {REPEAT} runs after one warm-up, in one "
                f"process. Script: `bench/bench_install.py`; measured {date.today().isoformat()}."
                f"\n\n{result}\n\n"
                "Committing (one proposal commit, a vendor ref per proposed skill) costs more than "
                "the scan: "
                "`ObjectWriter` stores every blob and tree in process (gitdb's loose-object writer; "
                "trees serialised by GitPython's `tree_to_stream`), and each vendor commit is a `commit-tree` "
                "plus an `update-ref`. The scan (validation + guard, in memory) is a third."
            ),
        )


if __name__ == "__main__":
    main()
