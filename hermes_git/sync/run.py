"""`hermes-git sync`: capture, fetch, merge in the object store, gate, publish, push; and --watch.

Everything after the capture runs under the repo lock. Live files change only once the merged
tree is complete and gated, through the same journal as `review approve` (a crash at any point
is finished by the next command). Conflicts never reach main: see `sync.merge`.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from hermes_git import config as configmod
from hermes_git.errors import HermesGitError, PushRejectedError, RemoteUnreachableError, UsageError
from hermes_git.init import open_repo
from hermes_git.memory.entries import MEMORY_PATHS
from hermes_git.prompt import refresh_prompt, refresh_skills_snapshot
from hermes_git.proposals.capture import capture_locked
from hermes_git.proposals.change import MAIN_REF, REVIEW_PREFIX
from hermes_git.proposals.live import (
    DirtyWorktreeError,
    publish,
    recover,
    refuse_dirty,
    skills_written,
)
from hermes_git.store.gitstore import GitStore
from hermes_git.sync import idle, rejections, retry, trusted
from hermes_git.sync import marker as markers
from hermes_git.sync.counts import count, left_right
from hermes_git.sync.refs import Refs
from hermes_git.sync.remote import (
    NotFastForwardError,
    check_remote,
    fetch,
    in_step,
    push,
    tracking_main,
    tracking_review,
)
from hermes_git.sync.result import SyncResult
from hermes_git.sync.stalelocks import clear_stale_locks

if TYPE_CHECKING:
    from hermes_git.sync.livewatch import LiveWatch
    from hermes_git.sync.merge import Conflict

__all__ = ["SyncResult", "sync"]  # SyncResult's home: sync/result.py
HOLDING = ("blocked", "unverified")  # outcomes that leave the remote's main as it is


def sync(
    root: Path,
    remote: str | None = None,
    *,
    timeout: float = 60.0,
    allow_unrelated: bool = False,
    live: LiveWatch | None = None,
) -> SyncResult:
    """Sync the repo at `root` with `remote` (default: the config's `sync.remote`). `live`:
    the watch process's file watcher, telling the capture which live paths changed since its
    last round (None: the capture checks every file).

    Raises:
        UsageError: no such remote; unrelated histories without `allow_unrelated`.
        DirtyWorktreeError: live files the merge would change hold uncommitted edits.
        HermesGitError: not a repo, lock timeout, git failed.
    """
    remote = remote or configmod.load(root).remote
    with open_repo(root) as store, store.locked(), ThreadPoolExecutor(max_workers=1) as pool:
        clear_stale_locks(store)
        recover(store)
        check_remote(store, remote)
        store.use_untracked_cache()  # clones made before it was set at init
        device = store.device() or configmod.default_device()
        before = trusted.before_fetch(store, remote)  # what a force-push must not drop
        fetched = pool.submit(fetch, store, remote, timeout)  # the network, while capturing
        changed = live.take() if live else None
        try:
            captured = capture_locked(store, changed)
        except BaseException:
            if live:
                live.again(changed)  # this round did not get to look at them
            raise
        if live:  # refused changes stay dirty here: report them again next round
            live.again(str(r["what"]) for r in captured.refused)
        result = SyncResult(remote, captured=captured.commits, refused=captured.refused)
        result.remote_before = before
        result.main_before = store.rev(MAIN_REF)
        idle.list_ahead(store, result.main_before)  # while the fetch runs: gate, publish use it
        _rounds(store, result, configmod.load(root), device, timeout, allow_unrelated, fetched)
        if result.main is None:  # no round pushed: main is where the last round left it
            result.main = store.rev(MAIN_REF)
    if result.snapshot is None:  # no round got as far as the push
        result.snapshot = refresh_prompt(root)
    return result


def _rounds(
    store: GitStore,
    result: SyncResult,
    cfg: configmod.Config,
    device: str,
    timeout: float,
    allow_unrelated: bool,
    fetched: Future[None] | None,
) -> None:
    for attempt in range(retry.ATTEMPTS):
        try:
            fetched.result() if fetched else fetch(store, result.remote, timeout)
        except RemoteUnreachableError as exc:
            result.outcome, result.message = "offline", exc.message
            return
        fetched = None
        refs = Refs(store, result.remote)
        try:
            journal, sending, premade = _integrate(
                store, result, cfg, device, allow_unrelated, refs
            )
        except DirtyWorktreeError as exc:
            # Hermes wrote a live file the merge changes since the capture: capture it too
            # and merge again (its write is then part of main, not in the way of it).
            _capture_again(store, result, exc)
            continue
        main = journal["new"] if journal else refs.current().rev(MAIN_REF)
        assert main is not None
        carry = tuple(rejections.settle(store, refs))
        reviews = _drop_merged_reviews(store, device, main, refs)
        exchanged = bool(result.pulled or sending or result.captured)
        marker = markers.writer(
            store, device, main, reviews, refs.current(), cfg.sync_heartbeat, exchanged, premade
        )
        sent = None if result.outcome in HOLDING else main
        try:
            with _pushing(store, refs, device, timeout, sent, marker, carry):
                snapshot = _publish(store, journal) if journal else None
                result.snapshot = idle.refresh(store.root, main, journal, result, snapshot)
        except NotFastForwardError:
            result.retries += 1
            retry.pause(attempt)
            continue
        except RemoteUnreachableError as exc:
            result.outcome, result.message = "offline", exc.message
            return
        except PushRejectedError as exc:
            result.outcome, result.message = "rejected", exc.message
            return
        if result.outcome not in HOLDING:
            result.pushed = sending
        result.main = main
        return
    result.outcome = "busy"
    result.message = (
        f"other devices kept pushing first; gave up after {retry.ATTEMPTS} rounds "
        "(everything is committed here: sync again)"
    )


def _publish(store: GitStore, journal: dict[str, Any]) -> str | None:
    """Publish the merge, refreshing the prompt snapshot while the live files' folders are
    fsync'd: its outcome, or None when that did not happen (no live file changed, or it
    failed: `idle.refresh` then runs it after main moved, and its error is raised there)."""
    done: list[str] = []
    changed = skills_written(journal)

    def snapshot() -> None:
        with contextlib.suppress(OSError, HermesGitError):
            done.append(refresh_skills_snapshot(store.root, changed=changed))

    publish(store, journal, snapshot)
    return done[0] if done else None


def _capture_again(store: GitStore, result: SyncResult, dirty: DirtyWorktreeError) -> None:
    captured = capture_locked(store)
    result.captured += captured.commits
    result.refused += captured.refused
    if not captured.commits:  # nothing the gate lets in: the edits stay, and so does main
        fixes = [f"{r['what']}: {r['fix']}" for r in result.refused if r.get("fix")]
        if fixes:  # a person's edit the gates refuse: say how to get it in, not "capture"
            raise DirtyWorktreeError(
                dirty.message + " (kept live as they are; the gates refuse them)",
                fix="; ".join(fixes) + "; then sync again",
            )
        raise dirty


@contextlib.contextmanager
def _pushing(
    store: GitStore,
    refs: Refs,
    device: str,
    timeout: float,
    main: str | None,
    marker: Callable[[], None] | None,
    extra: tuple[str, ...] = (),
) -> Iterator[None]:
    """Write the device `marker` (None: none is due), then push (`main` as the remote's main,
    None: not main), on a thread while the body publishes the same commit here: git waits on
    the network, the body on the disk and the interpreter. The thread writes objects and runs
    git, never reading through GitPython's object reader (one process, not to be shared by
    threads). The push's error is raised once both are done; the body's comes first.
    No push at all when the remote (as `refs` fetched it) holds all it would send."""
    if marker is None and not extra and in_step(refs.current(), device, main):
        yield
        return

    def send() -> None:
        if marker is not None:
            marker()
        push(store, refs.remote, device, timeout, main=main, extra=extra)

    with ThreadPoolExecutor(max_workers=1) as pool:
        pushed = pool.submit(send)
        try:
            yield
        except BaseException:
            pushed.exception()  # wait for git, whatever it did; the body's error wins
            raise
        pushed.result()


def _integrate(
    store: GitStore,
    result: SyncResult,
    cfg: configmod.Config,
    device: str,
    allow_unrelated: bool,
    refs: Refs,
) -> tuple[dict[str, Any] | None, int, markers.Premade | None]:
    """Merge the fetched main into ours and gate it: the journal that publishes it (live
    files, index, main), or None when there is nothing to publish; the number of commits
    main then has that the remote's lacks; and the device marker made for it meanwhile."""
    theirs = refs.rev(tracking_main(result.remote))
    ours = refs.rev(MAIN_REF)
    assert ours is not None
    if theirs is None:
        return None, count(store, None, ours), None
    if theirs == ours:
        return None, 0, None
    # deferred for start-up: a round that fetched nothing new never merges, gates or parks
    from hermes_git.sync import hold, merge

    with ThreadPoolExecutor(max_workers=4) as pool:  # git the merge asks for later
        ahead = _Ahead(
            pool.submit(store.merge_base, ours, theirs),
            pool.submit(merge.last_device, store, theirs),
            pool.submit(store.branch),
            pool.submit(_read_memory, store, (ours, theirs)),
        )
        counts = left_right(store, ours, theirs)
        ahead.memory.result()  # from here on GitPython's reader is this thread's alone
        kept = trusted.settle(store, result, device, refs, (ours, theirs), counts)
        if kept is None:  # a commit no enrolled key signed: nothing of it is taken
            return None, 0, None
        mine, missing = kept, counts[1]
        if not missing and mine == counts[0]:  # the remote's main is behind ours
            return None, mine, None
        result.pulled += missing
        conflicts: list[Conflict] = []
        if not mine:
            new, result.fast_forward = theirs, True
        else:
            new, conflicts = _merge(store, ours, theirs, cfg, device, allow_unrelated, ahead)
        paths = store.changed_paths(ours, new)
        staged = pool.submit(store.staged_entries, paths)  # the index, for `refuse_dirty`
        premade = _premade(pool, store, device, new, refs)
        # parked for want of enrolment: main goes back to theirs, whose settings since the
        # common commit are all that is new here
        since = ahead.base.result() if mine != counts[0] else None
        held, warnings = hold.hold_back(store, ours, new, device, since)  # gate, sizes, settings
        result.warnings += warnings
        if held:
            result.outcome, result.blocked, result.message = "blocked", held.reasons, held.message
            refs.touched()  # parked on a review branch
            return None, 0, None
        _settled(store, result, cfg, device, (ours, theirs, new), conflicts, refs)
        live = ahead.branch.result() == "main"
        if live:
            # HEAD is main: at `ours`, as the listing after the fetch read it
            refuse_dirty(store, paths, "sync again", head=ours, staged=staged.result())
    journal = {
        "old": ours,
        "new": new,
        "paths": paths,
        "branch": None,
        "tip": None,
        "live": live,
        "reason": f"hermes-git sync {result.remote}",
    }
    return journal, mine + (new != theirs), premade


