"""Undo simple string splitting in shell, Python and JavaScript, so rules see the real command."""

from __future__ import annotations

import re
from functools import lru_cache

MAX_ROUNDS = 8
MAX_VARS = 200
_CONCAT = re.compile(r"""(["'])([^"'\\\n]*)\1[ \t]*\+?[ \t]*(["'])([^"'\\\n]*)\3""")
_JOIN_PY = re.compile(r"""(["'])\1\.join\(\s*[\[(]((?:\s*(["'])[^"'\n]*\3\s*,?)+)\s*[\])]\s*\)""")
_JOIN_JS = re.compile(r"""\[((?:\s*(["'])[^"'\n]*\2\s*,?)+)\]\.join\(\s*(["'])\3\s*\)""")
_LITERAL = re.compile(r"""(["'])([^"'\n]*)\1""")
_ASSIGN = (
    r"""[ \t]*(?:(?:const|let|var)[ \t]+)?([A-Za-z_]\w*)[ \t]*=[ \t]*"""
    r"""(["'])([^"'\\\n]*)\2[ \t]*;?[ \t]*$"""
)
_PY_ASSIGN = re.compile("^" + _ASSIGN, re.MULTILINE)
# The same lines after the first, found from their newline (which the regex engine can jump to).
_PY_ASSIGN_NEXT = re.compile(r"\n" + _ASSIGN, re.MULTILINE)
_SH_ASSIGN = re.compile(
    r"""(?:^|[;&|][ \t]*|\bexport[ \t]+)([A-Za-z_]\w*)="""
    r"""(?:"([^"\n$`]*)"|'([^'\n]*)'|([^\s;&|'"$`]+))""",
    re.MULTILINE,
)
_SH_QUOTES = re.compile(r"""(?<=[\w/.-])(?:""|'')|(?<=[\w/.-])["']|["'](?=[\w/.-])""")
_SH_ESCAPE = re.compile(r"\\(?=[a-zA-Z])")
_GLUED = re.compile(r"[\w.\"']")  # before a name, a character that makes it part of another


def _fold_concat(text: str) -> str:
    return _fold(text)[0]


def _pair(match: re.Match[str]) -> str:
    return f'"{match.group(2)}{match.group(4)}"'


# What every `_CONCAT` match holds (a closing quote, "+" or nothing, an opening quote), and the
# rest of its line: one match per line that may fold.
_JOINT = re.compile(r"""["'][ \t]*\+?[ \t]*["'][^\n]*""")


def _concat(text: str) -> str:
    """`_CONCAT.sub(_pair, text)`, run only on lines holding a joint (no match spans lines)."""
    parts: list[str] = []
    done = 0
    for joint in _JOINT.finditer(text):
        start = text.rfind("\n", 0, joint.start()) + 1
        parts += (text[done:start], _CONCAT.sub(_pair, text[start : joint.end()]))
        done = joint.end()
    if not parts:
        return text
    parts.append(text[done:])
    return "".join(parts)


def _join_lists(text: str) -> str:
    """`"".join(["a", "b"])` (Python) and `["a", "b"].join("")` (JavaScript) made `"ab"`."""
    text = _join_py(text)
    return _JOIN_JS.sub(
        lambda m: '"' + "".join(g[1] for g in _LITERAL.findall(m.group(1))) + '"', text
    )


def _join_py(text: str) -> str:
    """`_JOIN_PY.sub(...)`, tried only where a match can start: two characters before `.join(`.

    `_JOIN_PY` starts with a quote class the regex engine cannot skip ahead to.
    """
    parts: list[str] = []
    done = 0
    position = text.find(".join(", 2)
    while position >= 0:
        start = position - 2
        if start >= done and (match := _JOIN_PY.match(text, start)) is not None:
            parts += (
                text[done:start],
                '"' + "".join(g[1] for g in _LITERAL.findall(match.group(2))) + '"',
            )
            done = match.end()
        position = text.find(".join(", position + 1)
    if not parts:
        return text
    parts.append(text[done:])
    return "".join(parts)


def _fold(text: str, rounds: int = MAX_ROUNDS) -> tuple[str, bool]:
    """The text with concatenations folded, and whether folding it again would change nothing.

    Up to `rounds` rounds, each folding pairs of literals, then joined lists of literals (when
    `.join(` is in the text). Whole-text rounds go on only while joined lists change lines;
    after a round that joined nothing, the next rounds look only at lines that changed.
    """
    for used in range(rounds):
        folded = _concat(text)
        new = _join_lists(folded) if ".join(" in folded else folded
        if new == text:
            return text, True
        if new == folded:  # lines kept their places: only changed lines can change again
            return _fold_lines(new, _changed_lines(text, new), rounds - used - 1)
        text = new
    return text, False


def _changed_lines(old: str, new: str) -> list[int]:
    return [
        i for i, (a, b) in enumerate(zip(old.split("\n"), new.split("\n"), strict=True)) if a != b
    ]


def _fold_lines(text: str, pending: list[int], rounds: int) -> tuple[str, bool]:
    """More rounds of `_fold`, their pair folding done on the `pending` lines only.

    A pair of literals never spans lines, so a line a round left unchanged (or that a settled
    text had) folds to itself in the next round. Joined lists need the whole text; once they
    change something, whole-text rounds take over.
    """
    lines = text.split("\n")
    for used in range(rounds):
        still = []
        for index in pending:
            line = _CONCAT.sub(_pair, lines[index])
            if line != lines[index]:
                lines[index] = line
                still.append(index)
        if not still:  # nothing folded; joined lists already found nothing in this text
            break
        text, pending = "\n".join(lines), still
        if ".join(" in text and (joined := _join_lists(text)) != text:
            return _fold(joined, rounds - used - 1)
    else:
        return "\n".join(lines), not pending
    return "\n".join(lines), True


