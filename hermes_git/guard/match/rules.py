"""Guard rules as data: load `rules/*.yaml`, validate against the schema, compile once."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from hermes_git.errors import ConfigError
from hermes_git.guard.read import rulecache
from hermes_git.guard.read.prefilter import Prefilter
from hermes_git.packaged import shipped

try:  # one compiled pass for every trigger word; the regex fallback is slower but equivalent
    import ahocorasick_rs
except ImportError:  # pragma: no cover - exercised only without the optional wheel
    ahocorasick_rs = None  # type: ignore[assignment]

ALL_REGIONS = ("frontmatter", "prose", "code", "script")
DEFAULT_CONTEXT: dict[str, int | str] = {"warned": -2, "reference": -1}
RULES_DIR = "rules"
RULES_PATH = "hermes_git/guard/rules"


@dataclass(frozen=True, eq=False)
class Rule:
    """One rule: what it flags, how bad and how sure, where it applies, and its examples."""

    id: str
    category: str
    severity: str
    confidence: str
    description: str
    trigger: tuple[str, ...]
    pattern: str
    flags: int
    where: frozenset[str]
    languages: frozenset[str]
    context: dict[str, int | str]
    tags: tuple[str, ...]
    hermes: tuple[str, ...]
    match_examples: tuple[str, ...]
    no_match_examples: tuple[str, ...]
    source: str = ""
    whole_text: bool = False  # the pattern can span lines: run it on the whole text

    @cached_property
    def regex(self) -> re.Pattern[str]:
        """The compiled pattern, compiled on first use: a scan touches only triggered rules."""
        return re.compile(self.pattern, self.flags)

    @property
    def compiled(self) -> bool:
        """Whether `regex` was compiled already (by this process)."""
        return "regex" in self.__dict__

    def applies(self, region: str, language: str) -> bool:
        """Whether the rule looks at text of this region (and code language)."""
        if region not in self.where:
            return False
        if not self.languages or region not in ("code", "script"):
            return True
        return language in self.languages or (region == "code" and language == "")

    def triggered(self, lowered: str) -> bool:
        return any(word in lowered for word in self.trigger)


@dataclass(frozen=True)
class Combo:
    """A finding made from capabilities seen together in one skill (e.g. read secret + send)."""

    id: str
    category: str
    severity: str
    confidence: str
    description: str
    groups: tuple[frozenset[str], ...]
    match_examples: tuple[tuple[str, ...], ...]
    no_match_examples: tuple[tuple[str, ...], ...]

    def fires(self, tags: set[str]) -> bool:
        return all(group & tags for group in self.groups)


@dataclass(frozen=True)
class RuleSet:
    """Every rule and combo, plus the trigger index used for the one-pass prefilter."""

    rules: tuple[Rule, ...]
    combos: tuple[Combo, ...]
    by_id: dict[str, Rule] = field(default_factory=dict)
    trigger_regex: re.Pattern[str] = field(default=re.compile("(?!)"))
    by_trigger: dict[str, tuple[Rule, ...]] = field(default_factory=dict)
    automaton: TriggerAutomaton | None = None
    prefilter: Prefilter | None = None
    position: dict[Rule, int] = field(default_factory=dict)  # rule -> its index in `rules`

    def _occurrences(self, lowered: str) -> Iterator[tuple[int, str]]:
        """(offset, trigger) of each trigger occurrence, by regex (no automaton)."""
        for match in self.trigger_regex.finditer(lowered):
            yield match.start(), match.group(1)

    def hits(self, lowered: str, where: frozenset[str] = frozenset()) -> dict[Rule, list[int]]:
        """For every triggered rule, the offsets where one of its trigger words occurs (only
        the rules looking at some region of `where`, when given)."""
        if self.automaton is not None:
            return self.automaton.hits(lowered, where)
        found: dict[Rule, list[int]] = defaultdict(list)
        for offset, word in self._occurrences(lowered):
            for rule in self.by_trigger[word]:
                if not where or rule.where & where:
                    found[rule].append(offset)
        return found

    def candidates(self, lowered: str) -> list[Rule]:
        """Rules whose trigger word occurs in `lowered`."""
        return list(self.hits(lowered))


def _rule(item: dict[str, Any], source: str) -> Rule:
    flags = 0 if item.get("case_sensitive") else re.IGNORECASE
    examples = item["examples"]
    return Rule(
        id=item["id"],
        category=item["category"],
        severity=item["severity"],
        confidence=item["confidence"],
        description=item["description"].strip(),
        trigger=tuple(item["trigger"]),
        pattern=item["pattern"],
        flags=flags | re.MULTILINE,
        where=frozenset(item.get("where", ALL_REGIONS)),
        languages=frozenset(item.get("languages", ())),
        context={**DEFAULT_CONTEXT, **item.get("context", {})},
        tags=tuple(item.get("tags", ())),
        hermes=tuple(item.get("hermes", ())),
        match_examples=tuple(examples["match"]),
        no_match_examples=tuple(examples["no_match"]),
        source=source,
        whole_text=_spans_lines(item["pattern"]),
    )


def _spans_lines(pattern: str) -> bool:
    """Whether a pattern is meant to cross line ends (an explicit \\s*\\n or [\\s\\S])."""
    return re.search(r"\\s\*\\n|\[\\s\\S\]", pattern) is not None


def _combo(item: dict[str, Any]) -> Combo:
    examples = item["examples"]
    return Combo(
        item["id"],
        item["category"],
        item["severity"],
        item["confidence"],
        item["description"].strip(),
        tuple(frozenset(g) for g in item["all"]),
        tuple(tuple(e) for e in examples["match"]),
        tuple(tuple(e) for e in examples["no_match"]),
    )


def load_file(name: str, text: str, *, check_schema: bool = True) -> tuple[list[Rule], list[Combo]]:
    """Rules and combos of one YAML file, validated.

    The shipped files skip the schema check at run time (`check_schema=False`): the test suite
    checks every one of them, and the check would cost each hook process ~0.1 s.

    Raises:
        ConfigError: not YAML, not matching `guard-rules.schema.json`, or a bad regex.
    """
    return _from_data(name, _parse(name, text), check_schema=check_schema)


def _parse(name: str, text: str) -> Any:
    # start-up: the shipped rules come from the parsed copy in the user cache (no PyYAML)
    from hermes_git.parse.yamlio import YAMLError, yaml_load

    try:
        return yaml_load(text)
    except YAMLError as exc:
        raise ConfigError(f"not valid YAML: {exc}", path=f"{RULES_PATH}/{name}") from exc


def _from_data(
    name: str, data: Any, *, check_schema: bool = True
) -> tuple[list[Rule], list[Combo]]:
    path = f"{RULES_PATH}/{name}"
    if check_schema:
        from hermes_git.schema.load import validate  # start-up: shipped rules skip the schema

        problems = validate(data, "guard-rules", path)
    else:
        problems = []
    if problems:
        raise ConfigError(f"{problems[0].pointer}: {problems[0].message}", path=path)
    try:
        rules = [_rule(item, name) for item in data.get("rules", [])]
        if check_schema:
            for rule in rules:
                _ = rule.regex  # compile now, so a bad pattern is reported here
    except re.error as exc:
        raise ConfigError(f"bad regex: {exc}", path=path) from exc
    return rules, [_combo(item) for item in data.get("combos", [])]


def _index(rules: tuple[Rule, ...]) -> tuple[re.Pattern[str], dict[str, tuple[Rule, ...]]]:
    by_trigger: dict[str, list[Rule]] = {}
    for rule in rules:
        for word in rule.trigger:
            by_trigger.setdefault(word, []).append(rule)
    words = sorted(by_trigger, key=len, reverse=True)
    # A lookahead finds a trigger at every position (overlaps too); a found trigger also stands
    # for the shorter triggers inside it, which the alternation did not report.
    pattern = re.compile("(?=(" + "|".join(re.escape(w) for w in words) + "))" if words else "(?!)")
    closure = {
        w: tuple({r.id: r for inner in words if inner in w for r in by_trigger[inner]}.values())
        for w in words
    }
    return pattern, closure


class TriggerAutomaton:
    """Every trigger word found in one pass (overlaps too), built on first use.

    A DFA from the `aho-corasick` Rust crate: about 5 ns per character on ordinary text,
    against about 16 for pyahocorasick's automaton and far more for the regex fallback.
    Building it costs a few milliseconds, so it waits for the first text to scan.
    """

    def __init__(self, by_word: dict[str, tuple[Rule, ...]]) -> None:
        self.words = list(by_word)
        self.rules = [by_word[word] for word in self.words]
        self._by_where: dict[frozenset[str], list[tuple[Rule, ...]]] = {}
        self._dfa: Any = None

    def hits(self, lowered: str, where: frozenset[str] = frozenset()) -> dict[Rule, list[int]]:
        """For every rule with a trigger word in `lowered` (and looking at some region of
        `where`, when given), the offsets (in characters)."""
        if self._dfa is None:
            self._dfa = ahocorasick_rs.AhoCorasick(
                self.words,
                matchkind=ahocorasick_rs.MATCHKIND_STANDARD,
                implementation=ahocorasick_rs.Implementation.DFA,
            )
        rules = self._by_where.get(where)
        if rules is None:  # a few region sets in all (one per kind of file): built once each
            rules = self._by_where[where] = [
                tuple(r for r in word_rules if not where or r.where & where)
                for word_rules in self.rules
            ]
        found: dict[Rule, list[int]] = defaultdict(list)
        for index, start, _end in self._dfa.find_matches_as_indexes(lowered, overlapping=True):
            for rule in rules[index]:
                found[rule].append(start)
        return found


def _automaton(by_word: dict[str, tuple[Rule, ...]]) -> TriggerAutomaton | None:
    return None if ahocorasick_rs is None else TriggerAutomaton(by_word)


def _exact(rules: tuple[Rule, ...]) -> dict[str, tuple[Rule, ...]]:
    """Each trigger word -> the rules listing it (in rule order, each rule once)."""
    found: dict[str, dict[str, Rule]] = {}
    for rule in rules:
        for word in rule.trigger:
            found.setdefault(word, {})[rule.id] = rule
    return {word: tuple(by_id.values()) for word, by_id in found.items()}


def _sources() -> list[tuple[str, str]]:
    folder = shipped("hermes_git.guard", RULES_DIR)
    return [
        (entry.name, entry.read_text("utf-8"))
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".yaml")
    ]


def _build(names: list[str], parsed: list[Any]) -> tuple[list[Rule], list[Combo]]:
    rules: list[Rule] = []
    combos: list[Combo] = []
    for name, data in zip(names, parsed, strict=True):
        more, more_combos = _from_data(name, data, check_schema=False)
        rules.extend(more)
        combos.extend(more_combos)
    return rules, combos


def _load_shipped() -> tuple[list[Rule], list[Combo]]:
    """The shipped files' rules: from the parsed copy in the user cache, else from the YAML."""
    sources = _sources()
    names = [name for name, _ in sources]
    key = rulecache.fingerprint(sources)
    cached = rulecache.read(key, names)
    if cached is not None:
        try:
            return _build(names, cached)
        except (KeyError, TypeError, AttributeError, ValueError):
            pass  # not the shape the YAML gives: parse the files as without a cache
    parsed = [_parse(name, text) for name, text in sources]
    built = _build(names, parsed)
    rulecache.write(key, names, parsed)
    return built


