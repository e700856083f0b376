"""The matching engine: one text in, findings out (normalise, join, decode, match in context)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from hermes_git.frontmatter import split_text
from hermes_git.guard import ciphers, decode, flows, joiner, pyast, pysigns
from hermes_git.guard.context import MarkdownMap, Place, ScriptMap
from hermes_git.guard.kinds import FileKind
from hermes_git.guard.model import Finding, cut, shift_confidence, shift_severity
from hermes_git.guard.normalize import Normalised, normalise
from hermes_git.guard.rules import Rule, RuleSet, load_rules
from hermes_git.guard.secrets import is_placeholder

DOC_ROLES = frozenset({"reference", "asset", "doc"})
Placer = Callable[[int], Place]


def _at(place: Place) -> Placer:
    return lambda _offset: place


def _on_line(number: int) -> Callable[[int], int]:
    return lambda _offset: number


def _shifted(placer: Placer, base: int) -> Placer:
    return lambda offset: placer(base + offset)


_NEWLINE = re.compile("\n")


class _Lines:
    """Offset -> 1-based line number; the table of line starts is built once it pays."""

    COUNTED = 4  # lookups answered by counting newlines before the table is built

    def __init__(self, text: str) -> None:
        self.text = text
        self._starts: list[int] | None = None
        self._counted = 0

    def number(self, offset: int) -> int:
        if self._starts is None and self._counted < self.COUNTED:
            self._counted += 1
            return self.text.count("\n", 0, offset) + 1  # few lookups: no table needed
        return bisect.bisect_right(self.starts(), offset)

    def starts(self) -> list[int]:
        """The offset of each line's first character."""
        if self._starts is None:
            self._starts = [0, *[newline.end() for newline in _NEWLINE.finditer(self.text)]]
        return self._starts

    def text_of(self, number: int) -> str:
        start = self.starts()[number - 1]
        end = self.text.find("\n", start)
        return self.text[start : None if end < 0 else end]


# Rules about commands, where "never run X" documents X; for the others (injection, secrecy,
# hidden text) a negation is part of the attack ("do not tell the user").
COMMAND_CATEGORIES = frozenset(
    {
        "remote-code",
        "credentials",
        "destructive",
        "persistence",
        "privilege",
        "sweep",
        "supply-chain",
        "mining",
        "obfuscation",
        "network",
        "execution",
        "traversal",
        "exfiltration",
    }
)


MENTION_CATEGORIES = frozenset({"injection", "manipulation"})
# Text that works on the model when the agent reads it: a loose file beside SKILL.md (a "doc",
# not filed under references/ or templates/) does not lower it.
PROMPT_CATEGORIES = frozenset({"injection", "manipulation", "hidden"})


def quoted(text: str, offset: int) -> bool:
    """Whether `offset` sits inside quotes or backticks on its line (a mention, not an order)."""
    prefix = text[text.rfind("\n", 0, offset) + 1 : offset]
    return (
        prefix.count('"') % 2 == 1
        or prefix.count("`") % 2 == 1
        or prefix.count("\u201c") > prefix.count("\u201d")
    )


_LINE_COMMENT = re.compile(r"(?:^|\s)(?:#|//)\s", re.MULTILINE)
# A script line that is only a string in a list or table (detection patterns, IOC lists).
_DATA_LINE = re.compile(r"^\s*(?:-\s+)?[(\[]?\s*[rbfu]?[\"'][^\n]*[\"']\s*[),\]]*\s*(?:#[^\n]*)?$")
# Template placeholders: a command written for the reader to fill in is documentation.
_PLACEHOLDERS = re.compile(
    r"\b(?:LHOST|LPORT|RHOST|RPORT|ATTACKER_IP|YOUR_IP|YOUR_HOST)\b|"
    r"<(?:ip|host|port|attacker[-_ ]?ip)>|\bx\.x\.x\.x\b",
    re.IGNORECASE,
)


def code_mention(text: str, offset: int) -> str:
    """ "comment" after a comment marker, "data" on a line that is only a quoted string, else ''."""
    start = text.rfind("\n", 0, offset) + 1
    if _LINE_COMMENT.search(text, start, offset) is not None:
        return "comment"
    end = text.find("\n", offset)
    return "data" if _DATA_LINE.match(text[start : None if end < 0 else end]) else ""


def _adjust(
    rule: Rule, place: Place, role: str, origin: str, mention: bool = False
) -> tuple[int, bool] | None:
    """The severity delta for this place (None: drop the finding), and whether it counts.

    A finding that "counts" lends its capability tags to the skill-level combinations: not
    one in a warning, a negated command, a reference file, or a section whose heading warns
    against its content ("Never run these"). Topic words in a heading (security, audit) do not
    count: they are the attacker's to write (see context._WARNING_HEADING).
    """
    negated = place.negated and rule.category in COMMAND_CATEGORIES
    mention = mention and (rule.category in MENTION_CATEGORIES if place.region == "prose" else True)
    line_warned = place.warned or negated or mention
    keys = [place.region]
    if line_warned or place.heading:
        keys.append("warned")
    if role in DOC_ROLES and not (role == "doc" and rule.category in PROMPT_CATEGORIES):
        keys.append("reference")
    if place.comment:
        keys.append("comment")
    if origin.startswith("decoded"):
        keys = ["decoded"]
    delta = 0
    for key in keys:
        value = rule.context.get(key, 1 if key == "decoded" else 0)
        if value == "drop":
            return None
        delta += int(value)
    quiet = line_warned or role in DOC_ROLES or (place.heading and place.region == "prose")
    hidden = place.comment or rule.category == "hidden" or origin.startswith("decoded")
    return delta, not quiet or hidden


