"""The tree-sitter grammars of the taint core, each loaded once per process, when first asked.

The single grammars from PyPI (`tree-sitter-python`, `-javascript`, `-typescript`, `-go`,
`-ruby`, `-php`, `-perl`, `-bash`). A grammar that is not installed gives no parser: its
files are read line by line instead (`guard/lang/steps.line_steps`).
"""

from __future__ import annotations

import importlib
import warnings
from functools import cache
from typing import Any

try:
    from tree_sitter import Language, Parser
except ImportError:  # pragma: no cover - only without the wheels
    Parser = None  # type: ignore[assignment,misc]

# language -> (module, function giving the grammar)
_GRAMMARS = {
    "python": ("tree_sitter_python", "language"),
    "js": ("tree_sitter_javascript", "language"),
    "ts": ("tree_sitter_typescript", "language_typescript"),
    "go": ("tree_sitter_go", "language"),
    "ruby": ("tree_sitter_ruby", "language"),
    "php": ("tree_sitter_php", "language_php"),
    "perl": ("tree_sitter_perl", "language"),
    "shell": ("tree_sitter_bash", "language"),
}


@cache
def parser(language: str) -> Any | None:
    """A parser of `language`, or None (no grammar for it, or not installed)."""
    spec = _GRAMMARS.get(language)
    if spec is None or Parser is None:
        return None
    try:
        module = importlib.import_module(spec[0])
    except ImportError:
        return None
    with warnings.catch_warnings():  # tree-sitter-perl still hands over a bare pointer
        warnings.simplefilter("ignore", DeprecationWarning)
        return Parser(Language(getattr(module, spec[1])()))
