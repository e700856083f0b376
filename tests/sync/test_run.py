"""Sync across three devices through real remotes on 127.0.0.1 (git daemon, file://, HTTP)."""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_git.memory.entries import parse_entries
from hermes_git.proposals.change import Request
from hermes_git.proposals.propose import propose
from hermes_git.snapshot.build import load_snapshot
from hermes_git.sync import join
from hermes_git.sync import run as sync
from tests.conftest import git, record_skills, skill_md, write
from tests.helpers.remotes import bare_repo, closed_port_url, git_daemon, http_backend, pre_receive

DEVICES = ("laptop", "desktop", "server")
BASE_MEMORY = ["Project uses pytest", "CI is on GitHub"]


@pytest.fixture
def daemon_url(tmp_path: Path) -> Iterator[str]:
    srv = tmp_path / "srv"
    srv.mkdir()
    bare_repo(srv)
    with git_daemon(srv) as base:
        yield base + "skills.git"


def publish(home: Path, url: str, *, record: bool = True) -> None:
    """The first device: add the remote and push its home (skills in record mode: the
    tests edit live files by hand and sync them)."""
    if record:
        record_skills(home)
    git(home, "remote", "add", "origin", url)
    assert sync.sync(home).outcome == "synced"


def three_devices(repo: Path, url: str, tmp_path: Path) -> dict[str, Path]:
    publish(repo, url)
    homes = {"laptop": repo}
    for name in DEVICES[1:]:
        homes[name] = join.clone(url, tmp_path / name, name).root
    return homes


def remember(home: Path, action: str, content: str = "", old: str = "") -> None:
    """A memory write through Hermes' tool semantics in record mode (live file + commit)."""
    args = {"action": action, "target": "memory", "content": content, "old_text": old}
    assert propose(home, Request("memory", args)).status == "recorded"


def edit(home: Path, rel: str, old: str, new: str) -> None:
    path = home / rel
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def concurrent_work(homes: dict[str, Path]) -> None:
    laptop, desktop, server = (homes[d] for d in DEVICES)
    remember(laptop, "add", "Laptop fact")
    remember(laptop, "replace", "Project uses pytest and hypothesis", "Project uses pytest")
    remember(desktop, "add", "Desktop fact")
    remember(desktop, "add", "Shared fact")
    remember(desktop, "remove", old="CI is on GitHub")
    remember(server, "add", "Server fact")
    remember(server, "add", "Shared fact")
    edit(server, "memories/MEMORY.md", "Server fact", "Server fact, edited by hand")
    edit(laptop, "skills/devops/deploy/SKILL.md", "Deploy things to prod.", "Deploy to prod.")
    edit(desktop, "skills/devops/deploy/SKILL.md", "Steps.", "Steps.\n\n## Rollback\n\nRevert.")
    edit(laptop, "skills/notes/SKILL.md", "Steps.", "Steps, the laptop way.")
    edit(desktop, "skills/notes/SKILL.md", "Steps.", "Steps, the desktop way.")


EXPECTED = [
    "Project uses pytest and hypothesis",
    "Laptop fact",
    "Desktop fact",
    "Shared fact",
    "Server fact, edited by hand",
]


def assert_converged(homes: dict[str, Path]) -> None:
    mains = {git(h, "rev-parse", "main").strip() for h in homes.values()}
    assert len(mains) == 1
    texts = {(h / "memories" / "MEMORY.md").read_text() for h in homes.values()}
    assert len(texts) == 1
    entries = parse_entries(texts.pop())
    assert sorted(entries) == sorted(EXPECTED)
    for home in homes.values():
        assert git(home, "status", "--porcelain") == ""
        assert load_snapshot(home) is not None  # refreshed: Hermes would accept it as it is
        for path in git(home, "ls-files").splitlines():
            assert "<<<<<<<" not in (home / path).read_text(errors="replace"), path
    deploy = (homes["laptop"] / "skills/devops/deploy/SKILL.md").read_text()
    assert "Deploy to prod." in deploy and "## Rollback" in deploy


