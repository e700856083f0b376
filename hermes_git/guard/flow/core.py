"""The one taint core: labelled values followed through a program's steps to its sinks.

Every language arrives here as the same steps (`guard/lang/steps`). A step that names a
source (`guard/flow/patterns`) labels what it defines; a step that uses a labelled variable
passes the label on (a dict member set, a list appended to, `json.dumps`, `str(...)`,
string building and encodings are all steps that use the value); a call passes labels to the
function's parameters and a labelled return labels the function. Two passes reach loops and
functions defined after their callers. At a sink, each label it carries is a capability:
a secret sent out, decoded or downloaded code run, the home deleted, a start-up file or an
agent control file written. Each hit keeps the value's path: source, variables, sink.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from hermes_git.guard.flow import patterns, providers, shapes
from hermes_git.guard.lang.flows import ENV_KEY
from hermes_git.guard.lang.steps import Program, Step

MAX_VIA = 5
SETTINGS_ONLY = "no approval, allow-list or hook key written"  # judge/capabilities
DATA_NAMED = "a credential path a data file names"  # guard/flow/skill: a config's paths
_REPO = "(the repository)"  # what `git add` puts in and `git push` sends
_GIT_KEEP = re.compile(rf"{patterns.GIT}(?:add|commit|remote\s+add)\b")
_GIT_SEND = re.compile(rf"{patterns.GIT}push\b")
# the whole tree added: any credential file the program named may have been copied in
_GIT_ALL = re.compile(rf"{patterns.GIT}(?:add\s+(?:-A|--all|\.)(?=\s|$)|commit\s+-\w*a)")
_FILES = frozenset({"a credential file", DATA_NAMED, "the agent's .env"})
# A step that reads the file a path names: from there on the value is the file's content
_READS = re.compile(
    r"\b(?:read_bytes|read_text|readFileSync|readFile|ReadFile|file_get_contents|readlines"
    r"|read|File\.read|IO\.read|Get-Content|slurp|open)\s*\(|\bcat\s"
)
# what a call read a line at a time may put into the names it is given
_INTO_ARGS = frozenset({"download", "opaque", "home", "secret"})
_NAMED = re.compile(r"\$\{(\w+)\}")
_PATH_STEPS = {"home": 2, "control": 1, "persist": 1, "a credential file": 4, "the agent's .env": 4}


@dataclass(frozen=True, order=True)  # ordered: a set of them is read in one order, every run
class Taint:
    label: str  # secret | opaque | download | home | control | persist
    why: str
    what: str  # the variable or path read
    path: str
    line: int
    via: tuple[str, ...] = ()
    read: int = 0  # how many of `via` the path took before a step read the file it names

    def moved(self, name: str, reads: bool = False) -> Taint | None:
        """The value passed on to `name` (`reads`: by a step that reads the file it names)."""
        if name in self.via:
            return self
        if len(self.via) - self.read >= MAX_VIA:
            return None  # past a few variables a value is something made from it
        read = len(self.via) + 1 if reads and not self.read else self.read
        return Taint(self.label, self.why, self.what, self.path, self.line, (*self.via, name), read)


@dataclass(frozen=True)
class Hit:
    """One capability seen: what, where, and the value's path (source -> ... -> sink)."""

    kind: str
    path: str
    line: int
    detail: str
    via: tuple[str, ...] = ()
    dest: tuple[str, ...] = ()
    secret: str = ""  # the secret variable sent (its provider may receive it)
    phase: str = ""
    origin: str = ""


@dataclass
class _State:
    tainted: dict[str, set[Taint]] = field(default_factory=dict)
    strings: dict[str, str] = field(default_factory=dict)  # variable -> the literals it holds
    sources: patterns.Found = field(default_factory=dict)
    sinks: patterns.Found = field(default_factory=dict)
    shell: bool = False
    named: frozenset[str] = frozenset()  # a line-read program's variables (defined, `${x}`)
    env_keys: tuple[str, ...] = ()  # the keys a program picks out of a .env (`"NAME="`)

    def at(self, found: patterns.Found, step: Step) -> list[tuple[str, str, str]]:
        """What `found` holds on the step's lines and in its own text."""
        if not found:
            return []
        out = []
        for line in range(step.line, step.end + 1):
            for label, why, what, matched in found.get(line, ()):
                if matched in step.text:
                    out.append((label, why, what))
        return out


