"""The real Hermes 0.19 with skill search: the plugin's `skill_search` tool answers through
Hermes' own dispatch, and a compact snapshot is accepted and rendered without a rescan."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git import hermesconfig
from hermes_git import init as repomod
from hermes_git.prompt import refresh_prompt as refresh_snapshot
from hermes_git.snapshot.build import SNAPSHOT_FILE, write_snapshot
from hermes_git.snapshot.compact import NOTE
from hermes_git.snapshot.render import render_index
from tests.conftest import skill_md, write
from tests.hermes.test_snapshot_compat import run_hermes_index

pytestmark = pytest.mark.hermes

PLUGIN_DRIVER = Path(__file__).resolve().with_name("plugin_driver.py")
SKILLS = {
    "skills/devops/deploy/SKILL.md": skill_md(
        "deploy", "Ship the web app to production servers with a rollback plan."
    ),
    "skills/media/transcribe/SKILL.md": skill_md(
        "transcribe", "Transcribe audio recordings to text with timestamps."
    ),
    "skills/devops/DESCRIPTION.md": "---\ndescription: Operations\n---\n",
}


def test_hermes_accepts_and_renders_a_compact_snapshot(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write(home, {**SKILLS, ".hermes-git.yaml": "version: 1\nindex:\n  mode: compact\n"})
    write_snapshot(home)
    ours = render_index(home)
    hermes = run_hermes_index(home, [{}], rebuild=False)
    assert hermes["accepted"] is True
    assert hermes["mtime_after"] == hermes["mtime_before"]
    assert hermes["texts"] == [ours]
    assert NOTE in ours and "    - deploy\n" in ours
    assert "rollback" not in ours  # no descriptions: names under their categories
    assert "Operations" in ours  # category blurbs stay


def test_auto_mode_compacts_only_above_the_limit(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write(
        home, {**SKILLS, ".hermes-git.yaml": "version: 1\nindex: {mode: auto, compact_above: 2}\n"}
    )
    write_snapshot(home)
    assert "rollback" in render_index(home)
    write(home, {"skills/misc/third/SKILL.md": skill_md("third", "A third skill.")})
    write_snapshot(home)
    text = render_index(home)
    assert NOTE in text and "rollback" not in text
    assert json.loads((home / SNAPSHOT_FILE).read_text())["skills"][0]["description"] == ""


@pytest.mark.slow  # a Hermes process / the openai client's import
def test_the_plugin_offers_skill_search_inside_hermes(tmp_path: Path) -> None:
    home = tmp_path / "hermes"
    write(home, {**SKILLS, "memories/MEMORY.md": "x"})
    repomod.init(home, "laptop")
    hermesconfig.set_plugin(home, True)
    steps = [
        {
            "op": "offered_tool",
            "name": "skill_search",
            "args": {"query": "transcribe the podcast recording"},
        },
        {
            "op": "offered_tool",
            "name": "skill_search",
            "args": {"query": "bake sourdough bread at home"},
        },
    ]
    proc = subprocess.run(
        [sys.executable, str(PLUGIN_DRIVER)],
        input=json.dumps({"home": str(home), "steps": steps}),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    found, none = (answer["result"] for answer in json.loads(proc.stdout))
    assert found["offered"] is True
    first = found["answer"]["results"][0]
    assert first["name"] == "transcribe"
    assert first["description"].startswith("Transcribe audio")
    assert first["why"]
    assert none["answer"]["results"] == [] and "no skill fits" in none["answer"]["note"]


def test_switching_the_mode_rewrites_the_snapshot_at_the_next_refresh(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write(home, {**SKILLS, "memories/MEMORY.md": "x"})
    repomod.init(home, "laptop")
    refresh_snapshot(home)
    assert refresh_snapshot(home) == "fresh"
    assert "rollback" in render_index(home)
    config = home / ".hermes-git.yaml"
    config.write_text(config.read_text() + "index: {mode: compact}\n")
    assert refresh_snapshot(home) == "rebuilt"
    assert NOTE in render_index(home) and "rollback" not in render_index(home)
    assert refresh_snapshot(home) == "fresh"
    hermes = run_hermes_index(home, [{}], rebuild=False)
    assert hermes["accepted"] is True and NOTE in hermes["texts"][0]
    config.write_text(config.read_text().replace("mode: compact", "mode: full"))
    assert refresh_snapshot(home) == "rebuilt"
    assert "rollback" in render_index(home)
