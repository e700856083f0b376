"""Score the guard on labelled skills: caught, dangerous, benign flagged; per category, family.

Run: python bench/eval_guard.py LABELS [--root DIR] [--hermes] [--misses]

LABELS is a CSV with `Label` (malicious/benign) and `Ground_truth_path` (a skill folder,
relative to --root, default the CSV's folder up to the first `data/`), or a folder holding
`malicious/` and `benign/` (every folder with a SKILL.md below them is one skill). A skill's
family is the publisher (`owner/` of `Skill_name`, or the first folder under the label).

Printed: malicious caught (caution or worse) and dangerous, benign flagged (caution or worse)
and dangerous; the same per family and per category (the category of the worst finding that
made the catch, and every category that fired); and leave-one-family-out.

Leave-one-family-out: a rule (or combination, or secret format) is specific to family F when
it fires, at any severity, on F's malicious skills and on no malicious skill of any other
family, or when it makes a catch (a finding that is not safe) on F and on no other family's
skill: the tuning F alone asks for. For each family F those rules are switched off
(`rules.without`) and F's skills are scanned again; findings of the switched-off ids that do not
come from the rule files (Python AST checks, flows, secrets, structure) are dropped and the
combinations are made again from what is left, so nothing those rules fed survives. The
result is what the guard would catch on F had F never been seen. `--hermes` puts Hermes' own
`scan_skill` beside ours.
"""

from __future__ import annotations

import argparse
import csv
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from hermes_git.guard.match.rules import load_rules, without
from hermes_git.guard.model import Finding, verdict_of
from hermes_git.guard.scanner import Options, combos, scan_skill

FLAGGED = ("caution", "dangerous")


@dataclass
class Sample:
    path: Path
    label: str
    family: str
    verdict: str = "safe"
    category: str = ""
    findings: list[Finding] = field(default_factory=list)  # those that are not safe
    fired: set[str] = field(default_factory=set)  # every rule with a finding, at any severity
    hermes: str = ""


def from_csv(labels: Path, root: Path | None) -> list[Sample]:
    text = labels.read_text(encoding="utf-8")
    rows = list(csv.DictReader(text.splitlines()))
    if root is None:
        parts = labels.resolve().parts
        root = Path(*parts[: parts.index("data")]) if "data" in parts else labels.parent
    samples = []
    for row in rows:
        name = row.get("Skill_name", "")
        family = name.split("/", 1)[0] if "/" in name else row.get("Source", "?")
        folder = _skill_folder(root / row["Ground_truth_path"])
        samples.append(Sample(folder, row["Label"].strip(), family))
    return samples


def _skill_folder(path: Path) -> Path:
    """The folder holding SKILL.md, as `hermes-git scan` is pointed at it: a labelled path
    may hold one version folder (`latest_<hash>/SKILL.md`) instead of the skill itself."""
    if (path / "SKILL.md").is_file() or not path.is_dir():
        return path
    found = sorted(p.parent for p in path.glob("*/SKILL.md"))
    return found[0] if len(found) == 1 else path


def from_folder(folder: Path) -> list[Sample]:
    samples = []
    for label in ("malicious", "benign"):
        base = folder / label
        for skill in sorted(p.parent for p in base.rglob("SKILL.md")):
            rel = skill.relative_to(base).parts
            samples.append(Sample(skill, label, rel[0] if len(rel) > 1 else label))
    return samples


def score(samples: list[Sample], hermes: bool) -> None:
    opts = Options(trust="community")
    hermes_scan = None
    if hermes:
        from tools.skills_guard import scan_skill as hermes_scan
    for sample in samples:
        target = scan_skill(sample.path, opts)
        sample.findings = [f for f in target.findings if f.effect != "safe"]
        sample.fired = {f.rule for f in target.findings}
        sample.verdict = target.verdict
        worst = sorted(sample.findings, key=lambda f: ("caution", "dangerous").index(f.effect))
        sample.category = worst[-1].category if worst else ""
        if hermes_scan is not None:
            sample.hermes = hermes_scan(sample.path, "community").verdict


