"""Every piece of code a skill holds, wherever it sits, with its language and when it runs.

Scripts by suffix or shebang; Markdown code blocks; `-c`/`-e`/`-r` strings (`sh`, `python3`,
`node`, `ruby`, `perl`, `php`), heredocs and agent cron prompts inside shell; Makefile recipes
and `$(shell ...)`; Dockerfile `RUN` (build time); workflow `run:` steps (CI time);
`package.json` scripts (install time for its hooks); `setup.py` and in-tree PEP 517 backends
(install time). Each piece keeps the line it starts on in its file."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from pathlib import PurePosixPath

from hermes_git.frontmatter import split_text
from hermes_git.guard.lang import containers, editors, infra, notebooks, xmlbuild
from hermes_git.guard.read.context import MarkdownMap, language_of
from hermes_git.guard.read.kinds import TEMPLATES
from hermes_git.guard.read.prefilter import Screen

SUFFIXES = {
    ".py": "python", ".pyw": "python", ".sh": "shell", ".bash": "shell", ".zsh": "shell",
    ".js": "js", ".mjs": "js", ".cjs": "js", ".jsx": "js", ".ts": "ts", ".mts": "ts",
    ".cts": "ts", ".tsx": "ts", ".go": "go", ".rb": "ruby", ".php": "php", ".pl": "perl",
    ".pm": "perl", ".rake": "ruby", ".gemspec": "ruby", ".rs": "rust", ".ps1": "powershell", ".psm1": "powershell", ".bat": "batch", ".cmd": "batch",
    ".lua": "lua", ".applescript": "applescript", ".vbs": "vbscript", ".kt": "kotlin",
    ".kts": "kotlin", ".groovy": "groovy", ".gradle": "groovy", ".java": "java", ".cs": "csharp",
    ".swift": "swift", ".scala": "scala", ".r": "r", ".jl": "julia", ".dart": "dart",
    ".ex": "elixir", ".exs": "elixir", ".cmake": "cmake", ".c": "c", ".cc": "c", ".cpp": "c",
}  # fmt: skip
# build files: the build tool runs them before it builds anything
_BUILD_FILES = {"CMakeLists.txt": "cmake", "meson.build": "meson", "BUILD": "starlark",
                "BUILD.bazel": "starlark", "WORKSPACE": "starlark"}  # fmt: skip
_BUILD_SUFFIXES = frozenset({".gradle", ".kts", ".cmake"})
_STARTUP_FILES = {".Rprofile": "r", "Rprofile.site": "r"}
_MAKEFILES = ("Makefile", "makefile", "GNUmakefile")
_MAKEFILES_DOT = ("Makefile.", "makefile.")  # `Makefile.release`: included or run with -f
_RUBY_FILES = frozenset({"Rakefile", "rakefile", "Gemfile", "Guardfile", "Capfile"})
_SHEBANG = re.compile(r"#!\s*\S*?(?:env\s+)?(python3?|node|bash|sh|zsh|ruby|perl|php|pwsh)\b")
_BLOCK_LANGS = {"golang": "go", "rb": "ruby", "pl": "perl", "pwsh": "powershell", "": "shell"}
_INLINE = re.compile(
    r"\b(python3?|node|ruby|perl|php|deno\s+eval|bun\s+-e|(?:ba|z|da)?sh)\s+(?:-\w+\s+)*?-(?:c|e|r)\s+"
    r"(?:\"((?:[^\"\\]|\\.)*)\"|'([^']*)')",
    re.DOTALL,
)
# the prompt of an agent's scheduled job (`hermes cron add ... --prompt "..."`): what it runs
_CRON_PROMPT = re.compile(
    r"\bcron\s+(?:add|create|edit)\b(?:[^\n]|\\\n)*?--prompt[=\s]+(\"(?:[^\"\\]|\\.)*\"|'[^']*')"
)
_INLINE_LANG = {"python": "python", "python3": "python", "node": "js", "ruby": "ruby", "perl": "perl",
                "php": "php", "sh": "shell", "bash": "shell", "zsh": "shell", "dash": "shell"}  # fmt: skip
_HEREDOC = re.compile(
    r"(?P<head>[^\n]*?)<<-?\s*['\"]?(?P<tag>[A-Za-z_]\w*)['\"]?[^\n]*\n(?P<body>.*?)\n\s*(?P=tag)\b",
    re.DOTALL,
)
INSTALL_HOOKS = frozenset({"preinstall", "install", "postinstall", "prepare", "prepublish"})


@dataclass(frozen=True)
class Piece:
    rel: str  # the file, relative to the skill
    line: int  # the file line the text starts on
    language: str
    text: str
    phase: str = ""  # "" | install | build | ci | boot (every start, a schedule)
    origin: str = ""  # script | block | inline | recipe | run | target | cell | workflow | manifest


def pieces(rel: str, text: str) -> list[Piece]:
    """The code pieces of one file of a skill (its prose is not among them)."""
    path = PurePosixPath(rel)
    name, suffix = path.name, path.suffix.lower()
    if suffix in TEMPLATES:  # a template of code is that code, rendered
        suffix = PurePosixPath(name[: -len(suffix)]).suffix.lower()
    found: list[Piece]
    if (run_by_tool := _run_by_tool(rel, name, suffix, text)) is not None:
        found = run_by_tool
    elif suffix in SUFFIXES or name in _RUBY_FILES:  # Ruby with no suffix: Rakefile, Gemfile
        found = [Piece(rel, 1, SUFFIXES.get(suffix, "ruby"), text, "", "script")]
    elif name in _MAKEFILES or name.startswith(_MAKEFILES_DOT) or suffix in (".mk", ".make"):
        found = _recipes(rel, text)
    elif suffix == ".ipynb":
        found = [Piece(rel, at, lang, src, "", "cell") for at, lang, src in notebooks.cells(text)]
    elif is_dockerfile(name):
        found = _docker(rel, text)
    elif suffix in (".yml", ".yaml"):
        found = _yaml(rel, text, "workflows" in path.parts)
    elif name in ("package.json", "composer.json"):
        found = _package(rel, text)
    elif suffix in _UNITS or name in ("crontab", "cron") or suffix in (".cron", ".crontab"):
        found = _started(rel, text, suffix in _UNITS)
    elif suffix in (".md", ".markdown", ".mdx"):
        found = _blocks(rel, text)
    elif text.startswith("#!") and (shebang := _SHEBANG.match(text[:120])):
        found = [Piece(rel, 1, _shebang_language(shebang.group(1)), text, "", "script")]
    else:
        return []
    return found + [inner for p in found if p.language == "shell" for inner in _inner(p)]


def _run_by_tool(rel: str, name: str, suffix: str, text: str) -> list[Piece] | None:
    """The pieces of a file a tool runs itself: an installer, a build tool (`build.rs`, Gradle,
    CMake, Bazel, meson, MSBuild, Maven), an editor's tasks, `.Rprofile`; else None."""
    if name == "setup.py" and re.search(r"\b(?:setuptools|distutils)\b", text):
        return [Piece(rel, 1, "python", text, "install", "script")]
    if name == "build.rs":  # cargo runs it before it builds the crate
        return [Piece(rel, 1, "rust", text, "build", "script")]
    if name in _BUILD_FILES or suffix in _BUILD_SUFFIXES:
        return [Piece(rel, 1, _BUILD_FILES.get(name) or SUFFIXES[suffix], text, "build", "script")]
    if suffix in xmlbuild.SUFFIXES or name == "tasks.json" or suffix == ".tf":  # tasks, targets
        runs = (  # (`terraform apply` runs a .tf file's local-exec provisioners)
            editors.tasks(text) if name == "tasks.json"
            else infra.terraform(text) if suffix == ".tf" else xmlbuild.commands(text)
        )  # fmt: skip
        return [Piece(rel, at, "shell", run, phase, "target") for at, run, phase in runs]
    if name in _STARTUP_FILES:
        return [Piece(rel, 1, _STARTUP_FILES[name], text, "boot", "script")]
    return None


