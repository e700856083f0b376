"""The one client of OpenAI-compatible endpoints (the only module importing `openai`): chat and
embeddings, with the endpoint, model, key and timeout passed explicitly."""

from __future__ import annotations

from dataclasses import dataclass

import openai

ClientError = openai.OpenAIError  # what a failed, refused or timed-out call raises


@dataclass(frozen=True)
class Endpoint:
    """Where and what to ask: base URL (None: the client's default), model, key, timeout."""

    base_url: str | None
    model: str
    api_key: str
    timeout: float = 60.0


def _client(endpoint: Endpoint) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=endpoint.base_url,
        api_key=endpoint.api_key,
        timeout=endpoint.timeout,
        max_retries=0,
    )


def chat(endpoint: Endpoint, system: str, user: str) -> str:
    """The reply text to one system + user exchange, at temperature 0.

    Raises:
        ClientError: the endpoint failed or timed out.
    """
    with _client(endpoint) as client:
        reply = client.chat.completions.create(
            model=endpoint.model,
            temperature=0,
            messages=[
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
        )
    return reply.choices[0].message.content or ""


def embeddings(endpoint: Endpoint, texts: list[str]) -> list[list[float]]:
    """One embedding per text, in order.

    Raises:
        ClientError: the endpoint failed or timed out.
        ValueError: the endpoint answered a different number of embeddings.
    """
    with _client(endpoint) as client:
        reply = client.embeddings.create(model=endpoint.model, input=texts)
    vectors = [list(item.embedding) for item in sorted(reply.data, key=lambda d: d.index)]
    if len(vectors) != len(texts):
        raise ValueError(f"asked for {len(texts)} embeddings, got {len(vectors)}")
    return vectors
