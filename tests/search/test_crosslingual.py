"""The cross-lingual path on real temp repos: a query in another language or script finds its
skill through the multilingual model shipped in a wheel, and an English query the hybrid ranker
answers never loads that model."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from hermes_git import init
from hermes_git.search import crosslingual
from hermes_git.search.embed import embedder_for
from hermes_git.search.rank import Ranker, SecondOpinion, Weights
from hermes_git.search.service import ranker, search
from tests.conftest import CORPUS, needs_corpus

pytestmark = needs_corpus  # skills copied from ../shared/corpus

SKILLS = {
    "media/whisper": "hermes-agent/optional-skills/mlops/whisper",
    "devops/docker-management": "hermes-agent/optional-skills/devops/docker-management",
    "media/spotify": "hermes-agent/skills/media/spotify",
    "finance/dcf-model": "hermes-agent/optional-skills/finance/dcf-model",
    "research/arxiv": "hermes-agent/skills/research/arxiv",
}


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("crosslingual") / "home"
    for dest, src in SKILLS.items():
        shutil.copytree(CORPUS / src, root / "skills" / dest)
    (root / "memories").mkdir()
    init.init(root, "laptop")
    return root


@pytest.mark.parametrize(
    ("query", "skill"),
    [
        ("语音识别：把会议录音转写成文字", "whisper"),
        ("音声認識で会議の録音を文字にする", "whisper"),
        ("Sprachaufnahme in Text umwandeln", "whisper"),
        ("reproducir mi lista de canciones favorita", "spotify"),
    ],
)
def test_a_query_in_another_language_finds_its_skill(home: Path, query: str, skill: str) -> None:
    answer = search(home, query)
    assert answer.fits and answer.fits[0].doc.name == skill
    assert "multilingual match" in answer.fits[0].why()


def test_the_skills_vectors_are_kept_beside_the_index(home: Path) -> None:
    search(home, "语音识别：把会议录音转写成文字")
    stored = home / ".git" / "hermes-git" / "search" / crosslingual.VECTORS_FILE
    assert stored.is_file()


def test_an_answered_english_query_does_not_ask_the_second_opinion(home: Path) -> None:
    hit = search(home, "manage docker containers and compose stacks").fits[0]
    assert hit.doc.name == "docker-management"
    assert hit.multilingual is None and hit.retrieval is None
    assert "multilingual match" not in hit.why()


def test_a_query_nothing_fits_stays_refused_in_any_language(home: Path) -> None:
    for query in ("book a table for two at an Italian restaurant", "明天会下雨吗"):
        assert search(home, query).fits == []


def test_wants_reads_the_script_and_the_score() -> None:
    assert crosslingual.wants("café au lait", 0.9, 0.38)
    assert crosslingual.wants("plain words", 0.2, 0.38)
    assert not crosslingual.wants("plain words", 0.5, 0.38)


def test_only_the_hybrids_best_candidates_are_embedded(home: Path, tmp_path: Path) -> None:
    """A big library's first cross-lingual query embeds a few hundred descriptions, not all:
    here two of five, and the other three keep their hybrid score."""
    index = ranker(home, home / ".git" / "hermes-git").index
    embedder = embedder_for({}, None)
    second = SecondOpinion.of(index.docs, tmp_path)
    few = Ranker(index, embedder, Weights(cross_candidates=2), None, second)
    hits = few.search("Sprachaufnahme in Text umwandeln", top=5)
    assert sum(h.multilingual is not None for h in hits) == 2
    with np.load(tmp_path / crosslingual.VECTORS_FILE) as stored:
        assert len(stored["keys"]) == 2
    assert not (tmp_path / crosslingual.CONTENT_FILE).exists()  # the fused order's only
