"""The optional embeddings endpoint, against a real OpenAI-compatible server on 127.0.0.1:
vectors cached by content hash, so unchanged texts are never sent twice."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from hermes_git.search.embed import RemoteEmbedder, SearchModelError, embedder_for


def _vector(text: str) -> list[float]:
    """A bag of hashed words: texts sharing words point the same way."""
    vector = [0.0] * 16
    for word in text.lower().split():
        vector[hashlib.sha256(word.encode()).digest()[0] % 16] += 1.0
    return vector


@pytest.fixture
def server() -> Iterator[tuple[str, list[list[str]]]]:
    inputs: list[list[str]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            if body["model"] == "broken":
                self.send_response(500)
                self.end_headers()
                return
            texts = body["input"]
            inputs.append(texts)
            data = [
                {"object": "embedding", "index": i, "embedding": _vector(t)}
                for i, t in enumerate(texts)
            ]
            payload = json.dumps({"object": "list", "data": data, "model": body["model"]})
            raw = payload.encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def log_message(self, *_: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1", inputs
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.slow  # a Hermes process / the openai client's import
def test_vectors_come_from_the_endpoint_once(
    server: tuple[str, list[list[str]]], tmp_path: Path
) -> None:
    url, inputs = server
    settings = {"embeddings": {"base_url": url, "model": "local-embed"}}
    embedder = embedder_for(settings, tmp_path)
    assert isinstance(embedder, RemoteEmbedder)
    vectors = embedder.embed(["deploy the app", "bake bread", "deploy the app"])
    assert vectors.shape == (3, 16)
    assert float(vectors[0] @ vectors[2]) == pytest.approx(1.0)
    assert [sorted(batch) for batch in inputs] == [["bake bread", "deploy the app"]]  # once each
    again = embedder_for(settings, tmp_path)  # a new process: the cache file answers
    again.embed(["bake bread"])
    assert len(inputs) == 1


def test_a_failing_endpoint_is_a_clear_error(
    server: tuple[str, list[list[str]]], tmp_path: Path
) -> None:
    url, _ = server
    embedder = embedder_for({"embeddings": {"base_url": url, "model": "broken"}}, tmp_path)
    with pytest.raises(SearchModelError, match="embeddings endpoint failed"):
        embedder.embed(["anything"])
