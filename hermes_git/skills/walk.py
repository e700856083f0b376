"""Walk a big skills tree and check its SKILL.md files in forked workers that share the walk too.

The walk costs a system call or more per folder; on a tree of thousands of skills it is a fifth of
validating it. Here this process walks the top folders one by one until the tree proves big, then
forks: each process walks its share of the remaining top folders and checks its share of every
file found. The result is what walking the whole tree and checking each file in order gives.
"""

from __future__ import annotations

import atexit
import os
import threading
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

from hermes_git.problems import Problem
from hermes_git.skills.model import SKILL_FILE, index_file_paths, walked_dirs

Check = Callable[[str], list[Problem]]  # a SKILL.md path -> its problems


class Walked(NamedTuple):
    """Every SKILL.md under the root (sorted as `iter_index_files` sorts), and their problems in
    that order; `problems` is None when the files were not checked here (see `walk_and_check`)."""

    paths: list[str]
    problems: list[Problem] | None


def walk_and_check(root: str, check: Check, workers: int, min_files: int) -> Walked:
    """The SKILL.md files under `root`, checked over `workers` forked processes if they are many.

    The files are not checked here (`problems` is None) when fewer than `min_files` // 2 are found
    before the last top folder, when there is one worker, or when the top folders run out before
    the split (the caller then checks the list, split by ranges if it is big).
    """
    top = next(os.walk(root, followlinks=True), None)
    if top is None:
        return Walked([], None)
    _folder, dirs, files = top
    found = [os.path.join(root, SKILL_FILE)] if SKILL_FILE in files else []
    pending = [os.path.join(root, d) for d in walked_dirs(dirs, files)]
    walked = 0
    while pending and (len(found) < min_files or workers < 2):
        found += index_file_paths(pending.pop(0))
        walked += 1
    if not pending:
        return Walked(sorted(found), None)
    shares = _shares(found, pending, len(found) / max(walked, 1), workers)
    checked = [
        pair for part in forked(workers, lambda i: _share(shares[i], check)) for pair in part
    ]
    checked.sort(key=lambda pair: pair[0])
    return Walked([path for path, _ in checked], [p for _, found in checked for p in found])


def _shares(
    found: list[str], pending: list[str], per_folder: float, workers: int
) -> list[tuple[list[str], list[str]]]:
    """(files to check, top folders to walk) per worker, share 0 being this process's: the
    folders are dealt out in turn and the files found fill each share up to its part (a top folder
    is taken to hold `per_folder` files, as the walked ones did on average). This process's part
    is `OWN_EXTRA` larger: the workers' results travel back pickled, its own do not."""
    folders = [pending[i::workers] for i in range(workers)]
    weights = [1.0 + OWN_EXTRA] + [1.0] * (workers - 1)
    total = len(found) + per_folder * len(pending)
    wanted = [
        max(0.0, total * weight / sum(weights) - per_folder * len(share))
        for weight, share in zip(weights, folders, strict=True)
    ]
    scale = len(found) / sum(wanted) if sum(wanted) else 0.0
    shares, start = [], 0
    for index, share in enumerate(folders):
        stop = (
            len(found)
            if index == workers - 1
            else min(len(found), start + round(wanted[index] * scale))
        )
        shares.append((found[start:stop], share))
        start = stop
    return shares


OWN_EXTRA = 0.07  # pickling and reading back a file's problems: about 7% of checking it


MAX_WORKERS = 8


def can_fork() -> bool:
    """Whether `forked` may run here: fork is cheap (a worker inherits everything this process
    has built) but unsafe while other threads run."""
    return hasattr(os, "fork") and threading.active_count() == 1


def worker_count() -> int:
    """Processes to share a big job with: the usable CPUs, at most `MAX_WORKERS` (a fixed
    rule: how busy the machine is now is not this library's guess to make)."""
    return min(cpu_count(), MAX_WORKERS)


def resident_mb() -> float:
    """This process's resident memory in MB (0 where unknown, not Linux): a fork copies its page
    tables and both processes fault pages back in, so forking costs more the bigger it is."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


def cpu_count() -> int:
    """Usable CPUs."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


Checked = list[tuple[str, list[Problem]]]
T = TypeVar("T")


def forked(workers: int, job: Callable[[int], T]) -> list[T]:
    """`[job(0), ..., job(workers - 1)]`, job 0 run here and the others in forked children at the
    same time (they inherit `job` and everything it uses; each result comes back pickled through
    a pipe). A bare fork per worker: a process pool's set-up costs more than it saves here.

    Raises:
        RuntimeError: a worker failed or died.
    """
    children: list[tuple[int, int]] = []
    try:
        for index in range(1, workers):
            children.append(_fork(index, job))
        results = [job(0)]
        while children:
            results.append(_collect(*children.pop(0)))  # reads and closes; reaped later
        return results
    finally:
        for pid, read in children:  # this process failed: end and reap the rest
            os.close(read)
            os.waitpid(pid, 0)


def _fork(index: int, job: Callable[[int], object]) -> tuple[int, int]:
    import pickle  # deferred for start-up: only a forked walk pickles (an idle sync never forks)

    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the worker: run its job, send the result, leave without any clean-up
        status = 1
        try:
            os.close(read)
            try:
                data = pickle.dumps(("ok", job(index)))
            except Exception as exc:  # reported to the parent, which raises
                data = pickle.dumps(("failed", f"{type(exc).__name__}: {exc}"))
            with os.fdopen(write, "wb") as out:
                out.write(data)
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    return pid, read


def _collect(pid: int, read: int) -> Any:
    import pickle  # deferred for start-up: loaded by `_fork` before any result comes back

    with os.fdopen(read, "rb") as handle:
        data = handle.read()
    _reap_later(pid)
    kind, value = pickle.loads(data) if data else ("failed", "it died")
    if kind != "ok":
        raise RuntimeError(f"a forked worker failed: {value}")
    return value


_exited: list[int] = []  # workers that sent their result and are being torn down


def _reap_later(pid: int) -> None:
    """A worker that closed its pipe has only its exit left, and the kernel's tear-down of
    its memory takes about a millisecond, which the caller need not wait for: it is reaped by
    the next call, or when this process exits (a zombie meanwhile, never a leak)."""
    _exited.append(pid)
    reap_exited(block=False)


def reap_exited(block: bool = True) -> None:
    """Reap the workers `_reap_later` left (`block`: wait for each)."""
    for pid in list(_exited):
        try:
            done, _status = os.waitpid(pid, 0 if block else os.WNOHANG)
        except ChildProcessError:  # already reaped elsewhere
            done = pid
        if done:
            _exited.remove(pid)


atexit.register(reap_exited)


def _share(share: tuple[list[str], list[str]], check: Check) -> Checked:
    """Walk the top folders of a share and check them with the files found before."""
    found, folders = share
    paths = found + [path for folder in folders for path in index_file_paths(folder)]
    return [(path, check(path)) for path in paths]
