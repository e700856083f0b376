"""A Jupyter notebook's code cells, as the programs they are.

A notebook is JSON; what runs is each code cell's `source` (a string or a list of lines),
in the kernel's language (`metadata.kernelspec.language`, Python when not given). A cell
hidden from view (`source_hidden`, a `remove-input` tag) still runs with the rest. Each cell
keeps the line its source starts on in the file, so a finding points into the notebook.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["cells"]

_LANGUAGES = {"python": "python", "python3": "python", "javascript": "js", "typescript": "ts",
              "r": "r", "julia": "julia", "bash": "shell", "sh": "shell"}  # fmt: skip


def cells(text: str) -> list[tuple[int, str, str]]:
    """(line, language, source) of each code cell of a notebook (none when it is no JSON)."""
    try:
        data = json.loads(text)
    except ValueError:
        return []
    if not isinstance(data, dict) or not isinstance(data.get("cells"), list):
        return []
    language = _LANGUAGES.get(_kernel_language(data), "python")
    found, at = [], 0
    for cell in data["cells"]:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = _source(cell.get("source"))
        if not source.strip():
            continue
        first = source.split("\n", 1)[0][:40]
        spot = text.find(json.dumps(first)[1:-1], at) if first else -1
        at = max(spot, at)
        found.append((text.count("\n", 0, at) + 1, language, source))
    return found


def _kernel_language(data: dict[str, Any]) -> str:
    meta = data.get("metadata")
    kernel = meta.get("kernelspec") if isinstance(meta, dict) else None
    value = kernel.get("language", "") if isinstance(kernel, dict) else ""
    return value.lower() if isinstance(value, str) else ""


def _source(value: Any) -> str:
    if isinstance(value, list):
        return "".join(line for line in value if isinstance(line, str))
    return value if isinstance(value, str) else ""
