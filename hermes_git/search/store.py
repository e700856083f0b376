"""The search index under `.git/hermes-git/search/`: one Doc and two vectors per SKILL.md, kept in
step with Hermes' prompt snapshot and updated incrementally (unchanged skills are not read again,
unchanged texts are not embedded again)."""

from __future__ import annotations

import hashlib
import io
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.files import atomic_write
from hermes_git.search.documents import Doc, read_doc
from hermes_git.skills.model import SKILL_FILE

if TYPE_CHECKING:
    from hermes_git.search.embed import Embedder, Matrix

VERSION = 1
INDEX_DIR = "search"
DOCS_FILE = "index.json"
VECTORS_FILE = "vectors.npy"
STAMP_FILE = "stamp.json"
SNAPSHOT_FILE = ".skills_prompt_snapshot.json"
CONTENT_CHARS = 2000  # of a skill's content embedded (a static model averages its tokens)


@dataclass
class Index:
    """The index of one home: Docs in snapshot order and their vectors `(n, 2, dim)`:
    what the skill says it is for, and what it holds."""

    embedder: str
    docs: list[Doc]
    hashes: list[str]
    vectors: Matrix


def index_dir(cache_dir: Path) -> Path:
    """Where the index of a home with this cache folder lives."""
    return cache_dir / INDEX_DIR


def _stamp(home: Path, embedder: str) -> dict[str, Any]:
    """What the index was built from: the snapshot file's stat (it changes with every rebuild of
    the snapshot) and the embedder."""
    try:
        stat = os.stat(home / SNAPSHOT_FILE)
        snapshot = [stat.st_mtime_ns, stat.st_size]
    except OSError:
        snapshot = []
    return {"version": VERSION, "snapshot": snapshot, "embedder": embedder}


def current_stamp(home: Path, embedder: str) -> dict[str, Any]:
    """The stamp an index built now would carry."""
    return _stamp(home, embedder)


def is_fresh(home: Path, cache_dir: Path, embedder: str) -> bool:
    """Whether the stored index was built from the snapshot on disk now (stat calls only)."""
    try:
        recorded = json.loads((index_dir(cache_dir) / STAMP_FILE).read_bytes())
    except (OSError, ValueError):
        return False
    now = _stamp(home, embedder)
    return bool(now["snapshot"]) and recorded == now


def load(cache_dir: Path) -> Index | None:
    """The stored index, or None when it is missing, torn or of another version."""
    import numpy as np

    folder = index_dir(cache_dir)
    try:
        data = json.loads((folder / DOCS_FILE).read_bytes())
        raw = (folder / VECTORS_FILE).read_bytes()
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return None
    if data.get("vectors_sha") != hashlib.sha256(raw).hexdigest():
        return None  # written by two builds at once: rebuild
    try:
        vectors = np.load(io.BytesIO(raw), allow_pickle=False)
        docs = [Doc.from_json(d) for d in data["docs"]]
    except (ValueError, TypeError, KeyError):
        return None
    if len(docs) != len(vectors) or len(data.get("hashes", [])) != len(docs):
        return None
    return Index(str(data.get("embedder")), docs, list(data["hashes"]), vectors)


def manifest_of(home: Path, *, trust_snapshot: bool = False) -> dict[str, list[int]]:
    """The SKILL.md files and their `[mtime_ns, size]`: from the snapshot when Hermes would
    accept it, else from a walk. `trust_snapshot`: the snapshot was just made current (by
    `refresh_snapshot`), so its manifest is taken without a walk."""
    from hermes_git.snapshot.build import load_snapshot, walk

    manifest = _snapshot_manifest(home) if trust_snapshot else None
    if manifest is None:
        tree = walk(home / "skills")
        snapshot = load_snapshot(home, tree)
        manifest = snapshot["manifest"] if snapshot else tree.manifest
    tail = os.sep + SKILL_FILE
    return {k: list(v) for k, v in manifest.items() if k.endswith(tail) or k == SKILL_FILE}


def _snapshot_manifest(home: Path) -> dict[str, list[int]] | None:
    try:
        data = json.loads((home / SNAPSHOT_FILE).read_bytes())
    except (OSError, ValueError):
        return None
    manifest = data.get("manifest") if isinstance(data, dict) else None
    return manifest if isinstance(manifest, dict) else None


def build(
    home: Path, embedder: Embedder, old: Index | None, manifest: dict[str, list[int]]
) -> Index:
    """The index of `home`'s skills in `manifest`, reusing what `old` has of unchanged ones."""
    import numpy as np

    reuse = old if old is not None and old.embedder == embedder.id else None
    by_key = {d.key: i for i, d in enumerate(reuse.docs)} if reuse else {}
    by_hash = {h: i for i, h in enumerate(reuse.hashes)} if reuse else {}
    docs: list[Doc] = []
    for key in sorted(manifest):
        at = by_key.get(key)
        if reuse is not None and at is not None and reuse.docs[at].stat == manifest[key]:
            docs.append(reuse.docs[at])
        else:
            docs.append(read_doc(home / "skills", key, manifest[key]))
    hashes = [d.content_hash() for d in docs]
    fresh = [i for i, h in enumerate(hashes) if h not in by_hash]
    new_vectors = _embed(embedder, [docs[i] for i in fresh])
    rows = []
    for i, digest in enumerate(hashes):
        if digest in by_hash and reuse is not None:
            rows.append(reuse.vectors[by_hash[digest]])
        else:
            rows.append(new_vectors[fresh.index(i)])
    dim = new_vectors.shape[-1] if fresh else (reuse.vectors.shape[-1] if reuse else 0)
    vectors = np.stack(rows) if rows else np.zeros((0, 2, dim), dtype=np.float32)
    return Index(embedder.id, docs, hashes, vectors.astype(np.float32))


def _embed(embedder: Embedder, docs: list[Doc]) -> Matrix:
    import numpy as np

    if not docs:
        return np.zeros((0, 2, 0), dtype=np.float32)
    texts = [d.summary_text() for d in docs] + [d.content_text()[:CONTENT_CHARS] for d in docs]
    flat = embedder.embed(texts)
    return np.stack([flat[: len(docs)], flat[len(docs) :]], axis=1)


def save(home: Path, cache_dir: Path, index: Index) -> None:
    """Write the index (vectors first; the docs file names their hash) and its stamp.

    Raises:
        OSError: the cache folder is not writable.
    """
    import numpy as np

    folder = index_dir(cache_dir)
    folder.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    np.save(buffer, index.vectors, allow_pickle=False)
    raw = buffer.getvalue()
    docs = {
        "version": VERSION,
        "embedder": index.embedder,
        "vectors_sha": hashlib.sha256(raw).hexdigest(),
        "hashes": index.hashes,
        "docs": [d.to_json() for d in index.docs],
    }
    atomic_write(folder / VECTORS_FILE, raw, durable=False)
    atomic_write(folder / DOCS_FILE, json.dumps(docs, ensure_ascii=False).encode(), durable=False)
    stamp = json.dumps(_stamp(home, index.embedder)).encode()
    atomic_write(folder / STAMP_FILE, stamp, durable=False)
