"""What to change for each validation rule: the `fix:` line every problem carries."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from hermes_git.frontmatter import BOUNDS_FIX
from hermes_git.problems import Problem

FIXES: dict[str, str] = {
    "encoding": "save the file as UTF-8 (most editors: 'Save with encoding')",
    "bom": "save the file as UTF-8 without a byte order mark",
    "frontmatter-missing": "start the file with `---`, `name: ...`, `description: ...`, `---`",
    "frontmatter-unclosed": "add a line `---` after the last frontmatter key",
    "frontmatter-not-mapping": "write the frontmatter as `key: value` lines (name, description)",
    "yaml-syntax": "correct the YAML at that line (quote values holding : # [ ] { } or ')",
    "allowed-tools-list": 'write it as one string: allowed-tools: "Read Bash(git:*)"',
    "yaml-bounds": BOUNDS_FIX,
    "yaml-tab": "indent with spaces instead of tabs",
    "yaml-colon": 'put the whole value in quotes: key: "...: ..."',
    "yaml-duplicate-key": "keep one of the two keys and delete the other",
    "required": "add the missing key",
    "unknown-key": "remove the key, or move it under `metadata:` if it is your own",
    "name-format": "use 1-64 lowercase letters a-z, digits and single hyphens, e.g. `deploy-app`",
    "name-dir": "make `name` the folder's name, or rename the folder to the name",
    "description-length": "write a description of 1 to 1,024 characters",
    "index-description": "start the description with what matters most (57 characters show)",
    "compatibility-length": "write a compatibility of 1 to 500 characters, or remove the key",
    "metadata-value": 'quote the value so it is a string, e.g. count: "3"',
    "type": "change the value to the kind the message names",
    "enum": "use one of the values the message lists",
    "pattern": "change the value to the form the message names",
    "skill-size": "move long parts into references/ files the body links to",
    "body-empty": "add the instructions after the closing `---`",
    "missing-file": "add the file to the skill folder, or correct the link",
    "memory-entry": "remove the empty entry or the line holding only '§'",
    "memory-limit": "shorten or remove entries (`hermes-git memory remove TEXT`)",
    "memory-not-canonical": "let Hermes or `hermes-git memory` rewrite it: entries joined by "
    "'\\n§\\n', no stray spaces or blank lines",
    "memory-duplicate": "delete one of the two copies",
    "unreadable": "check that the file exists and you may read it",
}
_DID_YOU_MEAN = re.compile(r"did you mean '([^']+)'\?")


def fix_for(problem: Problem) -> str:
    """The fix of one problem: its own, a close match for an unknown key, else its rule's."""
    if problem.fix:
        return problem.fix
    if problem.rule == "unknown-key" and (close := _DID_YOU_MEAN.search(problem.message)):
        return f"rename the key to {close.group(1)!r}"
    return FIXES.get(problem.rule, "see docs/validate.md for this rule")


def with_fixes(problems: Iterable[Problem]) -> list[Problem]:
    """`problems`, each with its `fix:` line."""
    return [p if p.fix else replace(p, fix=fix_for(p)) for p in problems]
