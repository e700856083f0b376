"""Score the ranker on a query file (JSON lines: query, relevant skill names, kind, split):
recall@1, recall@5, MRR@10 over queries with a relevant skill, and how many of the queries no
skill serves fall under the threshold; beside plain BM25 over name + description.

Relevant skills are alternatives (any one serves), except in queries of kind `two`, which need
all of them."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_git.errors import UsageError
from hermes_git.search.lexical import Lexical, terms
from hermes_git.search.rank import Ranker
from hermes_git.search.service import ranker
from hermes_git.snapshot.build import default_cache_dir

# query -> (each hit's names, best first: frontmatter and folder name; the top score)
Ranked = Callable[[str], tuple[list[frozenset[str]], float]]


@dataclass(frozen=True)
class Query:
    text: str
    relevant: frozenset[str]
    kind: str
    split: str


def load_queries(path: Path) -> list[Query]:
    """The queries of a JSON-lines file.

    Raises:
        UsageError: a line is not a JSON object with `query` and `relevant`.
    """
    queries = []
    try:
        lines = path.read_text("utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read the query file: {exc}", path=path) from None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            queries.append(
                Query(
                    str(item["query"]),
                    frozenset(item["relevant"]),
                    str(item.get("kind", "")),
                    str(item.get("split", "")),
                )
            )
        except (ValueError, KeyError, TypeError):
            raise UsageError(
                "not a query",
                path=path,
                line=number,
                fix='write {"query": "...", "relevant": ["skill-name", ...]} on each line',
            ) from None
    return queries


def hybrid(ranker: Ranker) -> Ranked:
    """The ranker's order and its decision: the best fit score among the 5 it shows first
    (a search's default; under the threshold, no skill fits)."""

    def ranked(query: str) -> tuple[list[frozenset[str]], float]:
        hits = ranker.search(query, top=10)
        names = [frozenset({h.doc.name, h.doc.skill_name}) for h in hits]
        return names, max((h.score for h in hits[:5]), default=0.0)

    return ranked


def plain_bm25(ranker: Ranker) -> Ranked:
    """Plain BM25 over name + description, the baseline (top score: not calibrated)."""
    docs = ranker.index.docs
    model = Lexical([f"{d.name.replace('-', ' ')} {d.description}" for d in docs])

    def ranked(query: str) -> tuple[list[frozenset[str]], float]:
        scores = model.scores(terms(query))
        order = sorted(range(len(docs)), key=lambda i: -float(scores[i]))[:10]
        names = [frozenset({docs[i].name, docs[i].skill_name}) for i in order if scores[i] > 0]
        return names, float(max(scores, default=0))

    return ranked


def score(queries: list[Query], ranked: Ranked, threshold: float) -> dict[str, Any]:
    """The metrics of `ranked` over `queries`."""
    r1 = r5 = mrr = 0.0
    real = [q for q in queries if q.relevant]
    none = [q for q in queries if not q.relevant]
    real_under = none_under = 0
    for q in real:
        names, top = ranked(q.text)
        r1 += _recall(q, names[:1])
        r5 += _recall(q, names[:5])
        rank = next((i for i, n in enumerate(names[:10], 1) if n & q.relevant), None)
        mrr += 1 / rank if rank else 0.0
        real_under += top < threshold
    for q in none:
        none_under += ranked(q.text)[1] < threshold
    n = max(len(real), 1)
    return {
        "queries": len(queries),
        "recall@1": round(r1 / n, 3),
        "recall@5": round(r5 / n, 3),
        "mrr@10": round(mrr / n, 3),
        "no_match_rejected": round(none_under / len(none), 3) if none else None,
        "real_under_threshold": round(real_under / n, 3),
    }


def _recall(q: Query, names: list[frozenset[str]]) -> float:
    """A "two" query needs all its skills (the share found counts, up to the cut-off);
    other queries list alternatives, any of which serves."""
    found = len(q.relevant & set().union(*names))
    if q.kind == "two":
        return found / min(len(names), len(q.relevant))
    return 1.0 if found else 0.0


def report(queries: list[Query], ranker: Ranker) -> dict[str, Any]:
    """Metrics of the hybrid ranker and of plain BM25, overall and per split and kind."""
    threshold = ranker.weights.threshold
    groups: dict[str, list[Query]] = {"all": queries}
    for q in queries:
        groups.setdefault(f"split={q.split}", []).append(q)
        groups.setdefault(f"kind={q.kind}", []).append(q)
    out: dict[str, Any] = {"threshold": threshold}
    for label, members in groups.items():
        out[label] = {
            "hybrid": score(members, hybrid(ranker), threshold),
            "bm25": score(members, plain_bm25(ranker), 1e-9),
        }
    return out


def evaluate_home(home: Path, query_file: Path) -> dict[str, Any]:
    """`report` for the skills of `home` (its current search index) on `query_file`.

    Raises:
        UsageError: the query file is unreadable or malformed.
    """

    queries = load_queries(query_file)
    return report(queries, ranker(home, default_cache_dir(home)))


def render(result: dict[str, Any]) -> str:
    """`report`'s figures as text, hybrid beside plain BM25."""
    keys = ("recall@1", "recall@5", "mrr@10", "no_match_rejected", "real_under_threshold")
    lines = [f"threshold {result['threshold']}"]
    for label, pair in result.items():
        if label == "threshold":
            continue
        for name in ("hybrid", "bm25"):
            row = "  ".join(f"{k} {pair[name][k]}" for k in keys)
            lines.append(f"{label:18} {name:6} n={pair[name]['queries']:<4} {row}")
    return "\n".join(lines)
