"""YAML for the whole package: PyYAML's C loader and dumper, and loading with key lines.

This module is the only user of PyYAML; `yaml_load` / `yaml_dump` are the package's YAML pair.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import yaml

_Loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
YAMLError = yaml.YAMLError
_Dumper: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def yaml_load(text: str) -> Any:
    """Load YAML safely with the C loader when PyYAML has it (Hermes does the same), refusing
    what breaks a bound (see `MAX_CHARS`) with the line where it broke.

    Raises:
        yaml.YAMLError: the text is not valid YAML or breaks a bound (`YamlBoundsError`).
    """
    loader = _loader_for(text, _Loader, _Bounded)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


# Bounds on every YAML text the package reads (frontmatter, config, lock, allow file, rules):
# real files stay far below them; hostile ones (deep nesting, "billion laughs") are refused
# with a line while PyYAML composes the nodes, before it builds any object, in time and memory
# linear in the text.
MAX_CHARS = 1_000_000
MAX_DEPTH = 64
MAX_NODES = 100_000  # nodes once every alias is expanded
_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class YamlBoundsError(yaml.MarkedYAMLError):
    """The YAML is too large, too deep, or expands (through aliases) too far."""


class _BoundedComposer(yaml.composer.Composer):
    """PyYAML's own composer (Python, over the parser's events), counting as it composes: one
    parse, and a collection past `MAX_DEPTH` or an alias past `MAX_NODES` stops it there, so
    neither Python's nor the C composer's recursion can run away."""

    depth: int = 0
    expanded: int = 0  # values so far, each alias counted as everything it stands for
    sizes: dict[str, int]  # anchor -> how many values it stands for, aliases expanded
    peek_event: Callable[[], Any]  # the parser's (C or Python), beside it in the loader

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            node = super().compose_node(parent, index)
            self.expanded += self.sizes.get(event.anchor or "", 1)
            if self.expanded > MAX_NODES:
                _refuse(f"YAML aliases expand to over {MAX_NODES:,} values (an alias bomb?)", event)
            return node
        self.expanded += 1
        start = self.expanded
        nested = isinstance(event, _OPEN)
        if nested:
            self.depth += 1
            if self.depth > MAX_DEPTH:
                _refuse(f"YAML nested deeper than {MAX_DEPTH} levels", event)
        node = super().compose_node(parent, index)
        self.depth -= nested
        if event.anchor:
            self.sizes[event.anchor] = self.expanded - start + 1
        return node


class _Bounded(_BoundedComposer, _Loader):  # type: ignore[misc, valid-type]
    """The C parser's events, composed and counted by `_BoundedComposer`."""

    def __init__(self, stream: str) -> None:
        _Loader.__init__(self, stream)
        self.anchors, self.sizes = {}, {}


class _PyBounded(_BoundedComposer, yaml.SafeLoader):
    """The pure-Python loader, counted the same way."""

    def __init__(self, stream: str) -> None:
        yaml.SafeLoader.__init__(self, stream)
        self.sizes = {}


def _fits(text: str) -> bool:
    """Whether `text` is certain to keep within the bounds: no alias, and fewer indicators
    than levels (every collection opens with one): then the C composer may compose it."""
    return "*" not in text and sum(text.count(c) for c in "[{-:?") <= MAX_DEPTH


def _loader_for(text: str, plain: type[Any], bounded: type[Any]) -> Any:
    """A loader of `text`: `plain` when the text surely fits the bounds (the C composer is the
    quickest), else `bounded`, the same loader counting while it composes.

    Raises:
        YamlBoundsError: the text is over `MAX_CHARS`.
    """
    if len(text) > MAX_CHARS:
        raise YamlBoundsError(problem=f"YAML text over {MAX_CHARS:,} characters")
    if _fits(text):
        return plain(text)
    return bounded(text)


