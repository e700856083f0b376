"""A skill's capabilities: every piece of code of every file through the one taint core,
SKILL.md's prose, the manifests, and values followed from one file to another.

Across files: a secret a script writes to a file is a source where another piece names that
file; a secret handed to one of the skill's scripts (argv, stdin) is a source where that
script reads its argv or stdin. A script an install hook runs runs at install time; a script
SKILL.md names is one the agent is told to run.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from pathlib import PurePosixPath

from hermes_git.guard.flow import joiner, manifests, patterns, providers, shapes
from hermes_git.guard.flow.core import DATA_NAMED, Hit, Taint, follow
from hermes_git.guard.flow.directives import directive_hits
from hermes_git.guard.flow.fetched import fetched_and_run, hooks_installed
from hermes_git.guard.flow.prose import NOTES, followed, prose_hits, specimens
from hermes_git.guard.flow.timebombs import time_bombs
from hermes_git.guard.lang import embedded
from hermes_git.guard.lang.steps import Program, line_steps, read
from hermes_git.guard.read import decode

_ARGV = ("sys.argv", "process.argv", "os.Args", "ARGV", "$1", "$@", "sys.stdin", "process.stdin",
         "STDIN", "$argv", "$args", "input(", "os.Stdin", "<STDIN>", "read -r")  # fmt: skip
_WRITTEN = re.compile(  # a file named in quotes or as a redirect's target
    r"(?:['\"]|>\s*)([\w./~${}-]*?([\w-]+\.(?:json|txt|log|dat|env|b64|tmp|out|cache)))"
    r"(?:['\"]|\s|$)"
)


def capabilities(files: dict[str, str]) -> list[Hit]:
    """Every capability of a skill given as {path relative to it: text}."""
    pieces: list[embedded.Piece] = []
    programs: list[tuple[embedded.Piece, Program]] = []
    skill_md = files.get("SKILL.md", "")
    for rel, text in files.items():
        if rel != "SKILL.md" and rel.lower().endswith(NOTES) and specimens(rel, text, skill_md):
            continue  # attack specimens to study: its rules' findings stand, its code runs not
        found = embedded.pieces(rel, text)
        found += _decoded(rel, text, found)
        pieces += found
        programs += _programs(text, found)
    scripts = frozenset(
        PurePosixPath(rel).name
        for rel in files
        if PurePosixPath(rel).suffix.lower() in embedded.SUFFIXES
    )
    hits = [
        _placed(h, p)
        for p, prog in programs
        for h in follow(prog, p.rel, None, scripts, p.language == "shell")
    ]
    given = _given(hits, files)
    if given:
        for piece, program in programs:
            words = given.get(PurePosixPath(piece.rel).name, {}) | given.get("*", {})
            if any(w in piece.text for w in words):
                if not program.parsed:  # read by line: the words may sit on other lines
                    whole = read(piece.text, piece.language, piece.line)
                    whole.found = program.found
                    program = whole  # noqa: PLW2901 (the parsed one replaces it)
                hits += [
                    _placed(h, piece)
                    for h in follow(program, piece.rel, words, scripts, piece.language == "shell")
                ]
    if skill_md:
        hits += prose_hits("SKILL.md", skill_md, files)
    for rel in scripts_of(files):
        hits += directive_hits(rel, _literals(files[rel]))
    hits += [h for p, prog in programs if p.origin == "script" for h in time_bombs(p, prog)]
    hits += _packed(hits)
    hits += _printed_and_sent(hits, files, pieces) + fetched_and_run(pieces, files)
    hits += hooks_installed(pieces)
    hits += manifests.manifest_hits(files)
    hits += _run_at_install(pieces, files)
    hits = _phases(hits, pieces, files)
    return _unique([h for h in hits if not h.kind.startswith("_")])


def scripts_of(files: dict[str, str]) -> list[str]:
    return [rel for rel in files if PurePosixPath(rel).suffix.lower() in embedded.SUFFIXES]


_LITERAL_TEXT = re.compile(r"\"([^\"\n]{12,})\"|'([^'\n]{12,})'")
_JOINS = re.compile(r"[\s\\]*[+.]?[\s\\]*")  # between two literals of one string


def _literals(text: str) -> str:
    """A script's string literals of some length, one line each where they stand: text the
    script prints or writes for the agent to read (a footer it adds to other skills). A
    string the script reverses (`"...".reverse`, `[::-1]`, `strrev`) reads as reversed."""
    if "'" not in text and '"' not in text:
        return ""
    lines = ["" for _ in range(text.count("\n") + 1)]
    groups: list[tuple[int, list[str]]] = []  # line, literals
    line, done, end = 0, 0, -1
    for match in _LITERAL_TEXT.finditer(text):
        line += text.count("\n", done, match.start())  # counted once over the text
        done = match.start()
        # literals side by side ("a " "b", or + between) are one string: on the first's line
        if end >= 0 and _JOINS.fullmatch(text, end, match.start()):
            groups[-1][1].append(match.group(1) or match.group(2))
        else:
            groups.append((line, [match.group(1) or match.group(2)]))
        end = match.end()
        if _REVERSED.match(text, end):  # the whole string, reversed where it is used
            first, parts = groups.pop()
            groups.append((first, ["".join(parts)[::-1]]))
            end = -1
    for first, parts in groups:
        lines[first] += " " + " ".join(parts)
    return "\n".join(lines)


_REVERSED = re.compile(r"[\\\s]*\)?\s*(?:\.reverse\b|\[::-1\]|\.split\(['\"]{2}\)\.reverse\()")


_PAIRS = {"secret": {"send", "write", "exec", "pack", "print"}, "opaque": {"exec"}, "download": {"exec"},
          "home": {"destroy"}, "control": {"write"}, "persist": {"write"}}  # fmt: skip


def _programs(text: str, pieces: list[embedded.Piece]) -> list[tuple[embedded.Piece, Program]]:
    """The programs of one file's pieces that hold a source, a sink or an unsafe agent run.
    A script or a Markdown code block is a slice of the file's lines: the file is looked at
    once (each pattern one RE2 pass) and each piece takes its lines of the answer; a piece
    made of other text (a `-c` string, a recipe, a workflow step) is looked at alone."""
    if not pieces:
        return []
    whole: patterns.Found2 | None = None
    out = []
    for piece in pieces:
        language = "js" if piece.language == "ts" else piece.language
        view = joiner.joined(piece.text, language) if language in ("python", "js") else None
        if view is not None:  # split strings folded (`"." + "e" "nv"`): looked at alone
            piece = replace(piece, text=view)  # noqa: PLW2901 (the joined one replaces it)
            found = patterns.index(view, piece.line, piece.language not in ("shell", "powershell"))
        elif piece.origin in ("script", "block"):
            if whole is None:
                code = pieces[0].origin == "script" and piece.language not in (
                    "shell",
                    "powershell",
                )
                whole = patterns.index(text, 1, code)
            found = _lines(whole, piece.line, piece.line + piece.text.count("\n"))
        else:
            found = patterns.index(
                piece.text, piece.line, piece.language not in ("shell", "powershell")
            )
        if found[0] or found[1] or shapes.UNSAFE_AGENT.search(piece.text):
            out.append((piece, _program(piece, found)))
    return out


def _lines(whole: patterns.Found2, first: int, last: int) -> patterns.Found2:
    return (
        {n: rows for n, rows in whole[0].items() if first <= n <= last},
        {n: rows for n, rows in whole[1].items() if first <= n <= last},
    )


_LITERAL = re.compile(r"\s*(?:(?:const|let|var|my|local|export)\s+)?\$?\w+\s*:?=\s*f?[\"']")


def _apart(found: patterns.Found2, text: str, piece: embedded.Piece) -> bool:
    """Whether a source and a sink it may reach sit on different lines (a value may flow
    through variables; on one line the line alone shows it)."""
    sinks: dict[int, set[str]] = {n: {row[0] for row in rows} for n, rows in found[1].items()}
    if piece.language == "shell" and ">" in text:
        for index, line in enumerate(text.split("\n")):
            if ">" in line:
                sinks.setdefault(piece.line + index, set()).add("write")
    for number, rows in found[0].items():
        for row in rows:
            if any(n != number and _PAIRS[row[0]] & kinds for n, kinds in sinks.items()):
                return True
    return False


def _program(piece: embedded.Piece, found: patterns.Found2) -> Program:
    """The piece's steps: parsed when it has a source and a sink that source may reach (a
    value may flow), else one step for each line that names a sink (nothing flows)."""
    text = piece.text
    labels = {row[0] for rows in found[0].values() for row in rows}
    kinds = {row[0] for rows in found[1].values() for row in rows}
    if piece.language == "shell" and ">" in text:
        kinds.add("write")
    parts = bool(kinds & {"send", "write", "pack"}) and shapes.path_in_parts(text)
    if parts or (any(_PAIRS[label] & kinds for label in labels) and _apart(found, text, piece)):
        program = read(text, piece.language, piece.line)
    else:
        lines = text.split("\n")
        keep = set(found[1]) | set(found[0])
        # a line's unsafe agent run is one of the text's too: none there, none looked for
        unsafe = shapes.UNSAFE_AGENT.search if shapes.UNSAFE_AGENT.search(text) else None
        keep |= {  # unsafe agent runs, and literals a sink line may name (`URL = "https://..."`)
            piece.line + i
            for i, line in enumerate(lines)
            if (unsafe is not None and unsafe(line)) or _LITERAL.match(line)
        }
        for i, line in enumerate(lines[:-1]):  # a kept command continued over lines
            if piece.line + i in keep and line.endswith("\\"):
                keep.add(piece.line + i + 1)
        kept = "\n".join(line if piece.line + i in keep else "" for i, line in enumerate(lines))
        program = line_steps(kept, piece.line)
        program.text = text
    program.found = found
    return program


def _placed(hit: Hit, piece: embedded.Piece) -> Hit:
    line = piece.line if piece.origin == "decoded" else hit.line  # where the encoded text is
    return replace(
        hit, line=line, phase=hit.phase or piece.phase, origin=hit.origin or piece.origin
    )


# what decoded text that is code looks like, by language (else: the language around it)
_LOOKS = (
    ("shell", re.compile(r"\A\s*(?:#!|(?:curl|wget|bash|sh|echo|export|rm|chmod|nohup|mkdir|tar"
                         r"|sudo|nc|cd|base64|printf)\s)")),
    ("python", re.compile(r"(?m)^\s*(?:import \w|from [\w.]+ import |def \w|exec\(|eval\()")),
    ("js", re.compile(r"\brequire\(|\b(?:const|let|var) \w+\s*=|\bprocess\.env\b")),
    ("powershell", re.compile(r"(?i)\b(?:Invoke-(?:WebRequest|RestMethod|Expression)|iex|New-Object)\b")),
)  # fmt: skip


def _decoded(rel: str, text: str, pieces: list[embedded.Piece]) -> list[embedded.Piece]:
    """Encoded text (base64, hex, escapes, compressed) that decodes to code: a piece of its
    own, in the language it reads as, at the line of the encoded text and in the phase of the
    piece around it. Code nobody can read is judged by what it does once read."""
    found = []
    for payload in decode.payloads(text):
        language = next((name for name, look in _LOOKS if look.search(payload.text)), "")
        if not language:
            continue
        line = text.count("\n", 0, payload.offset) + 1
        around = next((p for p in pieces if p.line <= line <= p.line + p.text.count("\n")), None)
        phase = around.phase if around else ""
        found.append(embedded.Piece(rel, line, language, payload.text, phase, "decoded"))
    return found


def _given(hits: list[Hit], files: dict[str, str]) -> dict[str, dict[str, frozenset[Taint]]]:
    """{script name or "*": {word: labels}}: what the skill's files pass each other."""
    given: dict[str, dict[str, frozenset[Taint]]] = {}
    for rel, named in _data_secrets(files):
        given.setdefault("*", {})[PurePosixPath(rel).name] = frozenset({named})
    for hit in hits:
        taint = frozenset(
            {
                Taint(
                    "secret",
                    "a secret from another file",
                    hit.secret or "a secret",
                    hit.path,
                    hit.line,
                )
            }
        )
        if hit.kind == "_hands-secret":
            given.setdefault(hit.detail, {}).update(dict.fromkeys(_ARGV, taint))
        elif hit.kind == "_stores-secret":
            for _full, name in _WRITTEN.findall(" ".join(hit.via) + " " + hit.detail):
                given.setdefault("*", {})[name] = taint
    return given


