"""A set of secret rules and where in a text each can match: which rules a text triggers (a
keyword automaton over the lowered text), the lines or places to run each on, and the
compiled rule itself. `secretrules` builds these from `secret_formats.yaml`."""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from hermes_git.errors import UsageError
from hermes_git.guard.read.b64text import token_runs
from hermes_git.guard.secrets import secretlines
from hermes_git.guard.secrets.secretlines import Lines

try:  # the guard's keyword prefilter; plain substring search is the fallback
    import ahocorasick_rs
except ImportError:  # pragma: no cover - ahocorasick-rs is a declared dependency
    ahocorasick_rs = None  # type: ignore[assignment]

FORMATS_FILE = "secret_formats.yaml"
# The characters `(?i)` matches to an ASCII letter though `str.lower` does not make them one
# (dotless i, long s, Kelvin sign, dotted I): in a text holding one, a word the automaton does
# not see may start a match, so rules there run from their line's start, as without `lead`.
FOLD_ODD = "\u0130\u0131\u017f\u212a"


@dataclass(frozen=True)
class SecretRule:
    """One format: its id, name, prefilter words, compiled pattern and least entropy."""

    id: str
    name: str
    words: tuple[str, ...]
    pattern: str
    entropy: float = 0.0
    filter: str = ""
    covers: tuple[str, ...] = ()
    match: tuple[str, ...] = ()
    no_match: tuple[str, ...] = ()
    kind: str = "format"  # format | provider | keyword
    shape: str = ""  # a provider's value regex
    scope: int = 0  # characters after a word the pattern may reach: 0 its line, -1 the file
    allow: re.Pattern[str] | None = None  # a name and operator that hold no secret (generic)
    placeholders: str = "structure"  # "words": a free-text value, worded placeholders skipped
    run: int = 0  # the least base64 run its secret is: it runs on the lines of such runs
    lead: int = -1  # characters a match may start before one of its words (-1: any)
    leads: tuple[tuple[str, tuple[int, ...]], ...] = ()  # each word's offsets of a start
    needs: tuple[str, ...] = ()  # strings every match holds (lowercase)
    anchors: tuple[str, ...] = ()  # where a match may start too (`lead` 0), never a trigger

    @cached_property
    def lead_offsets(self) -> dict[str, tuple[int, ...]]:
        """`leads` as a mapping: word -> where before it a match may start."""
        return dict(self.leads)

    @cached_property
    def regex(self) -> re.Pattern[str]:
        """The compiled pattern, compiled on first use: a scan runs only triggered rules."""
        return compile_pattern(self.id, self.pattern)

    def secret_of(self, match: re.Match[str]) -> tuple[str, int]:
        """The secret a match holds and where it starts (group `s`, `s2`…, else the match)."""
        for group in ("s", "s2", "s3", "s4", "s5"):
            if group in self.regex.groupindex and match.group(group) is not None:
                return match.group(group), match.start(group)
        return match.group(0), match.start()


# A rule a text triggers, the spans to search and, for a rule with `lead`, the places its
# matches can start (sorted; None: anywhere in the spans). No spans: each place is tried on
# its own line.
Triggered = tuple[SecretRule, list[tuple[int, int]] | None, list[int] | None]


