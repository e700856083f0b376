"""The matching engine: one text in, findings out (normalise, join, decode, match in context)."""

from __future__ import annotations

import bisect
from collections.abc import Callable
from functools import partial

from hermes_git.frontmatter import split_text
from hermes_git.guard.flow import joiner
from hermes_git.guard.lang import flows, psflows, pyast, pysigns
from hermes_git.guard.match.matching import REGIONS, Scan, match_view
from hermes_git.guard.match.rules import RuleSet, load_rules, without
from hermes_git.guard.match.weigh import DOC_ROLES
from hermes_git.guard.model import Finding, cut, shift_severity
from hermes_git.guard.read import ciphers, decode
from hermes_git.guard.read.context import MarkdownMap, Place, ScriptMap
from hermes_git.guard.read.kinds import FileKind
from hermes_git.guard.read.normalize import Normalised, normalise
from hermes_git.guard.read.offsets import Lines, Placer, at, lines_from, on_line, shifted
from hermes_git.guard.read.specimens import pattern_spans

__all__ = ["scan_text"]


def _changed_only(original: str, view: str) -> str:
    """The view with the lines joining did not change blanked (they were matched already)."""
    return "\n".join(
        new if new != old else ""
        for old, new in zip(original.split("\n"), view.split("\n"), strict=True)
    )


def _placer(kind: FileKind, text: str) -> Placer:
    if kind.role == "memory":
        return lambda _offset: Place("memory")
    if kind.kind == "markdown":
        body = 0
        if text.startswith("---"):
            yaml_text, fence, _ = split_text(text)
            body = 3 + len(yaml_text) + len(fence) if yaml_text is not None else 0
        return MarkdownMap(text, body, titled=kind.role in DOC_ROLES).place
    region = "script" if kind.kind == "script" else "code"
    return (
        ScriptMap(text, kind.language).place
        if region == "script"
        else (lambda _o: Place("code", kind.language))
    )


_SEARCH_RULES: dict[int, tuple[RuleSet, RuleSet]] = {}  # id -> (the set, kept alive; its part)


def _search_rules(rules: RuleSet) -> RuleSet:
    """The rules about what a search looks for (tagged `sweep`: grepping the home for keys)."""
    if id(rules) not in _SEARCH_RULES:
        others = [r.id for r in rules.rules if "sweep" not in r.tags]
        _SEARCH_RULES[id(rules)] = (rules, without(rules, others))
    return _SEARCH_RULES[id(rules)][1]


def _searched_blank(text: str) -> str:
    """The text with the patterns it searches for blanked (`grep -E 'curl|base64'`, a
    scanner's `re.compile(...)`): what they name is looked for, not done."""
    spans = pattern_spans(text, [])
    if not spans:
        return text
    parts, done = [], 0
    for begin, end in spans:
        parts += [text[done:begin], " " * (end - begin)]
        done = end
    return "".join([*parts, text[done:]])


def scan_text(text: str, path: str, kind: FileKind, rules: RuleSet | None = None) -> list[Finding]:
    """Every finding in one file's text (no suppressions, no skill-level combinations)."""
    rules = rules or load_rules()
    norm = normalise(text)
    lines = Lines(norm.text)
    kind_key = "memory" if kind.role == "memory" else kind.kind
    original = lines if norm.text is text else Lines(text)  # one line table when unchanged
    scan = Scan(path, original, kind.role, [], set(), REGIONS.get(kind_key, frozenset()))
    _hidden(scan, norm, lines, rules)
    placer = _placer(kind, norm.text)
    view = _searched_blank(norm.text)
    match_view(scan, rules, view, placer, "", lines.number)
    if view is not norm.text:  # the rules about what a search looks for read the pattern
        match_view(scan, _search_rules(rules), norm.text, placer, "", lines.number)
    _views(scan, rules, norm.text, kind, placer, lines)
    if kind.language == "python" and kind.kind == "script":
        _python(scan, rules, norm.text)
    elif kind.kind == "script":
        _flows(scan, rules, norm.text, kind.language, 1, Place("script", kind.language))
    return scan.findings