def is_dockerfile(name: str) -> bool:
    """Whether a file name is a Dockerfile's (`Dockerfile`, `Dockerfile.dev`, `app.Dockerfile`)."""
    return name == "Dockerfile" or name.startswith("Dockerfile.") or name.endswith(".Dockerfile")


def _shebang_language(word: str) -> str:
    return {"node": "js", "pwsh": "powershell"}.get(word, language_of(word).replace("sh", "shell")
                                                   if word in ("sh", "bash", "zsh") else
                                                   language_of(word))  # fmt: skip


def markdown_map(text: str) -> MarkdownMap:
    body = 0
    if text.startswith("---"):
        yaml_text, fence, _ = split_text(text)
        body = 3 + len(yaml_text) + len(fence) if yaml_text is not None else 0
    return MarkdownMap(text, body)


# a command in inline code on a line of its own (a list step `   `curl -T out.gz https://...``):
# a step the agent is told to run; a span inside a sentence is a mention
_SPAN = re.compile(
    r"(?m)^[ \t]*(?:[-*+>]|\d+[.)])?[ \t]*`((?:curl|wget|python3?|node|bash|sh|scp|rsync|nc|ssh"
    r"|gzip|tar|zip|base64|openssl|git|npx|pip3?|npm)\s[^`\n]{3,300})`[ \t.;]*$"
)
_SPAN_SCREEN = Screen(_SPAN)  # Python's pattern tried only at the lines RE2 finds


