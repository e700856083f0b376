"""Validation: a ~2,000-skill tree vs skills-ref, and one SKILL.md as a hook pays for it.

1. The corpus (179 skills) copied 12 times into a temporary tree (hard links). Timed in the same
   process, taking turns: hermes-git `validate.validate_paths([tree], "agentskills")` (discovery
   included; as the CLI runs it, with forked workers for big trees, and once more in a single
   process) vs skills-ref's Python `validate(folder)` called for each skill folder (the list of
   folders is made beforehand, untimed). Goal: hermes-git ≥ 10x faster (ratio ≤ 0.1).
2. One changed SKILL.md as a whole process, what a pre-commit hook pays:
   `hermes-git validate path/SKILL.md` vs `check-jsonschema --schemafile schemas/skill.schema.json`
   on the same frontmatter extracted to a YAML file. Goal: ratio ≤ 1.0.

Run: `.venv/bin/python bench/bench_validate.py [--no-docs]` (part of `make bench`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import (
    CORPUS,
    PROJECT,
    Row,
    copy_file,
    interleaved_medians,
    machine,
    table,
    wants_docs,
    write_section,
)

REPLICAS = 12
REPEAT = 5
PROCESS_REPEAT = 21
ONE_SKILL = CORPUS / "hermes-agent" / "skills" / "github" / "github-pr-workflow" / "SKILL.md"
BIN = Path(sys.executable).parent


def tree_rows(tmp: Path) -> tuple[list[Row], int]:
    """hermes-git on the whole tree (parallel and single process) vs skills-ref per skill."""
    from skills_ref import validate as skills_ref_validate

    from hermes_git.skills import walk as skillwalk
    from hermes_git.validate import run as validate

    tree = tmp / "tree"
    for i in range(REPLICAS):
        shutil.copytree(CORPUS, tree / f"copy{i:02d}", copy_function=copy_file)
    folders = sorted(p.parent for p in tree.rglob("SKILL.md"))
    ours = validate.validate_paths([tree], "agentskills")
    theirs = [not skills_ref_validate(f) for f in folders]
    assert ours.files == len(folders), (ours.files, len(folders))
    failing = {p.path.rsplit("/", 1)[0] for p in ours.problems if p.severity == "error"}
    assert len(failing) == theirs.count(False), "the two disagree on the verdicts"

    def single_process() -> object:
        saved = validate.PARALLEL_MIN
        validate.PARALLEL_MIN = 10**9
        try:
            return validate.validate_paths([tree], "agentskills")
        finally:
            validate.PARALLEL_MIN = saved

    times = interleaved_medians(
        {
            "ours": (lambda: validate.validate_paths([tree], "agentskills"), None),
            "ours_single": (single_process, None),
            "ours_hermes": (lambda: validate.validate_paths([tree]), None),
            "skills_ref": (lambda: [skills_ref_validate(f) for f in folders], None),
        },
        repeat=REPEAT,
    )
    anchor = "skills-ref `validate()` per skill"
    rows = [
        Row(
            f"validate {len(folders):,} skills (agentskills; as the CLI runs it: up to "
            f"{min(skillwalk.cpu_count(), skillwalk.MAX_WORKERS)} workers)",
            times["ours"],
            times["skills_ref"],
            anchor,
            0.1,
        ),
        Row(
            f"validate {len(folders):,} skills (agentskills; one process)",
            times["ours_single"],
            times["skills_ref"],
            anchor,
            0.1,
        ),
        Row(
            f"validate {len(folders):,} skills (hermes profile, the default; context)",
            times["ours_hermes"],
            times["skills_ref"],
            anchor,
        ),
    ]
    return rows, len(folders)


def process_row(tmp: Path) -> Row:
    """`hermes-git validate SKILL.md` vs check-jsonschema on the extracted frontmatter."""
    from hermes_git.frontmatter import parse_document

    skill = tmp / "one" / "github-pr-workflow" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    shutil.copy2(ONE_SKILL, skill)
    yaml_text = parse_document(skill.read_bytes()).yaml_text
    assert yaml_text is not None
    extracted = tmp / "one" / "frontmatter.yaml"
    extracted.write_text(yaml_text, encoding="utf-8")
    ours = [str(BIN / "hermes-git"), "validate", str(skill)]
    theirs = [
        str(BIN / "check-jsonschema"),
        "--schemafile",
        str(PROJECT / "schemas" / "skill.schema.json"),
        str(extracted),
    ]
    for command in (ours, theirs):
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        assert done.returncode == 0, (command, done.stdout, done.stderr)

    def run(command: list[str]) -> object:
        return subprocess.run(command, capture_output=True, check=True)

    times = interleaved_medians(
        {"ours": (lambda: run(ours), None), "theirs": (lambda: run(theirs), None)},
        repeat=PROCESS_REPEAT,
        warmup=2,
    )
    return Row(
        "one SKILL.md, whole process (pre-commit hook)",
        times["ours"],
        times["theirs"],
        "check-jsonschema on the extracted frontmatter",
        1.0,
    )


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-validate-"))
    try:
        rows, count = tree_rows(tmp)
        rows.append(process_row(tmp))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    result = table(rows)
    print(f"Validation; {machine()}")
    print(result)
    if wants_docs():
        write_section(
            "validate",
            (
                f"Machine: {machine()}. Command: `.venv/bin/python bench/bench_validate.py` (or "
                f"`make bench`); measured {date.today().isoformat()}.\n\n{result}\n\n"
                f"Tree: the corpus copied {REPLICAS} times ({count:,} skills, hard links) into a "
                f"temporary folder. hermes-git runs `validate.validate_paths([tree], 'agentskills')` "
                "in-process, discovery included, once as the CLI runs it (big trees are split over "
                "forked workers) and once in a single process; skills-ref's Python `validate()` is "
                "called for each skill folder from a list made beforehand. Median of "
                f"{REPEAT} runs after one warm-up, taking turns in one process; both reach the same "
                "verdicts (checked). The profile is agentskills because that is what skills-ref "
                "checks. Goal: hermes-git at least 10x faster (ratio ≤ 0.1).\n\n"
                "One SKILL.md: whole processes started from the venv, median of "
                f"{PROCESS_REPEAT} runs after two warm-ups, taking turns: `hermes-git validate "
                "<dir>/SKILL.md` against `check-jsonschema --schemafile schemas/skill.schema.json "
                "frontmatter.yaml` on the same frontmatter extracted to a file (skill "
                "`github/github-pr-workflow`). Goal: ratio ≤ 1.0. hermes-git's CLI loads its "
                "commands lazily, so `validate` imports neither git nor openai (check with "
                "`python -X importtime -m hermes_git validate SKILL.md`).\n\n"
                f"{_verdict(rows[:2])} Why skills-ref is cheaper here than its parser suggests: "
                "on 166 of the 179 corpus skills strictyaml stops at the first flow-style list "
                "(`platforms: [linux, macos]`) and skills-ref returns that one error without reading "
                "further (about 0.9 ms a skill), while hermes-git reads every file completely, "
                "records every key's line and runs every check. Since issue 15 the libraries do the "
                "work the stand-ins did: PyYAML's C loader reads every frontmatter (the hand-written "
                "reader of plain YAML, `quickyaml`, is gone; PyYAML took about 110 microseconds a "
                "file where it read about 31), fastjsonschema gives the yes/no answer of the schema "
                "and jsonschema itself explains every failure (under agentskills every Hermes skill "
                "fails, so jsonschema explains each; the rewording module `explain` is gone). The "
                "0.1x goal was met only with those stand-ins, and a goal that needs a second YAML "
                "grammar and a second JSON-Schema engine is not worth them. With workers, the walk "
                "is shared too: this process walks the top folders until the tree proves big, then "
                "each worker walks and checks its share. The number of workers is a fixed rule (the "
                "usable CPUs, at most 8), no longer a guess from /proc/loadavg; this machine was "
                f"shared with other work (load average {os.getloadavg()[0]:.1f} when the run ended), "
                "so the first row varies from run to run."
            ),
        )


def _verdict(rows: list[Row]) -> str:
    """What the workers row and the one-process row say about the goal, in words."""
    workers, single = (row.goal is not None and row.ratio <= row.goal for row in rows)
    if workers and single:
        return "The 10x goal is met, with workers and in one process."
    if workers:
        return "The 10x goal is met with the workers (as the CLI runs it), not in one process."
    if single:
        return "The 10x goal is met in one process, not with the workers (the CPUs were busy)."
    return "The 10x goal is not met in this run."


if __name__ == "__main__":
    main()