def _settled(
    store: GitStore,
    result: SyncResult,
    cfg: configmod.Config,
    device: str,
    commits: tuple[str, str, str],
    conflicts: list[Conflict],
    refs: Refs,
) -> None:
    """After the gate let the merge (`commits`: ours, theirs, merged) through: park its
    conflicts, report what it did to memory and which of this device's skills it replaced."""
    # deferred for start-up: only a round that merged gets here
    from hermes_git.sync import memreport, merge, replaced

    ours, theirs, new = commits
    if conflicts:
        merge.park_conflicts(store, conflicts, new, theirs, device)
        refs.touched()
        result.conflicts += conflicts
        result.outcome = "conflicts"
    result.memory.update(memreport.memory_report(store, ours, theirs, new, cfg.memory_limits))
    if refs.under(tracking_review(result.remote)):  # only such branches can name one
        result.replaced = replaced.replaced_here(store, result.remote, device, ours, new)


def _premade(
    pool: ThreadPoolExecutor, store: GitStore, device: str, main: str, refs: Refs
) -> markers.Premade | None:
    """The device marker for `main`, made on `pool` while the gate runs, when this device has
    no review branch to count (the usual case); None: `markers.writer` makes it later."""
    if refs.branches(f"{REVIEW_PREFIX}/{device}/"):
        return None
    synced = int(time.time())
    made = pool.submit(markers.make_marker, store, device, main, 0, synced)
    return markers.Premade(main, 0, synced, made.result)


