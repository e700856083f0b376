"""The hybrid ranker: BM25 over each skill's weighted text blended with the cosine of static
embeddings of what the skill says it is for and what it holds; scores in [0, 1], calibrated so
that one threshold separates "this skill fits" from "no skill fits"."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hermes_git.search import crosslingual
from hermes_git.search.lexical import Lexical, terms

if TYPE_CHECKING:
    from hermes_git.search.documents import Doc
    from hermes_git.search.embed import Embedder, Matrix
    from hermes_git.search.store import Index


@dataclass(frozen=True)
class Weights:
    """The blend, tuned on the development queries (docs/search.md)."""

    dense: float = 0.6  # share of the embedding similarity in the score
    content: float = 0.2  # share of the content vector in the embedding similarity
    saturation: float = 2.0  # BM25 score at which the lexical part is 0.5
    threshold: float = 0.40  # under it, no skill fits (0.38 before the cross-lingual path)
    cross_scale: float = 1.75  # the multilingual cosine times this (capped at 1), when asked
    cross_candidates: int = 200  # how many of the hybrid's best the multilingual model judges


@dataclass
class Hit:
    """One ranked skill and why it ranks."""

    doc: Doc
    score: float
    dense: float
    lexical: float
    matched: dict[str, list[str]] = field(default_factory=dict)  # field -> query terms found
    multilingual: float | None = None  # the cross-lingual similarity, when it was asked

    def why(self) -> str:
        parts = [f"{name} has {', '.join(words)}" for name, words in self.matched.items()]
        parts.append(f"meaning match {self.dense:.2f}")
        if self.multilingual is not None:
            parts.append(f"multilingual match {self.multilingual:.2f}")
        return "; ".join(parts)


class Ranker:
    """Ranks the skills of one index for free-text queries."""

    def __init__(
        self,
        index: Index,
        embedder: Embedder,
        weights: Weights | None = None,
        lexical: Lexical | None = None,
        summaries: crosslingual.Summaries | None = None,
    ) -> None:
        self.index = index
        self.summaries = summaries  # None: no cross-lingual path
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

    def scores(self, query: str) -> tuple[Matrix, Matrix, Matrix, Matrix | None]:
        """(score, dense similarity, lexical part, multilingual similarity or None when not
        asked) of every skill, in index order."""
        import numpy as np  # deferred: heavy, loaded only when searching

        w = self.weights
        n = len(self.index.docs)
        if not n:
            empty = np.zeros(0, dtype=np.float32)
            return empty, empty, empty, None
        q = self.embedder.embed([query])[0]
        dense = self._blend @ q
        bm25 = self.lexical.scores(terms(query))
        lexical = bm25 / (bm25 + w.saturation)
        score = w.dense * dense + (1 - w.dense) * lexical
        if self.summaries is None or not crosslingual.wants(query, float(score.max()), w.threshold):
            return score, dense, lexical, None
        # the hybrid's best candidates only: a big library's first such query embeds a few
        # hundred descriptions, not all of them
        order = np.argsort(-score, kind="stable")[: w.cross_candidates]
        sims = self.summaries.rows([int(i) for i in order]) @ crosslingual.embed([query])[0]
        cross = np.full(n, np.nan, dtype=np.float32)
        cross[order] = sims
        second = np.where(np.isnan(cross), -np.inf, np.minimum(cross * w.cross_scale, 1.0))
        return np.maximum(score, second), dense, lexical, cross  # the better-founded counts

    def search(self, query: str, top: int = 5, shown: list[bool] | None = None) -> list[Hit]:
        """The `top` best skills among those `shown` (all when None), best first."""
        import numpy as np  # deferred: heavy, loaded only when searching

        score, dense, lexical, cross = self.scores(query)
        if shown is not None:
            score = np.where(np.asarray(shown, dtype=bool), score, -np.inf)
        order = [int(i) for i in np.argsort(-score, kind="stable")[:top] if score[i] > -np.inf]
        words = _words(query)
        return [
            Hit(
                self.index.docs[i],
                round(float(score[i]), 4),
                float(dense[i]),
                float(lexical[i]),
                _matched(self.index.docs[i], words),
                None if cross is None or np.isnan(cross[i]) else round(float(cross[i]), 4),
            )
            for i in order
        ]


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