def check_bounds(text: str) -> None:
    """Refuse YAML beyond the size, depth and alias-expansion bounds, naming where it broke, for
    a parser other than PyYAML (ruamel, for Hermes' config.yaml).

    It reads only PyYAML's C parser events (no nodes, no objects), so it cannot recurse or grow.

    Raises:
        yaml.YAMLError: the text breaks a bound (`YamlBoundsError`) or is not YAML.
    """
    if len(text) > MAX_CHARS:
        raise YamlBoundsError(problem=f"YAML text over {MAX_CHARS:,} characters")
    if _fits(text):
        return
    sizes: dict[str, int] = {}  # anchor -> how many values it stands for, aliases expanded
    opened: list[tuple[str | None, int]] = []  # (anchor, `expanded` when it opened)
    expanded = 0  # values so far, each alias counted as everything it stands for
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, _OPEN):
            expanded += 1
            opened.append((event.anchor, expanded))
            if len(opened) > MAX_DEPTH:
                _refuse(f"YAML nested deeper than {MAX_DEPTH} levels", event)
        elif isinstance(event, _CLOSE):
            anchor, start = opened.pop()
            if anchor:
                sizes[anchor] = expanded - start + 1
        elif isinstance(event, yaml.ScalarEvent):
            expanded += 1
            if event.anchor:
                sizes[event.anchor] = 1
        elif isinstance(event, yaml.AliasEvent):
            expanded += sizes.get(event.anchor or "", 1)
            if expanded > MAX_NODES:
                _refuse(f"YAML aliases expand to over {MAX_NODES:,} values (an alias bomb?)", event)


def _refuse(problem: str, event: Any) -> None:
    mark = event.start_mark  # without the text around it (the C parser keeps none): one message
    where = yaml.Mark(mark.name, mark.index, mark.line, mark.column, None, 0)
    raise YamlBoundsError(problem=problem, problem_mark=where)


def yaml_load_all(text: str) -> list[Any]:
    """Every document of a multi-document YAML text (a Kubernetes manifest), loaded as
    `yaml_load` loads one, under the same bounds.

    Raises:
        yaml.YAMLError: the text is not valid YAML or breaks a bound.
    """
    loader = _loader_for(text, _Loader, _Bounded)
    try:
        docs = []
        while loader.check_data():
            docs.append(loader.get_data())
        return docs
    finally:
        loader.dispose()


def yaml_safe_load(text: str) -> Any:
    """`yaml.safe_load`: the pure-Python loader, whose error texts differ from the C loader's.

    Hermes' `skill_manage` validates frontmatter with it and quotes its errors to the agent.

    Raises:
        yaml.YAMLError: the text is not valid YAML or breaks a bound.
    """
    loader = _loader_for(text, yaml.SafeLoader, _PyBounded)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


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


class _MarkedBounded(_BoundedComposer, _MarkedLoader):
    """`_MarkedLoader`, counted as `_Bounded` is."""

    def __init__(self, stream: str) -> None:
        _MarkedLoader.__init__(self, stream)  # type: ignore[call-arg]
        self.anchors, self.sizes = {}, {}


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
    bounds: bool = False  # a bound was broken (`YamlBoundsError`), not YAML's syntax


def yaml_load_marked(text: str) -> MarkedYaml:
    """Load YAML exactly like `yaml_load` and record key lines and duplicate keys on the way.

    PyYAML's C parser composes the node tree; plain mappings, lists and strings are built here in
    one pass over it, and every other node (numbers, booleans, dates, merge keys, tags) by
    PyYAML's own constructor.

    Raises:
        yaml.YAMLError: the text is not valid YAML.
    """
    loader = _loader_for(text, _MarkedLoader, _MarkedBounded)
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
    bounds = isinstance(exc, YamlBoundsError)
    if mark is None:
        return YamlErrorInfo(problem, None, None, bounds=bounds)
    return YamlErrorInfo(
        problem,
        mark.line,
        mark.column,
        context.line if context is not None else None,
        str(getattr(exc, "context", None) or ""),
        bounds,
    )