class _Ahead(NamedTuple):
    """Answers a merge needs, asked of git on threads while it counts the commits."""

    base: Future[str | None]  # the merge base (kept by the store once known)
    theirs_device: Future[str]  # the device of the remote's main (`last_device`)
    branch: Future[str | None]  # the checked-out branch
    memory: Future[None]  # both sides' memory files read: wait for it before GitPython reads


def _read_memory(store: GitStore, revs: tuple[str, ...]) -> None:
    """Read the memory files at `revs` (kept by the store): the merge reads them through
    GitPython's reader, which starts here meanwhile (its repo and `cat-file` process)."""
    for rev in revs:
        for rel in MEMORY_PATHS:
            store.read_file(rev, rel)


def _merge(
    store: GitStore,
    ours: str,
    theirs: str,
    cfg: configmod.Config,
    device: str,
    allow_unrelated: bool,
    ahead: _Ahead,
) -> tuple[str, list[Conflict]]:
    if not allow_unrelated and ahead.base.result() is None:
        raise UsageError(
            "main and the remote's main share no history",
            fix="to merge two separate homes, use `hermes-git join URL`",
        )
    from hermes_git.sync.merge import merge_commits  # deferred for start-up: merges only

    merged = merge_commits(store, ours, theirs, cfg.memory_limits)
    other = ahead.theirs_device.result()
    message = f"Sync: merge {other}'s main into {device}'s"
    if merged.conflicts:
        message += "\n\nKept ours, theirs on review branches: " + ", ".join(
            c.subject for c in merged.conflicts
        )
    commit = store.objects().commit(
        merged.tree,
        [ours, theirs],
        message,
        {"Hermes-Tool": "sync", "Hermes-Device": device, "Hermes-Theirs": other},
        sign=True,
    )
    store.remember(commit, merged.written)  # the merged memory files: publish writes them
    return commit, merged.conflicts


def _drop_merged_reviews(store: GitStore, device: str, main: str, refs: Refs) -> int:
    """Delete this device's review branches that `main` already holds (approved on another
    device); the push then removes them from the remote too. How many are left."""
    listed = refs.current()
    mine = listed.branches(f"{REVIEW_PREFIX}/{device}/")
    if not mine:
        return 0
    merged = store.branches(f"{REVIEW_PREFIX}/{device}/**", merged=main)
    for branch in merged:
        tip = listed.rev(f"refs/heads/{branch}")
        if tip is not None:
            store.delete_ref(f"refs/heads/{branch}", tip)
            refs.touched()  # the push deletes it on the remote: `in_step` must see it gone
    return len(mine) - len(merged)
