"""Skill search: quality on tests/data/search/queries.jsonl (hybrid vs plain BM25 over name +
description, in the same run, tune and held-out splits), speed on 2,000 skills (full build,
incremental update after one changed skill, warm query, CLI start-up apart) and prompt size of
the full vs compact index at 200 and 2,000 skills (characters and Llama-2 tokens: the tokenizer
ships in the wordllama wheel; tiktoken's encodings need a download).

Run: PYTHONPATH=$PWD .venv/bin/python bench/bench_search.py [--quality-only]
"""

from __future__ import annotations

import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._common import CORPUS, PROJECT, wants_docs, write_section
from hermes_git.search import evaluate, store
from hermes_git.search.embed import StaticEmbedder, embedder_for
from hermes_git.search.manifest import manifest_of
from hermes_git.search.rank import Ranker
from hermes_git.search.service import follow_main, search
from hermes_git.snapshot import compact
from hermes_git.snapshot.build import write_snapshot
from hermes_git.snapshot.render import render_index

QUERIES = PROJECT / "tests" / "data" / "search" / "queries.jsonl"


def corpus_home(root: Path, copies: int = 1, limit: int | None = None) -> Path:
    """The corpus as a home's skills (`copies` > 1: renamed copies, up to `limit` skills)."""
    home = root / "home"
    skills = [
        (md.parent, md.parent.relative_to(base).parent)
        for base in (CORPUS / "hermes-agent/skills", CORPUS / "hermes-agent/optional-skills")
        for md in sorted(base.rglob("SKILL.md"))
    ] + [
        (md.parent, Path("anthropic"))
        for md in sorted((CORPUS / "anthropic-skills").rglob("SKILL.md"))
    ]
    count = 0
    for copy in range(copies):
        for folder, category in skills:
            if limit is not None and count >= limit:
                return home
            name = folder.name if copy == 0 else f"{folder.name}-v{copy}"
            dest = home / "skills" / category / name
            shutil.copytree(folder, dest, dirs_exist_ok=True)
            if copy:
                md = dest / "SKILL.md"
                text = md.read_text("utf-8")
                md.write_text(text.replace(f"name: {folder.name}", f"name: {name}", 1), "utf-8")
            count += 1
    return home


def quality(root: Path) -> dict[str, object]:
    home = corpus_home(root / "quality")
    embedder = embedder_for({}, None)
    ranker = Ranker(store.build(home, embedder, None, manifest_of(home)), embedder)
    return evaluate.report(evaluate.load_queries(QUERIES), ranker)


class Clock:
    """Wall and CPU seconds of a block (CPU time is what a busy shared machine distorts less)."""

    def __enter__(self) -> Clock:
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *_: object) -> None:
        self.wall = time.perf_counter() - self.wall
        self.cpu = time.process_time() - self.cpu


def speed(root: Path) -> dict[str, tuple[float, float]]:
    """(wall, CPU) of each step, in the unit its name says."""
    home = corpus_home(root / "speed", copies=12, limit=2000)
    subprocess.run(["git", "init", "-q", "-b", "main", str(home)], check=True)
    commit(home, "the skills")
    cache = home / ".git" / "hermes-git"
    out: dict[str, tuple[float, float]] = {}
    with Clock() as clock:
        StaticEmbedder()
    out["model load (once per process) s"] = (clock.wall, clock.cpu)
    write_snapshot(home)
    with Clock() as clock:
        follow_main(home, cache, force=True)
    out["full build, 2000 skills s"] = (clock.wall, clock.cpu)
    skill = sorted((home / "skills").rglob("SKILL.md"))[100]
    note = skill.parent / "references" / "bench-note.md"
    for label, edit in (
        ("incremental update, one SKILL.md ms", lambda n: _edit_skill(skill, n)),
        ("incremental update, one supporting file ms", lambda n: _edit_note(note, n)),
    ):
        walls, cpus = [], []
        for n in range(5):
            edit(n)
            commit(home, f"edit {n}")  # main moves, as an approve or a sync moves it
            write_snapshot(home)
            with Clock() as clock:
                assert follow_main(home, cache) == "updated"
            walls.append(clock.wall * 1000)
            cpus.append(clock.cpu * 1000)
        out[label] = (statistics.median(walls), statistics.median(cpus))
    queries = [q.text for q in evaluate.load_queries(QUERIES)]
    with Clock() as clock:
        search(home, queries[0])
    out["first query of a process (index, BM25) s"] = (clock.wall, clock.cpu)
    with Clock() as clock:
        for q in queries:
            search(home, q)
    n = len(queries)
    out["warm query, 2000 skills ms"] = (clock.wall / n * 1000, clock.cpu / n * 1000)
    env = {**os.environ, "PYTHONPATH": str(PROJECT)}
    cli = [sys.executable, "-m", "hermes_git", "--repo", str(home), "search", "deploy a container"]
    subprocess.run(cli, env=env, check=True, capture_output=True)
    with Clock() as clock:
        subprocess.run(cli, env=env, check=True, capture_output=True)
    out["CLI search, cold process s (wall only)"] = (clock.wall, float("nan"))
    return out


