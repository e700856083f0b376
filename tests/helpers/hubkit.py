"""Test helpers for the hub: skill source repos (plain and hostile) and a loopback git daemon."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.conftest import git, skill_md, write

CAUTION_BODY = '# T\n\n```bash\necho "$PASS" | sudo -S apt-get install -y jq\n```\n'


def make_source(path: Path, skills: dict[str, str | dict[str, str]]) -> Path:
    """A source repo with `skills/<name>/SKILL.md` (a dict value: several files) committed."""
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", "-b", "main")
    for name, content in skills.items():
        files = content if isinstance(content, dict) else {"SKILL.md": content}
        write(path, {f"skills/{name}/{rel}": text for rel, text in files.items()})
    git(path, "add", "-A")
    git(path, "commit", "-qm", "skills")
    return path


def commit_files(path: Path, files: dict[str, str], message: str = "change") -> str:
    write(path, files)
    git(path, "add", "-A")
    git(path, "commit", "-qm", message)
    return git(path, "rev-parse", "HEAD").strip()


def hash_blob(repo: Path, data: bytes) -> str:
    return (
        subprocess.run(
            ["git", "hash-object", "-w", "--stdin"],
            cwd=repo,
            input=data,
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .strip()
    )


def mktree(repo: Path, rows: list[tuple[str, str, str, str]]) -> str:
    """A tree from (mode, type, sha, name) rows, written as git would never check it out."""
    text = "".join(f"{m} {t} {s}\t{n}\n" for m, t, s, n in rows)
    return (
        subprocess.run(
            ["git", "mktree", "--missing"],
            cwd=repo,
            input=text.encode(),
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .strip()
    )


def hostile_commit(
    repo: Path,
    skill_rows: list[tuple[str, str, str, str]],
    root_rows: list[tuple[str, str, str, str]] = (),
) -> str:  # type: ignore[assignment]
    """Commit `skills/evil/<rows>` (plus root rows) on main, bypassing checkout rules."""
    skill_md_sha = hash_blob(repo, skill_md("evil").encode())
    evil = mktree(repo, [("100644", "blob", skill_md_sha, "SKILL.md"), *skill_rows])
    existing = [
        tuple(row.replace("\t", " ").split(" ", 3))
        for row in git(repo, "ls-tree", "HEAD:skills").splitlines()
    ]
    skills = mktree(repo, [*existing, ("040000", "tree", evil, "evil")])  # type: ignore[list-item]
    root = mktree(repo, [("040000", "tree", skills, "skills"), *root_rows])
    parent = git(repo, "rev-parse", "HEAD").strip()
    commit = git(repo, "commit-tree", root, "-p", parent, "-m", "hostile").strip()
    git(repo, "update-ref", "refs/heads/main", commit)
    return commit


def fast_import_many(repo: Path, count: int, folder: str = "skills/many") -> None:
    """Commit `count` small files under `folder` (plus a SKILL.md) with fast-import."""
    lines = [
        "commit refs/heads/main",
        "committer T <t@x> 0 +0000",
        "data 4",
        "many",
        "from refs/heads/main^0",
    ]
    body = skill_md("many").encode()
    lines += [f"M 100644 inline {folder}/SKILL.md", f"data {len(body)}", body.decode()]
    for n in range(count):
        text = f"file {n}\n"
        lines += [f"M 100644 inline {folder}/data/f{n}.txt", f"data {len(text)}", text]
    subprocess.run(
        ["git", "fast-import", "--quiet"],
        cwd=repo,
        input=("\n".join(lines) + "\n").encode(),
        check=True,
        capture_output=True,
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def git_daemon(base: Path) -> Iterator[str]:
    """`git daemon` on 127.0.0.1 serving `base`; yields `git://127.0.0.1:PORT`."""
    port = free_port()
    proc = subprocess.Popen(
        [
            "git",
            "daemon",
            "--listen=127.0.0.1",
            f"--port={port}",
            f"--base-path={base}",
            "--export-all",
            "--reuseaddr",
            str(base),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        yield f"git://127.0.0.1:{port}"
    finally:  # `git daemon` runs git-daemon as a child: end the whole group, not only git
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def refuse_commit_ids(source: Path) -> None:
    """Make fetching a commit by id fail, as on servers that only send advertised refs.

    The source says no to unadvertised wants (also git's default), and the client speaks
    protocol v0: v2's upload-pack would send any commit it has, whatever the config.
    """
    for key in ("allowAnySHA1InWant", "allowReachableSHA1InWant", "allowTipSHA1InWant"):
        git(source, "config", f"uploadpack.{key}", "false")
    git(source, "config", "--global", "protocol.version", "0")


def drop_commits(source: Path, keep: str) -> None:
    """Force `main` back to `keep` and prune what that left unreachable (a force-push)."""
    git(source, "reset", "-q", "--hard", keep)
    git(source, "reflog", "expire", "--expire=now", "--all")
    git(source, "gc", "-q", "--prune=now")
