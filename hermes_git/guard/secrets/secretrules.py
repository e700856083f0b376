"""Credential formats as data: load `secret_formats.yaml`, check it, compile it once."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from hermes_git.errors import UsageError
from hermes_git.guard.read import rulecache
from hermes_git.guard.secrets.placeholders import worded
from hermes_git.guard.secrets.secretset import FORMATS_FILE as FORMATS_FILE  # noqa: PLC0414
from hermes_git.guard.secrets.secretset import SecretRule as SecretRule  # noqa: PLC0414 (re-export)
from hermes_git.guard.secrets.secretset import SecretRuleSet as SecretRuleSet  # noqa: PLC0414
from hermes_git.guard.secrets.secretset import compile_pattern, ruleset
from hermes_git.guard.secrets.secretset import entropy as entropy  # noqa: PLC0414 (re-export)
from hermes_git.packaged import shipped

COPY_PREFIX = "secret-formats-"  # the parsed copy in the user cache folder (rulecache)
FILTERS = ("", "assignment", "prose", "generic")
PLACEHOLDER_TESTS = ("structure", "words")
# What a provider's key looks like around its value: `<provider>…<key>  =  "value"`, also
# an XML element (`<okta_token>value`) and `||` defaults, as gitleaks' generic assignment.
PROVIDER_TEMPLATE = (
    r"(?i)(?:{words})[ \t\w.-]{{0,31}}[\s'\"]{{0,3}}(?:=|>|:{{1,3}}=|::?|=>|\|\||\?=|,)"
    r"[\s'\"`=]{{0,5}}(?P<s>{value})(?=[\s'\"`;,)\]}}<]|\\[nr]|$)"
)


def _strings(data: dict[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UsageError(f"{FORMATS_FILE}: {data.get('id')}: {key} must be a list of strings")
    return tuple(value)


def _placeholder_tests(kind: str, shape: str) -> str:
    """A format's value is a token (structure tests only); a keyword's or a provider's is
    free text (words too), unless the provider's shape itself holds one (Lob's `test_`)."""
    if kind == "format" or worded(shape):
        return "structure"
    return "words"


def _rule(data: dict[str, Any], kind: str) -> SecretRule:
    rule_id = str(data.get("id") or "")
    if not rule_id:
        raise UsageError(f"{FORMATS_FILE}: a rule without an id: {data}")
    words = tuple(w.lower() for w in _strings(data, "words"))
    if kind == "provider":
        alternation = "|".join(re.escape(w) for w in words)
        pattern = PROVIDER_TEMPLATE.format(words=alternation, value=data["value"])
        name = f"{words[0]} key or token"
    else:
        pattern = str(data["pattern"])
        name = str(data.get("name") or rule_id)
    examples = data.get("examples") or {}
    filt = str(data.get("filter") or "")
    if filt not in FILTERS:
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: unknown filter {filt!r}")
    tests = str(data.get("placeholders") or _placeholder_tests(kind, str(data.get("value") or "")))
    if tests not in PLACEHOLDER_TESTS:
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: unknown placeholders {tests!r}")
    return SecretRule(
        rule_id,
        name,
        words,
        pattern,
        float(data.get("entropy") or (2.5 if kind == "provider" else 0.0)),
        filt,
        _strings(data, "covers"),
        _strings(examples, "match"),
        _strings(examples, "no_match"),
        kind,
        str(data.get("value") or ""),
        -1 if data.get("scope") == "file" else int(data.get("scope") or 0),
        compile_pattern(rule_id, str(data["allow"])) if data.get("allow") else None,
        tests,
        _run(rule_id, data),
        *_leads(rule_id, {"lead": 0} if kind == "provider" else data, words),  # its word leads
        _needs(rule_id, data),
        _anchors(rule_id, data),
    )


def _anchors(rule_id: str, data: dict[str, Any]) -> tuple[str, ...]:
    anchors = _strings(data, "anchors")
    if anchors and (data.get("lead") is None or data.get("run") or not data.get("words")):
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: anchors need words and a lead")
    if any(a != a.lower() or not a for a in anchors):
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: anchors must be lowercase")
    return anchors


def _needs(rule_id: str, data: dict[str, Any]) -> tuple[str, ...]:
    needs = _strings(data, "needs")
    words = set(_strings(data, "words"))
    odd = [n for n in needs if set(n) & set("iks") and n not in words]
    if odd or any(n != n.lower() or "" in n.split("|") for n in needs):
        raise UsageError(
            f"{FORMATS_FILE}: {rule_id}: needs must be lowercase, without i, k, s but in a word"
        )
    return needs


def _whole(rule_id: str, key: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: {key} must be a whole number >= 0")
    return value


def _run(rule_id: str, data: dict[str, Any]) -> int:
    run = _whole(rule_id, "run", data.get("run", 0))
    if run and data.get("words") and data.get("scope") != "file":
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: run with words needs scope: file")
    return run


def _leads(
    rule_id: str, data: dict[str, Any], words: tuple[str, ...]
) -> tuple[int, tuple[tuple[str, tuple[int, ...]], ...]]:
    """`lead`: a number N for every word (a match starts 0 to N characters before one), or
    {word: N or [exact offsets, negative after it]} (words not named: 0); of a rule with
    `run`, one number: how far before its run a match may start. Returns the largest lead
    (at least 0) and each word's offsets."""
    lead = data.get("lead")
    if lead is None:
        return -1, ()
    if data.get("run"):
        return _whole(rule_id, "lead", lead), ()
    if not words:
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: lead needs words or a run")
    named = lead if isinstance(lead, dict) else dict.fromkeys(words, lead)
    places = (*words, *_strings(data, "anchors"))  # anchors: lead 0 unless named
    if set(named) - set(places):
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: lead names a word it does not have")
    leads = tuple((w, _offsets(rule_id, named.get(w, 0))) for w in places)
    return max(0, *(max(o) for _, o in leads)), leads


