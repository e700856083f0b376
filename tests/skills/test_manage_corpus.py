"""Patches and edits of real corpus skills: `skills.manage.skill_manage` agrees with the real Hermes."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from hermes_git.skills.manage import DictTree
from tests.conftest import CORPUS, needs_corpus
from tests.skills.test_manage import comparable, ours, skills_on_disk, write_tree

SEED = 20260519


def corpus_skills() -> list[Path]:
    return sorted((CORPUS / "hermes-agent").rglob("SKILL.md"))[::4]


VARIANTS = {
    "same": lambda text: text,
    "indent": lambda text: "\n".join("  " + line.strip() for line in text.split("\n")),
    "squeeze": lambda text: " ".join(text.split(" ")).replace("  ", " "),
    "escape": lambda text: text.replace("\n", "\\n"),
    "typo": lambda text: text[: len(text) // 2] + "#" + text[len(text) // 2 + 1 :],
    "smart": lambda text: text.replace("'", "\u2019").replace('"', "\u201c"),
    "trail": lambda text: "\n".join(line + "  " for line in text.split("\n")),
}


def variant(rng: random.Random, text: str) -> str:
    """`text` as an agent might misquote it: re-indented, re-spaced, escaped or typo'd."""
    return VARIANTS[rng.choice(sorted(VARIANTS))](text)


def build_cases() -> list[tuple[str, dict[str, bytes], dict[str, Any]]]:
    rng = random.Random(SEED)
    cases = []
    for index, path in enumerate(corpus_skills()):
        data = path.read_bytes()
        if rng.random() < 0.3:
            data = data.replace(b"\n", b"\r\n")
        files = {f"skills/cat/s{index}/SKILL.md": data}
        lines = data.decode("utf-8").replace("\r\n", "\n").split("\n")
        start = rng.randrange(len(lines))
        old = variant(rng, "\n".join(lines[start : start + rng.randint(1, 5)]))
        new = rng.choice([variant(rng, old), "", old + "\nAdded line.", "---\n"])
        args: dict[str, Any] = {
            "action": "patch",
            "name": f"s{index}",
            "old_string": old,
            "new_string": new,
            "replace_all": rng.random() < 0.3,
        }
        if rng.random() < 0.15:
            args = {
                "action": "edit",
                "name": f"s{index}",
                "content": variant(rng, data.decode("utf-8")),
            }
        cases.append((f"{path.parent.name}-{args['action']}", files, args))
    return cases


CASES = build_cases()


@pytest.fixture(scope="module")
def hermes_runs(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, Any]]:
    from tests.hermes.skill_driver import run_cases

    base = tmp_path_factory.mktemp("corpus-homes")
    homes = []
    for index, (_, files, _) in enumerate(CASES):
        homes.append(base / f"h{index}")
        write_tree(homes[-1], files)
    results = run_cases(
        [
            {"home": str(home), "tool": "skill_manage", "args": args}
            for home, (_, _, args) in zip(homes, CASES, strict=True)
        ]
    )
    return list(zip(homes, results, strict=True))


@needs_corpus
@pytest.mark.hermes
@pytest.mark.parametrize("index", range(len(CASES)), ids=[case[0] for case in CASES])
def test_same_as_hermes_on_corpus_skills(index: int, hermes_runs: list[tuple[Path, Any]]) -> None:
    _, files, args = CASES[index]
    home, hermes = hermes_runs[index]
    outcome, after = ours(DictTree(files), args, home, files)
    assert comparable(outcome) == comparable(hermes)
    assert after == skills_on_disk(home)
