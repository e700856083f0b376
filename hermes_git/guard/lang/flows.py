"""Shell and JavaScript read as code (tree-sitter): values followed from a source to a sink.

A regex sees one line; a script reads a credential into a variable on one line and posts it
three lines later, or names `curl` and `bash` through variables. Here the text is parsed with
tree-sitter (the `tree-sitter-bash`, `tree-sitter-javascript` and `tree-sitter-typescript`
grammars; TypeScript files are read by theirs, `.tsx` by its TSX dialect) and each variable is
followed: assigned from a credential file, a secret environment variable or the whole
environment (a *source*), then used by a network command or call (a *sink*). Variables that
hold a command name (`f=curl; $f ...`) are resolved, so a download piped into a shell through
them is seen. JavaScript strings handed to `child_process.exec` are returned to be rescanned
as shell. Each finding says why: the source, its line, the sink and its line.

Without the grammars installed nothing is parsed (the regex rules still run).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from hermes_git.guard.model import Finding, check_finding

try:
    import tree_sitter_bash
    import tree_sitter_javascript
    import tree_sitter_typescript
    from tree_sitter import Language, Node, Parser
except ImportError:  # pragma: no cover - exercised only without the optional wheels
    Parser = None  # type: ignore[assignment,misc]

CHECKS = {
    "flow-secret-to-network": (
        "exfiltration",
        "critical",
        "medium",
        "a credential, secret or the environment is read into a variable and sent to the network",
    ),
    "flow-download-to-shell": (
        "remote-code",
        "high",
        "medium",
        "a download is run by a shell named through variables (indirection hides the pipe)",
    ),
}
CRED_PATH = re.compile(
    r"\.(?:aws/credentials|aws/config|ssh/id_\w+(?!\.pub)|netrc|npmrc|pypirc|git-credentials|"
    r"hermes/\.env|kube/config|docker/config\.json|gnupg|config/gcloud)|(?:^|[/~\s'\"])\.env\b|"
    r"login\.keychain|Login Data|Cookies|wallet\.dat|keystore"
)
SECRET_VAR = re.compile(r"\b\w*(?:SECRET|TOKEN|PASSW|API_KEY|APIKEY|PRIVATE_KEY|ACCESS_KEY)\w*\b")
WHOLE_ENV = re.compile(
    r"\$\(\s*(?:env|printenv|set|export\s+-p)\s*\)|process\.env\s*\)|\benv\b\s*$"
)
SHELL_SINKS = frozenset({"curl", "wget", "nc", "ncat", "netcat", "socat", "scp", "rsync", "ftp"})
SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "python", "python3", "node", "perl"})
JS_SINKS = re.compile(
    r"^(?:fetch|axios(?:\.\w+)?|got(?:\.\w+)?|request(?:\.\w+)?|https?\.request|https?\.get|"
    r"\w+\.send|\w+\.write|superagent\.\w+|needle\.\w+|\$\.(?:post|ajax))$"
)
JS_SHELL = re.compile(r"(?:^|\.)(?:exec|execSync|spawn|spawnSync|execFile|execFileSync)$")
MAX_PARSE = 400_000  # characters: past this, leave it to the regex rules


@dataclass
class _Flow:
    """What one file's variables hold: taint (why and where) and literal command names."""

    path: str
    lines: list[str]
    first_line: int = 1  # the line of the file the text starts on (a Markdown code block)
    tainted: dict[str, tuple[str, int]] = field(default_factory=dict)
    literals: dict[str, str] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    shell_strings: list[tuple[int, str]] = field(default_factory=list)

    def add(self, check: str, line: int, why: str) -> None:
        index = line - self.first_line
        text = self.lines[index] if 0 <= index < len(self.lines) else ""
        tags = ("exfil", "net-send") if check == "flow-secret-to-network" else ("exec",)
        where = (self.path, line, text)
        self.findings.append(check_finding(check, CHECKS[check], where, why, "flow", tags))


TS_SUFFIXES = {".ts": "ts", ".mts": "ts", ".cts": "ts", ".tsx": "tsx"}


@cache
def _parser(language: str) -> Any:
    grammars = {
        "shell": tree_sitter_bash.language,
        "js": tree_sitter_javascript.language,
        "ts": tree_sitter_typescript.language_typescript,
        "tsx": tree_sitter_typescript.language_tsx,
    }
    return Parser(Language(grammars[language]()))


def script_grammar(path: str) -> str:
    """The grammar a JavaScript-family file is read with: `ts`, `tsx` (by suffix) or `js`."""
    dot = path.rfind(".")
    return TS_SUFFIXES.get(path[dot:].lower(), "js") if dot > path.rfind("/") else "js"


