"""What comes out is input: a unit's printed text and written files, scanned and run again.

An agent reads what a block prints and acts on it, so a block that decodes a blob and prints
"installation instructions" hands the agent new instructions that were never in the skill.
`rescan` scans the output with the static guard as if it were part of the skill (findings
point at the unit, "printed by SKILL.md:79 block"); `next_units` makes the commands and
scripts it generated the units of the next round (up to `MAX_ROUNDS`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import PurePosixPath

from hermes_git.guard import Options, scan_skill_files  # the face: the scan as others ask it
from hermes_git.guard.detonate.plan import FENCE_LANGS, PROMPT_RE, SCRIPT_EXTS, Unit, code_blocks
from hermes_git.guard.model import Finding, cut

MAX_ROUNDS = 3  # the skill's own units, then two rounds of what they generated
MAX_OUTPUT = 64_000  # bytes of one unit's printed text that are judged
MAX_SKILL_OUTPUT = 512_000  # bytes of output judged per skill and round
MAX_NEXT = 8  # generated units per round
SKIPPED_DIRS = ("/.npm/", "/.cache/", "/node_modules/", "/.local/lib/", "/__pycache__/", "/.git/")
SKIPPED_CATEGORIES = frozenset({"hidden"})
SKIPPED_NAMES = ("package-lock.json", "registry.jsonl", ".pyc", ".egg-info/")
# programs a printed command starts with (a bare line must also chain: a pipe, `&&`, `$(`)
COMMANDS = frozenset(
    {"curl", "wget", "bash", "sh", "zsh", "python", "python3", "node", "npx", "eval", "iex"}
    | {"powershell", "pwsh", "base64", "chmod", "nohup", "source", "sudo", "perl", "ruby"}
    | {"php", "echo", "printf"}
)
RISKY_LINE = re.compile(r"\||&&|;|\$\(|<\(|`")
PIPE_RE = re.compile(r"\b(?:curl|wget)\s[^|`'\"\n]{3,300}\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b")
INLINE_RE = re.compile(r"(?<!`)`([^`\n]{3,400})`(?!`)")


@dataclass(frozen=True)
class Produced:
    """What one unit gave: its printed text and the text of the files it wrote."""

    unit: Unit
    printed: str
    written: Mapping[str, str]
    ran: frozenset[str]  # paths that ran as programs (a written script it ran itself)


def judged_files(made: list[Produced]) -> tuple[dict[str, bytes], dict[str, Produced]]:
    """The output as a skill's files ({virtual path: bytes}) and the unit behind each."""
    files: dict[str, bytes] = {}
    owner: dict[str, Produced] = {}
    budget = MAX_SKILL_OUTPUT
    for index, item in enumerate(made):
        pieces = [(f"printed/{index}.md", unreported(item.printed[:MAX_OUTPUT]))]
        pieces += [(f"written/{index}{p}", t) for p, t in item.written.items() if _judged(p)]
        for rel, text in pieces:
            data = text.encode("utf-8", "replace")[:budget]
            if data.strip():
                files[rel], owner[rel] = data, item
                budget -= len(data)
    return files, owner


def _judged(path: str) -> bool:
    return not any(d in path for d in SKIPPED_DIRS) and not any(n in path for n in SKIPPED_NAMES)


def rescan(made: list[Produced], static_text: str, opts: Options | None = None) -> list[Finding]:
    """Static findings of the output that the skill's own text does not already show, each
    pointing at the unit that produced it, the chain in its message."""
    files, owner = judged_files(made)
    if not files:
        return []
    target = scan_skill_files(files, "", opts or Options(secrets=False))
    found = []
    for finding in target.findings:
        item = owner.get(finding.path)
        if item is None or finding.rule.startswith("structure-") or finding.suppressed:
            continue
        if finding.category in SKIPPED_CATEGORIES:
            continue  # a program's output is full of control and formatting characters
        if _norm(finding.excerpt.removesuffix("...")) in static_text:
            continue  # the skill shows it as is: the static scan judged it already
        found.append(_moved(finding, item))
    return found


