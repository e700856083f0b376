"""Running git: the repository opened, the git CLI with a clean environment, the config.

`GitBase` is what every other class under `store/` builds on; the functions below it run git
where there is no repository open yet (a clone, a scratch listing of a plain folder).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from hermes_git.errors import GitError, NotARepoError

if TYPE_CHECKING:
    import git

FALLBACK_NAME = "hermes-git"
DEVICE_KEY = "hermes.device"
KEY_CONFIG = "hermes.signingKey"  # the private key this device signs main's commits with
FORMER_KEY = "hermes.formerDevices"  # names this clone synced under before a rename
DEVICES_REF = "refs/hermes/devices/"  # each device's marker (`sync.marker`)
CONFIG_WRITERS = frozenset({"config", "remote", "submodule", "worktree"})  # drop the kept config

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


class GitBase:
    """A git repository with a work tree, and the git CLI run in it.

    Commands run as plain subprocesses; GitPython (whose import alone costs tens of
    milliseconds and runs `git version`) is opened only for what needs its object readers.
    """

    def __init__(self, root: Path) -> None:
        self.root = Path(os.path.abspath(root))
        self.git_dir = _git_dir(self.root)
        self._identity: tuple[str, str] | None = None
        self._config: dict[str, str] | None = None

    @cached_property
    def repo(self) -> git.Repo:
        """GitPython's view of the repository, opened on first use."""
        # deferred for start-up: GitPython (tens of ms) only for object reads
        import git

        repo = git.Repo(self.root)
        repo.git.update_environment(**_clean_env())
        return repo

    @property
    def objects_dir(self) -> Path:
        """The object store (a linked work tree's is its main repository's)."""
        common = self.git_dir / "commondir"
        if common.is_file():
            return (self.git_dir / common.read_text("utf-8").strip()).resolve() / "objects"
        return self.git_dir / "objects"

    def close(self) -> None:
        if "repo" in self.__dict__:
            self.repo.close()

    def run(
        self, *args: str, strip_newline_in_stdout: bool = True, env: dict[str, str] | None = None
    ) -> str:
        """Run `git <args>` in the repo (`env`: variables to add) and return its stdout (one
        final newline cut unless `strip_newline_in_stdout` is False).

        Raises:
            GitError: git exited non-zero; the message carries git's own stderr.
        """
        if args and args[0] in CONFIG_WRITERS:
            self._config = None
        status, out, err = self.execute(args, env=env)
        if status != 0:
            command = next((a for a in args if not a.startswith("-")), "")
            raise GitError(f"git {command} failed: {err.strip() or f'exit {status}'}")
        return out[:-1] if strip_newline_in_stdout and out.endswith("\n") else out

    def run_status(self, *args: str, timeout: float | None = None) -> tuple[int, str, str]:
        """Run `git <args>` without raising: (exit status, stdout, stderr); never prompts.

        A command still running after `timeout` seconds is killed (status non-zero).
        """
        return self.execute(args, timeout=timeout, env={"GIT_TERMINAL_PROMPT": "0"})

    def execute(
        self,
        args: Sequence[str],
        *,
        timeout: float | None = None,
        env: dict[str, str] | None = None,
    ) -> tuple[int, str, str]:
        """`git <args>` in the work tree: (exit status, stdout, stderr)."""
        return execute(args, self.root, timeout=timeout, env=env)

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

    def device(self) -> str | None:
        """This clone's device name (`git config hermes.device`)."""
        return self.config_get(DEVICE_KEY)

    def former_devices(self) -> list[str]:
        """The names this clone synced under before it was renamed."""
        return (self.config_get(FORMER_KEY) or "").split()