def _changed_only(original: str, view: str) -> str:
    """The view with the lines joining did not change blanked (they were matched already)."""
    return "\n".join(
        new if new != old else ""
        for old, new in zip(original.split("\n"), view.split("\n"), strict=True)
    )


def _lines_from(lines: _Lines, first: int) -> Callable[[int], int]:
    return lambda offset: lines.number(offset) + first - 1


@dataclass
class Scan:
    """Findings of one text, collected with per-(rule, line) de-duplication."""

    path: str
    original: _Lines
    role: str
    findings: list[Finding]
    seen: set[tuple[str, int]]
    regions: frozenset[str] = frozenset()  # the regions this text can hold (empty: any)

    def add(self, finding: Finding) -> None:
        key = (finding.rule, finding.line)
        if key not in self.seen:
            self.seen.add(key)
            self.findings.append(finding)


SMALL_TEXT = 1024  # below this, one pass over the whole text beats finding windows
WRAP_REACH = 60


def _windows(text: str, offsets: list[int]) -> list[tuple[int, int]]:
    """The line of each offset plus the next line (wrapped prose), merged and sorted."""
    spans: list[tuple[int, int]] = []
    for offset in sorted(set(offsets)):
        if spans and offset < spans[-1][1]:
            continue
        start = text.rfind("\n", 0, offset) + 1
        end = text.find("\n", offset)
        if 0 <= end < offset + WRAP_REACH:  # near the line end: the phrase may wrap
            end = text.find("\n", end + 1)
        spans.append((start, len(text) if end < 0 else end))
    return spans


MAX_WINDOWS = 400


def _regions(rule: Rule, text: str, offsets: list[int]) -> list[tuple[int, int]]:
    """Where to run a rule: around its trigger words, or the whole text when that is cheaper."""
    if rule.whole_text or len(text) <= SMALL_TEXT or len(offsets) > MAX_WINDOWS * 8:
        return [(0, len(text))]
    spans = _windows(text, offsets)
    return [(0, len(text))] if len(spans) > MAX_WINDOWS else spans


CONFIG_REGIONS = frozenset({"code"})  # a JSON/YAML/TOML file: its strings are commands too
REGIONS = {
    "markdown": frozenset({"frontmatter", "prose", "code"}),
    "script": frozenset({"script"}),
    "data": CONFIG_REGIONS,
    "memory": frozenset({"memory"}),
}


def _match(
    scan: Scan,
    rules: RuleSet,
    text: str,
    placer: Placer,
    origin: str,
    line_of: Callable[[int], int],
) -> None:
    lowered = text.lower()
    allowed = scan.regions
    if len(lowered) != len(text):  # a case mapping changed lengths: offsets would not line up
        hits = {rule: [0] for rule in rules.candidates(lowered)}
        text_regions = {rule: [(0, len(text))] for rule in hits}
    else:
        hits = rules.hits(lowered)
        text_regions = {
            rule: _regions(rule, text, offsets)
            for rule, offsets in hits.items()
            if not allowed or rule.where & allowed
        }
    for rule, regions in text_regions.items():
        finditer = rule.regex.finditer
        found = [match for start, end in regions for match in finditer(text, start, end)]
        if found:
            _match_rule(scan, rule, text, found, placer, origin, line_of)


def _match_rule(
    scan: Scan,
    rule: Rule,
    text: str,
    found: Iterable[re.Match[str]],
    placer: Placer,
    origin: str,
    line_of: Callable[[int], int],
) -> None:
    for match in found:
        place = placer(match.start())
        if not rule.applies(place.region, place.language):
            continue
        if place.region == "prose":
            mention = quoted(text, match.start())
        else:
            kind = code_mention(text, match.start()) if place.region in ("code", "script") else ""
            mention = (kind == "data" and scan.regions != CONFIG_REGIONS) or (
                (kind == "comment" or _PLACEHOLDERS.search(match.group(0)) is not None)
                and rule.category in COMMAND_CATEGORIES
            )
        adjusted = _adjust(rule, place, scan.role, origin, mention)
        if adjusted is None:
            continue
        line = line_of(match.start())
        if (rule.id, line) in scan.seen or _placeholder(rule, match.group(0)):
            continue
        delta, counts = adjusted
        scan.add(_finding(rule, scan, line, match.group(0), place, origin, delta, counts))


def _placeholder(rule: Rule, matched: str) -> bool:
    return rule.category == "secrets" and is_placeholder(matched)