_STRING = re.compile(r"\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'")
_SINK_CAPABILITY = {
    ("send", "secret"): "sends-out",
    ("exec", "opaque"): "runs-opaque-code",
    ("exec", "download"): "runs-downloaded-code",
    ("send", "download"): "",
    ("destroy", "home"): "destroys",
    ("destroy", "secret"): "destroys",  # keys deleted: a credential file's path (`_real`)
    ("write", "control"): "changes-agent-controls",
    ("write", "persist"): "persists",
    ("write", "secret"): "_stores-secret",  # for the skill's other files (guard/flow/skill)
    ("print", "secret"): "_prints-secret",  # what the agent reads: guard/flow/skill
    ("pack", "secret"): "_packs-secret",  # several services' secrets in one value: flow/skill
}


def follow(
    program: Program,
    path: str,
    given: Mapping[str, frozenset[Taint]] | None = None,
    scripts: frozenset[str] = frozenset(),
    shell: bool = False,
) -> list[Hit]:
    """The capabilities of one program (`given`: words that, when a step names them, bring
    labels from another file: a file another script wrote, argv of a script run)."""
    state = _State()
    state.sources, state.sinks = program.found or patterns.index(program.text, program.first_line)
    state.shell = shell
    state.env_keys = tuple(ENV_KEY.findall(program.text))
    if not program.parsed:
        state.named = frozenset(
            {n for step in program.steps for n in step.defines} | set(_NAMED.findall(program.text))
        )
    hits: dict[tuple[str, int, str], Hit] = {}
    for final in (False, True):
        for step in program.steps:
            here = _labels(step, state, path, given)
            targets = _targets(step, here, state) if here else set(step.defines)
            if here:
                _spread(step, here, state, program, set(targets))
            _strings(step, state, targets)
            if final:
                for hit in _hits(step, here, state, path, shell) + _handed(
                    step, here, scripts, path
                ):
                    hits.setdefault((hit.kind, hit.line, hit.detail), hit)
    return [_keyed(hit, program.text) for hit in hits.values()]


def _keyed(hit: Hit, text: str) -> Hit:
    """A control file written by a program that names approval, allow-list or hook keys
    anywhere (a profile dict merged in before the dump) writes those keys."""
    if SETTINGS_ONLY in hit.detail and shapes.CONTROL_KEYS.search(text):
        return replace(hit, detail=hit.detail.replace(f" ({SETTINGS_ONLY})", ""))
    return hit


def _labels(
    step: Step, state: _State, path: str, given: Mapping[str, frozenset[Taint]] | None
) -> set[Taint]:
    found = {
        Taint(label, why, what, path, step.line)
        for label, why, what in state.at(state.sources, step) + _composed(step, state)
    }
    for name in step.uses:
        found |= state.tainted.get(f"{step.function}:{name}", set())
        found |= state.tainted.get(f":{name}", set())
    if _GIT_SEND.search(step.text):  # a push sends what was added and committed
        found |= state.tainted.get(f":{_REPO}", set())
    if _GIT_ALL.search(step.text):  # any credential file the program named may be in the tree
        found |= {t for held in state.tainted.values() for t in held if t.why in _FILES}
    if given:
        for word, taints in given.items():
            if word in step.text:
                found |= taints
    return found


_PATH_LABELS = frozenset({"secret", "control", "persist"})


def _composed(step: Step, state: _State) -> list[tuple[str, str, str]]:
    """The sources of a path built from parts: the literals of the variables a step uses
    and its own, joined with `/` (`HOME / "config.yaml"` where `HOME` holds ".hermes";
    `filepath.Join(home, ".kube", "config")`)."""
    if not (step.defines or step.is_return) or len(step.text) > 400:
        return []
    own = [s[1:-1] for s in _STRING.findall(step.text)]
    held = [
        s[1:-1] for u in sorted(step.uses) for s in _STRING.findall(_held(state, step.function, u))
    ]
    raw = [p for p in held[-4:] + own if p]
    parts = [p.strip("/") for p in held[-2:] + own if p.strip("/")]
    if len(parts) < 2 or len(parts) > 8:
        return []
    # joined as path parts, and as pieces of one name (`{".a", "ws", "/cre", "dentials"}`)
    return list(_path_sources("/".join(parts) + "\n" + "".join(raw)))


@functools.lru_cache(maxsize=256)
def _path_sources(composed: str) -> tuple[tuple[str, str, str], ...]:
    """The secret, control and persistence sources a composed path names (remembered: both
    passes over a program's steps compose the same paths)."""
    sources, _sinks = patterns.index(composed, 1)
    return tuple(
        (label, why, what)
        for line in (1, 2)
        for label, why, what, _m in sources.get(line, ())
        if label in _PATH_LABELS
    )


