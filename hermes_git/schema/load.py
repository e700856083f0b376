"""JSON Schemas shipped with hermes-git: load by name, check (fastjsonschema), explain (jsonschema)."""

from __future__ import annotations

import copy
import hashlib
import importlib
import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import fastjsonschema
from fastjsonschema.ref_resolver import RefResolver

from hermes_git.files import atomic_write
from hermes_git.packaged import shipped
from hermes_git.problems import Problem
from hermes_git.schema import compiled

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
    data: dict[str, Any] = json.loads(_schema_text(name))
    return data


@cache
def _schema_text(name: str) -> str:
    return schema_dir().joinpath(f"{name}.schema.json").read_text("utf-8")


@cache
def validator(name: str) -> jsonschema.protocols.Validator:
    """A compiled validator for the schema `name` (built once per process)."""
    import jsonschema  # ~70 ms: imported only when an instance needs explaining

    schema = load_schema(name)
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


# Draft 7's keywords, all that fastjsonschema checks; a schema using others (2020-12's
# `prefixItems`, `unevaluatedProperties`...) would pass too much there: jsonschema checks it.
_DRAFT7 = frozenset(
    [
        "$schema",
        "$id",
        "$ref",
        "$comment",
        "$defs",
        "definitions",
        "title",
        "description",
        "default",
        "examples",
        "readOnly",
        "writeOnly",
        "type",
        "enum",
        "const",
        "multipleOf",
        "maximum",
        "exclusiveMaximum",
        "minimum",
        "exclusiveMinimum",
        "maxLength",
        "minLength",
        "pattern",
        "items",
        "additionalItems",
        "maxItems",
        "minItems",
        "uniqueItems",
        "contains",
        "maxProperties",
        "minProperties",
        "required",
        "properties",
        "patternProperties",
        "additionalProperties",
        "dependencies",
        "propertyNames",
        "if",
        "then",
        "else",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
    ]
)
_NAMED = frozenset({"properties", "patternProperties", "$defs", "definitions", "dependencies"})
_APPLICATORS = frozenset(
    [
        "items",
        "additionalItems",
        "contains",
        "additionalProperties",
        "propertyNames",
        "if",
        "then",
        "else",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
    ]
)
_CHECKS = (
    _DRAFT7
    - {"$schema", "$id", "$comment", "$defs", "definitions", "title"}
    - {
        "description",
        "default",
        "examples",
        "readOnly",
        "writeOnly",
    }
)


Check = Callable[[Any], bool]


def _refuse_fetch(uri: str) -> Any:
    raise fastjsonschema.JsonSchemaDefinitionException(f"not fetching {uri}: schemas are local")


# fastjsonschema fetches a `$ref` it cannot resolve locally with urlopen: never here.
_NO_FETCH = dict.fromkeys(("", "http", "https", "ftp", "file", "data"), _refuse_fetch)


GENERATED = "hermes_git.schema.generated"  # fastjsonschema's code for the shipped schemas
GENERATED_HEAD = '''"""fastjsonschema's validator for `schemas/{name}.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema {version}.
"""

SCHEMA_SHA256 = "{digest}"
ENTRY = "{entry}"

'''


@cache
def fast_check(name: str) -> Check | None:
    """A yes/no check of an instance against the schema `name` (built once per process; no
    jsonschema import), or None when only jsonschema may check it (see `compile_check`).

    A shipped schema's code was generated at build time (`generated_source`) and is imported
    as a module of the package (its bytecode compiled at install): nothing is generated or
    compiled, even on the first run after an install."""
    source = _schema_text(name)
    check = _shipped_check(name, source)
    if check is not None:
        return _yes_no(check)
    return compile_check(load_schema(name), source)


def _shipped_check(name: str, source: str) -> Callable[[Any], Any] | None:
    """The validating function shipped for `name`, if it was generated from this very text."""
    try:
        module = importlib.import_module(f"{GENERATED}.{name.replace('-', '_')}")
    except ImportError:
        return None
    if getattr(module, "SCHEMA_SHA256", None) != _digest(source):
        return None  # made from another text: generated like any other schema's
    check = getattr(module, str(getattr(module, "ENTRY", "")), None)
    return check if callable(check) else None


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def generated_source(name: str) -> str | None:
    """The module to ship as `schema/generated/<name>.py` for the schema `name`: fastjsonschema's
    generated code under a header naming the schema text's hash and the validating function;
    None when fastjsonschema may not check that schema (see `compile_check`)."""
    schema = load_schema(name)
    if not _draft7_alike(schema):
        return None
    try:
        entry, code = _source(schema)
    except fastjsonschema.JsonSchemaDefinitionException:
        return None
    head = GENERATED_HEAD.format(
        name=name, version=fastjsonschema.VERSION, digest=_digest(_schema_text(name)), entry=entry
    )
    return head + code


