"""Why an instance fails a schema, as jsonschema's Draft 2020-12 validator would say, but faster.

`schema_problems` reports each failure from its keyword, schema, instance and path (the message
comes from the schema's `x-message`, or from jsonschema's own text). This module finds those
failures for the keywords our skill schemas use, in jsonschema's order, at about a tenth of its
cost. It refuses (raises `Unsupported`) anything it does not reproduce exactly: an unknown
keyword, a `False` subschema, or a failure whose message only jsonschema can word; the caller then
asks jsonschema, which stays the validator of record.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from hermes_git.schema.fastcheck import _TYPES, Unsupported, lookup_ref

KeyPath = tuple[object, ...]
# Keywords that never fail (annotations); `x-*` keys are skipped too.
_SILENT = frozenset(
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


@dataclass(frozen=True)
class Failure:
    """One failing keyword: where (relative path), which, in which (sub)schema, on what value.

    `message` is jsonschema's text for it when known (else the schema's `x-message` is needed).
    """

    path: KeyPath
    keyword: str
    schema: dict[str, Any]
    instance: Any
    value: Any  # the keyword's value in `schema`
    message: str | None = None


def failures(schema: Any, instance: Any, root: dict[str, Any], path: KeyPath = ()) -> list[Failure]:
    """Every failure of `instance` (found at `path`) against `schema` (`$ref`s resolve in `root`).

    Raises:
        Unsupported: the schema (or this instance's path through it) needs jsonschema.
    """
    return _Walk(root).run(schema, instance, path)


@cache
def _pattern(text: str) -> Callable[[str], Any]:
    return re.compile(text).search


Keyword = Callable[["_Walk", Any, dict[str, Any], Any, KeyPath], list[Failure]]
_PLANS: dict[int, tuple[dict[str, Any], list[tuple[Keyword, Any]]]] = {}
_REFS: dict[tuple[int, str], tuple[dict[str, Any], Any]] = {}


def _plan(schema: dict[str, Any]) -> list[tuple[Keyword, Any]]:
    """The keyword methods of `schema` with their values, in its order (kept per schema)."""
    known = _PLANS.get(id(schema))
    if known is not None and known[0] is schema:
        return known[1]
    plan = []
    for key, value in schema.items():
        if key in _SILENT or key.startswith("x-"):
            continue
        method = getattr(_Walk, "_k_" + key.replace("$", "dollar_"), None)
        if method is None:
            raise Unsupported(key)
        plan.append((method, value))
    if len(_PLANS) > 1000:
        _PLANS.clear()
    _PLANS[id(schema)] = (schema, plan)  # the schema kept alive: its id cannot be reused
    return plan


class _Walk:
    def __init__(self, root: dict[str, Any]) -> None:
        self.root = root

    def run(self, schema: Any, instance: Any, path: KeyPath) -> list[Failure]:
        if schema is True:
            return []
        if not isinstance(schema, dict):
            raise Unsupported(repr(schema))  # False: "False schema does not allow ..."
        found: list[Failure] = []
        for method, value in _plan(schema):
            found.extend(method(self, value, schema, instance, path))
        return found

    def valid(self, schema: Any, instance: Any) -> bool:
        return not self.run(schema, instance, ())

    # Each keyword: (its value, its schema, the instance, the path) -> failures, as jsonschema.

    def _k_type(
        self, value: Any, schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if isinstance(value, str) and value in _TYPES:  # one type: most schemas
            if _TYPES[value](instance):
                return []
            names = [value]
        else:
            names = [value] if isinstance(value, str) else list(value)
            if any(name not in _TYPES for name in names):
                raise Unsupported(f"type {value!r}")
            if any(_TYPES[name](instance) for name in names):
                return []
        if isinstance(schema.get("x-message"), str):
            return [Failure(path, "type", schema, instance, value)]  # no costly repr needed
        reprs = ", ".join(repr(name) for name in names)
        return [
            Failure(path, "type", schema, instance, value, f"{instance!r} is not of type {reprs}")
        ]

    def _k_minLength(
        self, value: int, schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if isinstance(instance, str) and len(instance) < value:
            return [Failure(path, "minLength", schema, instance, value)]
        return []

    def _k_maxLength(
        self, value: int, schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if isinstance(instance, str) and len(instance) > value:
            return [Failure(path, "maxLength", schema, instance, value)]
        return []

    def _k_pattern(
        self, value: str, schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if isinstance(instance, str) and _pattern(value)(instance) is None:
            return [Failure(path, "pattern", schema, instance, value)]
        return []

    def _k_enum(
        self, value: list[Any], schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if not all(isinstance(item, str) for item in value):
            raise Unsupported("enum of non-strings")  # jsonschema's equality rules differ there
        if isinstance(instance, str) and instance in value:
            return []
        return [Failure(path, "enum", schema, instance, value)]

    def _k_required(
        self, value: list[str], schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if not isinstance(instance, dict):
            return []
        return [
            Failure(path, "required", schema, instance, value, f"{key!r} is a required property")
            for key in value
            if key not in instance
        ]

    def _k_properties(
        self, value: dict[str, Any], _schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if not isinstance(instance, dict):
            return []
        found: list[Failure] = []
        for key, sub in value.items():  # the schema's order, as jsonschema
            if key in instance:
                found.extend(self.run(sub, instance[key], (*path, key)))
        return found

    def _k_additionalProperties(
        self, value: Any, schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if "patternProperties" in schema:
            raise Unsupported("patternProperties")
        if not isinstance(instance, dict):
            return []
        known = schema.get("properties", {})
        extras = [key for key in instance if key not in known]
        if isinstance(value, dict):
            return [f for key in extras for f in self.run(value, instance[key], (*path, key))]
        if value is False and extras:
            return [Failure(path, "additionalProperties", schema, instance, value)]
        return []

    def _k_propertyNames(
        self, value: Any, _schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if not isinstance(instance, dict):
            return []
        return [f for key in instance for f in self.run(value, key, path)]

    def _k_items(
        self, value: Any, schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if "prefixItems" in schema or value is False:
            raise Unsupported("prefixItems or items: false")
        if not isinstance(instance, list):
            return []
        return [
            f for index, item in enumerate(instance) for f in self.run(value, item, (*path, index))
        ]

    def _k_anyOf(
        self, value: list[Any], schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if any(self.valid(sub, instance) for sub in value):
            return []
        return [Failure(path, "anyOf", schema, instance, value)]

    def _k_not(
        self, value: Any, schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        if self.valid(value, instance):
            return [Failure(path, "not", schema, instance, value)]
        return []

    def _k_dollar_ref(
        self, value: str, _schema: dict[str, Any], instance: Any, path: KeyPath
    ) -> list[Failure]:
        return self.run(self._resolve(value), instance, path)

    def _resolve(self, ref: str) -> Any:
        known = _REFS.get((id(self.root), ref))
        if known is not None and known[0] is self.root:
            return known[1]
        node = lookup_ref(self.root, ref)
        if len(_REFS) > 1000:
            _REFS.clear()
        _REFS[(id(self.root), ref)] = (self.root, node)  # the root kept alive: its id stays
        return node