def run_order(homes: dict[str, Path], order: tuple[str, ...]) -> list[sync.SyncResult]:
    results = [sync.sync(homes[d]) for d in order]
    results += [sync.sync(homes[d]) for d in order[:2]]
    return results


@pytest.mark.slow
def test_three_devices_converge_over_git_daemon(
    repo: Path, daemon_url: str, tmp_path: Path
) -> None:
    homes = three_devices(repo, daemon_url, tmp_path)
    concurrent_work(homes)
    results = run_order(homes, ("desktop", "server", "laptop"))
    assert_converged(homes)
    assert [r.outcome for r in results] == ["synced", "synced", "conflicts", "synced", "synced"]
    laptop_run = results[2]
    [conflict] = laptop_run.conflicts
    assert conflict.subject == "skills/notes"
    assert conflict.branch == "hermes/review/laptop/conflict-notes"
    assert laptop_run.pulled >= 2 and laptop_run.pushed >= 1
    assert laptop_run.memory["memories/MEMORY.md"]["entries"] == len(EXPECTED)
    # main keeps ours; the review branch holds theirs, and it reached the remote
    assert "the laptop way" in (repo / "skills/notes/SKILL.md").read_text()
    theirs = git(repo, "show", f"{conflict.branch}:skills/notes/SKILL.md")
    assert "the desktop way" in theirs
    assert conflict.branch in git(homes["server"], "ls-remote", "origin")
    message = git(repo, "log", "-1", "--format=%B", conflict.branch)
    assert "laptop" in message and "desktop" in message


@pytest.mark.slow
@pytest.mark.parametrize(
    "order", [o for o in itertools.permutations(DEVICES) if o != ("desktop", "server", "laptop")]
)
def test_every_order_converges(repo: Path, order: tuple[str, ...], tmp_path: Path) -> None:
    url = bare_repo(tmp_path).as_uri()
    homes = three_devices(repo, url, tmp_path)
    concurrent_work(homes)
    run_order(homes, order)
    assert_converged(homes)


def test_file_remote_roundtrip_fast_forward_and_device_markers(repo: Path, tmp_path: Path) -> None:
    url = bare_repo(tmp_path).as_uri()
    publish(repo, url)
    desktop = join.clone(url, tmp_path / "desktop", "desktop").root
    remember(desktop, "add", "From the desktop")
    first = sync.sync(desktop)
    assert (first.outcome, first.pushed) == ("synced", 1)
    second = sync.sync(repo)
    assert (second.outcome, second.pulled, second.pushed, second.fast_forward) == (
        "synced",
        1,
        0,
        True,
    )
    assert "From the desktop" in (repo / "memories/MEMORY.md").read_text()
    assert git(repo, "status", "--porcelain") == ""
    markers = git(repo, "ls-remote", "origin", "refs/hermes/devices/*")
    assert "refs/hermes/devices/laptop" in markers and "refs/hermes/devices/desktop" in markers


def test_offline_remote_is_reported_and_local_work_kept(repo: Path) -> None:
    git(repo, "remote", "add", "origin", closed_port_url())
    (repo / "memories/MEMORY.md").write_text("Project uses pytest\n§\nWritten offline")
    result = sync.sync(repo, timeout=10)
    assert result.outcome == "offline" and int(result.exit_code) == 5
    assert "could not fetch" in result.message
    assert [c["what"] for c in result.captured] == ["memories/MEMORY.md"]
    assert "Written offline" in git(repo, "show", "main:memories/MEMORY.md")


def test_push_rejected_by_a_hook_is_reported_with_its_message(repo: Path, tmp_path: Path) -> None:
    bare = bare_repo(tmp_path)
    publish(repo, bare.as_uri())
    pre_receive(bare, "echo 'policy: pushes are frozen today' >&2\nexit 1\n")
    remember(repo, "add", "Cannot leave this machine")
    result = sync.sync(repo)
    assert result.outcome == "rejected" and int(result.exit_code) == 6
    assert "policy: pushes are frozen today" in result.message
    assert "Cannot leave this machine" in (repo / "memories/MEMORY.md").read_text()


