"""Deletions gated on a date: the time bomb of issue 27's class 7.

A script that deletes is judged by what it deletes (the taint core follows the home, the
keys, the repositories to the delete). A time bomb deletes what the core cannot follow (a
path computed from the one it was given, a folder listed at run time) and hides it behind a
date nobody reaches while reviewing: `if date.today() >= date(2027, 1, 15): rmtree(...)`,
`new Date().getUTCFullYear() * 100 + month >= 202704`. A delete in a code file with a fixed
future-looking date compared in the lines just before it is a capability of its own
(`destroys`), whatever the path: cleaning logs needs an age, not a calendar date.
"""

from __future__ import annotations

import re

from hermes_git.guard.flow.core import Hit
from hermes_git.guard.lang.embedded import Piece
from hermes_git.guard.lang.steps import Program

__all__ = ["time_bombs"]

WINDOW = 20  # lines before a delete where its gate is looked for
# a calendar date or year written into a comparison
_DATE = re.compile(
    r"\b(?:date|datetime|Date|DateTime|Time|mktime|timelocal)\s*[.(:]\s*(?:new\s*)?\(?\s*['\"]?"
    r"20[2-9]\d\b|['\"]20[2-9]\d-[01]\d-[0-3]\d['\"]|(?:[<>]=?|-(?:gt|ge|lt|le))\s*['\"]?"
    r"20[2-9]\d(?:[01]\d(?:[0-3]\d)?)?\b|\b(?:getFullYear|getUTCFullYear|year|Year)\b[^\n]{0,60}?"
    r"[<>]=?\s*20[2-9]\d"
)


def time_bombs(piece: Piece, program: Program) -> list[Hit]:
    """The deletes of a script gated on a calendar date (`destroys`), from the sinks its
    program was found to hold (the file is not looked at again)."""
    sinks = program.found[1] if program.found else {}
    deletes = [n for n, rows in sorted(sinks.items()) if any(row[0] == "destroy" for row in rows)]
    if not deletes or "20" not in piece.text:
        return []
    lines = piece.text.split("\n")
    found = []
    for line in deletes:
        at = line - piece.line + 1  # the sink's line within the piece
        gate = next(
            (n for n in range(at, max(at - WINDOW, 1) - 1, -1) if _DATE.search(lines[n - 1])), None
        )
        if gate is not None:
            detail = (
                f"a delete gated on a date (a time bomb): the date on line {gate + piece.line - 1}"
            )
            found.append(Hit("destroys", piece.rel, line, detail, origin="script"))
    return found