def commit(home: Path, message: str) -> None:
    identity = ["-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run(["git", "-C", str(home), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(home), *identity, "commit", "-qm", message], check=True)


def _edit_skill(skill: Path, n: int) -> None:
    text = skill.read_text("utf-8")
    skill.write_text(text.replace("\n---\n", f"\n---\nEdited {n}.\n", 1), "utf-8")


def _edit_note(note: Path, n: int) -> None:
    note.parent.mkdir(exist_ok=True)
    note.write_text(f"# Bench note number {n}\n", "utf-8")


def prompt_sizes(root: Path) -> dict[str, dict[str, int]]:
    import wordllama
    from tokenizers import Tokenizer

    vocab = Path(wordllama.__file__).parent / "tokenizers" / "l2_supercat_tokenizer_config.json"
    tokenizer = Tokenizer.from_file(str(vocab))
    sizes: dict[str, dict[str, int]] = {}
    for count in (200, 2000):
        home = corpus_home(root / f"prompt{count}", copies=12, limit=count)
        for mode in ("full", "compact"):
            (home / ".hermes-git.yaml").write_text(f"version: 1\nindex: {{mode: {mode}}}\n")
            write_snapshot(home)
            text = render_index(home)
            assert (compact.NOTE in text) == (mode == "compact")
            sizes[f"{count} skills, {mode}"] = {
                "chars": len(text),
                "tokens": len(tokenizer.encode(text).ids),
            }
    return sizes


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        report = quality(root)
        print(f"threshold {report['threshold']}")
        for label, pair in report.items():
            if label == "threshold":
                continue
            h, b = pair["hybrid"], pair["bm25"]
            ratio = h["recall@5"] / b["recall@5"] if b["recall@5"] else float("inf")
            print(f"{label:16} n={h['queries']:3}  hybrid {_row(h)}")
            print(f"{'':16}        plain BM25 {_row(b)}   recall@5 ratio {ratio:.2f}x")
        if "--quality-only" in sys.argv:
            return
        load = os.getloadavg()[0]
        print(f"load average before the speed runs: {load:.1f} (2 cores)")
        timings = speed(root)
        for name, (wall, cpu) in timings.items():
            print(f"{name:44} wall {wall:8.3f}   cpu {cpu:8.3f}")
        sizes = prompt_sizes(root)
        for name, size in sizes.items():
            print(f"prompt {name:22} {size['chars']:8} chars {size['tokens']:8} tokens")
        for count in (200, 2000):
            full, small = sizes[f"{count} skills, full"], sizes[f"{count} skills, compact"]
            print(f"compact/full at {count}: {small['tokens'] / full['tokens']:.2f} of the tokens")
    if wants_docs():
        write_section("search", _section(report, timings, sizes, load))


def _section(
    report: dict[str, Any],
    timings: dict[str, tuple[float, float]],
    sizes: dict[str, dict[str, int]],
    load: float,
) -> str:
    keys = ("recall@1", "recall@5", "mrr@10", "no_match_rejected", "real_under_threshold")
    rows = ["| queries | ranker | n | " + " | ".join(keys) + " |", "|---|---|---:|" + "---:|" * 5]
    for label in (
        "all",
        "split=tune",
        "split=holdout",
        "split=holdout2",
        "kind=paraphrase",
        "kind=none",
    ):
        for name in ("hybrid", "bm25"):
            m = report[label][name]
            cells = " | ".join("-" if m[k] is None else str(m[k]) for k in keys)
            ranker = "hybrid" if name == "hybrid" else "plain BM25 (name + description)"
            rows.append(f"| {label} | {ranker} | {m['queries']} | {cells} |")
    speed_rows = ["| step | wall | CPU |", "|---|---:|---:|"]
    for name, (wall, cpu) in timings.items():
        speed_rows.append(f"| {name} | {wall:.3f} | {'-' if math.isnan(cpu) else f'{cpu:.3f}'} |")
    size_rows = ["| index | characters | Llama-2 tokens |", "|---|---:|---:|"]
    for name, size in sizes.items():
        size_rows.append(f"| {name} | {size['chars']} | {size['tokens']} |")
    return "\n\n".join(
        [
            "Skill search over the corpus (179 skills) on tests/data/search/queries.jsonl "
            f"(threshold {report['threshold']}); goals: recall@5 >= 0.90, MRR@10 >= 0.80, "
            "paraphrase recall@5 >= 0.75, >= 70% of no-match queries and <= 10% of real ones "
            "under the threshold. Script: `bench/bench_search.py`; see docs/search.md.",
            "\n".join(rows),
            f"Speed on 2,000 skills (load average {load:.1f} on 2 cores when measured; "
            "goals: full build <= 5 s, incremental update <= 100 ms, warm query <= 50 ms).",
            "\n".join(speed_rows),
            "Prompt size of the skills index Hermes renders, full vs compact.",
            "\n".join(size_rows),
        ]
    )


def _row(m: dict[str, object]) -> str:
    keys = ("recall@1", "recall@5", "mrr@10", "no_match_rejected", "real_under_threshold")
    return "  ".join(f"{k} {m[k]}" for k in keys)


if __name__ == "__main__":
    main()
