"""README's layout table names every wing and root module of the package, and nothing gone."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import git

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hermes_git"


def _layout_paths() -> set[str]:
    text = (ROOT / "README.md").read_text("utf-8")
    section = text.split("\n## Layout\n", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `(hermes_git/[^`]+)` \|", section, re.M))


def _tree() -> set[str]:
    wings = {f"hermes_git/{p.parent.name}/" for p in PACKAGE.glob("*/__init__.py")}
    modules = {f"hermes_git/{p.name}" for p in PACKAGE.glob("*.py") if p.name != "__init__.py"}
    return wings | modules


def test_the_layout_table_names_every_wing_and_root_module() -> None:
    listed = {
        p for p in _layout_paths() if p.endswith((".py", "/")) and p != "hermes_git/templates/"
    }
    assert sorted(_tree() - listed) == []  # in the tree, missing from README
    assert sorted(listed - _tree()) == []  # in README, gone from the tree


def _precommit_block() -> str:
    """README's shell block that writes `.pre-commit-config.yaml`."""
    blocks = re.findall(r"^```sh\n(.*?)^```$", (ROOT / "README.md").read_text("utf-8"), re.M | re.S)
    [block] = [b for b in blocks if ".pre-commit-config.yaml <<" in b]
    return block


def _precommit_config() -> dict[str, Any]:
    text = re.search(r"<<'EOF'\n(.*?)^EOF$", _precommit_block(), re.M | re.S)
    assert text is not None
    config: dict[str, Any] = yaml.safe_load(text.group(1))
    return config


def test_the_pre_commit_snippet_names_hooks_the_manifest_defines() -> None:
    manifest = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text("utf-8"))
    [repo] = _precommit_config()["repos"]
    assert repo["repo"] == "https://github.com/hermes-git/hermes-git"
    ids = [hook["id"] for hook in repo["hooks"]]
    assert ids and set(ids) <= {hook["id"] for hook in manifest}
    assert repo["rev"] == "main" or repo["rev"] in git(ROOT, "tag", "-l", "v*").split()


@pytest.mark.slow
def test_the_pre_commit_snippet_runs_as_written(tmp_path: Path) -> None:
    """README's commands in a clean folder, GitHub's URL served by a clone of this repository."""
    remote, folder = tmp_path / "remote", tmp_path / "skills"
    git(tmp_path, "clone", "-q", str(ROOT), str(remote))
    url = _precommit_config()["repos"][0]["repo"]
    subprocess.run(
        ["git", "config", "--global", f"url.{remote.as_uri()}.insteadOf", url], check=True
    )
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    env = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
    }
    done = subprocess.run(
        ["bash", "-euc", _precommit_block()],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    config = yaml.safe_load((folder / ".pre-commit-config.yaml").read_text("utf-8"))
    assert (
        config["repos"][0]["rev"] == git(remote, "rev-parse", "HEAD").strip()
    )  # pinned to a commit that exists
    assert (folder / ".git" / "hooks" / "pre-commit").is_file()


def _readme_commands() -> list[list[str]]:
    """`hermes-git WORD [WORD]` as README's shell blocks run it (`a|b` names both)."""
    text = (ROOT / "README.md").read_text("utf-8")
    blocks = "\n".join(re.findall(r"^```sh\n(.*?)^```$", text, re.M | re.S))
    found = re.findall(r"hermes-git ([a-z][\w-]*)(?: ([a-z][\w|-]*))?", blocks)
    inline = re.findall(r"`hermes-git ([a-z][\w-]*)(?: ([a-z][\w|-]*))?", text)
    return [[name, *filter(None, sub.split("|"))] for name, sub in found + inline]


def test_readme_names_every_command_and_only_commands_that_exist() -> None:
    import click

    from hermes_git.cli import COMMANDS, main
    from hermes_git.cli._help import PLUMBING

    ctx = click.Context(main)
    named = _readme_commands()
    assert sorted(set(COMMANDS) - PLUMBING - {n[0] for n in named}) == []  # undocumented
    unknown = []
    for name, *subs in named:
        command = main.get_command(ctx, name)
        if command is None:
            unknown.append(name)
        elif isinstance(command, click.Group):
            unknown += [f"{name} {s}" for s in subs if command.get_command(ctx, s) is None]
    assert unknown == []


@pytest.mark.slow
def test_the_install_from_github_line_builds(tmp_path: Path) -> None:
    """README's `pip install git+https://github.com/...@main`, GitHub served by a local clone."""
    text = (ROOT / "README.md").read_text("utf-8")
    line = re.search(r"^pip install (git\+https://github\.com/\S+@main)", text, re.M)
    assert line is not None
    remote = tmp_path / "remote"
    git(tmp_path, "clone", "-q", "--bare", str(ROOT), str(remote))  # main as this checkout's HEAD
    git(remote, "update-ref", "refs/heads/main", git(ROOT, "rev-parse", "HEAD").strip())
    url = line.group(1).removeprefix("git+").split("@")[0]
    git(tmp_path, "config", "--global", f"url.{remote.as_uri()}.insteadOf", url)
    target = tmp_path / "site"
    offline = ["--no-deps", "--no-build-isolation", "--no-index", "--target", str(target)]
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", *offline, line.group(1)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (target / "hermes_git" / "schemas" / "skill.schema.json").is_file()


def test_the_readme_shows_every_signing_command() -> None:
    from hermes_git.cli.signing import command

    text = (ROOT / "README.md").read_text("utf-8")
    assert command.commands
    for name in command.commands:
        assert f"hermes-git signing {name}" in text, name
