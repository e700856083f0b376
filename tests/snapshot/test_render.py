"""The skills index hermes-git renders as Hermes 0.19 does (Hermes itself: tests/hermes/)."""

from __future__ import annotations

import time
from pathlib import Path

from hermes_git.snapshot.build import SNAPSHOT_FILE, write_snapshot
from hermes_git.snapshot.render import COMPACT_NOTE, INDEX_FOOTER, INDEX_HEADER, render_index
from tests.conftest import skill_md, write


def test_render_index_has_hermes_shape(home: Path) -> None:
    text = render_index(home, system="linux")
    assert text.startswith(INDEX_HEADER)
    assert text.endswith(INDEX_FOOTER)
    body = text[len(INDEX_HEADER) : -len(INDEX_FOOTER)].splitlines()
    assert body[:3] == ["  broken:", "    - broken", "  café:"]
    assert "  devops: DevOps stuff" in body
    assert "    - deploy: Deploy things to prod." in body
    assert "  mlops/inference:" in body
    assert "mac-notes" not in text
    assert "    - mac-notes: Mac only." in render_index(home, system="darwin")


def test_render_index_filters_disabled_skills_per_platform(home: Path) -> None:
    write(
        home,
        {
            "config.yaml": "skills:\n  disabled: [notes]\n  platform_disabled:\n"
            "    telegram: [vllm]\n"
        },
    )
    assert "- notes" not in render_index(home)
    assert "- vllm" in render_index(home)
    assert "- vllm" not in render_index(home, "telegram")
    assert "- notes" in render_index(home, disabled=[])


def test_render_index_applies_conditional_activation(home: Path) -> None:
    write(
        home,
        {
            "skills/web/ddg/SKILL.md": skill_md(
                "ddg", "Search.", metadata="{hermes: {fallback_for_toolsets: [web]}}"
            ),
            "skills/web/shell/SKILL.md": skill_md(
                "shell", "Shell.", metadata="{hermes: {requires_tools: [terminal]}}"
            ),
        },
    )
    assert "- ddg" in render_index(home) and "- shell" in render_index(home)
    filtered = render_index(home, available_tools={"x"}, available_toolsets={"web"})
    assert "- ddg" not in filtered and "- shell" not in filtered
    assert "- shell" in render_index(home, available_tools={"terminal"}, available_toolsets=set())


def test_same_name_twice_in_a_category_is_shown_once(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "skills/cat/a/SKILL.md": skill_md("same", "First."),
            "skills/cat/b/SKILL.md": skill_md("same", "Second."),
        },
    )
    assert render_index(tmp_path).count("- same") == 1
    assert "    - same: First." in render_index(tmp_path)


def test_external_folders_add_skills_local_names_win(home: Path, tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "ext/tools/deploy/SKILL.md": skill_md("deploy", "External deploy."),
            "ext/tools/lint/SKILL.md": skill_md("lint", "Lint code."),
            "ext/tools/DESCRIPTION.md": "---\ndescription: Tools\n---\n",
            "ext/devops/DESCRIPTION.md": "---\ndescription: Other\n---\n",
        },
    )
    write(home, {"config.yaml": f"skills:\n  external_dirs: ['{tmp_path / 'ext'}', missing]\n"})
    text = render_index(home)
    assert "  tools: Tools\n    - lint: Lint code." in text
    assert "External deploy." not in text
    assert "  devops: DevOps stuff" in text  # a local category description wins


def test_compact_categories_show_names_only(home: Path) -> None:
    text = render_index(home, compact_categories={"devops"})
    assert "  devops [names only]: deploy" in text
    assert text.endswith(COMPACT_NOTE)


def test_no_skills_no_index(tmp_path: Path) -> None:
    assert render_index(tmp_path) == ""
    (tmp_path / "skills").mkdir()
    assert render_index(tmp_path) == ""


def test_from_a_snapshot_an_environment_tagged_skill_shows_without_description(home: Path) -> None:
    # Hermes 0.19 quirk (hermes-0.19.md §5.3): its snapshot path does not re-apply the
    # `environments:` filter that its cold path applies.
    write(
        home, {"skills/kanban/kw/SKILL.md": skill_md("kw", "Kanban only.", environments="[kanban]")}
    )
    assert "- kw" not in render_index(home)
    write_snapshot(home)
    assert "    - kw\n" in render_index(home)


def test_render_is_quick_and_writes_nothing(home: Path) -> None:
    start = time.perf_counter()
    render_index(home)
    assert time.perf_counter() - start < 1
    assert not (home / SNAPSHOT_FILE).exists()
