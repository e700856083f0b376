"""Per-doc vectors computed when a query first asks for them: only the docs asked for are
embedded, they are kept beside the index, and only a changed text is embedded again."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from hermes_git.search.documents import Doc
from hermes_git.search.vectors import LazyVectors

if TYPE_CHECKING:
    from hermes_git.search.embed import Matrix


class Counting:
    """A model that remembers what it embedded (one-hot vectors by text length)."""

    id = "counting-1"
    dim = 8

    def __init__(self) -> None:
        self.seen: list[str] = []

    def passages(self, texts: list[str]) -> Matrix:
        self.seen.extend(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            out[row, len(text) % self.dim] = 1.0
        return out


def docs(*descriptions: str) -> list[Doc]:
    return [Doc(f"s{n}/SKILL.md", f"s{n}", f"s{n}", "misc", d) for n, d in enumerate(descriptions)]


def describe(doc: Doc) -> str:
    return doc.description


def test_only_the_docs_asked_for_are_embedded_and_kept(tmp_path: Path) -> None:
    model = Counting()
    vectors = LazyVectors(docs("one", "three", "seven"), tmp_path, "v.npz", model, describe)
    rows = vectors.rows([2, 0])
    assert rows.shape == (2, 8) and rows[0, 5] == 1.0 and rows[1, 3] == 1.0
    assert sorted(model.seen) == ["one", "seven"]
    again = Counting()
    LazyVectors(docs("one", "three", "seven"), tmp_path, "v.npz", again, describe).rows([0, 2])
    assert again.seen == []  # read back from the file beside the index


def test_a_changed_text_alone_is_embedded_again(tmp_path: Path) -> None:
    LazyVectors(docs("one", "three"), tmp_path, "v.npz", Counting(), describe).rows([0, 1])
    model = Counting()
    LazyVectors(docs("one", "thirty"), tmp_path, "v.npz", model, describe).rows([0, 1])
    assert model.seen == ["thirty"]
    with np.load(tmp_path / "v.npz") as stored:
        assert len(stored["keys"]) == 2  # the old text's vector is dropped


def test_a_torn_file_is_embedded_again(tmp_path: Path) -> None:
    (tmp_path / "v.npz").write_bytes(b"not a numpy file")
    model = Counting()
    LazyVectors(docs("one"), tmp_path, "v.npz", model, describe).rows([0])
    assert model.seen == ["one"]