def rate(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "-"


def caught(samples: Iterable[Sample], attr: str = "verdict") -> tuple[int, int, int]:
    items = list(samples)
    flagged = sum(1 for s in items if getattr(s, attr) in FLAGGED)
    dangerous = sum(1 for s in items if getattr(s, attr) == "dangerous")
    return flagged, dangerous, len(items)


def _only_on(bad: list[Sample], rules_of: Callable[[Sample], set[str]]) -> dict[str, set[str]]:
    families: dict[str, set[str]] = defaultdict(set)
    for sample in bad:
        for rule in rules_of(sample):
            families[rule].add(sample.family)
    out: dict[str, set[str]] = defaultdict(set)
    for rule, where in families.items():
        if len(where) == 1:
            out[next(iter(where))].add(rule)
    return out


def specific_rules(bad: list[Sample]) -> dict[str, set[str]]:
    """Family -> its own rules: those that fire on its malicious skills and on no other
    family's, and those that make a catch (a finding that is not safe) on it and on no other
    family's (a rule whose severity was tuned for it)."""
    fired = _only_on(bad, lambda s: s.fired)
    flagged = _only_on(bad, lambda s: {f.rule for f in s.findings})
    return {f: fired.get(f, set()) | flagged.get(f, set()) for f in set(fired) | set(flagged)}


def rescan_without(sample: Sample, off: set[str]) -> str:
    """`sample`'s verdict with the rules `off` switched off (see the module's docstring)."""
    rules = without(load_rules(), off)
    target = scan_skill(sample.path, Options(trust="community", rules=rules))
    made = {c.id for c in load_rules().combos}
    kept = [f for f in target.findings if f.rule not in off and f.rule not in made]
    kept += combos(kept, f"{target.path}/SKILL.md", rules)
    return verdict_of(kept)


@dataclass
class Lofo:
    """One family left out: its skills, the rules switched off, what is still caught."""

    total: int
    off: set[str]
    caught: int
    dangerous: int


def leave_one_family_out(bad: list[Sample]) -> dict[str, Lofo]:
    specific = specific_rules(bad)
    out = {}
    for family in sorted({s.family for s in bad}):
        mine = [s for s in bad if s.family == family]
        off = specific.get(family, set())
        verdicts = [rescan_without(s, off) if off else s.verdict for s in mine]
        caught_n = sum(v in FLAGGED for v in verdicts)
        out[family] = Lofo(len(mine), off, caught_n, verdicts.count("dangerous"))
    return out


def _families(bad: list[Sample], total: int) -> None:
    if len({s.family for s in bad}) < 2:
        print("\nleave-one-family-out: needs malicious skills of two families or more")
        return
    print("\nper family (malicious): caught / dangerous / left out: caught / dangerous")
    lofo = leave_one_family_out(bad)
    order = sorted(lofo, key=lambda f: (-lofo[f].total, f))
    for family in order:
        f_, d_, n_ = caught(s for s in bad if s.family == family)
        left = lofo[family]
        print(
            f"  {family:<20}{rate(f_, n_):>14}{rate(d_, n_):>14}"
            f"{rate(left.caught, n_):>14}{rate(left.dangerous, n_):>14}"
        )
    left_caught = rate(sum(x.caught for x in lofo.values()), total)
    left_dangerous = rate(sum(x.dangerous for x in lofo.values()), total)
    print(f"  {'each family left out':<48}{left_caught:>14}{left_dangerous:>14}")
    print("\nrules switched off when a family is left out (they fire on no other family):")
    for family in order:
        off = sorted(lofo[family].off)
        print(f"  {family:<20}{len(off):>3}  {', '.join(off) if off else '-'}")


def _categories(bad: list[Sample], good: list[Sample]) -> None:
    print("\nper category of the catch (malicious):")
    for category, count in Counter(s.category for s in bad if s.category).most_common():
        print(f"  {category:<24}{count:>6}")
    print("\nper category, skills with a finding of it that is not safe (malicious / benign):")
    seen_bad = Counter(c for s in bad for c in {f.category for f in s.findings})
    seen_good = Counter(c for s in good for c in {f.category for f in s.findings})
    for category in sorted(set(seen_bad) | set(seen_good), key=lambda c: -seen_bad[c]):
        print(f"  {category:<24}{seen_bad[category]:>6}{seen_good[category]:>8}")


def report(samples: list[Sample], show_misses: bool) -> None:
    bad = [s for s in samples if s.label == "malicious"]
    good = [s for s in samples if s.label != "malicious"]
    mf, md, mn = caught(bad)
    bf, bd, bn = caught(good)
    print(f"{'':<28}{'hermes-git':>18}{'Hermes scan_skill':>20}")
    has_hermes = any(s.hermes for s in samples)
    hf, hd, _ = caught(bad, "hermes") if has_hermes else (0, 0, 0)
    gf, gd, _ = caught(good, "hermes") if has_hermes else (0, 0, 0)
    for title, ours, theirs in (
        ("malicious caught", rate(mf, mn), rate(hf, mn)),
        ("malicious dangerous", rate(md, mn), rate(hd, mn)),
        ("benign flagged", rate(bf, bn), rate(gf, bn)),
        ("benign dangerous", rate(bd, bn), rate(gd, bn)),
    ):
        print(f"{title:<28}{ours:>18}{theirs if has_hermes else '':>20}")
    _families(bad, mn)
    _categories(bad, good)
    rules = Counter(f.rule for s in good for f in s.findings)
    if rules:
        print("\nrules that flag benign skills:", ", ".join(f"{r} {n}" for r, n in rules.items()))
    if show_misses:
        for sample in bad:
            if sample.verdict not in FLAGGED:
                print("missed:", sample.path)
        for sample in good:
            if sample.verdict in FLAGGED:
                print("flagged:", sample.path, sorted({f.rule for f in sample.findings}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("labels", type=Path)
    parser.add_argument("--root", type=Path)
    parser.add_argument("--hermes", action="store_true")
    parser.add_argument("--misses", action="store_true")
    args = parser.parse_args()
    labels: Path = args.labels
    samples = from_folder(labels) if labels.is_dir() else from_csv(labels, args.root)
    score(samples, args.hermes)
    report(samples, args.misses)


if __name__ == "__main__":
    main()
