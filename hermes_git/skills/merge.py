"""Three-way merges of SKILL.md: frontmatter key by key (raw text kept), body by Markdown section.

A unit (a top-level frontmatter key, or a body section from one heading to the next) changed on
one side only takes that side; changed the same way on both is taken once; changed differently
on both is a conflict on that unit. Units keep ours' order; units only theirs added go after
their nearest preceding neighbour in theirs. The frontmatter text of every key is copied
verbatim from the side it comes from (nothing is re-dumped); when the frontmatter cannot be cut
into keys safely (anchors across keys, broken YAML, a key given twice) it is merged as one unit.
The result never holds conflict markers: with conflicts, `content` keeps ours for those units.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, TypeVar

from hermes_git.frontmatter import Document, parse_document
from hermes_git.memory.merge import interleave
from hermes_git.parse.yamlio import YAMLError, yaml_load

K = TypeVar("K", bound=Hashable)
PREAMBLE = ("preamble",)  # frontmatter comments before the first key
WHOLE = ("whole",)  # the frontmatter as one unit
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$")
_NOT_A_KEY_START = tuple(" \t#-?:[]{},&*!|>%@`")


@dataclass(frozen=True)
class SkillMergeResult:
    """`content` is the merged file when `clean`; `conflicts` names the units both sides changed."""

    clean: bool
    content: bytes
    conflicts: list[str]


@dataclass(frozen=True)
class _Unit:
    text: str  # the raw text (frontmatter lines, or a section with its heading)
    value: Any  # what decides "changed": the loaded YAML value, or the text without trailing \n


def merge_skill_md(base: bytes | None, ours: bytes, theirs: bytes) -> SkillMergeResult:
    """Merge three versions of a SKILL.md (`base` None: both sides created it)."""
    if theirs in (ours, base):
        return SkillMergeResult(True, ours, [])
    if base == ours:
        return SkillMergeResult(True, theirs, [])
    try:
        docs = [parse_document(data) for data in (base or b"", ours, theirs)]
    except UnicodeDecodeError:
        return SkillMergeResult(False, ours, ["file: not UTF-8"])
    yaml_text, fm_conflicts = _merge_frontmatter(*docs)
    body, body_conflicts = _merge_body(*(d.body for d in docs))
    content = _render(docs[1], docs[2], yaml_text, body)
    conflicts = fm_conflicts + body_conflicts
    again = parse_document(content)
    if (again.yaml_text, again.body) != (yaml_text, body):
        conflicts.append("file: the merged text would not split back into the same parts")
        content = ours
    return SkillMergeResult(not conflicts, content, conflicts)


def _render(ours: Document, theirs: Document, yaml_text: str | None, body: str) -> bytes:
    fence = ours.close_fence or theirs.close_fence or "\n---\n"
    newline = ours.newline if ours.newline != "mixed" else "\n"
    return Document(
        yaml_text, fence if yaml_text is not None else "", body, newline, ours.bom
    ).render()


def _three_way(
    base: dict[K, _Unit], ours: dict[K, _Unit], theirs: dict[K, _Unit]
) -> tuple[list[K], dict[K, _Unit], list[K]]:
    """(merged order, chosen unit per key, conflicting keys) of three keyed unit maps."""
    chosen: dict[K, _Unit] = {}
    conflicts: list[K] = []
    for key in dict.fromkeys([*ours, *theirs, *base]):
        o, a, b = base.get(key), ours.get(key), theirs.get(key)
        if _same(a, b) or _same(o, b):
            pick = a
        elif _same(o, a):
            pick = b
        else:
            pick = a
            conflicts.append(key)
        if pick is not None:
            chosen[key] = pick
    order = interleave(
        list(ours), list(theirs), chosen.keys(), ours_only=ours.keys() - base.keys() - theirs.keys()
    )
    return order, chosen, conflicts


def _same(x: _Unit | None, y: _Unit | None) -> bool:
    if x is None or y is None:
        return x is y
    return bool(x.value == y.value)


# --- frontmatter -------------------------------------------------------------------------------


def _merge_frontmatter(
    base: Document, ours: Document, theirs: Document
) -> tuple[str | None, list[str]]:
    sides = [_key_units(d.yaml_text) for d in (base, ours, theirs)]
    if all(s is not None for s in sides):
        maps = [s for s in sides if s is not None]
        merged = _join_keys(ours, theirs, *_three_way(*maps))
        if merged is not None:
            return merged
    return _merge_whole(base, ours, theirs)


def _join_keys(
    ours: Document,
    theirs: Document,
    order: list[tuple[Any, ...]],
    chosen: dict[tuple[Any, ...], _Unit],
    conflicts: list[tuple[Any, ...]],
) -> tuple[str | None, list[str]] | None:
    template = ours if ours.yaml_text is not None else theirs
    if template.yaml_text is None:
        return None, []
    head = template.yaml_text.split("\n", 1)[0]
    text = head + "".join("\n" + chosen[key].text for key in order)
    expected = {key[1]: chosen[key].value for key in order if key != PREAMBLE}
    loaded = _load(text)
    if loaded != expected and not (loaded is None and not expected):
        return None  # the keys do not recombine into the same mapping: merge it whole
    names = [
        f"frontmatter: {key[1]}" if key != PREAMBLE else "frontmatter: comments"
        for key in conflicts
    ]
    return text, names


def _merge_whole(base: Document, ours: Document, theirs: Document) -> tuple[str | None, list[str]]:
    maps = [
        {WHOLE: _Unit(d.yaml_text, _whole_value(d.yaml_text))} if d.yaml_text is not None else {}
        for d in (base, ours, theirs)
    ]
    order, chosen, conflicts = _three_way(*maps)
    text = chosen[WHOLE].text if order else None
    return text, ["frontmatter"] if conflicts else []


def _whole_value(yaml_text: str) -> Any:
    try:
        return ("yaml", yaml_load(yaml_text))
    except YAMLError:
        return ("text", yaml_text)


def _key_units(yaml_text: str | None) -> dict[tuple[Any, ...], _Unit] | None:
    """The frontmatter cut into top-level keys, or None when it cannot be cut safely."""
    if yaml_text is None:
        return {}
    blocks: list[list[str]] = [[]]
    for line in yaml_text.split("\n")[1:]:
        starts_key = bool(line) and not line.startswith(_NOT_A_KEY_START) and line != "..."
        if starts_key:
            blocks.append([line])
        else:
            blocks[-1].append(line)
    units: dict[tuple[Any, ...], _Unit] = {}
    if blocks[0]:
        units[PREAMBLE] = _Unit("\n".join(blocks[0]), "\n".join(blocks[0]))
    for block in blocks[1:]:
        unit = _key_unit("\n".join(block))
        if unit is None or unit[0] in units:
            return None
        units[unit[0]] = unit[1]
    return units if _recombines(yaml_text, units) else None


def _key_unit(text: str) -> tuple[tuple[Any, ...], _Unit] | None:
    loaded = _load(text + "\n")  # a block scalar keeps its last line break when a key follows
    if not isinstance(loaded, dict) or len(loaded) != 1:
        return None
    key, value = next(iter(loaded.items()))
    if not isinstance(key, Hashable):
        return None
    return ("key", key), _Unit(text, value)


def _recombines(yaml_text: str, units: dict[tuple[Any, ...], _Unit]) -> bool:
    whole = _load(yaml_text)
    if PREAMBLE in units and _load(units[PREAMBLE].text) is not None:
        return False
    parts = {key[1]: unit.value for key, unit in units.items() if key != PREAMBLE}
    return whole == parts or (whole is None and not parts)


_FAILED = object()


def _load(text: str) -> Any:
    try:
        return yaml_load(text)
    except YAMLError:
        return _FAILED


# --- body ----------------------------------------------------------------------------------------


def _merge_body(base: str, ours: str, theirs: str) -> tuple[str, list[str]]:
    maps = [_sections(body) for body in (base, ours, theirs)]
    order, chosen, conflicts = _three_way(*maps)
    # a section that ended its file and now has one after it gets a blank line before that one;
    # the merged file ends the way ours does
    were_last = {id(m[next(reversed(m))]) for m in maps}
    parts = []
    for position, key in enumerate(order):
        text = chosen[key].text
        core = text.rstrip("\n")
        if position == len(order) - 1:
            text = core + ours[len(ours.rstrip("\n")) :]
        elif id(chosen[key]) in were_last:
            text = core + ("\n\n" if core else "")
        parts.append(text)
    names = [f"section: {key or '(before the first heading)'}" for key in conflicts]
    return "".join(parts), names


def _sections(body: str) -> dict[str, _Unit]:
    """The body cut at ATX headings outside code fences, keyed by heading path."""
    starts, keys = [0], [""]  # the text before the first heading is a section too
    stack: list[tuple[int, str]] = []
    fence: str | None = None
    offset = 0
    for line in body.split("\n"):
        fence = _fence_state(line, fence)
        match = _HEADING.match(line) if fence is None else None
        if match:
            level = len(match.group(1))
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, (match.group(2) or "").rstrip("#").strip()))
            starts.append(offset)
            keys.append(" > ".join("#" * lvl + " " + title for lvl, title in stack))
        offset += len(line) + 1
    return _keyed(body, starts, keys)


def _fence_state(line: str, fence: str | None) -> str | None:
    match = _FENCE.match(line)
    if match is None:
        return fence
    marker = match.group(1)
    if fence is None:
        return marker
    closes = (
        marker[0] == fence[0]
        and len(marker) >= len(fence)
        and not line.strip()[len(marker) :].strip()
    )
    return None if closes else fence


def _keyed(body: str, starts: list[int], keys: list[str]) -> dict[str, _Unit]:
    units: dict[str, _Unit] = {}
    ends = [*starts[1:], len(body)]
    for key, start, end in zip(keys, starts, ends, strict=True):
        unique, n = key, 1
        while unique in units:
            n += 1
            unique = f"{key} ({n})"
        text = body[start:end]
        units[unique] = _Unit(text, text.rstrip("\n"))
    return units
