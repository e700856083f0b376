"""Schema errors as problems: a line, a JSON path, the rule and message the schema names."""

from __future__ import annotations

import datetime
import difflib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from hermes_git.problems import Problem
from hermes_git.schema.load import Check, compile_check, fast_check, load_schema, validator

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


@dataclass(frozen=True)
class Failure:
    """One failing keyword, from a jsonschema error: where (path from the root), which, in which
    (sub)schema, on what value, the keyword's value, and jsonschema's message."""

    path: KeyPath
    keyword: str
    schema: dict[str, Any]
    instance: Any
    value: Any
    message: str


def warm(schema: str) -> None:
    """Compile the schema `schema`'s fast checks now (before forking workers that will use
    them): the whole schema's, its root keywords', each top-level property's."""
    fast_check(schema)
    _root_rest(schema)
    for key in load_schema(schema).get("properties", {}):
        _property_check(schema, key)


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

    A valid instance costs only the fast check (fastjsonschema); jsonschema explains the rest.
    Unknown keys of a closed root are reported (with a close match) before either runs. With
    `narrow`, when the root's own keywords pass, jsonschema is handed only the top-level values
    that fail their own fast check (the same errors, found faster).
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
    """jsonschema's failures of `instance` (none when the fast check passes it)."""
    fast = fast_check(schema)
    if fast is not None and fast(instance):
        return []
    rest = _root_rest(schema) if narrow and fast is not None else None
    if rest is None or not isinstance(instance, dict) or not rest(instance):
        return _explained(instance, schema, ())
    root_properties = load_schema(schema).get("properties", {})
    found: list[Failure] = []
    for key, value in instance.items():
        if key in root_properties:
            check = _property_check(schema, key)
            if check is None or not check(value):
                found += _explained(value, schema, (key,))
    return found


def _explained(value: Any, schema: str, prefix: KeyPath) -> list[Failure]:
    """jsonschema's failures of `value`: the whole instance, or (`prefix`) one top-level value
    against its property's subschema (references still resolve against the root)."""
    checker = validator(schema)
    if prefix:
        checker = checker.evolve(schema=load_schema(schema)["properties"][prefix[0]])
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


@cache
def _root_rest(schema: str) -> Check | None:
    """The root of `schema` with every property accepted: its own keywords only."""
    root = load_schema(schema)
    return compile_check({**root, "properties": dict.fromkeys(root.get("properties", {}), True)})


@lru_cache(maxsize=256)
def _property_check(schema: str, key: str) -> Check | None:
    """The fast check of one top-level property (compiled when first needed)."""
    root = load_schema(schema)
    sub = root["properties"][key]
    if not isinstance(sub, dict):
        return None
    return compile_check({**{k: v for k, v in root.items() if k == "$defs"}, **sub})


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
        return [_required(failure, path, line_of)]
    template = sub.get("x-message")
    message = plain(failure)
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
        if where and message.startswith(("must ", "each ")):  # no subject: name the key
            message = f"{_key(where)}: {message}"
    return [Problem(path, message, rule, line=line_of(where), pointer=pointer(where))]


_TYPE_WORDS = {
    "string": "text (a string)",
    "boolean": "true or false",
    "array": "a list",
    "object": "a mapping of keys to values",
    "integer": "a whole number",
    "number": "a number",
    "null": "empty (null)",
}


def _key(where: KeyPath) -> str:
    """The key path in plain words: `setup.collect_secrets[0]`, or `the frontmatter`."""
    return pointer(where).removeprefix("$").removeprefix(".") or "the frontmatter"


def plain(failure: Failure) -> str:
    """jsonschema's complaint in plain words, naming the key (for a schema without its own
    `x-message`)."""
    key, value, got = _key(failure.path), failure.value, show(failure.instance)
    size = len(failure.instance) if isinstance(failure.instance, str | list | dict) else 0
    words: dict[str, Callable[[], str]] = {
        "type": lambda: " or ".join(
            _TYPE_WORDS.get(t, str(t)) for t in (value if isinstance(value, list) else [value])
        ),
        "enum": lambda: "one of " + ", ".join(show(v) for v in value),
        "const": lambda: show(value),
        "minLength": lambda: f"at least {value} character(s) long (it has {size})",
        "maxLength": lambda: f"at most {value} characters long (it has {size:,})",
        "minItems": lambda: f"a list of at least {value} item(s)",
        "maxItems": lambda: f"a list of at most {value} items",
        "minimum": lambda: f"at least {value}",
        "maximum": lambda: f"at most {value}",
        "pattern": lambda: "of the required form",
    }
    if failure.keyword not in words:
        return f"{key}: {failure.message}"
    return f"{key} must be {words[failure.keyword]()}; got {got}"


def _required(failure: Failure, path: str, line_of: LineOf) -> Problem:
    where = failure.path
    have = failure.instance if isinstance(failure.instance, dict) else {}
    missing = [k for k in failure.value if k not in have] if isinstance(failure.value, list) else []
    name = str(missing[0]) if missing else "a required key"
    inside = "the frontmatter" if not where else _key(where)
    return Problem(
        path,
        f"{inside} has no {name!r}, which is required",
        "required",
        line=line_of(where) or 1,
        pointer=pointer(where),
        fix=f"add `{name}: ...` to {inside}",
    )


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
