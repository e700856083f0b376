"""The search index keys a skill by its whole folder (`search/manifest.py`): a supporting file
changed on main alone re-indexes it; skills of `skills.external_dirs` (outside git) are indexed, followed and shown
with their path, and a local skill wins a name clash as in Hermes."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from hermes_git import init
from hermes_git.prompt import refresh_prompt
from hermes_git.proposals import review
from hermes_git.proposals.propose import Request, propose
from hermes_git.search import store, tool
from hermes_git.search.service import Visibility, search, shown
from tests.conftest import Cli, git, skill_md, write


def names(home: Path, query: str) -> list[str]:
    return [h.doc.name for h in search(home, query, top=3).hits]


def test_a_supporting_file_changed_on_main_alone_is_searched(repo: Path) -> None:
    query = "pull espresso shots on a lever machine"
    before = search(repo, query)
    assert "espresso" not in " ".join(before.hits[0].doc.files).lower()
    args = {
        "action": "write_file",
        "name": "deploy",
        "file_path": "references/checklist.md",
        "file_content": "# Pulling espresso shots on a lever machine\n\nSteps.\n",
    }
    skill_md_file = repo / "skills" / "devops" / "deploy" / "SKILL.md"
    stat = skill_md_file.stat()
    outcome = propose(repo, Request("skill_manage", args))
    assert outcome.branch
    review.approve(repo, outcome.branch)  # main moves; the snapshot and the index follow it
    assert (skill_md_file.stat().st_mtime_ns, skill_md_file.stat().st_size) == (
        stat.st_mtime_ns,
        stat.st_size,
    )  # only the supporting file changed
    index = store.load(repo / ".git" / "hermes-git")
    assert index is not None
    deploy = next(d for d in index.docs if d.name == "deploy")
    assert "checklist: Pulling espresso shots on a lever machine" in deploy.files
    hits = search(repo, query).hits
    # the file's words now match (the score may still be the multilingual model's opinion of
    # the description, which the file does not change: the better-founded opinion counts)
    assert hits[0].doc.name == "deploy" and hits[0].lexical > before.hits[0].lexical == 0
    assert hits[0].matched["body"] and hits[0].score >= before.hits[0].score


def _external(tmp_path: Path, repo: Path) -> Path:
    shared = tmp_path / "shared-skills"
    write(
        shared,
        {
            "kitchen/sourdough/SKILL.md": skill_md(
                "sourdough", "Bake sourdough bread with a starter and a long proof."
            ),
            "devops/deploy/SKILL.md": skill_md(
                "deploy", "Fold origami cranes from square paper sheets."
            ),
            "kitchen/DESCRIPTION.md": "---\ndescription: Cooking\n---\n",
        },
    )
    config = repo / "config.yaml"
    config.write_text(config.read_text() + f"skills:\n  external_dirs: [{shared}]\n")
    return shared


def test_external_skills_are_searched_with_their_path(repo: Path, tmp_path: Path, cli: Cli) -> None:
    shared = _external(tmp_path, repo)
    result = cli("--repo", str(repo), "search", "--format", "json", "bake sourdough bread")
    assert result.exit_code == 0, result.output
    first = json.loads(result.output)["results"][0]
    assert first["name"] == "sourdough" and first["category"] == "kitchen"
    assert first["path"] == os.path.join(str(shared), "kitchen", "sourdough")
    text = cli("--repo", str(repo), "search", "bake sourdough bread").output
    assert f"from {shared}" in text
    offered = json.loads(tool.answer(repo, {"query": "bake sourdough bread"}))["results"]
    assert offered[0]["path"] == first["path"]  # the Hermes tool says where it lives too
    # the local deploy wins the name clash: the external one is never offered
    found = search(repo, "fold origami cranes from paper", top=10).hits
    assert [h.doc.description for h in found if h.doc.name == "deploy"] == [
        "Deploy things to prod."
    ]


def test_external_skills_are_followed_without_git(repo: Path, tmp_path: Path) -> None:
    shared = _external(tmp_path, repo)
    assert names(repo, "bake sourdough bread")[0] == "sourdough"
    skill = shared / "kitchen" / "sourdough" / "SKILL.md"
    skill.write_text(skill_md("sourdough", "Brew cold brew coffee overnight."))
    assert names(repo, "brew cold brew coffee")[0] == "sourdough"  # the same warm process
    write(shared, {"kitchen/sourdough/references/tea.md": "# Steeping oolong tea leaves\n"})
    assert refresh_prompt(repo) in ("fresh", "rebuilt")  # a refresh brings the index in step
    meta = store.load(repo / ".git" / "hermes-git")
    assert meta is not None
    doc = next(d for d in meta.docs if d.name == "sourdough")
    assert doc.files == ["tea: Steeping oolong tea leaves"]
    config = repo / "config.yaml"
    config.write_text(config.read_text().replace(str(shared), str(tmp_path / "gone")))
    assert "sourdough" not in names(repo, "steeping oolong tea leaves")


def test_a_hidden_local_skill_leaves_its_name_to_an_external_one(
    repo: Path, tmp_path: Path
) -> None:
    """Hermes skips an external skill only when a skill of its name is shown."""
    _external(tmp_path, repo)
    write(
        repo,
        {
            "skills/devops/deploy/SKILL.md": skill_md(
                "deploy",
                "Deploy things to prod.",
                metadata="{hermes: {requires_tools: [terminal]}}",
            )
        },
    )
    model = search(repo, "anything")
    assert model.hits
    index = store.load(repo / ".git" / "hermes-git")
    assert index is not None
    session = Visibility(tools=frozenset({"skill_view"}), toolsets=frozenset({"skills"}))
    offered = [d for d, ok in zip(index.docs, shown(repo, index.docs, session), strict=True) if ok]
    assert [d.description for d in offered if d.name == "deploy"] == [
        "Fold origami cranes from square paper sheets."
    ]


def test_one_commit_adding_removing_and_changing_skills_is_followed(repo: Path) -> None:
    search(repo, "anything")  # the index exists from now on and follows main
    write(
        repo,
        {
            "skills/kitchen/espresso/SKILL.md": skill_md("espresso", "Pull espresso shots."),
            "skills/devops/deploy/references/checklist.md": "# Canary rollout steps\n",
        },
    )
    shutil.rmtree(repo / "skills" / "notes")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "three skill changes in one commit")
    assert init.run_hook(repo, "post-merge") == "rebuilt"  # what a hand pull runs
    index = store.load(repo / ".git" / "hermes-git")
    assert index is not None
    by_name = {d.name: d for d in index.docs}
    assert "espresso" in by_name and "notes" not in by_name
    assert by_name["deploy"].files == ["checklist: Canary rollout steps"]
    tree = git(repo, "rev-parse", "main:skills/devops/deploy").strip()
    assert by_name["deploy"].mark.startswith(f"{tree}:")
    assert index.tree == git(repo, "rev-parse", "main:skills").strip()