def test_unrelated_histories_need_join(repo: Path, tmp_path: Path) -> None:
    url = bare_repo(tmp_path).as_uri()
    publish(repo, url, record=False)
    other = tmp_path / "other"
    write(
        other,
        {
            "memories/MEMORY.md": "Other home fact",
            "skills/notes/SKILL.md": skill_md("notes", body="# Title\n\nOther steps.\n"),
        },
    )
    from hermes_git import init as repomod

    repomod.init(other, "desktop")
    git(other, "remote", "add", "origin", url)
    with pytest.raises(Exception, match="share no history"):
        sync.sync(other)
    result = join.join(other, url)
    assert result.outcome in ("synced", "conflicts")
    entries = parse_entries((other / "memories/MEMORY.md").read_text())
    assert sorted(entries) == sorted([*BASE_MEMORY, "Other home fact"])
    assert sync.sync(repo).outcome == "synced"
    assert (repo / "memories/MEMORY.md").read_text() == (other / "memories/MEMORY.md").read_text()
    if result.conflicts:
        assert result.conflicts[0].branch == "hermes/review/desktop/conflict-notes"


@pytest.mark.slow
def test_http_backend_remote(repo: Path, tmp_path: Path) -> None:
    srv = tmp_path / "srv"
    srv.mkdir()
    bare_repo(srv)
    with http_backend(srv) as base:
        url = base + "skills.git"
        publish(repo, url)
        desktop = join.clone(url, tmp_path / "desktop", "desktop").root
        remember(desktop, "add", "Over HTTP")
        remember(repo, "add", "Laptop over HTTP")
        assert sync.sync(desktop).outcome == "synced"
        assert sync.sync(repo).outcome == "synced"
        assert sync.sync(desktop).outcome == "synced"
    assert (repo / "memories/MEMORY.md").read_text() == (desktop / "memories/MEMORY.md").read_text()
    assert json.loads((desktop / ".skills_prompt_snapshot.json").read_text())["skills"]


def marker_reviews(home: Path) -> str:
    """The pending reviews counted by the device marker this home last pushed."""
    device = git(home, "config", "hermes.device").strip()
    return git(
        home,
        "log",
        "-1",
        "--format=%(trailers:key=Hermes-Reviews,valueonly)",
        f"refs/hermes/devices/{device}",
    ).strip()


def test_a_proposal_made_on_one_device_is_approved_on_another(repo: Path, tmp_path: Path) -> None:
    from hermes_git.proposals import review

    url = bare_repo(tmp_path).as_uri()
    publish(repo, url, record=False)
    server = join.clone(url, tmp_path / "server", "server").root
    outcome = propose(
        server,
        Request(
            "skill_manage",
            {
                "action": "patch",
                "name": "deploy",
                "old_string": "Deploy things to prod.",
                "new_string": "Deploy things to production.",
            },
            "background_review",
        ),
    )
    assert outcome.branch == "hermes/review/server/deploy"
    sync.sync(server)  # pushes the review branch
    assert marker_reviews(server) == "1"
    sync.sync(repo)  # the laptop fetches it
    with review.open_repo(repo) as store:
        [pending] = review.list_reviews(store)
    assert (pending.branch, pending.device, pending.remote) == (outcome.branch, "server", "origin")
    review.approve(repo, outcome.branch)  # approved on the laptop
    assert "production" in (repo / "skills/devops/deploy/SKILL.md").read_text()
    sync.sync(repo)
    sync.sync(server)  # the server gets main and drops its merged branch, here and remotely
    assert "production" in (server / "skills/devops/deploy/SKILL.md").read_text()
    assert git(server, "branch", "--list", "hermes/*") == ""
    assert "hermes/review/server/deploy" not in git(server, "ls-remote", "origin")
    assert marker_reviews(server) == "0"
    sync.sync(repo)
    with review.open_repo(repo) as store:
        assert review.list_reviews(store) == []


