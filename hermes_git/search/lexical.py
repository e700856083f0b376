"""BM25 over the skills' texts (the one module using `bm25s`), English-stemmed when PyStemmer is
installed."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


@lru_cache(maxsize=1)
def _quiet() -> None:
    import logging

    logging.getLogger("bm25s").setLevel(logging.WARNING)  # it logs every index at DEBUG


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    try:
        import Stemmer
    except ImportError:
        return None
    return Stemmer.Stemmer("english")


def terms(text: str) -> list[str]:
    """The BM25 terms of `text`: lower-cased words, English stop words dropped, stemmed."""
    import bm25s

    tokens = bm25s.tokenize(
        [text], stopwords="en", stemmer=_stemmer(), return_ids=False, show_progress=False
    )
    return [t for t in tokens[0] if t]


class Lexical:
    """A BM25 model of `texts` (one per skill, in index order)."""

    def __init__(self, texts: list[str]) -> None:
        import bm25s

        _quiet()
        self.size = len(texts)
        self._model = bm25s.BM25()
        if texts:
            tokens = bm25s.tokenize(texts, stopwords="en", stemmer=_stemmer(), show_progress=False)
            self._model.index(tokens, show_progress=False)

    def scores(self, query_terms: list[str]) -> NDArray[np.float32]:
        """The BM25 score of every text for the query's terms (unknown terms count nothing)."""
        import numpy as np

        vocab = getattr(self._model, "vocab_dict", None) or {}
        known = [t for t in query_terms if t in vocab]
        if not known or not self.size:
            return np.zeros(self.size, dtype=np.float32)
        return np.asarray(self._model.get_scores(known), dtype=np.float32)
