"""Proposal and approval latency vs the plain git CLI, and how a proposal grows with the repo.

Timed in one process, taking turns, medians over repeated runs:

- `proposals.propose()` (the library call, warm process) of a one-line patch to one SKILL.md on
  a corpus repo of ~2,000 skills (the corpus laid out 12 times, `hermes_git.init.init`), next to
  the same change committed by the git CLI: `git add <file>` + `git commit -q -m msg`, two
  processes (goal: ≤ 1.5x);
- the same `propose()` on synthetic repos of 200, 2,000 and 20,000 skills (100 per category,
  a SKILL.md and a references/ file each; made with one `git fast-import`, the work tree a
  sparse checkout of the patched skill's folder, since a proposal never reads the work tree
  and git's index still holds every entry) - goal: ≤ 1.2x from the smallest to the largest;
- `review.approve()` of a fresh proposal, fast-forward and with a merge commit (main moved),
  next to `git merge --ff-only` and `git merge --no-edit`; approve also refreshes Hermes'
  prompt snapshot, which is timed apart;
- for context, the whole `hermes-git propose` process (Python start-up, imports, the guard's
  rules loaded and compiled, the first listing) and Python's own start-up.

Plain git runs with `core.hooksPath=/dev/null` (hermes-git installs a post-merge hook that would
run Python after `git merge`). Run: `.venv/bin/python bench/bench_propose.py [--no-docs]`.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import (
    CORPUS,
    Row,
    corpus_home_skills,
    fmt_seconds,
    interleaved_medians,
    table,
    wants_docs,
    write_section,
)

REPLICAS = 12
SIZES = (200, 2_000, 20_000)
REPEAT = 15
APPROVE_REPEAT = 7
PROCESS_REPEAT = 5
GOAL = 1.5
GROWTH_GOAL = 1.2
TARGET = "skills/bench/bench-target/SKILL.md"
OTHER = "skills/bench/bench-other/SKILL.md"
PLAIN_GIT = ["git", "-c", "core.hooksPath=/dev/null"]


def target_skill(name: str = "bench-target") -> str:
    """A real corpus SKILL.md renamed, with a `marker-0` line the patches move along."""
    text = (CORPUS / "anthropic-skills" / "internal-comms" / "SKILL.md").read_text("utf-8")
    text = re.sub(r"(?m)^name: .*$", f"name: {name}", text, count=1)
    return text.replace("\n---\n", "\n---\nmarker-0\n", 1)


def git(root: Path, *args: str, stdin: bytes | None = None) -> str:
    return subprocess.run(
        [*PLAIN_GIT, *args], cwd=root, input=stdin, check=True, capture_output=True
    ).stdout.decode()


def corpus_repo(home: Path) -> int:
    """The corpus laid out REPLICAS times plus the two bench skills, adopted by `repo.init`."""
    from hermes_git import init as repomod

    for i in range(REPLICAS):
        corpus_home_skills(home / "skills" / f"copy{i:02d}")
    for rel, name in ((TARGET, "bench-target"), (OTHER, "bench-other")):
        (home / rel).parent.mkdir(parents=True)
        (home / rel).write_text(target_skill(name), encoding="utf-8")
    (home / "memories").mkdir()
    return repomod.init(home, "bench").skills


def synthetic_repo(home: Path, skills: int) -> None:
    """`skills` small skills in one commit on main (git fast-import); a sparse work tree."""
    from hermes_git import init as repomod

    home.mkdir(parents=True)
    repomod.init(home, "bench")
    stream = bytearray(
        b"commit refs/heads/main\ncommitter Bench <bench@example.com> "
        b"1700000000 +0000\ndata 7\nskills\nfrom refs/heads/main^0\n"
    )

    def add(path: str, text: str) -> None:
        data = text.encode()
        stream.extend(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(data), data))

    for i in range(skills):
        folder = f"skills/cat{i // 100:03d}/skill-{i:05d}"
        add(
            f"{folder}/SKILL.md",
            f"---\nname: skill-{i:05d}\ndescription: Synthetic skill {i} "
            f"of the benchmark.\n---\n# Skill {i}\n\nStep one.\nStep two.\n",
        )
        add(f"{folder}/references/notes.md", f"# Notes {i}\n")
    add(TARGET, target_skill())
    add(OTHER, target_skill("bench-other"))
    git(home, "fast-import", "--quiet", stdin=bytes(stream))
    git(home, "sparse-checkout", "set", "skills/bench")
    git(home, "reset", "-q", "--hard", "main")


class Patcher:
    """Proposes the next one-line patch of the bench skill (marker-k -> marker-k+1)."""

    def __init__(self, root: Path) -> None:
        self.root, self.k = root, 0

    def __call__(self) -> str:
        from hermes_git.proposals.change import Request
        from hermes_git.proposals.propose import propose

        outcome = propose(
            self.root,
            Request(
                "skill_manage",
                {
                    "action": "patch",
                    "name": "bench-target",
                    "old_string": f"marker-{self.k}",
                    "new_string": f"marker-{self.k + 1}",
                },
                "foreground",
            ),
        )
        assert outcome.status == "proposed" and outcome.branch, outcome.message
        self.k += 1
        return outcome.branch


class GitCommit:
    """The same change to a twin SKILL.md on main by the git CLI: the edit (untimed), then
    `git add` and `git commit`."""

    numbers = itertools.count(1_000_000)

    def __init__(self, root: Path) -> None:
        self.root = root

    def setup(self) -> None:
        path = self.root / OTHER
        text = re.sub(
            r"marker-\d+", f"marker-{next(self.numbers)}", path.read_text("utf-8"), count=1
        )
        path.write_text(text, encoding="utf-8")

    def run(self) -> None:
        git(self.root, "add", OTHER)
        git(self.root, "commit", "-q", "-m", "bench")


def propose_vs_git(repos: dict[str, Path]) -> dict[str, dict[str, float]]:
    """Each repo's propose and git add + commit medians, all taking turns."""
    runs: dict[str, tuple[Callable[[], object], Callable[[], object] | None]] = {}
    for name, root in repos.items():
        ours, plain = Patcher(root), GitCommit(root)
        runs[f"propose {name}"] = (ours, None)
        runs[f"git {name}"] = (plain.run, plain.setup)
    times = interleaved_medians(runs, repeat=REPEAT, warmup=2)
    return {
        name: {"propose": times[f"propose {name}"], "git": times[f"git {name}"]} for name in repos
    }


