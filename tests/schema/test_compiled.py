"""`schema.compiled`: fastjsonschema's code kept in the user's cache, loaded only when safe."""

from __future__ import annotations

import copy
import marshal
import os
import subprocess
import sys
from pathlib import Path

import fastjsonschema
import pytest

from hermes_git.schema import compiled
from hermes_git.schema import load as schema
from tests.conftest import CORPUS, needs_corpus

INSTANCES = [
    {"name": "fine", "description": "A fine skill."},
    {"name": "Bad Name", "description": "x"},
    {"name": "fine", "description": "", "metadata": {"hermes": {"tags": "not a list"}}},
    {"description": "no name"},
    "not a mapping",
]


def _files(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / ".cache" / "hermes-git").glob("schema-*.marshal"))


def _home() -> Path:
    return Path(os.environ["HOME"])


def _verdict(check: object, instance: object) -> bool:
    try:
        result = check(instance)  # type: ignore[operator]
    except fastjsonschema.JsonSchemaValueException:
        return False
    return result is not False  # fastjsonschema returns the data, `compile_check`'s a bool


def test_the_cached_code_judges_as_fastjsonschema_compiles() -> None:
    skill = schema.load_schema("skill")
    first = schema.compile_check(skill)  # generated, then kept
    (stored,) = _files(_home())
    assert stored.stat().st_mode & 0o777 == 0o600
    again = schema.compile_check(skill)  # read back
    reference = fastjsonschema.compile(copy.deepcopy(skill))
    for instance in INSTANCES:
        expected = _verdict(reference, instance)
        assert _verdict(first, instance) == expected == _verdict(again, instance), instance


def test_a_second_process_loads_the_code_instead_of_generating_it(tmp_path: Path) -> None:
    code = (
        "import fastjsonschema, json, sys\n"
        "def refuse(*a, **k): raise SystemExit('generated again')\n"
        "fastjsonschema.compile_to_code = refuse\n"
        "from hermes_git.schema import load\n"
        "check = load.compile_check(load.load_schema('skill'), load._schema_text('skill'))\n"
        "print(check({'name': 'fine', 'description': 'A fine skill.'}))\n"
    )
    schema.compile_check(schema.load_schema("skill"), schema._schema_text("skill"))
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    run = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False
    )
    assert (run.returncode, run.stdout.strip()) == (0, "True"), run.stderr
    env["XDG_CACHE_HOME"] = str(tmp_path / "empty")  # nothing kept there: it must generate
    run = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False
    )
    assert "generated again" in run.stderr


def test_a_changed_schema_gets_its_own_file() -> None:
    skill = schema.load_schema("skill")
    schema.compile_check(skill)
    stricter = {**copy.deepcopy(skill), "required": ["name", "description", "version"]}
    check = schema.compile_check(stricter)
    assert len(_files(_home())) == 2
    assert not _verdict(check, INSTANCES[0])


@pytest.mark.parametrize("damage", ["garbage", "other-writable", "symlink", "wrong-key"])
def test_an_odd_cache_file_is_never_run_and_is_replaced(damage: str, tmp_path: Path) -> None:
    skill = schema.load_schema("skill")
    schema.compile_check(skill)
    (stored,) = _files(_home())
    if damage == "garbage":
        stored.write_bytes(b"\x00not marshal")
    elif damage == "other-writable":
        planted = compile("raise SystemExit('planted code ran')", "x", "exec")
        stored.write_bytes(marshal.dumps((stored.stem[7:], "x", planted)))
        stored.chmod(0o622)
    elif damage == "symlink":
        target = tmp_path / "elsewhere"
        target.write_bytes(stored.read_bytes())
        stored.unlink()
        stored.symlink_to(target)
    else:
        stored.write_bytes(marshal.dumps(("another-key", "x", compile("", "x", "exec"))))
    check = schema.compile_check(skill)
    assert _verdict(check, INSTANCES[0]) and not _verdict(check, INSTANCES[4])
    if damage in ("garbage", "wrong-key"):
        assert compiled._read(stored, stored.stem[7:]) is not None  # rewritten, now readable


@needs_corpus
def test_every_corpus_frontmatter_gets_the_same_verdict_as_before() -> None:
    from hermes_git.frontmatter import parse_document
    from hermes_git.parse.yamlio import yaml_load

    for name in ("skill", "skill-agentskills", "skill-claude-code"):
        definition = schema.load_schema(name)
        ours = schema.compile_check(definition)
        reference = fastjsonschema.compile(copy.deepcopy(definition))
        for md in sorted(CORPUS.rglob("SKILL.md"))[:60]:
            data = yaml_load(parse_document(md.read_bytes()).yaml_text or "")
            assert _verdict(ours, data) == _verdict(reference, data), (name, md)


def test_a_schema_only_jsonschema_may_check_is_not_kept() -> None:
    later = {"$schema": "https://json-schema.org/draft/2020-12/schema", "prefixItems": [{}]}
    assert schema.compile_check(later) is None
    assert schema.compile_check(later) is None
    assert _files(_home()) == []
