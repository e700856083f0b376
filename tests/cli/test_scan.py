"""`hermes-git scan`: formats, exit codes, policy, incremental cache."""

from __future__ import annotations

import json
import marshal
from pathlib import Path

import pytest
from sarif_kit.validate import validation_errors

from tests.conftest import DATA, Cli, git, skill_md, write

BAD = DATA / "guard" / "malicious" / "rce-raw-ip-pipe"
GOOD = DATA / "guard" / "benign" / "tool-installer"


def test_a_safe_skill_exits_0_and_a_dangerous_one_1(cli: Cli) -> None:
    assert cli("scan", str(GOOD)).exit_code == 0
    result = cli("scan", str(BAD))
    assert result.exit_code == 1
    assert "DANGEROUS" in result.output and "rce-pipe-from-raw-ip-or-paste" in result.output


def test_json_has_verdict_allowed_and_one_entry_per_skill(cli: Cli) -> None:
    result = cli("--format", "json", "scan", str(GOOD), str(BAD))
    data = json.loads(result.output)
    assert data["verdict"] == "dangerous" and data["allowed"] is False
    assert [s["verdict"] for s in data["skills"]] == ["safe", "dangerous"]
    finding = data["skills"][1]["findings"][0]
    keys = {"rule", "severity", "confidence", "path", "line", "excerpt", "suppressed"}
    assert keys <= set(finding)


def test_trust_changes_the_decision_not_the_verdict(cli: Cli) -> None:
    result = cli("scan", "--trust", "builtin", "--format", "json", str(BAD))
    data = json.loads(result.output)
    assert result.exit_code == 0 and data["verdict"] == "dangerous" and data["allowed"] is True


def test_sarif_output_is_valid_sarif_2_1_0(cli: Cli) -> None:
    result = cli("scan", "--format", "sarif", str(BAD), str(GOOD))
    log = json.loads(result.output)
    assert validation_errors(log) == []
    assert log["runs"][0]["results"][0]["ruleId"]


def test_github_format_writes_annotations(cli: Cli) -> None:
    result = cli("scan", "--format", "github", str(BAD))
    assert result.output.startswith("::error file=")


def test_a_missing_path_exits_3(cli: Cli, tmp_path: Path) -> None:
    result = cli("scan", str(tmp_path / "nope"))
    assert result.exit_code == 3


def test_nothing_to_scan_exits_3(cli: Cli, tmp_path: Path) -> None:
    result = cli("--repo", str(tmp_path), "scan")
    assert result.exit_code == 3 and "nothing to scan" in result.output + result.stderr


def test_a_folder_named_with_no_skill_in_it_is_an_error_not_safe(cli: Cli, tmp_path: Path) -> None:
    write(tmp_path, {"skills/ok/SKILL.md": skill_md("ok"), "notes/readme.md": "# notes\n"})
    empty = cli("--format", "json", "scan", str(tmp_path / "notes"))
    error = json.loads(empty.stdout)
    assert empty.exit_code == 3 and "verdict" not in error
    assert "no skill" in error["message"] and error["path"].endswith("notes") and error["fix"]
    mixed = cli("scan", str(tmp_path / "skills"), str(tmp_path / "notes"))
    assert mixed.exit_code == 3  # one folder read, one empty: still not "all safe"
    assert cli("scan", str(tmp_path / "skills")).exit_code == 0


@pytest.fixture
def guarded_repo(tmp_path: Path) -> Path:
    root = tmp_path / "home"
    write(
        root,
        {
            "skills/ok/SKILL.md": skill_md("ok"),
            "skills/bad/SKILL.md": skill_md("bad", body="```bash\nrm -rf ~/\n```\n"),
            "memories/MEMORY.md": "User likes tea",
            ".hermes-git.yaml": "version: 1\nguard:\n  trust: community\n",
        },
    )
    git(root, "init", "-q")
    return root


def test_repo_scan_uses_config_and_caches_under_git(cli: Cli, guarded_repo: Path) -> None:
    old = guarded_repo / ".git" / "hermes-git" / "guard-cache.json"  # the cache before marshal
    old.parent.mkdir(parents=True)
    old.write_text("{}")
    result = cli("--repo", str(guarded_repo), "--format", "json", "scan")
    data = json.loads(result.output)
    assert result.exit_code == 1
    assert {s["path"] for s in data["skills"]} == {"skills/ok", "skills/bad"}
    assert data["memory"][0]["verdict"] == "safe"
    assert (guarded_repo / ".git" / "hermes-git" / "guard-cache.marshal").is_file()
    assert not old.exists()


def test_hooks_neither_load_nor_grow_the_repo_cache(cli: Cli, guarded_repo: Path) -> None:
    """A hook's cost must not grow with the repo: the findings cache of a full scan is not read."""
    cli("--repo", str(guarded_repo), "scan")
    kept = guarded_repo / ".git" / "hermes-git" / "guard-cache.marshal"
    version, fingerprint, skills, clean_files, blob = marshal.loads(kept.read_bytes())
    stale = {key: [] for key in marshal.loads(blob)}  # stale entries saying "no findings"
    data = marshal.dumps((version, fingerprint, skills, clean_files, marshal.dumps(stale)))
    kept.write_bytes(data)
    bad = cli(
        "--repo", str(guarded_repo), "hook", "guard", str(guarded_repo / "skills/bad/SKILL.md")
    )
    assert bad.exit_code == 1 and "rm -rf" in bad.output
    memory = cli(
        "--repo", str(guarded_repo), "hook", "memory", str(guarded_repo / "memories/MEMORY.md")
    )
    assert memory.exit_code == 0
    assert kept.read_bytes() == data


def test_allow_file_suppresses_and_shows_in_sarif(cli: Cli, guarded_repo: Path) -> None:
    from hermes_git.guard.judge.suppress import content_hash

    digest = content_hash((guarded_repo / "skills/bad/SKILL.md").read_bytes())
    (guarded_repo / ".hermes-git-allow.yaml").write_text(
        "allow:\n  - rule: destroy-recursive-delete-root\n    path: skills/bad/SKILL.md\n"
        f"    sha256: {digest}\n    reviewer: ada\n    reason: test fixture only\n"
    )
    result = cli("--repo", str(guarded_repo), "scan", "--format", "sarif")
    assert result.exit_code == 0
    suppressed = [r for r in json.loads(result.output)["runs"][0]["results"] if "suppressions" in r]
    assert suppressed[0]["suppressions"][0] == {
        "kind": "external",
        "justification": "test fixture only",
    }


def test_broken_guard_config_exits_3(cli: Cli, guarded_repo: Path) -> None:
    (guarded_repo / ".hermes-git.yaml").write_text("version: 1\nguard:\n  trust: everyone\n")
    assert cli("--repo", str(guarded_repo), "scan").exit_code == 3
