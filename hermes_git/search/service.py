"""Skill search for a home: keep the index in step with main, and answer queries with only the
skills Hermes would offer (platforms, environments, disabled names, conditional activation)."""

from __future__ import annotations

import contextlib
import hashlib
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git import config as configs
from hermes_git.errors import HermesGitError
from hermes_git.search import manifest as manifests
from hermes_git.search import store
from hermes_git.search.embed import embedder_for, embedder_id
from hermes_git.search.lexical import Lexical, version
from hermes_git.search.rank import Ranker, SecondOpinion, Weights
from hermes_git.snapshot import index as indexrules
from hermes_git.snapshot.build import default_cache_dir
from hermes_git.snapshot.compact import index_settings

if TYPE_CHECKING:
    from hermes_git.search.documents import Doc
    from hermes_git.search.lexical import Lexical
    from hermes_git.search.rank import Hit, Ranker

_RANKERS: dict[tuple[str, str], tuple[Any, Ranker]] = {}  # warm processes (the plugin)


@dataclass(frozen=True)
class Visibility:
    """What Hermes' index would hide: a session platform (`skills.platform_disabled`), the
    `sys.platform` value, and when known, the session's tools and toolsets."""

    platform: str | None = None
    system: str = sys.platform
    tools: frozenset[str] | None = None
    toolsets: frozenset[str] | None = None


@dataclass
class Answer:
    """Ranked skills (best first) and the threshold under which none fits."""

    hits: list[Hit]
    threshold: float

    @property
    def fits(self) -> list[Hit]:
        """The hits that fit: down to the last whose fit score reaches the threshold (the
        second opinion may rank a skill above one that reaches it); none when none does."""
        last = max((n for n, h in enumerate(self.hits) if h.score >= self.threshold), default=-1)
        return self.hits[: last + 1]

    def to_json(self) -> dict[str, Any]:
        return {
            "results": [
                {
                    "name": h.doc.name,
                    "path": h.doc.path,
                    "category": h.doc.category,
                    "description": h.doc.description,
                    "score": h.score,
                    "why": h.why(),
                }
                for h in self.hits
            ],
            "threshold": self.threshold,
        }


def search_settings(home: Path) -> dict[str, Any]:
    """`search` of `.hermes-git.yaml`: from the checked config (its cache: no YAML parse while
    the file is unchanged), else read leniently (the config commands report mistakes)."""
    with contextlib.suppress(HermesGitError, OSError):
        return dict(configs.load(home).search)
    # deferred for start-up: PyYAML only for a config that fails its checks
    from hermes_git.parse.yamlio import YAMLError, yaml_load

    with contextlib.suppress(OSError, UnicodeDecodeError, YAMLError):
        data = yaml_load((home / ".hermes-git.yaml").read_text("utf-8"))
        if isinstance(data, dict) and isinstance(data.get("search"), dict):
            return dict(data["search"])
    return {}


def follow_main(home: Path, cache_dir: Path, *, force: bool = False) -> str:
    """Bring the stored index in step with the prompt snapshot just refreshed:
    "fresh" (stat calls only), "updated" or "built"; "absent" when the home has no index yet
    and does not need one (no search has run, the index is not compact): the first search
    builds it, and from then on it follows main. `force`: build it anyway.

    Raises:
        OSError: the cache folder is not writable.
        SearchModelError: the embedding model cannot be loaded.
    """

    if not force and not store.exists(cache_dir) and index_settings(home)[0] == "full":
        return "absent"  # a home that never searched pays nothing
    settings = search_settings(home)
    if store.is_fresh(home, cache_dir, embedder_id(settings)):
        return "fresh"  # without loading numpy or the model
    embedder = embedder_for(settings, cache_dir)
    return store.update(home, cache_dir, embedder)


