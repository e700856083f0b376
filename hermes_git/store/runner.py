"""Running git: the repository opened, the git CLI with a clean environment, the config.

`GitBase` is what every other class under `store/` builds on; the functions below it run git
where there is no repository open yet (a clone, a scratch listing of a plain folder).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import git

from hermes_git.errors import GitError, NotARepoError

FALLBACK_NAME = "hermes-git"
DEVICE_KEY = "hermes.device"
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
    """A git repository with a work tree, and the git CLI run in it."""

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
        self._identity: tuple[str, str] | None = None
        self._config: dict[str, str] | None = None

    def close(self) -> None:
        self.repo.close()

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
