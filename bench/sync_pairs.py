"""The sync-with-changes scenario of `bench_sync.py`, for this checkout against another one, run
by run in turns: on a loaded machine the 5-run medians of two separate bench runs swing more
than a change moves them, while pairs of runs taken a second apart see the same load.

    PYTHONPATH=$PWD .venv/bin/python bench/sync_pairs.py OTHER_CHECKOUT [--pairs 20] [--skills 1000]

Each checkout syncs in a warm process of its own (its code on `sys.path`), on a fresh copy of
the same two devices each run (copied, snapshot refreshed and index refreshed untimed, as in
`bench_sync.py`); prints each side's median wall and CPU time (the process and its git
children) and the median of the per-pair differences. Nothing is written to docs/."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> None:
    if argv[:1] == ["--worker"]:
        worker(Path(argv[1]), Path(argv[2]))
        return
    other = Path(argv[0]).resolve()
    pairs = int(_option(argv, "--pairs", "20"))
    skills = int(_option(argv, "--skills", "1000"))
    sys.path[:0] = [str(HERE), str(HERE.parent)]
    import bench_sync

    os.environ.setdefault("GIT_CONFIG_NOSYSTEM", "1")
    tmp = Path(tempfile.mkdtemp(prefix="hg-bench-pairs-"))
    try:
        remote, _device_b = bench_sync.build(tmp / "scenario", skills)
        sides = {"this": HERE.parent, "other": other}
        workers = {name: _start(code, remote.parent, tmp / name) for name, code in sides.items()}
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in sides}
        for n in range(pairs):
            for name in list(sides)[:: 1 if n % 2 == 0 else -1]:  # who goes first alternates
                times[name].append(_run(workers[name]))
        for proc in workers.values():
            assert proc.stdin is not None
            proc.stdin.close()
            proc.wait()
        report(times, sides)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _option(argv: list[str], name: str, default: str) -> str:
    return argv[argv.index(name) + 1] if name in argv else default


def _start(code: Path, scenario: Path, scratch: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(code)}
    proc = subprocess.Popen(
        [sys.executable, __file__, "--worker", str(scenario), str(scratch)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    return proc


def _run(proc: subprocess.Popen[str]) -> tuple[float, float]:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("run\n")
    proc.stdin.flush()
    wall, cpu = proc.stdout.readline().split()
    return float(wall), float(cpu)


def worker(scenario: Path, scratch: Path) -> None:
    """Sync a fresh copy of the scenario for each line read; print wall and CPU seconds."""
    sys.path.insert(1, str(HERE))
    from _common import cpu_seconds

    from hermes_git.snapshot.build import refresh_snapshot
    from hermes_git.sync import run as sync

    def fresh() -> Path:
        shutil.rmtree(scratch, ignore_errors=True)
        remote = shutil.copytree(scenario / "remote.git", scratch / "remote.git", symlinks=True)
        home = shutil.copytree(scenario / "b", scratch / "b", symlinks=True)
        _git(home, "remote", "set-url", "origin", remote.as_uri())
        refresh_snapshot(home)
        _git(home, "update-index", "-q", "--refresh")
        os.sync()
        return home

    sync.sync(fresh())  # warm-up
    print("ready", flush=True)
    for _line in sys.stdin:
        home = fresh()
        start, cpu = time.perf_counter(), cpu_seconds()
        result = sync.sync(home)
        print(time.perf_counter() - start, cpu_seconds() - cpu, flush=True)
        assert result.outcome == "synced", result.message


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def report(times: dict[str, list[tuple[float, float]]], sides: dict[str, Path]) -> None:
    for name, runs in times.items():
        wall = statistics.median(w for w, _c in runs) * 1e3
        cpu = statistics.median(c for _w, c in runs) * 1e3
        print(f"{name} ({sides[name]}): wall {wall:.1f} ms, CPU {cpu:.1f} ms (medians)")
    pairs = list(zip(times["this"], times["other"], strict=True))
    wall = statistics.median(a[0] - b[0] for a, b in pairs) * 1e3
    cpu = statistics.median(a[1] - b[1] for a, b in pairs) * 1e3
    print(f"this - other, median of {len(pairs)} pairs: wall {wall:+.1f} ms, CPU {cpu:+.1f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
