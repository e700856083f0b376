"""Flows across a skill's files: a script that reads a secret and one that sends it.

Each script (and the shell blocks of the skill's Markdown) is summarised (`guard/summary`);
here the summaries are joined. A send whose value refers to another file is followed: a file
of the same name written by another script (`collect.py` writes `/tmp/c.json`, `send.sh`
posts `@/tmp/c.json`), a sibling script's output piped into it (`python collect.py | curl -d
@- …`), a script's stdin or argv given by the script or Markdown block that runs it, a
function imported from a sibling module. When the chain ends at a source (a credential file,
a secret or the whole environment) read in another file, `flow-cross-file` names both files
and lines and the hops between them. The secret's own provider (a `GITHUB_TOKEN` sent to
api.github.com) is exempt, as within one file. Which files are parsed at all is decided by
`guard/crosshints` (cheap signs), so a skill with no such flow costs little.
"""

from __future__ import annotations

from collections.abc import Iterable

from hermes_git.guard.flow import crosshints
from hermes_git.guard.flow.crosshints import File, stem
from hermes_git.guard.lang import flows, jssummary, pysummary, shsummary
from hermes_git.guard.lang.summary import Item, Send, Source, Summary
from hermes_git.guard.model import Finding, check_finding
from hermes_git.guard.read import decoding
from hermes_git.guard.read.context import MarkdownMap
from hermes_git.guard.read.kinds import classify
from hermes_git.guard.read.structure import Entry

CHECK = (
    "exfiltration",
    "critical",
    "medium",
    "a secret read in one file of the skill is sent to the network by another",
)
MAX_HOPS = 6
MAX_CHAINS = 8  # chains kept per reference (the first that is no own-provider call is shown)
MAX_STEPS = 20_000
MAX_FILES = 200
LANGUAGES = frozenset({"python", "shell", "js"})  # PowerShell: within its file (psflows)
_SUFFIXES = frozenset(
    {"py", "sh", "bash", "zsh", "js", "mjs", "cjs", "ts", "mts", "cts", "tsx", "jsx", "md"}
)
MAX_BYTES = 400_000


def scan(files: Iterable[tuple[str, str, str]]) -> list[Finding]:
    """Cross-file flows of one skill; `files` holds (path relative to the skill, shown path,
    text) of each file.

    Lazily, as most skills have no such flow: only scripts that read a secret and are named by
    another file (or share a data file's name with one) are parsed first; the other files are
    parsed only when they name what those export (a file written, the script, the module),
    and so on along the chain."""
    kept: list[File] = []
    for rel, shown, text in files:
        kind = classify(rel, text)
        if (kind.kind == "script" and kind.language in LANGUAGES) or kind.kind == "markdown":
            kept.append((rel, shown, text, kind.kind, kind.language))
    if len(kept) < 2 or len(kept) > MAX_FILES:
        return []
    words = [crosshints.words(f[2]) for f in kept]
    senders = [f for f, (_s, sink) in zip(kept, words, strict=True) if sink]
    if not senders:
        return []
    first = [
        f
        for f, (lines, _s) in zip(kept, words, strict=True)
        if lines and f[3] == "script" and crosshints.source_hint(f, lines)
    ]
    first = [f for f in first if crosshints.linked(f, senders, kept)]
    summaries = [_summarise(*f) for f in first]
    keys = {key for s in summaries for key in _exports(s, sources_only=True)}
    todo = [f for f in kept if f not in first]
    while keys and todo:
        fresh = [
            f for f in todo if crosshints.names_file(f) & keys or crosshints.takes(f, keys, senders)
        ]
        if not fresh:
            break
        todo = [f for f in todo if f not in fresh]
        more = [_summarise(*f) for f in fresh]
        summaries += more
        keys = {key for s in more for key in _exports(s, sources_only=False)}
    if len(summaries) < 2:
        return []
    return _Join(summaries, {f[1]: f[2] for f in kept}).findings()


def _exports(summary: Summary, sources_only: bool) -> set[str]:
    """What other files must name to take what `summary` hands on (with a source, if asked)."""

    def worth(items: frozenset[Item]) -> bool:
        return bool(items) and (not sources_only or any(isinstance(i, Source) for i in items))

    keys = {name for name, _line, what in summary.writes if worth(what)}
    if any(worth(what) for _line, what in summary.stdout) or any(
        worth(what) for _line, what in summary.returns.values()
    ):
        keys.add(stem(summary.name))
    keys |= {run.script for run in summary.runs if worth(run.stdin | run.argv)}
    keys |= {ref.split(".")[0] for _line, ref, what in summary.calls if worth(what)}
    return keys


