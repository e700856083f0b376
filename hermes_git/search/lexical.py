"""BM25 over the skills' texts (the one module using `bm25s`), English-stemmed when PyStemmer is
installed."""

from __future__ import annotations

import logging
import os
import re
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


@lru_cache(maxsize=1)
def _quiet() -> None:

    logging.getLogger("bm25s").setLevel(logging.WARNING)  # it logs every index at DEBUG


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    try:
        import Stemmer  # deferred: heavy, loaded only when searching
    except ImportError:
        return None
    return Stemmer.Stemmer("english")


def version() -> str:
    """What a stored model depends on besides the texts: the tokenizer's settings."""
    return f"bm25s-en-{'stem' if _stemmer() is not None else 'plain'}-1"


_WORD = re.compile(r"(?u)\b\w\w+\b")  # bm25s' own token pattern


@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    from bm25s.stopwords import STOPWORDS_EN  # deferred: heavy, loaded only when searching

    return frozenset(STOPWORDS_EN)


def terms(text: str) -> list[str]:
    """The BM25 terms of `text` as `bm25s.tokenize` makes them (lower-cased words of two or
    more characters, English stop words dropped, stemmed), without its per-call overhead."""
    stop = _stopwords()
    words = [w for w in _WORD.findall(text.lower()) if w not in stop]
    stemmer = _stemmer()
    return [t for t in (stemmer.stemWords(words) if stemmer is not None else words) if t]


class Lexical:
    """A BM25 model of `texts` (one per skill, in index order)."""

    def __init__(self, texts: list[str], model: Any = None) -> None:
        import bm25s  # deferred: heavy, loaded only when searching

        _quiet()
        self.size = len(texts)
        if model is not None:
            self._model = model
            return
        self._model = bm25s.BM25()
        if texts:
            tokens = bm25s.tokenize(texts, stopwords="en", stemmer=_stemmer(), show_progress=False)
            try:
                self._model.index(tokens, show_progress=False)
            except ValueError:  # not one word in any text: every score is 0
                self._model = bm25s.BM25()

    def save(self, folder: Path) -> None:
        """Store the model in `folder` (which must not exist), written whole then renamed in.

        Raises:
            OSError: the parent folder is not writable.
        """
        if not self.size or not getattr(self._model, "vocab_dict", None):
            return
        staging = Path(tempfile.mkdtemp(prefix=".bm25-", dir=folder.parent))
        try:
            self._model.save(str(staging), show_progress=False)
            os.replace(staging, folder)
        except OSError:
            shutil.rmtree(staging, ignore_errors=True)
            raise

    @classmethod
    def load(cls, folder: Path, size: int) -> Lexical | None:
        """The model stored in `folder` for `size` texts, or None when absent or unreadable."""
        import bm25s  # deferred: heavy, loaded only when searching

        _quiet()
        if not (folder / "params.index.json").is_file():
            return None
        try:
            model = bm25s.BM25.load(str(folder), show_progress=False)
        except (OSError, ValueError, KeyError):
            return None
        if getattr(model, "scores", {}).get("num_docs") != size:
            return None
        return cls([""] * size, model)

    def scores(self, query_terms: list[str]) -> NDArray[np.float32]:
        """The BM25 score of every text for the query's terms (unknown terms count nothing)."""
        import numpy as np  # deferred: heavy, loaded only when searching

        vocab = getattr(self._model, "vocab_dict", None) or {}
        known = [t for t in query_terms if t in vocab]
        if not known or not self.size:
            return np.zeros(self.size, dtype=np.float32)
        return np.asarray(self._model.get_scores(known), dtype=np.float32)
