"""`update` of an installed community skill: a new upstream version holding a secret."""

from __future__ import annotations

import subprocess
from pathlib import Path

from hermes_git.hub import install as hub
from hermes_git.hub import update as hubupdate
from hermes_git.proposals import review
from tests.conftest import git, skill_md, write
from tests.helpers.hubkit import commit_files, make_source

# A fake value in a real shape (not a working key), used by no other test.
TOKEN = "ghp_Qm7Rt2Vx9Lk4Np8Zw3Hc6Jd1Fs5Gb0Ty2Ue4"


def stored_objects(root: Path) -> list[bytes]:
    """The content of every object in the repo's store (loose, packed, reachable or not)."""
    listed = git(root, "cat-file", "--batch-all-objects", "--batch-check=%(objectname)")
    ids = listed.split()
    out = subprocess.run(
        ["git", "cat-file", "--batch"],
        cwd=root,
        input="\n".join(ids).encode() + b"\n",
        capture_output=True,
        check=True,
    ).stdout
    return [out] if ids else []


def live_files(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in (root / "skills").rglob("*")
        if p.is_file()
    }


def test_update_refuses_an_upstream_version_that_adds_a_secret(repo: Path, tmp_path: Path) -> None:
    body = "# Notes\n\nKeep notes.\n"
    source = make_source(tmp_path / "upstream", {"bot-notes": skill_md("bot-notes", body=body)})
    installed = hub.install(repo, str(source), trust="community")
    assert installed.branches, [s.reasons for s in installed.skills]
    review.approve(repo, installed.branches[0])
    refs, disk = git(repo, "for-each-ref"), live_files(repo)
    assert TOKEN.encode() not in b"".join(stored_objects(repo))
    commit_files(
        source,
        {"skills/bot-notes/references/api.md": f"# API\n\nUse the token {TOKEN} for the bot.\n"},
    )
    result = hubupdate.update(repo, ("bot-notes",))
    assert [s.status for s in result.skills] == ["refused"] and result.branches == []
    assert any("secret:github-token" in r for r in result.skills[0].reasons)
    assert TOKEN not in "\n".join(result.skills[0].reasons)
    assert git(repo, "for-each-ref") == refs and git(repo, "status", "--porcelain") == ""
    assert live_files(repo) == disk
    assert TOKEN[8:].encode() not in b"".join(stored_objects(repo))


def test_a_policy_letting_dangerous_skills_in_still_refuses_a_secret(
    repo: Path, tmp_path: Path
) -> None:
    policy = "version: 1\nguard:\n  policy:\n    trusted:\n      dangerous: allow\n"
    write(repo, {".hermes-git.yaml": policy})
    git(repo, "commit", "-qam", "let dangerous trusted skills in")
    body = f"# Bot\n\nexport GITHUB_TOKEN={TOKEN}\n"
    source = make_source(tmp_path / "vendor", {"bot": skill_md("bot", body=body)})
    result = hub.install(repo, str(source), trust="trusted")
    assert result.refused and result.branches == [], [s.reasons for s in result.skills]
    assert not (repo / "skills/bot").exists()
