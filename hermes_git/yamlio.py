"""YAML for the whole package: PyYAML's C loader and dumper, and loading with key lines.

This module is the only user of PyYAML; `yaml_load` / `yaml_dump` are the package's YAML pair.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import yaml

_Loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
YAMLError = yaml.YAMLError
_Dumper: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def yaml_load(text: str) -> Any:
    """Load YAML safely with the C loader when PyYAML has it (Hermes does the same).

    Raises:
        yaml.YAMLError: the text is not valid YAML.
    """
    _refuse_alias_bomb(text)
    return yaml.load(text, Loader=_Loader)


MAX_ALIASES = 100
_ALIAS = re.compile(r"(?<![\w*])\*[^\s,\[\]{}]+")


def _refuse_alias_bomb(text: str) -> None:
    """Refuse YAML that uses aliases by the hundred ("billion laughs"): expanding it (as
    `str(value)` does) would hang. No real frontmatter uses more than a few."""
    if "*" in text and len(_ALIAS.findall(text)) > MAX_ALIASES:
        raise yaml.YAMLError(
            f"more than {MAX_ALIASES} YAML aliases: refusing a possible alias bomb"
        )


def yaml_safe_load(text: str) -> Any:
    """`yaml.safe_load`: the pure-Python loader, whose error texts differ from the C loader's.

    Hermes' `skill_manage` validates frontmatter with it and quotes its errors to the agent.

    Raises:
        yaml.YAMLError: the text is not valid YAML.
    """
    _refuse_alias_bomb(text)
    return yaml.load(text, Loader=yaml.SafeLoader)


def yaml_dump(data: Any) -> str:
    """Dump data as block-style YAML, keys in the given order, Unicode kept."""
    return str(
        yaml.dump(
            data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=False
        )
    )


KeyPath = tuple[object, ...]  # keys and list indexes from the root, e.g. ("metadata", "tags", 0)
_STR, _MAP, _SEQ = (f"tag:yaml.org,2002:{t}" for t in ("str", "map", "seq"))
_MERGE = "tag:yaml.org,2002:merge"
_RESOLVED: dict[tuple[str, tuple[bool, bool]], str] = {}


class _MarkedLoader(_Loader):  # type: ignore[misc, valid-type]
    """The same loader, with a memo of implicit tag resolution (a pure function of its input)."""

    def resolve(self, kind: type[yaml.Node], value: str, implicit: tuple[bool, bool]) -> str:
        if kind is not yaml.ScalarNode or len(value) > 80:
            return str(super().resolve(kind, value, implicit))
        key = (value, implicit)
        tag = _RESOLVED.get(key)
        if tag is None:
            if len(_RESOLVED) > 50_000:
                _RESOLVED.clear()
            tag = _RESOLVED[key] = str(super().resolve(kind, value, implicit))
        return tag


@dataclass(frozen=True)
class MarkedYaml:
    """Loaded YAML plus where each key and list item sits (0-based lines of the YAML text)."""

    data: Any
    lines: dict[KeyPath, int]
    duplicates: list[tuple[KeyPath, int]]  # a key given twice in one mapping, at its second line


@dataclass(frozen=True)
class YamlErrorInfo:
    """A YAML error: the parser's message, its 0-based line and column, and the 0-based line of
    what it was reading (`context_line`, e.g. where an unclosed quote opened)."""

    message: str
    line: int | None
    column: int | None
    context_line: int | None = None
    context: str = ""  # e.g. "while scanning a quoted scalar"


def yaml_load_marked(text: str) -> MarkedYaml:
    """Load YAML exactly like `yaml_load` and record key lines and duplicate keys on the way.

    PyYAML's C parser composes the node tree; plain mappings, lists and strings are built here in
    one pass over it, and every other node (numbers, booleans, dates, merge keys, tags) by
    PyYAML's own constructor.

    Raises:
        yaml.YAMLError: the text is not valid YAML.
    """
    _refuse_alias_bomb(text)
    loader = _MarkedLoader(text)
    try:
        node = loader.get_single_node()
        builder = _Builder(loader)
        data = builder.build(node, ()) if node is not None else None
    finally:
        loader.dispose()
    return MarkedYaml(
        data,
        builder.lines if node is not None else {},
        builder.duplicates if node is not None else [],
    )


class _Builder:
    def __init__(self, loader: yaml.SafeLoader) -> None:
        self.loader = loader
        self.lines: dict[KeyPath, int] = {}
        self.duplicates: list[tuple[KeyPath, int]] = []
        self.memo: dict[int, Any] = {}  # containers by node id: aliases share, cycles close

    def build(self, node: yaml.Node, path: KeyPath) -> Any:
        if node.tag == _STR and isinstance(node, yaml.ScalarNode):
            return node.value
        if id(node) in self.memo:
            return self.memo[id(node)]
        if (
            node.tag == _MAP
            and isinstance(node, yaml.MappingNode)
            and all(k.tag != _MERGE for k, _ in node.value)
        ):
            return self._mapping(node, path)
        if node.tag == _SEQ and isinstance(node, yaml.SequenceNode):
            items: list[Any] = []
            self.memo[id(node)] = items
            for index, item in enumerate(node.value):
                self.lines[(*path, index)] = item.start_mark.line
                items.append(self.build(item, (*path, index)))
            return items
        _walk(node, path, self.lines, self.duplicates, set(self.memo))
        return self.loader.construct_object(node, deep=True)

    def _mapping(self, node: yaml.MappingNode, path: KeyPath) -> dict[Any, Any]:
        result: dict[Any, Any] = {}
        self.memo[id(node)] = result
        for key_node, value_node in node.value:
            if key_node.tag == _STR and isinstance(key_node, yaml.ScalarNode):
                key = key_node.value
            else:
                key = self.loader.construct_object(key_node, deep=True)
                if not isinstance(key, Hashable):
                    raise yaml.constructor.ConstructorError(
                        "while constructing a mapping",
                        node.start_mark,
                        "found unhashable key",
                        key_node.start_mark,
                    )
            where = (*path, key)
            if key in result:
                self.duplicates.append((where, key_node.start_mark.line))
            self.lines.setdefault(where, key_node.start_mark.line)
            result[key] = self.build(value_node, where)
        return result


def _walk(
    node: yaml.Node,
    path: KeyPath,
    lines: dict[KeyPath, int],
    duplicates: list[tuple[KeyPath, int]],
    seen: set[int],
) -> None:
    # Lines and duplicates below a node PyYAML builds; each node once, so aliases cannot loop.
    if id(node) in seen:
        return
    seen.add(id(node))
    if isinstance(node, yaml.MappingNode):
        keys: set[object] = set()
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node.tag)
            where = (*path, key)
            if key in keys:
                duplicates.append((where, key_node.start_mark.line))
            keys.add(key)
            lines.setdefault(where, key_node.start_mark.line)
            _walk(value_node, where, lines, duplicates, seen)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            lines[(*path, index)] = item.start_mark.line
            _walk(item, (*path, index), lines, duplicates, seen)


def yaml_error_info(exc: yaml.YAMLError) -> YamlErrorInfo:
    """The message, 0-based line and column, and context line of a YAML error."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    context = getattr(exc, "context_mark", None)
    problem = str(getattr(exc, "problem", None) or exc).strip()
    if mark is None:
        return YamlErrorInfo(problem, None, None)
    return YamlErrorInfo(
        problem,
        mark.line,
        mark.column,
        context.line if context is not None else None,
        str(getattr(exc, "context", None) or ""),
    )
