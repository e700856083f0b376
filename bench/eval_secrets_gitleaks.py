"""Check hermes-git's secret rules against gitleaks' own shapes (not run by `make bench`).

Run: python bench/eval_secrets_gitleaks.py PATH/TO/gitleaks/config/gitleaks.toml

For every rule of gitleaks' default config, draws three values from its regex (`rstr`, after
turning Go-only syntax into Python's and dropping lookarounds) and counts the rules at least
two of whose values hermes-git's `secrets.scan_text` finds. Prints the count and each rule it
misses with one drawn value, so a reader can tell a real gap from a draw no one writes.
"""

from __future__ import annotations

import random
import re
import sys
import tomllib
from pathlib import Path

import rstr

from hermes_git.guard import secrets

LOOKAROUND = re.compile(r"\(\?<?[=!](?:[^()]|\([^()]*\))*\)")


def python_pattern(go: str) -> str:
    """gitleaks' Go regex as a Python one good enough to draw values from."""
    pattern = go.replace("[[:alnum:]]", "[A-Za-z0-9]").replace(r"\z", "$")
    pattern = pattern.replace("(?-i:", "(?:").replace("(?i)", "")
    pattern = re.sub(r"\(\?i:", "(?:", pattern)
    pattern = LOOKAROUND.sub("", pattern)
    return re.sub(r"(?<!\[\^)\\s", " ", pattern)  # a value is written on one line


def draws(pattern: str, count: int = 3) -> list[str]:
    values = []
    for seed in range(count):
        try:
            values.append(rstr.Rstr(random.Random(seed)).xeger(pattern).replace("\n", " "))
        except (ValueError, re.error):
            continue  # repetitions past the generator's limit
    return values


def main() -> None:
    config = tomllib.loads(Path(sys.argv[1]).read_text("utf-8"))
    found, missed = 0, []
    rules = [r for r in config["rules"] if r.get("regex")]
    for rule in rules:
        values = draws(python_pattern(rule["regex"]))
        hits = sum(1 for v in values if secrets.scan_text(v + "\n"))
        if hits >= 2:
            found += 1
        else:
            missed.append((rule["id"], values[0][:90] if values else "(no draw)"))
    print(f"gitleaks rules with a regex: {len(rules)}; found by hermes-git: {found}")
    for rule_id, value in missed:
        print(f"  missed {rule_id}: {value!r}")


if __name__ == "__main__":
    main()
