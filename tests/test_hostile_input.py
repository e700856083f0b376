"""Hostile YAML and JSON at every parser entry point: a clear error, never a crash or a hang.

Generated deep nesting (flow and block), alias bombs and random YAML punctuation go to the
loaders, the frontmatter reader, the config, the allow file, the lock file and the `validate`
and `skill list` commands; each must answer fast with a gate, usage or config error.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hermes_git import config as configmod
from hermes_git.errors import ConfigError
from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.guard.judge.suppress import load_allow_file
from hermes_git.parse.yamlio import (
    MAX_DEPTH,
    YAMLError,
    yaml_load,
    yaml_load_marked,
    yaml_safe_load,
)
from hermes_git.skills import lockfile
from hermes_git.validate.run import validate_skill_bytes
from tests.conftest import Cli, write
from tests.helpers.hostile import bomb, bomb_skill, deep_skill


def _no_links(link: str) -> bool:
    return False


def _block_nest(depth: int) -> str:
    return "".join(" " * i + f"k{i}:\n" for i in range(depth)) + " " * depth + "end: 1\n"


HOSTILE = st.one_of(
    st.integers(MAX_DEPTH + 1, 30_000).map(lambda n: "a: " + "[" * n + "]" * n + "\n"),
    st.integers(MAX_DEPTH + 1, 5_000).map(lambda n: "a: " + "{x: " * n + "1" + "}" * n + "\n"),
    st.integers(MAX_DEPTH + 1, 3_000).map(lambda n: "a: " + "[" * n + "\n"),  # never closed
    st.integers(MAX_DEPTH + 1, 1_500).map(_block_nest),
    st.tuples(st.integers(6, 10), st.integers(8, 12)).map(lambda t: bomb(*t)),
    st.text(alphabet="[]{}&*!|>:-,? \n'\"#%@`ab1", max_size=400),
)
FAST = settings(
    max_examples=25, deadline=2000, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


def _timed(call: object, *args: object) -> object:
    start = time.perf_counter()
    try:
        return call(*args)  # type: ignore[operator]
    finally:
        assert time.perf_counter() - start < 1.0


@FAST
@given(HOSTILE)
def test_the_yaml_loaders_refuse_or_load_but_never_crash(text: str) -> None:
    for load in (yaml_load, yaml_safe_load, yaml_load_marked):
        with contextlib.suppress(YAMLError):
            _timed(load, text)


@FAST
@given(HOSTILE)
def test_a_hostile_skill_is_an_error_with_a_line_never_a_crash(text: str) -> None:
    data = ("---\nname: x\ndescription: d\n" + text + "---\nbody\n").encode()
    load_frontmatter(parse_document(data))
    problems = _timed(validate_skill_bytes, data, "x", "hermes", "x/SKILL.md", _no_links)
    for problem in problems:  # type: ignore[attr-defined]
        if problem.rule.startswith("yaml"):
            assert problem.line is not None


def test_deep_nesting_and_alias_bombs_are_refused_with_their_line() -> None:
    for text, line, words in (
        ("name: x\nmeta: " + "[" * 20_000 + "]" * 20_000 + "\n", 3, "nested deeper"),
        ("name: x\n" + bomb(9, 9), 8, "alias bomb"),
    ):
        data = ("---\n" + text + "---\nbody\n").encode()
        problems = _timed(validate_skill_bytes, data, "x", "hermes", "x/SKILL.md", _no_links)
        bounds = [p for p in problems if p.rule == "yaml-bounds"]  # type: ignore[attr-defined]
        assert bounds and words in bounds[0].message and bounds[0].line == line


@settings(max_examples=10, deadline=3000, derandomize=True)
@given(HOSTILE)
def test_hostile_config_and_allow_file_are_config_errors(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("hostile")
    (root / ".hermes-git.yaml").write_text("version: 1\n" + text, "utf-8")
    (root / ".hermes-git-allow.yaml").write_text("allow:\n" + text, "utf-8")
    for load, arg in ((configmod.load, root), (load_allow_file, root / ".hermes-git-allow.yaml")):
        with contextlib.suppress(ConfigError):
            _timed(load, arg)


@pytest.mark.parametrize("depth", [10, 100_000])
def test_a_deeply_nested_lock_file_is_a_config_error_with_a_fix(depth: int) -> None:
    with pytest.raises(ConfigError) as caught:
        lockfile.parse(b"[" * depth + b"]" * depth)
    assert "git checkout" in (caught.value.fix or "")


def test_a_non_utf8_config_names_its_line_and_a_fix(tmp_path: Path) -> None:
    (tmp_path / ".hermes-git.yaml").write_bytes(b"version: 1\ndevice: caf\xe9\n")
    with pytest.raises(ConfigError) as caught:
        configmod.load(tmp_path)
    assert caught.value.line == 2 and "UTF-8" in (caught.value.fix or "")


@pytest.mark.slow
def test_commands_report_the_bad_skills_and_handle_the_rest(repo: Path, cli: Cli) -> None:
    write(
        repo,
        {
            "skills/deep/SKILL.md": deep_skill("deep"),
            "skills/bomb/SKILL.md": bomb_skill("bomb"),
            "skills/fresh/SKILL.md": "---\nname: fresh\ndescription: A new one.\n---\nbody\n",
        },
    )
    start = time.perf_counter()
    checked = cli("--repo", str(repo), "validate")
    assert checked.exit_code == 1
    assert "skills/deep/SKILL.md:4:" in checked.output and "skills/bomb/SKILL.md:" in checked.output
    listed = cli("--repo", str(repo), "skill", "list")
    assert listed.exit_code == 1 and "fresh" in listed.stdout and "bomb" not in listed.stdout
    assert "skills/deep/SKILL.md:4:" in listed.stderr and "skills/bomb/SKILL.md:9:" in listed.stderr
    captured = cli("--repo", str(repo), "capture")
    assert captured.exit_code == 1
    assert "kept skills/fresh for review" in captured.output  # review mode: on a branch
    assert "NOT committed skills/deep" in captured.output
    assert "NOT committed skills/bomb" in captured.output
    assert time.perf_counter() - start < 10


@pytest.mark.slow
def test_sync_publishes_the_good_skills_and_reports_the_hostile_one(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    from hermes_git.sync import run as sync
    from tests.conftest import git, record_skills
    from tests.helpers.remotes import bare_repo

    record_skills(repo)  # hand edits go to main in record mode (review mode: a review branch)
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert sync.sync(repo).outcome == "synced"
    write(
        repo,
        {
            "skills/bomb/SKILL.md": bomb_skill("bomb"),
            "skills/fresh/SKILL.md": "---\nname: fresh\ndescription: A new one.\n---\nbody\n",
        },
    )
    synced = cli("--repo", str(repo), "sync")
    assert synced.exit_code == 1, synced.output
    assert "committed live change: skills/fresh" in synced.output
    assert "not committed (gate): skills/bomb" in synced.output
    assert "skills/bomb/SKILL.md:9:" in synced.output and "alias bomb" in synced.output
    remote_files = git(repo, "ls-tree", "-r", "--name-only", "origin/main")
    assert "skills/fresh/SKILL.md" in remote_files and "skills/bomb" not in remote_files


@settings(max_examples=15, deadline=3000, derandomize=True)
@given(HOSTILE)
def test_the_cli_never_crashes_on_a_hostile_skill(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("cli")
    (root / "x").mkdir()
    (root / "x/SKILL.md").write_text("---\nname: x\ndescription: d\n" + text + "---\nb\n", "utf-8")
    result = Cli()("validate", str(root / "x"))
    assert result.exit_code in (0, 1), result.output


@pytest.mark.parametrize("text", ["a: " + "[" * 5000 + "]" * 5000 + "\n", bomb(9, 9)])
def test_a_hostile_hermes_config_is_a_config_error(tmp_path: Path, text: str) -> None:
    from hermes_git import hermesconfig

    (tmp_path / "config.yaml").write_text(text, "utf-8")
    with pytest.raises(ConfigError) as caught:
        _timed(hermesconfig.set_plugin, tmp_path, True)
    assert caught.value.line is not None
