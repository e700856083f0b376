"""The search index under `.git/hermes-git/search/`: one Doc and two vectors per SKILL.md, kept in
step with Hermes' prompt snapshot and updated incrementally (unchanged skills are not read again,
unchanged texts are not embedded again)."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.files import atomic_write
from hermes_git.search.documents import Doc, read_doc
from hermes_git.search.manifest import VERSION, Manifest, manifest_of, stamp
from hermes_git.search.where import DOCS_FILE, exists, index_dir

if TYPE_CHECKING:
    from hermes_git.search.embed import Embedder, Matrix

__all__ = ["exists", "index_dir"]  # their home: search/where.py (the hook's light check)
SHARDS = 64
SHARD_DIR = "docs"
STAMP_FILE = "stamp.json"
CONTENT_CHARS = 1000  # of a skill's content embedded (a static model averages its tokens)


@dataclass
class Index:
    """The index of one home: Docs in snapshot order and their vectors `(n, 2, dim)`:
    what the skill says it is for, and what it holds."""

    embedder: str
    docs: list[Doc]
    hashes: list[str]
    vectors: Matrix
    tree: str = ""  # main's `skills/` tree id the docs' marks were taken at


def current_stamp(home: Path, embedder: str) -> dict[str, Any]:
    """The stamp an index built now would carry."""
    return stamp(home, embedder)


def is_fresh(home: Path, cache_dir: Path, embedder: str) -> bool:
    """Whether the stored index was built from the snapshot, main and external skills on disk
    now (stat calls only)."""
    try:
        recorded = json.loads((index_dir(cache_dir) / STAMP_FILE).read_bytes())
    except (OSError, ValueError):
        return False
    now = stamp(home, embedder)
    return bool(now["snapshot"]) and recorded == now


@dataclass
class Meta:
    """The small part of the stored index: each skill's key, mark, text hash and shard, in
    index order, the vectors, and each shard file's hash (enough to update incrementally)."""

    embedder: str
    keys: list[str]
    marks: list[str]
    hashes: list[str]
    vectors: Matrix
    shards: dict[str, str]
    tree: str = ""

    def manifest(self) -> Manifest:
        return Manifest(dict(zip(self.keys, self.marks, strict=True)), self.tree)


def shard_of(key: str) -> str:
    """The docs file holding `key` (64 of them: one changed skill rewrites one small file)."""
    return f"{hashlib.sha1(key.encode('utf-8')).digest()[0] % SHARDS:02x}"


def load_meta(cache_dir: Path) -> Meta | None:
    """The stored index without its docs, or None when missing, torn or of another version."""
    import numpy as np  # deferred: heavy, loaded only when searching

    folder = index_dir(cache_dir)
    try:
        data = json.loads((folder / DOCS_FILE).read_bytes())
        vectors = np.load(folder / str(data["vectors"]), allow_pickle=False)
        keys, marks, hashes = data["keys"], data["marks"], data["hashes"]
        shards, tree = dict(data["shards"]), str(data.get("tree") or "")
        meta = Meta(str(data["embedder"]), keys, marks, hashes, vectors, shards, tree)
    except (OSError, ValueError, TypeError, KeyError, EOFError):
        return None  # a reader racing a writer that removed the old files: rebuild
    if data.get("version") != VERSION or not len(keys) == len(marks) == len(hashes) == len(vectors):
        return None
    return meta


def _read_shard(cache_dir: Path, name: str) -> dict[str, Any] | None:
    """A docs shard by its file name (`<shard>-<hash>.json`), if its bytes still match."""
    try:
        raw = (index_dir(cache_dir) / SHARD_DIR / name).read_bytes()
    except OSError:
        return None
    if not name.endswith(f"-{hashlib.sha256(raw).hexdigest()[:16]}.json"):
        return None
    try:
        data = json.loads(raw)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def load(cache_dir: Path) -> Index | None:
    """The whole stored index, or None when any part of it is missing or torn."""
    meta = load_meta(cache_dir)
    if meta is None:
        return None
    docs: dict[str, Doc] = {}
    for name in meta.shards.values():
        data = _read_shard(cache_dir, name)
        if data is None:
            return None
        try:
            docs.update({k: Doc.from_json(v) for k, v in data.items()})
        except TypeError:
            return None
    if any(k not in docs for k in meta.keys):
        return None
    return Index(meta.embedder, [docs[k] for k in meta.keys], meta.hashes, meta.vectors, meta.tree)