_SINK_WORDS = ("curl", "wget", "nc ", "ncat", "socat", "scp ", "rsync", "fetch", "axios", "http")
_SHELL_WORDS = ("exec", "spawn")


def _flows_worth(text: str, language: str) -> bool:
    """Whether `_flows` has anything to parse in `text` (shell and JavaScript only when they
    name a sink at all)."""
    if language == "shell":
        return "$" in text and any(w in text for w in _SINK_WORDS)
    if language == "js":
        return any(w in text for w in _SINK_WORDS + _SHELL_WORDS)
    return language == "powershell"


def _flows(
    scan: Scan, rules: RuleSet, text: str, language: str, first_line: int, here: Place
) -> None:
    """Parsed flows of a shell, JavaScript/TypeScript or PowerShell text (shell and JavaScript
    only when they name a sink at all)."""
    if language == "shell" and "$" in text and any(w in text for w in _SINK_WORDS):
        for finding in flows.shell(text, scan.path, first_line):
            scan.add(finding)
    elif language == "js" and any(w in text for w in _SINK_WORDS + _SHELL_WORDS):
        found, strings = flows.javascript(text, scan.path, first_line)
        for finding in found:
            scan.add(finding)
        if strings:
            _match_folded(scan, rules, strings, here, 0)
    elif language == "powershell":
        found, decoded = psflows.analyse(text, scan.path, first_line)
        for finding in found:
            scan.add(finding)
        if decoded:
            _match_folded(scan, rules, decoded, here, 0)


def _python(
    scan: Scan,
    rules: RuleSet,
    text: str,
    first_line: int = 1,
    here: Callable[[], Place] | None = None,
) -> None:
    """AST checks, only for scripts with something to check (most scripts have nothing).

    A Markdown example block (`here` given: where the block is) needs a strong sign (exec,
    decoding, reversal).
    """
    if not pysigns.worth_ast(text, example=here is not None):
        return
    found, folded = pyast.analyse(text, scan.path)
    shift = first_line - 1
    for finding in found:
        scan.add(finding.with_changes(line=finding.line + shift) if shift else finding)
    if folded:
        _match_folded(scan, rules, folded, here() if here else Place("script", "python"), shift)


def _match_folded(
    scan: Scan, rules: RuleSet, folded: list[tuple[int, str]], here: Place, shift: int
) -> None:
    """Match every string the script builds in one pass, each mapped back to its line."""
    unique = list(dict.fromkeys((line, value.replace("\n", " ")) for line, value in folded))
    starts: list[int] = []
    position = 0
    for _line, value in unique:
        starts.append(position)
        position += len(value) + 1
    text = "\n".join(value for _line, value in unique)

    def line_of(offset: int) -> int:
        return unique[bisect.bisect_right(starts, offset) - 1][0] + shift

    match_view(scan, rules, text, at(here), "joined", line_of)


def _code_blocks(scan: Scan, rules: RuleSet, text: str, placer: Placer, lines: Lines) -> None:
    """Joined views and AST checks of the shell, Python and JavaScript blocks of Markdown."""
    mapper = getattr(placer, "__self__", None)
    if not isinstance(mapper, MarkdownMap):
        return
    for start, end, language in mapper.blocks():
        body_start = text.find("\n", start) + 1
        body_end = text.rfind("\n", body_start, end) + 1 if end < len(text) else end
        body = text[body_start : max(body_start, body_end)]
        if language == "python" and pysigns.worth_ast(body, example=True):
            _python(scan, rules, body, lines.number(body_start), partial(placer, body_start))
        elif _flows_worth(body, language or "shell"):  # where the block is, only then
            here = placer(body_start)
            if not (here.warned or here.negated or here.heading):
                _flows(scan, rules, body, language or "shell", lines.number(body_start), here)
        view = joiner.joined(body, language or "shell", commands=True)
        if view is not None:
            view = _changed_only(body, view)
            line_of = lines_from(Lines(view), lines.number(body_start))
            match_view(scan, rules, view, shifted(placer, body_start), "joined", line_of)
            inside = at(Place("code", language))
            for payload in decode.payloads(view):  # base64 split in pieces, joined
                seen = f"decoded:{payload.kind}"
                match_view(
                    scan, rules, payload.text, inside, seen, on_line(line_of(payload.offset))
                )