def _spread(
    step: Step, here: set[Taint], state: _State, program: Program, targets: set[str]
) -> None:
    if _GIT_KEEP.search(step.text):
        targets.add(_REPO)
    receiver = re.match(r"\s*\$?([\w.]+?)\s*(?:\.|->|<<)\s*(?i:append|push|extend|update|add|insert"
                        r"|put|set|concat|merge|unshift|write(?:_bytes|_text)?|assign|setdefault|read|read_file|\w*=)\b|\s*\$?(\w+)\s*<<",
                        step.text)  # fmt: skip
    if receiver:  # a member set is its object's (`req.Header.Set(...)` taints `req`)
        name = receiver.group(1) or receiver.group(2)
        targets.update({name, name.split(".", 1)[0]})
    reads = bool(_READS.search(step.text))
    keys = {f":{name}" if name == _REPO else f"{step.function}:{name}" for name in targets}
    for call in step.calls:
        keys.update(f"{call}:{param}" for param in program.params.get(call, ()))
    if step.is_return and step.function:
        keys.add(f":{step.function}")
    for name in keys:
        bucket = state.tainted.setdefault(name, set())
        if len(bucket) < 16:
            short = name.split(":", 1)[1]
            bucket.update(m for t in sorted(here) if (m := t.moved(short, reads)) is not None)


def _targets(step: Step, here: set[Taint], state: _State) -> set[str]:
    """The names a step puts a value into: what it defines; for a line-read call reading it
    right there (`download.file(url, tmp)`), the program's variables it is given."""
    targets = set(step.defines)
    read_here = any(t.label in _INTO_ARGS and t.line == step.line and not t.via for t in here)
    if state.named and targets <= step.uses and read_here:
        targets |= step.uses & state.named
    return targets


def _strings(step: Step, state: _State, names: set[str]) -> None:
    if _GIT_KEEP.search(step.text):
        state.strings[f":{_REPO}"] = (state.strings.get(f":{_REPO}", "") + " " + step.text)[-400:]
    if not names:
        return
    held = " ".join(_STRING.findall(step.text))
    held += " ".join(_held(state, step.function, u) for u in sorted(step.uses))
    if held:
        for name in names:
            key = f"{step.function}:{name}"
            state.strings[key] = (state.strings.get(key, "") + " " + held)[-400:]


def _held(state: _State, function: str, name: str) -> str:
    """The literals a variable holds, in the function or the module."""
    return state.strings.get(f"{function}:{name}", "") + state.strings.get(f":{name}", "")


def _hits(step: Step, here: set[Taint], state: _State, path: str, shell: bool) -> list[Hit]:
    text = step.text
    found = [
        Hit("reads-secret", path, step.line, f"{t.why}: {t.what}", (t.what,))
        for t in sorted(here)
        if t.label == "secret" and t.line == step.line and t.path == path
    ]
    if shapes.UNSAFE_AGENT.search(text):
        found.append(
            Hit("changes-agent-controls", path, step.line, "launches an agent with its safety off")
        )
    sinks = [(kind, what) for kind, what, _w in state.at(state.sinks, step)
             if kind != "print" or not _NOT_SHOWN.search(text, max(text.rfind(what), 0))]  # fmt: skip
    if shell and ">" in text and patterns.REDIRECT.search(text):
        sinks.append(("write", ">"))
    if not sinks:
        return found
    used = (*sorted(step.uses), _REPO) if _GIT_SEND.search(text) else sorted(step.uses)
    held = text[:2000] + " " + " ".join(_held(state, step.function, u) for u in used)
    for kind, what in sinks:
        if kind == "send":
            found.append(Hit("sends-out", path, step.line, what, dest=patterns.hosts(held)))
        for taint in sorted(here):
            capability = _SINK_CAPABILITY.get((kind, taint.label), "")
            if not capability or not _real(kind, taint, held, what):
                continue
            if capability == "_packs-secret" and taint.why == patterns.MINTED:
                continue  # one cloud key's fields, not several services' secrets
            found.append(_flow_hit(capability, taint, step, what, held, path, state.env_keys))
            if capability == "persists" and _FETCH_RUN.search(text):
                detail = "a start-up file is given a line that downloads code and runs it"
                hosts = patterns.hosts(text)
                found.append(Hit("runs-downloaded-code", path, step.line, detail, dest=hosts,
                                 phase="boot"))  # fmt: skip
    return found


# a download run where it lands: piped to a shell, sourced, evaluated
_FETCH_RUN = re.compile(
    r"\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]*?(?:\|\s*(?:ba|z)?sh\b|"
    r"(?:;|&&)\s*(?:\.|source|(?:ba|z)?sh)\s|\|\s*iex\b)|\b(?:eval|source|\.)\s+[\"<(]*\$?\(\s*"
    r"(?:curl|wget)\b"
)


