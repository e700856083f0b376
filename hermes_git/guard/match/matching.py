"""Matching rules against one view of a text: trigger windows, mentions, de-duplication."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from hermes_git.guard.match.rules import Rule, RuleSet
from hermes_git.guard.match.weigh import (
    COMMAND_CATEGORIES,
    PLACEHOLDERS,
    adjust,
    code_mention,
)
from hermes_git.guard.model import Finding, cut, shift_confidence, shift_severity
from hermes_git.guard.read.context import Place, quoted
from hermes_git.guard.read.offsets import Lines, Placer
from hermes_git.guard.read.prefilter import as_bytes
from hermes_git.guard.secrets.secrets import is_placeholder


@dataclass
class Scan:
    """Findings of one text, collected with per-(rule, line) de-duplication."""

    path: str
    original: Lines
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
LONG_REGIONS = 4096  # past this many characters RE2 is asked about each region, not all joined


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


def match_view(
    scan: Scan,
    rules: RuleSet,
    text: str,
    placer: Placer,
    origin: str,
    line_of: Callable[[int], int],
) -> None:
    """Add the findings of every rule whose trigger words `text` holds (one view of a file)."""
    lowered = text.lower()
    allowed = scan.regions
    if len(lowered) != len(text):  # a case mapping changed lengths: offsets would not line up
        hits = {rule: [0] for rule in rules.candidates(lowered)}
        text_regions = {rule: [(0, len(text))] for rule in hits}
    else:
        hits = rules.hits(lowered, allowed)
        text_regions = {rule: _regions(rule, text, offsets) for rule, offsets in hits.items()}
    prefilter = rules.prefilter
    data = as_bytes(text) if prefilter is not None and text_regions else b""
    for rule, regions in text_regions.items():
        kept = regions
        if prefilter is not None:  # RE2 first: it rules most rules out in linear time
            split = len(regions) > 1 and _size(regions) > LONG_REGIONS
            kept = prefilter.keep(rules.position[rule], data, regions, split)
            if not kept:
                continue
        finditer = rule.regex.finditer
        found = [match for start, end in kept for match in finditer(text, start, end)]
        if found:
            _match_rule(scan, rule, text, found, placer, origin, line_of)


def _size(regions: list[tuple[int, int]]) -> int:
    return sum(end - start for start, end in regions)


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
                (kind == "comment" or PLACEHOLDERS.search(match.group(0)) is not None)
                and rule.category in COMMAND_CATEGORIES
            )
        adjusted = adjust(rule, place, scan.role, origin, mention)
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
