"""A/B of the guard's per-file pipeline: this tree against an older revision, in one process.

Run: python bench/ab_guard.py [REV] [--modules engine,decode,ciphers] [--rounds 5]

The named modules of `hermes_git/guard/` (in their sub-wings or, in older revisions, at its root) are read from REV (`git show`, default `main`) and
loaded beside this tree's; REV's engine is wired to REV's copies of the other named modules,
everything else (rules, scanner, parsers) is this tree's. The corpus is scanned as `community`
with one engine and then the other, taking turns, and the best CPU time of each is printed
with the added cost: on a shared machine turns in one process are the fair comparison (both
sides see the same load). Used for the cost of the cipher decoders (docs/guard.md, Speed).
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

from hermes_git.guard import scanner
from hermes_git.guard.match.rules import load_rules
from hermes_git.guard.scanner import Options, scan_skill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import CORPUS, PROJECT


def _show(rev: str, name: str) -> str:
    """REV's source of guard module `name`: where this tree keeps it (a sub-wing since issue
    27), else at guard's root as older revisions had it."""
    guard = PROJECT / "hermes_git" / "guard"
    here = [p.relative_to(PROJECT).as_posix() for p in sorted(guard.rglob(f"{name}.py"))]
    for path in [*here, f"hermes_git/guard/{name}.py"]:
        shown = subprocess.run(
            ["git", "-C", str(PROJECT), "show", f"{rev}:{path}"],
            check=False,
            capture_output=True,
            text=True,
        )
        if shown.returncode == 0:
            return _moved(shown.stdout)
    raise SystemExit(f"{rev} has no guard module {name}")


def _moved(source: str) -> str:
    """An older revision's imports of guard modules, pointed at where this tree keeps them."""
    guard = PROJECT / "hermes_git" / "guard"
    wing = {p.stem: p.parent.name for p in guard.glob("*/*.py") if p.stem != "__init__"}

    def dotted(match: re.Match[str]) -> str:
        name = match.group(1)
        return f"hermes_git.guard.{wing[name]}.{name}" if name in wing else match.group(0)

    def names(match: re.Match[str]) -> str:
        lines = [
            f"from hermes_git.guard.{wing[n]} import {n}"
            if n in wing
            else f"from hermes_git.guard import {n}"
            for n in (part.strip() for part in match.group(1).split(","))
        ]
        return "\n".join(lines)

    source = re.sub(r"^from hermes_git\.guard import ([\w, ]+)$", names, source, flags=re.M)
    return re.sub(r"\bhermes_git\.guard\.(\w+)\b(?!\.)", dotted, source)


def _load(rev: str, name: str, folder: Path) -> ModuleType:
    source = _show(rev, name)
    path = folder / f"{name}.py"
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(f"ab_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _scan_seconds(skills: list[Path]) -> float:
    start = time.process_time()
    for skill in skills:
        scan_skill(skill, Options(trust="community"))
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("rev", nargs="?", default="main")
    parser.add_argument("--modules", default="engine,decode,ciphers")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    names = args.modules.split(",")
    with tempfile.TemporaryDirectory() as folder:
        old = {name: _load(args.rev, name, Path(folder)) for name in names}
    for name, module in old.items():
        if name != "engine":
            setattr(old["engine"], name, module)
    engines = {args.rev: old["engine"].scan_text, "this tree": scanner.scan_text}
    load_rules()
    skills = sorted(p.parent for p in CORPUS.rglob("SKILL.md"))
    best = dict.fromkeys(engines, float("inf"))
    for _ in range(args.rounds):
        for label, engine in engines.items():
            scanner.scan_text = engine
            best[label] = min(best[label], _scan_seconds(skills))
    base, ours = best[args.rev], best["this tree"]
    print(f"{len(skills)} skills, best of {args.rounds} turns (CPU s)")
    print(f"  {args.rev:<12}{base:8.3f}\n  {'this tree':<12}{ours:8.3f}")
    print(f"  added cost {100 * (ours / base - 1):+.1f} %")


if __name__ == "__main__":
    main()