# output that goes to a file or on down a pipe, or a quiet search: nothing shown
_NOT_SHOWN = re.compile(r"(?<![2&<])>\s*[\w\"'$/~]|\s\|(?!\|)|\bgrep\s+-\w*[qcl]|\bsed\s+-\w*i")
_LINKS_ONLY = re.compile(r"\bfind\b[^\n|;]*?\s-(?:type\s+l\b|lname\b)")


def _public_half(name: str, text: str) -> bool:
    """Whether every use of a key path's variable in `text` is its `.pub` file, the public
    half (`$key.pub`, `"${key}.pub"`, `{key}.pub` in a template)."""
    uses = list(re.finditer(rf"\$?\{{{re.escape(name)}\}}|\${re.escape(name)}\b", text))
    return bool(uses) and all(text.startswith(".pub", m.end()) for m in uses)


def _real(kind: str, taint: Taint, held: str, what: str = "") -> bool:
    """Whether a labelled value at a sink is the capability (a delete of a cache folder in
    the home is not the home deleted; writing where a start-up file is only read is none)."""
    steps = _PATH_STEPS.get(taint.why, _PATH_STEPS.get(taint.label, MAX_VIA))
    if len(taint.via) > steps and not (taint.read and taint.read <= steps):
        return False  # a path is built in a step or two; longer chains are data about it
    if kind in ("send", "print") and taint.why in _FILES:
        return _contents(kind, taint, held, what)
    if kind == "destroy" and _LINKS_ONLY.search(held[:2000]):
        return False  # `find ~ -type l -lname ... -delete`: the links it made, not data
    if kind == "destroy" and taint.label == "secret":
        path = taint.what.rsplit(" names ", 1)[-1]  # a data file's entry, not the file's name
        return taint.why in _FILES and not shapes.SCRATCH.search(path)
    if kind == "destroy":
        return shapes.destroys_precious(held)
    return True


_SAYS = re.compile(r"echo|printf|print|puts|Write-|console|fmt|sys")


def _contents(kind: str, taint: Taint, held: str, what: str) -> bool:
    """Whether a file's contents go out: a key sent (not its `.pub` half), a file shown by
    what reads it (`cat`, a step that read it), not its name printed."""
    if kind == "print":
        return bool(taint.read) or _SAYS.match(what) is None  # `cat f`, not `echo "$f"`
    if taint.why == "a credential file" and taint.via:
        return not _public_half(taint.via[-1], held[:2000])
    return True


def _flow_hit(
    capability: str,
    taint: Taint,
    step: Step,
    what: str,
    held: str,
    path: str,
    keys: tuple[str, ...],
) -> Hit:
    source = f"{taint.path}:{taint.line}" if taint.path != path else f"line {taint.line}"
    via = (f"{taint.what} ({source})", *taint.via, f"{what} (line {step.line})")
    detail = f"{taint.why} reaches {what}" if not capability.startswith("_") else held[:400]
    if capability == "changes-agent-controls" and not shapes.CONTROL_KEYS.search(held):
        detail += f" ({SETTINGS_ONLY})"
    if capability == "_stores-secret":
        detail += " " + step.text[-200:]  # where a long group's output goes is at its end
    if capability == "_packs-secret":
        detail = taint.what  # one hit per secret packed (guard/flow/skill counts services)
    secret = "|".join((taint.what, *taint.via)) if taint.label == "secret" else ""
    named = any(providers.secret_names([n]) and providers.SECRET_NAME.search(n) for n in taint.via)
    if taint.why == "the agent's .env" and keys and not named:
        secret = "|".join((*keys, *taint.via))  # the key picked out by its name (`"NAME="`)
    elif taint.why == "the agent's .env" and not named:
        secret = "*"  # the file itself, not a key read from it
    if taint.why in ("the whole environment", DATA_NAMED, patterns.MINTED) or (
        taint.why in ("a credential file", "a secret from another file")
        and not any(w in providers.PROVIDERS for w in providers.provider_words(taint.what))
    ):
        secret = "*"
    return Hit(capability, path, step.line, detail, via, patterns.hosts(held), secret)


def _handed(step: Step, here: set[Taint], scripts: frozenset[str], path: str) -> list[Hit]:
    """A secret handed to another script of the skill (its argv or stdin)."""
    if not scripts or not any(t.label == "secret" for t in here):
        return []
    named = [s for s in scripts if s in step.text and not path.endswith(s)]
    taint = next(t for t in sorted(here) if t.label == "secret")
    return [
        Hit("_hands-secret", path, step.line, name, (taint.what,), secret=taint.what)
        for name in named
    ]
