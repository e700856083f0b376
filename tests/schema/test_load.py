"""The shipped JSON Schemas: valid against their metaschema, consistent, usable by other tools."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git.frontmatter import parse_document
from hermes_git.schema import load as schema
from tests.conftest import CORPUS, needs_corpus

SKILL_SCHEMAS = ("skill", "skill-agentskills", "skill-claude-code")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "name", ["skill", "skill-agentskills", "skill-claude-code", "memory", "config"]
)
def test_schema_is_valid_2020_12(name: str) -> None:
    schema.check_schema(name)
    assert schema.load_schema(name)["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_shared_definitions_are_identical_in_every_skill_schema() -> None:
    seen: dict[str, object] = {}
    for name in SKILL_SCHEMAS:
        for key, definition in schema.load_schema(name)["$defs"].items():
            assert seen.setdefault(key, definition) == definition, f"$defs/{key} in {name}"
    assert {"name", "description", "license", "compatibility"} <= set(seen)


def test_the_agentskills_profile_has_exactly_the_six_spec_fields() -> None:
    spec = schema.load_schema("skill-agentskills")
    assert sorted(spec["properties"]) == [
        "allowed-tools",
        "compatibility",
        "description",
        "license",
        "metadata",
        "name",
    ]
    assert spec["additionalProperties"] is False


def test_name_rules_of_the_spec() -> None:
    check = schema.validator("skill-agentskills")
    ok = {"description": "x"}
    for name in ("a", "pdf-tools", "a1-b2", "x" * 64):
        assert check.is_valid({**ok, "name": name}), name
    for name in ("", "-a", "a-", "a--b", "A", "a_b", "a.b", "café", "x" * 65):
        assert not check.is_valid({**ok, "name": name}), name


def test_memory_schema_limits_and_entries() -> None:
    check = schema.validator("memory")
    assert check.is_valid({"file": "USER.md", "chars": 1375, "entries": ["a"]})
    assert not check.is_valid({"file": "USER.md", "chars": 1376, "entries": ["a"]})
    assert check.is_valid({"file": "MEMORY.md", "chars": 2200, "entries": ["a § b"]})
    for entry in ("", "   ", "a\n§\nb", "§\nb"):
        assert not check.is_valid({"file": "MEMORY.md", "entries": [entry]}), repr(entry)


def test_the_schemas_are_found_by_name() -> None:
    assert set(schema.schema_names()) >= {
        "config",
        "memory",
        "skill",
        "skill-agentskills",
        "skill-claude-code",
    }


@needs_corpus
@pytest.mark.skipif(
    shutil.which("check-jsonschema", path=str(Path(sys.executable).parent)) is None,
    reason="check-jsonschema is not installed (the test extra)",
)
def test_check_jsonschema_validates_extracted_frontmatter(tmp_path: Path) -> None:
    """What a user of check-jsonschema or an editor does: frontmatter in a YAML file."""
    for md in sorted(CORPUS.glob("hermes-agent/skills/github/*/SKILL.md")):
        yaml_text = parse_document(md.read_bytes()).yaml_text
        assert yaml_text is not None
        (tmp_path / f"{md.parent.name}.yaml").write_text(yaml_text, "utf-8")
    (tmp_path / "bad.yaml").write_text("name: bad\ndescription: x\nplatforms: {linux: 1}\n")
    good = sorted(str(p) for p in tmp_path.glob("*.yaml") if p.name != "bad.yaml")
    tool = str(Path(sys.executable).parent / "check-jsonschema")
    schemafile = str(ROOT / "schemas" / "skill.schema.json")
    ok = subprocess.run(
        [tool, "--schemafile", schemafile, *good], capture_output=True, text=True, check=False
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = subprocess.run(
        [tool, "-o", "JSON", "--schemafile", schemafile, str(tmp_path / "bad.yaml")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 1
    assert json.loads(bad.stdout)["errors"][0]["path"] == "$.platforms"