def ranker(home: Path, cache_dir: Path | None) -> Ranker:
    """A ranker over the current index of `home` (rebuilt when stale; kept warm in a process)."""

    settings = search_settings(home)
    embedder = embedder_for(settings, cache_dir)
    key = (str(home), embedder.id)
    stamp = store.current_stamp(home, embedder.id)
    warm = _RANKERS.get(key)
    if warm is not None and warm[0] == stamp and cache_dir is not None:
        return warm[1]  # a home in git: the stamp follows the snapshot, main and externals
    held = None if warm is None else _held(warm[1].index)
    manifest = manifests.manifest_of(home, since=held)  # main's diff since the warm index
    if warm is not None and held is not None and held.marks == manifest.marks:
        _RANKERS[key] = (stamp, warm[1])  # main moved, no skill changed (a memory commit)
        return warm[1]
    index = store.load(cache_dir) if cache_dir is not None else None
    stale = index is None or index.embedder != embedder.id
    if stale or index is None or {d.key: d.mark for d in index.docs} != manifest.marks:
        index = store.build(home, embedder, index, manifest)
        if cache_dir is not None:
            with contextlib.suppress(OSError):
                store.save(cache_dir, index, stamp)
    weights = Weights()
    if isinstance(settings.get("threshold"), (int, float)):
        weights = Weights(threshold=float(settings["threshold"]))
    folder = store.index_dir(cache_dir) if cache_dir is not None else None
    built = Ranker(
        index, embedder, weights, _lexical(index, cache_dir), SecondOpinion.of(index.docs, folder)
    )
    _RANKERS[key] = (stamp, built)
    return built


def _held(index: store.Index) -> manifests.Manifest:
    return manifests.Manifest({d.key: d.mark for d in index.docs}, index.tree)


def _lexical(index: store.Index, cache_dir: Path | None) -> Lexical:
    """The BM25 model of the index: stored beside it by the first search after a change (a
    derived file: building it in `follow_main` would slow every update), else built now."""

    texts = [d.lexical_text() for d in index.docs] if cache_dir is None else None
    if cache_dir is None:
        return Lexical(texts or [])
    digest = hashlib.sha256("\n".join([version(), *index.hashes]).encode()).hexdigest()[:20]
    folder = store.index_dir(cache_dir) / f"bm25-{digest}"
    found = Lexical.load(folder, len(index.docs))
    if found is not None:
        return found
    built = Lexical([d.lexical_text() for d in index.docs])
    with contextlib.suppress(OSError):
        built.save(folder)
        for old in store.index_dir(cache_dir).glob("bm25-*"):
            if old != folder:
                shutil.rmtree(old, ignore_errors=True)
    return built


def shown(home: Path, docs: list[Doc], visibility: Visibility) -> list[bool]:
    """For each doc, whether Hermes' index would offer it in this session. As in Hermes, an
    external skill is left out when a skill of that name is already shown: the home's own, or
    one of an earlier external folder (config order, then path order)."""
    config = indexrules.hermes_config(home)
    disabled = indexrules.disabled_names(config, visibility.platform)
    active = indexrules.active_environments(home)
    tools = set(visibility.tools) if visibility.tools is not None else None
    toolsets = set(visibility.toolsets) if visibility.toolsets is not None else None
    termux = indexrules.running_in_termux()

    def allowed(d: Doc) -> bool:
        return (
            (not d.platforms or indexrules.platform_matches(d.platforms, visibility.system, termux))
            and (not d.environments or _environment_ok(d, active))
            and d.name not in disabled
            and d.skill_name not in disabled
            and (
                not any(d.conditions.values())
                or indexrules.conditions_allow(d.conditions, tools, toolsets)
            )
        )

    mask = [not d.root and allowed(d) for d in docs]
    seen = {d.name for d, ok in zip(docs, mask, strict=True) if ok}
    order = {str(root): n for n, root in enumerate(manifests.external_roots(home))}
    externals = sorted(
        (i for i, d in enumerate(docs) if d.root in order),
        key=lambda i: (order[docs[i].root], docs[i].key),
    )
    for i in externals:
        if docs[i].name not in seen and allowed(docs[i]):
            mask[i] = True
            seen.add(docs[i].name)
    return mask


def _environment_ok(doc: Doc, active: frozenset[str]) -> bool:
    return indexrules.environment_matches({"environments": doc.environments}, active)


def search(
    home: Path,
    query: str,
    *,
    top: int = 5,
    visibility: Visibility | None = None,
    cache_dir: Path | None = None,
) -> Answer:
    """The `top` skills of `home` for `query`, among those Hermes would offer."""

    cache_dir = cache_dir if cache_dir is not None else default_cache_dir(home)
    model = ranker(home, cache_dir)
    visibility = visibility or Visibility()
    key = (visibility, _stat(home / "config.yaml"), indexrules.active_environments(home))
    mask = model.masks.get(key)
    if mask is None:
        mask = model.masks[key] = shown(home, model.index.docs, visibility)
    return Answer(model.search(query, top=top, shown=mask), model.weights.threshold)


def _stat(path: Path) -> tuple[int, int]:
    try:
        stat = path.stat()
    except OSError:
        return (0, 0)
    return (stat.st_mtime_ns, stat.st_size)
