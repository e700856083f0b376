"""Size limits on `capture` and `sync`: refused for community skills, warned for the home's own."""

from __future__ import annotations

import os
from pathlib import Path

from hermes_git.hub import install as hub
from hermes_git.proposals import review
from hermes_git.sync import join
from tests.conftest import Cli, git, record_skills, skill_md, write
from tests.helpers.hubkit import make_source
from tests.helpers.remotes import bare_repo

BIG = 3 * 1024 * 1024  # over the 2 MiB a skill file may have (a 60 MB binary is refused alike)


def _community_skill(repo: Path, tmp_path: Path) -> None:
    source = make_source(tmp_path / "upstream", {"alpha": skill_md("alpha", "Does alpha.")})
    result = hub.install(repo, str(source))
    review.approve(repo, result.branches[0])


def test_capture_refuses_a_big_file_in_a_community_skill_and_warns_for_an_own_one(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    record_skills(repo)
    _community_skill(repo, tmp_path)
    blob = os.urandom(BIG)
    write(repo, {"skills/alpha/assets/model.bin": blob, "skills/notes/assets/data.bin": blob})
    main = git(repo, "rev-parse", "main").strip()

    done = cli("--repo", str(repo), "capture")

    assert done.exit_code == 1, done.output
    assert "NOT committed skills/alpha:" in done.output
    assert f"skills/alpha/assets/model.bin: {BIG:,} bytes (a skill file may have" in done.output
    assert f"warning: skills/notes/assets/data.bin: {BIG:,} bytes" in done.output
    assert "committed skills/notes" in done.output
    assert "model.bin" not in git(repo, "ls-tree", "-r", "--name-only", "main")
    assert git(repo, "rev-list", "--count", f"{main}..main") == "1\n"


def test_sync_blocks_a_big_file_pushed_into_a_community_skill(
    repo: Path, tmp_path: Path, cli: Cli
) -> None:
    _community_skill(repo, tmp_path)
    bare = bare_repo(tmp_path)
    git(repo, "remote", "add", "origin", bare.as_uri())
    assert cli("--repo", str(repo), "sync").exit_code == 0
    desktop = join.clone(bare.as_uri(), tmp_path / "desktop", "desktop").root
    plain = tmp_path / "plain"
    git(tmp_path, "clone", "-q", "-b", "main", bare.as_uri(), str(plain))
    write(plain, {"skills/alpha/assets/model.bin": os.urandom(BIG)})
    git(plain, "add", "-A")
    git(plain, "commit", "-qm", "a model")
    git(plain, "push", "-q", "origin", "main")

    done = cli("--repo", str(desktop), "sync")

    assert done.exit_code == 1, done.output
    assert "it waits on hermes/review/desktop/sync-blocked" in done.output
    assert not (desktop / "skills/alpha/assets/model.bin").exists()
