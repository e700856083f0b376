"""`hermes-git sync --watch`: sync every interval until stopped (Ctrl-C or SIGTERM), backing
off on errors; each report carries the time it was made. The rounds share one file watcher,
so a round's capture looks only at what changed since the previous one."""

from __future__ import annotations

import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from hermes_git.errors import HermesGitError
from hermes_git.sync.livewatch import LiveWatch
from hermes_git.sync.run import SyncResult, sync


class Stopped(Exception):
    """SIGTERM arrived: stop as after Ctrl-C, between syncs or inside one (locks released)."""


@contextmanager
def stop_on_sigterm() -> Iterator[None]:
    """Turn SIGTERM into `Stopped` while the body runs (then restore the old handler)."""

    def handler(_signum: int, _frame: FrameType | None) -> None:
        raise Stopped

    try:
        old = signal.signal(signal.SIGTERM, handler)
    except ValueError:  # not the main thread: signals cannot be handled here
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


def stamp(when: float | None = None) -> str:
    """`2026-12-01T08:40:00Z`: the UTC time a watch line is printed at."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))


class Rounds:
    """The syncs of one watch process: each `round()` is one sync, told by the process's file
    watcher which live paths changed since the previous round (`sync.livewatch`)."""

    def __init__(self, root: Path, remote: str | None) -> None:
        self.root, self.remote = root, remote
        self.live = LiveWatch(root)

    def __enter__(self) -> Rounds:
        self.live.start()  # before the first round: it checks everything, the watch the rest
        return self

    def __exit__(self, *_: object) -> None:
        self.live.close()

    def round(self) -> SyncResult:
        return sync(self.root, self.remote, live=self.live)


def watch(
    root: Path,
    remote: str | None,
    interval: float,
    report: Callable[[SyncResult | HermesGitError], None],
    *,
    sleep: Callable[[float], None] = time.sleep,
    rounds: int | None = None,
) -> None:
    """Sync every `interval` seconds until interrupted (or `rounds` syncs); back off on errors.

    After a failure the wait doubles, up to eight times `interval` (at least a minute).
    """
    failures, done = 0, 0
    with Rounds(root, remote) as loop:
        while rounds is None or done < rounds:
            outcome: SyncResult | HermesGitError
            try:
                outcome = loop.round()
                ok = outcome.outcome in ("synced", "conflicts")
            except (HermesGitError, OSError) as exc:
                outcome = exc if isinstance(exc, HermesGitError) else HermesGitError(str(exc))
                ok = False
            report(outcome)
            failures = 0 if ok else failures + 1
            done += 1
            if rounds is None or done < rounds:
                sleep(min(interval * 2**failures, max(interval * 8, 60.0)))
