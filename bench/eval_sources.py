"""Score the guard per labelled source, held-out sources first (issue 27's figure).

Run:
    python bench/eval_sources.py prepare DEVDATA OUT   # lay each source out as skill folders
    python bench/eval_sources.py score OUT [--held-out A,B] [--hermes] [--cisco] [--misses]

DEVDATA holds the sources as `fetch` brings them (one clone each, named `owner+repo`):
`ShenaoW+MalSkills` (real skills, `data/ground_truth/ground_truth_final.csv`),
`qualixar+skillfortify` (SkillFortifyBench: the Claude and OpenClaw skill specimens; its MCP
configs are not skills and are left out), `brucevanfdm+agent-skills-guard` (its `test-skills/`
fixtures; `medium-risk.md` carries no label and is left out) and `proventra+proventra-core`
(the attack and legitimate texts of its benchmark, each put in a SKILL.md body the way a skill
would carry it). `prepare` writes `OUT/<source>/{malicious,benign}/<slug>/` and copies nothing
it was not given; the data never enters this repository. Folders given with `--extra
NAME=DIR` (a folder holding `malicious/` and `benign/`, e.g. a frozen red-team set) are scored
as sources too.

`score` runs `hermes-git scan --trust community --format json` as a process on each label
folder (so it measures what a user runs), with `--detonate` once more with detonation, with `--hermes` Hermes 0.19's `scan_skill`, and
with `--cisco` the static analyzers of `cisco-ai-skill-scanner` (no LLM), on the same skills.
Printed per source: malicious caught (caution or worse) and dangerous, benign flagged and
dangerous. Sources named in `--held-out` were never looked at while tuning and come first.
"""

from __future__ import annotations

import argparse
import ast
import csv
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

FLAGGED = ("caution", "dangerous")
LABELS = ("malicious", "benign")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "skill"


def _copy_skill(src: Path, dest: Path) -> None:
    shutil.copytree(src, dest, symlinks=True, dirs_exist_ok=False)


def prepare_malskills(root: Path, out: Path) -> int:
    table = root / "data" / "ground_truth" / "ground_truth_final.csv"
    count = 0
    for row in csv.DictReader(table.read_text(encoding="utf-8").splitlines()):
        src = root / row["Ground_truth_path"]
        if not (src / "SKILL.md").is_file():  # benign ones sit one folder down, by version
            found = sorted(src.glob("*/SKILL.md"))
            if not found:
                continue
            src = found[0].parent
        _copy_skill(src, out / row["Label"] / _slug(row["Skill_name"]))
        count += 1
    return count


def prepare_skillfortify(root: Path, out: Path) -> int:
    count = 0
    for runtime in ("claude", "openclaw"):
        for label in LABELS:
            for skill_md in sorted(
                (root / "benchmarks" / "skills" / runtime / label).rglob("SKILL.md")
            ):
                specimen = skill_md.relative_to(
                    root / "benchmarks" / "skills" / runtime / label
                ).parts[0]
                _copy_skill(skill_md.parent, out / label / _slug(f"{runtime}-{specimen}"))
                count += 1
    return count


def prepare_asg(root: Path, out: Path) -> int:
    labels = {
        "malicious-hard-trigger.md": "malicious",
        "contains-secrets.md": "malicious",
        "safe-skill.md": "benign",
    }
    for name, label in labels.items():
        dest = out / label / _slug(name.removesuffix(".md"))
        dest.mkdir(parents=True)
        shutil.copyfile(root / "test-skills" / name, dest / "SKILL.md")
    return len(labels)


def _skill_text(slug: str, text: str) -> str:
    return (
        f"---\nname: {slug}\ndescription: Helps the agent with the task below.\n---\n\n"
        f"# {slug}\n\n{text}\n"
    )


def prepare_proventra(root: Path, out: Path) -> int:
    tree = ast.parse((root / "benchmark" / "data" / "test_data.py").read_text(encoding="utf-8"))
    count = 0
    for node in ast.walk(tree):
        if not isinstance(node, ast.Dict):
            continue
        try:
            item = ast.literal_eval(node)
        except ValueError:
            continue
        if not isinstance(item, dict) or "text" not in item or "is_attack" not in item:
            continue
        label = "malicious" if item["is_attack"] else "benign"
        slug = f"p{count:03d}-{_slug(str(item.get('category', 'text')))}"[:64]
        dest = out / label / slug
        dest.mkdir(parents=True)
        (dest / "SKILL.md").write_text(_skill_text(slug, str(item["text"])), encoding="utf-8")
        count += 1
    return count


SOURCES = {
    "ShenaoW+MalSkills": prepare_malskills,
    "qualixar+skillfortify": prepare_skillfortify,
    "brucevanfdm+agent-skills-guard": prepare_asg,
    "proventra+proventra-core": prepare_proventra,
}


def prepare(devdata: Path, out: Path) -> None:
    for name, build in SOURCES.items():
        dest = out / name
        if dest.exists():
            shutil.rmtree(dest)
        for label in LABELS:
            (dest / label).mkdir(parents=True)
        print(f"{name}: {build(devdata / name, dest)} skills")


