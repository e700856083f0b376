"""The frozen query sets (tests/data/search/frozen*.jsonl, issue 30) are what they say: written
before any tuning from the skills' names and one-line descriptions, their paraphrases share no
content word with the skill they ask for, and every skill they name exists in the corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.search.evaluate import load_queries
from hermes_git.search.lexical import terms
from tests.conftest import CORPUS, needs_corpus

pytestmark = needs_corpus  # skills copied from ../shared/corpus

DATA = Path(__file__).resolve().parents[1] / "data" / "search"
FROZEN_SETS = [
    DATA / "frozen.jsonl",
    DATA / "frozen-2026-12-02.jsonl",
    DATA / "frozen2.jsonl",
    DATA / "frozen3.jsonl",
    DATA / "frozen4.jsonl",
]
# each set's split and the fewest queries of each kind it holds
SHAPES = {
    "frozen.jsonl": ("frozen", {"paraphrase": 40, "foreign": 30, "none": 30}),
    "frozen-2026-12-02.jsonl": ("frozen", {"paraphrase": 40, "foreign": 30, "none": 30}),
    "frozen2.jsonl": ("frozen2", {"paraphrase": 40, "foreign": 25, "none": 20, "plain": 15}),
    "frozen3.jsonl": ("frozen3", {"paraphrase": 40, "foreign": 20, "none": 20, "plain": 15}),
    "frozen4.jsonl": ("frozen4", {"paraphrase": 40, "foreign": 20, "none": 20, "plain": 15}),
}
FUNCTION_WORDS = {"from", "befor"}  # stems bm25s' English stop words leave in


@pytest.fixture(scope="module")
def described() -> dict[str, str]:
    """{skill name: its name and description}, from the corpus' frontmatter only."""
    found: dict[str, str] = {}
    for md in sorted(CORPUS.rglob("SKILL.md")):
        meta = load_frontmatter(parse_document(md.read_bytes()))[0]
        name = str(meta.get("name") or md.parent.name)
        found[name] = f"{name} {meta.get('description', '')}"
    return found


@pytest.mark.parametrize("frozen", FROZEN_SETS, ids=lambda p: p.name)
def test_every_skill_named_exists(described: dict[str, str], frozen: Path) -> None:
    queries = load_queries(frozen)
    missing = {n for q in queries for n in q.relevant if n not in described}
    assert not missing
    split, fewest = SHAPES[frozen.name]
    assert {q.split for q in queries} == {split}
    kinds = [q.kind for q in queries]
    assert all(kinds.count(kind) >= n for kind, n in fewest.items())
    assert all(bool(q.relevant) == (q.kind != "none") for q in queries)


@pytest.mark.parametrize("frozen", FROZEN_SETS, ids=lambda p: p.name)
def test_paraphrases_share_no_content_word_with_their_skill(
    described: dict[str, str], frozen: Path
) -> None:
    shared = {}
    for q in load_queries(frozen):
        if q.kind == "paraphrase":
            words = set(terms(q.text)) - FUNCTION_WORDS
            for name in q.relevant:
                common = words & set(terms(described[name].replace("-", " ")))
                if common:
                    shared[(q.text, name)] = common
    assert not shared