def _views(
    scan: Scan, rules: RuleSet, text: str, kind: FileKind, placer: Placer, lines: Lines
) -> None:
    """Match the joined and the decoded views of the text too (a script's joined view is
    decoded as well: `'Y3Vy' + 'bCAt...'` is base64 only once joined)."""
    language = kind.language
    joined = joiner.joined(text, language, commands=True) if kind.kind == "script" else None
    if joined is not None:
        view = _changed_only(text, joined)
        view_lines = Lines(view)  # one line table for both
        match_view(scan, rules, view, placer, "joined", view_lines.number)
        _decoded(scan, rules, decode.payloads(view), placer, lines, view_lines)
    if kind.kind == "markdown":
        _code_blocks(scan, rules, text, placer, lines)
    _decoded(scan, rules, decode.payloads(text), placer, lines, lines)
    if joined is None or language == "shell":  # the shell's joined view drops quotes
        _decoded(scan, rules, ciphers.payloads(text), placer, lines, lines)
    else:  # the same lines, split strings joined: a key or data split in two is whole here
        _decoded(scan, rules, ciphers.payloads(joined), placer, lines, Lines(joined))


def _decoded(
    scan: Scan,
    rules: RuleSet,
    payloads: list[decode.Payload],
    placer: Placer,
    lines: Lines,
    found_in: Lines,
) -> None:
    """Match each decoded payload on the line its encoded form starts on (`found_in`: the
    lines of the view the payloads come from, which has the lines of the text)."""
    for payload in payloads:
        line = found_in.number(payload.offset)
        offset = payload.offset if found_in is lines else lines.starts()[line - 1]
        place = placer(offset)
        fixed = Place("code", "", False, place.comment) if place.region != "memory" else place
        match_view(scan, rules, payload.text, at(fixed), f"decoded:{payload.kind}", on_line(line))


def _hidden(scan: Scan, norm: Normalised, lines: Lines, rules: RuleSet) -> None:
    names = {
        "invisible": "hidden-invisible-characters",
        "bidi": "hidden-bidi-override",
        "tag": "hidden-unicode-tags",
        "selector": "hidden-variation-selectors",
    }
    for hidden in norm.hidden:
        rule = rules.by_id[names[hidden.kind]]
        line = lines.number(hidden.offset)
        excerpt = f"{hidden.count} x {hidden.codepoints}"
        # a stray soft hyphen or space; in memory (read into every prompt) even one counts
        few = hidden.kind == "invisible" and hidden.count < 3 and scan.role != "memory"
        if hidden.message:
            excerpt += f": {cut(hidden.message, 80)}"
        severity = shift_severity(rule.severity, -1) if few else rule.severity
        scan.add(
            Finding(
                rule.id,
                rule.category,
                severity,
                rule.confidence,
                scan.path,
                line,
                excerpt,
                rule.description,
                "hidden",
                () if few else rule.tags,
            )
        )
        if hidden.message:
            here = Place("code")
            match_view(scan, rules, hidden.message, at(here), "decoded:unicode-tags", on_line(line))
    if norm.homoglyph_offsets:
        rule = rules.by_id["hidden-homoglyph-words"]
        line = lines.number(norm.homoglyph_offsets[0])
        scan.add(
            Finding(
                rule.id,
                rule.category,
                rule.severity,
                rule.confidence,
                scan.path,
                line,
                cut(scan.original.text_of(line)),
                rule.description,
                "hidden",
                rule.tags,
            )
        )