_DATA = (".ini", ".cfg", ".conf", ".json", ".yaml", ".yml", ".toml", ".list", ".txt")
_NOT_DATA = ("package.json", "package-lock.json", "pyproject.toml", "Cargo.toml", "skills.lock")


def _data_secrets(files: dict[str, str]) -> list[tuple[str, Taint]]:
    """Data files of the skill (a config, a list) that name credential paths: where code
    reads one of them by name, what it read is those secrets (the paths live in the data,
    the reading and sending in the code)."""
    found = []
    for rel, text in files.items():
        path = PurePosixPath(rel)
        if path.suffix.lower() not in _DATA or path.name in _NOT_DATA or ".github" in path.parts:
            continue
        rows = [
            (line, what)
            for line, row in sorted(patterns.index(text, 1)[0].items())
            for label, _why, what, _m in row
            if label == "secret"
        ]
        if rows:
            line, what = rows[0]
            named = f"{rel} names {what}"
            found.append((rel, Taint("secret", DATA_NAMED, named, rel, line)))
    return found


PACKED = "secrets of several services packed into one value"


def _packed(hits: list[Hit]) -> list[Hit]:
    """One reads-secret hit per serialisation (`json.dumps`, `JSON.stringify`, a marshal)
    that packs secrets of two or more services together: a harvest made ready to leave."""
    found = []
    for (path, line), group in _by_place(h for h in hits if h.kind == "_packs-secret").items():
        names = {h.detail for h in group}
        services = {words[0] for n in names if (words := providers.provider_words(n))}
        if len(services) >= 2:
            detail = f"{PACKED}: {', '.join(sorted(names)[:4])}"
            found.append(Hit("reads-secret", path, line, detail, tuple(sorted(names))))
    return found