def _offsets(rule_id: str, lead: Any) -> tuple[int, ...]:
    if not isinstance(lead, list):
        return tuple(range(_whole(rule_id, "lead", lead) + 1))
    if not lead or not all(isinstance(n, int) and not isinstance(n, bool) for n in lead):
        raise UsageError(f"{FORMATS_FILE}: {rule_id}: lead offsets must be whole numbers")
    return tuple(sorted(set(lead)))


def build(data: dict[str, Any], *, check: bool = True) -> SecretRuleSet:
    """The rule set of a parsed formats file; `check` compiles every pattern now (a bad one
    is a UsageError here). The shipped file skips that (the test suite compiles each rule):
    a scan compiles only the rules whose words it meets."""
    rules = [_rule(d, "format") for d in data.get("formats") or []]
    rules += [_rule(d, "provider") for d in data.get("providers") or []]
    rules += [_rule(d, "keyword") for d in data.get("keywords") or []]
    if check:
        for rule in rules:
            _ = rule.regex
    ids = [r.id for r in rules]
    if len(set(ids)) != len(ids):
        dup = sorted({i for i in ids if ids.count(i) > 1})
        raise UsageError(f"{FORMATS_FILE}: duplicate rule ids {dup}")
    return ruleset(rules)


@cache
def load() -> SecretRuleSet:
    """The shipped credential formats, once per process: parsed from the JSON copy in the
    user's cache folder when there is one (`rulecache`), each pattern compiled on first use."""
    text = shipped("hermes_git.guard.secrets", FORMATS_FILE).read_text("utf-8")
    key = rulecache.fingerprint([(FORMATS_FILE, text)])
    cached = rulecache.read(key, [FORMATS_FILE], COPY_PREFIX)
    if cached is not None and isinstance(cached[0], dict):
        try:
            return build(cached[0], check=False)
        except (KeyError, TypeError, AttributeError, ValueError, UsageError):
            pass  # not the shape the YAML gives: parse the file as without a cache
    # start-up: the packaged copy is read without PyYAML; only an edited source tree parses
    from hermes_git.parse.yamlio import yaml_load

    data = yaml_load(text)
    built = build(data, check=False)
    rulecache.write(key, [FORMATS_FILE], [data], COPY_PREFIX)
    return built


@cache
def by_reach(reach: int) -> tuple[SecretRuleSet, SecretRuleSet]:
    """The shipped rules split in two: (those whose match ends within `reach` characters of
    its line, 0 on it; those that may reach farther: a whole file, a long PEM block)."""
    rules = load().rules
    near = [r for r in rules if 0 <= r.scope <= reach]
    far = [r for r in rules if not 0 <= r.scope <= reach]
    return ruleset(near), ruleset(far)
