"""`schema/generated/`: fastjsonschema's code for the shipped schemas, made at build time,
current with `schemas/`, and what `fast_check` runs (nothing generated after an install)."""

from __future__ import annotations

import copy
import os
import subprocess
import sys
from pathlib import Path

import fastjsonschema
import pytest

from hermes_git.schema import load as schema
from tests.schema.test_compiled import INSTANCES, _verdict

GENERATED = Path(schema.__file__).resolve().parent / "generated"
PROJECT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", schema.schema_names())
def test_the_shipped_code_is_current_with_the_schema(name: str) -> None:
    """Fails after an edit of `schemas/<name>.schema.json` until `make generated` is run."""
    path = GENERATED / f"{name.replace('-', '_')}.py"
    expected = schema.generated_source(name)
    shipped = path.read_text("utf-8") if path.is_file() else None
    assert shipped == expected, f"{path} is stale: run `make generated`"


def test_no_module_is_shipped_for_a_schema_that_is_gone() -> None:
    modules = {p.stem for p in GENERATED.glob("*.py") if p.stem != "__init__"}
    assert modules == {n.replace("-", "_") for n in schema.schema_names()}


def test_the_shipped_check_judges_as_fastjsonschema_compiles() -> None:
    skill = schema.load_schema("skill")
    reference = fastjsonschema.compile(copy.deepcopy(skill))
    shipped = schema._shipped_check("skill", schema._schema_text("skill"))
    assert shipped is not None
    for instance in INSTANCES:
        assert _verdict(shipped, instance) == _verdict(reference, instance), instance


def test_code_made_from_another_text_is_not_used() -> None:
    assert schema._shipped_check("skill", schema._schema_text("skill") + " ") is None


def test_a_first_run_after_an_install_generates_nothing(tmp_path: Path) -> None:
    code = (
        "import fastjsonschema\n"
        "def refuse(*a, **k): raise SystemExit('generated')\n"
        "fastjsonschema.compile_to_code = refuse\n"
        "from hermes_git.schema import load\n"
        "print(load.fast_check('skill')({'name': 'fine', 'description': 'A fine skill.'}),\n"
        "      load.fast_check('skill')('not a mapping'),\n"
        "      load.validate({'trust': 'nobody'}, 'guard-config', 'x') != [])\n"
    )
    env = {**os.environ, "PYTHONPATH": str(PROJECT), "XDG_CACHE_HOME": str(tmp_path / "empty")}
    run = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False
    )
    assert (run.returncode, run.stdout.split()) == (0, ["True", "False", "True"]), run.stderr
    assert not (tmp_path / "empty").exists()  # nothing written to the user cache
