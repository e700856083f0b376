"""Score the guard with and without the capability model on folders of labelled skills.

Run: python bench/eval_capabilities.py [--benign DIR]... [--malicious DIR]...

Every folder with a SKILL.md below a DIR is one skill, scanned at community trust. Printed
for each DIR: how many skills, the share flagged (caution or worse) and dangerous, with the
capability model and with it switched off (`scanner.skillflow.capabilities` a no-op), and the
class samples of tests/data/guard/capabilities/ (every malicious*.yaml and benign*.yaml) the same way. Figures on sets the model was
tuned on are tuned figures, not held-out ones.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path
from typing import Any

from hermes_git.guard import scanner
from hermes_git.guard.flow import skill as skillflow
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.model import VERDICTS
from hermes_git.parse.yamlio import yaml_safe_load

SAMPLES = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard" / "capabilities"


def _folders(root: Path) -> list[Path]:
    return sorted({p.parent for p in root.rglob("SKILL.md")})


def _tally(folders: list[Path]) -> Counter[str]:
    opts = scanner.Options(trust="community")
    return Counter(scanner.scan_skill(f, opts).verdict for f in folders)


def _cases(kind: str) -> list[dict[str, Any]]:
    """The samples of every `<kind>*.yaml` of the class samples."""
    found: list[dict[str, Any]] = []
    for path in sorted(SAMPLES.glob(f"{kind}*.yaml")):
        found += yaml_safe_load(path.read_text("utf-8"))["cases"]
    return found


def _samples() -> tuple[int, int, int]:
    """(malicious samples at their verdict, malicious samples, benign samples flagged)."""
    opts = scanner.Options(trust="community")
    caught = flagged = 0
    cases = _cases("malicious")
    for case in cases:
        files = {k: v.encode() for k, v in case["files"].items()}
        verdict = scanner.scan_skill_files(files, case["id"], opts).verdict
        caught += VERDICTS.index(verdict) >= VERDICTS.index(case["verdict"])
    for case in _cases("benign"):
        files = {k: v.encode() for k, v in case["files"].items()}
        flagged += scanner.scan_skill_files(files, case["id"], opts).verdict != "safe"
    return caught, len(cases), flagged


def _row(name: str, tally: Counter[str]) -> str:
    total = sum(tally.values()) or 1
    bad = tally["caution"] + tally["dangerous"]
    return f"{name}: {total} skills, flagged {bad / total:.1%}, dangerous {tally['dangerous'] / total:.1%}"


def _none(_files: dict[str, str]) -> list[Hit]:
    return []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--benign", type=Path, action="append", default=[])
    parser.add_argument("--malicious", type=Path, action="append", default=[])
    args = parser.parse_args()
    real = skillflow.capabilities
    for label, model in (("with capabilities", real), ("rules alone", _none)):
        setattr(skillflow, "capabilities", model)  # noqa: B010 (the scanner asks the module)
        print(f"== {label}")
        for kind, roots in (("malicious", args.malicious), ("benign", args.benign)):
            for root in roots:
                print(_row(f"{kind} {root}", _tally(_folders(root))))
        caught, total, flagged = _samples()
        print(
            f"class samples: {caught} / {total} at their verdict, {flagged} benign samples flagged"
        )
    setattr(skillflow, "capabilities", real)  # noqa: B010


if __name__ == "__main__":
    main()
