"""Vectors of an index's docs from a model too slow to run over a whole library at every
update: each doc's vector is computed the first time a query asks for it and kept beside the
index by a hash of the model and the text (one file per kind, read whole), so a changed skill
alone is embedded again."""

from __future__ import annotations

import contextlib
import hashlib
import io
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from hermes_git.files import atomic_write

if TYPE_CHECKING:
    from hermes_git.search.documents import Doc
    from hermes_git.search.embed import Matrix


class Model(Protocol):
    """A model that turns documents' texts into unit vectors, one row each."""

    @property
    def id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def passages(self, texts: list[str]) -> Matrix: ...


@dataclass
class LazyVectors:
    """The `model` vectors of `text(doc)` for the `docs` of an index, each computed the first
    time it is asked for and stored in `folder / file` (`folder` None: in memory only)."""

    docs: list[Doc]
    folder: Path | None
    file: str
    model: Model
    text: Callable[[Doc], str]
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
            fresh = self.model.passages([self.text(by_key[k]) for k in missing])
            known.update(zip(missing, fresh, strict=True))
            current = set(keys)
            self._save({k: v for k, v in known.items() if k in current})
        if not indices:
            return np.zeros((0, self.model.dim), dtype=np.float32)
        matrix: Matrix = np.stack([known[keys[i]] for i in indices]).astype(np.float32)
        return matrix

    def _doc_keys(self) -> list[str]:
        if self._keys is None:
            model = self.model.id
            self._keys = [
                hashlib.sha256(f"{model}\0{self.text(d)}".encode()).hexdigest()[:24]
                for d in self.docs
            ]
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
            with np.load(self.folder / self.file, allow_pickle=False) as data:
                keys, vectors = [str(k) for k in data["keys"]], data["vectors"]
        except (OSError, ValueError, KeyError, EOFError):
            return {}
        if vectors.ndim != 2 or vectors.shape != (len(keys), self.model.dim):
            return {}
        return dict(zip(keys, vectors, strict=True))

    def _save(self, vectors: dict[str, Any]) -> None:
        import numpy as np  # deferred: heavy, loaded only when searching

        if self.folder is None:
            return
        buffer = io.BytesIO()
        dim = self.model.dim
        matrix = np.stack(list(vectors.values())) if vectors else np.zeros((0, dim), np.float32)
        np.savez(buffer, keys=np.asarray(list(vectors), dtype=str), vectors=matrix)
        with contextlib.suppress(OSError):  # best effort: a failure costs only speed
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write(self.folder / self.file, buffer.getvalue(), durable=False)
