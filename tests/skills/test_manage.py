"""`skills.manage.skill_manage` on a tree gives what the real Hermes `skill_manage` gives on disk."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from hermes_git.skills.manage import ActionError, DictTree, DiskTree, Edit, skill_manage

CRASH = "[TOOL_ERROR] Tool execution failed: "


def skill(name: str, description: str = "Does a thing.", body: str = "# Title\n\nSteps.\n") -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\n{body}"


DEPLOY_BODY = "# Deploy\n\n1. Build\n2. Ship it\n\n```sh\n    make  build\n    make ship\n```\n"
QUOTES_BODY = "He said \u201chello\u201d \u2014 twice.\nIt\u2019s fine\u2026\n"
TABS_BODY = "step one\nstep one\n\tindented\ttab\nfoo   bar\n"
BIG = skill("big", body="# Title\n" + "x" * 99_950 + "\n")
RAW: dict[str, str | bytes] = {
    "skills/devops/DESCRIPTION.md": "---\ndescription: DevOps\n---\n",
    "skills/devops/deploy/SKILL.md": skill("deploy", "Deploy things.", DEPLOY_BODY),
    "skills/devops/deploy/references/checklist.md": "# Checklist\n- tests\n- tag\n",
    "skills/devops/deploy/references/sub/deep.md": "deep\n",
    "skills/devops/deploy/scripts/run.sh": "#!/bin/sh\necho 'hi'\n",
    "skills/devops/deploy/assets/logo.png": b"\x89PNG\r\n\x1a\n\xff\x00",
    "skills/notes/SKILL.md": skill("note-taking"),
    "skills/crlf/SKILL.md": skill("crlf").replace("\n", "\r\n"),
    "skills/bom/SKILL.md": "\ufeff" + skill("bom"),
    "skills/quotes/SKILL.md": skill("quotes", body=QUOTES_BODY),
    "skills/tabs/SKILL.md": skill("tabs", body=TABS_BODY),
    "skills/latin/SKILL.md": b"---\nname: latin\ndescription: caf\xe9\n---\nbody\n",
    "skills/.hub/quarantine/hidden/SKILL.md": skill("hidden"),
    "skills/venv/ghost/SKILL.md": skill("ghost"),
    "skills/umbrella/SKILL.md": skill("umbrella"),
    "skills/umbrella/references/old-pkg/SKILL.md": skill("old-pkg"),
    "skills/umbrella/__pycache__/x.pyc": b"\x00\x01",
    "skills/pinned-skill/SKILL.md": skill("pinned-skill"),
    "skills/.usage.json": json.dumps({"pinned-skill": {"pinned": True}, "notes": {}}),
    "skills/clash/SKILL.md": skill("clash"),
    "skills/clash/templates": "a file where a folder would go\n",
    "skills/a/b/deep-skill/SKILL.md": skill("deep-skill"),
    "skills/big/SKILL.md": BIG,
    "memories/MEMORY.md": "not a skill",
}
BASE = {path: text.encode("utf-8") if isinstance(text, str) else text for path, text in RAW.items()}
ROOT_SKILL = {"skills/SKILL.md": skill("root").encode()}
SK = skill("new-skill", "A new skill.")


@dataclass
class Case:
    id: str
    args: dict[str, Any]
    extra: dict[str, bytes] = field(default_factory=dict)

    def files(self) -> dict[str, bytes]:
        return {**BASE, **self.extra}


def c(case_id: str, extra: dict[str, bytes] | None = None, **args: Any) -> Case:
    return Case(case_id, args, extra or {})


def create(case_id: str, **args: Any) -> Case:
    return c(case_id, action="create", **{"name": "new-skill", "content": SK, **args})


def patch(case_id: str, old: Any, new: Any, name: str = "deploy", **args: Any) -> Case:
    return c(case_id, action="patch", name=name, old_string=old, new_string=new, **args)


def write(case_id: str, file_path: Any, content: Any = "text\n", name: Any = "deploy") -> Case:
    return c(case_id, action="write_file", name=name, file_path=file_path, file_content=content)


def remove(case_id: str, file_path: Any, name: str = "deploy") -> Case:
    return c(case_id, action="remove_file", name=name, file_path=file_path)


def delete(
    case_id: str, name: str = "deploy", extra: dict[str, bytes] | None = None, **args: Any
) -> Case:
    return c(case_id, extra, action="delete", name=name, **args)


def edit(
    case_id: str, name: str = "deploy", content: Any = SK, extra: dict[str, bytes] | None = None
) -> Case:
    return c(case_id, extra, action="edit", name=name, content=content)


DISPATCH = [
    c("unknown-action", action="rename", name="deploy"),
    c("no-action", name="deploy"),
    c("action-none", action=None, name="deploy"),
    c("action-list", action=["create"], name="deploy"),
    c("create-no-content", action="create", name="x"),
    c("create-empty-content", action="create", name="x", content=""),
    c("edit-no-content", action="edit", name="deploy"),
    c("patch-no-old", action="patch", name="deploy", new_string="x"),
    c("patch-new-none", action="patch", name="deploy", old_string="Build"),
    c("write-no-path", action="write_file", name="deploy", file_content="x"),
    c("write-content-none", action="write_file", name="deploy", file_path="references/x.md"),
    c("remove-no-path", action="remove_file", name="deploy"),
]
CREATE = [
    create("create-flat"),
    create("create-category", category="devops"),
    create("create-new-category", category="tools"),
    create("create-category-padded", category=" devops "),
    create("create-category-blank", category="   "),
    create("create-category-empty", category=""),
    create("create-excluded-category-overwrites", name="ghost", category="venv"),
    create("create-hidden-name-is-free", name="hidden"),
    create("create-frontmatter-name-is-free", name="note-taking"),
    create("create-collision", name="deploy"),
    create("create-collision-other-category", name="deploy", category="other"),
    create("create-collision-nested", name="deep-skill"),
    create("create-dotted-lock-name", name="a.lock"),
    create("create-name-trailing-newline", name="newline\n"),
    create("create-name-upper", name="Bad"),
    create("create-name-empty", name=""),
    create("create-name-none", name=None),
    create("create-name-long", name="a" * 65),
    create("create-name-64", name="a" * 64),
    create("create-name-dash-first", name="-x"),
    create("create-name-slash", name="x/y"),
    create("create-name-dotdot", name="../x"),
    create("create-name-reflog", name="x@{y}"),
    create("create-name-control", name="x\x01y"),
    create("create-name-unicode", name="caf\u00e9"),
    create("create-name-int", name=5),
    create("create-category-slash", category="a/b"),
    create("create-category-backslash", category="a\\b"),
    create("create-category-upper", category="Dev"),
    create("create-category-long", category="c" * 65),
    create("create-category-int", category=5),
    create("create-bad-name-before-category", name="Bad", category="a/b"),
    create("create-blank-content", content="   \n"),
    create("create-no-frontmatter", content="# Just a title\n"),
    create("create-unclosed", content="---\nname: x\ndescription: y\n"),
    create("create-fence-at-eof", content="---\nname: x\ndescription: y\n---"),
    create("create-yaml-error", content="---\nname: x\ndescription: [\n---\nbody\n"),
    create("create-yaml-tab", content="---\nname: x\ndescription: \ty\n\tz: 1\n---\nbody\n"),
    create("create-yaml-list", content="---\n- a\n- b\n---\nbody\n"),
    create("create-no-name", content="---\ndescription: y\n---\nbody\n"),
    create("create-no-description", content="---\nname: x\n---\nbody\n"),
    create("create-description-long", content=skill("x", "d" * 1025)),
    create("create-description-1024", content=skill("x", "d" * 1024)),
    create("create-description-list", content=skill("x", "[a, b]")),
    create("create-bad-date", content=skill("x", "2024-13-45")),
    create("create-empty-body", content="---\nname: x\ndescription: y\n---\n  \n"),
    create("create-blank-lines-after-fence", content="---\nname: x\ndescription: y\n---\n\n\nb"),
    create("create-crlf", content=SK.replace("\n", "\r\n")),
    create("create-bom", content="\ufeff" + SK),
    create("create-unicode", content=skill("x", "Caf\u00e9 \u2014 \u201cquoted\u201d \U0001f680")),
    create("create-oversize", content=SK + "x" * 100_000),
    create("create-surrogate", content=SK + "\ud800"),
    create("create-under-file", category="clash", name="templates"),
]
EDIT = [
    edit("edit-ok"),
    edit("edit-crlf-content", content=SK.replace("\n", "\r\n")),
    edit("edit-crlf-skill", name="crlf"),
    edit("edit-nested", name="deep-skill"),
    edit("edit-missing", name="nope"),
    edit("edit-by-frontmatter-name", name="note-taking"),
    edit("edit-hidden", name="hidden"),
    edit("edit-support-package", name="old-pkg"),
    edit("edit-excluded-dir", name="ghost"),
    edit("edit-path-name", name="devops/deploy"),
    edit("edit-dotdot-name", name="../deploy"),
    edit("edit-name-none", name=None),  # type: ignore[arg-type]
    edit("edit-invalid-frontmatter", content="no frontmatter\n"),
    edit("edit-invalid-before-missing", name="nope", content="no frontmatter\n"),
    edit("edit-oversize", content=SK + "y" * 100_000),
    edit("edit-latin1-skill", name="latin"),
    edit("edit-root-skill", name="skills", extra=ROOT_SKILL),
    edit("edit-content-int", content=5),
]
PATCH = [
    patch("patch-exact", "2. Ship it", "2. Ship it carefully"),
    patch("patch-delete-text", "\n2. Ship it", ""),
    patch("patch-line-trimmed", "  1. Build  ", "1. Build all"),
    patch("patch-whitespace", "make build", "make all"),
    patch("patch-escaped-newline", "1. Build\\n2. Ship it", "1. Build\n2. Ship"),
    patch("patch-unicode", 'He said "hello" -- twice.', 'He said "bye" -- twice.', "quotes"),
    patch("patch-unicode-ellipsis", "It's fine...", "It's fine.", "quotes"),
    patch("patch-block-anchor", "1. Build\n2. Ship iz\n\n```sh", "1. Build\n2. Go\n\n```sh"),
    patch("patch-context-aware", "1. Build\n2. Ship itt\nextra line", "1. Build\n2. Go"),
    patch("patch-multiple", "step one", "step 1", "tabs"),
    patch("patch-replace-all", "step one", "step 1", "tabs", replace_all=True),
    patch("patch-replace-all-truthy-string", "step one", "step 1", "tabs", replace_all="yes"),
    patch("patch-tab-escapes", "\tindented\ttab", "\\tindented\\tTAB", "tabs"),
    patch("patch-identical", "Build", "Build"),
    patch("patch-no-match-hint", "1. Bild everything\nnothing\nelse", "x"),
    patch("patch-no-match-no-hint", "qqqqzzzz\nwwwwvvvv\nkkkkjjjj", "x"),
    patch("patch-escape-drift", "echo \\'hi\\'", "echo \\'bye\\'", file_path="scripts/run.sh"),
    patch("patch-breaks-frontmatter", "description: Does a thing.", "descr: x", "notes"),
    patch(
        "patch-skill-md-path-skips-check",
        "description: Does a thing.",
        "descr: x",
        "notes",
        file_path="SKILL.md",
    ),
    patch("patch-nested-skill-md-path", "x", "y", "notes", file_path="notes/SKILL.md"),
    patch("patch-support-file", "- tag", "- tag\n- push", file_path="references/checklist.md"),
    patch("patch-support-missing", "a", "b", file_path="references/none.md"),
    patch("patch-support-bad-dir", "a", "b", file_path="docs/x.md"),
    patch("patch-support-traversal", "a", "b", file_path="references/../../notes/SKILL.md"),
    patch("patch-support-bare-dir", "a", "b", file_path="references"),
    patch("patch-support-is-dir", "a", "b", file_path="references/sub"),
    patch("patch-absolute-skill-md", "a", "b", file_path="/SKILL.md"),
    patch("patch-nul-path", "a", "b", file_path="references/a\x00.md"),
    patch("patch-binary-asset", "PNG", "GIF", file_path="assets/logo.png"),
    patch("patch-crlf-skill", "Steps.", "Steps!", "crlf"),
    patch("patch-crlf-old-string", "# Title\r\n\r\nSteps.", "# T\n\nS.", "crlf"),
    patch("patch-bom-skill", "Steps.", "Steps!", "bom"),
    patch("patch-latin1-skill", "body", "text", "latin"),
    patch("patch-oversize-result", "# Title", "# Title" + "y" * 100, "big"),
    patch("patch-missing-skill", "a", "b", "nope"),
    patch("patch-hidden-skill", "Steps.", "x", "hidden"),
    patch("patch-old-int", 5, "x"),
    patch("patch-unicode-result", "Steps.", "\u00c9tapes \u2014 \U0001f680", "notes"),
]
DELETE = [
    delete("delete-ok"),
    delete("delete-flat", "notes"),
    delete("delete-nested-category", "deep-skill"),
    delete("delete-with-nested-package", "umbrella"),
    delete("delete-missing", "nope"),
    delete("delete-hidden", "hidden"),
    delete("delete-pinned", "pinned-skill"),
    delete("delete-pin-file-corrupt", "pinned-skill", {"skills/.usage.json": b"{not json"}),
    delete("delete-pin-file-not-utf8", "pinned-skill", {"skills/.usage.json": b"\xff\xfe"}),
    delete(
        "delete-pin-record-not-dict",
        "pinned-skill",
        {"skills/.usage.json": b'{"pinned-skill": true}'},
    ),
    delete("delete-prune", absorbed_into=""),
    delete("delete-prune-blank", absorbed_into="   "),
    delete("delete-absorbed", absorbed_into="notes"),
    delete("delete-absorbed-padded", absorbed_into="  notes  "),
    delete("delete-absorbed-self", absorbed_into="deploy"),
    delete("delete-absorbed-missing", absorbed_into="nope"),
    delete("delete-absorbed-hidden", absorbed_into="hidden"),
    delete("delete-absorbed-int", absorbed_into=5),
    delete("delete-pinned-before-absorbed", "pinned-skill", absorbed_into="nope"),
    delete("delete-skills-root", "skills", ROOT_SKILL),
]
WRITE = [
    write("write-new", "references/new.md"),
    write("write-overwrite", "references/checklist.md", "# New\n"),
    write("write-deep", "references/a/b/c.md"),
    write("write-templates", "templates/t.txt"),
    write("write-assets", "assets/data.json", "{}"),
    write("write-empty", "scripts/empty.sh", ""),
    write("write-crlf", "references/crlf.md", "a\r\nb\r\n"),
    write("write-unicode-name", "references/\u00fcn\u00ef.md", "\u00fc\U0001f680"),
    write("write-newline-name", "references/a\nb.md"),
    write("write-lock-name", "references/x.lock"),
    write("write-git-dir", "references/.git/config"),
    write("write-double-slash", "references//x.md"),
    write("write-trailing-slash", "references/y.md/"),
    write("write-dot-segment", "references/./z.md"),
    write("write-skill-md", "SKILL.md", "anything at all"),
    write("write-nested-skill-md", "extra/SKILL.md", skill("extra")),
    write("write-deep-skill-md", "a/b/SKILL.md"),
    write("write-absolute-skill-md", "/SKILL.md"),
    write("write-double-slash-skill-md", "//SKILL.md"),
    write("write-bad-dir", "notes.md"),
    write("write-bare-dir", "references"),
    write("write-bare-dir-slash", "scripts/"),
    write("write-traversal", "references/../../x.md"),
    write("write-dotdot-first", "../references/x.md"),
    write("write-absolute", "/etc/passwd"),
    write("write-backslash", "references\\x.md"),
    write("write-nul", "references/a\x00b.md"),
    write("write-missing-skill", "references/x.md", name="nope"),
    write("write-bad-path-before-missing", "x.md", name="nope"),
    write("write-too-many-bytes", "assets/big.txt", "\U0001f600" * 262_145),
    write("write-too-many-chars", "assets/big.txt", "x" * 100_001),
    write("write-exactly-limit", "assets/big.txt", "x" * 100_000),
    write("write-content-zero", "references/x.md", 0),
    write("write-content-false", "references/x.md", False),
    write("write-content-int", "references/x.md", 5),
    write("write-path-int", 5),
    write("write-surrogate", "references/x.md", "\ud800"),
    write("write-over-binary", "assets/logo.png", "text"),
    write("write-into-dir", "references/sub"),
    write("write-under-file", "templates/x.md", name="clash"),
]
REMOVE = [
    remove("remove-ok", "references/checklist.md"),
    remove("remove-deep", "references/sub/deep.md"),
    remove("remove-missing", "references/nope.md"),
    remove("remove-missing-no-support-files", "references/nope.md", "notes"),
    remove("remove-skill-md", "SKILL.md"),
    remove("remove-bad-dir", "docs/x.md"),
    remove("remove-traversal", "references/../SKILL.md"),
    remove("remove-absolute", "/SKILL.md"),
    remove("remove-dir", "references/sub"),
    remove("remove-missing-skill", "references/x.md", "nope"),
    remove("remove-bare-dir", "assets"),
]
CASES = DISPATCH + CREATE + EDIT + PATCH + DELETE + WRITE + REMOVE


def write_tree(root: Path, files: dict[str, bytes]) -> None:
    for rel, data in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def skills_on_disk(home: Path) -> dict[str, bytes]:
    """Every file under home/skills, but Hermes' usage telemetry (`.usage.json*`)."""
    found = {}
    for folder, _dirs, files in os.walk(home / "skills"):
        for name in files:
            if not name.startswith(".usage.json"):
                path = Path(folder) / name
                found[path.relative_to(home).as_posix()] = path.read_bytes()
    return found


