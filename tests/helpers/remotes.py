"""Real remotes on 127.0.0.1 only: a `git daemon` and `git http-backend` behind http.server."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

LOOPBACK = "127.0.0.1"


def bare_repo(base: Path, name: str = "skills.git") -> Path:
    path = base / name
    subprocess.run(["git", "init", "--quiet", "--bare", "-b", "main", str(path)], check=True)
    return path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def _wait_for_port(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("git daemon exited early")
        try:
            with socket.create_connection((LOOPBACK, port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.02)
    raise RuntimeError("git daemon did not start")


@contextmanager
def git_daemon(base: Path) -> Iterator[str]:
    """Serve every repo under `base` at git://127.0.0.1:PORT/ (push enabled); yield the URL."""
    port = _free_port()
    process = subprocess.Popen(
        [
            "git",
            "daemon",
            f"--listen={LOOPBACK}",
            f"--port={port}",
            f"--base-path={base}",
            "--export-all",
            "--enable=receive-pack",
            "--reuseaddr",
            "--informative-errors",
            str(base),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        _wait_for_port(port, process)
        yield f"git://{LOOPBACK}:{port}/"
    finally:  # `git daemon` runs git-daemon as a child: end the whole group, not only git
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


class _Backend(BaseHTTPRequestHandler):
    """Smart HTTP through `git http-backend` as a CGI program (git.md §4)."""

    root = ""

    def do_GET(self) -> None:
        self._cgi(b"")

    def do_POST(self) -> None:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            body = self._read_chunked()
        else:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self._cgi(body)

    def _read_chunked(self) -> bytes:
        out = bytearray()
        while True:
            size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
            if size == 0:
                self.rfile.readline()
                return bytes(out)
            out += self.rfile.read(size)
            self.rfile.readline()

    def _cgi(self, body: bytes) -> None:
        path, _, query = self.path.partition("?")
        env = {
            **os.environ,
            "GIT_PROJECT_ROOT": self.root,
            "GIT_HTTP_EXPORT_ALL": "1",
            "PATH_INFO": path,
            "QUERY_STRING": query,
            "REQUEST_METHOD": self.command,
            "CONTENT_TYPE": self.headers.get("Content-Type", ""),
            "CONTENT_LENGTH": str(len(body)),
            "REMOTE_USER": "tester",
            "REMOTE_ADDR": LOOPBACK,
            "HTTP_CONTENT_ENCODING": self.headers.get("Content-Encoding", ""),
            "GIT_PROTOCOL": self.headers.get("Git-Protocol", ""),
        }
        done = subprocess.run(
            ["git", "http-backend"], input=body, env=env, capture_output=True, check=False
        )
        head, _, payload = done.stdout.partition(b"\r\n\r\n")
        if not _:
            head, _, payload = done.stdout.partition(b"\n\n")
        headers = [line.split(":", 1) for line in head.decode("latin-1").splitlines() if line]
        status = next((int(v.split()[0]) for k, v in headers if k.lower() == "status"), 200)
        self.send_response(status)
        for key, value in headers:
            if key.lower() != "status":
                self.send_header(key, value.strip())
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *_: object) -> None:
        pass


@contextmanager
def http_backend(base: Path) -> Iterator[str]:
    """Serve every repo under `base` over smart HTTP at http://127.0.0.1:PORT/; yield the URL."""
    handler = type("Backend", (_Backend,), {"root": str(base)})
    server = ThreadingHTTPServer((LOOPBACK, 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{LOOPBACK}:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def closed_port_url() -> str:
    """A git:// URL on 127.0.0.1 where nothing listens (an offline remote)."""
    return f"git://{LOOPBACK}:{_free_port()}/skills.git"


def pre_receive(bare: Path, script: str) -> None:
    """Install a `pre-receive` hook in a bare repo."""
    hook = bare / "hooks" / "pre-receive"
    hook.write_text("#!/bin/sh\n" + script)
    hook.chmod(0o755)


def copy_home(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst, symlinks=True)
    return dst