def _printed_and_sent(
    hits: list[Hit], files: dict[str, str], pieces: list[embedded.Piece]
) -> list[Hit]:
    """A secret the agent's code prints (a script SKILL.md runs, a block of SKILL.md or of a
    note it says to follow) where that prose, outside its code blocks, sends data out: the
    agent reads the output and sends it on."""
    skill_md = files.get("SKILL.md", "")
    notes = {"SKILL.md"} | {r for r in files if r.lower().endswith(NOTES) and followed(r, skill_md)}
    blocks = [(p.rel, p.line, p.line + p.text.count("\n")) for p in pieces if p.rel in notes]
    sends = [
        h
        for h in hits
        if h.kind == "sends-out" and h.path in notes and h.origin == "prose"
        and not any(r == h.path and first <= h.line <= last for r, first, last in blocks)
    ]  # fmt: skip
    printed = [
        h
        for h in hits
        if h.kind == "_prints-secret"
        and (h.path in notes or PurePosixPath(h.path).name in skill_md)
    ]
    if not sends or not printed:
        return []
    send, shown = sends[0], printed[0]
    detail = f"prose sends what the code prints: {shown.via[0]} ({shown.path}:{shown.line})"
    via = (*shown.via, "the agent's reply")
    return [replace(send, detail=detail, via=via, secret=shown.secret, origin="told-output")]