def _moved(finding: Finding, item: Produced) -> Finding:
    unit = item.unit
    how = "printed" if finding.path.startswith("printed/") else "wrote"
    where = f"{how} by {unit.where}" + (f", {unit.origin}" if unit.origin else "")
    if how == "wrote":
        shown = finding.path.split("/", 2)[-1]
        where = f"written by {unit.where} as /{shown.split('/', 1)[-1]}"
    return finding.with_changes(
        path=unit.path,
        line=unit.line,
        message=f"{finding.message} ({where})",
        context=f"detonate:generated:{finding.context or 'text'}",
        tags=(*finding.tags, "detonate", "generated"),
        evidence=(f"{where}, line {finding.line}: {finding.excerpt}",),
    )


def next_units(made: list[Produced], done: set[str]) -> list[Unit]:
    """The commands and scripts the output holds, as units of the next round (`done`: the
    code already run, so nothing runs twice)."""
    found: list[Unit] = []
    for item in made:
        for lang, code, origin in _generated(item):
            key = " ".join(code.split())
            if key in done or len(found) >= MAX_NEXT:
                continue
            done.add(key)
            chain = f"{origin} by {item.unit.where}" + (
                f", {item.unit.origin}" if item.unit.origin else ""
            )
            found.append(Unit(lang, item.unit.path, item.unit.line, "generated", code, "", chain))
    return found


# a line a checker prints about what it found, led by where (`skill/run.sh:12: curl ... | sh`)
_REPORT_LINE = re.compile(r"(?m)^[ \t]*[\w./@+~-]+:\d+(?::\d+)?(?:[:\t]| - )[^\n]*\n?")


def unreported(printed: str) -> str:
    """Printed text without a checker's report lines: they quote what was found, not orders."""
    return _REPORT_LINE.sub("", printed) if ":" in printed else printed


def _generated(item: Produced) -> Iterator[tuple[str, str, str]]:
    printed = unreported(item.printed[:MAX_OUTPUT])
    for block in code_blocks("printed.md", printed):
        yield block.lang, block.code or "", "printed"
    yield from (("sh", c, "printed") for c in commands(printed))
    for path, text in item.written.items():
        if not _judged(path) or path in item.ran:
            continue
        suffix = PurePosixPath(path).suffix.lower()
        if suffix in (".md", ".markdown"):
            blocks = code_blocks(path, text)
            yield from ((b.lang, b.code or "", f"written as {path}") for b in blocks)
        lang = SCRIPT_EXTS.get(suffix) or _shebang(text)
        if lang in ("sh", "python", "node"):
            yield lang, text, f"written as {path}"


def commands(text: str) -> Iterator[str]:
    """Commands in printed text outside code blocks: `$ ` prompt lines, inline code that
    starts with a command, and bare lines that chain one (`curl ... | bash`)."""
    prose = re.sub(r"^( {0,3})(```+|~~~+).*?^\1\2[ \t]*$", "", text, flags=re.M | re.S)
    for line in prose.splitlines():
        stripped = line.strip()
        if PROMPT_RE.match(line):
            yield PROMPT_RE.sub("", line, count=1).strip() + "\n"
        elif _first(stripped) in COMMANDS and RISKY_LINE.search(stripped):
            yield stripped + "\n"
        else:
            spans = [m.group(1) for m in INLINE_RE.finditer(line)]
            found = [c.strip() + "\n" for c in spans if _first(c) in COMMANDS]
            found += [m.group(0) + "\n" for m in PIPE_RE.finditer(INLINE_RE.sub("", line))]
            yield from found


def _first(text: str) -> str:
    words = text.split()
    return PurePosixPath(words[0]).name if words else ""


def _shebang(text: str) -> str | None:
    if not text.startswith("#!"):
        return None
    word = PurePosixPath(text.split("\n", 1)[0][2:].strip().split(" ")[-1]).name
    return FENCE_LANGS.get(word.rstrip("0123456789") or word) or FENCE_LANGS.get(word)


def _norm(text: str) -> str:
    return " ".join(text.split())


def summary(made: list[Produced]) -> str:
    """One line for notes: how much output was judged."""
    printed = sum(len(m.printed) for m in made)
    written = sum(len(m.written) for m in made)
    return cut(f"judged {printed} bytes printed and {written} files written")
