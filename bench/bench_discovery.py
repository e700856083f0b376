"""Discovery + parse of a ~2,000-skill tree: hermes-git vs Hermes' own listing of the same tree.

The corpus (179 skills) is laid out 12 times under a temporary `HERMES_HOME/skills/` (hard links,
so file mtimes are the corpus'). Timed, in the same process, taking turns:

- hermes-git `skills.discover(root)`: a cold walk that parses every SKILL.md;
- hermes-git `skills.discover(root, cache_file=...)`: the persistent parse cache, warm;
- Hermes `tools.skills_tool._find_all_skills()` (what `skills_list` runs), its in-process cache
  cleared before each run; the goal is hermes-git ≤ 0.5x of this;
- for context, Hermes' prompt index (`build_skills_system_prompt`) cold (no snapshot) and warm
  (from its `.skills_prompt_snapshot.json`).

Run: `.venv/bin/python bench/bench_discovery.py [--no-docs]` (part of `make bench`).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import Row, corpus_home_skills, interleaved_medians, table, wants_docs, write_section

REPLICAS = 12
REPEAT = 7
GOAL = 0.5


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-discovery-"))
    try:
        home = tmp / "home"
        root = home / "skills"
        count = sum(corpus_home_skills(root / f"r{i:02d}") for i in range(REPLICAS))
        # Hermes computes paths from HERMES_HOME, some at import time: set it first.
        os.environ["HERMES_HOME"] = str(home)
        from agent import prompt_builder
        from tools import skills_tool

        from hermes_git.skills import model as skills

        cache_file = tmp / "parse-cache.json"
        found = skills.discover(root)
        warm = skills.discover(root, cache_file=cache_file)  # primes the cache
        assert len(found) == len(warm) == count, (len(found), len(warm), count)
        listed = skills_tool._find_all_skills()

        def hermes_list() -> object:
            skills_tool._SKILLS_CACHE.clear()
            return skills_tool._find_all_skills()

        def index_cold_setup() -> None:
            prompt_builder.clear_skills_system_prompt_cache(clear_snapshot=True)

        def index_warm_setup() -> None:
            prompt_builder.clear_skills_system_prompt_cache()  # LRU only: the snapshot is used

        prompt_builder.build_skills_system_prompt()  # writes the snapshot for the warm runs
        times = interleaved_medians(
            {
                "cold": (lambda: skills.discover(root), None),
                "warm": (lambda: skills.discover(root, cache_file=cache_file), None),
                "hermes_list": (hermes_list, None),
            },
            repeat=REPEAT,
        )
        index = interleaved_medians(
            {
                "index_cold": (prompt_builder.build_skills_system_prompt, index_cold_setup),
                "index_warm": (prompt_builder.build_skills_system_prompt, index_warm_setup),
            },
            repeat=REPEAT,
        )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    anchor = "Hermes `_find_all_skills()`"
    rows = [
        Row(
            "discover, cold (parse every SKILL.md)",
            times["cold"],
            times["hermes_list"],
            anchor,
            GOAL,
        ),
        Row("discover, warm parse cache", times["warm"], times["hermes_list"], anchor, GOAL),
        Row(
            "discover, cold (context)",
            times["cold"],
            index["index_cold"],
            "Hermes prompt index, no snapshot",
        ),
        Row(
            "discover, warm cache (context)",
            times["warm"],
            index["index_warm"],
            "Hermes prompt index from its snapshot",
        ),
    ]
    result = table(rows)
    print(
        f"Discovery + parse of {count:,} skills ({REPLICAS} copies of the corpus); "
        f"median of {REPEAT} runs; Hermes listed {len(listed):,} (it hides macOS-only skills "
        "and repeated names, after parsing them)"
    )
    print(result)
    if wants_docs():
        write_section(
            "discovery",
            (
                f"Discovery + parse of a {count:,}-skill tree: the corpus laid out as a Hermes home "
                f"(`skills/<category>/...`, `skills/optional-skills/...`, "
                f"`skills/anthropic-skills/...`), copied {REPLICAS} times under one "
                f"`HERMES_HOME/skills/`. Median of {REPEAT} runs after one warm-up, all in one "
                f"process, taking turns; the OS page cache is warm for everyone. Hermes' in-process "
                f"caches are cleared before each of its runs. Script: `bench/bench_discovery.py`; "
                f"measured {date.today().isoformat()}.\n\n{result}\n\n"
                "Goal: hermes-git ≤ 0.5x Hermes' own listing (`skills_list` → `_find_all_skills`). "
                "Hermes' listing reads only the first 4,000 characters of each SKILL.md; hermes-git "
                "reads and splits whole files (it keeps the body for validation). The context rows "
                "compare with Hermes' prompt-index builder, cold (full scan, writes its snapshot) "
                "and warm (validates the snapshot's mtime/size manifest with one stat per file)."
            ),
        )


if __name__ == "__main__":
    main()
