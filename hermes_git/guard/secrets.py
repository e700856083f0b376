"""Secret detection (the `secrets` category of the guard rules) for init and memory writes."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from hermes_git.guard.rules import Rule, load_rules

# Words that turn a match into documentation ("sk-your-key-here", "AKIAXXXXXXXX...").
PLACEHOLDER = re.compile(
    r"(?i)your|example|dummy|sample|placeholder|redacted|x{6,}|\.\.\.|<|>|"
    r"0{8,}"
)
MAX_SCAN_BYTES = 4_000_000


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


def secret_rules() -> tuple[Rule, ...]:
    """The rules of category `secrets` that name a real credential format.

    Low-confidence heuristics (a long literal assigned to `secret:`) are the guard's business;
    they would refuse real skills whose docs show `secret: "generate-a-strong-secret-here"`.
    """
    return tuple(r for r in load_rules().rules if r.category == "secrets" and r.confidence != "low")


def is_placeholder(matched: str) -> bool:
    return PLACEHOLDER.search(matched) is not None


def scan_text(text: str, path: str = "<text>") -> list[SecretFinding]:
    """Every secret in `text`, placeholders skipped."""
    findings = []
    lowered = text.lower()
    for rule in secret_rules():
        if not rule.triggered(lowered):
            continue
        for match in rule.regex.finditer(text):
            if is_placeholder(match.group(0)):
                continue
            line = text.count("\n", 0, match.start()) + 1
            findings.append(
                SecretFinding(rule.id, rule.description, path, line, redact(match.group(0)))
            )
    return sorted(findings, key=lambda f: (f.path, f.line, f.rule))


def first_secret(text: str) -> str | None:
    """A one-line reason if `text` holds a secret (the memory write check), else None."""
    found = scan_text(text)
    if not found:
        return None
    return f"the text contains a {found[0].description} ({found[0].excerpt})"


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
            text = path.read_bytes().decode("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if "\0" in text:
            continue
        findings.extend(scan_text(text, rel))
    return findings
