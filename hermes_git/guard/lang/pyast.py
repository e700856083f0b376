"""Python scripts by AST: computed exec/eval/imports/getattr, shell=True, env flowing to network."""

from __future__ import annotations

import ast
import contextlib
import re
from dataclasses import dataclass, field

from hermes_git.guard.lang.pyfold import Folding
from hermes_git.guard.lang.pynodes import (
    env_name,
    name_of,
    parse,
    raw_ip,
    reads_file,
    shell_sink,
    taint_rank,
    walk,
    whole_environ,
)
from hermes_git.guard.lang.pytables import (
    BODY_KEYWORDS,
    CHECKS,
    CRED_HINT,
    CRED_HINTS,
    DANGEROUS_ATTRS,
    DANGEROUS_MODULES,
    DECODERS,
    NET_CALLS,
    NET_OWNERS,
    SECRET_ENV,
    SUSPICIOUS,
)
from hermes_git.guard.model import Finding, check_finding, cut

__all__ = ["CHECKS", "analyse"]


@dataclass
class _Walker(Folding, ast.NodeVisitor):
    path: str
    lines: list[str]
    consts: dict[str, str] = field(default_factory=dict)
    taint: dict[str, str] = field(default_factory=dict)  # name -> env-all | env | cred-file
    findings: list[Finding] = field(default_factory=list)
    folded: list[tuple[int, str]] = field(default_factory=list)
    env_aware: bool = True  # the file reads the environment or files: track taint
    depth: int = 0  # how many exec/eval strings deep this walker is

    def _nested(self, code: str, line: int) -> None:
        """Walk the Python code in an exec/eval string; its findings sit on `line`."""
        try:
            tree = ast.parse(code)
        except (SyntaxError, ValueError, RecursionError):
            self.folded.append((line, code))  # not Python: let the text rules read it
            return
        inner = _Walker(self.path, self.lines, dict(self.consts), depth=self.depth + 1)
        for sub in walk(tree):
            if isinstance(sub, ast.Assign):
                inner.visit_Assign(sub)
            elif isinstance(sub, ast.Call):
                inner.visit_Call(sub)
        self.findings.extend(f.with_changes(line=line) for f in inner.findings)
        self.folded.extend((line, value) for _line, value in inner.folded)

    def add(self, check: str, node: ast.AST, detail: str = "", tags: tuple[str, ...] = ()) -> None:
        line = getattr(node, "lineno", 1)
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        where = (self.path, line, text)
        self.findings.append(
            check_finding(check, CHECKS[check], where, detail, "ast in script:python", tags)
        )

    def visit_Assign(self, node: ast.Assign) -> None:
        value = self.fold(node.value)
        taint = self._taint_of(node.value)
        for target in node.targets:
            if isinstance(target, ast.Name):
                if value is not None:
                    self.consts[target.id] = value
                    if not isinstance(node.value, ast.Constant):
                        self.folded.append((node.lineno, value))
                if taint:
                    self.taint[target.id] = taint

    def _taint_of(self, node: ast.AST) -> str:
        worst = ""
        if not self.env_aware:
            return worst
        reads: bool | None = None  # whether `node` reads a file, worked out when needed
        for sub in walk(node):
            if isinstance(sub, ast.Name):
                if sub.id in self.taint:
                    worst = max(worst, self.taint[sub.id], key=taint_rank)
            elif isinstance(sub, ast.Constant):
                if isinstance(sub.value, str) and CRED_HINT.search(sub.value.lower()):
                    reads = reads_file(node) if reads is None else reads
                    if reads:
                        worst = max(worst, "cred-file", key=taint_rank)
            elif isinstance(sub, ast.Attribute | ast.Call | ast.Subscript):
                worst = self._taint_at(sub, worst)
        return worst

    @staticmethod
    def _taint_at(sub: ast.AST, worst: str) -> str:
        """`worst` raised by an attribute, call or subscript reading the environment."""
        name = name_of(sub)
        if whole_environ(name, sub):
            return "env-all"
        if (env := env_name(sub)) is not None and SECRET_ENV.search(env):
            return max(worst, "env-secret", key=taint_rank)
        if name in ("os.getenv", "os.environ.get", "os.environ") and worst == "":
            return "env"
        return worst

    def visit_Call(self, node: ast.Call) -> None:
        func = name_of(node.func)
        short = func.rsplit(".", 1)[-1]
        if func in ("exec", "eval", "compile", "builtins.exec", "builtins.eval"):
            self._exec(node)
        elif func in ("__import__", "importlib.import_module", "import_module"):
            self._import(node)
        elif func == "getattr" and len(node.args) >= 2:
            self._getattr(node)
        if func.startswith(("subprocess.", "asyncio.create_subprocess")) and any(
            k.arg == "shell" and isinstance(k.value, ast.Constant) and k.value.value is True
            for k in node.keywords
        ):
            self.add("py-subprocess-shell", node)
        if short in NET_CALLS and func.split(".")[0].lower() in NET_OWNERS | {""}:
            self._network(node)
        if node.args and shell_sink(func, node):
            value = self.fold(node.args[0])  # the command line the shell gets, rescanned whole
            if value is not None:
                self.folded.append((node.lineno, value))
        for arg in node.args:
            value = self.fold(arg)
            if value is not None and not isinstance(arg, ast.Constant) and len(value) > 6:
                self.folded.append((node.lineno, f"{short}({value})"))

    def _exec(self, node: ast.Call) -> None:
        if not node.args:
            return
        arg = node.args[0]
        decoded = any(
            name_of(s).rsplit(".", 1)[-1] in DECODERS for s in walk(arg) if isinstance(s, ast.Call)
        )
        reads = any(
            name_of(s).rsplit(".", 1)[-1] in ("read", "read_text")
            for s in walk(arg)
            if isinstance(s, ast.Call)
        )
        if decoded:
            self.add("py-exec-decoded", node)
        elif reads and self._hidden_path(arg):
            self.add("py-exec-computed", node, "code read from a temporary or hidden file")
        elif reads:
            self.add("py-exec-file", node)
        elif isinstance(arg, ast.Constant | ast.JoinedStr):  # the code is visible in the text
            self.add("py-exec-literal", node)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and self.depth < 3:
                self._nested(arg.value, node.lineno)
        elif (value := self.fold(arg)) is not None:
            self.add("py-exec-computed", node, cut(value, 60))
            self.folded.append((node.lineno, value))
        elif not isinstance(arg, ast.Name | ast.Attribute):
            self.add("py-exec-computed", node)

    def _hidden_path(self, node: ast.AST) -> bool:
        """Whether the file `node` opens is in a temp folder or is a dot-file."""
        for sub in walk(node):
            if isinstance(sub, ast.Call) and name_of(sub.func) == "open" and sub.args:
                path = self.fold(sub.args[0]) or ""
                name = path.rsplit("/", 1)[-1]
                return path.startswith(("/tmp/", "/dev/shm/", "/var/tmp/")) or name.startswith(".")
        return False

    def _import(self, node: ast.Call) -> None:
        if not node.args:
            return
        arg = node.args[0]
        value = self.fold(arg)
        if isinstance(arg, ast.Constant):
            if value in DANGEROUS_MODULES:
                self.add("py-import-dangerous", node, str(value))
        elif value is not None or not isinstance(arg, ast.Name):
            self.add("py-dynamic-import", node, str(value or ""))

    def _getattr(self, node: ast.Call) -> None:
        owner = name_of(node.args[0])
        attr = node.args[1]
        if isinstance(attr, ast.Constant):
            return
        value = self.fold(attr)
        risky = owner in DANGEROUS_MODULES | {"__builtins__"} or value in DANGEROUS_ATTRS
        if risky:
            self.add("py-getattr-computed", node, f"{owner}.{value or '?'}")

    def _network(self, node: ast.Call) -> None:
        taint = ""
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            taint = max(taint, self._taint_of(arg), key=taint_rank)
        if not taint:
            return
        hosts = " ".join(
            v
            for a in [*node.args, *(k.value for k in node.keywords)]
            if (v := self.fold(a)) is not None
        )
        hosts = hosts or " ".join(self.consts.values())
        if taint in ("env-all", "cred-file"):
            self.add("py-env-dump-to-network", node, taint, ("exfil",))
        elif any(s in hosts.lower() for s in SUSPICIOUS) or raw_ip(hosts):
            self.add("py-env-to-suspicious-host", node, "", ("exfil",))
        elif any(
            k.arg in BODY_KEYWORDS and self._taint_of(k.value) == "env-secret"
            for k in node.keywords
        ):
            self.add("py-env-secret-in-body", node, "", ("exfil",))
        else:
            self.add("py-env-to-network", node)


def analyse(text: str, path: str) -> tuple[list[Finding], list[tuple[int, str]]]:
    """AST findings of a Python script, and the strings it builds at run time (to rescan)."""
    try:
        tree = parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return [], []
    walker = _Walker(path, text.split("\n"))
    lowered = text.lower()
    walker.env_aware = re.search(r"\b(?:environ|getenv)\b", text) is not None or any(
        hint in lowered for hint in CRED_HINTS
    )
    with contextlib.suppress(RecursionError):
        for node in walk(tree):  # breadth first: a body's assignments before its calls
            if isinstance(node, ast.Assign):
                walker.visit_Assign(node)
            elif isinstance(node, ast.Call):
                walker.visit_Call(node)
    return walker.findings, walker.folded
