"""Hermes' index filters: platforms, runtime environments, disabled names, external folders."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.snapshot import index as indexrules
from tests.conftest import write


@pytest.mark.parametrize(
    ("platforms", "system", "shown"),
    [
        (None, "linux", True),
        ([], "win32", True),
        (["macos"], "darwin", True),
        (["macos"], "linux", False),
        ("windows", "win32", True),
        ([" Linux "], "linux", True),
        (["freebsd"], "freebsd14", True),
        (["macos", "linux"], "win32", False),
    ],
)
def test_platforms_map_like_hermes(platforms: object, system: str, shown: bool) -> None:
    assert indexrules.platform_matches(platforms, system, termux=False) is shown


def test_termux_runs_linux_skills_whatever_sys_platform_says() -> None:
    assert indexrules.platform_matches(["linux"], "android", termux=True)
    assert not indexrules.platform_matches(["linux"], "android", termux=False)


def test_running_in_termux_reads_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TERMUX_VERSION", raising=False)
    monkeypatch.setenv("PREFIX", "/data/data/com.termux/files/usr")
    assert indexrules.running_in_termux()


@pytest.mark.parametrize(
    ("environments", "active", "shown"),
    [
        (None, set(), True),
        (["kanban"], set(), False),
        (["kanban"], {"kanban"}, True),
        ("docker", {"docker"}, True),
        (["made-up"], set(), True),
        (["s6", "kanban"], {"s6"}, True),
    ],
)
def test_environment_tags_hide_only_known_inactive_environments(
    environments: object, active: set[str], shown: bool
) -> None:
    frontmatter = {} if environments is None else {"environments": environments}
    assert indexrules.environment_matches(frontmatter, frozenset(active)) is shown


def test_kanban_is_active_with_the_toolset_or_a_worker_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for var in ("HERMES_KANBAN_TASK", "HERMES_KANBAN_BOARD"):
        monkeypatch.delenv(var, raising=False)
    assert "kanban" not in indexrules.active_environments(tmp_path)
    write(tmp_path, {"config.yaml": "toolsets: [hermes-cli, kanban]\n"})
    assert "kanban" in indexrules.active_environments(tmp_path)
    monkeypatch.setenv("HERMES_KANBAN_TASK", "t1")
    assert "kanban" in indexrules.active_environments(tmp_path / "elsewhere")


def test_disabled_names_add_the_platform_list_to_the_global_one() -> None:
    config = {"skills": {"disabled": ["a", " ", "b "], "platform_disabled": {"telegram": "c"}}}
    assert indexrules.disabled_names(config, None) == {"a", "b"}
    assert indexrules.disabled_names(config, "telegram") == {"a", "b", "c"}
    assert indexrules.disabled_names(config, "discord") == {"a", "b"}
    assert indexrules.disabled_names({"skills": "nonsense"}, "telegram") == set()


def test_a_broken_config_yaml_reads_as_empty(tmp_path: Path) -> None:
    write(tmp_path, {"config.yaml": "skills: [unclosed\n"})
    assert indexrules.hermes_config(tmp_path) == {}
    write(tmp_path, {"config.yaml": "- a list\n"})
    assert indexrules.hermes_config(tmp_path) == {}


def test_external_dirs_resolve_expand_and_skip_duplicates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    write(tmp_path, {"home/skills/x": "", "home/rel/x": "", "abs/x": ""})
    monkeypatch.setenv("EXTRA", str(tmp_path / "abs"))
    config = {
        "skills": {
            "external_dirs": ["rel", "${EXTRA}", str(tmp_path / "abs"), "skills", "missing", ""]
        }
    }
    assert indexrules.external_dirs(home, config) == [
        (home / "rel").resolve(),
        (tmp_path / "abs").resolve(),
    ]
    assert indexrules.external_dirs(home, {"skills": {"external_dirs": "rel"}}) == [
        (home / "rel").resolve()
    ]


def test_conditions_hide_fallbacks_and_missing_requirements() -> None:
    conditions = {"fallback_for_toolsets": ["web"], "requires_tools": ["terminal"]}
    assert indexrules.conditions_allow(conditions, None, None)
    assert not indexrules.conditions_allow(conditions, {"terminal"}, {"web"})
    assert not indexrules.conditions_allow(conditions, set(), set())
    assert indexrules.conditions_allow(conditions, {"terminal"}, None)
