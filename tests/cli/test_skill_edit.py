"""`hermes-git skill create|edit|delete`: a person's change through $EDITOR and the gates."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import Cli, git, skill_md

TOKEN = "ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v"


def use_editor(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, script: str) -> None:
    """$EDITOR becomes a small shell script run on the file to edit ("$1")."""
    editor = tmp_path / f"editor-{len(list(tmp_path.glob('editor-*')))}.sh"
    editor.write_text("#!/bin/sh\nset -e\n" + script, "utf-8")
    editor.chmod(0o755)
    for var in ("GIT_EDITOR", "VISUAL"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("EDITOR", str(editor))


def writes(text: str) -> str:
    return f"cat > \"$1\" <<'EOF'\n{text}EOF\n"


def main_files(repo: Path) -> list[str]:
    return git(repo, "ls-tree", "-r", "--name-only", "main", "skills").split()


def test_edit_opens_a_copy_and_commits_the_saved_text_on_main(
    cli: Cli, repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    live = repo / "skills/devops/deploy/SKILL.md"
    seen = tmp_path / "seen"
    use_editor(
        monkeypatch,
        tmp_path,
        f'echo "$1" > {seen}\nsed -i "s/Deploy things to prod./Deploy to production./" "$1"\n',
    )
    done = cli("--repo", str(repo), "skill", "edit", "deploy")
    assert done.exit_code == 0, done.output
    assert "Skill 'deploy' updated" in done.stdout and "on main" in done.stdout
    opened = Path(seen.read_text().strip())
    assert opened != live and not opened.exists()  # a temporary copy, removed once saved
    assert "Deploy to production." in live.read_text()
    assert "Deploy to production." in git(repo, "show", "main:skills/devops/deploy/SKILL.md")
    assert git(repo, "status", "--porcelain") == ""
    assert git(repo, "branch", "--list", "hermes/review/*") == ""  # review mode: still main


def test_edit_of_a_supporting_file_and_create_then_delete(
    cli: Cli, repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_editor(monkeypatch, tmp_path, 'echo "- one more check" >> "$1"\n')
    done = cli("--repo", str(repo), "skill", "edit", "deploy", "references/checklist.md")
    assert done.exit_code == 0, done.output
    assert (
        (repo / "skills/devops/deploy/references/checklist.md")
        .read_text()
        .endswith("- one more check\n")
    )
    use_editor(monkeypatch, tmp_path, writes(skill_md("transcribe", "Turns audio into text.")))
    made = cli("--repo", str(repo), "skill", "create", "transcribe", "--category", "media")
    assert made.exit_code == 0, made.output
    assert "skills/media/transcribe/SKILL.md" in main_files(repo)
    gone = cli("--repo", str(repo), "skill", "delete", "transcribe", "--yes")
    assert gone.exit_code == 0, gone.output
    assert "skills/media/transcribe/SKILL.md" not in main_files(repo)
    assert not (repo / "skills/media/transcribe").exists()
    assert git(repo, "status", "--porcelain") == ""


def test_a_refused_edit_keeps_the_copy_and_says_where_and_why(
    cli: Cli, repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    live = repo / "skills/devops/deploy/SKILL.md"
    before, main = live.read_text(), git(repo, "rev-parse", "main")
    use_editor(monkeypatch, tmp_path, f'echo "export GITHUB_TOKEN={TOKEN}" >> "$1"\n')
    refused = cli("--repo", str(repo), "skill", "edit", "deploy")
    assert refused.exit_code == 1
    kept = Path(re.search(r"your text is kept at (\S+)", refused.stderr).group(1))  # type: ignore[union-attr]
    assert TOKEN in kept.read_text() and "fix:" in refused.stderr
    assert f"--from {kept}" in refused.stderr
    assert live.read_text() == before and git(repo, "rev-parse", "main") == main
    use_editor(monkeypatch, tmp_path, 'sed -i "/GITHUB_TOKEN/d" "$1"\necho "Fixed." >> "$1"\n')
    again = cli("--repo", str(repo), "skill", "edit", "deploy", "--from", str(kept))
    assert again.exit_code == 0, again.output
    assert live.read_text().endswith("Fixed.\n") and TOKEN not in live.read_text()


def test_hermes_own_refusal_and_an_unchanged_text(
    cli: Cli, repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_editor(monkeypatch, tmp_path, writes("no frontmatter at all\n"))
    broken = cli("--repo", str(repo), "skill", "edit", "notes")
    assert broken.exit_code == 1 and "frontmatter" in broken.stderr
    assert "your text is kept at" in broken.stderr
    use_editor(monkeypatch, tmp_path, "true\n")
    same = cli("--repo", str(repo), "--format", "json", "skill", "edit", "notes")
    assert same.exit_code == 0 and json.loads(same.stdout)["status"] == "unchanged"
    template = cli("--repo", str(repo), "skill", "create", "fresh")
    assert template.exit_code == 0 and "nothing changed" in template.stdout
    assert not (repo / "skills/fresh").exists()
    assert cli("--repo", str(repo), "skill", "create", "notes").exit_code == 2
    assert cli("--repo", str(repo), "skill", "edit", "nope").exit_code == 2
    outside = cli("--repo", str(repo), "skill", "edit", "notes", "notes.txt")
    assert outside.exit_code == 2 and "references/" in outside.stderr
    use_editor(monkeypatch, tmp_path, "exit 3\n")
    failed = cli("--repo", str(repo), "skill", "edit", "notes")
    assert failed.exit_code == 3 and "exited with status 3" in failed.stderr
