"""The skills home the snapshot and index tests build on."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import skill_md, write


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A small Hermes home with the layouts the index distinguishes."""
    home = tmp_path / "home"
    write(
        home,
        {
            "skills/devops/deploy/SKILL.md": skill_md("deploy", "'Deploy things to prod.'"),
            "skills/devops/DESCRIPTION.md": '---\ndescription: "DevOps stuff"\n---\n',
            "skills/notes/SKILL.md": skill_md("notes", "A" * 70),
            "skills/mlops/inference/vllm/SKILL.md": skill_md("vllm", "Serve models."),
            "skills/apple/notes-mac/SKILL.md": skill_md(
                "mac-notes", "Mac only.", platforms="[macos]"
            ),
            "skills/devops/deploy/references/SKILL.md": skill_md("hidden-in-references"),
            "skills/devops/deploy/examples/nested/SKILL.md": skill_md("nested", "Nested skill."),
            "skills/.hub/quarantine/x/SKILL.md": skill_md("quarantined"),
            "skills/node_modules/pkg/SKILL.md": skill_md("dependency"),
            "skills/broken/SKILL.md": b"---\nname: broken\ndescription: \xff\n---\n",
            "skills/café/SKILL.md": skill_md("café", "Décrit en français ☕"),
        },
    )
    return home
