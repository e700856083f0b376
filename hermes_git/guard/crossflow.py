"""Flows across a skill's files: a script that reads a secret and one that sends it.

Each script (and the shell blocks of the skill's Markdown) is summarised (`guard/summary`);
here the summaries are joined. A send whose value refers to another file is followed: a file
of the same name written by another script (`collect.py` writes `/tmp/c.json`, `send.sh`
posts `@/tmp/c.json`), a sibling script's output piped into it (`python collect.py | curl -d
@- …`), a script's stdin or argv given by the script or Markdown block that runs it, a
function imported from a sibling module. When the chain ends at a source (a credential file,
a secret or the whole environment) read in another file, `flow-cross-file` names both files
and lines and the hops between them. The secret's own provider (a `GITHUB_TOKEN` sent to
api.github.com) is exempt, as within one file.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from hermes_git.guard import decoding, flows, jssummary, pysummary, shsummary
from hermes_git.guard.context import MarkdownMap
from hermes_git.guard.kinds import classify
from hermes_git.guard.model import Finding, check_finding
from hermes_git.guard.structure import Entry
from hermes_git.guard.summary import Item, Send, Source, Summary

CHECK = (
    "exfiltration",
    "critical",
    "medium",
    "a secret read in one file of the skill is sent to the network by another",
)
MAX_HOPS = 6
MAX_FILES = 200
# Signs a text reads a secret, and signs it sends, runs a sibling or imports one.
_SOURCE_HINT = re.compile(
    r"(?i)\.aws|\.ssh|\.env\b|credentials|\.netrc|\.kube|\.gnupg|keychain|id_rsa|wallet|"
    r"cookies|login data|\.npmrc|\.pypirc|\.docker|git-credentials|environ|getenv|process\.env|"
    r"\$env:|\bprintenv\b|\benv\b|SECRET|TOKEN|PASSW|API_?KEY|PRIVATE_KEY|ACCESS_KEY"
)
_SINK_HINT = re.compile(
    r"(?i)\b(?:curl|wget|nc|ncat|socat|scp|rsync|ftp|requests|httpx|urllib|urlopen|aiohttp|"
    r"socket|smtplib|fetch|axios|got|https?\.request|Invoke-WebRequest|iwr|Invoke-RestMethod|"
    r"irm|WebClient|sendall)\b"
)
LANGUAGES = frozenset({"python", "shell", "js"})  # PowerShell: within its file (psflows)
_SUFFIXES = frozenset(
    {"py", "sh", "bash", "zsh", "js", "mjs", "cjs", "ts", "mts", "cts", "tsx", "jsx", "md"}
)
MAX_BYTES = 400_000


def scan(files: Iterable[tuple[str, str, str]]) -> list[Finding]:
    """Cross-file flows of one skill; `files` holds (path relative to the skill, shown path,
    text) of each file. Skills with no file that reads a secret, or none that sends, cost a
    regex search per file."""
    kept = []
    for rel, shown, text in files:
        kind = classify(rel, text)
        if (kind.kind == "script" and kind.language in LANGUAGES) or kind.kind == "markdown":
            kept.append((rel, shown, text, kind.kind, kind.language))
    if len(kept) < 2 or len(kept) > MAX_FILES:
        return []
    if not any(_SOURCE_HINT.search(t) for _r, _s, t, k, _l in kept if k == "script"):
        return []
    if not any(_SINK_HINT.search(t) for _r, _s, t, _k, _l in kept):
        return []
    summaries = [_summarise(rel, shown, text, kind, lang) for rel, shown, text, kind, lang in kept]
    return _Join(summaries, {shown: text for _r, shown, text, _k, _l in kept}).findings()


def scan_entries(entries: Iterable[Entry], prefix: str) -> list[Finding]:
    """`scan` of a walked skill folder (`guard/structure`), paths shown under `prefix`."""
    files = []
    for entry in entries:
        suffix = entry.rel.rsplit("/", 1)[-1].rpartition(".")[2].lower()
        named = "." in entry.rel.rsplit("/", 1)[-1]
        if not entry.regular or (named and suffix not in _SUFFIXES):
            continue
        try:
            data = entry.path.read_bytes() if entry.data is None else entry.data
        except OSError:
            continue
        if len(data) <= MAX_BYTES:
            files.append((entry.rel, prefix + entry.rel, decoding.decode_bytes(data)[0]))
    return scan(files)


def _summarise(rel: str, shown: str, text: str, kind: str, language: str) -> Summary:
    summary = Summary(shown, rel.rsplit("/", 1)[-1])
    if kind == "markdown":
        body = MarkdownMap(text, 0)
        for start, _end, lang in body.blocks():
            if lang in ("shell", ""):
                block_start = text.find("\n", start) + 1
                line = text.count("\n", 0, block_start) + 1
                block_end = text.find("\n```", block_start)
                block = text[block_start : block_end if block_end >= 0 else len(text)]
                shsummary.summarise(block, summary, line)
    elif language == "python":
        pysummary.summarise(text, summary)
    elif language == "shell":
        shsummary.summarise(text, summary)
    elif language == "js":
        jssummary.summarise(text, summary)
    return summary


def _stem(name: str) -> str:
    return name.rsplit(".", 1)[0]


class _Join:
    def __init__(self, summaries: list[Summary], texts: dict[str, str]) -> None:
        self.summaries, self.texts = summaries, texts
        self.by_name = {s.name: s for s in summaries}
        self.by_module = {_stem(s.name): s for s in summaries}

    def findings(self) -> list[Finding]:
        out: dict[tuple[str, int], Finding] = {}
        for summary in self.summaries:
            for send in summary.sends:
                for item in send.items:
                    if isinstance(item, Source):
                        continue  # within one file: guard/flows and guard/pyast report it
                    for source, hops in self.resolve(item, 0, frozenset()):
                        if (summary.path, send.line) in out:
                            break
                        if source.path == summary.path and not hops:
                            continue
                        if flows.own_provider(source.why, "", list(send.hosts)):
                            continue
                        text = self.line_text(summary.path, send.line)
                        out[(summary.path, send.line)] = _finding(summary, send, source, hops, text)
        return list(out.values())

    def line_text(self, path: str, line: int) -> str:
        lines = self.texts.get(path, "").split("\n")
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def resolve(
        self, item: Item, depth: int, seen: frozenset[Item]
    ) -> list[tuple[Source, tuple[str, ...]]]:
        """The sources `item` can hold, each with the hops that lead there."""
        if isinstance(item, Source):
            return [(item, ())]
        if depth >= MAX_HOPS or item in seen:
            return []
        seen = seen | {item}
        found: list[tuple[Source, tuple[str, ...]]] = []
        for hop, items in self._step(item):
            for inner in items:
                found += [(s, (*h, hop)) for s, h in self.resolve(inner, depth + 1, seen)]
        return found

    def _step(self, item: str) -> list[tuple[str, frozenset[Item]]]:
        """What a reference points at: (how it got there, the items) pairs."""
        kind, _, name = item.partition(":")
        steps: list[tuple[str, frozenset[Item]]] = []
        if kind == "file":
            for s in self.summaries:
                steps += [
                    (f"written to {n!r} ({s.path}:{ln})", w) for n, ln, w in s.writes if n == name
                ]
        elif kind == "out" and (printer := self.by_name.get(name)) is not None:
            steps += [(f"printed by {printer.path}:{ln}", what) for ln, what in printer.stdout]
        elif kind in ("stdin", "argv"):
            for s in self.summaries:
                for run in s.runs:
                    if run.script == name:
                        given = run.stdin if kind == "stdin" else run.argv
                        how = "piped into" if kind == "stdin" else "passed to"
                        steps.append((f"{how} {name} ({s.path}:{run.line})", given))
        elif kind == "ret":
            module, _, attr = name.partition(".")
            if (owner := self.by_module.get(module)) is not None:
                for key, (line, what) in owner.returns.items():
                    if attr in (key, "*"):
                        steps.append((f"returned by {module}.{key} ({owner.path}:{line})", what))
        return steps


def _finding(
    summary: Summary, send: Send, source: Source, hops: tuple[str, ...], text: str
) -> Finding:
    chain = ", ".join(hops)
    why = (
        f"source {source.why} in {source.path}:{source.line}, {chain}, "
        f"sink {send.sink} in {summary.path}:{send.line}"
    )
    where = (summary.path, send.line, text)
    return check_finding("flow-cross-file", CHECK, where, why, "flow", ("exfil", "net-send"))
