"""The only module that talks to git (GitPython, and the git CLI through `repo.git`)."""

from __future__ import annotations

import bisect
import hashlib
import os
import stat
import subprocess
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

import git
from git.objects.fun import tree_entries_from_data
from gitdb import IStream
from gitdb.db.loose import LooseObjectDB

from hermes_git.errors import GitError, NotARepoError
from hermes_git.store.locks import flock, repo_lock_path
from hermes_git.store.treeformat import DIR_MODE, FILE_MODE, serialise_tree

MAIN = "main"
FALLBACK_NAME = "hermes-git"
DEVICE_KEY = "hermes.device"
REGULAR_MODE, EXECUTABLE_MODE = "100644", "100755"
FILE_MODES = (REGULAR_MODE, EXECUTABLE_MODE)  # what git records for a plain file
LOOSE_LIMIT = 256  # loose objects (about 40 proposals) before `pack_loose` packs them
LOOSE_SAMPLE = 16  # fan-out folders counted of 256


_KEPT_GIT_VARS = frozenset(
    {
        "GIT_CONFIG_GLOBAL",
        "GIT_CONFIG_NOSYSTEM",
        "GIT_AUTHOR_NAME",
        "GIT_AUTHOR_EMAIL",
        "GIT_COMMITTER_NAME",
        "GIT_COMMITTER_EMAIL",
        "GIT_AUTHOR_DATE",
        "GIT_COMMITTER_DATE",
        "GIT_TERMINAL_PROMPT",
        "GIT_SSH_COMMAND",
    }
)


def _clean_env() -> dict[str, str]:
    """The environment minus inherited GIT_* variables (a hook's GIT_DIR must not leak in)."""
    return {k: v for k, v in os.environ.items() if not k.startswith("GIT_") or k in _KEPT_GIT_VARS}


@dataclass(frozen=True)
class Change:
    """One path in `git status`: its two-letter code (`??`, ` M`, `D `...) and path."""

    code: str
    path: str


