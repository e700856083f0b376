"""Embedders: the static WordLlama model shipped in its wheel (offline), or an OpenAI-compatible
endpoint with every vector cached by content hash."""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from hermes_git.errors import ConfigError, HermesGitError
from hermes_git.files import atomic_write

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    Matrix = NDArray[np.float32]


class SearchModelError(HermesGitError):
    """The embedding model cannot be loaded or the endpoint failed."""


class Embedder(Protocol):
    """Turns texts into unit vectors, one row each."""

    @property
    def id(self) -> str: ...

    def embed(self, texts: list[str]) -> Matrix: ...


class StaticEmbedder:
    """WordLlama `l2_supercat` (256 dimensions), weights and tokenizer read from its wheel."""

    id = "wordllama-l2_supercat-256"

    def __init__(self) -> None:
        try:
            import wordllama  # deferred: heavy, loaded only when searching
            from wordllama import WordLlama  # deferred: heavy, loaded only when searching

            # 0.4 looks for the tokenizer under `tokenizer/`; the wheel has it under
            # `tokenizers/`, which is where it looks inside `cache_dir`: never downloads.
            package = Path(wordllama.__file__).parent
            self._model = WordLlama.load(cache_dir=package, disable_download=True)
        except (ImportError, OSError, ValueError) as exc:
            raise SearchModelError(
                f"cannot load the WordLlama model: {exc}",
                fix="pip install 'wordllama>=0.4' (its wheel carries the model)",
            ) from None

    def embed(self, texts: list[str]) -> Matrix:
        import numpy as np  # deferred: heavy, loaded only when searching

        if not texts:
            return np.zeros((0, 256), dtype=np.float32)
        vectors = np.asarray(self._model.embed(texts, norm=False), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        unit: Matrix = vectors / np.maximum(norms, 1e-9)  # an empty text stays all zeros
        return unit


@dataclass(frozen=True)
class RemoteSettings:
    """`search.embeddings` of `.hermes-git.yaml`: an OpenAI-compatible embeddings endpoint."""

    base_url: str | None
    model: str
    api_key_env: str = "HERMES_GIT_EMBEDDINGS_API_KEY"
    timeout: float = 30.0


class RemoteEmbedder:
    """An OpenAI-compatible `/embeddings` endpoint; vectors cached in `cache_file` by text hash."""

    def __init__(self, settings: RemoteSettings, cache_file: Path | None) -> None:
        self.settings = settings
        self.cache_file = cache_file
        self._cache: dict[str, list[float]] | None = None

    @property
    def id(self) -> str:
        return f"openai:{self.settings.base_url or ''}:{self.settings.model}"

    def _key(self, text: str) -> str:
        return hashlib.sha256(f"{self.id}\0{text}".encode()).hexdigest()[:32]

    def _loaded(self) -> dict[str, list[float]]:
        if self._cache is None:
            self._cache = {}
            if self.cache_file is not None:
                try:
                    self._cache = dict(json.loads(self.cache_file.read_text("utf-8")))
                except (OSError, ValueError):
                    self._cache = {}
        return self._cache

    def embed(self, texts: list[str]) -> Matrix:
        import numpy as np  # deferred: heavy, loaded only when searching

        cache = self._loaded()
        missing = sorted({self._key(t): t for t in texts if self._key(t) not in cache}.items())
        if missing:
            for key, vector in zip(
                [k for k, _ in missing], self._ask([t for _, t in missing]), strict=False
            ):
                cache[key] = vector
            self._save()
        matrix = np.asarray([cache[self._key(t)] for t in texts], dtype=np.float32)
        if not len(texts):
            return matrix.reshape(0, 0)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        unit: Matrix = matrix / np.maximum(norms, 1e-9)
        return unit

    def _ask(self, texts: list[str]) -> list[list[float]]:
        # deferred for start-up: openai (about 1 s of imports) only for a configured endpoint
        from hermes_git import llm

        key = os.environ.get(self.settings.api_key_env) or "not-needed"  # local servers
        endpoint = llm.Endpoint(
            self.settings.base_url, self.settings.model, key, self.settings.timeout
        )
        try:
            return [
                v
                for i in range(0, len(texts), 256)
                for v in llm.embeddings(endpoint, texts[i : i + 256])
            ]
        except (llm.ClientError, ValueError) as exc:
            raise SearchModelError(
                f"the embeddings endpoint failed: {exc}",
                fix="check search.embeddings (base_url, model) or remove it to use the built-in model",
            ) from None

    def _save(self) -> None:
        if self.cache_file is None or self._cache is None:
            return

        self.cache_file.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(self.cache_file, json.dumps(self._cache).encode("utf-8"), durable=False)


_STATIC: list[StaticEmbedder] = []


def embedder_id(search: dict[str, Any]) -> str:
    """The id of the embedder `embedder_for` gives, without loading it."""
    remote = search.get("embeddings")
    if isinstance(remote, dict) and remote.get("model"):
        return f"openai:{remote.get('base_url') or ''}:{remote['model']}"
    return StaticEmbedder.id


def embedder_for(search: dict[str, Any], cache_dir: Path | None) -> Embedder:
    """The configured embedder: `search.embeddings` when set, else the built-in static model
    (loaded once per process)."""
    remote = search.get("embeddings")
    if isinstance(remote, dict) and remote:
        if not remote.get("model"):
            raise ConfigError(
                "search.embeddings needs a model",
                path=".hermes-git.yaml",
                fix="set search.embeddings.model (and base_url), or remove search.embeddings",
            )
        settings = RemoteSettings(
            remote.get("base_url"),
            str(remote["model"]),
            str(remote.get("api_key_env", "HERMES_GIT_EMBEDDINGS_API_KEY")),
            float(remote.get("timeout", 30)),
        )
        cache = cache_dir / "search" / "embeddings-cache.json" if cache_dir else None
        return RemoteEmbedder(settings, cache)
    if not _STATIC:
        _STATIC.append(StaticEmbedder())
    return _STATIC[0]
