"""pyproject's runtime dependencies are exactly the distributions the package imports."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hermes_git"
# imported only inside Hermes' own process (the plugin host), never installed by us
HOST_ONLY = {"hermes_constants", "hermes_cli", "tools", "agent"}


def _imported_top_levels() -> set[str]:
    names: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if "generated" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return (names | _loaded_by_name()) - set(sys.stdlib_module_names) - {"hermes_git"} - HOST_ONLY


def _loaded_by_name() -> set[str]:
    """The grammar modules `guard/lang/grammars.py` imports by name (`importlib`), one each."""
    from hermes_git.guard.lang.grammars import _GRAMMARS

    return {module for module, _ in _GRAMMARS.values()}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    # an extra the package imports only when it is installed (search's e5 model) is declared
    lazy = [dep for group in _LAZY_EXTRAS for dep in project["optional-dependencies"][group]]
    return {
        _normal(re.split(r"[<>=!~;\[ ]", dep, maxsplit=1)[0])
        for dep in [*project["dependencies"], *lazy]
    }


_LAZY_EXTRAS = ("e5",)


def test_every_imported_distribution_is_declared_and_every_declared_one_imported() -> None:
    owners = importlib.metadata.packages_distributions()
    declared = _declared()
    imported = {
        name: {_normal(d) for d in owners.get(name, [name])} for name in _imported_top_levels()
    }
    assert sorted(n for n, dists in imported.items() if not dists & declared) == []  # undeclared
    used = set().union(*imported.values())
    assert sorted(declared - used) == []  # declared, never imported
