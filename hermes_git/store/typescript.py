"""Transpile TypeScript to JavaScript with the `typescript` npm package, run by the machine's node.

Transpiling only erases types (`ts.transpileModule`, no type check): none of the skill's code
runs, so it happens here, outside the sandbox, and the JavaScript then runs inside it like any
other. The package is looked for, in order, at `$HERMES_GIT_TYPESCRIPT` (a folder holding
`node_modules/typescript`, or the package folder itself), at `.cache/ts` of this checkout (where
`make pytest` installs it: `npm install --prefix .cache/ts typescript@5`), and behind a `tsc` on
PATH (a global npm install). Without it TypeScript is not run, and the report says so.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Sequence
from functools import cache
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]
INSTALL_HINT = "npm install --prefix .cache/ts typescript@5"
SECONDS = 30.0
# Reads {"lib": path, "sources": [...]} on stdin, writes one JavaScript string (or null) per source.
_SCRIPT = r"""
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const ts = require(input.lib);
const options = {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022,
                 esModuleInterop: true, isolatedModules: true};
const out = input.sources.map((source) => {
  try { return ts.transpileModule(source, {compilerOptions: options}).outputText; }
  catch (e) { return null; }
});
process.stdout.write(JSON.stringify(out));
"""


def _library(folder: Path) -> Path | None:
    for candidate in (folder / "node_modules" / "typescript", folder):
        lib = candidate / "lib" / "typescript.js"
        if lib.is_file():
            return lib
    return None


@cache
def find() -> Path | None:
    """The `typescript.js` library to transpile with (None: not installed, or no node)."""
    if shutil.which("node") is None:
        return None
    folders = [Path(p) for p in (os.environ.get("HERMES_GIT_TYPESCRIPT"),) if p]
    folders.append(CHECKOUT / ".cache" / "ts")
    tsc = shutil.which("tsc")
    if tsc is not None:
        folders.append(Path(tsc).resolve().parent.parent)  # .../typescript/bin/tsc
    for folder in folders:
        lib = _library(folder)
        if lib is not None:
            return lib
    return None


def transpile(sources: Sequence[str]) -> list[str | None]:
    """JavaScript (CommonJS) for each TypeScript source; None where it could not be made."""
    lib = find()
    node = shutil.which("node")
    if lib is None or node is None or not sources:
        return [None] * len(sources)
    request = json.dumps({"lib": str(lib), "sources": list(sources)})
    try:
        done = subprocess.run(  # a fixed script; the sources go in as data on stdin
            [node, "-e", _SCRIPT],
            input=request.encode(),
            capture_output=True,
            timeout=SECONDS,
            check=False,
            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"},
        )
        out = json.loads(done.stdout.decode("utf-8", "replace")) if done.returncode == 0 else []
    except (OSError, subprocess.TimeoutExpired, ValueError):
        out = []
    if not isinstance(out, list) or len(out) != len(sources):
        return [None] * len(sources)
    return [text if isinstance(text, str) else None for text in out]
