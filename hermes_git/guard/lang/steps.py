"""Any program as a list of steps: what each statement defines, uses, calls, and says.

A step is an assignment, a loop head or an outermost call (a block inside it is walked as
steps of its own). The tables of `guard/lang/tables` say which nodes are which in each
grammar; this walk is the same for all of them. A language with no grammar here is read a
line at a time (`$x = ...` defines `x`; every `$name` or word is a use).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from hermes_git.guard.lang import grammars
from hermes_git.guard.lang.tables import LANGS, MEMBER_FIELDS, Lang

MAX_PARSE = 300_000  # characters; longer texts are read line by line
_SELF = re.compile(r"\b(?:self|this)\s*\.\s*\w+|\$this->\w+")


@dataclass(frozen=True)
class Step:
    line: int
    text: str
    defines: frozenset[str]
    uses: frozenset[str]
    calls: frozenset[str] = frozenset()
    function: str = ""  # the function the step is in
    is_return: bool = False

    @property
    def end(self) -> int:
        return self.line + self.text.count("\n")


@dataclass
class Program:
    steps: list[Step] = field(default_factory=list)
    params: dict[str, tuple[str, ...]] = field(default_factory=dict)  # function -> parameters
    text: str = ""  # what the steps were read from, starting on `first_line`
    first_line: int = 1
    found: Any = None  # its sources and sinks by line, when already looked for
    parsed: bool = False  # read with its grammar (else a line at a time)


def read(text: str, language: str, first_line: int = 1) -> Program:
    """The steps of `text` in `language` (`first_line`: its first line in the file)."""
    table = LANGS.get("js" if language == "ts" else language)
    parser = grammars.parser(language) if table is not None and len(text) < MAX_PARSE else None
    if parser is None or table is None:
        return line_steps(text, first_line)
    original = text
    shift = 0
    if language == "php" and "<?php" not in text[:200]:
        text = "<?php " + text
    source = text.encode("utf-8", "replace")
    tree = parser.parse(source)
    walk = _Walk(table, source, first_line - 1 - shift)
    walk.visit(tree.root_node, "")
    walk.program.text, walk.program.first_line = original, first_line
    walk.program.parsed = True
    return walk.program


class _Walk:
    def __init__(self, table: Lang, source: bytes, shift: int) -> None:
        self.table = table
        self.source = source
        self.shift = shift
        self.program = Program()

    def text(self, node: Any) -> str:
        return self.source[node.start_byte : node.end_byte].decode("utf-8", "replace")

    def visit(self, node: Any, function: str) -> None:
        table = self.table
        kind = node.type
        if kind in table.funcs:
            function = self._function(node, function)
        elif kind in table.assign:
            left, right = _side(node, table.assign[kind][0]), _side(node, table.assign[kind][1])
            if left is not None and right is not None:
                _step, blocks = self._step(node, right, _defined(left, table, self.text), function)
                self._blocks(blocks, function)
                return
        elif kind in table.loops:
            var_field, walked_field = table.loops[kind]
            var, walked = _side(node, var_field), _side(node, walked_field)
            if walked is not None and (var is not None or var_field.startswith("=")):
                topic = frozenset({var_field[1:]}) if var is None else frozenset()
                defines = topic or _defined(var, table, self.text)
                self._step(node, walked, defines, function)
                for child in node.children:
                    if child is not walked:
                        self.visit(child, function)
                return
        elif kind in table.calls or kind in table.returns:
            self._call(node, function)
            return
        for child in node.children:
            self.visit(child, function)

    def _function(self, node: Any, outer: str) -> str:
        name_field, params_field = self.table.funcs[node.type]
        name = node.child_by_field_name(name_field) if name_field else None
        title = self.text(name) if name is not None else outer
        params = node.child_by_field_name(params_field) if params_field else None
        if params is not None:
            self.program.params[title] = tuple(sorted(_idents(params, self.table, self.text)))
        return title

    def _call(self, node: Any, function: str) -> None:
        """An outermost call: one step, its blocks walked as steps of their own (a block's
        parameters are defined by what the call walks: `paths.each do |p|`)."""
        step, blocks = self._step(node, node, frozenset(), function)
        if _grouped_output(node):  # `{ ...; } > file`: what the group prints is written there
            whole = self.text(node)
            self.program.steps[-1] = step = Step(step.line, whole, *_rest(step))
        self._blocks(blocks, function, step)

    def _blocks(self, blocks: list[Any], function: str, step: Step | None = None) -> None:
        """Walk the blocks and callbacks inside a step as steps of their own."""
        for block in blocks:
            params = [c for c in block.children if c.type in self.table.block_params]
            params += self._callback_params(block)
            for param in params:
                if step is None:
                    break
                defined = _idents(param, self.table, self.text)
                self.program.steps.append(
                    Step(step.line, step.text, defined, step.uses, step.calls, function)
                )
            self.visit(block, function)

    def _callback_params(self, block: Any) -> list[Any]:
        """The parameters of a function passed to a call (`get(url, (res) => {...})`): what
        the call gives its callback."""
        owner = block if block.type in self.table.funcs else block.parent
        if owner is None or owner.type not in self.table.funcs or owner.parent is None:
            return []
        if owner.parent.type not in ("arguments", "argument_list"):
            return []
        field = self.table.funcs[owner.type][1]
        found = [owner.child_by_field_name(f) for f in (field, "parameter") if f]
        return [p for p in found if p is not None]

    def _step(
        self, node: Any, used: Any, defines: frozenset[str], function: str
    ) -> tuple[Step, list[Any]]:
        idents, calls, skip = _gather(used, self.table, self.text)
        if node is not used:  # a loop's body is steps of its own, not part of its head
            body = [c for c in node.children if c.type in self.table.blocks]
            skip = sorted(skip + body, key=lambda n: n.start_byte)
        text = self._own_text(node, skip)
        uses = idents | frozenset(_SELF.findall(text))
        if node is not used:
            defines |= frozenset(_SELF.findall(self.text(node).split("=", 1)[0]))
        if self.table.name == "shell" and "read" in text:  # `read -r a b`: its names set
            defines |= frozenset(n for m in _READ.finditer(text) for n in m.group(1).split())
        step = Step(
            node.start_point[0] + 1 + self.shift,
            text,
            defines,
            uses,
            calls,
            function,
            node.type in self.table.returns,
        )
        self.program.steps.append(step)
        return step, skip

    def _own_text(self, node: Any, skip: list[Any]) -> str:
        if not skip:
            return self.text(node)
        parts, at = [], node.start_byte
        for block in skip:
            parts.append(self.source[at : block.start_byte])
            at = block.end_byte
        parts.append(self.source[at : node.end_byte])
        return b" ".join(parts).decode("utf-8", "replace")


# `read` as a command (a line's, a loop's or a list's first word), not the word in a string
_READ = re.compile(
    r"(?:^|[;&|(]|\b(?:while|until|if|do|then)\s)\s*(?:IFS=\S*\s+)?read\s+(?:-\w+\s+)*"
    r"([A-Za-z_]\w*(?:[ \t]+[A-Za-z_]\w*)*)",
    re.MULTILINE,
)


def _grouped_output(node: Any) -> bool:
    """A shell group or subshell whose output is redirected to a file."""
    body = node.child_by_field_name("body") if node.type == "redirected_statement" else None
    return body is not None and body.type in ("compound_statement", "subshell")


def _rest(step: Step) -> tuple[frozenset[str], frozenset[str], frozenset[str], str, bool]:
    return step.defines, step.uses, step.calls, step.function, step.is_return


def _side(node: Any, name: str) -> Any | None:
    if name.startswith("#"):
        named = [c for c in node.named_children if c.type not in ("comment",)]
        index = int(name[1:])
        return named[index] if index < len(named) else None
    return node.child_by_field_name(name) if name else None


def _defined(left: Any, table: Lang, text: Any) -> frozenset[str]:
    """The variables an assignment's left side sets (`d["k"] = v` sets `d`)."""
    if left.type in table.idents:
        return frozenset({_name(text(left))})
    return _idents(left, table, text)