def _spans(rel: str, text: str, fenced: list[tuple[int, int]]) -> list[Piece]:
    found = []
    for match in _SPAN_SCREEN.finditer(text):
        if not any(start <= match.start() < end for start, end in fenced):
            line = text.count("\n", 0, match.start()) + 1
            found.append(Piece(rel, line, "shell", match.group(1), "", "block"))
    return found


def _blocks(rel: str, text: str) -> list[Piece]:
    fences = list(markdown_map(text).blocks()) if "```" in text or "~~~" in text else []
    found = _spans(rel, text, [(s, e) for s, e, _t in fences]) if "`" in text else []
    for start, end, tag in fences:
        body_start = text.find("\n", start) + 1
        body_end = text.rfind("\n", body_start, end) if end < len(text) else end
        body = text[body_start : max(body_start, body_end)]
        language = _BLOCK_LANGS.get(tag, tag)
        if language == "shell":
            body = re.sub(r"(?m)^\$ ", "", body)
        found.append(Piece(rel, text.count("\n", 0, body_start) + 1, language, body, "", "block"))
    return found


def _inner(piece: Piece) -> list[Piece]:
    """`python3 -c "..."` strings and heredocs of a shell piece, in their own language."""
    text = piece.text
    found = []
    if "-c" in text or "-e" in text or "-r" in text:
        for match in _INLINE.finditer(text):
            body = match.group(2) if match.group(2) is not None else match.group(3)
            language = _INLINE_LANG.get(match.group(1).split()[0], "js")
            line = piece.line + text.count("\n", 0, match.start())
            found.append(
                Piece(piece.rel, line, language, body.replace('\\"', '"'), piece.phase, "inline")
            )
    for match in _CRON_PROMPT.finditer(text) if "cron" in text else ():  # run later, unseen
        line = piece.line + text.count("\n", 0, match.start(1))
        found.append(Piece(piece.rel, line, "shell", match.group(1)[1:-1], "boot", "inline"))
    if "<<" in text:
        for match in _HEREDOC.finditer(text):
            language = _heredoc_language(match.group("head"))
            startup = _startup(match.group("head"), text)
            if _UNIT_TARGET.search(match.group("head")):  # a unit written by the script
                shift = piece.line + text.count("\n", 0, match.start("body")) - 1
                units = _started(piece.rel, match.group("body"), True)
                found += [replace(u, line=u.line + shift) for u in units]
                continue
            if language or startup:
                line = piece.line + text.count("\n", 0, match.start("body"))
                phase = "boot" if startup else piece.phase
                body = match.group("body")
                found.append(Piece(piece.rel, line, language or "shell", body, phase, "inline"))
    return found


# a heredoc written into a shell start-up file: code that runs in every new shell
_UNIT_TARGET = re.compile(r">\s*['\"]?[\w./~${}-]*\.(?:service|timer)\b")
_RC = r"\.(?:bashrc|zshrc|bash_profile|zprofile|profile|zshenv)\b"
_STARTUP = re.compile(rf">\s*['\"]?[\w./~${{}}-]*{_RC}")
_TARGET_VAR = re.compile(r">\s*['\"]?\$\{?(\w+)\}?['\"]?")


