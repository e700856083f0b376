"""Secret detection: known credential formats, as data in `rules/secrets.yaml`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from hermes_git.errors import ConfigError
from hermes_git.frontmatter import yaml_load

# Words that turn a match into documentation ("sk-your-key-here", "AKIAXXXXXXXX...").
_PLACEHOLDER = re.compile(r"(?i)your|example|dummy|sample|placeholder|redacted|x{6,}|\.\.\.|<|>")
MAX_SCAN_BYTES = 4_000_000


@dataclass(frozen=True)
class SecretRule:
    """One secret format: an id, what it is, the regex, and its own examples."""

    id: str
    description: str
    pattern: re.Pattern[str]
    match_examples: tuple[str, ...]
    no_match_examples: tuple[str, ...]


@dataclass(frozen=True)
class SecretFinding:
    """A secret found in a text: which rule, where (1-based line), and a redacted excerpt."""

    rule: str
    description: str
    path: str
    line: int
    excerpt: str

    def render(self) -> str:
        return f"{self.path}:{self.line}: {self.description} ({self.excerpt}) [{self.rule}]"


@cache
def load_rules() -> tuple[SecretRule, ...]:
    """The secret rules shipped with hermes-git.

    Raises:
        ConfigError: the rules file is malformed (a packaging defect).
    """
    text = resources.files("hermes_git.guard").joinpath("rules/secrets.yaml").read_text("utf-8")
    try:
        return tuple(_rule(item) for item in yaml_load(text))
    except (KeyError, TypeError, re.error) as exc:
        raise ConfigError(f"broken secret rule: {exc}",
                          path="hermes_git/guard/rules/secrets.yaml") from exc


def _rule(item: dict[str, object]) -> SecretRule:
    examples = item.get("examples") or {}
    assert isinstance(examples, dict)
    return SecretRule(str(item["id"]), str(item["description"]), re.compile(str(item["pattern"])),
                      tuple(examples.get("match", [])), tuple(examples.get("no_match", [])))


def scan_text(text: str, path: str = "<text>") -> list[SecretFinding]:
    """Every secret in `text`, placeholders skipped."""
    findings = []
    for rule in load_rules():
        for match in rule.pattern.finditer(text):
            if _PLACEHOLDER.search(match.group(0)):
                continue
            line = text.count("\n", 0, match.start()) + 1
            findings.append(SecretFinding(rule.id, rule.description, path, line,
                                          redact(match.group(0))))
    return sorted(findings, key=lambda f: (f.path, f.line, f.rule))


def first_secret(text: str) -> str | None:
    """A one-line reason if `text` holds a secret (the memory write check), else None."""
    found = scan_text(text)
    if not found:
        return None
    return f"the text contains a secret: {found[0].description} ({found[0].excerpt})"


def redact(secret: str) -> str:
    """Keep enough of a secret to recognise it, never enough to use it."""
    head = secret.split("\n", 1)[0]
    return head[:8] + "…" if len(head) > 12 else "…"


def scan_files(root: Path, rel_paths: list[str]) -> list[SecretFinding]:
    """Secrets in the given files under `root` (binary and huge files skipped)."""
    findings: list[SecretFinding] = []
    for rel in rel_paths:
        path = root / rel
        try:
            if path.stat().st_size > MAX_SCAN_BYTES:
                continue
            data = path.read_bytes()
            text = data.decode("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if "\0" in text:
            continue
        findings.extend(scan_text(text, rel))
    return findings