@dataclass
class Tally:
    total: dict[str, int] = field(default_factory=lambda: dict.fromkeys(LABELS, 0))
    flagged: dict[str, int] = field(default_factory=lambda: dict.fromkeys(LABELS, 0))
    dangerous: dict[str, int] = field(default_factory=lambda: dict.fromkeys(LABELS, 0))
    misses: list[str] = field(default_factory=list)

    def add(self, label: str, verdict: str, path: str) -> None:
        self.total[label] += 1
        self.flagged[label] += verdict in FLAGGED
        self.dangerous[label] += verdict == "dangerous"
        if (label == "malicious") != (verdict in FLAGGED):
            self.misses.append(f"{label} {verdict}: {path}")

    def line(self, name: str) -> str:
        def pct(part: int, whole: int) -> str:
            return f"{100 * part / whole:5.1f}%" if whole else "    -"

        mal, ben = self.total["malicious"], self.total["benign"]
        return (
            f"{name:<34} mal {mal:4d} caught {pct(self.flagged['malicious'], mal)}"
            f" dangerous {pct(self.dangerous['malicious'], mal)} | benign {ben:4d}"
            f" flagged {pct(self.flagged['benign'], ben)}"
            f" dangerous {pct(self.dangerous['benign'], ben)}"
        )


def _skills(folder: Path) -> Iterator[Path]:
    """The samples below `folder`: each folder with a SKILL.md, not looking inside one."""
    for entry in sorted(folder.iterdir()):
        if (entry / "SKILL.md").is_file():
            yield entry.resolve()
        elif entry.is_dir():
            yield from _skills(entry)


RANK = {"missing": -1, "safe": 0, "caution": 1, "dangerous": 2, "error": 3}


def _worst_at_or_below(verdicts: dict[str, str], skill: Path) -> str:
    """A sample's verdict: the worst of the skills a scanner reported at or below its folder."""
    found = [v for p, v in verdicts.items() if p == str(skill) or p.startswith(f"{skill}/")]
    return max(found, key=RANK.__getitem__, default="missing")


def ours(folder: Path, detonate: bool = False) -> dict[str, str]:
    exe = Path(sys.executable).with_name("hermes-git")
    mode = "--detonate" if detonate else "--no-detonate"
    done = subprocess.run(
        [str(exe), "scan", "--trust", "community", mode, "--format", "json", str(folder)],
        capture_output=True,
        text=True,
        check=False,
        cwd="/",
        env={**os.environ, "HERMES_HOME": "/nonexistent-hermes-home"},
    )
    if done.returncode not in (0, 1):
        raise SystemExit(f"scan failed on {folder} ({done.returncode}):\n{done.stderr}")
    report = json.loads(done.stdout)
    return {str(Path(s["path"]).resolve()): s["verdict"] for s in report["skills"]}


def hermes(folder: Path) -> dict[str, str]:
    from tools.skills_guard import scan_skill  # type: ignore[import-not-found]

    verdicts = {}
    for skill in _skills(folder):
        result = scan_skill(skill, source="community")
        verdicts[str(skill)] = str(result.verdict)
    return verdicts


def cisco(folder: Path) -> dict[str, str]:
    """Cisco's skill-scanner, static and behavioural analyzers, no LLM (`$SKILL_SCANNER`)."""
    exe = os.environ.get("SKILL_SCANNER", "skill-scanner")
    done = subprocess.run(
        [exe, "scan-all", str(folder), "--recursive", "--use-behavioral", "--format", "json"],
        capture_output=True,
        text=True,
        check=False,
    )
    report = json.loads(done.stdout[done.stdout.index("{") :])
    return {str(Path(r["skill_path"]).resolve()): _cisco_verdict(r) for r in report["results"]}


def _cisco_verdict(result: dict[str, object]) -> str:
    """Not safe is caution; a HIGH or CRITICAL finding among them is dangerous."""
    if result.get("is_safe", True):
        return "safe"
    return "dangerous" if result.get("max_severity") in ("HIGH", "CRITICAL") else "caution"


def score(
    out: Path, held_out: list[str], engines: list[str], misses: bool, extra: dict[str, Path]
) -> None:
    roots = {p.name: p for p in out.iterdir() if p.is_dir()} | extra
    names = sorted(roots, key=lambda n: (n not in held_out, n))
    for engine in engines:
        print(f"== {engine}")
        scan = {
            "hermes-git": ours,
            "hermes-git --detonate": lambda folder: ours(folder, detonate=True),
            "hermes": hermes,
            "cisco": cisco,
        }[engine]
        overall = Tally()
        for name in names:
            tally = Tally()
            for label in LABELS:
                folder = roots[name] / label
                if not folder.is_dir():
                    continue
                verdicts = scan(folder)
                for skill in _skills(folder):
                    verdict = _worst_at_or_below(verdicts, skill)
                    tally.add(label, verdict, str(skill))
                    overall.add(label, verdict, str(skill))
            tag = " (held out)" if name in held_out else " (tuned on)"
            print(tally.line(name + tag))
            if misses:
                for miss in tally.misses:
                    print("   ", miss)
        print(overall.line("all sources"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    prep = sub.add_parser("prepare")
    prep.add_argument("devdata", type=Path)
    prep.add_argument("out", type=Path)
    run = sub.add_parser("score")
    run.add_argument("out", type=Path)
    run.add_argument("--held-out", default="")
    run.add_argument("--hermes", action="store_true")
    run.add_argument("--cisco", action="store_true")
    run.add_argument("--detonate", action="store_true", help="also hermes-git with --detonate")
    run.add_argument("--misses", action="store_true")
    run.add_argument(
        "--extra", action="append", default=[], help="NAME=DIR with malicious/, benign/"
    )
    args = parser.parse_args()
    if args.command == "prepare":
        prepare(args.devdata, args.out)
        return
    engines = ["hermes-git"] + ["hermes-git --detonate"] * args.detonate
    engines += ["hermes"] * args.hermes + ["cisco"] * args.cisco
    extra = {k: Path(v) for k, v in (e.split("=", 1) for e in args.extra)}
    score(args.out, [h for h in args.held_out.split(",") if h], engines, args.misses, extra)


if __name__ == "__main__":
    main()
