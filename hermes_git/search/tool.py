"""The `skill_search` tool Hermes offers the model: its schema and its answer (JSON text)."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from hermes_git.search.session import SessionFacts

log = logging.getLogger("hermes_git.search")

SCHEMA: dict[str, Any] = {
    "name": "skill_search",
    "description": "Find the skills that fit a task: give the task in a few words (any "
    "language); returns the best matching skills with name, description and why. Load one "
    "with skill_view(name). An empty result means no skill fits.",
    "parameters": {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "The task, in the user's words"},
            "top": {"type": "integer", "description": "How many skills at most (default 5)"},
        },
        "required": ["query"],
    },
}


def answer(home: Path, args: dict[str, Any], session: SessionFacts | None = None) -> str:
    """The tool's reply: skills above the threshold, best first, among those Hermes' index shows
    the `session`; a failure is a clear error."""
    query = str((args or {}).get("query") or "").strip()
    if not query:
        return json.dumps({"success": False, "error": "give the task as `query`"})
    try:
        # deferred for start-up: search loads numpy and the model
        from hermes_git.search.service import Visibility, search

        top = max(1, min(int((args or {}).get("top") or 5), 20))
        facts = session or SessionFacts()
        visibility = Visibility(facts.platform, tools=facts.tools, toolsets=facts.toolsets)
        found = search(home, query, top=top, visibility=visibility)
    except Exception as exc:
        log.exception("skill_search failed")
        return json.dumps({"success": False, "error": f"skill search failed: {exc}"})
    results = [
        {"name": h.doc.name, "description": h.doc.description, "why": h.why()}
        | ({"path": h.doc.path} if h.doc.root else {})  # an external skill: where it lives
        for h in found.fits
    ]
    reply: dict[str, Any] = {"success": True, "results": results}
    if not results:
        reply["note"] = "no skill fits this task; proceed without one"
    return json.dumps(reply, ensure_ascii=False)
