"""The cross-file summary of shell text (tree-sitter bash): see `guard/summary`.

Read here: variables and `$(...)` holding a source, a file's content, a script's output,
stdin or argv; what a command prints (`cat`, `echo`, `env`, a script run); `>`/`>>`, `cp`,
`tar`/`zip` writing files; network commands sending a variable, `@file`, `-T file` or their
stdin; pipes and redirections between the skill's scripts.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from typing import Any

from hermes_git.guard.lang import flows
from hermes_git.guard.lang.summary import (
    NOTHING,
    Items,
    Run,
    Send,
    Source,
    Summary,
    file_name,
    script_of,
    source_item,
)

READERS = frozenset({"cat", "head", "tail", "base64", "gzip", "xxd", "od", "strings", "jq", "tac"})
PRINTERS = frozenset({"echo", "printf"})
ENV_DUMPS = frozenset({"env", "printenv", "set", "export", "declare"})
ARCHIVERS = frozenset({"tar", "zip", "7z", "gzip"})
_FILE_ARG = re.compile(r"@([^\s'\"]+|'[^']+'|\"[^\"]+\")")
_STDIN_ARG = re.compile(r"(?:^|[=\s])@-(?:\s|$)|(?:-T|--upload-file)\s+-(?:\s|$)")
# A credential folder handed whole to tar, zip or cp (`tar czf /tmp/b.tgz ~/.ssh`).
_CRED_DIR = re.compile(
    r"(?:~|\$HOME|\$\{HOME\})/\.(?:ssh|aws|gnupg|kube|docker|config/gcloud|password-store)\b"
)
_ARCHIVE = re.compile(r"\.(?:tgz|tar|gz|zip|7z|bz2|xz|tbz2?)['\"]?$")
_ARGV = re.compile(r"\$\{?(?:[1-9]|@|\*)\}?")
MAX_PARSE = 200_000


def _text(node: Any) -> str:
    return (node.text or b"").decode("utf-8", "replace")


class ShellSummary:
    """Walks one shell text into a `Summary`; `first_line` places a Markdown block."""

    def __init__(self, summary: Summary, first_line: int = 1) -> None:
        self.summary, self.first_line = summary, first_line
        self.vars: dict[str, Items] = {}

    def line(self, node: Any) -> int:
        return int(node.start_point[0]) + self.first_line

    def run_text(self, text: str, line: int | None = None) -> None:
        if not flows.available() or len(text) > MAX_PARSE:
            return
        if line is not None:
            self.first_line = line
        tree = flows.parser("shell").parse(text.encode("utf-8", "replace"))
        with contextlib.suppress(RecursionError):  # nesting past Python's stack: left unread
            self.visit(tree.root_node)

    def visit(self, node: Any, stdin: Items = NOTHING) -> None:
        kind = node.type
        if kind == "variable_assignment":
            self._assign(node)
        elif kind == "pipeline":
            self._pipeline(node)
        elif kind == "redirected_statement":
            self._redirected(node, stdin)
        elif kind == "command":
            self.command(node, stdin)
        else:
            for child in node.children:
                self.visit(child)

    def _assign(self, node: Any) -> None:
        name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
        if name is not None and value is not None:
            self.vars[_text(name)] = self.items(value)

    def items(self, node: Any) -> Items:
        """What a value (an argument, a word, a `$(...)`) holds."""
        found = set(source_item(self.summary.path, self.line(node), _text(node)))
        stack = [node]
        while stack:
            here = stack.pop()
            if here.type == "command_substitution":
                for sub in here.named_children:
                    found |= self.output(sub) if sub.type == "command" else self._inner(sub)
                continue
            if here.type in ("variable_name", "special_variable_name"):
                name = _text(here)
                found |= self.vars.get(name, NOTHING)
                if name in ("1", "2", "3", "@", "*"):
                    found.add(f"argv:{self.summary.name}")
            stack.extend(here.children)
        return frozenset(found)

    def _inner(self, node: Any) -> Items:
        if node.type == "pipeline":
            stdin: Items = NOTHING
            for sub in node.named_children:
                stdin = self.output(sub, stdin) if sub.type == "command" else stdin
            return stdin
        return self.output(node) if node.type == "command" else NOTHING

    def _words(self, node: Any) -> tuple[str, list[Any]]:
        name = node.child_by_field_name("name")
        args = [c for c in node.children if c.is_named and c.type != "command_name"]
        raw = _text(name).strip("'\"") if name is not None else ""
        if raw.startswith("$"):
            raw = ""
        return raw.rsplit("/", 1)[-1] if "/" in raw and not raw.startswith(".") else raw, args

    def output(self, node: Any, stdin: Items = NOTHING) -> Items:
        """What a command prints, given what it reads on stdin."""
        name, args = self._words(node)
        words = [name] + [_text(a) for a in args]
        script, _ = script_of(words)
        if script:
            return frozenset({f"out:{script}"})
        if name in ENV_DUMPS and not any(not _text(a).startswith("-") for a in args):
            return frozenset({Source(self.summary.path, self.line(node), "the whole environment")})
        if name in PRINTERS:
            return frozenset().union(*(self.items(a) for a in args))
        if name in READERS:
            files = [a for a in args if not _text(a).startswith("-")]
            if not files:
                return stdin
            return frozenset().union(*(self._content(a) for a in files))
        return NOTHING

    def _content(self, node: Any) -> Items:
        """What the file a path argument names holds."""
        found = set(self.items(node))
        if not found and (folder := _CRED_DIR.search(_text(node))) is not None:
            found.add(
                Source(self.summary.path, self.line(node), f"credential folder {folder[0]!r}")
            )
        if not found and (name := file_name(_text(node))):
            found.add(f"file:{name}")
        return frozenset(found)

    def _pipeline(self, node: Any) -> None:
        stdin: Items = NOTHING
        for sub in node.named_children:
            if sub.type == "command":
                self.command(sub, stdin)
                stdin = self.output(sub, stdin)
            else:
                self.visit(sub, stdin)
                stdin = NOTHING

    def _redirected(self, node: Any, stdin: Items) -> None:
        body = node.child_by_field_name("body")
        targets, inputs = [], set(stdin)
        for redirect in node.children_by_field_name("redirect"):
            if redirect.type != "file_redirect":
                continue
            fd = next((c for c in redirect.children if c.type == "file_descriptor"), None)
            op = next((c.type for c in redirect.children if not c.is_named), "")
            dest = redirect.child_by_field_name("destination")
            if dest is None or (fd is not None and _text(fd) != "1"):
                continue
            if op in (">", ">>", "&>", ">|"):
                targets.append(file_name(_text(dest)))
            elif op == "<":
                inputs |= self._content(dest)
        if body is None:
            return
        if body.type != "command":
            self.visit(body, frozenset(inputs))
            return
        self.command(body, frozenset(inputs))
        out = self.output(body, frozenset(inputs))
        for target in filter(None, targets):
            if out:
                self.summary.writes.append((target, self.line(node), out))

    def command(self, node: Any, stdin: Items) -> None:
        name, args = self._words(node)
        words = [name] + [_text(a) for a in args]
        line = self.line(node)
        script, index = script_of(words)
        if script:
            argv = frozenset().union(NOTHING, *(self._content(a) for a in args[index:]))
            self.summary.runs.append(Run(line, script, stdin, argv))
        elif name in flows.SHELL_SINKS:
            self._send(node, name, args, stdin)
        elif name == "cp" and len(args) >= 2:
            what = frozenset().union(*(self._content(a) for a in args[:-1]))
            self._write(_text(args[-1]), line, what)
        elif name in ARCHIVERS:
            self._archive(args, line)
        elif name == "tee" and args and stdin:
            self._write(_text(args[-1]), line, stdin)

    def _write(self, dest: str, line: int, what: Items) -> None:
        if what and (target := file_name(dest)):
            self.summary.writes.append((target, line, what))

    def _archive(self, args: list[Any], line: int) -> None:
        paths = [a for a in args if not _text(a).startswith("-")]
        archive = next((a for a in paths if _ARCHIVE.search(_text(a))), None)
        if archive is not None and len(paths) >= 2:
            what = frozenset().union(*(self._content(a) for a in paths if a is not archive))
            self._write(_text(archive), line, what)

    def _send(self, node: Any, name: str, args: list[Any], stdin: Items) -> None:
        text = _text(node)
        found: set[Any] = set()
        for arg in args:
            raw = _text(arg)
            found |= self.items(arg)
            for match in _FILE_ARG.finditer(raw):
                target = match.group(1).strip("'\"")
                if target == "-":
                    found |= stdin
                elif _ARGV.fullmatch(target):
                    found.add(f"argv:{self.summary.name}")
                elif file_name(target):
                    found.add(f"file:{file_name(target)}")
        for flag, value in itertools.pairwise(args):
            if _text(flag) in ("-T", "--upload-file") and (target := file_name(_text(value))):
                found.add(f"file:{target}")
        if _STDIN_ARG.search(text) or name in ("nc", "ncat", "netcat", "socat"):
            found |= stdin
        if found:
            sent = Send(self.line(node), name, frozenset(found), tuple(flows.hosts(text)))
            self.summary.sends.append(sent)


def summarise(text: str, summary: Summary, first_line: int = 1) -> Summary:
    ShellSummary(summary, first_line).run_text(text)
    return summary
