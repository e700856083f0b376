"""`clone`: a fresh home from the remote's `main`, through the same gate as `sync` and `join`.

The remote's HEAD does not matter (a bare repo made by `git init --bare` names `master`): the
home takes the remote's `main`, or starts empty when the remote has no branch at all. Nothing
is checked out before the gate: a tree that fails it is not made live; it waits on the
`sync-blocked` review branch and the home starts empty, as a blocked `join` leaves it.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_git import config as configmod
from hermes_git import init as repomod
from hermes_git.errors import ExitCode, GitError, HermesGitError, RemoteUnreachableError, UsageError
from hermes_git.prompt import refresh_prompt
from hermes_git.proposals import settings
from hermes_git.proposals.change import REVIEW_PREFIX, review_branch
from hermes_git.proposals.treegate import gate_tree
from hermes_git.signing.verify import check
from hermes_git.store.gitstore import GitStore
from hermes_git.store.runner import clone_repo

EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"  # git's id of the empty tree
MAIN = "main"


@dataclass
class CloneResult:
    """A new home cloned from a remote."""

    root: Path
    device: str
    main: str | None
    skills: int
    snapshot: str
    branch: str | None = MAIN  # the remote branch taken (None: the remote was empty)
    remote_head: str | None = None  # what the remote's HEAD names
    blocked: list[str] = field(default_factory=list)
    review: str | None = None  # the review branch a blocked main waits on
    settings: list[str] = field(default_factory=list)  # the remote's, where not the defaults

    @property
    def exit_code(self) -> ExitCode:
        return ExitCode.GATE if self.blocked else ExitCode.OK

    def to_json(self) -> dict[str, Any]:
        return {
            "root": str(self.root),
            "device": self.device,
            "main": self.main,
            "skills": self.skills,
            "snapshot": self.snapshot,
            "branch": self.branch,
            "remote_head": self.remote_head,
            "blocked": self.blocked,
            "review": self.review,
            "settings": self.settings,
            "exit_code": int(self.exit_code),
        }


def clone(url: str, path: Path, device: str, timeout: float = 60.0) -> CloneResult:
    """Clone `url` into the new folder `path` as device `device`: drivers, hooks, snapshot.

    An empty remote gives a new repository whose first sync publishes it.

    Raises:
        UsageError: `path` exists and is not empty, the device name is invalid, or the remote
            has branches but no `main`, or its `main` is not a hermes-git home (nothing is
            left behind).
        RemoteUnreachableError: the clone failed.
    """
    device = configmod.check_device(device)
    path = path.expanduser().absolute()
    if path.exists() and any(path.iterdir()):
        raise UsageError(
            f"{path} exists and is not empty",
            fix="pick a new folder, or run `hermes-git join URL` in an existing home",
        )
    existed = path.exists()
    try:
        clone_repo(url, path, timeout, checkout=False)
    except GitError as exc:
        raise RemoteUnreachableError(
            exc.message, path=url, fix="check the URL and that the remote is reachable"
        ) from None
    try:
        return _settle(url, path, device)
    except HermesGitError:
        _remove(path, existed)
        raise


def _settle(url: str, path: Path, device: str) -> CloneResult:
    with GitStore(path) as store:
        remote_head = store.run("symbolic-ref", "-q", "HEAD").strip().removeprefix("refs/heads/")
        theirs = store.rev(f"refs/remotes/origin/{MAIN}")
        if theirs is None:
            _refuse_without_main(store, url, remote_head)
        _forget_checkout_branch(store, remote_head)
        store.run("symbolic-ref", "HEAD", f"refs/heads/{MAIN}")
        blocked: list[str] = []
        if theirs is not None:
            _refuse_unrelated(store, url, theirs)
            gate = gate_tree(store, EMPTY_TREE, theirs, memory_limits=False)
            # signing on there: every commit after the first enable must verify (issue 31)
            refused = [
                f"signature: {r.render()}" for r in check(store, theirs, None, root_signed=False)
            ]
            if gate.allowed and not refused:
                store.cas_ref(f"refs/heads/{MAIN}", theirs, None, f"hermes-git clone {url}")
                store.run("config", f"branch.{MAIN}.remote", "origin")
                store.run("config", f"branch.{MAIN}.merge", f"refs/heads/{MAIN}")
                store.run("checkout", "-q", "-f", MAIN)
            else:
                blocked = gate.reasons() + refused
    init = repomod.init(path, device)  # device, merge drivers, hooks; first commit if empty
    review = None
    with repomod.open_repo(path) as store, store.locked():
        main = store.rev(f"refs/heads/{MAIN}")
        if blocked:
            assert theirs is not None and main is not None
            review = _park(store, device, main, theirs, url)
        adopt_reviews(store, "origin", device)
    result = CloneResult(
        path,
        device,
        main,
        init.skills,
        refresh_prompt(path),
        MAIN if theirs is not None else None,
        remote_head or None,
        blocked,
        review,
    )
    if theirs is not None and not blocked:
        result.settings = _not_default(path)
    return result


def _not_default(path: Path) -> list[str]:
    """How the settings this home took from the remote differ from a new home's."""
    lines = settings.describe_config(
        configmod.render_default().encode("utf-8"),
        (path / configmod.CONFIG_FILE).read_bytes(),
    )
    return [] if lines[0].endswith("(no setting changes)") else lines


