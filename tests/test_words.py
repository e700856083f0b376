"""`hermes_git.words`: counts with the noun they take, and the article a name takes."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.words import article, plural
from tests.conftest import Cli, skill_md, write

OPENAI = "sk-proj-" + "4fJ2kL9mQ8rT1vX3zB6nC0dE5gH7iJ2kL9mQ8rT1"


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


def test_a_home_with_one_skill_says_one_skill(cli: Cli, tmp_path: Path) -> None:
    home = tmp_path / "home"
    write(home, {"skills/notes/SKILL.md": skill_md("notes"), "memories/MEMORY.md": "x"})
    adopted = cli("init", str(home), "--device", "laptop")
    assert adopted.exit_code == 0, adopted.output
    assert "tracking 1 skill and memories/MEMORY.md" in adopted.output
    again = cli("init", str(home), "--device", "laptop")
    assert "(device laptop, 1 skill); nothing to do" in again.output
    assert "(s)" not in adopted.output + again.output


def test_a_secret_is_named_with_its_article(cli: Cli, tmp_path: Path) -> None:
    write(tmp_path, {"keys/SKILL.md": skill_md("keys", body=f"Use {OPENAI} to call it.\n")})
    scanned = cli("scan", str(tmp_path / "keys"))
    assert scanned.exit_code == 1
    assert "an OpenAI API key" in scanned.output and "a OpenAI" not in scanned.output
