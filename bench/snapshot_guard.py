"""The guard's JSON for every skill of some corpora, for a byte-for-byte "no behaviour change".

Run before and after a change, from outside the tree (`/tmp`: the working folder changes what
is imported), and compare the two files with `cmp`:

    PYTHONPATH=$TREE .venv/bin/python $TREE/bench/snapshot_guard.py before.json
    PYTHONPATH=$TREE .venv/bin/python $TREE/bench/snapshot_guard.py after.json && cmp before.json after.json

Each skill is scanned alone, static, under `community` and `trusted`, without the findings
cache (default corpora: `../shared/corpus` and `tests/data/guard`). A tree from before the
taint core read its sets in order (issue 27, 6d4a5b6) gives other evidence from run to run on a
few skills: set `PYTHONHASHSEED=0` for both runs when one side is such a tree.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from hermes_git.guard import Request, scan

ROOT = Path(__file__).resolve().parent.parent
CORPORA = [(ROOT.parent / "shared" / "corpus").resolve(), ROOT / "tests" / "data" / "guard"]
TRUSTS = ("community", "trusted")


def reports(corpora: list[Path], repo: Path) -> list[dict[str, object]]:
    """One record per skill and trust level, in a stable order."""
    found: list[dict[str, object]] = []
    for corpus in corpora:
        for skill in sorted(p.parent for p in corpus.rglob("SKILL.md")):
            for trust in TRUSTS:
                report = scan(Request((skill,), repo, trust, cache=False, detonate=False))
                found.append({"skill": str(skill), "trust": trust, "report": report.to_json()})
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--corpus", type=Path, action="append", help="default: see above")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as repo:  # no .hermes-git.yaml: the default policy
        found = reports(args.corpus or CORPORA, Path(repo))
    args.out.write_text(json.dumps(found, indent=1, sort_keys=True, ensure_ascii=False))
    print(f"{len(found)} reports written to {args.out}")


if __name__ == "__main__":
    main()
