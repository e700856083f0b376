"""The plugin's `skill_search` inside real Hermes 0.19 sessions: it suggests only the skills
Hermes' own index shows that session (conditional activation by the session's tools and
toolsets), and the mirrored rule agrees with Hermes' `_skill_should_show`."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hermes_git import hermesconfig
from hermes_git import init as repomod
from hermes_git.search import store
from hermes_git.search.service import Visibility, search, shown
from hermes_git.snapshot.index import conditions_allow
from tests.conftest import skill_md, write
from tests.hermes.test_snapshot_compat import run_hermes_index

pytestmark = pytest.mark.hermes

AGENT_DRIVER = Path(__file__).resolve().with_name("agent_driver.py")
# Hermes offers its browser tools once a browser is reachable; a CDP endpoint is never dialled
# while tools are listed, so this one (nothing listens on port 9) makes the toolset available.
BROWSER_ENV = {"BROWSER_CDP_URL": "ws://127.0.0.1:9/devtools/browser/none"}
SKILLS = {
    "skills/web/browse-research/SKILL.md": skill_md(
        "browse-research",
        "Research a topic by browsing web pages and clicking through search results.",
        metadata="{hermes: {requires_toolsets: [browser]}}",
    ),
    "skills/web/curl-pages/SKILL.md": skill_md(
        "curl-pages",
        "Read web pages and research a topic with curl when no browser is there.",
        metadata="{hermes: {fallback_for_tools: [browser_navigate]}}",
    ),
    "skills/devops/deploy/SKILL.md": skill_md(
        "deploy", "Ship the web app to production servers with a rollback plan."
    ),
    "memories/MEMORY.md": "x",
}


def run_sessions(home: Path, sessions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    proc = subprocess.run(
        [sys.executable, str(AGENT_DRIVER)],
        input=json.dumps({"home": str(home), "sessions": sessions}),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=180,
        check=False,
        env={**os.environ, **BROWSER_ENV},
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    answers: list[dict[str, Any]] = json.loads(proc.stdout)
    return answers


@pytest.mark.slow  # real Hermes agents in a subprocess
def test_skill_search_shows_a_session_what_hermes_index_shows_it(tmp_path: Path) -> None:
    home = tmp_path / "hermes"
    write(home, SKILLS)
    repomod.init(home, "laptop")
    hermesconfig.set_plugin(home, True)
    query = "research a topic by reading web pages"
    plain, browsing = run_sessions(
        home,
        [
            {"toolsets": ["skills"], "query": query},
            {"toolsets": ["skills", "browser"], "query": query},
        ],
    )
    assert "browser_navigate" not in plain["tools"] and "browser_navigate" in browsing["tools"]
    found = [[r["name"] for r in s["result"]["results"]] for s in (plain, browsing)]
    # without the browser toolset: the curl fallback, never the skill that needs a browser
    assert "curl-pages" in found[0] and "browse-research" not in found[0]
    # with it: the browser skill, and the fallback is gone once browser_navigate is there
    assert "browse-research" in found[1] and "curl-pages" not in found[1]
    # as Hermes' own index in each session's system prompt
    conditional = {"curl-pages", "browse-research"}
    assert conditional & set(plain["index"]) == {"curl-pages"}
    assert conditional & set(browsing["index"]) == {"browse-research"}
    for session, names in zip((plain, browsing), found, strict=True):
        assert set(names) <= set(session["index"])


CHECK = """
import json, sys
from agent.prompt_builder import _skill_should_show
cases = json.load(sys.stdin)
print(json.dumps([_skill_should_show(c, None if t is None else set(t),
                                     None if s is None else set(s)) for c, t, s in cases]))
"""


@pytest.mark.slow  # imports Hermes' prompt builder in a subprocess
def test_the_mirrored_condition_rule_agrees_with_hermes(tmp_path: Path) -> None:
    keys = ("fallback_for_toolsets", "requires_toolsets", "fallback_for_tools", "requires_tools")
    values = ([], ["browser"], ["browser", "web"])
    conditions = [
        dict(zip(keys, combo, strict=True)) for combo in itertools.product(values, repeat=4)
    ]
    sessions = [
        (None, None),
        ([], []),
        (["browser_navigate"], ["browser"]),
        (["web_search"], ["web", "browser"]),
        (None, ["browser"]),
        (["browser", "web"], None),
    ]
    cases = [(c, t, s) for c in conditions for t, s in sessions]
    proc = subprocess.run(
        [sys.executable, "-c", CHECK],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env={**os.environ, "HERMES_HOME": str(tmp_path)},
    )
    hermes = json.loads(proc.stdout)
    ours = [
        conditions_allow(c, None if t is None else set(t), None if s is None else set(s))
        for c, t, s in cases
    ]
    assert len(cases) == 486 and ours == hermes
    assert any(hermes) and not all(hermes)


def test_external_skills_are_offered_as_hermes_lists_them(tmp_path: Path) -> None:
    """Hermes' real index over a home with `skills.external_dirs` (a clash with a local name,
    and one behind a condition) and the skills search offers for the same session agree."""
    home, shared = tmp_path / "hermes", tmp_path / "shared"
    write(home, SKILLS)
    write(
        shared,
        {
            "kitchen/sourdough/SKILL.md": skill_md("sourdough", "Bake sourdough bread."),
            "ops/deploy/SKILL.md": skill_md("deploy", "Fold origami cranes."),
            "web/browse-research/SKILL.md": skill_md("browse-research", "Browse, shared copy."),
        },
    )
    stringly = skill_md(
        "stringly", "Needs a browser.", metadata="{hermes: {requires_toolsets: browser}}"
    )
    write(
        home,
        {
            "config.yaml": f"skills:\n  external_dirs: [{shared}]\n",
            "skills/web/stringly/SKILL.md": stringly,  # a string: Hermes iterates its letters
        },
    )
    repomod.init(home, "laptop")
    variants = [
        {},
        {"tools": ["skill_view"], "toolsets": ["skills"]},
        {"tools": ["browser_navigate"], "toolsets": ["skills", "browser"]},
    ]
    hermes = run_hermes_index(home, variants, rebuild=False)["texts"]
    search(home, "anything")
    index = store.load(home / ".git" / "hermes-git")
    assert index is not None
    for spec, text in zip(variants, hermes, strict=True):
        session = Visibility(
            tools=frozenset(spec["tools"]) if spec else None,
            toolsets=frozenset(spec["toolsets"]) if spec else None,
        )
        offered = [
            (d.name, d.description[:20])
            for d, ok in zip(index.docs, shown(home, index.docs, session), strict=True)
            if ok
        ]
        listed = re.findall(r"^    - ([^:\n]+)(?:: (.{0,20}))?", text, re.MULTILINE)
        assert sorted(offered) == sorted(listed)
        assert (("stringly", "Needs a browser.") in listed) == (not spec)
        assert ("sourdough", "Bake sourdough bread") in listed
        # the external copy only where the local one is hidden (it needs the browser toolset)
        assert (("browse-research", "Browse, shared copy.") in listed) == (spec == variants[1])