@cache
def load_rules() -> RuleSet:
    """The shipped rules (every `rules/*.yaml`), checked and compiled once per process.

    Raises:
        ConfigError: a rules file is broken or two rules share an id (a packaging defect).
    """
    rules, combos = _load_shipped()
    by_id = {r.id: r for r in rules}
    if len(by_id) != len(rules):
        raise ConfigError("two guard rules share an id", path=RULES_PATH)
    return _assemble(tuple(rules), tuple(combos), by_id)


def without(rules: RuleSet, ids: Iterable[str]) -> RuleSet:
    """`rules` with the rules and combos named by `ids` switched off (an evaluation that
    leaves some rules out); `by_id` still knows every rule, for the findings that name one."""
    drop = set(ids)
    kept = tuple(r for r in rules.rules if r.id not in drop)
    combos = tuple(c for c in rules.combos if c.id not in drop)
    return _assemble(kept, combos, rules.by_id)


def _assemble(
    frozen: tuple[Rule, ...], combos: tuple[Combo, ...], by_id: dict[str, Rule]
) -> RuleSet:
    exact = _exact(frozen)
    automaton = _automaton(exact)
    prefilter = Prefilter([(rule.pattern, rule.flags) for rule in frozen])
    position = {rule: index for index, rule in enumerate(frozen)}
    if automaton is not None:  # the regex prefilter and its closure are only the fallback's
        return RuleSet(
            frozen,
            combos,
            by_id,
            by_trigger=exact,
            automaton=automaton,
            prefilter=prefilter,
            position=position,
        )
    trigger_regex, closure = _index(frozen)
    return RuleSet(frozen, combos, by_id, trigger_regex, closure, None, prefilter, position)
