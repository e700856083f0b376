"""What `hermes-git skill list` prints for people (shared by the click command and
`cli/_fast`): the listing on stdout, and on stderr what was left out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hermes_git.words import plural

if TYPE_CHECKING:
    from hermes_git.skills.inventory import Inventory


def listing(found: Inventory) -> str:
    """One line a skill: folder, name, description cut to a line (20,000 skills: only what
    the text shows is worked out)."""
    text = "\n".join(f"{s.rel_dir:<48} {s.name}: {_cut(s.description)}" for s in found.skills)
    return text or "no skills"


def left_out(found: Inventory) -> tuple[list[str], str | None]:
    """The error of each skill left out (with file, line and fix), and what to do about them
    (None: nothing was left out)."""
    if not found.problems:
        return [], None
    not_listed = plural(len(found.problems), "skill")
    note = f"{not_listed} not listed: fix the frontmatter named above"
    return [p.render() for p in found.problems], note


def _cut(text: str, width: int = 70) -> str:
    one = " ".join(text.split())
    return one[: width - 3] + "..." if len(one) > width else one
