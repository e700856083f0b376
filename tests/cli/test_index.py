"""`hermes-git index`: the skills index Hermes would show, from the command line."""

from __future__ import annotations

import json
from pathlib import Path

from hermes_git.snapshot.build import SNAPSHOT_FILE
from hermes_git.snapshot.render import INDEX_HEADER
from tests.conftest import Cli, write


def test_index_prints_the_index_of_the_home(hermes_home: Path, cli: Cli) -> None:
    result = cli("--repo", str(hermes_home), "index")
    assert result.exit_code == 0
    assert result.stdout.startswith(INDEX_HEADER)
    assert "  devops: DevOps stuff\n    - deploy: Deploy things to prod.\n" in result.stdout


def test_index_platform_picks_the_per_platform_disabled_list(hermes_home: Path, cli: Cli) -> None:
    write(hermes_home, {"config.yaml": "skills:\n  platform_disabled:\n    telegram: [deploy]\n"})
    assert "- deploy" in cli("--repo", str(hermes_home), "index").stdout
    assert (
        "- deploy" not in cli("--repo", str(hermes_home), "index", "--platform", "telegram").stdout
    )


def test_index_json_and_refresh(hermes_home: Path, cli: Cli) -> None:
    (hermes_home / SNAPSHOT_FILE).unlink()
    result = cli(
        "--repo", str(hermes_home), "index", "--refresh", "--format", "json", "--tool", "terminal"
    )
    data = json.loads(result.stdout)
    assert data["index"].startswith(INDEX_HEADER)
    assert "snapshot: rebuilt" in result.stderr
    assert (hermes_home / SNAPSHOT_FILE).exists()


def test_index_of_a_home_without_skills_says_so(tmp_path: Path, cli: Cli) -> None:
    result = cli("--repo", str(tmp_path), "index")
    assert (result.exit_code, result.stdout) == (0, "(no skills would be shown)\n")
