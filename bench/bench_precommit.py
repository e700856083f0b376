"""The pre-commit gate's cost for one changed skill: hermes-git's hooks vs check-jsonschema.

Measured as a user feels it: a whole `git commit` with the hooks installed by the pre-commit
framework, minus the same commit with `--no-verify`. The anchor gates the same commit with
check-jsonschema on the SKILL.md frontmatter alone (extracted to a YAML file by a tiny script).
Both repositories are the corpus laid out as a Hermes home, at about 2,000 and 200 skills, to
show the cost does not grow with the repository.

hermes-git keeps the parsed guard rules and fastjsonschema's generated code in the user cache
folder (`$XDG_CACHE_HOME/hermes-git`, written by the first hook run after an install or upgrade):
the "warm" rows are every later commit, the "cold" row clears that folder before each commit.
hermes-git's bytecode is compiled first, as `pip install` does (the environment may set
PYTHONDONTWRITEBYTECODE). One more row, at ~2,000 skills, runs the same three checks as one hook
(`hermes-git hook check`: one process, and one `git diff` of pre-commit's less).
"""

from __future__ import annotations

import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from _common import (
    PROJECT,
    Row,
    corpus_home_skills,
    interleaved_medians,
    table,
    wants_docs,
    write_section,
)

from hermes_git.parse.yamlio import yaml_dump, yaml_load

BIN = Path(sys.executable).parent
REPEAT = 11  # a commit in the big repo is ~1 s of git and pre-commit: the hooks are a fraction
EXTRACT = """import sys, pathlib
text = pathlib.Path(sys.argv[1]).read_text()
end = text.index("\\n---", 3)
pathlib.Path(sys.argv[2]).write_text(text[3:end])
"""
CHECK = f"{BIN}/check-jsonschema --schemafile {PROJECT}/schemas/skill.schema.json {{tmp}}/fm.yaml"
ENTRY = (
    f"sh -c 'for f; do python3 {{extract}} \"$f\" {{tmp}}/fm.yaml && {CHECK} || exit 1; done' --"
)
ANCHOR_CONFIG = f"""repos:
  - repo: local
    hooks:
      - id: frontmatter-schema
        name: check-jsonschema on SKILL.md frontmatter
        entry: {ENTRY}
        language: system
        files: (^|/)SKILL\\.md$
"""


def _run(cmd: list[str], cwd: Path, env: dict[str, str]) -> None:
    subprocess.run(cmd, cwd=cwd, env=env, check=True, capture_output=True)


THREE_HOOK_IDS = ("hermes-git-validate", "hermes-git-guard", "hermes-git-memory")


def three_hooks_config() -> str:
    """The three published hooks (`.pre-commit-hooks.yaml`) as a local config running this
    venv's `hermes-git`, one process each."""
    published = yaml_load((PROJECT / ".pre-commit-hooks.yaml").read_text("utf-8"))
    hooks = [dict(hook, language="system") for hook in published if hook["id"] in THREE_HOOK_IDS]
    return yaml_dump({"repos": [{"repo": "local", "hooks": hooks}]})


def _repo(root: Path, copies: int, env: dict[str, str], anchor: bool, three: bool = False) -> Path:
    skills = root / "skills"
    for i in range(copies):
        corpus_home_skills(skills / f"copy{i}" if copies > 1 else skills)
    _run([str(BIN / "hermes-git"), "init", str(root), "--device", "bench"], root.parent, env)
    if three:  # the three published hooks, one process each, instead of init's one
        (root / ".pre-commit-config.yaml").write_text(three_hooks_config())
        _run(["git", "commit", "-qam", "three hooks"], root, env)
    if anchor:
        extract, tmp = root.parent / f"{root.name}-extract.py", root.parent / f"{root.name}-tmp"
        extract.write_text(EXTRACT)
        tmp.mkdir()
        config = ANCHOR_CONFIG.replace("{extract}", str(extract)).replace("{tmp}", str(tmp))
        (root / ".pre-commit-config.yaml").write_text(config)
        _run(["git", "commit", "-qam", "anchor hooks"], root, env)
    _run([str(BIN / "pre-commit"), "install"], root, env)
    _run([str(BIN / "pre-commit"), "install-hooks"], root, env)
    return root


