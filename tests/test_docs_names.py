"""What a newcomer reads names code that exists: dotted `hermes_git.*` names and module paths in
docstrings, comments and the docs resolve, and modules that are gone are named nowhere."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hermes_git"
DOCS = [*ROOT.glob("*.md"), *(ROOT / "docs").glob("*.md")]
# modules and flags that were renamed or removed: a mention of one misleads a reader
GONE = [
    "syncmerge",
    "skillmerge",
    "treework",
    "actions.Tree",
    "actions.skill_manage",
    "--print-allow",
]
DOTTED = re.compile(r"\bhermes_git(?:\.\w+)+")
PATH = re.compile(r"\bhermes_git/([\w/]+)\.py\b")


def _prose(path: Path) -> str:
    """Docstrings and comments of a module; all of a Markdown file."""
    text = path.read_text("utf-8")
    if path.suffix == ".md":
        return text
    nodes = ast.walk(ast.parse(text))
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    docs = [ast.get_docstring(n) or "" for n in nodes if isinstance(n, kinds)]
    return "\n".join([*docs, *re.findall(r"#[^\n]*", text)])


def _sources() -> list[Path]:
    modules = [p for p in PACKAGE.rglob("*.py") if "generated" not in p.parts]
    return [*modules, *ROOT.glob("tests/**/*.py"), *ROOT.glob("bench/*.py"), *DOCS]


def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            if not hasattr(found, name):
                return name in getattr(found, "__annotations__", {})  # a dataclass field
            found = getattr(found, name)
        return True
    return False


def test_every_dotted_name_and_module_path_exists() -> None:
    missing = set()
    for path in _sources():
        prose = _prose(path)
        where = path.relative_to(ROOT).as_posix()
        missing |= {(where, d) for d in DOTTED.findall(prose) if not _resolves(d.rstrip("."))}
        missing |= {
            (where, f"hermes_git/{p}.py")
            for p in PATH.findall(prose)
            if not (PACKAGE / f"{p}.py").is_file()
        }
    assert sorted(missing) == []


@pytest.mark.parametrize("gone", GONE)
def test_modules_that_are_gone_are_named_nowhere(gone: str) -> None:
    here = Path(__file__).resolve()
    named = [
        p.relative_to(ROOT).as_posix()
        for p in _sources()
        if p != here and re.search(rf"(?<![\w-]){re.escape(gone)}\b", p.read_text("utf-8"))
    ]
    assert named == []