def execute(
    args: Sequence[str],
    cwd: Path,
    *,
    timeout: float | None = None,
    env: dict[str, str] | None = None,
) -> tuple[int, str, str]:
    """`git <args>` in `cwd`, in the C locale, stdin closed: (exit status, stdout, stderr).

    A command still running after `timeout` seconds is killed (status -9)."""
    full_env = {**os.environ, "LANGUAGE": "C", "LC_ALL": "C", **(env or {})}
    try:
        done = subprocess.run(
            ["git", *args],
            cwd=cwd,
            env=full_env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return -9, "", f"git {args[0] if args else ''} did not finish in {timeout:g} s"
    out = done.stdout.decode("utf-8", "surrogateescape")
    return done.returncode, out, done.stderr.decode("utf-8", "surrogateescape")


def message_text(message: str, trailers: dict[str, str] | None) -> str:
    """A commit message ending in one newline, then the trailers as their own paragraph."""
    text = message.rstrip("\n") + "\n"
    if trailers:
        text += "\n" + "".join(f"{k}: {v}\n" for k, v in trailers.items())
    return text


@contextmanager
def message_file(git_dir: Path, text: str) -> Iterator[str]:
    """A scratch file under `.git/hermes-git/` holding `text`, for `git commit -F` (a message
    given on the command line could be mistaken for an option or cut by the system)."""
    import tempfile  # deferred: commands that only read never write a message

    scratch = git_dir / "hermes-git"
    scratch.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(
        "w", encoding="utf-8", dir=scratch, prefix="msg-", suffix=".txt"
    ) as handle:
        handle.write(text)
        handle.flush()
        yield handle.name


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


def clone_repo(
    url: str, path: Path, timeout: float | None = None, *, checkout: bool = True
) -> None:
    """`git clone URL PATH` (remote `origin`), never prompting for credentials; with
    `checkout=False` no file is written outside `.git` (the caller gates first).

    Raises:
        GitError: the clone failed (git's message), e.g. the remote was unreachable.
    """
    status, _out, err = execute(
        [
            "clone",
            "--quiet",
            "--origin",
            "origin",
            *([] if checkout else ["--no-checkout"]),
            url,
            str(path),
        ],
        Path.cwd(),
        timeout=timeout,
        env={"GIT_TERMINAL_PROMPT": "0"},
    )
    if status != 0:
        raise GitError(
            f"git clone failed: {err.strip() or f'exit {status}'}",
            path=url,
            fix="check the URL and that the remote is reachable",
        )


def _git_dir(root: Path) -> Path:
    """The git directory of the work tree `root` (`.git`, or where a `.git` file points).

    Raises:
        NotARepoError: `root` is no work tree of a git repository.
    """
    dot_git = root / ".git"
    if dot_git.is_dir():
        return dot_git
    if dot_git.is_file():
        line = dot_git.read_text("utf-8", "replace").strip()
        if line.startswith("gitdir:"):
            return (root / line.removeprefix("gitdir:").strip()).resolve()
    if all((root / part).exists() for part in ("HEAD", "objects", "refs")):
        raise NotARepoError("a bare repository has no live files", path=root)
    raise NotARepoError("not a git repository", path=root, fix="run `hermes-git init` there first")


def git_user_name(cwd: Path) -> str | None:
    """git's `user.name` as seen from `cwd` (a repository's config, else the global one);
    None when git has none."""
    status, out, _err = execute(["config", "--get", "user.name"], cwd)
    name = out.strip() if status == 0 else ""
    return name or None


def is_repo(path: Path) -> bool:
    return (path / ".git").exists()


def files_git_would_add(work_tree: Path, exclude_file: Path) -> list[str]:
    """Files `git add -A` would take in `work_tree` with `exclude_file` as extra ignore rules.

    A repository is asked as it is; a plain folder through a scratch git directory, so that
    nothing is written into it.
    """
    args = ["ls-files", "--others", "--exclude-standard", "-z", f"--exclude-from={exclude_file}"]
    # deferred: only this listing needs a temp file
    import tempfile

    with tempfile.TemporaryDirectory(prefix="hermes-git-scratch-") as scratch:
        if not is_repo(work_tree):
            git_dir = os.path.join(scratch, "repo.git")
            _checked(["init", "--quiet", "--bare", git_dir], work_tree)
            args = [f"--git-dir={git_dir}", f"--work-tree={work_tree}", *args]
        out = _checked(args, work_tree)
    return [p for p in out.split("\0") if p]


def _checked(args: list[str], cwd: Path) -> str:
    status, out, err = execute(args, cwd)
    if status != 0:
        raise GitError(f"git {args[0]} failed: {err.strip() or f'exit {status}'}", path=cwd)
    return out
