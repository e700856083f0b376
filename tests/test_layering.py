"""Each third-party library has one home, and the library never imports click."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "hermes_git"
HOMES = {
    "click": lambda rel: rel.startswith("cli/"),
    "git": lambda rel: rel == "store/gitstore.py",
    "yaml": lambda rel: rel == "frontmatter.py",
    "jsonschema": lambda rel: rel == "schema/load.py",
    "openai": lambda rel: rel == "llm.py",
    "bm25s": lambda rel: rel == "search/lexical.py",
    "wordllama": lambda rel: rel == "search/embed.py",
    "ruamel": lambda rel: rel == "hermesconfig.py",
}


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("library", sorted(HOMES))
def test_library_is_imported_only_in_its_home(library: str) -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if library in _imports(path) and not HOMES[library](rel):
            offenders.append(rel)
    assert offenders == []


def test_nothing_outside_cli_imports_the_cli() -> None:
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).as_posix()
        if not rel.startswith("cli/") and rel != "__main__.py":
            assert "hermes_git.cli" not in path.read_text(), rel