def approvals(root: Path) -> dict[str, float]:
    """approve() vs git merge, fast-forward and merge commit; the snapshot refresh apart."""
    from hermes_git.proposals import review

    patch = Patcher(root)
    patch.k = 10_000  # the branch starts again from main, where the marker moved on
    _resync(root, patch)
    branch: list[str] = []
    refreshes: list[float] = []
    refresh = review._refresh_snapshot

    def timed_refresh(home: Path, *, changed: bool) -> None:
        start = time.perf_counter()
        refresh(home, changed=changed)
        refreshes.append(time.perf_counter() - start)

    review._refresh_snapshot = timed_refresh  # measured, not changed

    def propose_ff() -> None:
        branch[:] = [patch()]

    def propose_after_hand_edit() -> None:
        propose_ff()
        path = root / OTHER
        path.write_text(path.read_text("utf-8") + "hand edit\n", encoding="utf-8")
        git(root, "commit", "-q", "-am", "hand edit")

    def approve() -> None:
        result = review.approve(root, branch[0])
        assert result.live_updated

    try:
        times = interleaved_medians(
            {
                "approve-ff": (approve, propose_ff),
                "git-ff": (lambda: git(root, "merge", "-q", "--ff-only", branch[0]), propose_ff),
                "approve-merge": (approve, propose_after_hand_edit),
                "git-merge": (
                    lambda: git(root, "merge", "-q", "--no-edit", branch[0]),
                    propose_after_hand_edit,
                ),
            },
            repeat=APPROVE_REPEAT,
            warmup=1,
        )
    finally:
        review._refresh_snapshot = refresh
    refreshes.sort()
    times["snapshot"] = refreshes[len(refreshes) // 2]
    return times


def _resync(root: Path, patch: Patcher) -> None:
    """Put `marker-<patch.k>` into main's bench skill (committed), so patches start from it."""
    path = root / TARGET
    path.write_text(
        re.sub(r"marker-\d+", f"marker-{patch.k}", path.read_text("utf-8")), encoding="utf-8"
    )
    git(root, "commit", "-q", "-am", "bench: marker")
    for ref in git(root, "for-each-ref", "--format=%(refname)", "refs/heads/hermes/").split():
        git(root, "update-ref", "-d", ref)


def whole_process(root: Path) -> dict[str, float]:
    """`hermes-git propose` as a new process each time, next to git and Python alone."""
    cli = str(Path(sys.executable).parent / "hermes-git")
    patch, plain = Patcher(root), GitCommit(root)
    patch.k = 20_000
    _resync(root, patch)

    def cli_propose() -> None:
        doc = {
            "tool": "skill_manage",
            "origin": "foreground",
            "args": {
                "action": "patch",
                "name": "bench-target",
                "old_string": f"marker-{patch.k}",
                "new_string": f"marker-{patch.k + 1}",
            },
        }
        done = subprocess.run(
            [cli, "--repo", str(root), "propose"],
            input=json.dumps(doc),
            text=True,
            capture_output=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        patch.k += 1

    def python(code: str) -> Callable[[], object]:
        return lambda: subprocess.run([sys.executable, "-c", code], check=True)

    imports = "import hermes_git.cli.propose"
    return interleaved_medians(
        {
            "cli": (cli_propose, None),
            "git": (plain.run, plain.setup),
            "python": (python("pass"), None),
            "imports": (python(imports), None),
            "rules": (
                python(
                    f"{imports}; from hermes_git.guard.match.rules import load_rules; load_rules()"
                ),
                None,
            ),
        },
        repeat=PROCESS_REPEAT,
        warmup=1,
    )


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-propose-"))
    gitconfig = tmp / "gitconfig"
    gitconfig.write_text(
        "[user]\n\tname = Bench\n\temail = bench@example.com\n[init]\n\tdefaultBranch = main\n",
        encoding="utf-8",
    )
    os.environ.update(GIT_CONFIG_GLOBAL=str(gitconfig), GIT_CONFIG_NOSYSTEM="1", HOME=str(tmp))
    for var in ("HERMES_GIT_REPO", "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        os.environ.pop(var, None)
    try:
        started = time.perf_counter()
        corpus = tmp / "corpus"
        count = corpus_repo(corpus)
        built = {"corpus": time.perf_counter() - started}
        for size in SIZES:
            started = time.perf_counter()
            synthetic_repo(tmp / f"synthetic-{size}", size)
            built[f"{size:,}"] = time.perf_counter() - started
        times = propose_vs_git(
            {"corpus": corpus, **{str(size): tmp / f"synthetic-{size}" for size in SIZES}}
        )
        results: dict[str, Any] = {
            "count": count,
            "corpus": times["corpus"],
            "growth": {size: times[str(size)] for size in SIZES},
        }
        results["approve"] = approvals(corpus)
        results["process"] = whole_process(corpus)
        results["built"] = built
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report(results)


def report(results: dict[str, Any]) -> None:
    count, corpus, growth = results["count"], results["corpus"], results["growth"]
    approve, process = results["approve"], results["process"]
    plain = "`git add` + `git commit` (2 processes)"
    rows = [
        Row(
            f"propose: patch one SKILL.md, {count:,} corpus skills (library call)",
            corpus["propose"],
            corpus["git"],
            plain,
            GOAL,
        )
    ]
    rows += [
        Row(
            f"propose: the same, {size:,} synthetic skills",
            growth[size]["propose"],
            growth[size]["git"],
            plain,
        )
        for size in SIZES
    ]
    rows += [
        Row(
            "approve, fast-forward (incl. snapshot refresh)",
            approve["approve-ff"],
            approve["git-ff"],
            "`git merge --ff-only`",
        ),
        Row(
            "approve, merge commit (incl. snapshot refresh)",
            approve["approve-merge"],
            approve["git-merge"],
            "`git merge --no-edit`",
        ),
        Row(
            "approve, fast-forward, without the snapshot refresh",
            approve["approve-ff"] - approve["snapshot"],
            approve["git-ff"],
            "`git merge --ff-only`",
        ),
        Row(
            "approve, merge commit, without the snapshot refresh",
            approve["approve-merge"] - approve["snapshot"],
            approve["git-merge"],
            "`git merge --no-edit`",
        ),
        Row("`hermes-git propose`, whole process (context)", process["cli"], process["git"], plain),
    ]
    small, large = growth[SIZES[0]]["propose"], growth[SIZES[-1]]["propose"]
    rate = large / small
    git_rate = growth[SIZES[-1]]["git"] / growth[SIZES[0]]["git"]
    verdict = "met" if rate <= GROWTH_GOAL else "NOT met"
    built = ", ".join(f"{k} {v:.1f} s" for k, v in results["built"].items())
    result = table(rows)
    growth_line = (
        f"Growth of a proposal from {SIZES[0]:,} to {SIZES[-1]:,} skills: "
        f"{fmt_seconds(small)} -> {fmt_seconds(large)} = {rate:.2f}x (goal ≤ "
        f"{GROWTH_GOAL}x: {verdict}); git add + commit: {git_rate:.2f}x."
    )
    startup = (
        f"Whole process: `hermes-git propose` {fmt_seconds(process['cli'])}; of it, "
        f"Python's start {fmt_seconds(process['python'])}, the imports "
        f"{fmt_seconds(process['imports'] - process['python'])}, loading and compiling "
        f"the guard's rules {fmt_seconds(process['rules'] - process['imports'])}, the "
        f"rest {fmt_seconds(process['cli'] - process['rules'])} (click, config, the "
        "first full listing of the repo, the gate, git's persistent `cat-file` "
        "processes started)."
    )
    print(result)
    print(growth_line)
    print(startup)
    print(
        f"approve: snapshot refresh (median) {fmt_seconds(approve['snapshot'])}; repos built "
        f"in {built}"
    )
    if wants_docs():
        write_section(
            "propose and approve", describe(result, growth_line, startup, approve, count, built)
        )


def describe(
    result: str, growth_line: str, startup: str, approve: dict[str, float], count: int, built: str
) -> str:
    return (
        f"A one-line patch of one SKILL.md proposed with the library call `propose()` (warm "
        f"process: the guard's rules loaded, the previous commit listed) on a {count:,}-skill "
        "repo (the corpus laid out 12 times, adopted with `hermes_git.init.init`), next to the "
        "same change committed on main by the git CLI (`git add` then `git commit -q -m`, two "
        "processes); then on synthetic repos of 200, 2,000 and 20,000 skills (100 per "
        "category, two files each, one `git fast-import` commit; sparse work tree, full index). "
        f"Approve: `review.approve()` of a fresh proposal next to `git merge`. Medians of "
        f"{REPEAT} runs ({APPROVE_REPEAT} for approve, {PROCESS_REPEAT} for whole processes) "
        "after a warm-up, in one process, taking turns (all four repos in one rotation for "
        "the proposals). Plain git runs with "
        "`core.hooksPath=/dev/null`. Script: `bench/bench_propose.py`; measured "
        f"{date.today().isoformat()}; repos built in {built}.\n\n{result}\n\n"
        f"Goal: a proposal ≤ {GOAL}x git add + commit. {growth_line}\n\n"
        "A proposal reads the branch tip from git (persistent `cat-file`), applies Hermes' "
        "edit in memory, gates the skill (validation and the guard), writes the blob and the "
        "trees on its path (`hash-object`), `commit-tree` and a compare-and-swap `update-ref`, "
        "under the repo lock; it never touches the index or the work tree. Finding the skill "
        "needs every path under skills/ (Hermes' lookup walks them all): the listing of a "
        "commit is made from the previous one with `git diff-tree` and the lookup is kept "
        "while no SKILL.md comes or goes (`hermes_git/skills/listings.py`), and the trees on the "
        "changed path are parsed once (the `skills/` tree has 201 entries at 20,000 skills), "
        "so the size of the repo hardly matters once a process has listed it. git add + commit "
        "reads and writes the whole index, which grows with the repo; with the sparse work "
        "trees of the synthetic repos git stats only the checked-out files, so its synthetic "
        "times are lower than with a full checkout (compare the corpus row).\n\n"
        "Approve merges (`merge-tree`), gates the merged result, writes a journal, the live "
        "files, the index entries and main, deletes the branch, then refreshes Hermes' prompt "
        f"snapshot: a rebuild, since a SKILL.md changed (median {fmt_seconds(approve['snapshot'])}"
        " here, most of the approve). git merge does none of the gating or the snapshot.\n\n"
        f"{startup} A CLI call pays for all of that on every call, so `hermes-git propose` is "
        "several times slower than git add + commit; the Hermes plugin avoids it by calling "
        "the library in Hermes' own long-running process, which is what the goal measures."
    )


if __name__ == "__main__":
    main()
