"""The cross-file summary of a Python script (`ast`): see `guard/summary`.

Read here: names bound to a source (a credential file read, a secret or the whole
environment), to a file's content (`open(p).read()`, `Path(p).read_text()`, `json.load`), to
stdin or argv, to what a sibling module's function returns (`from collect import grab`); what
is printed, written to a file (`f.write`, `json.dump`, `write_text`) or returned; network calls
and what they carry; command lines handed to `subprocess`/`os.system` (read as shell).
"""

from __future__ import annotations

import ast
import contextlib

from hermes_git.guard.lang import flows
from hermes_git.guard.lang.flows import CRED_PATH
from hermes_git.guard.lang.pynodes import env_name, name_of, parse, walk, whole_environ
from hermes_git.guard.lang.pytables import CRED_HINT, NET_CALLS, NET_OWNERS, SECRET_ENV
from hermes_git.guard.lang.shsummary import ShellSummary
from hermes_git.guard.lang.summary import NOTHING, Items, Send, Source, Summary, file_name

READ_CALLS = frozenset({"read", "read_text", "read_bytes", "readlines", "readline", "load"})
WRITE_CALLS = frozenset({"write", "write_text", "write_bytes", "writelines", "dump"})
RUN_CALLS = frozenset(
    {"run", "call", "check_call", "check_output", "Popen", "system", "popen", "getoutput"}
)