class GitStore:
    """A git repository with a work tree: the hermes-git repo or a throwaway one."""

    def __init__(self, root: Path) -> None:
        try:
            self.repo = git.Repo(root)
        except (git.InvalidGitRepositoryError, git.NoSuchPathError):
            raise NotARepoError(
                "not a git repository", path=root, fix="run `hermes-git init` there first"
            ) from None
        if self.repo.working_tree_dir is None:
            raise NotARepoError("a bare repository has no live files", path=root)
        self.root = Path(self.repo.working_tree_dir)
        self.git_dir = Path(self.repo.git_dir)
        self.repo.git.update_environment(**_clean_env())
        self._listings: dict[str, list[str]] = {}
        self._bases: dict[tuple[str, str], str | None] = {}
        self._diffs: dict[tuple[str, str], list[str]] = {}
        self._contents: dict[tuple[str, str], bytes | None] = {}  # (commit id, path): bytes
        self._trees: dict[str, dict[str, tuple[str, str]]] = {}  # commit: {path: (mode, id)}
        self._identity: tuple[str, str] | None = None
        self._config: dict[str, str] | None = None

    def close(self) -> None:
        self.repo.close()

    def __enter__(self) -> GitStore:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @contextmanager
    def locked(self, timeout: float = 60.0) -> Iterator[None]:
        """Hold the repository lock (`.git/hermes-git/lock`); before letting it go after a
        body that succeeded, pack the loose objects once there are many (`pack_loose`)."""
        with flock(repo_lock_path(self.git_dir), timeout=timeout, what="repository lock"):
            yield
            self.pack_loose()

    def loose_objects(self) -> int:
        """About how many loose objects the store holds: those in 16 of git's 256 fan-out
        folders, times 16 (object ids are uniform; `git gc --auto` samples one folder)."""
        objects, found = self.repo.odb.root_path(), 0
        for fan in range(0, 256, 256 // LOOSE_SAMPLE):
            with suppress(FileNotFoundError), os.scandir(f"{objects}/{fan:02x}") as folder:
                found += sum(1 for _ in folder)
        return found * (256 // LOOSE_SAMPLE)

    def pack_loose(self, limit: int = LOOSE_LIMIT) -> bool:
        """Pack the loose objects (with deltas) once there are about `limit`; whether it did.

        Every agent write adds loose objects, among them a new copy of its skill's parent
        folder's tree (40 KB compressed for 1,000 skills in one folder), and git's own
        `gc --auto` neither runs after plumbing writes nor counts bytes (6,700 objects). Packed,
        each such tree is a delta of a few dozen bytes, and a push sends the deltas as they
        are instead of computing them: the sync's push of 100 new commits takes half the CPU.
        `--geometric=2` folds the small packs this leaves into each other, keeping few packs.
        Housekeeping only: a failure leaves the objects loose and readable, and is not raised.
        `gc.auto=0`, git's switch for its own automatic packing, turns this off too.
        """
        if self.loose_objects() < limit or self.config_get("gc.auto") == "0":
            return False
        status, _out, _err = self.run_status("repack", "-d", "-l", "-q", "--geometric=2")
        return status == 0

    def run(self, *args: str, **kwargs: object) -> str:
        """Run `git <args>` in the repo and return its stdout.

        Raises:
            GitError: git exited non-zero; the message carries git's own stderr.
        """
        if args and args[0] in CONFIG_WRITERS:
            self._config = None
        try:
            return str(self.repo.git.execute(["git", *args], **kwargs))  # type: ignore[call-overload]
        except git.GitCommandError as exc:
            stderr = (exc.stderr or "").strip().removeprefix("stderr: ").strip("'\n ")
            command = next((a for a in args if not a.startswith("-")), "")
            raise GitError(f"git {command} failed: {stderr or exc}") from None

    def run_status(self, *args: str, timeout: float | None = None) -> tuple[int, str, str]:
        """Run `git <args>` without raising: (exit status, stdout, stderr); never prompts.

        A command still running after `timeout` seconds is killed (status non-zero).
        """
        status, out, err = self.repo.git.execute(
            ["git", *args],
            with_extended_output=True,
            with_exceptions=False,
            kill_after_timeout=timeout,
            env={"GIT_TERMINAL_PROMPT": "0"},
            strip_newline_in_stdout=False,
        )
        return int(status), str(out), str(err)

    def head(self) -> str | None:
        """The commit `HEAD` points at, or None in an empty repository."""
        try:
            return self.repo.head.commit.hexsha
        except ValueError:
            return None

    def branch(self) -> str | None:
        """The checked-out branch name, or None when HEAD is detached."""
        try:
            return self.repo.active_branch.name
        except TypeError:
            return None

    def status(self, paths: Sequence[str] = ()) -> list[Change]:
        """Uncommitted changes (work tree and index), untracked files listed one by one."""
        out = self.run(
            "status",
            "--porcelain=v1",
            "-z",
            "--untracked-files=all",
            "--no-renames",
            "--",
            *paths,
            strip_newline_in_stdout=False,
        )
        return [Change(item[:2], item[3:]) for item in out.split("\0") if item]

    def dirty(self, paths: Sequence[str]) -> list[str]:
        """Which of `paths` differ from HEAD in the index or the work tree (a file present
        where HEAD has none counts, ignored or not), without `status`'s walk of the whole
        work tree: only the named files are read and hashed."""
        if not paths:
            return []
        head = self.head()
        committed = (self._trees.get(head) if head else None) or self._entries(
            "ls-tree", "-z", "--full-tree", "HEAD", "--", *paths
        )
        staged = self._entries("ls-files", "-s", "-z", "--", *paths)
        return sorted(
            p
            for p in set(paths)
            if staged.get(p) != committed.get(p) or _live_entry(self.root / p) != committed.get(p)
        )

    def blob_ids(self, rev: str, paths: Sequence[str]) -> dict[str, str]:
        """{path: blob id} for each of `paths` that is a file (or symlink) at `rev` (from the
        listing `list_files` kept of that commit, if any)."""
        return {p: blob for p, (_mode, blob) in self.file_entries(rev, paths).items()}

    def executables(self, rev: str, paths: Sequence[str]) -> frozenset[str]:
        """Which of `paths` are executable files at `rev` (mode 100755)."""
        return frozenset(
            p
            for p, (mode, _blob) in self.file_entries(rev, paths).items()
            if mode == EXECUTABLE_MODE
        )

    def file_entries(self, rev: str, paths: Sequence[str]) -> dict[str, tuple[str, str]]:
        """{path: (mode, blob id)} for each of `paths` that is a file (or symlink) at `rev`."""
        if not paths:
            return {}
        entries = self._trees.get(rev) or self._entries(
            "ls-tree", "-z", "--full-tree", rev, "--", *paths
        )
        return {
            p: entry
            for p in paths
            if (entry := entries.get(p)) and entry[0].startswith(("100", "120"))
        }

    def _entries(self, command: str, *args: str) -> dict[str, tuple[str, str]]:
        """{path: (mode, object id)} from `ls-tree -z` or `ls-files -s -z` (literal paths)."""
        out = self.run("--literal-pathspecs", command, *args, strip_newline_in_stdout=False)
        entries = {}
        for item in out.split("\0"):
            if item:
                meta, path = item.split("\t", 1)
                fields = meta.split()
                entries[path] = (fields[0], fields[1] if command == "ls-files" else fields[2])
        return entries

    def untracked_unignored(self, exclude_file: Path | None = None) -> list[str]:
        """Files git would add with `add -A`: untracked and not ignored."""
        args = ["ls-files", "--others", "--exclude-standard", "-z"]
        if exclude_file is not None:
            args.append(f"--exclude-from={exclude_file}")
        return [p for p in self.run(*args, strip_newline_in_stdout=False).split("\0") if p]

    def add_all(self, paths: Sequence[str] = ()) -> None:
        self.run("add", "-A", "--", *(paths or ["."]))

    def commit(
        self,
        message: str,
        trailers: dict[str, str] | None = None,
        *,
        allow_empty: bool = False,
        verify: bool = True,
        only: Sequence[str] = (),
    ) -> str:
        """Commit with `message` and trailers; return the new commit id.

        With `only`, just those (tracked) paths are committed, whatever else the user staged.
        """
        text = message.rstrip("\n") + "\n"
        if trailers:
            text += "\n" + "".join(f"{k}: {v}\n" for k, v in trailers.items())
        name, email = self.identity()
        args = [
            "-c",
            f"user.name={name}",
            "-c",
            f"user.email={email}",
            "commit",
            "--quiet",
            "--cleanup=whitespace",
        ]
        if allow_empty:
            args.append("--allow-empty")
        if not verify:
            args.append("--no-verify")
        scratch = self.git_dir / "hermes-git"
        scratch.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=scratch, prefix="msg-", suffix=".txt", delete=True
        ) as handle:
            handle.write(text)
            handle.flush()
            self.run(*args, "-F", handle.name, *(["--only", "--", *only] if only else []))
        head = self.head()
        assert head is not None
        return head

    def identity(self) -> tuple[str, str]:
        """The committer: the user's git identity, else `hermes-git <hermes-git@DEVICE>`."""
        if self._identity is None:
            name = self.config_get("user.name") or FALLBACK_NAME
            email = self.config_get("user.email") or f"hermes-git@{self.device() or 'localhost'}"
            self._identity = name, email
        return self._identity

    def config_get(self, key: str) -> str | None:
        """The value `git config --get key` gives (None: unset or empty); the whole config is
        read by one git on the first call and kept until `config_set`."""
        if self._config is None:
            self._config = _parse_config_list(
                self.run("config", "--list", "-z", strip_newline_in_stdout=False)
            )
        return self._config.get(_config_key(key)) or None

    def config_set(self, key: str, value: str) -> None:
        self.run("config", "--local", key, value)
        self._identity = None
        self._config = None

    def merge_base(self, ours: str, theirs: str) -> str | None:
        """The best common ancestor of two commits, or None for unrelated histories
        (asked of git once per pair of commit ids)."""
        key = (min(ours, theirs), max(ours, theirs))
        if key not in self._bases or not _fixed(ours, theirs):
            status, out, _err = self.run_status("merge-base", ours, theirs)
            self._bases[key] = out.split()[0] if status == 0 and out.strip() else None
        return self._bases[key]

    def changed_paths(self, old: str, new: str) -> list[str]:
        """Paths that differ between two commits (asked of git once per pair of ids; when the
        files of `old` are listed already, those of `new` are then known too)."""
        key = (old, new)
        if key not in self._diffs or not _fixed(old, new):
            out = self.run(
                "diff-tree",
                "-r",
                "-z",
                "--no-renames",
                "--no-abbrev",
                old,
                new,
                strip_newline_in_stdout=False,
            )
            changes = _raw_changes(out)
            self._diffs[key] = list(changes)
            if _fixed(old, new) and old in self._trees and new not in self._trees:
                self._keep_listing(new, _patched_listing(self._trees[old], changes))
        return list(self._diffs[key])

    def device(self) -> str | None:
        """This clone's device name (`git config hermes.device`)."""
        return self.config_get(DEVICE_KEY)

    def branches(self, pattern: str, *, merged: str | None = None) -> list[str]:
        """Local branch names matching a `refs/heads/` glob such as `hermes/review/*`
        (`merged`: only those whose tip that commit already holds)."""
        out = self.run(
            "for-each-ref",
            "--format=%(refname:short)",
            *([f"--merged={merged}"] if merged else []),
            f"refs/heads/{pattern}",
        )
        return [line for line in out.splitlines() if line]

    def rev(self, rev: str) -> str | None:
        """The commit id `rev` names, or None when it names nothing."""
        try:
            return str(self.repo.commit(rev).hexsha)
        except (git.BadName, ValueError):
            return None

    def cas_ref(self, ref: str, new: str, old: str | None, reason: str) -> None:
        """Move `ref` to `new` only if it still points at `old` (None: only if it is absent).

        Raises:
            GitError: somebody else moved the ref first; nothing changed.
        """
        self.run("update-ref", "-m", reason, ref, new, old or ZERO)

    def delete_ref(self, ref: str, old: str) -> None:
        self.run("update-ref", "-d", ref, old)

    def read_file(self, rev: str, path: str) -> bytes | None:
        """The bytes of `path` at `rev`, or None when it is not a file there (kept, as by
        `read_files`, when `rev` is a commit id)."""
        if not _fixed(rev):
            return self._read_file(rev, path)
        if (rev, path) not in self._contents:
            self._contents[rev, path] = self._read_file(rev, path)
        return self._contents[rev, path]

    def _read_file(self, rev: str, path: str) -> bytes | None:
        if "\n" not in path and "\n" not in rev:  # git's persistent `cat-file --batch`
            try:
                _sha, kind, _size, data = self.repo.git.get_object_data(f"{rev}:{path}")
            except ValueError:
                return None
            return bytes(data) if kind in (b"blob", "blob") else None
        try:
            blob = self.repo.commit(rev).tree / path
        except (KeyError, git.BadName, ValueError):
            return None
        if blob.type != "blob":
            return None
        return bytes(blob.data_stream.read())

    def read_files(self, rev: str, paths: Sequence[str]) -> dict[str, bytes]:
        """{path: bytes} for each of `paths` that is a file at `rev`, all read by one git.

        What was read at a commit id is kept: a sync gates the merged files, then writes them.
        """
        if not _fixed(rev):
            return self._read_files(rev, paths)
        missing = [p for p in paths if (rev, p) not in self._contents]
        if missing:
            found = self._read_files(rev, missing, self._trees.get(rev))
            self._contents.update(((rev, p), found.get(p)) for p in missing)
        return {p: data for p in paths if (data := self._contents[rev, p]) is not None}

    def _read_files(
        self, rev: str, paths: Sequence[str], listed: dict[str, tuple[str, str]] | None = None
    ) -> dict[str, bytes]:
        """`read_files` uncached; `listed` (the whole listing at `rev`, with object ids) lets
        git read each blob by id instead of walking the trees down to it, which costs a parse
        of every tree on the way (a `skills/` of a thousand entries: ~0.1 ms a file)."""
        if listed is not None:
            paths = [p for p in paths if p in listed]
        found = {
            p: data for p in paths if "\n" in p if (data := self._read_file(rev, p)) is not None
        }
        asked = [p for p in paths if "\n" not in p and "\n" not in rev]
        if not asked:
            return found
        names = [listed[p][1] for p in asked] if listed else [f"{rev}:{p}" for p in asked]
        done = subprocess.run(
            ["git", "cat-file", "--batch"],
            cwd=self.root,
            env=_clean_env(),
            input="".join(f"{name}\n" for name in names).encode("utf-8"),
            capture_output=True,
            check=False,
        )
        if done.returncode != 0:
            raise GitError(f"git cat-file failed: {done.stderr.decode(errors='replace')}")
        out, pos = done.stdout, 0
        for path in asked:
            end = out.index(b"\n", pos)
            header, pos = out[pos:end], end + 1
            if header.endswith((b" missing", b" ambiguous")):
                continue
            _sha, kind, size = header.split(b" ")
            if kind == b"blob":
                found[path] = out[pos : pos + int(size)]
            pos += int(size) + 1
        return found

    def list_files(self, rev: str, prefix: str) -> list[str]:
        """Every file path under `prefix` at `rev` (sorted); a commit id's listing is kept."""
        if not _fixed(rev):
            return self._ls_tree(rev, prefix)
        if rev not in self._listings:
            self._keep_listing(rev, self._ls_entries(rev))
        listing, folder = self._listings[rev], prefix.rstrip("/")
        if not folder:
            return list(listing)
        # the paths under a folder are one run of the sorted listing
        start = bisect.bisect_left(listing, folder)
        end = bisect.bisect_left(listing, folder + "0")  # "0" sorts right after "/"
        return [p for p in listing[start:end] if p == folder or p.startswith(folder + "/")]

    def _keep_listing(self, rev: str, entries: dict[str, tuple[str, str]]) -> None:
        self._trees[rev] = entries
        self._listings[rev] = sorted(entries)

    def _ls_entries(self, rev: str) -> dict[str, tuple[str, str]]:
        """{path: (mode, object id)} of every file (blob, or a submodule's commit) at `rev`."""
        out = self.run("ls-tree", "-r", "-z", "--full-tree", rev, strip_newline_in_stdout=False)
        entries = (item.split("\t", 1) for item in out.split("\0") if item)
        return {
            path: (fields[0], fields[2]) for meta, path in entries if (fields := meta.split(" "))
        }

    def _ls_tree(self, rev: str, prefix: str) -> list[str]:
        out = self.run(
            "ls-tree",
            "-r",
            "-z",
            "--name-only",
            "--full-tree",
            rev,
            "--",
            prefix.rstrip("/") or ".",
            strip_newline_in_stdout=False,
        )
        return sorted(p for p in out.split("\0") if p)

    def merge_tree(
        self, ours: str, theirs: str, *, allow_unrelated: bool = False, defer: Sequence[str] = ()
    ) -> tuple[str, list[str]]:
        """`git merge-tree --write-tree`: the merged tree and the conflicted paths (none: clean).

        Merge drivers run, but those named in `defer` report conflicts (driver `false`) for the
        caller to merge in-process. The index and work tree are not touched."""
        extra = ["--allow-unrelated-histories"] if allow_unrelated else []
        config = [arg for name in defer for arg in ("-c", f"merge.{name}.driver=false")]
        status, out, err = self.repo.git.execute(
            [
                "git",
                *config,
                "merge-tree",
                "--write-tree",
                "--name-only",
                "--no-messages",
                *extra,
                ours,
                theirs,
            ],
            with_extended_output=True,
            with_exceptions=False,
            strip_newline_in_stdout=False,
        )
        lines = str(out).splitlines()
        if status not in (0, 1) or not lines:
            raise GitError(f"git merge-tree failed: {str(err).strip()}")
        return lines[0], sorted(set(lines[1:]))

    def objects(self) -> ObjectWriter:
        return ObjectWriter(self)

    def tracked(self, path: str) -> bool:
        return bool(self.run("ls-files", "--", path).strip())


CONFIG_WRITERS = frozenset({"config", "remote", "submodule", "worktree"})  # drop the kept config


def _parse_config_list(out: str) -> dict[str, str]:
    """`git config --list -z` as {key: last value}; a key set without `= value` reads as ""."""
    values = {}
    for item in out.split("\0"):
        if item:
            key, _newline, value = item.partition("\n")
            values[key] = value
    return values


def _config_key(key: str) -> str:
    """`key` as git lists it: section and variable names lower-cased, a subsection as it is."""
    section, _dot, rest = key.partition(".")
    middle, _dot, name = rest.rpartition(".")
    return ".".join(part for part in (section.lower(), middle, name.lower()) if part)


def _raw_changes(out: str) -> dict[str, tuple[str, str] | None]:
    """`diff-tree -r -z --no-abbrev` output as {path: (new mode, new id), None: deleted}."""
    items = out.split("\0")
    changes: dict[str, tuple[str, str] | None] = {}
    for meta, path in zip(items[0:-1:2], items[1::2], strict=True):
        _old_mode, mode, _old_id, new_id, _status = meta.lstrip(":").split(" ")
        changes[path] = None if mode == "000000" else (mode, new_id)
    return changes


def _patched_listing(
    entries: dict[str, tuple[str, str]], changes: dict[str, tuple[str, str] | None]
) -> dict[str, tuple[str, str]]:
    """A commit's {path: (mode, id)} from its parent's and `diff-tree -r`'s changes (None: the
    path is gone)."""
    patched = dict(entries)
    for path, entry in changes.items():
        if entry is None:
            patched.pop(path, None)
        else:
            patched[path] = entry
    return patched


def _fixed(*revs: str) -> bool:
    """Whether every rev is a full object id (its answers can never change)."""
    return all(len(r) == 40 and all(c in "0123456789abcdef" for c in r) for r in revs)


def _live_entry(path: Path) -> tuple[str, str] | None:
    """(mode, blob id) git would record for the live file at `path`; None when absent."""
    try:
        info = path.lstat()
    except (FileNotFoundError, NotADirectoryError):
        return None
    if stat.S_ISLNK(info.st_mode):
        return "120000", blob_id(os.fsencode(os.readlink(path)))
    if not stat.S_ISREG(info.st_mode):
        return "040000", ""  # a folder where a file was: never equal to a committed file
    mode = EXECUTABLE_MODE if info.st_mode & stat.S_IXUSR else REGULAR_MODE
    return mode, blob_id(path.read_bytes())


def blob_id(data: bytes) -> str:
    """The id git gives a blob holding `data` (SHA-1 repositories)."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()


def init_repo(path: Path) -> GitStore:
    """`git init -b main` at `path` (an existing repo is opened as it is)."""
    if not (path / ".git").exists():
        try:
            git.Repo.init(path, initial_branch=MAIN)
        except git.GitCommandError as exc:
            raise GitError(f"git init failed: {exc.stderr}", path=path) from None
    return GitStore(path)


def clone_repo(url: str, path: Path, timeout: float | None = None) -> None:
    """`git clone URL PATH` (remote `origin`), never prompting for credentials.

    Raises:
        GitError: the clone failed (git's message), e.g. the remote was unreachable.
    """
    runner = git.Git()
    runner.update_environment(**_clean_env(), GIT_TERMINAL_PROMPT="0")
    status, _out, err = runner.execute(
        ["git", "clone", "--quiet", "--origin", "origin", url, str(path)],
        with_extended_output=True,
        with_exceptions=False,
        kill_after_timeout=timeout,
    )
    if status != 0:
        raise GitError(
            f"git clone failed: {str(err).strip() or f'exit {status}'}",
            path=url,
            fix="check the URL and that the remote is reachable",
        )


def is_repo(path: Path) -> bool:
    return (path / ".git").exists()


def files_git_would_add(work_tree: Path, exclude_file: Path) -> list[str]:
    """Files `git add -A` would take in `work_tree` with `exclude_file` as extra ignore rules.

    A repository is asked as it is; a plain folder through a scratch git directory, so that
    nothing is written into it.
    """
    args = ["ls-files", "--others", "--exclude-standard", "-z", f"--exclude-from={exclude_file}"]
    with tempfile.TemporaryDirectory(prefix="hermes-git-scratch-") as scratch:
        runner = git.Git(str(work_tree))
        runner.update_environment(**_clean_env())
        if not is_repo(work_tree):
            git_dir = os.path.join(scratch, "repo.git")
            runner.execute(["git", "init", "--quiet", "--bare", git_dir])
            args = [f"--git-dir={git_dir}", f"--work-tree={work_tree}", *args]
        out = str(runner.execute(["git", *args], strip_newline_in_stdout=False))
    return [p for p in out.split("\0") if p]


ZERO = "0" * 40
_DIR_MODE, _FILE_MODE = DIR_MODE, FILE_MODE
_TREES: dict[str, dict[str, tuple[int, str]]] = {}  # parsed (ms for big ones) trees by id


class ObjectWriter:
    """Builds trees and commits from a base commit plus file changes, in the object store only.

    Nothing here touches the work tree, the index or any ref: a proposal is built with it and
    then published by `GitStore.cas_ref`. Only the folders on the changed paths are rewritten,
    so the cost does not grow with the size of the repository.
    """

    def __init__(self, store: GitStore) -> None:
        self.store = store
        self.repo = store.repo
        # gitdb's own writer (zlib + SHA-1 + rename, in this process): GitPython's `odb.store`
        # starts a `git hash-object` for every object, 2-3 ms each, five for one skill edit
        self.loose = LooseObjectDB(self.repo.odb.root_path())

    def tree_of(self, rev: str) -> str | None:
        """The root tree id of `rev`, or None when `rev` does not exist."""
        try:
            return str(self.repo.commit(rev).tree.hexsha)
        except (git.BadName, ValueError):
            return None

    def write_tree(
        self,
        base_tree: str | None,
        writes: dict[str, bytes],
        deletes: Sequence[str] = (),
        modes: Mapping[str, int] | None = None,
    ) -> str:
        """A new root tree: `base_tree` with `writes` applied and `deletes` removed. A written
        file gets its mode from `modes` (git's: 0o100644, 0o100755), else keeps the one it
        had (a new file: 0o100644)."""
        modes = modes or {}
        changes: dict[tuple[str, ...], tuple[bytes, int | None] | None] = {
            tuple(p.split("/")): (data, modes.get(p)) for p, data in writes.items()
        }
        changes.update({tuple(p.split("/")): None for p in deletes})
        root = self._rewrite(base_tree, changes)
        return root if root is not None else self._store("tree", b"")

    def _rewrite(
        self, tree: str | None, changes: dict[tuple[str, ...], tuple[bytes, int | None] | None]
    ) -> str | None:
        entries = self._entries(tree)
        nested: dict[str, dict[tuple[str, ...], tuple[bytes, int | None] | None]] = {}
        for parts, change in changes.items():
            if len(parts) == 1:
                if change is None:
                    entries.pop(parts[0], None)
                    continue
                data, mode = change
                if mode is None:
                    mode = entries.get(parts[0], (_FILE_MODE, ""))[0]
                    mode = mode if mode != _DIR_MODE else _FILE_MODE
                entries[parts[0]] = (mode, self._store("blob", data))
            else:
                nested.setdefault(parts[0], {})[parts[1:]] = change
        for name, sub in nested.items():
            current = entries.get(name)
            child = self._rewrite(current[1] if current and current[0] == _DIR_MODE else None, sub)
            if child is None:
                entries.pop(name, None)
            else:
                entries[name] = (_DIR_MODE, child)
        if not entries:
            return None
        sha = self._store("tree", serialise_tree(entries))
        _TREES[sha] = entries  # what the next proposal on this branch starts from
        return sha

    def _entries(self, tree: str | None) -> dict[str, tuple[int, str]]:
        if tree is not None and tree not in _TREES:
            data = self.repo.odb.stream(bytes.fromhex(tree)).read()
            if len(_TREES) > 256:
                _TREES.clear()
            _TREES[tree] = {n: (m, s.hex()) for s, m, n in tree_entries_from_data(data)}
        return {} if tree is None else dict(_TREES[tree])

    def _store(self, kind: str, data: bytes) -> str:
        stream = self.loose.store(IStream(kind, len(data), BytesIO(data)))
        return str(stream.hexsha.decode() if isinstance(stream.hexsha, bytes) else stream.hexsha)

    def commit(
        self,
        tree: str,
        parents: Sequence[str],
        message: str,
        trailers: dict[str, str] | None = None,
    ) -> str:
        """A commit object (no ref moves) with the user's identity, else hermes-git's."""
        text = message.rstrip("\n") + "\n"
        if trailers:
            text += "\n" + "".join(f"{k}: {v}\n" for k, v in trailers.items())
        name, email = self.store.identity()
        args = ["-c", f"user.name={name}", "-c", f"user.email={email}", "commit-tree", tree]
        for parent in parents:
            args += ["-p", parent]
        scratch = self.store.git_dir / "hermes-git"
        scratch.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=scratch, prefix="msg-", suffix=".txt"
        ) as handle:
            handle.write(text)
            handle.flush()
            return self.store.run(*args, "-F", handle.name).strip()
