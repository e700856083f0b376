"""Untrusted skill sources: a bare quarantine repo fetched with nothing that can run code.

A source is never checked out. It is fetched into `.git/hermes-git/quarantine/<pid>-<id>.git`
(a bare repo, hooks off, fsck on, no submodules, no filters, only plain transports) and its files
are read as blobs from the fetched commit, so a hostile tree (symlinks, `..`, `.git`, filter or
hook tricks) never touches the disk. Sizes and counts are capped before anything is read.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from hermes_git.errors import GateError, GitError

SHA_RE = re.compile(r"^[0-9a-f]{40}$")
FETCHED = "refs/hermes/fetched"
SOURCE_NS = "refs/hermes/source/"
SOURCE_REFS = (f"+refs/heads/*:{SOURCE_NS}heads/*", f"+refs/tags/*:{SOURCE_NS}tags/*")
FETCH_ARGS = ("fetch", "--quiet", "--no-tags", "--no-write-fetch-head", "--no-recurse-submodules")
# Config given on the command line wins over any repo's config (also upload-pack's, locally).
HARDENING = (
    "core.hooksPath=/dev/null",
    "core.fsmonitor=false",
    "core.symlinks=false",
    "fetch.fsckObjects=true",
    "transfer.fsckObjects=true",
    "fetch.recurseSubmodules=false",
    "submodule.recurse=false",
    "protocol.ext.allow=never",
    "filter.lfs.smudge=",
    "filter.lfs.process=",
    "filter.lfs.required=false",
    "gc.auto=0",
    "maintenance.auto=false",
)
_KEEP_ENV = {
    "GIT_CONFIG_GLOBAL",
    "GIT_CONFIG_NOSYSTEM",
    "GIT_SSH_COMMAND",
    "GIT_AUTHOR_NAME",
    "GIT_AUTHOR_EMAIL",
    "GIT_COMMITTER_NAME",
    "GIT_COMMITTER_EMAIL",
}


@dataclass(frozen=True)
class Limits:
    """Caps on what a source may bring: the fetch, the tree, and each skill."""

    fetch_bytes: int = 200 * 1024 * 1024
    fetch_seconds: float = 300.0
    tree_entries: int = 20_000
    skill_files: int = 200
    file_bytes: int = 2 * 1024 * 1024
    skill_bytes: int = 8 * 1024 * 1024


@dataclass(frozen=True)
class Entry:
    """One `ls-tree -r` row: mode, type (blob/commit), object id, size, full path."""

    mode: str
    kind: str
    sha: str
    size: int
    path: str


class SourceRefused(GateError):
    """The source itself is refused (too big, fails git's object checks, unreadable tree)."""


def git_env() -> dict[str, str]:
    """The environment for git on untrusted data: no inherited GIT_*, no prompts, no LFS."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_") or k in _KEEP_ENV}
    env.update(
        {
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_LFS_SKIP_SMUDGE": "1",
            "GIT_ALLOW_PROTOCOL": "file:git:http:https:ssh",
            "GIT_NO_REPLACE_OBJECTS": "1",
        }
    )
    return env


def sweep(base: Path) -> None:
    """Remove quarantines left by processes that died (their pid is gone)."""
    if not base.is_dir():
        return
    for child in base.iterdir():
        pid = child.name.split("-", 1)[0]
        if not pid.isdigit() or not _alive(int(pid)):
            shutil.rmtree(child, ignore_errors=True)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class Quarantine:
    """A throwaway bare repo holding one fetched source commit; removed on exit."""

    def __init__(self, git_dir: Path, limits: Limits | None = None) -> None:
        self.base = git_dir / "hermes-git" / "quarantine"
        self.path = self.base / f"{os.getpid()}-{uuid.uuid4().hex[:12]}.git"
        self.limits = limits or Limits()

    def __enter__(self) -> Quarantine:
        sweep(self.base)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.git("init", "--quiet", "--bare", str(self.path), bare_dir=False)
        return self

    def __exit__(self, *_: object) -> None:
        shutil.rmtree(self.path, ignore_errors=True)

    def git(self, *args: str, stdin: bytes | None = None, bare_dir: bool = True) -> bytes:
        """Run hardened git on the quarantine repo; return stdout.

        Raises:
            GitError: git failed (its message).
        """
        prefix = _prefix()
        if bare_dir:
            prefix.append(f"--git-dir={self.path}")
        done = subprocess.run(
            [*prefix, *args],
            input=stdin,
            capture_output=True,
            env=git_env(),
            check=False,
            cwd=self.base,
        )
        if done.returncode != 0:
            message = done.stderr.decode("utf-8", "replace").strip()
            raise GitError(f"git {args[0]} failed: {message}")
        return done.stdout

    def fetch(self, url: str, ref: str) -> str:
        """Fetch `ref` (a branch, tag, HEAD or a commit id) of `url`; return the commit id.

        The id is resolved once here: later reads use it, so a ref that moves upstream
        afterwards changes nothing. A commit id the server will not send by id is looked for
        in its branches and tags instead.

        Raises:
            SourceRefused: the fetch grew over the size cap, or the objects failed fsck.
            GitError: the source could not be fetched (unreachable, no such ref).
        """
        if url.startswith("-") or ref.startswith("-"):
            raise SourceRefused(f"refusing a source or ref that starts with '-': {url} {ref}")
        spec = f"+{ref}:{FETCHED}"  # forced: a later fetch may go back to an older commit
        try:
            self._watched_fetch([*FETCH_ARGS, "--depth=1", "--", url, spec], url)
        except SourceRefused:
            raise
        except GitError as exc:
            if not SHA_RE.match(ref):
                raise
            self._fetch_reachable(url, ref, exc)
        out = self.git("rev-parse", "--verify", "--end-of-options", f"{FETCHED}^{{commit}}")
        return out.decode().strip()

    def _fetch_reachable(self, url: str, sha: str, first: GitError) -> None:
        """Fetch every branch and tag of `url` and point FETCHED at `sha` if one reaches it.

        For servers that refuse a commit asked for by id (protocol v0/v1 with
        uploadpack.allowReachableSHA1InWant off: git daemon's and http-backend's default).
        Same hardening and caps as any fetch; only the history is deeper.

        Raises:
            GitError: the refs could not be fetched either (`first`, the original error), or
                no branch or tag of the source reaches `sha` (force-pushed away).
        """
        try:
            self._watched_fetch([*FETCH_ARGS, "--", url, *SOURCE_REFS], url)
        except SourceRefused:
            raise
        except GitError:
            raise first from None
        if not self._reaches(sha):
            raise GitError(
                f"commit {sha} is not in the source: it cannot be fetched by id and "
                "none of its branches or tags reaches it (force-pushed away?)",
                path=url,
                fix="check the source's history, or pin a commit it has",
            )
        self.git("update-ref", "--no-deref", FETCHED, sha)

    def _reaches(self, sha: str) -> bool:
        try:
            self.git("cat-file", "-e", f"{sha}^{{commit}}")
        except GitError:
            return False
        tips = self.git("for-each-ref", "--format=%(objectname)", f"--contains={sha}", SOURCE_NS)
        return bool(tips.strip())

    def _watched_fetch(self, args: list[str], url: str) -> None:
        """Run `git fetch ARGS` under the size and time caps.

        Raises:
            SourceRefused: over a cap, or the objects failed fsck.
            GitError: any other failure.
        """
        prefix = [*_prefix(), f"--git-dir={self.path}"]
        proc = subprocess.Popen(
            [*prefix, *args],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=git_env(),
            cwd=self.base,
            start_new_session=True,
        )
        deadline = time.monotonic() + self.limits.fetch_seconds
        reason = ""
        while proc.poll() is None:
            if _tree_bytes(self.path) > self.limits.fetch_bytes:
                reason = f"the source is over {self.limits.fetch_bytes:,} bytes"
            elif time.monotonic() > deadline:
                reason = f"the fetch took over {self.limits.fetch_seconds:.0f}s"
            if reason:
                _kill(proc)
                raise SourceRefused(reason, path=url, fix="install from a smaller source")
            time.sleep(0.05)
        err = proc.communicate()[1].decode("utf-8", "replace").strip()
        if proc.returncode != 0:
            _raise_fetch_error(url, err or f"git fetch exited with {proc.returncode}")
        if _tree_bytes(self.path) > self.limits.fetch_bytes:
            raise SourceRefused(
                f"the source is over {self.limits.fetch_bytes:,} bytes",
                path=url,
                fix="install from a smaller source",
            )

    def entries(self, commit: str) -> list[Entry]:
        """Every blob and gitlink of `commit`, with sizes (the tree is never checked out).

        Raises:
            SourceRefused: more entries than the cap, or a path that is not UTF-8.
        """
        out = self.git("ls-tree", "-r", "-l", "-z", "--full-tree", commit)
        rows = [row for row in out.split(b"\0") if row]
        if len(rows) > self.limits.tree_entries:
            raise SourceRefused(
                f"the source has {len(rows):,} files; the cap is {self.limits.tree_entries:,}",
                fix="install from a smaller repository, or one skill folder of it",
            )
        return [_entry(row) for row in rows]

    def read_blobs(self, shas: list[str]) -> dict[str, bytes]:
        """The bytes of each blob, read in one `cat-file --batch`."""
        if not shas:
            return {}
        out = self.git("cat-file", "--batch", stdin="".join(s + "\n" for s in shas).encode())
        blobs: dict[str, bytes] = {}
        pos = 0
        for sha in shas:
            end = out.index(b"\n", pos)
            header = out[pos:end].decode().split()
            if len(header) != 3 or header[1] != "blob":
                raise SourceRefused(f"object {sha} is not a readable blob")
            size = int(header[2])
            blobs[sha] = out[end + 1 : end + 1 + size]
            pos = end + 1 + size + 1
        return blobs


def _prefix() -> list[str]:
    return ["git", *(arg for item in HARDENING for arg in ("-c", item))]


def _entry(row: bytes) -> Entry:
    meta, _, raw_path = row.partition(b"\t")
    mode, kind, sha, size = meta.decode("ascii").split()
    try:
        path = raw_path.decode("utf-8")
    except UnicodeDecodeError:
        raise SourceRefused(f"a path in the source is not UTF-8: {raw_path!r}") from None
    return Entry(mode, kind, sha, int(size) if size.isdigit() else 0, path)


def _raise_fetch_error(url: str, err: str) -> None:
    if "fsck" in err or "error in object" in err or "hasDot" in err:
        raise SourceRefused(
            "the source failed git's object checks (a hostile tree?): "
            + " / ".join(err.splitlines()[:3]),
            path=url,
            fix="do not install from this source",
        )
    raise GitError(
        f"could not fetch the source: {err or 'git fetch failed'}",
        path=url,
        fix="check the URL and the ref, and that the source is reachable",
    )


def _kill(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, 9)
    proc.communicate()


def _tree_bytes(folder: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            try:
                total += os.lstat(os.path.join(dirpath, name)).st_size
            except OSError:
                continue
    return total
