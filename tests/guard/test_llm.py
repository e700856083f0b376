"""The optional LLM review against a local OpenAI-compatible server (normal, bad, slow, failing)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from hermes_git.guard.llm import parse_reply, redact
from tests.conftest import Cli, git, skill_md, write

KEY = "hunter2hunter2"


class Server:
    """Answers /chat/completions with `self.reply` (a verdict dict, raw text, 'slow' or 'fail')."""

    def __init__(self) -> None:
        self.reply: object = {"verdict": "safe", "confidence": "high", "summary": "fine"}
        self.bodies: list[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"])).decode()
                server.bodies.append(body)
                if server.reply == "fail":
                    self.send_response(500)
                    self.end_headers()
                    return
                if server.reply == "slow":
                    time.sleep(1.5)
                reply = server.reply
                content = reply if isinstance(reply, str) else json.dumps(reply)
                payload = {
                    "id": "x",
                    "object": "chat.completion",
                    "created": 0,
                    "model": "m",
                    "choices": [
                        {
                            "index": 0,
                            "finish_reason": "stop",
                            "message": {"role": "assistant", "content": content},
                        }
                    ],
                }
                data = json.dumps(payload).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *_: object) -> None:
                pass

        class Quiet(ThreadingHTTPServer):
            def handle_error(self, *_: object) -> None:  # a client that timed out hung up
                pass

        self.httpd = Quiet(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[Server]:
    srv = Server()
    monkeypatch.setenv("HERMES_GIT_LLM_BASE_URL", srv.url)
    monkeypatch.setenv("HERMES_GIT_LLM_MODEL", "local-model")
    yield srv
    srv.httpd.shutdown()
    srv.httpd.server_close()


def _repo(tmp_path: Path, body: str, llm: str = "timeout: 1") -> Path:
    root = tmp_path / "home"
    write(
        root,
        {
            "skills/s/SKILL.md": skill_md("s", body=body),
            ".hermes-git.yaml": f"version: 1\nguard:\n  llm:\n    {llm}\n",
        },
    )
    git(root, "init", "-q")
    return root


def _scan(cli: Cli, root: Path, *extra: str) -> tuple[int, dict[str, object]]:
    result = cli("--repo", str(root), "--format", "json", "scan", *extra)
    return result.exit_code, json.loads(result.output)


def test_without_llm_nothing_is_sent(cli: Cli, server: Server, tmp_path: Path) -> None:
    _scan(cli, _repo(tmp_path, "# Notes\n"))
    assert server.bodies == []


def test_llm_can_raise_a_verdict_and_secrets_are_redacted(
    cli: Cli, server: Server, tmp_path: Path
) -> None:
    server.reply = {
        "verdict": "dangerous",
        "confidence": "high",
        "summary": "steals keys",
        "findings": [{"category": "exfiltration", "reason": "sends keys"}],
    }
    code, data = _scan(cli, _repo(tmp_path, f"# Notes\n\npassword: {KEY}\n"), "--llm")
    skill = data["skills"][0]  # type: ignore[index]
    assert code == 1 and skill["verdict"] == "dangerous"
    assert any(f["rule"] == "llm-review" for f in skill["findings"])
    assert KEY not in server.bodies[0] and "[REDACTED]" in server.bodies[0]


def test_reviews_are_cached_by_content(cli: Cli, server: Server, tmp_path: Path) -> None:
    root = _repo(tmp_path, "# Notes\n")
    _scan(cli, root, "--llm")
    _scan(cli, root, "--llm")
    assert len(server.bodies) == 1
    assert list((root / ".git" / "hermes-git" / "llm-cache").glob("*.json"))


@pytest.mark.parametrize("reply", ["not json at all", '{"verdict": "maybe"}', "slow", "fail"])
def test_bad_replies_keep_the_static_verdict(
    cli: Cli, server: Server, tmp_path: Path, reply: str
) -> None:
    server.reply = reply
    code, data = _scan(cli, _repo(tmp_path, "# Notes\n"), "--llm")
    skill = data["skills"][0]  # type: ignore[index]
    assert code == 0 and skill["verdict"] == "safe"
    assert any("llm review failed" in note for note in skill["notes"])


def test_llm_lowers_only_when_configured(cli: Cli, server: Server, tmp_path: Path) -> None:
    danger = "```bash\nrm -rf ~/\n```\n"
    code, data = _scan(cli, _repo(tmp_path / "a", danger), "--llm")
    assert code == 1 and data["skills"][0]["verdict"] == "dangerous"  # type: ignore[index]
    code, data = _scan(cli, _repo(tmp_path / "b", danger, "may_lower: true"), "--llm")
    assert code == 0 and data["skills"][0]["verdict"] == "safe"  # type: ignore[index]


def test_reply_parsing_and_redaction() -> None:
    assert parse_reply('```json\n{"verdict": "safe", "confidence": "low", "summary": "ok"}\n```')
    with pytest.raises(ValueError, match="schema"):
        parse_reply('{"verdict": "safe"}')
    assert "hunter2hunter2" not in redact("password = hunter2hunter2")
