"""What listing a skill needs from its SKILL.md: the parsed frontmatter, problems, fallback."""

from __future__ import annotations

from typing import Any, NamedTuple

from hermes_git.frontmatter import Document, YamlProblem, load_frontmatter


class Summary(NamedTuple):
    """What listing a skill needs, cheap to cache: the parsed frontmatter and its problems."""

    frontmatter: dict[str, Any]
    yaml_problem: YamlProblem | None
    has_frontmatter: bool
    body_description: str  # first non-heading body line (Hermes' fallback description)


def summarise(doc: Document) -> Summary:
    """The Summary of a parsed SKILL.md."""
    frontmatter, problem = load_frontmatter(doc)
    # Hermes falls back to the first body line only when there is no description.
    fallback = "" if frontmatter.get("description") else _first_body_line(doc.body)
    return Summary(frontmatter, problem, doc.has_frontmatter, fallback)


def _first_body_line(body: str) -> str:
    for raw in body.split("\n"):
        line = raw.strip()
        if line and not line.startswith("#"):
            return line
    return ""
