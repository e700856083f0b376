"""PowerShell read as code (tree-sitter, the `tree-sitter-powershell` grammar).

The same flows as `guard/flows` follows in shell, in PowerShell's words: a credential file
(`Get-Content ~/.aws/credentials`), a secret `$env:` variable or the whole environment
(`Get-ChildItem env:`) held in a variable and sent by `Invoke-WebRequest`/`iwr`,
`Invoke-RestMethod`/`irm`, `curl`/`wget` or a `WebClient` upload; a download held in a variable
and run by `Invoke-Expression`/`iex`. A `-EncodedCommand` argument (base64 of UTF-16LE text) is
decoded and handed back to be rescanned, and its own flows are followed too.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
from functools import cache
from typing import Any

from hermes_git.guard.lang import flows
from hermes_git.guard.lang.flows import CRED_PATH, SECRET_VAR
from hermes_git.guard.model import Finding, check_finding

try:
    import tree_sitter_powershell
    from tree_sitter import Language, Node, Parser
except ImportError:  # pragma: no cover - exercised only without the optional wheel
    tree_sitter_powershell = None  # type: ignore[assignment]

CHECKS = {
    **flows.CHECKS,
    "ps-download-to-exec": (
        "remote-code",
        "high",
        "medium",
        "a download held in a variable is run by Invoke-Expression (iex)",
    ),
}
NET_COMMANDS = frozenset(
    {
        "invoke-webrequest",
        "iwr",
        "invoke-restmethod",
        "irm",
        "curl",
        "wget",
        "start-bitstransfer",
        "send-mailmessage",
    }
)
EXEC_COMMANDS = frozenset({"invoke-expression", "iex"})
SHELLS = frozenset({"powershell", "powershell.exe", "pwsh", "pwsh.exe"})
_UPLOAD = re.compile(
    r"(?i)(?:Upload(?:String|Data|File|Values)(?:Async|TaskAsync)?|PostAsync|SendAsync)$"
)
_DOWNLOAD = re.compile(
    r"(?i)\b(?:Invoke-WebRequest|iwr|Invoke-RestMethod|irm)\b|\.Download(?:String|Data)\s*\("
)
_READS = re.compile(r"(?i)\b(?:Get-Content|gc|cat|type|Import-\w+)\b|ReadAll(?:Text|Bytes)")
_WHOLE_ENV = re.compile(
    r"(?i)\b(?:Get-ChildItem|gci|dir|ls|Get-Item)\s+env:|GetEnvironmentVariables\s*\("
)
_ENV_VAR = re.compile(r"(?i)\$(?:\{)?env:(\w+)")
_ENCODED = re.compile(r"(?i)^-(?:e|ec|en|enc|enco|encodedcommand)$")
MAX_PARSE = 400_000
MAX_DEPTH = 3


@cache
def _parser() -> Any:
    return Parser(Language(tree_sitter_powershell.language()))


def available() -> bool:
    return tree_sitter_powershell is not None


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", "replace")


def source_of(text: str) -> str:
    """Why `text` (a value or an argument) holds a secret, or ''."""
    if (path := CRED_PATH.search(text)) is not None and _READS.search(text):
        return f"credential file {path.group(0).strip()!r}"
    if _WHOLE_ENV.search(text):
        return "the whole environment"
    for name in _ENV_VAR.findall(text):
        if SECRET_VAR.fullmatch(name.upper()):
            return f"secret variable ${name}"
    return ""


def _var(node: Node) -> str:
    """`$Name`, `${Name}` and `$script:Name` as `name` (PowerShell names ignore case)."""
    name = _text(node).lstrip("$").strip("{}").lower()
    return name.split(":", 1)[1] if name.startswith(("script:", "global:", "local:")) else name


class _Walk:
    def __init__(self, text: str, path: str, first_line: int, depth: int) -> None:
        self.path, self.lines, self.first_line, self.depth = (
            path,
            text.split("\n"),
            first_line,
            depth,
        )
        self.tainted: dict[str, tuple[str, int]] = {}
        self.downloads: dict[str, int] = {}
        self.findings: list[Finding] = []
        self.decoded: list[tuple[int, str]] = []

    def add(self, check: str, node: Node, why: str) -> None:
        line = node.start_point[0] + self.first_line
        index = line - self.first_line
        text = self.lines[index] if 0 <= index < len(self.lines) else ""
        tags = ("exfil", "net-send") if check == "flow-secret-to-network" else ("exec",)
        finding = check_finding(check, CHECKS[check], (self.path, line, text), why, "flow", tags)
        self.findings.append(finding)

    def run(self, root: Node) -> None:
        stack = [root]
        while stack:
            node = stack.pop()
            if node.type == "assignment_expression":
                self._assign(node)
            elif node.type == "command":
                self._command(node)
            elif node.type == "invokation_expression":
                member = node.child_by_field_name("member_name") or next(
                    (c for c in node.children if c.type == "member_name"), None
                )
                if member is not None and _UPLOAD.match(_text(member)):
                    self._send(node, _text(member), _text(node))
            stack.extend(reversed(node.children))

    def _used(self, node: Node) -> str | None:
        stack = [node]
        while stack:
            here = stack.pop()
            if here.type == "variable" and _var(here) in self.tainted:
                return _var(here)
            stack.extend(here.children)
        return None

    def _assign(self, node: Node) -> None:
        named = node.named_children
        if len(named) < 2:
            return
        targets = [n for n in _descend(named[0]) if n.type == "variable"]
        if not targets:
            return
        key, value = _var(targets[0]), named[-1]
        raw = _text(value)
        line = node.start_point[0] + self.first_line
        why = source_of(raw) or (self.tainted[u][0] if (u := self._used(value)) else "")
        if why:
            self.tainted[key] = (why, line)
        if _DOWNLOAD.search(raw):
            self.downloads[key] = line

    def _command(self, node: Node) -> None:
        name_node = node.child_by_field_name("command_name")
        name = _text(name_node).lower().rsplit("\\", 1)[-1] if name_node is not None else ""
        text = _text(node)
        if name in NET_COMMANDS:
            self._send(node, name, text)
        if name in EXEC_COMMANDS:
            for sub in _descend(node):
                if sub.type == "variable" and _var(sub) in self.downloads:
                    at = self.downloads[_var(sub)]
                    self.add("ps-download-to-exec", node, f"download in ${_var(sub)} (line {at})")
                    break
        if name in SHELLS:
            self._encoded(node)

    def _send(self, node: Node, name: str, text: str) -> None:
        hosts = flows.hosts(text)
        line = node.start_point[0] + self.first_line
        if (var := self._used(node)) is not None:
            why, at = self.tainted[var]
            if not flows.own_provider(why, var, hosts):
                detail = f"source {why} into ${var} (line {at}), sink {name} (line {line})"
                self.add("flow-secret-to-network", node, detail)
        elif (why := source_of(text)) and not flows.own_provider(why, "", hosts):
            self.add("flow-secret-to-network", node, f"source {why}, sink {name} (line {line})")

    def _encoded(self, node: Node) -> None:
        elements = [c for c in _descend(node) if c.type in ("command_parameter", "generic_token")]
        for flag, value in itertools.pairwise(elements):
            if flag.type == "command_parameter" and _ENCODED.match(_text(flag)):
                decoded = decode_command(_text(value))
                if decoded:
                    line = node.start_point[0] + self.first_line
                    self.decoded.append((line, decoded))
                    if self.depth < MAX_DEPTH:
                        inner = _Walk(decoded, self.path, line, self.depth + 1)
                        inner.run(_parser().parse(decoded.encode("utf-8", "replace")).root_node)
                        self.findings += [f.with_changes(line=line) for f in inner.findings]
                        self.decoded += [(line, text) for _l, text in inner.decoded]


def _descend(node: Node) -> list[Node]:
    out, stack = [], [node]
    while stack:
        here = stack.pop()
        out.append(here)
        stack.extend(reversed(here.children))
    return out


def decode_command(value: str) -> str:
    """The text of an `-EncodedCommand` argument (base64 of UTF-16LE), or ''."""
    value = value.strip("'\"")
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        text = raw.decode("utf-16-le")
    except (binascii.Error, ValueError):
        return ""
    return text if text.strip() and all(c.isprintable() or c in "\r\n\t" for c in text) else ""


def analyse(
    text: str, path: str, first_line: int = 1
) -> tuple[list[Finding], list[tuple[int, str]]]:
    """Flows in PowerShell text, and the decoded `-EncodedCommand` texts (to rescan)."""
    if not available() or len(text) > MAX_PARSE:
        return [], []
    walk = _Walk(text, path, first_line, 0)
    walk.run(_parser().parse(text.encode("utf-8", "replace")).root_node)
    return walk.findings, walk.decoded