def _finding(
    rule: Rule,
    scan: Scan,
    line: int,
    matched: str,
    place: Place,
    origin: str,
    delta: int,
    counts: bool,
) -> Finding:
    confidence = (
        rule.confidence if delta == 0 else shift_confidence(rule.confidence, 1 if delta > 0 else -1)
    )
    where = place.region + (f":{place.language}" if place.language else "")
    context = f"{origin} in {where}" if origin else where
    excerpt = scan.original.text_of(line)
    if rule.category == "secrets" or "secret" in rule.tags:
        excerpt = excerpt.replace(matched, matched[:6] + "…") if matched in excerpt else "…"
    elif origin.startswith("decoded"):
        excerpt = f"{cut(excerpt, 60)} => {cut(matched, 56)}"
    return Finding(
        rule.id,
        rule.category,
        shift_severity(rule.severity, delta),
        confidence,
        scan.path,
        line,
        cut(excerpt),
        rule.description,
        context,
        rule.tags if counts else (),
    )


def _placer(kind: FileKind, text: str) -> Placer:
    if kind.role == "memory":
        return lambda _offset: Place("memory")
    if kind.kind == "markdown":
        body = 0
        if text.startswith("---"):
            yaml_text, fence, _ = split_text(text)
            body = 3 + len(yaml_text) + len(fence) if yaml_text is not None else 0
        return MarkdownMap(text, body).place
    region = "script" if kind.kind == "script" else "code"
    return (
        ScriptMap(text, kind.language).place
        if region == "script"
        else (lambda _o: Place("code", kind.language))
    )


def scan_text(text: str, path: str, kind: FileKind, rules: RuleSet | None = None) -> list[Finding]:
    """Every finding in one file's text (no suppressions, no skill-level combinations)."""
    rules = rules or load_rules()
    norm = normalise(text)
    lines = _Lines(norm.text)
    kind_key = "memory" if kind.role == "memory" else kind.kind
    original = lines if norm.text is text else _Lines(text)  # one line table when unchanged
    scan = Scan(path, original, kind.role, [], set(), REGIONS.get(kind_key, frozenset()))
    _hidden(scan, norm, lines, rules)
    placer = _placer(kind, norm.text)
    _match(scan, rules, norm.text, placer, "", lines.number)
    _views(scan, rules, norm.text, kind, placer, lines)
    if kind.language == "python" and kind.kind == "script":
        _python(scan, rules, norm.text)
    elif kind.kind == "script":
        _flows(scan, rules, norm.text, kind.language, 1, Place("script", kind.language))
    return scan.findings


_SINK_WORDS = ("curl", "wget", "nc ", "ncat", "socat", "scp ", "rsync", "fetch", "axios", "http")
_SHELL_WORDS = ("exec", "spawn")


def _flows(
    scan: Scan, rules: RuleSet, text: str, language: str, first_line: int, here: Place
) -> None:
    """Parsed flows of a shell or JavaScript text (only when it names a sink at all)."""
    if language == "shell" and "$" in text and any(w in text for w in _SINK_WORDS):
        for finding in flows.shell(text, scan.path, first_line):
            scan.add(finding)
    elif language == "js" and any(w in text for w in _SINK_WORDS + _SHELL_WORDS):
        found, strings = flows.javascript(text, scan.path, first_line)
        for finding in found:
            scan.add(finding)
        if strings:
            _match_folded(scan, rules, strings, here, 0)


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

    _match(scan, rules, text, _at(here), "joined", line_of)


def _code_blocks(scan: Scan, rules: RuleSet, text: str, placer: Placer, lines: _Lines) -> None:
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
        elif language in ("shell", "js", ""):
            here = placer(body_start)
            if not (here.warned or here.negated or here.heading):
                _flows(scan, rules, body, language or "shell", lines.number(body_start), here)
        view = joiner.joined(body, language or "shell")
        if view is not None:
            view = _changed_only(body, view)
            _match(
                scan,
                rules,
                view,
                _shifted(placer, body_start),
                "joined",
                _lines_from(_Lines(view), lines.number(body_start)),
            )


def _views(
    scan: Scan, rules: RuleSet, text: str, kind: FileKind, placer: Placer, lines: _Lines
) -> None:
    """Match the joined and the decoded views of the text too."""
    language = kind.language
    if kind.kind == "script" and (view := joiner.joined(text, language)) is not None:
        view = _changed_only(text, view)
        _match(scan, rules, view, placer, "joined", _Lines(view).number)
    if kind.kind == "markdown":
        _code_blocks(scan, rules, text, placer, lines)
    for payload in decode.payloads(text) + ciphers.payloads(text):
        place = placer(payload.offset)
        line = lines.number(payload.offset)
        fixed = Place("code", "", False, place.comment) if place.region != "memory" else place
        _match(scan, rules, payload.text, _at(fixed), f"decoded:{payload.kind}", _on_line(line))


def _hidden(scan: Scan, norm: Normalised, lines: _Lines, rules: RuleSet) -> None:
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
            _match(scan, rules, hidden.message, _at(here), "decoded:unicode-tags", _on_line(line))
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
