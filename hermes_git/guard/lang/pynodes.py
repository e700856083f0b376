"""Python AST helpers: a fast walk, dotted names, and what a call or node reads or sends."""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from typing import Any

from hermes_git.guard.lang.pytables import SHELL_SINKS

# Nodes no check looks at through a walk: contexts and operators (read from their parents).
_QUIET = (ast.expr_context, ast.operator, ast.boolop, ast.unaryop, ast.cmpop)
_LEAVES = (ast.Name, ast.Constant)  # their fields hold no nodes


def _node_kinds() -> dict[type, tuple[str, ...]]:
    """Every node class a walk visits -> the fields that may hold its child nodes."""
    kinds: dict[type, tuple[str, ...]] = {}
    todo = [ast.AST]
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        if kind is not ast.AST and not issubclass(kind, _QUIET):
            kinds[kind] = () if issubclass(kind, _LEAVES) else tuple(kind._fields)
    return kinds


_CHILD_FIELDS = _node_kinds()


@lru_cache(maxsize=8)
def parse(text: str) -> ast.Module:
    """`ast.parse`, remembered for the last few texts: a script's AST checks (`guard/pyast`)
    and its cross-file summary (`guard/pysummary`) read the same tree (neither changes it)."""
    return ast.parse(text)


def walk(node: ast.AST) -> list[ast.AST]:
    """The nodes `ast.walk` gives, in the same (breadth-first) order, less contexts and operators.

    A list built in one loop: no generators, no visit of the nodes no check reads by walking.
    """
    todo = [node]
    append, fields = todo.append, _CHILD_FIELDS
    for current in todo:  # the list grows while it is read: a queue without popping
        for name in fields.get(type(current), ()):
            value: Any = getattr(current, name, None)
            if type(value) is list:
                for item in value:
                    if type(item) in fields:
                        append(item)
            elif type(value) in fields:
                append(value)  # a node: its class is in `fields`
    return todo


def name_of(node: ast.AST) -> str:
    """`a.b.c` for attribute chains and names ('' otherwise)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = name_of(node.value)
        return f"{base}.{node.attr}" if base else node.attr
    if isinstance(node, ast.Call):
        return name_of(node.func)
    return ""


def shell_sink(func: str, node: ast.Call) -> bool:
    """Whether the call hands its first argument to a shell as one command line."""
    if func in SHELL_SINKS or func.endswith((".system", ".popen")):
        return True
    return func.startswith("subprocess.") and any(
        k.arg == "shell" and isinstance(k.value, ast.Constant) and k.value.value is True
        for k in node.keywords
    )


def whole_environ(name: str, node: ast.AST) -> bool:
    if name in ("os.environ.copy", "os.environ.items"):
        return True
    wraps = name in ("dict", "json.dumps", "str")
    return wraps and any(name_of(a) == "os.environ" for a in getattr(node, "args", []))


def taint_rank(kind: str) -> int:
    return ("", "env", "env-secret", "cred-file", "env-all").index(kind)


def env_name(node: ast.AST) -> str | None:
    """The variable name of `os.environ["X"]`, `os.getenv("X")` or `os.environ.get("X")`."""
    if isinstance(node, ast.Subscript) and name_of(node.value) == "os.environ":
        key = node.slice
    elif (
        isinstance(node, ast.Call)
        and name_of(node.func) in ("os.getenv", "os.environ.get")
        and node.args
    ):
        key = node.args[0]
    else:
        return None
    return key.value if isinstance(key, ast.Constant) and isinstance(key.value, str) else None


def reads_file(node: ast.AST) -> bool:
    return any(
        name_of(s).rsplit(".", 1)[-1] in ("open", "read_text", "read_bytes", "expanduser")
        for s in walk(node)
        if isinstance(s, ast.Call)
    )


def raw_ip(text: str) -> bool:
    return re.search(r"https?://\d{1,3}(?:\.\d{1,3}){3}", text) is not None and not re.search(
        r"https?://(?:127\.|0\.0\.0\.0|10\.|192\.168\.|localhost)", text
    )