def available() -> bool:
    return Parser is not None


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", "replace")


def _walk(node: Node) -> Iterator[Node]:
    stack = [node]
    while stack:
        here = stack.pop()
        yield here
        stack.extend(reversed(here.children))


ENV_KEY = re.compile(r"['\"]\^?([A-Z][A-Z0-9_]{2,})=")  # a key picked out of a .env by name


def _source(text: str) -> str:
    """Why `text` (an assigned value) holds a secret, or ''."""
    if (path := CRED_PATH.search(text)) is not None:
        if path.group(0).endswith(".env") and (key := ENV_KEY.search(text)) is not None:
            return f"secret variable ${key.group(1)}"  # one key picked out by its name
        return f"credential file {path.group(0).strip()!r}"
    if WHOLE_ENV.search(text):
        return "the whole environment"
    if "$" in text and (var := SECRET_VAR.search(text)) is not None:
        return f"secret variable ${var.group(0)}"
    return ""


_NAMES = frozenset({"variable_name", "identifier", "shorthand_property_identifier"})


def _used(node: Node, names: dict[str, tuple[str, int]]) -> str | None:
    """The first tainted variable expanded anywhere under `node`."""
    for sub in _walk(node):
        if sub.type in _NAMES and _text(sub) in names and not _public_half(sub):
            return _text(sub)
    return None


def _public_half(name: Node) -> bool:
    """`$key.pub`: the public half of the key path a variable holds, not the key."""
    expansion = name.parent
    after = expansion.next_sibling if expansion is not None else None
    return after is not None and _text(after).startswith(".pub")


def shell(text: str, path: str, first_line: int = 1) -> list[Finding]:
    """Flows in shell text: secrets into variables into network commands; hidden shells."""
    if not available() or len(text) > MAX_PARSE:
        return []
    flow = _Flow(path, text.split("\n"), first_line)
    tree = _parser("shell").parse(text.encode("utf-8", "replace"))
    for node in _walk(tree.root_node):
        if node.type == "variable_assignment":
            _assign_shell(flow, node)
        elif node.type == "command":
            _command(flow, node)
        elif node.type == "pipeline":
            _pipeline(flow, node)
    return flow.findings


def _assign_shell(flow: _Flow, node: Node) -> None:
    name = node.child_by_field_name("name")
    value = node.child_by_field_name("value")
    if name is None or value is None:
        return
    key, raw = _text(name), _text(value)
    why = _source(raw) or (
        flow.tainted[used][0] if (used := _used(value, flow.tainted)) is not None else ""
    )
    if why:
        flow.tainted[key] = (why, node.start_point[0] + flow.first_line)
    if value.type == "word":
        flow.literals[key] = raw


def _command_name(flow: _Flow, node: Node) -> tuple[str, bool]:
    """The command's name, resolved through a variable when it is one (and whether it was)."""
    name = node.child_by_field_name("name")
    if name is None:
        return "", False
    raw = _text(name).strip("\"'")
    if raw.startswith("$"):
        var = raw.lstrip("${").rstrip("}")
        return flow.literals.get(var, ""), True
    return raw.rsplit("/", 1)[-1], False


def _command(flow: _Flow, node: Node) -> None:
    name, _ = _command_name(flow, node)
    if name not in SHELL_SINKS:
        return
    line = node.start_point[0] + flow.first_line
    hosts = _hosts(_text(node))
    for arg in node.children[1:]:
        if (var := _used(arg, flow.tainted)) is not None:
            why, at = flow.tainted[var]
            if _own_provider(why, var, hosts):
                return
            flow.add(
                "flow-secret-to-network",
                line,
                f"source {why} into ${var} (line {at}), sink {name} (line {line})",
            )
            return
        if (
            arg.type == "command_substitution"
            and (why := _source(_text(arg)))
            and not _own_provider(why, "", hosts)
        ):
            flow.add("flow-secret-to-network", line, f"source {why}, sink {name} (line {line})")
            return


def _pipeline(flow: _Flow, node: Node) -> None:
    commands = [c for c in node.children if c.type == "command"]
    if len(commands) < 2:
        return
    first, first_var = _command_name(flow, commands[0])
    last, last_var = _command_name(flow, commands[-1])
    if (first_var or last_var) and first in ("curl", "wget") and last in SHELLS:
        line = node.start_point[0] + flow.first_line
        flow.add(
            "flow-download-to-shell", line, f"{first} piped into {last} (resolved from variables)"
        )