def _startup(head: str, text: str) -> bool:
    """Whether a heredoc's head writes to a start-up file, named or held in a variable."""
    if _STARTUP.search(head):
        return True
    var = _TARGET_VAR.search(head)
    return bool(var and re.search(rf"(?m)^\s*(?:local\s+)?{var.group(1)}=\S*{_RC}", text))


def _heredoc_language(head: str) -> str:
    target = re.search(r">\s*['\"]?([\w./~-]+)", head)
    if target and PurePosixPath(target.group(1)).suffix.lower() in SUFFIXES:
        return SUFFIXES[PurePosixPath(target.group(1)).suffix.lower()]
    runner = re.search(r"\b(python3?|node|ruby|perl|php|bash|sh)\b", head)
    return _INLINE_LANG.get(runner.group(1), "") if runner else ""


_UNITS = (".service", ".timer", ".socket", ".path")
_EXEC = re.compile(r"^\s*Exec\w*\s*=\s*[-@+!:]*(.+)$")
_CRON = re.compile(r"^\s*(?:@\w+|(?:\S+\s+){5})(.+)$")


def _started(rel: str, text: str, unit: bool) -> list[Piece]:
    """A systemd unit's `Exec*=` lines or a crontab's commands: shell run at every start or
    on a schedule (phase "boot")."""
    found = []
    for index, line in enumerate(text.split("\n")):
        if line.lstrip().startswith("#"):
            continue
        match = (_EXEC if unit else _CRON).match(line)
        if match:
            found.append(Piece(rel, index + 1, "shell", match.group(1), "boot", "unit"))
    return found


def _recipes(rel: str, text: str) -> list[Piece]:
    """Recipe lines (tab-led, `@`/`-` dropped, continued lines joined, make's variables and
    functions expanded) and `$(shell ...)` calls, as shell."""
    found = []
    lines = text.split("\n")
    values: dict[str, list[str]] = {}
    for name, value in _MAKE_SET.findall(text):  # set in several branches: each may hold
        values.setdefault(name, []).append(value)
    last = {name: held[-1] for name, held in values.items()}
    index = 0
    while index < len(lines):
        start, line = index, lines[index]
        while line.startswith("\t") and line.endswith("\\") and index + 1 < len(lines):
            index += 1
            line = line[:-1] + " " + lines[index].strip()
        calls = [line.lstrip("\t@-+ ")] if line.startswith("\t") else []
        for call in calls + _shell_calls(line):
            found += [Piece(rel, start + 1, "shell", command, "build", "recipe")
                      for command in _variants(call, values, last)]  # fmt: skip
        index += 1
    return found


def _variants(command: str, values: dict[str, list[str]], last: dict[str, str]) -> list[str]:
    """The command as each value of the first variable it uses that is set more than once
    (in `ifeq` branches) makes it; else as the `last` values make it."""
    many = next((n for n in _MAKE_REF.findall(command) if len(values.get(n, ())) > 1), None)
    if many is None:
        return [_expanded(command, last)]
    return [_expanded(command, {**last, many: value}) for value in dict.fromkeys(values[many][:4])]


def _shell_calls(line: str) -> list[str]:
    """The text of each `$(shell ...)` of a line, up to its own closing parenthesis (make's
    references inside it, `$(DIR)`, nest)."""
    calls = []
    for call in re.finditer(r"\$\(shell\s+", line):
        depth, at = 1, call.end()
        while at < len(line) and depth:
            depth += {"(": 1, ")": -1}.get(line[at], 0)
            at += 1
        calls.append(line[call.end() : at - 1 if not depth else at])
    return calls


_MAKE_SET = re.compile(r"(?m)^ *([A-Za-z_][\w.-]*)[ \t]*(?:::?=|\?=|\+=|=)[ \t]*(.*)$")
_MAKE_REF = re.compile(r"\$[({]([A-Za-z_][\w.-]*)[)}]")
# a function call's text is its last argument's (`$(wildcard X)`, `$(patsubst a,b,X)`)
_MAKE_CALL = re.compile(r"\$\((?!shell\s)[a-z-]+\s+(?:[^,()$]*,)*([^()]*)\)")