@dataclass(frozen=True)
class SecretRuleSet:
    """All rules, with one keyword automaton telling which rules a text can trigger."""

    rules: tuple[SecretRule, ...]
    _words: tuple[str, ...] = field(default=(), repr=False)
    _owners: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False)
    _dfa: Any = field(default=None, repr=False)
    _always: tuple[int, ...] = field(default=(), repr=False)  # rules without words
    _gated: dict[int, int] = field(default_factory=dict, repr=False)  # of those, by `run`
    _anchors_of: dict[int, tuple[int, ...]] = field(default_factory=dict, repr=False)

    def candidates(self, lowered: str) -> list[SecretRule]:
        """The rules one of whose words is in `lowered` (rules without words always run)."""
        present: set[str]
        if self._dfa is not None:
            present = set(self._dfa.find_matches_as_strings(lowered, overlapping=True))
        else:
            present = {w for w in self._words if w in lowered}
        picked = {i for w in present for i in self._owners.get(w, ())}
        picked.update(self._always)
        return [self.rules[i] for i in sorted(picked)]

    def spans(
        self,
        text: str,
        runs: list[tuple[int, int]] | None = None,
        latin: bytes | None = None,
        keywords: bool = True,
    ) -> list[Triggered]:
        """The rules `text` can trigger, each with the spans of the text to run it on: the
        lines holding one of its words (or `scope` characters from the word on), merged;
        the lines holding a long enough base64 run for a rule with `run`; the whole text
        for other rules without words, of file scope, or hit on most of the text. A rule
        whose matches start at its words (`lead` 0) gets where they are: it is tried there
        only. `runs`: the text's `token_runs` of at least `least_run` characters, `latin`
        its Latin-1 bytes, when known; `keywords`: False leaves the keyword rules out."""
        whole = [(0, len(text))]
        odd = not text.isascii() and any(c in text for c in FOLD_ODD)
        lowered: str | bytes
        if odd or self._dfa is None or self._bytes_dfa is None:
            lowered = text.lower()
            if self._dfa is None or len(lowered) != len(text):
                found_rules = self.candidates(lowered)
                return [(r, whole, None) for r in found_rules if keywords or r.kind != "keyword"]
            found = self._dfa.find_matches_as_indexes(lowered, overlapping=True)
        else:  # no character lowers to ASCII or to two: the ASCII words are where they were
            lowered = (text.encode("latin-1", "replace") if latin is None else latin).lower()
            found = self._bytes_dfa.find_matches_as_indexes(lowered, overlapping=True)
        by_word: dict[int, list[tuple[int, int]]] = {}
        for word, start, end in found:
            by_word.setdefault(word, []).append((start, end))
        present = self._present(by_word, lowered)
        long = self._long_runs(text, present, runs) if self._gated else {}
        picked = {*self._always, *present} - self._gated.keys() | long.keys()
        if not keywords:
            picked -= self._keyword_rules
        lead_ok = not odd
        lines: dict[int, Lines] = {}  # word -> its lines' first hits, what they cover
        out: list[Triggered] = []
        for i in sorted(picked):
            rule = self.rules[i]
            if i in self._gated:
                out.append((rule, secretlines.run_spans(text, long[i], rule.lead), None))
                continue
            if i not in present:
                out.append((rule, whole, None))
                continue
            lead = rule.lead if lead_ok else -1
            places = present[i] + [w for w in self._anchors_of.get(i, ()) if w in by_word]
            found = (by_word, lines)
            out.append(self._worded(text, lowered, rule, (present[i], places), found, lead))
        return out

    def _worded(
        self,
        text: str,
        lowered: str | bytes,
        rule: SecretRule,
        words_places: tuple[list[int], list[int]],
        found: tuple[dict[int, list[tuple[int, int]]], dict[int, Lines]],
        lead: int,
    ) -> Triggered:
        """Where a rule runs (see `spans`): on the spans of its `words` in `text`, at the
        starts its `places` (words and anchors) give; `found`: each word's hits, and the
        lines of those looked at so far."""
        (words, places), (by_word, lines) = words_places, found
        if rule.scope < 0:
            spans = {(0, len(text)): min(by_word[w][0][0] for w in words)}
        elif rule.scope:
            spans = secretlines.merged(text, [hit for w in words for hit in by_word[w]], rule.scope)
        else:
            parts = [secretlines.word_lines(lines, text, by_word, w) for w in words]
            most = sum(covered for _, covered in parts)  # at least what they cover together
            starts = self._starts(rule, places, by_word, most, lead)
            if starts is not None and most * 2 <= len(text):
                return rule, None, starts  # each tried on its own line
            spans = secretlines.union([found for found, _ in parts])
        narrowed = secretlines.narrowed(
            text, spans, -1 if rule.anchors else lead
        )  # anchors lead words
        covered = sum(b - a for a, b in narrowed)
        starts = self._starts(rule, places, by_word, covered, lead)
        if starts is not None and rule.needs and rule.scope > 0:
            starts = secretlines.reaching(starts, narrowed, lowered, rule.needs)
        return rule, narrowed, starts

    def _present(
        self, by_word: dict[int, list[tuple[int, int]]], lowered: str | bytes
    ) -> dict[int, list[int]]:
        """Each rule with a word in the text and every string it `needs`: its words there."""
        present: dict[int, list[int]] = {}
        for word in by_word:
            for i in self._owners[self._words[word]]:
                present.setdefault(i, []).append(word)
        for i in [i for i in present if self.rules[i].needs]:
            if not all(secretlines.holds(lowered, n) for n in self.rules[i].needs):
                del present[i]
        return present

    @cached_property
    def _bytes_dfa(self) -> Any:
        """The automaton over a text's lowered Latin-1 bytes (its words all ASCII)."""
        if ahocorasick_rs is None or not self._words or not all(map(str.isascii, self._words)):
            return None
        return ahocorasick_rs.BytesAhoCorasick(
            [w.encode() for w in self._words], implementation=ahocorasick_rs.Implementation.DFA
        )

    def _starts(
        self,
        rule: SecretRule,
        words: list[int],
        by_word: dict[int, list[tuple[int, int]]],
        searched: int,
        lead: int,
    ) -> list[int] | None:
        """Where a match of a rule with `lead` can start, when trying those few places is
        cheaper than searching `searched` characters (~10 per place tried)."""
        if lead < 0:
            return None
        leads = rule.lead_offsets
        reach = [(by_word[w], leads[self._words[w]]) for w in words]
        if sum(len(hits) * len(offsets) for hits, offsets in reach) * 10 > searched:
            return None
        if len(reach) == 1 and reach[0][1] == (0,):
            return [h for h, _ in reach[0][0]]  # one word's hits: in order, each once
        found = {h - d for hits, offsets in reach for d in offsets for h, _ in hits}
        return sorted(c for c in found if c >= 0)

    def _long_runs(
        self, text: str, present: dict[int, list[int]], runs: list[tuple[int, int]] | None
    ) -> dict[int, list[tuple[int, int]]]:
        """The long enough runs of `text` of each rule with `run` that has some (one with
        words only when they are in the text: it is of file scope)."""
        runs = token_runs(text, self.least_run) if runs is None else runs
        found = {}
        for i, least in self._gated.items():
            if self.rules[i].words and i not in present:
                continue
            if long := [run for run in runs if run[1] - run[0] >= least]:
                found[i] = long
        return found

    @cached_property
    def _keyword_rules(self) -> set[int]:
        """The keyword rules, which joined and decoded variants are not scanned with (a
        keyword and a value split apart are no finding)."""
        return {i for i, r in enumerate(self.rules) if r.kind == "keyword"}

    @property
    def least_run(self) -> int:
        """The shortest base64 run a rule with `run` needs (0: no such rule)."""
        return min(self._gated.values(), default=0)

    def by_id(self, rule_id: str) -> SecretRule:
        return next(r for r in self.rules if r.id == rule_id)


