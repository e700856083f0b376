"""Run the real Hermes (hermes-agent 0.19.0) for the compatibility tests.

Reads one JSON command on stdin, prints one JSON result on stdout. `HERMES_HOME` is set from the
command's `home` *before* any Hermes module is imported, because several Hermes modules read it at
import time. Commands:

- `memory_ops`: apply `ops` ({action, content?, old_text?}) to `target` with a `MemoryStore` of the
  given `limit`; returns every result dict, the store's live entries afterwards, and the entries
  a fresh store loads from disk (`reloaded`).
- `memory_load`: `load_on_disk_store()`; returns both entry lists.
- `memory_add_worker`: `writer` "hermes" or "hermes_git"; touches `ready_file`, waits for `go_file`,
  then adds every entry of `entries` to MEMORY.md (one process of the concurrent-writers test).
- `skills`: what Hermes reads from `HERMES_HOME/skills`: per SKILL.md the parsed frontmatter,
  body digest, conditions, platform/environment verdicts and prompt-index entry;
  `_find_all_skills()`; `skills_list()`; and the `.skills_prompt_snapshot.json` that
  `build_skills_system_prompt()` writes.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from pathlib import Path
from typing import Any


def memory_ops(cmd: dict[str, Any]) -> dict[str, Any]:
    from tools.memory_tool import MemoryStore

    limit = int(cmd["limit"])
    store = MemoryStore(memory_char_limit=limit, user_char_limit=limit)
    store.load_from_disk()
    target = cmd["target"]
    results = []
    for op in cmd["ops"]:
        if op["action"] == "add":
            results.append(store.add(target, op["content"]))
        elif op["action"] == "replace":
            results.append(store.replace(target, op["old_text"], op["content"]))
        else:
            results.append(store.remove(target, op["old_text"]))
    reloaded = MemoryStore(memory_char_limit=limit, user_char_limit=limit)
    reloaded.load_from_disk()
    return {
        "results": results,
        "memory_entries": store.memory_entries,
        "user_entries": store.user_entries,
        "reloaded": {"memory": reloaded.memory_entries, "user": reloaded.user_entries},
    }


def memory_load(cmd: dict[str, Any]) -> dict[str, Any]:
    from tools.memory_tool import load_on_disk_store

    store = load_on_disk_store()
    return {
        "memory_entries": store.memory_entries,
        "user_entries": store.user_entries,
        "limits": [store.memory_char_limit, store.user_char_limit],
    }


def memory_add_worker(cmd: dict[str, Any]) -> dict[str, Any]:
    limit = int(cmd["limit"])
    if cmd["writer"] == "hermes":
        from tools.memory_tool import MemoryStore

        store = MemoryStore(memory_char_limit=limit, user_char_limit=limit)
        store.load_from_disk()

        def add(entry: str) -> bool:
            return bool(store.add("memory", entry)["success"])
    else:
        from hermes_git.memory.store import MemoryFile

        path = Path(cmd["home"]) / "memories" / "MEMORY.md"
        memfile = MemoryFile(path, "memory", limit)

        def add(entry: str) -> bool:
            return memfile.add(entry).changed

    Path(cmd["ready_file"]).touch()
    go = Path(cmd["go_file"])
    deadline = time.monotonic() + 30
    while not go.exists():
        if time.monotonic() > deadline:
            raise SystemExit("go file never appeared")
        time.sleep(0.001)
    return {"added": [add(entry) for entry in cmd["entries"]]}


def skills(cmd: dict[str, Any]) -> dict[str, Any]:
    from agent.prompt_builder import (
        _build_snapshot_entry,
        _parse_skill_file,
        build_skills_system_prompt,
    )
    from agent.skill_utils import (
        extract_skill_conditions,
        iter_skill_index_files,
        parse_frontmatter,
        skill_matches_environment,
        skill_matches_platform,
    )
    from tools import skills_tool

    skills_dir = Path(cmd["home"]) / "skills"
    per_skill = []
    for path in iter_skill_index_files(skills_dir, "SKILL.md"):
        rel = path.relative_to(skills_dir).as_posix()
        compatible, parsed, description = _parse_skill_file(path)
        entry = _build_snapshot_entry(path, skills_dir, parsed, description)
        try:
            frontmatter, body = parse_frontmatter(path.read_text(encoding="utf-8"))
        except UnicodeDecodeError:
            per_skill.append(
                {
                    "rel": rel,
                    "unreadable": True,
                    "index_compatible": compatible,
                    "index_entry": entry,
                }
            )
            continue
        per_skill.append(
            {
                "rel": rel,
                "frontmatter": frontmatter,
                "body_sha256": hashlib.sha256(body.encode("utf-8")).hexdigest(),
                "conditions": extract_skill_conditions(frontmatter),
                "platform_ok": skill_matches_platform(frontmatter),
                "environment_ok": skill_matches_environment(frontmatter),
                "index_compatible": compatible,
                "index_entry": entry,
            }
        )
    skills_tool._SKILLS_CACHE.clear()
    found = skills_tool._find_all_skills()
    listed = json.loads(skills_tool.skills_list())
    build_skills_system_prompt()
    snapshot_path = Path(cmd["home"]) / ".skills_prompt_snapshot.json"
    snapshot = json.loads(snapshot_path.read_text(encoding="utf-8"))
    return {
        "skills": per_skill,
        "find_all": found,
        "skills_list": listed,
        "snapshot": snapshot,
        "platform": sys.platform,
    }


COMMANDS = {
    "memory_ops": memory_ops,
    "memory_load": memory_load,
    "memory_add_worker": memory_add_worker,
    "skills": skills,
}


def main() -> None:
    cmd = json.load(sys.stdin)
    os.environ["HERMES_HOME"] = cmd["home"]
    result = COMMANDS[cmd["command"]](cmd)
    json.dump(result, sys.stdout, ensure_ascii=False, default=repr)


if __name__ == "__main__":
    main()
