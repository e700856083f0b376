"""Python scripts by AST: computed exec/eval/imports/getattr, shell=True, env flowing to network."""

from __future__ import annotations

import ast
import base64
import binascii
import codecs
import contextlib
import re
from dataclasses import dataclass, field
from typing import Any

from hermes_git.guard.model import Finding, cut

# id: (category, severity, confidence, message)
CHECKS: dict[str, tuple[str, str, str, str]] = {
    "py-exec-decoded": (
        "obfuscation",
        "critical",
        "high",
        "exec/eval of a decoded or decompressed payload",
    ),
    "py-exec-computed": ("execution", "high", "medium", "exec/eval/compile of a computed string"),
    "py-exec-literal": ("execution", "medium", "medium", "exec/eval of a string literal"),
    "py-exec-file": (
        "execution",
        "medium",
        "low",
        "exec of a file read from disk (module loading)",
    ),
    "py-dynamic-import": (
        "obfuscation",
        "high",
        "medium",
        "import of a module whose name is built at run time",
    ),
    "py-import-dangerous": (
        "execution",
        "medium",
        "low",
        "__import__ of a process or socket module",
    ),
    "py-getattr-computed": (
        "obfuscation",
        "high",
        "medium",
        "getattr on a module or builtins with a built name",
    ),
    "py-subprocess-shell": ("execution", "low", "medium", "subprocess with shell=True"),
    "py-env-dump-to-network": (
        "exfiltration",
        "critical",
        "high",
        "the whole environment or a credential file goes to the network",
    ),
    "py-env-to-suspicious-host": (
        "exfiltration",
        "critical",
        "high",
        "an environment secret is sent to a throwaway or raw-IP host",
    ),
    "py-env-secret-in-body": (
        "exfiltration",
        "high",
        "medium",
        "a secret from the environment is put in a request's body or "
        "query (API keys go in headers)",
    ),
    "py-env-to-network": (
        "exfiltration",
        "info",
        "low",
        "an environment variable is sent in a network call",
    ),
}
# An environment variable that holds a secret, by name.
_SECRET_ENV = re.compile(r"(?i)(?:key|token|secret|passw|credential|auth|cookie|session)")
# Keyword arguments that carry a request's payload (headers and auth are where keys belong).
_BODY_KEYWORDS = frozenset({"data", "json", "params", "files", "body", "content", "payload"})
_HOME_CALLS = {"Path.home", "pathlib.Path.home", "os.homedir", "homedir"}
_PATH_CALLS = {
    "os.path.join",
    "path.join",
    "os.path.expanduser",
    "expanduser",
    "Path",
    "pathlib.Path",
    "os.path.abspath",
    "str",
}
_DECODERS = {
    "b64decode",
    "b32decode",
    "b85decode",
    "a85decode",
    "urlsafe_b64decode",
    "decompress",
    "loads",
    "fromhex",
    "unhexlify",
    "decode",
}
_DANGEROUS_MODULES = {"os", "subprocess", "socket", "pty", "ctypes", "builtins", "shutil"}
_DANGEROUS_ATTRS = {
    "system",
    "popen",
    "exec",
    "eval",
    "spawnl",
    "spawnv",
    "execv",
    "execl",
    "Popen",
    "check_output",
    "run",
    "call",
    "__import__",
    "compile",
}
_NET_CALLS = {
    "post",
    "put",
    "patch",
    "get",
    "request",
    "urlopen",
    "Request",
    "send",
    "sendall",
    "sendto",
    "connect",
    "sendmail",
    "send_message",
    "upload",
    "storbinary",
}
_NET_OWNERS = {
    "requests",
    "httpx",
    "urllib",
    "request",
    "session",
    "client",
    "sock",
    "s",
    "socket",
    "smtp",
    "server",
    "ftp",
    "http",
    "aiohttp",
    "conn",
    "urllib3",
    "pool",
}
_SUSPICIOUS = (
    "webhook.site",
    "requestbin",
    "pipedream",
    "ngrok",
    "pastebin",
    "hookbin",
    "discord.com/api/webhooks",
    "api.telegram.org",
    "interact.sh",
    "oast.",
    "burpcollab",
    "transfer.sh",
    "0x0.st",
    "termbin",
)
_CRED_HINTS = (
    ".ssh",
    ".aws",
    ".env",
    "credentials",
    ".netrc",
    ".kube",
    ".gnupg",
    "keychain",
    "id_rsa",
    "wallet",
    "cookies",
    "login data",
    ".npmrc",
    ".pypirc",
    ".docker",
)
_CRED_HINT = re.compile("|".join(re.escape(hint) for hint in _CRED_HINTS))  # any of them, in one


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


def _walk(node: ast.AST) -> list[ast.AST]:
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