def entropy(value: str) -> float:
    """Shannon entropy of `value` in bits per character."""
    if not value:
        return 0.0
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def compile_pattern(rule_id: str, pattern: str) -> re.Pattern[str]:
    try:
        return re.compile(pattern)
    except re.error as exc:
        raise UsageError(
            f"{FORMATS_FILE}: {rule_id}: bad pattern: {exc}", fix="fix the regex"
        ) from exc


def ruleset(rules: list[SecretRule]) -> SecretRuleSet:
    """A rule set of these rules, with their keyword automaton (words and anchors)."""
    owners: dict[str, list[int]] = {}
    for i, rule in enumerate(rules):
        for word in rule.words:
            owners.setdefault(word, []).append(i)
    for rule in rules:
        for anchor in rule.anchors:
            owners.setdefault(anchor, [])  # found, owned by no rule: it triggers none
    words = tuple(sorted(owners))
    index = {w: k for k, w in enumerate(words)}
    anchors_of = {i: tuple(index[a] for a in r.anchors) for i, r in enumerate(rules) if r.anchors}
    dfa = None
    if ahocorasick_rs and words:  # a DFA: built in ~1 ms, it walks a text ~3x faster
        dfa = ahocorasick_rs.AhoCorasick(
            list(words), implementation=ahocorasick_rs.Implementation.DFA
        )
    always = tuple(i for i, r in enumerate(rules) if not r.words and r.id != "pkcs12-file")
    owned = {w: tuple(v) for w, v in owners.items()}
    gated = {i: rule.run for i, rule in enumerate(rules) if rule.run}
    return SecretRuleSet(tuple(rules), words, owned, dfa, always, gated, anchors_of)
