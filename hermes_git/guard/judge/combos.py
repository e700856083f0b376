"""Combinations: findings made from capability tags seen together in one skill."""

from __future__ import annotations

from hermes_git.guard.match.rules import RuleSet
from hermes_git.guard.model import Finding, cut

__all__ = ["combos"]


def combos(findings: list[Finding], skill_md: str, rules: RuleSet) -> list[Finding]:
    """Findings made from capability tags seen together in one skill."""
    live = [f for f in findings if not f.suppressed]
    tags = {t for f in live for t in f.tags}
    made: list[Finding] = []
    if not tags:
        return made
    for combo in rules.combos:
        if combo.fires(tags):
            parts = sorted({f.rule for f in live if set(f.tags) & set().union(*combo.groups)})
            line = min(
                (f.line for f in live if set(f.tags) & set().union(*combo.groups)), default=1
            )
            made.append(
                Finding(
                    combo.id,
                    combo.category,
                    combo.severity,
                    combo.confidence,
                    skill_md,
                    line,
                    cut("together: " + ", ".join(parts)),
                    combo.description,
                    "skill",
                )
            )
    return made
