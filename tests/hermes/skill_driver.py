"""Run many real Hermes 0.19 tool calls in one subprocess, each against its own HERMES_HOME."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

TIMEOUT = 300


def run_cases(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Run `cases` through the real Hermes in one subprocess (HOME isolated).

    A case is `{"home", "tool": "skill_manage" | "memory", "args", "limit"?}`. Hermes resolves
    its home per call (`_skills_dir()`, `get_memory_dir()`), so one process serves them all.
    Each answer is `{"result": <the tool's JSON>}`, or `{"exception": <type name>, "message"}`
    when Hermes raised.
    """
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "HOME": home, "HERMES_HOME": home}
        proc = subprocess.run(
            [sys.executable, __file__],
            input=json.dumps({"cases": cases}),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
            env=env,
        )
    assert proc.returncode == 0, f"Hermes driver failed:\n{proc.stderr[-4000:]}"
    results: list[dict[str, Any]] = json.loads(proc.stdout)
    return results


def _skill_manage(args: dict[str, Any]) -> str:
    from tools.skill_manager_tool import skill_manage

    # The registry's handler for the tool: the arguments an agent's JSON call carries.
    return skill_manage(
        action=args.get("action", ""),
        name=args.get("name", ""),
        content=args.get("content"),
        category=args.get("category"),
        file_path=args.get("file_path"),
        file_content=args.get("file_content"),
        old_string=args.get("old_string"),
        new_string=args.get("new_string"),
        replace_all=args.get("replace_all", False),
        absorbed_into=args.get("absorbed_into"),
    )


def _memory(args: dict[str, Any], limit: int) -> str:
    from tools.memory_tool import MemoryStore, memory_tool

    store = MemoryStore(memory_char_limit=limit, user_char_limit=limit)
    store.load_from_disk()
    return memory_tool(
        action=args.get("action"),
        target=args.get("target", "memory"),
        content=args.get("content"),
        old_text=args.get("old_text"),
        operations=args.get("operations"),
        store=store,
    )


def _run(case: dict[str, Any]) -> dict[str, Any]:
    os.environ["HERMES_HOME"] = case["home"]
    Path(case["home"]).mkdir(parents=True, exist_ok=True)
    try:
        if case["tool"] == "memory":
            raw = _memory(case["args"], int(case.get("limit", 2200)))
        else:
            raw = _skill_manage(case["args"])
    except Exception as exc:
        return {"exception": type(exc).__name__, "message": str(exc)}
    return {"result": json.loads(raw)}


def main() -> None:
    import logging

    logging.disable(logging.CRITICAL)
    cases = json.load(sys.stdin)["cases"]
    json.dump([_run(case) for case in cases], sys.stdout)


if __name__ == "__main__":
    main()
