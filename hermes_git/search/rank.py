"""The hybrid ranker: BM25 over each skill's weighted text blended with the cosine of static
embeddings of what the skill says it is for and what it holds; scores in [0, 1], calibrated so
that one threshold separates "this skill fits" from "no skill fits".

A query the hybrid score refuses (or one in another script) gets a second opinion: the
multilingual model on what each candidate says it is for; a skill's fit score is the better
founded of the two. `FUSED` (off by default: it did not carry over to the third frozen set)
also reorders an unsure query's candidates: the multilingual model on what each says it is for
and what it holds, fused with the hybrid's parts, then the retrieval model on the best of that
fused order (`SecondOpinion`); the fit score that decides "no skill fits" stays the same."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from hermes_git.search import crosslingual, passage
from hermes_git.search.lexical import Lexical, terms

if TYPE_CHECKING:
    from hermes_git.search.documents import Doc
    from hermes_git.search.embed import Embedder, Matrix
    from hermes_git.search.store import Index
    from hermes_git.search.vectors import LazyVectors


@dataclass(frozen=True)
class Weights:
    """The blend, tuned on the development queries (docs/search.md)."""

    dense: float = 0.6  # share of the embedding similarity in the score
    content: float = 0.2  # share of the content vector in the embedding similarity
    saturation: float = 2.0  # BM25 score at which the lexical part is 0.5
    threshold: float = 0.40  # under it, no skill fits (0.38 before the cross-lingual path)
    cross_scale: float = 1.75  # the multilingual cosine times this (capped at 1), when asked
    cross_candidates: int = 200  # how many of the hybrid's best the multilingual model judges
    # a query whose hybrid top is under it gets the second opinion (None: the threshold)
    second_below: float | None = None
    # the fused order: shares of the standardised dense, lexical, multilingual (what a skill
    # says it is for) and multilingual content similarities over the candidates; None (the
    # default): the fit score orders, as before issue 30's third frozen set (see `FUSED`)
    fusion: tuple[float, float, float, float] | None = None
    rerank: int = 0  # how many of the fused order's best the retrieval model judges
    rerank_share: float = 0.3  # its standardised similarity's share in their final order


# The fused second opinion, tuned on the development sets (docs/search.md, "a third frozen
# set"): it raised them and the 2026-12-02 and fourth frozen held-out sets but lowered the
# third frozen set, so it is off by default and kept for measurement (bench/bench_search.py).
FUSED = Weights(second_below=0.60, fusion=(0.2, 0.2, 0.3, 0.3), rerank=20)


@dataclass
class SecondOpinion:
    """The second opinion's vectors of an index's docs, each computed the first time a query
    needs it and kept in `folder` (None: in memory only)."""

    summaries: LazyVectors  # multilingual: what each skill says it is for
    contents: LazyVectors  # multilingual: what it holds
    passages: LazyVectors | None  # retrieval model: what it says it is for (None: not installed)

    @classmethod
    def of(cls, docs: list[Doc], folder: Path | None) -> SecondOpinion:
        return cls(
            crosslingual.summaries(docs, folder),
            crosslingual.contents(docs, folder),
            passage.passages(docs, folder),
        )


@dataclass
class Hit:
    """One ranked skill and why it ranks."""

    doc: Doc
    score: float
    dense: float
    lexical: float
    matched: dict[str, list[str]] = field(default_factory=dict)  # field -> query terms found
    multilingual: float | None = None  # the cross-lingual similarity, when it was asked
    retrieval: float | None = None  # the retrieval model's similarity, when it was asked

    def why(self) -> str:
        parts = [f"{name} has {', '.join(words)}" for name, words in self.matched.items()]
        parts.append(f"meaning match {self.dense:.2f}")
        if self.multilingual is not None:
            parts.append(f"multilingual match {self.multilingual:.2f}")
        if self.retrieval is not None:
            parts.append(f"retrieval match {self.retrieval:.2f}")
        return "; ".join(parts)


@dataclass
class Scores:
    """Every skill's scores for one query, in index order. `order`: larger ranks first (the
    second opinion's order when it was asked, else `score`); `score`: the fit score."""

    score: Matrix
    dense: Matrix
    lexical: Matrix
    order: Matrix
    cross: Matrix | None = None  # multilingual similarity (NaN: not a candidate)
    retrieval: Matrix | None = None  # retrieval model similarity (NaN: not judged)