def _park(store: GitStore, device: str, main: str, theirs: str, url: str) -> str:
    """The remote's main, as a commit on this home's main taking the remote's tree whole, on
    the `sync-blocked` review branch (so `review show` diffs and gates it against main)."""
    objects = store.objects()
    tree = objects.tree_of(theirs)
    assert tree is not None
    commit = objects.commit(
        tree,
        [main, theirs],
        f"Clone: the main of {url}, blocked by the gate",
        {"Hermes-Tool": "clone", "Hermes-Device": device},
    )
    branch = review_branch(device, "sync-blocked")
    store.cas_ref(f"refs/heads/{branch}", commit, None, "hermes-git clone: blocked")
    return branch


def _forget_checkout_branch(store: GitStore, name: str) -> None:
    """Drop the local branch git made for the remote's HEAD: main is set only once gated."""
    tip = store.rev(f"refs/heads/{name}") if name else None
    if tip is not None:
        store.delete_ref(f"refs/heads/{name}", tip)


def _refuse_without_main(store: GitStore, url: str, remote_head: str) -> None:
    branches = [
        ref.removeprefix("refs/remotes/origin/")
        for ref in store.run(
            "for-each-ref", "--format=%(refname)", "refs/remotes/origin/"
        ).splitlines()
        if not ref.endswith("/HEAD")
    ]
    if branches:
        raise UsageError(
            f"the remote has no {MAIN} branch (its HEAD names {remote_head or '?'}; branches: "
            f"{', '.join(branches[:8])}); nothing was cloned",
            path=url,
            fix="clone a hermes-git remote (its homes sync `main`), or push a home's main there",
        )


def _refuse_unrelated(store: GitStore, url: str, theirs: str) -> None:
    if store.read_file(theirs, configmod.CONFIG_FILE) is None:
        raise UsageError(
            f"the remote's {MAIN} is not a hermes-git home (it has no "
            f"{configmod.CONFIG_FILE}); nothing was cloned",
            path=url,
            fix="clone a remote a hermes-git home syncs with, or `hermes-git init` a new home",
        )


def _remove(path: Path, existed: bool) -> None:
    if not existed:
        shutil.rmtree(path, ignore_errors=True)
        return
    for child in path.iterdir():
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child, ignore_errors=True)
        else:
            child.unlink(missing_ok=True)


def adopt_reviews(store: GitStore, remote: str, device: str) -> list[str]:
    """Local branches for this device's review branches found on the remote.

    (A sync prunes this device's namespace on the remote to the local branches; a fresh clone
    with a known device name must not delete what it has not seen yet.)
    """
    prefix = f"refs/remotes/{remote}/{REVIEW_PREFIX}/{device}/"
    adopted = []
    for ref in store.run("for-each-ref", "--format=%(refname)", prefix).splitlines():
        branch = ref.removeprefix(f"refs/remotes/{remote}/")
        if store.rev(f"refs/heads/{branch}") is None:
            tip = store.rev(ref)
            assert tip is not None
            store.cas_ref(f"refs/heads/{branch}", tip, None, "hermes-git: adopt review branch")
            adopted.append(branch)
    return adopted
