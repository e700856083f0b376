"""`hermes_git.words`: counts with the noun they take, and the article a name takes."""

from __future__ import annotations

import pytest

from hermes_git.words import article, plural


@pytest.mark.parametrize(
    ("count", "one", "many", "expected"),
    [
        (1, "skill", None, "1 skill"),
        (0, "skill", None, "0 skills"),
        (2, "file", None, "2 files"),
        (1, "branch", "branches", "1 branch"),
        (3, "branch", "branches", "3 branches"),
        (1200, "entry", "entries", "1,200 entries"),
    ],
)
def test_plural(count: int, one: str, many: str | None, expected: str) -> None:
    assert plural(count, one, many) == expected


@pytest.mark.parametrize(
    "expected",
    [
        "an OpenAI API key",
        "an Anthropic API key",
        "an AWS access key",
        "an SSH private key",
        "an IBM Cloud API key",
        "an xAI API key",
        "an npm access token",
        "an 8-character password",
        "an hour",
        "a GitHub token",
        "a URL with a password",
        "a JSON web token",
        "a 1Password service account token",
        "a 42 key",
        "a PKCS#12 file",
        "a user",
        "a high-entropy string",
        "a private key",
    ],
)
def test_article(expected: str) -> None:
    assert article(expected.split(" ", 1)[1]) == expected
