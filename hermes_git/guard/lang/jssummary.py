"""The cross-file summary of JavaScript or TypeScript (tree-sitter): see `guard/summary`.

Read here: names bound to a source (`guard/flows`' JavaScript sources), to a file's content
(`readFileSync`), to `process.argv`/`process.stdin`, to a sibling module's export
(`require("./collect")`, `import {grab} from "./collect.js"`); what `console.log` prints and
`writeFileSync` writes; what a function returns; what a network call carries; the command
lines handed to `child_process` (read as shell).
"""

from __future__ import annotations

import re
from typing import Any

from hermes_git.guard.lang import flows
from hermes_git.guard.lang.shsummary import ShellSummary
from hermes_git.guard.lang.summary import NOTHING, Items, Send, Source, Summary, file_name

_READ = re.compile(r"(?:^|\.)(?:readFileSync|readFile)$")
_WRITE = re.compile(r"(?:^|\.)(?:writeFileSync|writeFile|appendFileSync|appendFile)$")
_PRINT = re.compile(r"^(?:console\.(?:log|info|error)|process\.stdout\.write)$")
_MODULE = re.compile(
    r"""^\s*(?:require\(\s*)?["'`]\.{1,2}/(?:[\w.-]+/)*([\w-]+)(?:\.[cm]?[jt]sx?)?["'`]"""
)
MAX_PARSE = 400_000


def _text(node: Any) -> str:
    return (node.text or b"").decode("utf-8", "replace")


def _strings(node: Any) -> list[str]:
    out, stack = [], [node]
    while stack:
        here = stack.pop()
        if here.type in ("string", "template_string"):
            out.append(_text(here)[1:-1])
            continue
        stack.extend(reversed(here.children))
    return out


class _Summariser:
    def __init__(self, summary: Summary) -> None:
        self.summary = summary
        self.names: dict[str, Items] = {}

    def line(self, node: Any) -> int:
        return int(node.start_point[0]) + 1

    def items(self, node: Any) -> Items:
        found: set[object] = set()
        text = _text(node)
        if why := flows.js_source(text):
            found.add(Source(self.summary.path, self.line(node), why))
        if "process.argv" in text:
            found.add(f"argv:{self.summary.name}")
        if "process.stdin" in text:
            found.add(f"stdin:{self.summary.name}")
        stack = [node]
        while stack:
            here = stack.pop()
            if here.type in ("identifier", "shorthand_property_identifier"):
                found |= self.names.get(_text(here), NOTHING)
            elif here.type == "call_expression":
                found |= self._call_items(here)
            stack.extend(here.children)
        return frozenset(found)  # type: ignore[arg-type]

    def _call_items(self, node: Any) -> set[object]:
        function = node.child_by_field_name("function")
        arguments = node.child_by_field_name("arguments")
        name = _text(function) if function is not None else ""
        if _READ.search(name) and arguments is not None:
            texts = _strings(arguments)
            target = file_name(texts[-1]) if texts else ""
            return {f"file:{target}"} if target and "." in target else set()
        if flows.JS_SHELL.search(name) and arguments is not None:
            return {f"out:{s}"} if (s := self._command(arguments, node)) else set()
        return set()

    def _command(self, arguments: Any, node: Any) -> str:
        texts = _strings(arguments)
        if not texts:
            return ""
        before = len(self.summary.runs)
        ShellSummary(self.summary).run_text(" ".join(texts), self.line(node))
        fresh = self.summary.runs[before:]
        return fresh[-1].script if fresh else ""

    def visit(self, root: Any) -> None:
        stack: list[tuple[Any, str]] = [(root, "")]
        while stack:
            node, func = stack.pop()
            kind = node.type
            if kind in ("function_declaration", "method_definition"):
                name = node.child_by_field_name("name")
                func = _text(name) if name is not None else func
            elif kind == "variable_declarator":
                self._declare(node, func)
            elif kind == "import_statement":
                self._import(node)
            elif kind == "return_statement" and func:
                if what := self.items(node):
                    self.summary.returns[func] = (self.line(node), what)
            elif kind == "call_expression":
                self._call(node)
            stack.extend((c, func) for c in reversed(node.children))

    def _declare(self, node: Any, func: str) -> None:
        name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
        if name is None or value is None:
            return
        module = _MODULE.match(_text(value))
        if module is not None and _text(value).startswith("require"):
            self._bind_module(name, module.group(1))
            return
        if what := self.items(value):
            self.names[_text(name)] = what
            if not func:
                self.summary.returns.setdefault(_text(name), (self.line(node), what))

    def _bind_module(self, pattern: Any, module: str) -> None:
        if pattern.type == "identifier":  # const c = require("./collect"): c.grab()
            self.names[_text(pattern)] = frozenset({f"ret:{module}.*"})
            return
        for sub in pattern.named_children:
            key = _text(sub).split(":")[0].strip()
            local = _text(sub).split(":")[-1].strip()
            self.names[local] = frozenset({f"ret:{module}.{key}"})

    def _import(self, node: Any) -> None:
        source = node.child_by_field_name("source")
        module = _MODULE.match(_text(source)) if source is not None else None
        if module is None:
            return
        for sub in node.named_children:
            for spec in [s for s in _walk(sub) if s.type == "import_specifier"]:
                name = spec.child_by_field_name("name")
                alias = spec.child_by_field_name("alias") or name
                if name is not None and alias is not None:
                    ref = f"ret:{module.group(1)}.{_text(name)}"
                    self.names[_text(alias)] = frozenset({ref})

    def _call(self, node: Any) -> None:
        function = node.child_by_field_name("function")
        arguments = node.child_by_field_name("arguments")
        if function is None or arguments is None:
            return
        name = _text(function)
        args = [a for a in arguments.children if a.is_named]
        if _PRINT.match(name):
            if what := frozenset().union(NOTHING, *(self.items(a) for a in args)):
                self.summary.stdout.append((self.line(node), what))
        elif _WRITE.search(name) and len(args) >= 2:
            texts = _strings(args[0])
            target = file_name(texts[-1]) if texts else ""
            if target and (what := self.items(args[1])):
                self.summary.writes.append((target, self.line(node), what))
        elif flows.JS_SINKS.match(name) and (what := self.items(arguments)):
            hosts = tuple(flows.hosts(_text(node)))
            self.summary.sends.append(Send(self.line(node), name + "()", what, hosts))
        elif flows.JS_SHELL.search(name):
            self._command(arguments, node)


def _walk(node: Any) -> list[Any]:
    out, stack = [], [node]
    while stack:
        here = stack.pop()
        out.append(here)
        stack.extend(here.children)
    return out


def summarise(text: str, summary: Summary) -> Summary:
    if flows.available() and len(text) <= MAX_PARSE:
        grammar = flows.script_grammar(summary.path)
        tree = flows.parser(grammar).parse(text.encode("utf-8", "replace"))
        _Summariser(summary).visit(tree.root_node)
    return summary
