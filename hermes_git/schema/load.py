"""JSON Schemas shipped with hermes-git: load by name, validate, report problems with pointers."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_git.packaged import shipped
from hermes_git.problems import Problem

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    import jsonschema


def schema_dir() -> Traversable:
    """Where the schemas are: inside the installed wheel, else the source tree's `schemas/`."""
    packaged = shipped("hermes_git", "schemas")
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "schemas"


def schema_names() -> list[str]:
    """Names of every shipped schema (`config`, `skill`, ...)."""
    suffix = ".schema.json"
    return sorted(p.name[: -len(suffix)] for p in schema_dir().iterdir() if p.name.endswith(suffix))


@cache
def load_schema(name: str) -> dict[str, Any]:
    """The schema `name` (file `schemas/<name>.schema.json`) as a mapping."""
    text = schema_dir().joinpath(f"{name}.schema.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def validator(name: str) -> jsonschema.protocols.Validator:
    """A compiled validator for the schema `name` (built once per process)."""
    import jsonschema  # ~70 ms: imported only when an instance needs explaining

    schema = load_schema(name)
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def validate(instance: Any, name: str, path: str, rule: str = "schema") -> list[Problem]:
    """Problems of `instance` against the schema `name`, sorted by location.

    A valid instance (nearly all of them) is confirmed by the compiled check in `fastcheck`
    without importing jsonschema, which stays the validator of record for every error.
    """
    from hermes_git.schema.fastcheck import compiled

    quick = compiled(name)
    if quick is not None and quick(instance):
        return []
    problems = []
    for error in validator(name).iter_errors(instance):
        pointer = "$" + "".join(
            f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path
        )
        problems.append(Problem(path, error.message, rule, pointer=pointer))
    return sorted(problems, key=lambda p: (p.pointer, p.message))


def check_schema(name: str) -> None:
    """Raise `jsonschema.SchemaError` if the schema is not valid against its metaschema."""
    import jsonschema

    schema = load_schema(name)
    jsonschema.validators.validator_for(schema).check_schema(schema)