class Ranker:
    """Ranks the skills of one index for free-text queries."""

    def __init__(
        self,
        index: Index,
        embedder: Embedder,
        weights: Weights | None = None,
        lexical: Lexical | None = None,
        second: SecondOpinion | None = None,
    ) -> None:
        self.index = index
        self.second = second  # None: no second opinion
        self.embedder = embedder
        self.weights = weights or Weights()
        self.lexical = lexical or Lexical([d.lexical_text() for d in index.docs])
        self.masks: dict[object, list[bool]] = {}  # which skills a session shows, by its facts
        c = self.weights.content
        vectors = index.vectors
        # the cosine is linear: blend the two vectors of each skill once, not per query
        self._blend = (
            ((1 - c) * vectors[:, 0] + c * vectors[:, 1]).astype("float32")
            if len(vectors)
            else vectors.reshape(0, 0)
        )

    def scores(self, query: str) -> Scores:
        """Every skill's scores for `query`."""
        import numpy as np  # deferred: heavy, loaded only when searching

        w = self.weights
        if not self.index.docs:
            empty = np.zeros(0, dtype=np.float32)
            return Scores(empty, empty, empty, empty)
        q = self.embedder.embed([query])[0]
        dense = self._blend @ q
        bm25 = self.lexical.scores(terms(query))
        lexical = bm25 / (bm25 + w.saturation)
        score = w.dense * dense + (1 - w.dense) * lexical
        below = w.threshold if w.second_below is None else w.second_below
        if self.second is None or not crosslingual.wants(query, float(score.max()), below):
            return Scores(score, dense, lexical, score)
        return self._second(query, self.second, Scores(score, dense, lexical, score))

    def _second(self, query: str, second: SecondOpinion, hybrid: Scores) -> Scores:
        """The hybrid's best candidates judged again (module docstring)."""
        import numpy as np  # deferred: heavy, loaded only when searching

        w, n = self.weights, len(hybrid.score)
        # the hybrid's best candidates only: a big library's first such query embeds a few
        # hundred skills, not all of them
        picked = np.argsort(-hybrid.score, kind="stable")[: w.cross_candidates]
        rows = [int(i) for i in picked]
        q = crosslingual.embed([query])[0]
        said = second.summaries.rows(rows) @ q
        cross = np.full(n, np.nan, dtype=np.float32)
        cross[picked] = said
        judged = np.where(np.isnan(cross), -np.inf, np.minimum(cross * w.cross_scale, 1.0))
        fit = np.maximum(hybrid.score, judged)  # the better-founded opinion counts
        if w.fusion is None:
            return Scores(fit, hybrid.dense, hybrid.lexical, fit, cross)
        held = second.contents.rows(rows) @ q
        parts = (hybrid.dense[picked], hybrid.lexical[picked], said, held)
        fused = sum(share * _standard(p) for share, p in zip(w.fusion, parts, strict=True))
        order = hybrid.score - 2.0  # after every candidate, in the hybrid's order
        order[picked] = fused + 1e3
        retrieval = None
        if second.passages is not None and w.rerank > 0:
            best = picked[np.argsort(-fused, kind="stable")[: w.rerank]]
            sims = second.passages.rows([int(i) for i in best]) @ passage.query(query)
            share = w.rerank_share
            order[best] = 2e3 + (1 - share) * _standard(order[best]) + share * _standard(sims)
            retrieval = np.full(n, np.nan, dtype=np.float32)
            retrieval[best] = sims
        return Scores(fit, hybrid.dense, hybrid.lexical, order, cross, retrieval)

    def search(self, query: str, top: int = 5, shown: list[bool] | None = None) -> list[Hit]:
        """The `top` best skills among those `shown` (all when None), best first."""
        import numpy as np  # deferred: heavy, loaded only when searching

        found = self.scores(query)
        order = found.order
        if shown is not None:
            order = np.where(np.asarray(shown, dtype=bool), order, -np.inf)
        ranked = [int(i) for i in np.argsort(-order, kind="stable")[:top] if order[i] > -np.inf]
        words = _words(query)
        return [
            Hit(
                self.index.docs[i],
                round(float(found.score[i]), 4),
                float(found.dense[i]),
                float(found.lexical[i]),
                _matched(self.index.docs[i], words),
                _known(found.cross, i),
                _known(found.retrieval, i),
            )
            for i in ranked
        ]


def _standard(values: Matrix) -> Matrix:
    """`values` standardised (mean 0, deviation 1; all 0 when they do not vary)."""
    spread = float(values.std())
    centred: Matrix = values - values.mean()
    return centred / spread if spread > 1e-9 else centred * 0


def _known(values: Matrix | None, i: int) -> float | None:
    if values is None or math.isnan(float(values[i])):
        return None
    return round(float(values[i]), 4)


def _words(query: str) -> dict[str, str]:
    """The query's BM25 terms, each with the query word it comes from."""
    words: dict[str, str] = {}
    for word in query.split():
        for term in terms(word):
            words.setdefault(term, word.strip(".,;:!?\"'()").lower())
    return words


def _matched(doc: Doc, words: dict[str, str]) -> dict[str, list[str]]:
    """Which query words each field of `doc` holds (for `why`)."""
    query_terms, words_of = set(words), words
    fields = {
        "name": doc.name.replace("-", " "),
        "description": doc.description,
        "headings": " ".join(doc.headings),
        "body": doc.body + " " + " ".join(doc.files),
    }
    found: dict[str, list[str]] = {}
    seen: set[str] = set()
    for name, text in fields.items():
        hits = sorted((query_terms & set(terms(text))) - seen)
        if hits:
            found[name] = [words_of[w] for w in hits[:5]]
            seen.update(hits)
    return found
