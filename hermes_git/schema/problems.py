"""Schema errors as problems: a line, a JSON path, the rule and message the schema names."""

from __future__ import annotations

import datetime
import difflib
import json
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from typing import Any

from hermes_git.problems import Problem
from hermes_git.schema import explain
from hermes_git.schema.explain import Failure
from hermes_git.schema.fastcheck import Check, Unsupported, compile_schema, compiled
from hermes_git.schema.load import load_schema, validator

KeyPath = tuple[object, ...]
LineOf = Callable[[KeyPath], "int | None"]

_KEYWORD_RULES = {
    "anyOf": "type",
    "oneOf": "type",
    "const": "enum",
    "minLength": "type",
    "maxLength": "type",
    "propertyNames": "type",
    "not": "pattern",
}


def warm(schema: str) -> None:
    """Load and compile the schema `schema` now (before forking workers that will use it).

    jsonschema is not imported: failures are explained without it nearly always.
    """
    compiled(schema)
    _root_rest(schema)
    _property_checks(schema)


def pointer(path: Iterable[object]) -> str:
    """A JSON path like `$.metadata.tags[0]`."""
    if isinstance(path, tuple) and len(path) == 1 and isinstance(path[0], str):
        return "$." + path[0]  # a top-level key: most pointers
    return "$" + "".join([f"[{p}]" if isinstance(p, int) else f".{p}" for p in path])


def show(value: Any, width: int = 60) -> str:
    """A value as JSON, cut to `width` characters; YAML-only types say what they are."""
    if isinstance(value, datetime.date):
        return f"{value.isoformat()} (a YAML date; quote it to make it a string)"
    text = json.dumps(value, ensure_ascii=False, default=_plain)
    return text if len(text) <= width else text[: width - 3] + "..."


def _plain(value: Any) -> str:
    if isinstance(value, bytes | bytearray):
        return f"<{len(value)} bytes>"
    if isinstance(value, set | frozenset):
        return str(sorted(map(str, value)))
    return str(value)


def schema_problems(
    instance: Any, schema: str, path: str, line_of: LineOf, narrow: bool = True
) -> list[Problem]:
    """Problems of `instance` against the shipped schema `schema`, one per failing key.

    A valid instance costs only compiled checks. Otherwise, with `narrow`, only the top-level
    values that fail their own check are explained (the same errors, found faster), unless a
    keyword of the root itself fails; `explain` finds the failures, and jsonschema does where
    `explain` cannot word them. Without `narrow`, jsonschema explains the whole instance.
    """
    found: dict[tuple[str, str, str], Problem] = {}
    instance, unknown = _closed_root(instance, schema, path, line_of)
    for problem in unknown:
        found.setdefault((problem.pointer, problem.rule, problem.message), problem)
    for failure in _failures(instance, schema, narrow):
        for problem in _from_failure(failure, path, line_of):
            found.setdefault((problem.pointer, problem.rule, problem.message), problem)
    return list(found.values())


def _failures(instance: Any, schema: str, narrow: bool) -> list[Failure]:
    """The failures of `instance` (none when it is valid), each with its path from the root."""
    root = load_schema(schema)
    fast = compiled(schema)
    checks = _property_checks(schema) if narrow and fast is not None else None
    rest = _root_rest(schema) if checks is not None else None
    if checks is None or rest is None or not isinstance(instance, dict) or not rest(instance):
        if fast is not None and fast(instance):
            return []
        return _explained(root, instance, (), schema, narrow and fast is not None)
    # The root's own keywords pass: check each top-level value alone, explain the failing ones.
    found: list[Failure] = []
    for key, value in instance.items():
        if key not in checks:
            continue
        check = checks[key]
        if check is not None and check(value):
            continue
        found.extend(_explained(root["properties"][key], value, (key,), schema, True))
    return found


def _explained(sub: Any, value: Any, prefix: KeyPath, schema: str, fast: bool) -> list[Failure]:
    """Failures of `value` against the subschema `sub` of `schema`; jsonschema's when needed."""
    if fast:
        try:
            found = explain.failures(sub, value, load_schema(schema), prefix)
            if found and all(_wordable(f) for f in found):  # none: disagrees, ask jsonschema
                return found
        except Unsupported:
            pass
    checker = validator(schema)
    if prefix:
        checker = checker.evolve(schema=sub)  # refs resolve against the root
    return [
        Failure(
            (*prefix, *error.absolute_path),
            str(error.validator),
            error.schema if isinstance(error.schema, dict) else {},
            error.instance,
            error.validator_value,
            str(error.message),
        )
        for error in checker.iter_errors(value)
    ]