def _idents(node: Any, table: Lang, text: Any) -> frozenset[str]:
    found: set[str] = set()
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in table.idents:
            found.add(_name(text(current)))
            continue
        for index, child in enumerate(current.children):
            if current.field_name_for_child(index) not in MEMBER_FIELDS:
                stack.append(child)
    return frozenset(found)


def _name(text: str) -> str:
    return text.lstrip("$@%&*")


def _gather(node: Any, table: Lang, text: Any) -> tuple[frozenset[str], frozenset[str], list[Any]]:
    """One walk of a step's subtree: the variables it uses, the last name of each function it
    calls (`mod.send(x)` calls `send`), and the outermost blocks and functions inside it
    (walked as steps of their own)."""
    idents: set[str] = set()
    calls: set[str] = set()
    blocks = []
    stack = [node]
    while stack:
        current = stack.pop()
        kind = current.type
        if current is not node and (kind in table.blocks or kind in table.funcs):
            blocks.append(current)
            continue
        if kind in table.idents:
            idents.add(_name(text(current)))
            continue
        if kind in table.calls:
            head = _head(current)
            if head is not None:
                calls.add(re.split(r"\W+", text(head).strip())[-1])
        for index, child in enumerate(current.children):
            if current.field_name_for_child(index) not in MEMBER_FIELDS:
                stack.append(child)
    return frozenset(idents), frozenset(calls), sorted(blocks, key=lambda n: n.start_byte)


