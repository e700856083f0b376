"""`hermes_git.validate.run`: the hand-made invalid cases, the real corpus, paths, settings."""

from __future__ import annotations

import collections
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git import report
from hermes_git.validate import run as validate
from hermes_git.validate.run import ValidateError, validate_paths
from tests.conftest import CORPUS, DATA, needs_corpus, skill_md, write

CASES = sorted(p for p in (DATA / "validate" / "invalid").iterdir() if p.is_dir())


def test_there_is_a_case_for_every_rule_but_unreadable() -> None:
    fired = set()
    for case in CASES:
        fired |= {
            line.rsplit("[", 1)[1].rstrip("]")
            for line in (case / "expected.txt").read_text("utf-8").splitlines()
            if line and not line.startswith("  fix: ")
        }
    from hermes_git.validate.checks import RULES

    assert set(RULES) - fired == {"unreadable"}  # see test_an_unreadable_skill_is_an_error
    assert len(CASES) >= 40


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.name)
def test_invalid_case(case: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each folder holds the files and `expected.txt`, the problems as `validate` prints them."""
    monkeypatch.chdir(case)
    profile_file = case / "profile.txt"
    profile = profile_file.read_text().strip() if profile_file.exists() else "hermes"
    result = validate_paths([Path(".")], profile)
    expected = (case / "expected.txt").read_text("utf-8").splitlines()
    assert report.text(result.problems).splitlines() == expected
    assert result.ok == (not any(p.severity == "error" for p in result.problems))


def test_every_problem_says_where_in_plain_words_and_how_to_fix_it() -> None:
    """file:line, no JSONPath or jsonschema wording, and a `fix:` line under each problem."""
    from hermes_git.validate.checks import RULES
    from hermes_git.validate.fixes import FIXES

    assert set(RULES) <= set(FIXES)
    for case in CASES:
        lines = (case / "expected.txt").read_text("utf-8").splitlines()
        problems, fixes = lines[0::2], lines[1::2]
        assert len(problems) == len(fixes) and all(f.startswith("  fix: ") for f in fixes), case
        for line in problems:
            assert re.match(r"^[^:]+:\d+: ", line), line  # file:line
            assert ": $" not in line and "is a required property" not in line, line
            assert "is not of type" not in line, line


def _corpus(profile: str) -> validate.Result:
    return validate_paths([CORPUS], profile, cwd=CORPUS)


@needs_corpus
def test_corpus_has_no_error_under_the_hermes_profile() -> None:
    result = _corpus("hermes")
    assert result.files == 179
    assert [p.render() for p in result.problems if p.severity == "error"] == []
    classes = collections.Counter((p.severity, p.rule) for p in result.problems)
    # docs/validate.md lists and justifies each class; a new class must be looked at first.
    assert dict(classes) == {
        ("warning", "name-dir"): 19,
        ("warning", "unknown-key"): 10,
        ("warning", "skill-size"): 2,
        ("warning", "name-format"): 1,
        ("warning", "description-length"): 1,
        ("info", "index-description"): 90,
    }


@needs_corpus
def test_corpus_unknown_keys_are_the_ones_hermes_never_reads() -> None:
    keys = {p.pointer for p in _corpus("hermes").problems if p.rule == "unknown-key"}
    assert keys == {"$.authors", "$.category", "$.requires", "$.title", "$.toolsets", "$.triggers"}


@needs_corpus
def test_every_corpus_skill_named_apart_from_its_folder_is_reported() -> None:
    mismatched = {p.path for p in _corpus("hermes").problems if p.rule == "name-dir"}
    assert "hermes-agent/skills/mlops/inference/vllm/SKILL.md" in mismatched
    assert "hermes-agent/optional-skills/productivity/here-now/SKILL.md" in mismatched
    assert len(mismatched) == 19


@needs_corpus
def test_claude_code_profile_refuses_hermes_metadata_but_only_warns_on_hermes_keys() -> None:
    rules = {(p.severity, p.rule) for p in _corpus("claude-code").problems}
    assert ("error", "metadata-value") in rules
    assert ("warning", "unknown-key") in rules
    assert ("error", "unknown-key") not in rules


def test_explicit_files_folders_and_trees(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "home/skills/devops/deploy/SKILL.md": skill_md("deploy"),
            "home/skills/notes/SKILL.md": skill_md("notes"),
            "home/skills/notes/references/SKILL.md": skill_md("not-a-skill"),
            "home/memories/MEMORY.md": "A fact",
            "home/memories/USER.md": "A preference",
            "home/sessions/x.json": "{}",
        },
    )
    home = tmp_path / "home"
    tree = validate.collect([home])
    assert [(t.kind, t.path.relative_to(home).as_posix()) for t in tree] == [
        ("skill", "skills/devops/deploy/SKILL.md"),
        ("skill", "skills/notes/SKILL.md"),
        ("memory", "memories/MEMORY.md"),
        ("memory", "memories/USER.md"),
    ]
    again = validate.collect(
        [home / "skills/notes", home / "skills/notes/SKILL.md", home / "memories/USER.md"]
    )
    assert [t.path.name for t in again] == ["SKILL.md", "USER.md"]
    assert validate_paths([home]).problems == []


def test_a_path_that_is_neither_skill_nor_memory_cannot_be_validated(tmp_path: Path) -> None:
    write(tmp_path, {"notes.md": "# x\n"})
    with pytest.raises(ValidateError, match=r"not a SKILL\.md"):
        validate_paths([tmp_path / "notes.md"])
    with pytest.raises(ValidateError, match="no such file"):
        validate_paths([tmp_path / "missing"])


def test_the_profile_comes_from_the_nearest_config(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            ".hermes-git.yaml": "version: 1\nvalidate:\n  profile: agentskills\n",
            "skills/deploy/SKILL.md": skill_md("deploy", version="1.0.0"),
        },
    )
    result = validate_paths([tmp_path / "skills"])
    assert result.profile == "agentskills"
    assert [p.rule for p in result.problems] == ["unknown-key"]
    assert validate_paths([tmp_path / "skills"], "hermes").problems == []


def test_memory_limits_follow_hermes_config(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "config.yaml": "memory:\n  user_char_limit: 10\n",
            "memories/USER.md": "Prefers rebase over merge",
        },
    )
    problems = validate_paths([tmp_path / "memories"]).problems
    assert [(p.rule, p.message) for p in problems] == [
        (
            "memory-limit",
            "the entries hold 25 characters, over the configured limit of 10 for USER.md",
        )
    ]


def test_a_raised_limit_accepts_what_the_default_refuses(tmp_path: Path) -> None:
    write(tmp_path, {"memories/MEMORY.md": "x" * 3000})
    assert [p.rule for p in validate_paths([tmp_path]).problems] == ["memory-limit"]
    write(tmp_path, {".hermes-git.yaml": "version: 1\nmemory:\n  memory_char_limit: 5000\n"})
    assert validate_paths([tmp_path]).problems == []


def test_an_unreadable_skill_is_an_error_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "SKILL.md").mkdir()  # reading it fails, even as root
    problems = validate.validate_skill(tmp_path / "SKILL.md", "x", display="x/SKILL.md")
    assert [(p.rule, p.severity) for p in problems] == [("unreadable", "error")]


@needs_corpus
@pytest.mark.parametrize("layout", ["skills", "skills/all"])
def test_big_trees_split_over_workers_give_the_same_problems(tmp_path: Path, layout: str) -> None:
    """Run in a fresh, single-threaded process: forking a test worker with threads is unsafe.

    `skills`: many top folders, walked and checked by the workers together (skillwalk);
    `skills/all`: one top folder, walked here and checked by the workers in ranges."""
    shutil.copytree(CORPUS / "hermes-agent" / "skills", tmp_path / layout)
    (tmp_path / "memories").mkdir()
    (tmp_path / "memories" / "MEMORY.md").write_text("note\n§\n\n", encoding="utf-8")
    (tmp_path / "one").mkdir()
    shutil.copytree(CORPUS / "hermes-agent" / "skills" / "github", tmp_path / "one" / "github")
    paths = [
        tmp_path / "skills",
        tmp_path / "memories",
        tmp_path / "one" / "github" / "github-pr-workflow",
        tmp_path / "one",
    ]
    with pytest.MonkeyPatch.context() as patch:  # the plain way: collect everything, then check
        patch.setattr(validate, "_leading_tree", lambda _paths: None)
        serial = validate_paths(paths, "agentskills", cwd=tmp_path)
    code = (
        "import json, sys\nfrom pathlib import Path\n"
        "from hermes_git.validate import run as validate\nfrom hermes_git.skills import walk as skillwalk\n"
        "validate.PARALLEL_MIN = 40\nskillwalk.worker_count = lambda: 3\n"
        "used = []\nwalk = skillwalk.walk_and_check\n"
        "def spy(*args):\n"
        "    walked = walk(*args)\n"
        "    used.append('share' if walked.problems is not None else 'range')\n"
        "    return walked\n"
        "skillwalk.walk_and_check = spy\n"
        "root, paths = Path(sys.argv[1]), [Path(p) for p in sys.argv[2:]]\n"
        "result = validate.validate_paths(paths, 'agentskills', cwd=root)\n"
        "print(json.dumps({'forked': skillwalk.can_fork(), 'used': sorted(set(used)),\n"
        "                  'files': result.files,\n"
        "                  'problems': [p.to_json() for p in result.problems]}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path), *map(str, paths)],
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(done.stdout)
    assert data["forked"] is True
    assert data["used"] == (["share"] if layout == "skills" else ["range"])
    assert data["files"] == serial.files > 40
    assert data["problems"] == [p.to_json() for p in serial.problems]
    assert any(p.rule == "memory-entry" for p in serial.problems)


def test_unknown_profile_is_refused(tmp_path: Path) -> None:
    write(tmp_path, {"deploy/SKILL.md": skill_md("deploy")})
    with pytest.raises(ValidateError, match="unknown profile"):
        validate_paths([tmp_path], "openclaw")


def test_default_paths_need_skills_or_memories(tmp_path: Path) -> None:
    with pytest.raises(ValidateError, match="no skills/ or memories/"):
        validate.default_paths(tmp_path)
    (tmp_path / "memories").mkdir()
    assert validate.default_paths(tmp_path) == [tmp_path / "memories"]


@needs_corpus
@pytest.mark.parametrize("profile", ["hermes", "agentskills", "claude-code"])
def test_schema_problems_are_found_exactly_when_jsonschema_refuses(profile: str) -> None:
    """The fast check (fastjsonschema) lets through only what jsonschema accepts."""
    from hermes_git.frontmatter import load_frontmatter, parse_document
    from hermes_git.schema.load import validator
    from hermes_git.schema.problems import schema_problems

    files = sorted(CORPUS.rglob("SKILL.md")) + sorted(
        p / "SKILL.md" for p in CASES if (p / "SKILL.md").exists()
    )
    for md in files:
        try:
            data = load_frontmatter(parse_document(md.read_bytes()))[0]
        except UnicodeDecodeError:
            continue
        schema = validate.SCHEMAS[profile]
        found = schema_problems(data, schema, "x", lambda _w: 1)
        assert bool(found) != validator(schema).is_valid(data), md


@needs_corpus
def test_a_leading_tree_gives_what_collecting_everything_gives(tmp_path: Path) -> None:
    shutil.copytree(CORPUS / "hermes-agent" / "skills" / "github", tmp_path / "skills" / "github")
    shutil.copytree(CORPUS / "hermes-agent" / "skills" / "apple", tmp_path / "one" / "apple")
    write(
        tmp_path,
        {
            "memories/MEMORY.md": "note\n§\n\n",
            "USER.md": "me\n",
            "home/memories/USER.md": "\n§\n",
            "home/skills/x/SKILL.md": "---\n---\n",
        },
    )
    for rels in (
        ["skills"],
        ["skills", "memories"],
        ["."],
        ["skills", "one/apple", "one"],
        ["one", "skills"],
        ["skills", "skills/github"],
        ["memories", "USER.md"],
        ["home", "memories", "skills"],
    ):
        paths = [tmp_path / rel for rel in rels]
        new = validate_paths(paths, "hermes", cwd=tmp_path)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(validate, "_leading_tree", lambda _paths: None)
            old = validate_paths(paths, "hermes", cwd=tmp_path)
        assert (new.files, new.problems) == (old.files, old.problems), rels
        assert new.files > 0
