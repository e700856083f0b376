"""No dead code: every function, class and public method of the package is used by the package.

A definition only tests (or nothing) call is dead weight a reader must still understand. Names
count as used when the package names them (a call, an attribute, a `COMMANDS` spec such as
"history:log_command") or the Makefile, pyproject.toml or action.yml does.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hermes_git"
# methods other code calls by protocol: click.Group's hooks
PROTOCOL = {"list_commands", "get_command", "invoke", "format_commands"}
REGISTERING = {"command", "group", "result_callback", "hookimpl"}  # decorators that register
# Only tests or benchmarks call these, on purpose; each says why. (hermes_git/guard/ is being
# split into sub-wings as this is written: revisit these four after that move.)
KEPT = {
    # the tests' way to check each shipped rule file against its schema, one file at a time
    "hermes_git/guard/match/rules.py:load_file",
    # the tests' check that every rule example holds one of its trigger words
    "hermes_git/guard/match/rules.py:Rule.triggered",
    # the secrets-only memory check: the tests' and bench/bench_memory.py's baseline
    "hermes_git/guard/judge/memscan.py:first_secret",
    # bench/bench_memory.py: every run scans anew, as a fresh process would
    "hermes_git/guard/judge/memscan.py:clear_cache",
}


def _modules() -> dict[Path, ast.Module]:
    return {
        p: ast.parse(p.read_text("utf-8"))
        for p in sorted(PACKAGE.rglob("*.py"))
        if "generated" not in p.relative_to(PACKAGE).parts
    }


def _spec(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and re.fullmatch(r"[\w.:]+", node.value) is not None
    )


def _used(trees: list[ast.Module]) -> set[str]:
    names: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                names.add(node.id)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif _spec(node):  # "module:attribute", never a docstring
                names.update(re.split(r"[.:]", str(node.value)))
    for name in ("Makefile", "pyproject.toml", "action.yml"):
        names.update(re.findall(r"\w+", (ROOT / name).read_text("utf-8")))
    return names


def _registers(node: ast.FunctionDef | ast.ClassDef) -> bool:
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if isinstance(target, ast.Attribute) and target.attr in REGISTERING:
            return True
    return False


def _definitions(path: Path, tree: ast.Module) -> list[tuple[str, ast.FunctionDef | ast.ClassDef]]:
    rel = path.relative_to(ROOT).as_posix()
    found: list[tuple[str, ast.FunctionDef | ast.ClassDef]] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            found.append((f"{rel}:{node.name}", node))
        if isinstance(node, ast.ClassDef):
            found += [
                (f"{rel}:{node.name}.{sub.name}", sub)
                for sub in node.body
                if isinstance(sub, ast.FunctionDef) and not sub.name.startswith("_")
            ]
    return found


def test_every_definition_is_used_by_the_package() -> None:
    modules = _modules()
    used = _used(list(modules.values()))
    unused = [
        where
        for path, tree in modules.items()
        for where, node in _definitions(path, tree)
        if node.name not in used
        and node.name not in PROTOCOL
        and not node.name.startswith("__")
        and not _registers(node)
    ]
    assert sorted(set(unused) - KEPT) == []  # dead: delete it (and the tests only it served)
    assert sorted(KEPT - set(unused)) == []  # kept but now used: take it off KEPT
