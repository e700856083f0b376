"""Score the guard on labelled skills: caught, dangerous, benign flagged; per category, family.

Run: python bench/eval_guard.py LABELS [--root DIR] [--hermes] [--misses]

LABELS is a CSV with `Label` (malicious/benign) and `Ground_truth_path` (a skill folder,
relative to --root, default the CSV's folder up to the first `data/`), or a folder holding
`malicious/` and `benign/` (every folder with a SKILL.md below them is one skill). A skill's
family is the publisher (`owner/` of `Skill_name`, or the first folder under the label).

Printed: malicious caught (caution or worse) and dangerous, benign flagged (caution or worse)
and dangerous; the same per family and per category (the category of the worst finding that
made the catch); and leave-one-family-out: for each family F, the catch rate on F counting only
rules that also fire on malicious skills of some other family, i.e. what F would have got from
rules that were not written for it alone. `--hermes` puts Hermes' own `scan_skill` beside ours.
"""

from __future__ import annotations

import argparse
import csv
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from hermes_git.guard.model import Finding, verdict_of
from hermes_git.guard.scanner import Options, scan_skill

FLAGGED = ("caution", "dangerous")


@dataclass
class Sample:
    path: Path
    label: str
    family: str
    verdict: str = "safe"
    category: str = ""
    findings: list[Finding] = field(default_factory=list)
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
        samples.append(Sample(root / row["Ground_truth_path"], row["Label"].strip(), family))
    return samples


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


def leave_one_family_out(bad: list[Sample]) -> dict[str, tuple[int, int]]:
    families = sorted({s.family for s in bad})
    rule_families: dict[str, set[str]] = defaultdict(set)
    for sample in bad:
        for finding in sample.findings:
            rule_families[finding.rule].add(sample.family)
    out = {}
    for family in families:
        mine = [s for s in bad if s.family == family]
        hits = 0
        for sample in mine:
            kept = [f for f in sample.findings if rule_families[f.rule] - {family}]
            hits += verdict_of(kept) in FLAGGED
        out[family] = (hits, len(mine))
    return out


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
    print("\nper family (malicious): caught / dangerous / leave-one-family-out caught")
    lofo = leave_one_family_out(bad)
    for family in sorted({s.family for s in bad}, key=lambda f: -sum(s.family == f for s in bad)):
        f_, d_, n_ = caught(s for s in bad if s.family == family)
        lh, ln = lofo[family]
        print(f"  {family:<24}{rate(f_, n_):>14}{rate(d_, n_):>14}{rate(lh, ln):>14}")
    total_lofo = sum(h for h, _ in lofo.values())
    print(f"  {'leave-one-family-out, all':<24}{rate(total_lofo, mn):>42}")
    print("\nper category of the catch (malicious):")
    for category, count in Counter(s.category for s in bad if s.category).most_common():
        print(f"  {category:<24}{count:>6}")
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