def _head(call: Any) -> Any | None:
    for name in ("function", "method", "name"):
        head = call.child_by_field_name(name)
        if head is not None:
            return head
    return call.named_children[0] if call.named_children else None


_DEFINE = re.compile(
    r"^\s*(?:(?:my|local|our|export|set|let|var|const|val|def|final|private|static)\s+)*"
    r"(?:[A-Z][\w.]*(?:<[^>=\n]*>)?(?:\[\])?\s+)?"  # a declared type (`String key = ...`)
    r"[$@%.]?(\w+)\s*(?::?=|<-)(?!=)"  # `=`, `:=` and R's `<-` (R's `.u`)
)
_USE = re.compile(r"\$\{?(\w+)|\b([A-Za-z_]\w*)\b")
_MAX_BLOCK = 40  # lines a value's opened block may run on
# a file a step names: what one step writes there, a later step that names it reads
_FILE = re.compile(r"[\w-]+\.(?:sh|py|ps1|rb|pl|js|R|exe|bin|zip|tgz|gz|tar|dat|tmp|out)\b")


def line_steps(text: str, first_line: int = 1) -> Program:
    """A program read a line at a time (no grammar for its language).

    A line that defines a value and leaves a bracket open (`val p = Properties().apply {`)
    runs on to the line that closes it: what the block reads goes into that value. A file
    a step names (`b.sh`) is a value too: what a step writes there, a later step reads.
    """
    program = Program(text=text, first_line=first_line)
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        end = _step_end(lines, index)
        line = "\n".join(lines[index : end + 1])
        if line.strip() and len(line) <= 4000:
            match = _DEFINE.match(line)
            files = frozenset(_FILE.findall(line))
            defines = frozenset({match.group(1)}) if match else files
            rest = line[match.end() :] if match else line
            uses = frozenset(a or b for a, b in _USE.findall(rest)) | files
            program.steps.append(Step(first_line + index, line, defines, uses))
        index = end + 1
    return program


def _step_end(lines: list[str], index: int) -> int:
    """The last line of the step starting at `index`: continued lines and opened blocks."""
    end = index
    while lines[end].endswith("\\") and end + 1 < len(lines) and end - index < 20:
        end += 1  # a command continued over lines is one step
    if not _DEFINE.match(lines[index]):
        return end
    depth = _depth(lines[index])
    while depth > 0 and end + 1 < len(lines) and end - index < _MAX_BLOCK:
        end += 1
        depth += _depth(lines[end])
    return end


def _depth(line: str) -> int:
    return line.count("{") + line.count("(") - line.count("}") - line.count(")")
