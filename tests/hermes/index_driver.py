"""Run the real Hermes' skills index over a home, for `test_snapshot_compat.py`.

Reads one JSON command on stdin (`helpers.command` format), prints one JSON result. `HERMES_HOME`
is set from `home` before Hermes is imported. The command holds `variants`, each with
`hermes_platform` (`HERMES_PLATFORM` or null), `sys_platform` (a `sys.platform` to pretend, or
null), `tools` and `toolsets` (lists or null). Returns whether `_load_skills_snapshot` accepted
the snapshot found on disk, the snapshot's mtime before and after, each variant's
`build_skills_system_prompt()` text, and finally (with `rebuild`) the bytes of the snapshot Hermes
writes itself after `clear_skills_system_prompt_cache(clear_snapshot=True)`.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any


def mtime(path: Path) -> int | None:
    return path.stat().st_mtime_ns if path.exists() else None


def variant(prompt_builder: Any, spec: dict[str, Any], real_platform: str) -> str:
    if spec.get("hermes_platform"):
        os.environ["HERMES_PLATFORM"] = spec["hermes_platform"]
    else:
        os.environ.pop("HERMES_PLATFORM", None)
    sys.platform = spec.get("sys_platform") or real_platform
    try:
        prompt_builder.clear_skills_system_prompt_cache()  # the in-process LRU only
        tools, toolsets = spec.get("tools"), spec.get("toolsets")
        return str(
            prompt_builder.build_skills_system_prompt(
                available_tools=None if tools is None else set(tools),
                available_toolsets=None if toolsets is None else set(toolsets),
            )
        )
    finally:
        sys.platform = real_platform


def main() -> None:
    cmd = json.load(sys.stdin)
    os.environ["HERMES_HOME"] = cmd["home"]
    os.environ.pop("HERMES_SESSION_PLATFORM", None)
    from agent import prompt_builder
    from hermes_constants import get_skills_dir

    snapshot = Path(cmd["home"]) / ".skills_prompt_snapshot.json"
    before = mtime(snapshot)
    accepted = prompt_builder._load_skills_snapshot(get_skills_dir()) is not None
    real_platform = sys.platform
    texts = [variant(prompt_builder, spec, real_platform) for spec in cmd["variants"]]
    result = {
        "accepted": accepted,
        "mtime_before": before,
        "mtime_after": mtime(snapshot),
        "texts": texts,
        "platform": real_platform,
    }
    if cmd.get("rebuild"):
        os.environ.pop("HERMES_PLATFORM", None)
        prompt_builder.clear_skills_system_prompt_cache(clear_snapshot=True)
        prompt_builder.build_skills_system_prompt()
        result["hermes_snapshot"] = snapshot.read_text(encoding="utf-8")
    json.dump(result, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