def scan_entries(entries: Iterable[Entry], prefix: str) -> list[Finding]:
    """`scan` of a walked skill folder (`guard/structure`), paths shown under `prefix`."""
    eligible = []
    for entry in entries:
        suffix = entry.rel.rsplit("/", 1)[-1].rpartition(".")[2].lower()
        named = "." in entry.rel.rsplit("/", 1)[-1]
        if entry.regular and not (named and suffix not in _SUFFIXES):
            eligible.append(entry)
    if len(eligible) < 2:  # a flow needs two files: nothing to decode (most skills)
        return []
    files = []
    for entry in eligible:
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
        _markdown(text, summary)
    elif language == "python":
        pysummary.summarise(text, summary)
    elif language == "shell":
        shsummary.summarise(text, summary)
    elif language == "js":
        jssummary.summarise(text, summary)
    return summary


def _markdown(text: str, summary: Summary) -> None:
    """The shell blocks of a Markdown text, as `guard/engine` reads them: not one a warning or
    a negation introduces ("Never run this:")."""
    mapper = MarkdownMap(text, 0)
    for start, end, lang in mapper.blocks():
        if lang not in ("shell", ""):
            continue
        body_start = text.find("\n", start) + 1
        here = mapper.place(body_start)
        if here.warned or here.negated or here.heading:
            continue
        body_end = text.rfind("\n", body_start, end) + 1 if end < len(text) else end
        line = text.count("\n", 0, body_start) + 1
        shsummary.summarise(text[body_start : max(body_start, body_end)], summary, line)


class _Join:
    def __init__(self, summaries: list[Summary], texts: dict[str, str]) -> None:
        self.summaries, self.texts = summaries, texts
        self.budget = MAX_STEPS  # references resolved per skill: a web of files stays cheap
        self.by_name = {s.name: s for s in summaries}
        self.by_module = {stem(s.name): s for s in summaries}

    def findings(self) -> list[Finding]:
        out: dict[tuple[str, int], Finding] = {}
        for summary in self.summaries:
            for send in summary.sends:
                refs = [i for i in send.items if not isinstance(i, Source)]  # (in-file: flows)
                self._report(summary, send, [c for r in refs for c in self.resolve(r)], (), out)
            for line, ref, what in summary.calls:
                self._into_sink_function(summary, line, ref, what, out)
        return list(out.values())

    def _report(
        self,
        summary: Summary,
        send: Send,
        chains: list[tuple[Source, tuple[str, ...]]],
        extra: tuple[str, ...],
        out: dict[tuple[str, int], Finding],
    ) -> None:
        """The first chain that crosses files and is not the secret's own provider."""
        for source, hops in chains:
            if (summary.path, send.line) in out:
                return
            if source.path == summary.path and not hops and not extra:
                continue
            if flows.own_provider(source.why, "", list(send.hosts)):
                continue
            text = self.line_text(summary.path, send.line)
            found = _finding(summary, send, source, (*hops, *extra), text)
            out[(summary.path, send.line)] = found

    def _into_sink_function(
        self,
        caller: Summary,
        line: int,
        ref: str,
        what: frozenset[Item],
        out: dict[tuple[str, int], Finding],
    ) -> None:
        """A secret passed to a sibling module's function that sends its parameter."""
        module, _, function = ref.partition(".")
        owner = self.by_module.get(module)
        if owner is None or owner is caller or function not in owner.sink_params:
            return
        sink_line, sink, hosts = owner.sink_params[function]
        send = Send(sink_line, sink, frozenset(), hosts)
        chains = [c for item in what for c in self.resolve(item)]
        self._report(owner, send, chains, (f"passed to {ref}() ({caller.path}:{line})",), out)

    def line_text(self, path: str, line: int) -> str:
        lines = self.texts.get(path, "").split("\n")
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def resolve(
        self, item: Item, depth: int = 0, seen: frozenset[Item] = frozenset()
    ) -> list[tuple[Source, tuple[str, ...]]]:
        """The sources `item` can hold, each with the hops that lead there."""
        if isinstance(item, Source):
            return [(item, ())]
        self.budget -= 1
        if depth >= MAX_HOPS or item in seen or self.budget < 0:
            return []
        seen = seen | {item}
        found: list[tuple[Source, tuple[str, ...]]] = []
        for hop, items in self._step(item):
            for inner in items:
                found += [(s, (*h, hop)) for s, h in self.resolve(inner, depth + 1, seen)]
                if len(found) >= MAX_CHAINS:
                    return found
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