def _wordable(failure: Failure) -> bool:
    """Whether `_from_failure` can word this failure without jsonschema's message."""
    return (
        failure.message is not None
        or failure.keyword == "additionalProperties"
        or isinstance(failure.schema.get("x-message"), str)
    )


@cache
def _root_rest(schema: str) -> Check | None:
    """The compiled root of `schema` with every property accepted (its own keywords only)."""
    root = load_schema(schema)
    props = root.get("properties", {})
    try:
        return compile_schema({**root, "properties": dict.fromkeys(props, True)})
    except Unsupported:
        return None


@cache
def _property_checks(schema: str) -> dict[str, Check | None]:
    """The compiled subschema of each top-level property (None: no fast path for it)."""
    root = load_schema(schema)
    found: dict[str, Check | None] = {}
    for key, sub in root.get("properties", {}).items():
        try:
            found[key] = compile_schema(sub, root)
        except Unsupported:
            found[key] = None
    return found


def _closed_root(
    instance: Any, schema: str, path: str, line_of: LineOf
) -> tuple[Any, list[Problem]]:
    """Unknown keys of a closed root object, and the instance without them.

    Exactly what jsonschema reports for `additionalProperties: false` at the root, found without
    it: the rest of the instance then often passes the fast check.
    """
    closed = _closed(schema)
    if closed is None or not isinstance(instance, dict):
        return instance, []
    known, why = closed
    unknown = [key for key in instance if key not in known]
    if not unknown:
        return instance, []
    problems = [unknown_key(path, (key,), line_of, known, "error", why) for key in unknown]
    return {k: v for k, v in instance.items() if k in known}, problems


@cache
def _closed(schema: str) -> tuple[list[str], str] | None:
    """(the known keys, why others are refused) of a root with `additionalProperties: false`."""
    root = load_schema(schema)
    if root.get("additionalProperties") is not False:
        return None
    known = list(root.get("properties", {}))
    return known, f"the profile allows only {', '.join(known)}"


def _from_failure(failure: Failure, path: str, line_of: LineOf) -> list[Problem]:
    where, keyword, sub = failure.path, failure.keyword, failure.schema
    if keyword == "additionalProperties" and isinstance(failure.instance, dict):
        known = list(sub.get("properties", {}))
        return [
            unknown_key(
                path,
                (*where, key),
                line_of,
                known,
                "error",
                f"the profile allows only {', '.join(known)}",
            )
            for key in failure.instance
            if key not in known
        ]
    rule = str(sub.get("x-rule") or _KEYWORD_RULES.get(keyword, keyword))
    if keyword == "required":
        return [
            Problem(
                path,
                str(failure.message),
                "required",
                line=line_of(where) or 1,
                pointer=pointer(where),
            )
        ]
    template = sub.get("x-message")
    message = str(failure.message)
    if isinstance(template, str):
        value = failure.instance
        fields: dict[str, Callable[[], str]] = {
            "{value}": lambda: show(value),
            "{limit}": lambda: str(failure.value),
            "{length}": lambda: f"{len(value) if isinstance(value, str | list | dict) else 0:,}",
        }
        message = template
        for name, text in fields.items():  # in this order; each worded only when used
            if name in message:
                message = message.replace(name, text())
    return [Problem(path, message, rule, line=line_of(where), pointer=pointer(where))]


def unknown_key(
    path: str, where: KeyPath, line_of: LineOf, known: list[str], severity: str, why: str
) -> Problem:
    """The problem for a key the profile does not define, with a close match when there is one."""
    return Problem(
        path,
        _unknown_message(str(where[-1]), tuple(known), why),
        "unknown-key",
        severity,
        line_of(where),
        pointer(where),
    )


@lru_cache(maxsize=4096)
def _unknown_message(key: str, known: tuple[str, ...], why: str) -> str:
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.75)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    return f"unknown key {key!r}: {why}{hint}"
