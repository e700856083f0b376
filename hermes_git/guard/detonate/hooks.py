"""Install and build hooks: what `npm install`, `pip install .` and `make` of a skill would run.

A skill's `package.json` lifecycle scripts (`preinstall`, `install`, `postinstall`, `prepare`),
its `setup.py` or build backend, and its Makefile's default target run when the agent installs
or builds it, so their behaviour is the skill's. Each becomes one unit (a short shell script
run from the folder holding the file), against the stand-in registry inside the sandbox
(`data/registry`, on the sandbox's own loopback), which records what was asked and serves
empty packages at the versions `package.json` asks for.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Iterator, Mapping
from pathlib import PurePosixPath

from hermes_git.frontmatter import load_frontmatter, parse_document

REGISTRY_PORT = 8873
REGISTRY = f"http://127.0.0.1:{REGISTRY_PORT}/"
INDEX = f"{REGISTRY}simple/"
SECONDS = 20  # npm and pip under strace need several seconds, more on a busy machine
DEP_KEYS = ("dependencies", "devDependencies", "optionalDependencies", "peerDependencies")
VERSION_RE = re.compile(r"\d+\.\d+\.\d+(?:-[\w.]+)?")
MAKEFILES = ("Makefile", "makefile", "GNUmakefile")
NPM = (
    f"npm install --no-audit --no-fund --registry {REGISTRY} --fetch-retries 0 "
    "--prefer-online --loglevel warn"
)
PIP = (
    "python3 -m pip install --user --break-system-packages --no-build-isolation "
    f"--index-url {INDEX} --retries 0 --timeout 2 --no-cache-dir ."
)
REGISTRY_WORDS = re.compile(r"\b(npm|npx|pnpm|yarn|pip3?|uv|poetry)\b")


def install_commands(files: Mapping[str, bytes]) -> Iterator[tuple[str, str]]:
    """(file, shell script) of each install or build hook, shallowest first."""
    for rel in sorted(files, key=lambda r: (r.count("/"), r)):
        path = PurePosixPath(rel)
        if len(path.parts) > 2 or "node_modules" in path.parts:
            continue
        folder = shlex.quote(str(path.parent))
        if path.name == "package.json" and _npm_worthy(files[rel]):
            yield rel, f"cd {folder} || exit 0\n{NPM}\n"
        elif _packaging(path, files[rel]) and _first_python(files, path):
            yield rel, f"cd {folder} || exit 0\n{PIP}\n"
        elif path.name in MAKEFILES and _first_make(files, path):
            yield rel, f"cd {folder} || exit 0\nmake\n"


def manifest_commands(files: Mapping[str, bytes]) -> Iterator[tuple[int, str]]:
    """(line, command) of the install steps SKILL.md's frontmatter declares for an agent's
    installer to run (`metadata: {openclaw: {install: [{kind: exec, command: ...}]}}`)."""
    data = files.get("SKILL.md")
    if data is None:
        return
    try:
        doc = parse_document(data)
    except UnicodeDecodeError:
        return
    meta, _ = load_frontmatter(doc)
    lines = (doc.yaml_text or "").splitlines()
    for command in _install_commands(meta, False):
        needle = command[:40]
        line = next((n + 1 for n, text in enumerate(lines) if needle in text), 1)
        yield line, command + "\n"


def _install_commands(node: object, inside: bool) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if inside and key in ("command", "cmd", "run") and isinstance(value, str):
                yield value
            else:
                yield from _install_commands(value, inside or key in ("install", "setup"))
    elif isinstance(node, list):
        for item in node:
            yield from _install_commands(item, inside)


def _npm_worthy(data: bytes) -> bool:
    """A package.json with lifecycle scripts or dependencies (else npm does nothing)."""
    doc = _json(data)
    scripts = doc.get("scripts")
    hooked = isinstance(scripts, dict) and any(
        k in scripts for k in ("preinstall", "install", "postinstall", "prepare", "preprepare")
    )
    return hooked or any(isinstance(doc.get(k), dict) and doc.get(k) for k in DEP_KEYS)


def _packaging(path: PurePosixPath, data: bytes) -> bool:
    """A pyproject.toml, or a setup.py that is one (not a script named so)."""
    if path.name == "pyproject.toml":
        return b"[project]" in data or b"[build-system]" in data or b"[tool.poetry]" in data
    return path.name == "setup.py" and re.search(rb"\b(setuptools|distutils)\b", data) is not None


def covered(files: Mapping[str, bytes]) -> set[str]:
    """The files an install hook runs itself (setup.py), so they do not run twice."""
    return {rel for rel, _ in install_commands(files) if rel.endswith("setup.py")} | {
        str(PurePosixPath(rel).parent / "setup.py").removeprefix("./")
        for rel, _ in install_commands(files)
        if rel.endswith("pyproject.toml")
    }


def _first_python(files: Mapping[str, bytes], path: PurePosixPath) -> bool:
    """One pip run per folder: pyproject.toml when both it and setup.py are there."""
    return path.name == "pyproject.toml" or str(path.parent / "pyproject.toml") not in {
        p.replace("./", "") for p in files
    }


def _first_make(files: Mapping[str, bytes], path: PurePosixPath) -> bool:
    for name in MAKEFILES:
        rel = str(path.parent / name) if str(path.parent) != "." else name
        if rel in files:
            return name == path.name
    return True


def versions(files: Mapping[str, bytes]) -> dict[str, str]:
    """{package: version} the stand-in registry serves: one that fits what package.json asks."""
    found: dict[str, str] = {}
    for rel, data in files.items():
        if PurePosixPath(rel).name != "package.json" or "node_modules" in rel:
            continue
        doc = _json(data)
        for key in DEP_KEYS:
            deps = doc.get(key)
            if isinstance(deps, dict):
                for name, wanted in deps.items():
                    match = VERSION_RE.search(str(wanted))
                    found.setdefault(str(name), match.group(0) if match else "1.0.0")
    return found


def needs_registry(codes: Iterator[str]) -> bool:
    """Whether any unit would ask a package registry (then the stand-in starts)."""
    return any(REGISTRY_WORDS.search(code) for code in codes)


def _json(data: bytes) -> dict[str, object]:
    try:
        doc = json.loads(data)
    except ValueError:
        return {}
    return doc if isinstance(doc, dict) else {}