class _Summariser:
    def __init__(self, summary: Summary) -> None:
        self.summary = summary
        self.names: dict[str, Items] = {}
        self.consts: dict[str, str] = {}
        self.writers: dict[str, str] = {}  # a name bound to a file opened for writing
        self.modules: dict[str, str] = {}  # local name -> `module` or `module.attr`

    def strings(self, node: ast.AST) -> list[str]:
        """The string constants under `node` (and names bound to one), in source order."""
        out = []
        for sub in walk(node):
            if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                out.append((sub.lineno, sub.col_offset, sub.value))
            elif isinstance(sub, ast.Name) and sub.id in self.consts:
                out.append((sub.lineno, sub.col_offset, self.consts[sub.id]))
        return [value for _line, _col, value in sorted(out)]

    def items(self, node: ast.AST) -> Items:
        found: set[object] = set()
        for sub in walk(node):
            if isinstance(sub, ast.Name):
                found |= self.names.get(sub.id, NOTHING)
                if sub.id in self.modules and "." in self.modules[sub.id]:
                    found.add("ret:" + self.modules[sub.id])
            elif isinstance(sub, ast.Attribute | ast.Subscript | ast.Call):
                found |= self._special(sub)
        return frozenset(found)  # type: ignore[arg-type]

    def _special(self, sub: ast.AST) -> set[object]:
        line = getattr(sub, "lineno", 1)
        name = name_of(sub.func if isinstance(sub, ast.Call) else sub)
        if whole_environ(name_of(sub), sub):
            return {Source(self.summary.path, line, "the whole environment")}
        if (env := env_name(sub)) is not None and SECRET_ENV.search(env):
            return {Source(self.summary.path, line, f"secret variable ${env}")}
        if name in ("sys.stdin", "input", "sys.argv") or name.startswith("sys.stdin."):
            return {f"{'argv' if name == 'sys.argv' else 'stdin'}:{self.summary.name}"}
        head, _, attr = name.partition(".")
        if isinstance(sub, ast.Attribute) and self.modules.get(head) == head and attr:
            return {f"ret:{head}.{attr.split('.')[0]}"}
        if isinstance(sub, ast.Call):
            return self._call_items(sub, name)
        return set()

    def _call_items(self, call: ast.Call, name: str) -> set[object]:
        short = name.rsplit(".", 1)[-1]
        if short not in READ_CALLS and short != "open":
            if short in RUN_CALLS and (out := self._command(call)):
                return {f"out:{out}"}
            return set()
        texts = self.strings(call.func) + [s for a in call.args[:1] for s in self.strings(a)]
        joined = "/".join(texts)
        if (hint := CRED_PATH.search(joined) or CRED_HINT.search(joined.lower())) is not None:
            why = f"credential file {hint.group(0).strip()!r}"
            return {Source(self.summary.path, call.lineno, why)}
        if any("sys.argv" in name_of(s) for s in walk(call)):
            return {f"argv:{self.summary.name}"}
        target = file_name(texts[-1]) if texts else ""
        return {f"file:{target}"} if target and "." in target else set()

    def _command(self, call: ast.Call) -> str:
        """Read a command line given to subprocess or os.system as shell; the script it runs."""
        if not call.args:
            return ""
        arg = call.args[0]
        if isinstance(arg, ast.List | ast.Tuple):
            words = [self.strings(e)[0] if self.strings(e) else "x" for e in arg.elts]
            text = " ".join(w if " " not in w else repr(w) for w in words)
        else:
            text = " ".join(self.strings(arg))
        if not text:
            return ""
        shell = ShellSummary(self.summary)
        before = len(self.summary.runs)
        shell.run_text(text, call.lineno)
        fresh = self.summary.runs[before:]
        return fresh[-1].script if fresh else ""

    def statement(self, node: ast.AST, func: str) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            self._import(node)
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets: list[ast.expr] = (
                node.targets if isinstance(node, ast.Assign) else [node.target]
            )
            self._bind(targets, node.value, func, node.lineno)
        elif isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                if item.optional_vars is not None:
                    self._bind([item.optional_vars], item.context_expr, func, node.lineno)
        elif isinstance(node, ast.Return) and node.value is not None and func:
            if what := self.items(node.value):
                self.summary.returns[func] = (node.lineno, what)
        elif isinstance(node, ast.Call):
            self._call(node)

    def _import(self, node: ast.Import | ast.ImportFrom) -> None:
        if isinstance(node, ast.Import) or node.module is None:  # import c; from . import c
            for alias in node.names:
                self.modules[alias.asname or alias.name] = alias.name
        else:
            module = node.module.rsplit(".", 1)[-1]
            for alias in node.names:
                self.modules[alias.asname or alias.name] = f"{module}.{alias.name}"

    def _bind(self, targets: list[ast.expr], value: ast.expr, func: str, line: int) -> None:
        what = self.items(value)
        mode = self._write_mode(value)
        for target in targets:
            if not isinstance(target, ast.Name):
                continue
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                self.consts[target.id] = value.value
            if mode:
                self.writers[target.id] = mode
            elif what:
                self.names[target.id] = what
                if not func:
                    self.summary.returns.setdefault(target.id, (line, what))

    def _write_mode(self, value: ast.AST) -> str:
        """The file name `open(p, "w")` opens for writing, or ''."""
        if isinstance(value, ast.Call) and name_of(value.func) in ("open", "io.open"):
            modes = [self.strings(a) for a in value.args[1:2]]
            modes += [self.strings(k.value) for k in value.keywords if k.arg == "mode"]
            if any(m and set(m[0]) & set("wax") for m in modes) and value.args:
                texts = self.strings(value.args[0])
                return file_name(texts[-1]) if texts else ""
        return ""

    def _call(self, call: ast.Call) -> None:
        func = name_of(call.func)
        head, _, short = func.rpartition(".")
        args = [*call.args, *(k.value for k in call.keywords)]
        if func in ("print", "sys.stdout.write", "pprint", "pprint.pprint"):
            if what := frozenset().union(*(self.items(a) for a in call.args)):
                self.summary.stdout.append((call.lineno, what))
        elif short in WRITE_CALLS or func in WRITE_CALLS:
            self._written(call, head, short)
        if short in NET_CALLS and head.split(".")[0].lower() in NET_OWNERS | {""}:
            what = frozenset().union(NOTHING, *(self.items(a) for a in args))
            hosts = [s for a in args for s in self.strings(a) if "://" in s]
            hosts += [s for s in self.consts.values() if "://" in s]
            if what:
                found = tuple(h for t in hosts for h in flows.hosts(t))
                self.summary.sends.append(Send(call.lineno, func, what, found))
                for item in what:
                    if isinstance(item, str) and item.startswith("param:"):
                        self.summary.sink_params.setdefault(item[6:], (call.lineno, func, found))
        elif short in RUN_CALLS and head in ("subprocess", "os", ""):
            self._command(call)
        elif (ref := self._imported(func, head, short)) and (
            what := frozenset().union(NOTHING, *(self.items(a) for a in args))
        ):
            self.summary.calls.append((call.lineno, ref, what))

    def _imported(self, func: str, head: str, short: str) -> str:
        """`module.function` of a call to a function imported from a module, or ''."""
        if "." in self.modules.get(func, ""):
            return self.modules[func]
        return f"{head}.{short}" if head and self.modules.get(head) == head else ""

    def _written(self, call: ast.Call, head: str, short: str) -> None:
        if short == "dump" and len(call.args) >= 2:  # json.dump(data, f)
            data, target = call.args[0], call.args[1]
            name = self.writers.get(target.id, "") if isinstance(target, ast.Name) else ""
            name = name or self._write_mode(target)
        elif call.args:
            data = call.args[0]
            owner = call.func.value if isinstance(call.func, ast.Attribute) else None
            name = self.writers.get(head, "")
            if not name and owner is not None:
                texts = self.strings(owner)
                name = self._write_mode(owner) or (
                    file_name(texts[-1]) if texts and short.startswith("write_") else ""
                )
        else:
            return
        if name and (what := self.items(data)):
            self.summary.writes.append((name, call.lineno, what))


_READ_NODES = frozenset(
    {ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign, ast.With, ast.AsyncWith}
    | {ast.Return, ast.Call}
)


def summarise(text: str, summary: Summary) -> Summary:
    try:
        tree = parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return summary
    walker = _Summariser(summary)
    with contextlib.suppress(RecursionError):
        _visit(walker, tree.body, "")
    return summary


def _visit(walker: _Summariser, body: list[ast.stmt], func: str) -> None:
    """Statements in order; a function's body with its name (for what it returns)."""
    for stmt in body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            saved = dict(walker.names)
            params = [*stmt.args.posonlyargs, *stmt.args.args, *stmt.args.kwonlyargs]
            for param in params:
                walker.names[param.arg] = frozenset({f"param:{stmt.name}"})
            _visit(walker, stmt.body, stmt.name)
            walker.names = saved
            continue
        for node in walk(stmt):
            if type(node) in _READ_NODES:
                walker.statement(node, func)