def apply(files: dict[str, bytes], edit: Edit) -> dict[str, bytes]:
    after = {p: d for p, d in files.items() if p not in edit.deletes}
    after.update(edit.writes)
    return after


def ours(
    tree: Any, args: dict[str, Any], home: Path, files: dict[str, bytes]
) -> tuple[dict[str, Any], dict[str, bytes]]:
    """Our outcome in the driver's shape, and the skills files after it."""
    before = {
        p: d
        for p, d in files.items()
        if p.startswith("skills/") and not p.rsplit("/", 1)[-1].startswith(".usage.json")
    }
    try:
        edit = skill_manage(tree, args, home=str(home))
    except ActionError as exc:
        error = str(exc.result.get("error", ""))
        if error.startswith(CRASH):
            return {"exception": error[len(CRASH) :].split(":", 1)[0]}, before
        return {"result": exc.result}, before
    assert edit.writes or edit.deletes
    return {"result": edit.result}, apply(before, edit)


def comparable(outcome: dict[str, Any]) -> dict[str, Any]:
    if "exception" in outcome:
        return {"exception": outcome["exception"]}
    result = dict(outcome["result"])
    if isinstance(result.get("available_files"), list):
        result["available_files"] = sorted(result["available_files"])  # Hermes: set order
    return {"result": result}


@pytest.fixture(scope="module")
def hermes_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Path, Any]]:
    from tests.hermes.skill_driver import run_cases

    base = tmp_path_factory.mktemp("skill-homes")
    runs, jobs = {}, []
    for index, case in enumerate(CASES):
        home, pristine = base / f"h{index}", base / f"p{index}"
        write_tree(home, case.files())
        shutil.copytree(home, pristine)
        runs[case.id] = (home, pristine)
        jobs.append({"home": str(home), "tool": "skill_manage", "args": case.args})
    results = run_cases(jobs)
    return {case.id: (*runs[case.id], result) for case, result in zip(CASES, results, strict=True)}


def test_case_ids_are_unique() -> None:
    assert len({case.id for case in CASES}) == len(CASES)


@pytest.mark.hermes
@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_same_answer_and_files_as_hermes(
    case: Case, hermes_runs: dict[str, tuple[Path, Path, Any]]
) -> None:
    home, pristine, hermes = hermes_runs[case.id]
    files = case.files()
    for tree in (DictTree(files), DiskTree(pristine)):
        outcome, after = ours(tree, case.args, home, files)
        assert comparable(outcome) == comparable(hermes)
        assert after == skills_on_disk(home)
