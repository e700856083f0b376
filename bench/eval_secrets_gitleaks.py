"""Check hermes-git's secret rules against gitleaks' own shapes (not run by `make bench`).

Run: python bench/eval_secrets_gitleaks.py PATH/TO/gitleaks/config/gitleaks.toml [--draws N]

For every rule of gitleaks' default config, draws values from its regex (`rstr`, after
turning Go-only syntax into Python's and dropping lookarounds) and keeps only the draws
gitleaks itself would report: its regex matches the drawn line, the line holds one of the
rule's keywords, the secret (its `secretGroup`, else the first non-empty group, else the
whole match) reaches the rule's entropy and no global or rule allowlist (regexes against
the secret, match or line; stopwords) lets it off. `--draws N` (default 3) such values are
drawn per rule. A rule counts as found when hermes-git's `secrets.scan_text` finds at least
two thirds of its draws. Prints the count, the draws found of all drawn, and every rule with
a missed draw (how many of how many, and up to three missed values), so a reader can tell a
real gap from a draw no one writes.
"""

from __future__ import annotations

import math
import random
import re
import sys
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import rstr

from hermes_git.guard.secrets import secrets

LOOKAROUND = re.compile(r"\(\?<?[=!](?:[^()]|\([^()]*\))*\)")
LAZY = re.compile(r"(?<!\\)(?:\*|\+|\{(\d+)(?:,\d*)?\})\?")
QUOTES = re.compile(r"(\[(?:\\x60|\\s|['\"=])+\])\{0,\d\}")
CONTROLS = str.maketrans("\t\r\x0b\x0c", "    ")
BARE_DOT = re.compile(r"(?<=[a-z])(?<!\\[a-z])\.(?=[a-z])")
DRAWS, TRIES = 3, 20  # draws per rule by default; tries per wanted draw
EXTRA = 24  # an open repetition draws at most this many more than its minimum
Rule = dict[str, Any]
# Draws restricted to the real format where gitleaks' regex is looser than it, with why
# (docs/secrets.md lists them): each pair replaces a part of the Go regex before drawing;
# every draw is still checked against gitleaks' own, unchanged regex.
SHELL_WORD = r"[\w!#$%&*+./;<=>?@^~-]{3,}"
REAL_SHAPES: dict[str, list[tuple[str, str]]] = {
    # header and payload are base64url of a JSON object, so both start with `eyJ`
    "jwt": [("ey[a-zA-Z0-9]", "eyJ[a-zA-Z0-9]"), (r"\.ey[", r"\.eyJ[")],
    # base64 (either alphabet, or with JSON's `\/`) holds no lone backslash
    "jwt-base64": [(r"[a-zA-Z0-9\/\\_+\-\r\n]", r"[a-zA-Z0-9\/_+\-]")],
    # a PEM body is base64 on its own lines; END repeats the label
    "private-key": [(r"[\s\S-]{64,}?", r"\n[A-Za-z0-9+/]{64,}?\n-----END PRIVATE ")],
    # YAML: `kind: Secret` and `data:` on lines of their own, its `name: value` indented
    "kubernetes-secret-yaml": [
        (r"(?s:.){0,200}?\bdata:(?s:.){0,100}?\s+", r"\ndata:\n  "),
        (r"|\bdata:(?s:.){0,100}?\s+", r"|\bdata:\n  "),
        (r"(?s:.){0,200}?\bkind:", r"\nkind:"),
        (r"(?:\||>[-+]?)\s+", r"(?:\||>[-+]?)\n  "),
    ],
    # a shell word: user names and passwords without blanks
    "curl-auth-user": [
        (r'[^:"]{3,}', SHELL_WORD),
        (r'[^"]{3,}', SHELL_WORD),
        (r"[^:']{3,}", SHELL_WORD),
        (r"[^']{3,}", SHELL_WORD),
    ],
}


def python_pattern(go: str) -> str:
    """gitleaks' Go regex as a Python one good enough to draw values from."""
    pattern = go.replace("[[:alnum:]]", "[A-Za-z0-9]").replace(r"\z", "$")
    pattern = pattern.replace("(?-i:", "(?:").replace("(?i)", "")
    pattern = re.sub(r"\(\?i:", "(?:", pattern)
    pattern = LOOKAROUND.sub("", pattern)
    pattern = LAZY.sub(shortest, pattern)  # lazy context: gitleaks takes the least of it
    pattern = QUOTES.sub(r"\1?", pattern)  # one quote or space around `=`, not up to five
    pattern = BARE_DOT.sub(r"\\.", pattern)  # hooks.slack.com: the keyword wants the dot
    return re.sub(r"(?<!\[\^)\\s", " ", pattern)  # a value is written on one line


def shortest(lazy: re.Match[str]) -> str:
    return "{%s}" % (lazy.group(1) or ("1" if lazy.group(0)[0] == "+" else "0"))