def build(home: Path, embedder: Embedder, old: Index | None, manifest: Manifest) -> Index:
    """The index of `home`'s skills in `manifest` in memory, reusing what `old` has."""
    reuse = old if old is not None and old.embedder == embedder.id else None
    by_key = {d.key: i for i, d in enumerate(reuse.docs)} if reuse else {}
    docs: list[Doc] = []
    for key in sorted(manifest.marks):
        at = by_key.get(key)
        if reuse is not None and at is not None and reuse.docs[at].mark == manifest.marks[key]:
            docs.append(reuse.docs[at])
        else:
            docs.append(read_doc(home / "skills", key, manifest.marks[key]))
    hashes = [d.content_hash() for d in docs]
    vectors = _vectors(embedder, docs, hashes, reuse.hashes if reuse else [], reuse)
    return Index(embedder.id, docs, hashes, vectors, manifest.tree)


def _vectors(
    embedder: Embedder,
    docs: Sequence[Doc | None],
    hashes: list[str],
    old_hashes: list[str],
    old: Index | Meta | None,
) -> Matrix:
    """The vectors of `hashes`: rows of `old` for known hashes, the others embedded now (from
    `docs`, read for exactly those)."""
    import numpy as np  # deferred: heavy, loaded only when searching

    by_hash = {h: i for i, h in enumerate(old_hashes)} if old is not None else {}
    fresh = [i for i, h in enumerate(hashes) if h not in by_hash]
    new_vectors = _embed(embedder, [d for d in (docs[i] for i in fresh) if d is not None])
    if len(new_vectors) != len(fresh):
        raise ValueError("a changed skill was not read")
    at = {i: n for n, i in enumerate(fresh)}
    rows = [
        new_vectors[at[i]] if i in at else old.vectors[by_hash[h]]  # type: ignore[union-attr]
        for i, h in enumerate(hashes)
    ]
    dim = new_vectors.shape[-1] if fresh else (old.vectors.shape[-1] if old is not None else 0)
    stacked = np.stack(rows) if rows else np.zeros((0, 2, dim), dtype=np.float32)
    return stacked.astype(np.float32)


def update(home: Path, cache_dir: Path, embedder: Embedder) -> str:
    """Bring the stored index in step with the home (its snapshot just made current, main, the
    external skills: `manifest_of`): only skills whose mark changed are read, only new
    texts embedded, only the shards holding changed or removed skills rewritten ("updated"),
    or everything when no usable index is stored ("built"); "fresh" when no mark changed
    (main moved without touching a skill: only the stamp is written).

    Raises:
        OSError: the cache folder is not writable.
    """
    stamped = stamp(home, embedder.id)  # before the marks: a change in between is seen next time
    meta = load_meta(cache_dir)
    if meta is not None and meta.embedder != embedder.id:
        meta = None
    manifest = manifest_of(home, trust_snapshot=True, since=meta.manifest() if meta else None)
    if meta is not None and meta.manifest().marks == manifest.marks:
        write_stamp(cache_dir, stamped)  # the diff from the stored tree stays right
        return "fresh"
    try:
        return _update(home, cache_dir, embedder, manifest, meta, stamped)
    except _TornShard:  # a shard to rewrite is unreadable: rebuild every one
        return _update(home, cache_dir, embedder, manifest, None, stamped)


class _TornShard(Exception):
    """A docs shard does not match the hash the index names."""


def _update(
    home: Path,
    cache_dir: Path,
    embedder: Embedder,
    manifest: Manifest,
    meta: Meta | None,
    stamped: dict[str, Any],
) -> str:
    old = {k: i for i, k in enumerate(meta.keys)} if meta else {}
    marks = manifest.marks
    keys = sorted(marks)
    docs: list[Doc | None] = []
    hashes: list[str] = []
    for key in keys:
        at = old.get(key)
        if meta is not None and at is not None and meta.marks[at] == marks[key]:
            docs.append(None)
            hashes.append(meta.hashes[at])
        else:
            doc = read_doc(home / "skills", key, marks[key])
            docs.append(doc)
            hashes.append(doc.content_hash())
    vectors = _vectors(embedder, docs, hashes, meta.hashes if meta else [], meta)
    changed = {k: d for k, d in zip(keys, docs, strict=True) if d is not None}
    removed = set(old) - set(marks)
    shards = dict(meta.shards) if meta else {}
    dirty = {shard_of(k) for k in [*changed, *removed]} if meta else {shard_of(k) for k in keys}
    writes = _shard_writes(cache_dir, dirty, shards, changed, set(keys))
    _save(cache_dir, embedder.id, keys, manifest, hashes, vectors, shards, writes, stamped)
    return "updated" if meta is not None else "built"