def test_rejecting_another_devices_proposal_hides_it_here(repo: Path, tmp_path: Path) -> None:
    from hermes_git.proposals import review

    url = bare_repo(tmp_path).as_uri()
    publish(repo, url, record=False)
    server = join.clone(url, tmp_path / "server", "server").root
    outcome = propose(
        server,
        Request("memory", {"action": "add", "target": "user", "content": "Prefers long answers"}),
        force_review=True,
    )
    sync.sync(server)
    sync.sync(repo)
    ref = review.reject(repo, str(outcome.branch), "the user prefers short answers")
    assert ref == "refs/hermes/rejected/server/memory"
    with review.open_repo(repo) as store:
        assert review.list_reviews(store) == []


def test_scripts_arrive_executable_and_the_work_tree_stays_clean(
    repo: Path, tmp_path: Path
) -> None:
    """A script's mode is part of what a sync brings: new, edited, or only made executable."""
    scripts = Path("skills/devops/deploy/scripts")
    write(
        repo,
        {
            f"{scripts}/run.sh": "#!/bin/sh\necho one\n",
            f"{scripts}/later.sh": "#!/bin/sh\necho later\n",
        },
    )
    (repo / scripts / "run.sh").chmod(0o755)
    publish(repo, bare_repo(tmp_path).as_uri())
    other = join.clone(
        git(repo, "remote", "get-url", "origin").strip(), tmp_path / "other", "desktop"
    ).root
    write(
        repo,
        {
            f"{scripts}/run.sh": "#!/bin/sh\necho two\n",
            f"{scripts}/new.sh": "#!/bin/sh\necho new\n",
        },
    )
    for name in ("new.sh", "later.sh"):
        (repo / scripts / name).chmod(0o755)
    assert sync.sync(repo).outcome == "synced"
    assert sync.sync(other).outcome == "synced"
    for name in ("run.sh", "new.sh", "later.sh"):
        assert os.access(other / scripts / name, os.X_OK), name
    assert (other / scripts / "run.sh").read_text() == "#!/bin/sh\necho two\n"
    assert git(other, "status", "--porcelain") == ""


def test_an_outgoing_live_edit_holding_a_secret_is_refused_and_not_pushed(
    repo: Path, tmp_path: Path
) -> None:
    token = "glpat-Hn4Tq8Wz2Kc6Vb9Xm3Ld"  # a fake value in GitLab's shape, used only here
    srv = tmp_path / "srv"
    srv.mkdir()
    remote = bare_repo(srv)
    publish(repo, remote.as_uri())
    main, pushed = git(repo, "rev-parse", "main"), git(remote, "rev-parse", "main")
    rel, text = "skills/devops/deploy/references/ci.md", f"# CI\n\nexport GITLAB_TOKEN={token}\n"
    write(repo, {rel: text})
    result = sync.sync(repo)
    assert result.exit_code == 1 and result.main == result.main_before == main.strip()
    [refused] = result.refused
    assert any("[secret:gitlab-token]" in line for line in refused["reasons"]), refused
    assert token not in json.dumps(result.to_json())
    assert git(repo, "rev-parse", "main") == main and git(remote, "rev-parse", "main") == pushed
    for store in (repo, remote):
        stored = _every_object(store)
        assert "Deploy things to prod." in stored and token[6:] not in stored
    # Hermes no longer loads the live edit; it waits, whole, in the quarantine to be restored
    assert not (repo / rel).exists() and git(repo, "status", "--porcelain") == ""
    held = repo / ".git/hermes-git/quarantined" / str(refused["quarantined"])
    assert [p.read_text() for p in held.rglob("ci.md")] == [text]


def _every_object(store: Path) -> str:
    """The content of every object in a repo's store, reachable or not."""
    listed = git(store, "cat-file", "--batch-all-objects", "--batch-check=%(objectname)")
    return "".join(git(store, "cat-file", "-p", oid) for oid in listed.split())
