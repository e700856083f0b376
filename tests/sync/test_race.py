"""Devices syncing at the same moment, round after round: lost push races are retried."""

from __future__ import annotations

import threading
from collections import Counter
from pathlib import Path

import pytest

from hermes_git.memory.entries import parse_entries
from hermes_git.sync import join, retry
from hermes_git.sync import run as sync
from hermes_git.sync.remote import NotFastForwardError
from tests.conftest import git
from tests.helpers.remotes import bare_repo

DEVICES = ("laptop", "desktop", "server")
ROUNDS = 50


def _homes(repo: Path, url: str, tmp_path: Path) -> dict[str, Path]:
    config = repo / ".hermes-git.yaml"
    text = config.read_text("utf-8").replace(
        "mode: record", "mode: record\n  memory_char_limit: 100000"
    )
    config.write_text(text, "utf-8")
    git(repo, "commit", "-qam", "roomy memory", "--no-verify")
    git(repo, "remote", "add", "origin", url)
    assert sync.sync(repo).outcome == "synced"
    homes = {"laptop": repo}
    for name in DEVICES[1:]:
        homes[name] = join.clone(url, tmp_path / name, name).root
    return homes


def _hermes_adds(home: Path, entry: str) -> None:
    """A live write, as Hermes' memory tool makes it (sync's capture commits it)."""
    path = home / "memories/MEMORY.md"
    path.write_text(path.read_text("utf-8") + "\n§\n" + entry, "utf-8")


@pytest.mark.slow
def test_devices_syncing_at_once_never_trip_each_other(repo: Path, tmp_path: Path) -> None:
    homes = _homes(repo, bare_repo(tmp_path).as_uri(), tmp_path)  # a file:// remote: fast
    start = threading.Barrier(len(homes))
    outcomes: list[str] = []
    retries: list[int] = []

    def device(name: str) -> None:
        for round_ in range(ROUNDS):
            _hermes_adds(homes[name], f"{name} fact {round_}")
            start.wait()
            result = sync.sync(homes[name])
            outcomes.append(result.outcome)
            retries.append(result.retries)

    threads = [threading.Thread(target=device, args=(n,)) for n in homes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for _ in range(2):
        for home in homes.values():
            assert sync.sync(home).outcome == "synced"
    assert Counter(outcomes) == Counter({"synced": ROUNDS * len(homes)})
    assert sum(retries) > 0  # the devices did race: some pushes were lost and retried
    mains = {git(h, "rev-parse", "main").strip() for h in homes.values()}
    assert len(mains) == 1
    entries = parse_entries((repo / "memories/MEMORY.md").read_text("utf-8"))
    facts = Counter(e for e in entries if " fact " in e)
    assert facts == Counter({f"{d} fact {r}": 1 for d in DEVICES for r in range(ROUNDS)})


@pytest.mark.parametrize(
    "line",
    [
        "!\trefs/heads/main:refs/heads/main\t[remote rejected] (cannot lock ref 'refs/heads/main': "
        "is at 1234abcd but expected 5678ef01)",
        "!\trefs/heads/main:refs/heads/main\t[remote rejected] (failed to update ref)",
        "!\trefs/heads/main:refs/heads/main\t[rejected] (fetch first)",
    ],
)
def test_ref_lock_races_count_as_lost_races_not_refusals(line: str) -> None:
    assert retry.is_race(line)
    assert issubclass(NotFastForwardError, sync.PushRejectedError)


def test_a_hook_refusal_is_not_a_race() -> None:
    assert not retry.is_race(
        "!\trefs/heads/main:refs/heads/main\t[remote rejected] (pre-receive hook declined)"
    )


def test_a_hermes_write_racing_the_sync_is_captured_and_retried(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    homes = _homes(repo, bare_repo(tmp_path).as_uri(), tmp_path)
    laptop, desktop = homes["laptop"], homes["desktop"]
    _hermes_adds(desktop, "desktop fact")
    assert sync.sync(desktop).outcome == "synced"
    real = sync.capture_locked
    calls: list[int] = []

    def late_write(store: object, *rest: object) -> object:  # Hermes writes after the capture
        calls.append(1)
        result = real(store, *rest)  # type: ignore[arg-type]
        if len(calls) == 1:
            _hermes_adds(laptop, "laptop fact")
        return result

    monkeypatch.setattr(sync, "capture_locked", late_write)
    result = sync.sync(laptop)
    assert result.outcome == "synced", result.message
    assert len(calls) == 2
    entries = parse_entries((laptop / "memories/MEMORY.md").read_text("utf-8"))
    assert {"desktop fact", "laptop fact"} <= set(entries)
    assert git(laptop, "status", "--porcelain") == ""