def _shard_writes(
    cache_dir: Path,
    dirty: set[str],
    shards: dict[str, str],
    changed: dict[str, Doc],
    keys: set[str],
) -> dict[str, bytes]:
    """The new bytes of each dirty shard (its stored docs, changed ones replaced, gone ones
    dropped); `shards` gets their hashes."""
    writes: dict[str, bytes] = {}
    by_shard: dict[str, dict[str, Doc]] = {}
    for key, doc in changed.items():
        by_shard.setdefault(shard_of(key), {})[key] = doc
    for shard in sorted(dirty):
        stored = _read_shard(cache_dir, shards[shard]) if shard in shards else {}
        if stored is None:
            raise _TornShard(shard)
        content = {k: v for k, v in stored.items() if k in keys and k not in changed}
        content.update({k: d.to_json() for k, d in by_shard.get(shard, {}).items()})
        raw = json.dumps(content, ensure_ascii=False, sort_keys=True).encode("utf-8")
        shards[shard] = _shard_name(shard, raw)
        writes[shards[shard]] = raw
    return writes


def _shard_name(shard: str, raw: bytes) -> str:
    return f"{shard}-{hashlib.sha256(raw).hexdigest()[:16]}.json"


def _embed(embedder: Embedder, docs: list[Doc]) -> Matrix:
    import numpy as np  # deferred: heavy, loaded only when searching

    if not docs:
        return np.zeros((0, 2, 0), dtype=np.float32)
    texts = [d.summary_text() for d in docs] + [d.content_text()[:CONTENT_CHARS] for d in docs]
    flat = embedder.embed(texts)
    return np.stack([flat[: len(docs)], flat[len(docs) :]], axis=1)


def save(cache_dir: Path, index: Index, stamped: dict[str, Any]) -> None:
    """Write an index built in memory, whole, with the stamp taken before its marks.

    Raises:
        OSError: the cache folder is not writable.
    """
    keys = [d.key for d in index.docs]
    manifest = Manifest({d.key: d.mark for d in index.docs}, index.tree)
    shards: dict[str, str] = {}
    by_shard: dict[str, dict[str, Doc]] = {}
    for doc in index.docs:
        by_shard.setdefault(shard_of(doc.key), {})[doc.key] = doc
    writes = {}
    for shard, docs in by_shard.items():
        content = {k: d.to_json() for k, d in docs.items()}
        raw = json.dumps(content, ensure_ascii=False, sort_keys=True).encode("utf-8")
        shards[shard] = _shard_name(shard, raw)
        writes[shards[shard]] = raw
    _save(
        cache_dir,
        index.embedder,
        keys,
        manifest,
        index.hashes,
        index.vectors,
        shards,
        writes,
        stamped,
    )


def _save(
    cache_dir: Path,
    embedder: str,
    keys: list[str],
    manifest: Manifest,
    hashes: list[str],
    vectors: Matrix,
    shards: dict[str, str],
    writes: dict[str, bytes],
    stamped: dict[str, Any],
) -> None:
    """New files under new names (shards by content hash, vectors by a fresh token), then the
    file naming them, then the stamp, then the files no longer named go: a reader sees the old
    index or the new one, never a mix (one that loses a race for a removed file rebuilds)."""

    import numpy as np  # deferred: heavy, loaded only when searching

    folder = index_dir(cache_dir)
    (folder / SHARD_DIR).mkdir(parents=True, exist_ok=True)
    for name, raw in writes.items():
        atomic_write(folder / SHARD_DIR / name, raw, durable=False)
    buffer = io.BytesIO()
    np.save(buffer, vectors, allow_pickle=False)
    vectors_name = f"vectors-{secrets.token_hex(6)}.npy"
    meta = {
        "version": VERSION,
        "embedder": embedder,
        "vectors": vectors_name,
        "keys": keys,
        "marks": [manifest.marks[k] for k in keys],
        "tree": manifest.tree,
        "hashes": hashes,
        "shards": shards,
    }
    atomic_write(folder / vectors_name, buffer.getvalue(), durable=False)
    atomic_write(folder / DOCS_FILE, json.dumps(meta).encode("utf-8"), durable=False)
    write_stamp(cache_dir, stamped)
    _remove_unnamed(folder, vectors_name, set(shards.values()))


def write_stamp(cache_dir: Path, stamped: dict[str, Any]) -> None:
    """Record what the stored index is in step with (`stamp`, taken before its marks)."""
    raw = json.dumps(stamped).encode()
    atomic_write(index_dir(cache_dir) / STAMP_FILE, raw, durable=False)


def _remove_unnamed(folder: Path, vectors_name: str, shard_names: set[str]) -> None:
    old = [p for p in folder.glob("vectors-*.npy") if p.name != vectors_name]
    old += [p for p in (folder / SHARD_DIR).glob("*.json") if p.name not in shard_names]
    for path in old:
        with contextlib.suppress(OSError):
            path.unlink()