def javascript(
    text: str, path: str, first_line: int = 1
) -> tuple[list[Finding], list[tuple[int, str]]]:
    """Flows in JavaScript or TypeScript (by `path`'s suffix), and the literal strings it hands
    to a shell (to rescan)."""
    if not available() or len(text) > MAX_PARSE:
        return [], []
    flow = _Flow(path, text.split("\n"), first_line)
    tree = _parser(script_grammar(path)).parse(text.encode("utf-8", "replace"))
    for node in _walk(tree.root_node):
        if node.type == "variable_declarator":
            name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
            if name is not None and value is not None:
                why = _js_source(_text(value)) or (
                    flow.tainted[u][0] if (u := _used(value, flow.tainted)) else ""
                )
                if why:
                    flow.tainted[_text(name)] = (why, node.start_point[0] + flow.first_line)
        elif node.type == "call_expression":
            _call(flow, node)
    return flow.findings, flow.shell_strings


def _js_source(text: str) -> str:
    if CRED_PATH.search(text) and ("readFile" in text or "read" in text):
        return f"credential file {CRED_PATH.search(text).group(0).strip()!r}"  # type: ignore[union-attr]
    if re.search(r"process\.env\s*[),;}]|JSON\.stringify\(\s*process\.env\s*\)", text):
        return "the whole environment"
    if (var := re.search(r"process\.env\.(\w+)", text)) and SECRET_VAR.search(var.group(1)):
        return f"secret variable process.env.{var.group(1)}"
    return ""


def _call(flow: _Flow, node: Node) -> None:
    function = node.child_by_field_name("function")
    arguments = node.child_by_field_name("arguments")
    if function is None or arguments is None:
        return
    name = _text(function)
    line = node.start_point[0] + flow.first_line
    if JS_SHELL.search(name):
        first = next((a for a in arguments.children if a.is_named), None)
        if first is not None and first.type in ("string", "template_string"):
            flow.shell_strings.append((line, _text(first)[1:-1]))
        return
    if not JS_SINKS.match(name):
        return
    if (var := _used(arguments, flow.tainted)) is not None:
        why, at = flow.tainted[var]
        if _own_provider(why, var, _hosts(_text(arguments))):
            return
        flow.add(
            "flow-secret-to-network", line, f"source {why} into {var} (line {at}), sink {name}()"
        )
    elif (why := _js_source(_text(arguments))) and not _own_provider(why, "", _hosts(_text(node))):
        flow.add("flow-secret-to-network", line, f"source {why}, sink {name}()")


_HOST = re.compile(r"https?://([^/\s'\"`:?]+)")
_GENERIC = frozenset({"api", "access", "auth", "bearer", "my", "app", "client", "user", "secret"})
_PROVIDER_HOSTS = {"aws": "amazonaws.com", "gh": "github.com", "hf": "huggingface.co"}


def _hosts(text: str) -> list[str]:
    return [h.lower() for h in _HOST.findall(text)]


_FILE_PROVIDERS = {
    ".aws/": ("amazonaws.com",),
    ".git-credentials": ("github.com", "gitlab.com", "bitbucket.org"),
    ".npmrc": ("npmjs.org", "npmjs.com"),
    ".pypirc": ("pypi.org",),
    ".docker/": ("docker.io", "docker.com"),
}


def _vendor(name: str) -> str:
    """`github` of GITHUB_TOKEN; '' for a name that says no provider (API_KEY, TOKEN)."""
    prefix = re.split(r"SECRET|TOKEN|PASSW|API_?KEY|PRIVATE_KEY|ACCESS_KEY", name.upper())[0]
    vendor = prefix.strip("_").split("_")[0].lower()
    return "" if vendor in _GENERIC else _PROVIDER_HOSTS.get(vendor, vendor)


def _own_provider(why: str, var: str, hosts: list[str]) -> bool:
    """Whether the send is the normal call to the secret's own provider (GITHUB_TOKEN to
    api.github.com). A secret variable sent to a host named only by a variable, or a name that
    says no provider (API_KEY), counts as normal too; a credential file or the whole
    environment does not."""
    source = re.search(r"secret variable \$?(?:process\.env\.)?(\w+)", why)
    if not hosts:
        return source is not None
    wanted = {_vendor(var)} if var else set()
    if source is not None:
        if not (vendor := _vendor(source.group(1))):
            return True
        wanted.add(vendor)
    for marker, names in _FILE_PROVIDERS.items():
        if marker in why:
            wanted.update(names)
    wanted.discard("")
    return any(w in host for w in wanted for host in hosts)


hosts = _hosts  # for the other parsed languages (guard/psflows, guard/crossflow)
own_provider = _own_provider
source_of = _source
js_source = _js_source
parser = _parser