def _expanded(command: str, values: dict[str, str]) -> str:
    """A recipe line as the shell gets it: make's variables put in (an unset one is the
    environment's), its functions read as their text, `$$` as `$`."""
    for _round in range(4):
        before = command
        command = _MAKE_CALL.sub(lambda m: m.group(1), command)
        command = _MAKE_REF.sub(lambda m: values.get(m.group(1), "$" + m.group(1)), command)
        if command == before:
            break
    return command.replace("$$", "$")


def _docker(rel: str, text: str) -> list[Piece]:
    """`RUN` instructions (continuations joined, BuildKit mount flags kept) as shell."""
    found = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        start = index
        command = lines[index]
        while command.rstrip().endswith("\\") and index + 1 < len(lines):
            index += 1
            command = command.rstrip()[:-1] + " " + lines[index]
        match = re.match(r"\s*RUN\s+(.*)", command, re.IGNORECASE | re.DOTALL)
        if match:
            found.append(Piece(rel, start + 1, "shell", match.group(1), "build", "run"))
        index += 1
    return found


# a GitHub workflow wherever it sits (a template copied into .github/workflows/ later)
_WORKFLOW = re.compile(r"(?ms)^on:.*^jobs:\s*\n.*^\s+(?:runs-on|steps):")


def _workflow(rel: str, text: str) -> list[Piece]:
    """Each job step's `run:` as shell, at CI time; the triggers and permissions as a piece
    of their own (`pull_request_target` with write permissions)."""
    # waits for a workflow: PyYAML costs a scan's start-up ~20 ms and most skills hold none
    from hermes_git.parse.yamlio import yaml_safe_load

    try:
        data = yaml_safe_load(text)
    except Exception:
        return []
    if not isinstance(data, dict):
        return []
    found = []
    jobs = data.get("jobs")
    jobs = jobs if isinstance(jobs, dict) else {}
    for job in jobs.values():
        steps = job.get("steps") if isinstance(job, dict) else None
        for step in steps if isinstance(steps, list) else []:
            run = step.get("run") if isinstance(step, dict) else None
            if isinstance(run, str):
                found.append(Piece(rel, infra.line_of(text, run), "shell", run, "ci", "workflow"))
    head = json.dumps(
        {k: data.get(k) for k in ("on", True, "permissions") if k in data}, default=str
    )
    found.append(
        Piece(rel, 1, "workflow", head + " " + json.dumps(jobs, default=str), "ci", "workflow")
    )
    return found


def _yaml(rel: str, text: str, in_workflows: bool) -> list[Piece]:
    """A workflow's steps, a playbook's tasks (`lang/infra`), containers' commands; or none."""
    if in_workflows or _WORKFLOW.search(text):
        return _workflow(rel, text)
    if plays := infra.ansible(text):
        return [Piece(rel, at, "shell", run, phase, "manifest") for at, run, phase in plays]
    if not containers.may_hold(text):
        return []
    return [
        Piece(rel, infra.line_of(text, word), "shell", script, phase, "manifest")
        for word, script, phase in containers.commands(text)
    ]


def _package(rel: str, text: str) -> list[Piece]:
    """The scripts of `package.json` or `composer.json` as shell, its install hooks (npm's
    `postinstall`, composer's `post-install-cmd`) at install time."""
    try:
        data = json.loads(text)
    except ValueError:
        return []
    scripts = data.get("scripts") if isinstance(data, dict) else None
    found = []
    for name, value in (scripts or {}).items() if isinstance(scripts, dict) else ():
        commands = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        phase = "install" if name in INSTALL_HOOKS or name in _COMPOSER_HOOKS else ""
        for command in (c for c in commands if isinstance(c, str)):
            shell = command.removeprefix("@")  # composer's `@php script.php`
            found.append(
                Piece(rel, infra.line_of(text, f'"{name}"'), "shell", shell, phase, "manifest")
            )
    return found


# what composer runs on install, update or project creation (`composer install` runs them)
_COMPOSER_EVENTS = ("install-cmd", "update-cmd", "autoload-dump", "root-package-install",
                    "create-project-cmd", "package-install", "package-update")  # fmt: skip
_COMPOSER_HOOKS = frozenset(
    f"{when}-{event}" for when in ("pre", "post") for event in _COMPOSER_EVENTS
)