def _committer(repo: Path, env: dict[str, str], verify: bool, cpu: list[float]) -> object:
    """A commit of one more line in the first SKILL.md; its processes' CPU seconds go to `cpu`."""
    target = next(repo.joinpath("skills").rglob("SKILL.md"))
    if target.stat().st_nlink > 1:  # a hard link into the shared corpus: edit a private copy
        text = target.read_bytes()
        target.unlink()
        target.write_bytes(text)
    counter = {"n": 0}

    def commit() -> None:
        counter["n"] += 1
        with target.open("a") as handle:
            handle.write(f"\nOne more tip ({counter['n']}).\n")
        _run(["git", "add", str(target)], repo, env)
        before = _children_cpu()
        _run(["git", "commit", "-qm", "tip", *([] if verify else ["--no-verify"])], repo, env)
        cpu.append(_children_cpu() - before)

    return commit


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _rows(label: str, wall: dict[str, float], cpu: dict[str, list[float]]) -> list[Row]:
    """Wall-time rows (the goal), then the same as CPU time: on a busy machine the wall time
    also holds the waits for a CPU, which grow with the number of processes."""
    cpu_med = {name: statistics.median(times[1:]) for name, times in cpu.items()}  # no warm-up
    cases = (
        ("ours", "ours-bare", "caches warm", 0.9),
        ("ours-cold", "ours-bare", "caches cold", 0.9),
        ("three", "three-bare", "the 3 published hooks instead, warm (context)", None),
    )
    rows = []
    for kind, times in (("", wall), (", CPU time", cpu_med)):
        anchor = times["anchor"] - times["anchor-bare"]
        rows += [
            Row(
                f"hooks for one changed SKILL.md, {label}, {state}{kind}",
                times[key] - times[bare],
                anchor,
                "check-jsonschema hook on the frontmatter",
                goal=goal,
            )
            for key, bare, state, goal in cases
            if key in times
        ]
    return rows


def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="hg-bench-precommit-"))
    compileall.compile_dir(PROJECT / "hermes_git", quiet=1)
    cache = work / "cache"
    env = {
        **os.environ,
        "PATH": f"{BIN}:{os.environ['PATH']}",
        "PRE_COMMIT_HOME": str(work / "pre-commit-home"),
        "XDG_CACHE_HOME": str(cache),
        "GIT_AUTHOR_NAME": "b",
        "GIT_AUTHOR_EMAIL": "b@x",
        "GIT_COMMITTER_NAME": "b",
        "GIT_COMMITTER_EMAIL": "b@x",
    }
    rows = []
    try:
        for label, copies in (("~2,000 skills", 12), ("~200 skills", 1)):
            ours = _repo(work / f"ours-{copies}", copies, env, anchor=False)
            theirs = _repo(work / f"anchor-{copies}", copies, env, anchor=True)
            cpu: dict[str, list[float]] = {}
            plan = [("ours", ours, True), ("ours-bare", ours, False)]
            plan += [("anchor", theirs, True), ("anchor-bare", theirs, False)]
            if copies > 1:
                three = _repo(work / f"three-{copies}", copies, env, anchor=False, three=True)
                plan += [("ours-cold", ours, True)]
                plan += [("three", three, True), ("three-bare", three, False)]
            runs = {
                name: (
                    _committer(repo, env, verify, cpu.setdefault(name, [])),
                    (lambda: shutil.rmtree(cache, ignore_errors=True))
                    if name == "ours-cold"
                    else None,
                )
                for name, repo, verify in plan
            }
            medians = interleaved_medians(runs, repeat=REPEAT)  # type: ignore[arg-type]
            rows += _rows(label, medians, cpu)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    result = table(rows)
    print(result)
    if wants_docs():
        write_section(
            "pre-commit",
            "\n\n".join(
                [
                    "A whole `git commit` of one changed SKILL.md with the hook that `hermes-git init` "
                    "configures (`hermes-git hook check`: validate, guard and memory in one process, "
                    "run by the pre-commit framework), minus the same commit with `--no-verify`; the "
                    "anchor is the "
                    "same commit gated by one check-jsonschema hook on the frontmatter alone. Median of "
                    f"{REPEAT} runs, taking turns. Script: `bench/bench_precommit.py`.",
                    "Warm: the parsed guard rules and fastjsonschema's generated validators are in "
                    "the user cache folder, as for every commit after the first following an install "
                    "or upgrade (the normal case). Cold: that folder is emptied before each commit, so "
                    "the hooks parse the rule YAML, generate the schema code and write both again. "
                    "hermes-git's bytecode is compiled first, as `pip install` does. The context row "
                    "runs the three published hooks (hermes-git-validate, hermes-git-guard, "
                    "hermes-git-memory) instead: the same checks on the same files, a process each, "
                    "and pre-commit runs one more whole-tree `git diff` after each hook. CPU-time rows: "
                    "the user + system time of all the commit's processes, which waits for a busy "
                    "machine's CPUs do not inflate.",
                    result,
                ]
            ),
        )


if __name__ == "__main__":
    main()