def _by_place(hits: Iterable[Hit]) -> dict[tuple[str, int], list[Hit]]:
    out: dict[tuple[str, int], list[Hit]] = {}
    for hit in hits:
        out.setdefault((hit.path, hit.line), []).append(hit)
    return out


def _phases(hits: list[Hit], pieces: list[embedded.Piece], files: dict[str, str]) -> list[Hit]:
    """Hits of a script an install hook runs are install-time; hits of a script SKILL.md or
    one of its code blocks names are `told` (the agent is told to run it)."""
    install = " ".join(p.text for p in pieces if p.phase == "install")
    install += " " + manifests.backend_files(files)
    told_text = files.get("SKILL.md", "")
    out = []
    for hit in hits:
        name = PurePosixPath(hit.path).name
        placed = hit
        if not hit.phase and hit.path != "SKILL.md" and name in install:
            placed = replace(placed, phase="install")
        if hit.origin == "script" and name in told_text:
            placed = replace(placed, origin="told")
        out.append(placed)
    return out


def _run_at_install(pieces: list[embedded.Piece], files: dict[str, str]) -> list[Hit]:
    """Code that runs when the skill is installed or built: one hit per file."""
    backend = manifests.backend_files(files).split()
    found: dict[str | tuple[str, str], Hit] = {}
    for piece in pieces if backend or any(p.phase for p in pieces) else ():
        phase = piece.phase or ("install" if PurePosixPath(piece.rel).name in backend else "")
        if phase == "boot" and (piece.rel, phase) not in found:
            detail = "a unit or crontab: runs at every start or on a schedule"
            found[piece.rel, phase] = Hit("persists", piece.rel, piece.line, detail, phase=phase)
        elif phase and phase != "boot" and piece.rel not in found:
            detail = f"{piece.origin or 'code'} run at {phase} time"
            found[piece.rel] = Hit(
                "runs-at-install", piece.rel, piece.line, detail, phase=phase, origin="phase"
            )
    return list(found.values())


def _unique(hits: list[Hit]) -> list[Hit]:
    seen: dict[tuple[str, str, int, str], Hit] = {}
    for hit in hits:
        seen.setdefault((hit.kind, hit.path, hit.line, hit.detail), hit)
    return sorted(seen.values(), key=lambda h: (h.path, h.line, h.kind))
