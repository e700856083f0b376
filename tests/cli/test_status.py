"""`hermes-git status`: live changes by skill and memory entry."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import Cli, git, skill_md, write


def test_clean(cli: Cli, repo: Path) -> None:
    assert "match the last commit" in cli("--repo", str(repo), "status").stdout


def test_changes_grouped_by_skill_and_memory_entry(cli: Cli, repo: Path) -> None:
    write(
        repo,
        {
            "skills/devops/deploy/references/checklist.md": "# Changed\n",
            "skills/new-one/SKILL.md": skill_md("new-one"),
            "memories/USER.md": "User prefers rebase\n§\nLikes short answers",
        },
    )
    (repo / "skills" / "notes" / "SKILL.md").unlink()
    git(repo, "branch", "hermes/review/laptop/notes")
    data = json.loads(cli("--repo", str(repo), "--format", "json", "status").stdout)
    assert data["skills"] == {
        "devops/deploy": ["M skills/devops/deploy/references/checklist.md"],
        "new-one": ["?? skills/new-one/SKILL.md"],
        "notes": ["D skills/notes/SKILL.md"],
    }
    assert data["memory"] == [{"target": "user", "added": ["Likes short answers"], "removed": []}]
    assert data["pending_reviews"] == ["hermes/review/laptop/notes"]
    text = cli("--repo", str(repo), "status").stdout
    assert "memory user: +1 -0 entries" in text and "1 pending review:" in text


def test_a_secret_moved_to_quarantine_shows_in_status(cli: Cli, repo: Path) -> None:
    token = "ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v"
    body = f"# Deploy\n\nexport GITHUB_TOKEN={token}\n"
    write(repo, {"skills/ops/leaky/SKILL.md": skill_md("leaky", body=body)})
    assert cli("--repo", str(repo), "capture").exit_code == 1
    assert not (repo / "skills/ops/leaky").exists()
    shown = cli("--repo", str(repo), "status")
    assert shown.exit_code == 0
    line = next(x for x in shown.stdout.splitlines() if x.startswith("quarantined"))
    assert "skills/ops/leaky: 1 file held out of Hermes' reach" in line
    [held] = json.loads(cli("--repo", str(repo), "--format", "json", "status").stdout)[
        "quarantined"
    ]
    assert f"capture --restore {held['id']}" in line
    assert held["paths"] == ["skills/ops/leaky/SKILL.md"]