def matcher(go: str) -> re.Pattern[str] | None:
    """gitleaks' Go regex compiled by Python's `re` (a mid-pattern `(?i)` made global)."""
    pattern = go.replace("[[:alnum:]]", "[A-Za-z0-9]").replace(r"\z", r"\Z")
    flags = re.IGNORECASE if "(?i)" in pattern else 0
    try:
        return re.compile(pattern.replace("(?i)", ""), flags)
    except re.error:
        return None


def entropy(text: str) -> float:
    counts = Counter(text)
    return -sum(n / len(text) * math.log2(n / len(text)) for n in counts.values())


def secret_of(match: re.Match[str], rule: Rule) -> str:
    group = rule.get("secretGroup", 0)
    if group:
        return match.group(group) or ""
    return next((g for g in match.groups() if g), match.group(0))


def allowed(lists: list[Rule], secret: str, match: str, line: str) -> bool:
    """Whether an allowlist of gitleaks lets this finding off."""
    for allow in lists:
        target = {"match": match, "line": line}.get(allow.get("regexTarget", ""), secret)
        checks = []
        if allow.get("regexes"):
            checks.append(
                any(re.search(r, target) for r in map(matcher_or_never, allow["regexes"]))
            )
        if allow.get("stopwords"):
            checks.append(any(w.lower() in secret.lower() for w in allow["stopwords"]))
        if checks and (all(checks) if allow.get("condition") == "AND" else any(checks)):
            return True
    return False


def matcher_or_never(go: str) -> re.Pattern[str]:
    return matcher(go) or re.compile(r"(?!)")


def gitleaks_reports(line: str, rule: Rule, global_allow: list[Rule]) -> bool:
    """Whether gitleaks would report this drawn line under this rule."""
    keywords = rule.get("keywords", [])
    if keywords and not any(k.lower() in line.lower() for k in keywords):
        return False
    found = matcher(rule["regex"])
    match = found.search(line) if found else None
    if found and not match:
        return False
    if not match:
        return True  # a regex Python cannot compile: trust the draw
    secret = secret_of(match, rule)
    if entropy(secret) < rule.get("entropy", 0):
        return False
    return not allowed(global_allow + rule.get("allowlists", []), secret, match.group(0), line)


def with_keyword(value: str, keywords: list[str]) -> str:
    """The drawn value, named after the rule's first keyword when its regex has none in it.

    gitleaks only runs a rule on text holding one of its keywords, so `facebook` or
    `airtable` must be near a value those regexes draw without the word.
    """
    if not keywords or any(k.lower() in value.lower() for k in keywords):
        return value
    return f"{keywords[0].upper()}_TOKEN={value}"


class Drawer(rstr.Rstr):
    """rstr with repetitions from their minimum to EXTRA more (rstr stops at 100 in all)."""

    def _handle_repeat(self, start_range: int, end_range: int, value: str) -> str:
        times = self._random.randint(start_range, min(end_range, start_range + EXTRA))
        return "".join("".join(self._handle_state(i) for i in value) for _ in range(times))


def real_shape(rule: Rule) -> str:
    go = str(rule["regex"])
    for loose, real in REAL_SHAPES.get(rule["id"], []):
        go = go.replace(loose, real)
    return go


def draws(rule: Rule, global_allow: list[Rule], wanted: int = DRAWS) -> list[str]:
    pattern, values = python_pattern(real_shape(rule)), []
    for seed in range(TRIES * wanted):
        try:
            value = Drawer(random.Random(seed)).xeger(pattern).translate(CONTROLS)
        except (ValueError, re.error):
            continue
        value = with_keyword(value, rule.get("keywords", []))
        if gitleaks_reports(value, rule, global_allow):
            values.append(value)
        if len(values) == wanted:
            break
    return values


def main() -> None:
    wanted = int(sys.argv[sys.argv.index("--draws") + 1]) if "--draws" in sys.argv else DRAWS
    config = tomllib.loads(Path(sys.argv[1]).read_text("utf-8"))
    global_allow = [config["allowlist"]] if "allowlist" in config else []
    global_allow += config.get("allowlists", [])
    found, drawn, hit, missed = 0, 0, 0, []
    rules = [r for r in config["rules"] if r.get("regex")]
    for rule in rules:
        values = draws(rule, global_allow, wanted)
        misses = [v for v in values if not secrets.scan_text(v + "\n")]
        drawn, hit = drawn + len(values), hit + len(values) - len(misses)
        if values and 3 * (len(values) - len(misses)) >= 2 * len(values):
            found += 1
        if misses or not values:
            missed.append((rule["id"], len(misses), len(values), misses[:3]))
    print(f"gitleaks rules with a regex: {len(rules)}; found by hermes-git: {found}")
    print(f"draws ({wanted} per rule): {hit} of {drawn} found")
    for rule_id, lost, total, values in missed:
        print(f"  {rule_id}: missed {lost} of {total}")
        for value in values or ["(no draw)"]:
            print(f"    {value[:90]!r}")


if __name__ == "__main__":
    main()
