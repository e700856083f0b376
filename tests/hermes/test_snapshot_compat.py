"""The snapshot hermes-git writes is accepted by the real Hermes 0.19, which then renders exactly
`render_index`'s text without rewriting it; Hermes' own snapshot has the same bytes.

Hermes runs in a subprocess (`index_driver.py`) with `HERMES_HOME` set to a home built from the
whole corpus plus edge cases (unreadable, flat and root-level skills, conditional skills, an
external folder, disabled lists per platform).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hermes_git.snapshot.build import SNAPSHOT_FILE, build_snapshot, snapshot_bytes, write_snapshot
from hermes_git.snapshot.render import render_index
from tests.conftest import CORPUS, require_corpus, skill_md, write
from tests.hermes.helpers import TIMEOUT, command

pytestmark = pytest.mark.hermes

DRIVER = Path(__file__).resolve().with_name("index_driver.py")
CONFIG = """\
skills:
  disabled: [kanban-worker, lint]
  platform_disabled:
    telegram: [xlsx, pdf, gif-search]
    discord: []
  external_dirs: [../external]
"""
VARIANTS: list[dict[str, Any]] = [
    {},  # first: a fresh process, nothing cached
    {"hermes_platform": "telegram"},
    {"hermes_platform": "discord"},
    {"sys_platform": "darwin"},
    {"sys_platform": "win32", "hermes_platform": "telegram"},
    {"tools": ["terminal", "web_search"], "toolsets": ["terminal", "web"]},
    {"tools": [], "toolsets": []},
]


def build_home(root: Path) -> Path:
    """The corpus laid out as a real home, plus the edge cases the index distinguishes."""
    require_corpus()
    home, skills = root / "home", root / "home" / "skills"
    shutil.copytree(CORPUS / "hermes-agent" / "skills", skills)
    shutil.copytree(CORPUS / "hermes-agent" / "optional-skills", skills / "optional-skills")
    shutil.copytree(CORPUS / "anthropic-skills", skills / "anthropic-skills")
    write(
        home,
        {
            "config.yaml": CONFIG,
            "skills/SKILL.md": skill_md("root-skill", "A SKILL.md in the skills folder itself."),
            "skills/DESCRIPTION.md": "---\ndescription: 'Top level'\n---\n",
            "skills/flat/SKILL.md": skill_md("flat", '"A flat skill with quotes."'),
            "skills/broken/unreadable/SKILL.md": b"---\nname: x\ndescription: \xff\xfe\n---\n",
            "skills/dup/one/SKILL.md": skill_md("twin", "First twin."),
            "skills/dup/two/SKILL.md": skill_md("twin", "Second twin."),
            "skills/devops/deploy/references/SKILL.md": skill_md("not-a-skill"),
            "skills/.archive/old/SKILL.md": skill_md("archived"),
        },
    )
    write(
        root,
        {
            "external/ext-tools/lint/SKILL.md": skill_md("lint", "Disabled by config."),
            "external/ext-tools/fmt/SKILL.md": skill_md("fmt", "Format code."),
            "external/ext-tools/DESCRIPTION.md": "---\ndescription: External tools\n---\n",
            "external/flat/SKILL.md": skill_md("flat", "Shadowed by the local flat skill."),
        },
    )
    return home


def run_hermes_index(home: Path, variants: list[dict[str, Any]], rebuild: bool) -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, str(DRIVER)],
        input=command(home, "index", variants=variants, rebuild=rebuild),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
        check=False,
    )
    assert proc.returncode == 0, f"Hermes index driver failed:\n{proc.stderr}"
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def ours(home: Path, spec: dict[str, Any], real_platform: str) -> str:
    return render_index(
        home,
        spec.get("hermes_platform"),
        spec.get("tools"),
        spec.get("toolsets"),
        system=spec.get("sys_platform") or real_platform,
    )


@pytest.fixture(scope="module")
def hermes_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any], list[str]]:
    home = build_home(tmp_path_factory.mktemp("snapshot-compat"))
    write_snapshot(home)
    expected = [ours(home, spec, sys.platform) for spec in VARIANTS]
    return home, run_hermes_index(home, VARIANTS, rebuild=True), expected


def test_hermes_accepts_the_snapshot_hermes_git_wrote(
    hermes_run: tuple[Path, dict[str, Any], list[str]],
) -> None:
    _, hermes, _ = hermes_run
    assert hermes["accepted"] is True


def test_hermes_does_not_rewrite_it(hermes_run: tuple[Path, dict[str, Any], list[str]]) -> None:
    _, hermes, _ = hermes_run
    assert hermes["mtime_before"] is not None
    assert hermes["mtime_after"] == hermes["mtime_before"]


@pytest.mark.parametrize(
    "index", range(len(VARIANTS)), ids=[json.dumps(v, sort_keys=True) for v in VARIANTS]
)
def test_hermes_renders_exactly_render_index(
    hermes_run: tuple[Path, dict[str, Any], list[str]], index: int
) -> None:
    _, hermes, expected = hermes_run
    assert hermes["texts"][index] == expected[index]


def test_the_variants_really_differ(hermes_run: tuple[Path, dict[str, Any], list[str]]) -> None:
    _, hermes, expected = hermes_run
    assert len(set(expected)) == len(expected) - 1  # discord disables nothing more
    assert "    - fmt: Format code." in expected[0]  # from the external folder
    assert "    - flat: A flat skill with quotes." in expected[0]  # local wins
    assert "- lint" not in expected[0]
    assert hermes["texts"][0].count("    - twin") == 1


def test_hermes_own_snapshot_has_the_same_bytes(
    hermes_run: tuple[Path, dict[str, Any], list[str]],
) -> None:
    home, hermes, _ = hermes_run
    assert hermes["hermes_snapshot"].encode("utf-8") == snapshot_bytes(build_snapshot(home))


def test_without_a_snapshot_render_index_matches_hermes_cold_path(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write(
        home,
        {
            "skills/kanban/kw/SKILL.md": skill_md("kw", "Kanban only.", environments="[kanban]"),
            "skills/apple/mac/SKILL.md": skill_md("mac", "Mac only.", platforms="[macos]"),
            "skills/devops/deploy/SKILL.md": skill_md("deploy", "Deploy."),
        },
    )
    expected = render_index(home)
    hermes = run_hermes_index(home, [{}], rebuild=False)
    assert (hermes["accepted"], hermes["mtime_before"]) == (False, None)
    assert hermes["texts"] == [expected]
    assert "kw" not in expected and "mac" not in expected
    # Hermes wrote its snapshot on that cold path: hermes-git reads it as Hermes' fast path does
    assert (home / SNAPSHOT_FILE).read_bytes() == snapshot_bytes(build_snapshot(home))
    assert "    - kw\n" in render_index(home)