def _name(node: ast.AST) -> str:
    """`a.b.c` for attribute chains and names ('' otherwise)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _name(node.value)
        return f"{base}.{node.attr}" if base else node.attr
    if isinstance(node, ast.Call):
        return _name(node.func)
    return ""


@dataclass
class _Walker(ast.NodeVisitor):
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
        for sub in _walk(tree):
            if isinstance(sub, ast.Assign):
                inner.visit_Assign(sub)
            elif isinstance(sub, ast.Call):
                inner.visit_Call(sub)
        self.findings.extend(f.with_changes(line=line) for f in inner.findings)
        self.folded.extend((line, value) for _line, value in inner.folded)

    def fold(self, node: ast.AST | None, depth: int = 0) -> str | None:  # noqa: PLR0911
        """The string value of an expression built from literals, or None."""
        if node is None or depth > 12:
            return None
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                return node.value
            if isinstance(node.value, bytes):
                return node.value.decode("utf-8", "replace")
            return None
        if isinstance(node, ast.Name):
            return self.consts.get(node.id)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Div):
            left, right = self.fold(node.left, depth + 1), self.fold(node.right, depth + 1)
            if left is None or right is None:
                return None
            return left + right if isinstance(node.op, ast.Add) else f"{left}/{right}"
        if isinstance(node, ast.JoinedStr):
            parts = [
                self.fold(v.value if isinstance(v, ast.FormattedValue) else v, depth + 1)
                for v in node.values
            ]
            return "".join(p for p in parts if p is not None) if None not in parts else None
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            inner = self.fold(node.value, depth + 1)
            step = node.slice.step
            if inner is not None and isinstance(step, ast.UnaryOp) and node.slice.lower is None:
                return inner[::-1]
            return None
        if isinstance(node, ast.Call):
            return self._fold_call(node, depth)
        return None

    def _fold_call(self, node: ast.Call, depth: int) -> str | None:
        func = _name(node.func)
        if func in _HOME_CALLS:
            return "~"
        args = [self.fold(a, depth + 1) for a in node.args]
        if func in _PATH_CALLS and args and None not in args:
            return "/".join(a for a in args if a is not None)
        if func == "chr" and node.args and isinstance(node.args[0], ast.Constant):
            value = node.args[0].value
            return chr(value) if isinstance(value, int) and 0 <= value < 0x110000 else None
        if func.endswith(".join") and isinstance(node.func, ast.Attribute) and node.args:
            sep = self.fold(node.func.value, depth + 1)
            items = node.args[0]
            if sep is not None and isinstance(items, ast.List | ast.Tuple):
                parts = [self.fold(e, depth + 1) for e in items.elts]
                return sep.join(p for p in parts if p is not None) if None not in parts else None
        if not args or args[0] is None:
            inner = (
                self.fold(node.func.value, depth + 1)
                if isinstance(node.func, ast.Attribute) and func.endswith(".decode")
                else None
            )
            return inner
        return _apply_decoder(func.rsplit(".", 1)[-1], args[0], args[1:])

    def add(self, check: str, node: ast.AST, detail: str = "", tags: tuple[str, ...] = ()) -> None:
        category, severity, confidence, message = CHECKS[check]
        line = getattr(node, "lineno", 1)
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        self.findings.append(
            Finding(
                check,
                category,
                severity,
                confidence,
                self.path,
                line,
                cut(text),
                message + (f": {detail}" if detail else ""),
                "ast in script:python",
                tags,
            )
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
        for sub in _walk(node):
            if isinstance(sub, ast.Name):
                if sub.id in self.taint:
                    worst = max(worst, self.taint[sub.id], key=_taint_rank)
            elif isinstance(sub, ast.Constant):
                if isinstance(sub.value, str) and _CRED_HINT.search(sub.value.lower()):
                    reads = _reads_file(node) if reads is None else reads
                    if reads:
                        worst = max(worst, "cred-file", key=_taint_rank)
            elif isinstance(sub, ast.Attribute | ast.Call | ast.Subscript):
                worst = self._taint_at(sub, worst)
        return worst

    @staticmethod
    def _taint_at(sub: ast.AST, worst: str) -> str:
        """`worst` raised by an attribute, call or subscript reading the environment."""
        name = _name(sub)
        if _whole_environ(name, sub):
            return "env-all"
        if (env := _env_name(sub)) is not None and _SECRET_ENV.search(env):
            return max(worst, "env-secret", key=_taint_rank)
        if name in ("os.getenv", "os.environ.get", "os.environ") and worst == "":
            return "env"
        return worst

    def visit_Call(self, node: ast.Call) -> None:
        func = _name(node.func)
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
        if short in _NET_CALLS and func.split(".")[0].lower() in _NET_OWNERS | {""}:
            self._network(node)
        if node.args and _shell_sink(func, node):
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
            _name(s).rsplit(".", 1)[-1] in _DECODERS for s in _walk(arg) if isinstance(s, ast.Call)
        )
        reads = any(
            _name(s).rsplit(".", 1)[-1] in ("read", "read_text")
            for s in _walk(arg)
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
        for sub in _walk(node):
            if isinstance(sub, ast.Call) and _name(sub.func) == "open" and sub.args:
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
            if value in _DANGEROUS_MODULES:
                self.add("py-import-dangerous", node, str(value))
        elif value is not None or not isinstance(arg, ast.Name):
            self.add("py-dynamic-import", node, str(value or ""))

    def _getattr(self, node: ast.Call) -> None:
        owner = _name(node.args[0])
        attr = node.args[1]
        if isinstance(attr, ast.Constant):
            return
        value = self.fold(attr)
        risky = owner in _DANGEROUS_MODULES | {"__builtins__"} or value in _DANGEROUS_ATTRS
        if risky:
            self.add("py-getattr-computed", node, f"{owner}.{value or '?'}")

    def _network(self, node: ast.Call) -> None:
        taint = ""
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            taint = max(taint, self._taint_of(arg), key=_taint_rank)
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
        elif any(s in hosts.lower() for s in _SUSPICIOUS) or _raw_ip(hosts):
            self.add("py-env-to-suspicious-host", node, "", ("exfil",))
        elif any(
            k.arg in _BODY_KEYWORDS and self._taint_of(k.value) == "env-secret"
            for k in node.keywords
        ):
            self.add("py-env-secret-in-body", node, "", ("exfil",))
        else:
            self.add("py-env-to-network", node)


_SHELL_SINKS = frozenset(
    {"os.system", "os.popen", "commands.getoutput", "subprocess.getoutput", "pty.spawn"}
)


def _shell_sink(func: str, node: ast.Call) -> bool:
    """Whether the call hands its first argument to a shell as one command line."""
    if func in _SHELL_SINKS or func.endswith((".system", ".popen")):
        return True
    return func.startswith("subprocess.") and any(
        k.arg == "shell" and isinstance(k.value, ast.Constant) and k.value.value is True
        for k in node.keywords
    )


def _whole_environ(name: str, node: ast.AST) -> bool:
    if name in ("os.environ.copy", "os.environ.items"):
        return True
    wraps = name in ("dict", "json.dumps", "str")
    return wraps and any(_name(a) == "os.environ" for a in getattr(node, "args", []))


def _taint_rank(kind: str) -> int:
    return ("", "env", "env-secret", "cred-file", "env-all").index(kind)


def _env_name(node: ast.AST) -> str | None:
    """The variable name of `os.environ["X"]`, `os.getenv("X")` or `os.environ.get("X")`."""
    if isinstance(node, ast.Subscript) and _name(node.value) == "os.environ":
        key = node.slice
    elif (
        isinstance(node, ast.Call)
        and _name(node.func) in ("os.getenv", "os.environ.get")
        and node.args
    ):
        key = node.args[0]
    else:
        return None
    return key.value if isinstance(key, ast.Constant) and isinstance(key.value, str) else None


def _reads_file(node: ast.AST) -> bool:
    return any(
        _name(s).rsplit(".", 1)[-1] in ("open", "read_text", "read_bytes", "expanduser")
        for s in _walk(node)
        if isinstance(s, ast.Call)
    )


def _raw_ip(text: str) -> bool:
    return re.search(r"https?://\d{1,3}(?:\.\d{1,3}){3}", text) is not None and not re.search(
        r"https?://(?:127\.|0\.0\.0\.0|10\.|192\.168\.|localhost)", text
    )


def _apply_decoder(name: str, value: str, rest: list[str | None]) -> str | None:  # noqa: PLR0911
    try:
        if name in ("b64decode", "urlsafe_b64decode"):
            return base64.b64decode(value + "=" * (-len(value) % 4)).decode("utf-8")
        if name == "b32decode":
            return base64.b32decode(value).decode("utf-8")
        if name in ("b85decode", "a85decode"):
            return getattr(base64, name)(value).decode("utf-8")  # type: ignore[no-any-return]
        if name in ("fromhex", "unhexlify"):
            return bytes.fromhex(value).decode("utf-8")
        if name == "decode" and rest and rest[0] and "rot" in rest[0]:
            return codecs.decode(value, "rot13")
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None
    return None


def analyse(text: str, path: str) -> tuple[list[Finding], list[tuple[int, str]]]:
    """AST findings of a Python script, and the strings it builds at run time (to rescan)."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return [], []
    walker = _Walker(path, text.split("\n"))
    lowered = text.lower()
    walker.env_aware = re.search(r"\b(?:environ|getenv)\b", text) is not None or any(
        hint in lowered for hint in _CRED_HINTS
    )
    with contextlib.suppress(RecursionError):
        for node in _walk(tree):  # breadth first: a body's assignments before its calls
            if isinstance(node, ast.Assign):
                walker.visit_Assign(node)
            elif isinstance(node, ast.Call):
                walker.visit_Call(node)
    return walker.findings, walker.folded
