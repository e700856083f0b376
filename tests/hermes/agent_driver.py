"""Run real Hermes 0.19 agents (`run_agent.AIAgent`) against a fake OpenAI-compatible model on
127.0.0.1 whose first answer in a session calls `skill_search`, for `test_search_session.py`.

Reads `{"home": ..., "sessions": [{"toolsets": [...], "query": "..."}]}` on stdin (`HERMES_HOME`
is set from `home` before Hermes is imported) and prints, for each session in turn (a new
`AIAgent` in the same process, as a gateway runs them), the `skill_search` result the model got
back and the skill names of the `<available_skills>` index in the system prompt Hermes sent.
Every agent is made before the first one runs, as in a gateway holding several sessions: the
process's last resolved tool list is then the last agent's, not the running one's.
"""

from __future__ import annotations

import json
import os
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SEEN: list[dict[str, Any]] = []  # the chat requests carrying tools, in order
QUERY: list[str] = [""]


def _chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
    body = {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "fake-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n".encode()


def _reply(request: dict[str, Any]) -> list[bytes]:
    """Call `skill_search` once per session, then finish; anything else gets plain text."""
    messages = request.get("messages") or []
    offered = [t.get("function", {}).get("name") for t in request.get("tools") or []]
    if "skill_search" in offered:
        SEEN.append(request)
    if "skill_search" in offered and messages and messages[-1].get("role") == "user":
        call = {
            "index": 0,
            "id": f"call_{len(SEEN)}",
            "type": "function",
            "function": {"name": "skill_search", "arguments": json.dumps({"query": QUERY[0]})},
        }
        role = {"role": "assistant", "content": None, "tool_calls": [call]}
        return [_chunk(role), _chunk({}, "tool_calls")]
    return [_chunk({"role": "assistant", "content": "done"}), _chunk({}, "stop")]


class Handler(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
        if not request.get("messages"):  # Hermes' model-info probe
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for chunk in _reply(request):
            self.wfile.write(chunk)
        self.wfile.write(b"data: [DONE]\n\n")

    def do_GET(self) -> None:
        self.send_response(404)
        self.end_headers()

    def log_message(self, *_: object) -> None:
        pass


def _index_names(system: str) -> list[str]:
    block = system.split("<available_skills>", 1)[-1].split("</available_skills>", 1)[0]
    return sorted(re.findall(r"^    - ([^:\n]+)", block, re.MULTILINE)) if block != system else []


def _tool_result(request: dict[str, Any]) -> Any:
    for message in request.get("messages") or []:
        if message.get("role") == "tool":
            return json.loads(message["content"])
    return None


def main() -> None:
    cmd = json.load(sys.stdin)
    os.environ["HERMES_HOME"] = cmd["home"]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    from run_agent import AIAgent

    agents = [
        AIAgent(
            base_url=f"http://127.0.0.1:{server.server_port}/v1",
            api_key="x",
            model="fake-model",
            quiet_mode=True,
            skip_context_files=True,
            skip_memory=True,
            enabled_toolsets=session["toolsets"],
            session_id=f"session-{n}",
            max_iterations=4,
        )
        for n, session in enumerate(cmd["sessions"])
    ]
    answers = []
    for agent, session in zip(agents, cmd["sessions"], strict=True):
        QUERY[0] = session["query"]
        first = len(SEEN)
        agent.run_conversation("Which skill fits my task?")
        asked = SEEN[first:]
        answers.append(
            {
                "tools": sorted(agent.valid_tool_names),
                "index": _index_names(str(asked[0]["messages"][0]["content"])) if asked else None,
                "result": _tool_result(asked[-1]) if len(asked) > 1 else None,
            }
        )
    server.shutdown()
    json.dump(answers, sys.stdout)


if __name__ == "__main__":
    main()
