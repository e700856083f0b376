"""A compiled yes/no check for the JSON Schema subset of our schemas; `explain` words failures.

`jsonschema` stays the validator of record: `explain` reproduces its failures for the keywords
our skill schemas use, and jsonschema words everything else. This module only answers "is this
instance valid?" about ten times faster, so that valid files (nearly all of them) skip the slow
path. It compiles a schema into nested closures and refuses any keyword it does not
implement exactly as jsonschema's Draft 2020-12 validator does (then there is no fast path).
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Callable
from functools import cache
from typing import Any

from hermes_git.schema.load import load_schema

Check = Callable[[Any], bool]
# Keywords that never affect validity.
_ANNOTATIONS = frozenset(
    {
        "$schema",
        "$id",
        "$defs",
        "$comment",
        "title",
        "description",
        "default",
        "examples",
        "deprecated",
        "readOnly",
        "writeOnly",
    }
)


class Unsupported(Exception):
    """The schema uses a keyword (or a form of one) this module does not implement."""


@cache
def compiled(name: str) -> Check | None:
    """The compiled check of the shipped schema `name`, or None if it cannot be compiled."""
    try:
        return compile_schema(load_schema(name))
    except Unsupported:
        return None


def compile_schema(schema: dict[str, Any], root: dict[str, Any] | None = None) -> Check:
    """A function telling whether an instance is valid against `schema`.

    `root` is the document `schema` is part of (its `$ref`s resolve there); default `schema`.

    Raises:
        Unsupported: the schema uses a keyword this module does not implement.
    """
    return _Compiler(schema if root is None else root).compile(schema)


def _is_number(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, numbers.Number)


def _is_integer(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, float) and value.is_integer()


_TYPES: dict[str, Check] = {
    "array": lambda v: isinstance(v, list),
    "boolean": lambda v: isinstance(v, bool),
    "integer": _is_integer,
    "null": lambda v: v is None,
    "number": _is_number,
    "object": lambda v: isinstance(v, dict),
    "string": lambda v: isinstance(v, str),
}


def _all(checks: list[Check]) -> Check:
    """All of `checks`, as a plain loop (calls are the cost here, not the logic)."""
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda v: first(v) and second(v)

    def check_all(value: Any) -> bool:
        for check in checks:  # noqa: SIM110 - a loop: no generator per call, this is the hot path
            if not check(value):
                return False
        return True

    return check_all


def _any(checks: list[Check]) -> Check:
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda v: first(v) or second(v)
    return lambda v: any(check(v) for check in checks)


class _Compiler:
    def __init__(self, root: dict[str, Any]) -> None:
        self.root = root
        self.refs: dict[str, Check] = {}

    def compile(self, schema: Any) -> Check:
        if schema is True or schema == {}:
            return lambda _v: True
        if schema is False:
            return lambda _v: False
        if not isinstance(schema, dict):
            raise Unsupported(repr(schema))
        found = [
            self._keyword(key, value, schema)
            for key, value in schema.items()
            if key not in _ANNOTATIONS and not key.startswith("x-")
        ]
        checks = [c for c in found if c is not None]
        return _all(checks) if checks else (lambda _v: True)

    def _keyword(self, key: str, value: Any, schema: dict[str, Any]) -> Check | None:
        method = getattr(self, "_k_" + key.replace("$", "dollar_"), None)
        if method is None:
            if key in ("then", "else"):
                return None  # compiled with "if"
            raise Unsupported(key)
        result: Check | None = method(value, schema)
        return result

    def _k_type(self, value: Any, _schema: dict[str, Any]) -> Check:
        names = [value] if isinstance(value, str) else list(value)
        if any(n not in _TYPES for n in names):
            raise Unsupported(f"type {value!r}")
        return _any([_TYPES[n] for n in names])

    def _k_enum(self, value: Any, _schema: dict[str, Any]) -> Check:
        if not all(isinstance(x, str) for x in value):
            raise Unsupported("enum of non-strings")  # jsonschema's equality rules differ there
        allowed = list(value)
        return lambda v: isinstance(v, str) and v in allowed

    def _k_const(self, value: Any, _schema: dict[str, Any]) -> Check:
        if isinstance(value, str):
            return lambda v: isinstance(v, str) and v == value
        if isinstance(value, int) and not isinstance(value, bool):
            # jsonschema: 1 equals 1 and 1.0, never True; anything odder takes the slow path
            return lambda v: type(v) in (int, float) and v == value
        raise Unsupported("const of a non-string, non-integer")

    def _k_pattern(self, value: str, _schema: dict[str, Any]) -> Check:
        search = re.compile(value).search
        return lambda v: not isinstance(v, str) or search(v) is not None

    def _k_minLength(self, value: int, _schema: dict[str, Any]) -> Check:
        return lambda v: not isinstance(v, str) or len(v) >= value

    def _k_maxLength(self, value: int, _schema: dict[str, Any]) -> Check:
        return lambda v: not isinstance(v, str) or len(v) <= value

    def _k_minimum(self, value: float, _schema: dict[str, Any]) -> Check:
        return lambda v: not _is_number(v) or v >= value

    def _k_maximum(self, value: float, _schema: dict[str, Any]) -> Check:
        return lambda v: not _is_number(v) or v <= value

    def _k_required(self, value: list[str], _schema: dict[str, Any]) -> Check:
        return lambda v: not isinstance(v, dict) or all(key in v for key in value)

    def _k_properties(self, value: dict[str, Any], _schema: dict[str, Any]) -> Check:
        props = {key: self.compile(sub) for key, sub in value.items()}

        def check_properties(instance: Any) -> bool:
            if not isinstance(instance, dict):
                return True
            for key, item in instance.items():
                check = props.get(key)
                if check is not None and not check(item):
                    return False
            return True

        return check_properties

    def _k_additionalProperties(self, value: Any, schema: dict[str, Any]) -> Check:
        if "patternProperties" in schema:
            raise Unsupported("patternProperties")
        known = frozenset(schema.get("properties", {}))
        check = self.compile(value)
        return lambda v: (
            not isinstance(v, dict) or all(check(v[key]) for key in v if key not in known)
        )

    def _k_propertyNames(self, value: Any, _schema: dict[str, Any]) -> Check:
        check = self.compile(value)
        return lambda v: not isinstance(v, dict) or all(check(key) for key in v)

    def _k_items(self, value: Any, schema: dict[str, Any]) -> Check:
        if "prefixItems" in schema or not isinstance(value, dict | bool):
            raise Unsupported("prefixItems or array-form items")
        check = self.compile(value)

        def check_items(instance: Any) -> bool:
            if not isinstance(instance, list):
                return True
            for item in instance:  # noqa: SIM110 - a loop: no generator per call (hot path)
                if not check(item):
                    return False
            return True

        return check_items

    def _k_anyOf(self, value: list[Any], _schema: dict[str, Any]) -> Check:
        return _any([self.compile(sub) for sub in value])

    def _k_allOf(self, value: list[Any], _schema: dict[str, Any]) -> Check:
        return _all([self.compile(sub) for sub in value])

    def _k_oneOf(self, value: list[Any], _schema: dict[str, Any]) -> Check:
        checks = [self.compile(sub) for sub in value]
        return lambda v: sum(1 for check in checks if check(v)) == 1

    def _k_not(self, value: Any, _schema: dict[str, Any]) -> Check:
        check = self.compile(value)
        return lambda v: not check(v)

    def _k_if(self, value: Any, schema: dict[str, Any]) -> Check:
        test = self.compile(value)
        then = self.compile(schema.get("then", True))
        other = self.compile(schema.get("else", True))
        return lambda v: then(v) if test(v) else other(v)

    def _k_dollar_ref(self, value: str, _schema: dict[str, Any]) -> Check:
        if value not in self.refs:
            self.refs[value] = lambda _v: True  # placeholder while a recursive ref compiles
            compiled_ref = self.compile(self._resolve(value))
            self.refs[value] = compiled_ref
        refs = self.refs

        def check(instance: Any) -> bool:  # looked up at call time: recursive refs work
            return refs[value](instance)

        return check

    def _resolve(self, ref: str) -> Any:
        return lookup_ref(self.root, ref)


def lookup_ref(root: Any, ref: str) -> Any:
    """The subschema a local `$ref` (`#/json/pointer`) names in `root`.

    Raises:
        Unsupported: a remote ref, or a pointer to nothing.
    """
    if not ref.startswith("#"):
        raise Unsupported(f"$ref {ref!r}")
    node: Any = root
    for raw in (p for p in ref[1:].split("/") if p):
        part = raw.replace("~1", "/").replace("~0", "~")
        if not isinstance(node, dict) or part not in node:
            raise Unsupported(f"$ref {ref!r}")
        node = node[part]
    return node