def compile_check(schema: dict[str, Any], source: str | None = None) -> Check | None:
    """`schema` compiled by fastjsonschema into a yes/no check; None when fastjsonschema would
    judge it differently from jsonschema's Draft 2020-12 (see `_draft7_alike`). `source`, the
    JSON text `schema` was read from, names it in the cache quicker than `schema` itself.

    The generated code is kept in the user's cache (`compiled`): generating and compiling it,
    with the Draft 7 check before, costs a hook process ~20 ms a schema, loading it ~0.1 ms.
    """
    key = compiled.key_of(source or schema, fastjsonschema.VERSION)
    built = compiled.read(key)  # kept only for a schema that passed the checks below
    if built is None:
        if not _draft7_alike(schema):
            return None
        try:
            built = _generate(schema)
        except fastjsonschema.JsonSchemaDefinitionException:
            return None  # e.g. a `$ref` outside the schema: jsonschema alone checks it
        compiled.write(key, built)
    name, code = built
    namespace: dict[str, Any] = {}
    exec(code, namespace)  # fastjsonschema's generated module, as `fastjsonschema.compile` does
    return _yes_no(namespace[name])


def _yes_no(check: Callable[[Any], Any]) -> Check:
    """fastjsonschema's validating function as a yes/no check."""

    def is_valid(instance: Any) -> bool:
        try:
            check(instance)
        except fastjsonschema.JsonSchemaValueException:
            return False
        return True

    return is_valid


def _generate(schema: dict[str, Any]) -> compiled.Built:
    """(the validating function's name, its compiled module)."""
    name, source = _source(schema)
    return name, compile(source, f"<schema {schema.get('$id', '')}>", "exec")


def _source(schema: dict[str, Any]) -> tuple[str, str]:
    """(the validating function's name, fastjsonschema's module source); fastjsonschema gets
    copies: it rewrites every `$ref` of what it reads in place."""
    source = fastjsonschema.compile_to_code(copy.deepcopy(schema), handlers=_NO_FETCH)
    resolver = RefResolver.from_schema(copy.deepcopy(schema), handlers=_NO_FETCH)
    return resolver.get_scope_name(), source


def write_generated() -> list[Path]:
    """Write `schema/generated/<name>.py` for every shipped schema fastjsonschema may check
    and remove the others (`make generated`); the files written."""
    folder = Path(__file__).resolve().parent / "generated"
    written = []
    for name in schema_names():
        path = folder / f"{name.replace('-', '_')}.py"
        source = generated_source(name)
        if source is None:
            path.unlink(missing_ok=True)
            continue
        atomic_write(path, source.encode("utf-8"), mode=0o644, durable=False)
        written.append(path)
    return written


def _draft7_alike(schema: Any) -> bool:
    """Whether fastjsonschema (Draft 7 at most) reads `schema` as Draft 2020-12 does: only
    Draft 7 keywords (plus `x-*` annotations), and no `$ref` beside other checks (Draft 7
    ignores a `$ref`'s siblings, 2020-12 applies them)."""
    if isinstance(schema, list):
        return all(_draft7_alike(item) for item in schema)
    if not isinstance(schema, dict):
        return True  # a boolean schema
    keys = {k for k in schema if not k.startswith("x-")}
    if not _DRAFT7.issuperset(keys) or ("$ref" in keys and keys & _CHECKS != {"$ref"}):
        return False
    return all(_draft7_alike(sub) for sub in _subschemas(schema))


def _subschemas(schema: dict[str, Any]) -> list[Any]:
    found = []
    for key, value in schema.items():
        if key in _NAMED and isinstance(value, dict):
            found += [v for v in value.values() if isinstance(v, dict | bool)]
        elif key in _APPLICATORS:
            found += value if isinstance(value, list) else [value]
    return found


def validate(instance: Any, name: str, path: str, rule: str = "schema") -> list[Problem]:
    """Problems of `instance` against the schema `name`, sorted by location.

    A valid instance (nearly all of them) is confirmed by fastjsonschema without importing
    jsonschema, which stays the validator of record for every error.
    """
    quick = fast_check(name)
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
    import jsonschema  # ~70 ms: deferred for start-up, as in `validator`

    schema = load_schema(name)
    jsonschema.validators.validator_for(schema).check_schema(schema)