def _substitute(text: str, names: dict[str, str], shell: bool) -> str:
    if not names:
        return text
    alternation = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    if shell:
        regex = re.compile(r"\$\{(" + alternation + r")\}|\$(" + alternation + r")\b")
        return regex.sub(lambda m: names[m.group(1) or m.group(2)], text)
    # No lookbehind before the names: the regex engine can then skip to their first letters.
    # A name right after a word character, dot or quote is left as it is; no later start
    # inside it could be taken either (each is preceded by a word character).
    regex = re.compile(r"(" + alternation + r")\b(?![ \t]*=[^=])")

    def inline(match: re.Match[str]) -> str:
        start = match.start()
        if start and _GLUED.match(text, start - 1):
            return match.group(0)
        return '"' + names[match.group(1)] + '"'

    return regex.sub(inline, text)


@lru_cache(maxsize=16)
def join_code(text: str) -> str:
    """Python or JavaScript text with literal variables inlined and concatenations folded
    (remembered: the rules and the capabilities join the same scripts)."""
    folded, settled = _fold(text)
    first = _PY_ASSIGN.match(folded)
    names = {m.group(1): m.group(3) for m in ([first] if first else [])}
    names.update((m.group(1), m.group(3)) for m in _PY_ASSIGN_NEXT.finditer(folded))
    if len(names) > MAX_VARS:
        names = {}
    if not names and settled:  # nothing to inline, and folding again would change nothing
        return folded
    inlined = _substitute(folded, names, shell=False)
    if settled and ".join(" not in inlined:  # only lines that got a value can fold further
        return _fold_lines(inlined, _changed_lines(folded, inlined), MAX_ROUNDS)[0]
    return _fold_concat(inlined)


def join_shell(text: str) -> str:
    """Shell text with simple variables expanded and quote or backslash splitting removed."""
    names: dict[str, str] = {}
    for match in _SH_ASSIGN.finditer(text):
        value = (
            match.group(2)
            if match.group(2) is not None
            else (match.group(3) if match.group(3) is not None else match.group(4))
        )
        names[match.group(1)] = value
        if len(names) > MAX_VARS:
            break
    expanded = _substitute(text, names, shell=True)
    return _SH_ESCAPE.sub("", _SH_QUOTES.sub("", expanded))


# Signs that a text splits strings at all; most code has none, and joining it is skipped.
# Each branch starts with its quote, backslash or dollar (the word character before a quote is
# a lookbehind), so the regex engine skips straight to those characters.
_SHELL_HINT = re.compile(
    r"'(?<=\w')'?\w|\"(?<=\w\")\"?\w|\\[a-zA-Z]|\$\{\w+\}[\"']?\w|"
    r"\$\w+[\"']\w|\$\{?\w+\}?\$|"
    # a variable run as the command (`f=curl; $f ... | $r`): after a pipe, `;`, `&` or newline
    r"[|;&\n][ \t]*\$\{?[A-Za-z_]\w*\}?(?=[ \t\n]|$)"
)
_CODE_HINT = re.compile(r"[\"']\s*\+|\+\s*[\"']|\.join\(")  # what `_code_hint` looks for
_PLUS_QUOTE = re.compile(r"\+\s*[\"']")  # starts with its literal: the engine skips to "+"


def _code_hint(text: str) -> bool:
    """Whether `_CODE_HINT` occurs: a quote then "+" is "+" then a quote in the reversed text."""
    return ".join(" in text or (
        "+" in text
        and (_PLUS_QUOTE.search(text) is not None or _PLUS_QUOTE.search(text[::-1]) is not None)
    )


# A command given as an argument list (`subprocess.run(["git", "push", "--force", ...])`,
# `execFile("rm", ["-rf", dir])`, `exec.Command("curl", "-T", f)`): its literals joined by
# spaces are the command line the rules read; a name stands as `$name`.
_ARGV = re.compile(
    r"""[(\[][ \t]*(["'])(git|curl|wget|rm|find|tar|zip|ssh|scp|rsync|gh|bash|sh|zsh|nc|crontab"""
    r"""|chmod|dd|shred|launchctl|systemctl|psql|mysql)\1((?:[ \t]*,[ \t]*\[?[ \t]*(?:(["'])"""
    r"""[^"'\n]*\4|[A-Za-z_][\w.]*))+)"""
)
_ARGV_PART = re.compile(r"""(["'])([^"'\n]*)\1|([A-Za-z_][\w.]*)""")


def _argv(match: re.Match[str]) -> str:
    parts = [
        m.group(2) if m.group(1) else "$" + m.group(3) for m in _ARGV_PART.finditer(match.group(3))
    ]
    return match.group(0)[0] + '"' + " ".join([match.group(2), *parts]) + '"'


def _argv_lines(text: str) -> str:
    return _ARGV.sub(_argv, text) if ("'," in text or '",' in text) else text


def joined(text: str, language: str, commands: bool = False) -> str | None:
    """The joined view of code in `language`, or None when joining changes nothing
    (`commands`: argument lists read as command lines too, for the rules; the flow core
    follows the names in them, so its view keeps them apart)."""
    if language == "shell":
        if _SHELL_HINT.search(text) is None:
            return None
        view = join_shell(text)
    elif language in ("python", "js") and _code_hint(text):
        view = join_code(text)
    elif language in _ARGV_LANGUAGES:
        view = text
    else:
        return None
    if commands and language in _ARGV_LANGUAGES:
        view = _argv_lines(view)
    return view if view != text and view.count("\n") == text.count("\n") else None


_ARGV_LANGUAGES = frozenset({"python", "js", "go", "ruby", "perl", "php"})
