"""Hub: quarantine, hostile sources, trust, lock pinning, frozen drift, update, uninstall."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hermes_git.errors import GitError, UsageError
from hermes_git.hub import install as hub
from hermes_git.hub import pinned as hubpinned
from hermes_git.hub import update as hubupdate
from hermes_git.hub.source import parse_source
from hermes_git.proposals import review
from hermes_git.skills.lockfile import content_hash, parse
from hermes_git.store.quarantine import Limits, SourceRefused
from tests.conftest import Cli, git, skill_md, write
from tests.helpers.hubkit import (
    CAUTION_BODY,
    commit_files,
    drop_commits,
    fast_import_many,
    git_daemon,
    hash_blob,
    hostile_commit,
    make_source,
    mktree,
    refuse_commit_ids,
)

BRANCH = "hermes/review/laptop/"


@pytest.fixture
def source(tmp_path: Path) -> Path:
    return make_source(
        tmp_path / "upstream",
        {
            "alpha": skill_md("alpha", "Does alpha.", "# Alpha\n\nStep one.\n\n## Notes\n\nN.\n"),
            "beta": {"SKILL.md": skill_md("beta"), "references/ref.md": "# Ref\n"},
        },
    )


def lock_on(root: Path, rev: str) -> dict[str, object]:
    return json.loads(git(root, "show", f"{rev}:skills.lock"))["skills"]  # type: ignore[no-any-return]


def main_state(root: Path) -> tuple[str, str]:
    return git(root, "rev-parse", "main").strip(), git(root, "status", "--porcelain")


# --- install -------------------------------------------------------------------------------


def test_install_from_a_local_path_proposes_skills_and_pins_them(repo: Path, source: Path) -> None:
    before = main_state(repo)
    result = hub.install(repo, str(source))
    assert [s.status for s in result.skills] == ["proposed", "proposed"]
    assert result.branches == [BRANCH + "install-upstream"]
    assert main_state(repo) == before and not (repo / "skills/alpha").exists()
    tip = result.branches[0]
    body = git(repo, "log", "-1", "--format=%B", tip)
    assert f"Source: {source}" in body and f"Source-Commit: {result.commit}" in body
    lock = lock_on(repo, tip)
    beta = {"SKILL.md": skill_md("beta").encode(), "references/ref.md": b"# Ref\n"}
    assert lock["beta"] == {  # type: ignore[comparison-overlap]
        "source": str(source),
        "url": str(source),
        "ref": "HEAD",
        "commit": result.commit,
        "path": "skills/beta",
        "install_path": "skills/beta",
        "hash": content_hash(beta),
        "installed_hash": content_hash(beta),
        "trust": "community",
    }
    review.approve(repo, tip)
    assert (repo / "skills/beta/references/ref.md").read_text() == "# Ref\n"
    assert git(repo, "ls-files", "skills.lock").strip() == "skills.lock"


def test_skill_selection_and_category(repo: Path, source: Path) -> None:
    result = hub.install(repo, f"{source}@main", names=("beta",), category="tools")
    assert [(s.name, s.install_path) for s in result.skills] == [("beta", "skills/tools/beta")]
    assert result.branches == [BRANCH + "install-beta"]
    files = git(repo, "ls-tree", "-r", "--name-only", result.branches[0], "skills/tools")
    assert files.split() == ["skills/tools/beta/SKILL.md", "skills/tools/beta/references/ref.md"]
    with pytest.raises(UsageError, match="no skill named nope"):
        hub.install(repo, str(source), names=("nope",))
    with pytest.raises(UsageError, match="category"):
        hub.install(repo, str(source), category="../x")


def test_install_over_git_daemon_on_loopback(repo: Path, source: Path, tmp_path: Path) -> None:
    with git_daemon(tmp_path) as base:
        result = hub.install(repo, f"{base}/upstream", names=("alpha",))
    assert result.skills[0].status == "proposed"
    assert lock_on(repo, result.branches[0])["alpha"]["url"] == f"{base}/upstream"  # type: ignore[index]


def test_unreachable_source_is_an_error_not_a_refusal(repo: Path, tmp_path: Path) -> None:
    with git_daemon(tmp_path) as base, pytest.raises(GitError, match="could not fetch"):
        hub.install(repo, f"{base}/missing")


def test_community_caution_is_refused_and_trusted_allowed_by_policy(
    repo: Path, tmp_path: Path
) -> None:
    src = make_source(tmp_path / "risky", {"risky": skill_md("risky", body=CAUTION_BODY)})
    refused = hub.install(repo, str(src))
    assert refused.refused and refused.branches == []
    assert refused.skills[0].verdict == "caution"
    assert any("priv-sudo-password-pipe" in r for r in refused.skills[0].reasons)
    assert any("under trust community: block" in r for r in refused.skills[0].reasons)
    assert hub.install(repo, str(src), trust="trusted").skills[0].status == "proposed"
    write(
        repo,
        {".hermes-git.yaml": "version: 1\nguard:\n  policy:\n    trusted:\n      caution: block\n"},
    )
    assert hub.install(repo, str(src), trust="trusted").refused
    write(repo, {".hermes-git.yaml": f"version: 1\nguard:\n  sources:\n    {src}: trusted\n"})
    git(repo, "commit", "-qam", "trust the source")
    assert hub.install(repo, str(src)).skills[0].trust == "trusted"
    with pytest.raises(UsageError, match="builtin"):
        hub.install(repo, str(src), trust="builtin")


def test_existing_skills_are_never_overwritten(repo: Path, tmp_path: Path) -> None:
    src = make_source(tmp_path / "dup", {"deploy": skill_md("deploy")})
    result = hub.install(repo, str(src))
    assert result.refused and result.branches == []
    assert "already exists at skills/devops/deploy" in result.skills[0].reasons[0]


def test_parse_source_forms(tmp_path: Path) -> None:
    assert parse_source("openai/skills@v1", tmp_path).url == "https://github.com/openai/skills.git"
    assert parse_source("openai/skills", tmp_path).identity == "openai/skills"
    scp = parse_source("git@github.com:o/r.git", tmp_path)
    assert (scp.url, scp.ref, scp.identity) == ("git@github.com:o/r.git", "HEAD", "o/r")
    assert parse_source("https://u@h.example/r.git", tmp_path).ref == "HEAD"
    for bad in ("ext::sh -c touch% /tmp/x", "-upload-pack=x", "o/r@a..b", "nothing here"):
        with pytest.raises(UsageError):
            parse_source(bad, tmp_path)


# --- hostile sources -----------------------------------------------------------------------


def test_hooks_filters_and_config_in_a_source_never_run(repo: Path, tmp_path: Path) -> None:
    marker = tmp_path / "PWNED"
    src = make_source(tmp_path / "evil", {"evil": skill_md("evil")})
    touch = f"#!/bin/sh\ntouch {marker}\n"
    for hook in (
        "post-checkout",
        "post-merge",
        "reference-transaction",
        "pre-auto-gc",
        "post-rewrite",
        "fsmonitor-watchman",
    ):
        write(src, {f".git/hooks/{hook}": touch})
        os.chmod(src / ".git/hooks" / hook, 0o755)
    git(src, "config", "core.fsmonitor", f"touch {marker}")
    git(src, "config", "uploadpack.packObjectsHook", f"touch {marker}")
    global_cfg = Path(os.environ["GIT_CONFIG_GLOBAL"])
    global_cfg.write_text(
        global_cfg.read_text() + f'[filter "evil"]\n\tsmudge = touch {marker}\n'
        f'\tclean = cat\n\trequired = true\n[filter "lfs"]\n'
        f"\tsmudge = touch {marker}\n\tclean = cat\n"
    )
    commit_files(
        src,
        {".gitattributes": "* filter=evil\n*.md filter=lfs\n", "skills/evil/run.sh": "echo hi\n"},
    )
    git(src, "checkout", "-q", "-b", "control")  # control: the hook does fire on a checkout
    assert marker.exists()
    marker.unlink()
    result = hub.install(repo, str(src))
    assert result.skills[0].status == "proposed"
    review.approve(repo, result.branches[0])
    assert not marker.exists()
    assert (repo / "skills/evil/run.sh").read_text() == "echo hi\n"


@pytest.mark.parametrize("name", ["..", ".git", ".GIT"])
def test_traversal_and_git_dir_entries_fail_git_object_checks(
    repo: Path, tmp_path: Path, name: str
) -> None:
    src = make_source(tmp_path / "evil", {"ok": skill_md("ok")})
    blob = hash_blob(src, b"[core]\n\thooksPath = /tmp\n")
    sub = mktree(src, [("100644", "blob", blob, "config")])
    hostile_commit(src, [("040000", "tree", sub, name)])
    before = main_state(repo)
    with pytest.raises(SourceRefused, match="object checks"):
        hub.install(repo, str(src))
    assert main_state(repo) == before
    assert list((repo / ".git/hermes-git/quarantine").iterdir()) == []


def test_symlinks_submodules_and_git_metadata_are_refused(repo: Path, tmp_path: Path) -> None:
    src = make_source(tmp_path / "evil", {"ok": skill_md("ok")})
    link = hash_blob(src, b"../../../../../../etc/passwd")
    attrs = hash_blob(src, b"* filter=evil\n")
    other = git(src, "rev-parse", "HEAD").strip()
    hostile_commit(
        src,
        [
            ("120000", "blob", link, "passwd"),
            ("160000", "commit", other, "sub"),
            ("100644", "blob", attrs, ".gitattributes"),
        ],
        [
            (
                "100644",
                "blob",
                hash_blob(src, b'[submodule "x"]\n\tpath = sub\n\turl = https://evil.example/x\n'),
                ".gitmodules",
            )
        ],
    )
    result = hub.install(repo, str(src))
    by_name = {s.name: s for s in result.skills}
    assert by_name["ok"].status == "proposed" and by_name["evil"].status == "refused"
    reasons = "\n".join(by_name["evil"].reasons)
    assert "passwd: a symbolic link" in reasons and "sub: a submodule" in reasons
    assert "git metadata ('.gitattributes')" in reasons
    assert result.refused
    assert "skills/evil" not in git(repo, "ls-tree", "-r", "--name-only", result.branches[0])


def test_size_and_count_caps(repo: Path, tmp_path: Path) -> None:
    src = make_source(
        tmp_path / "big", {"big": {"SKILL.md": skill_md("big"), "data.bin": "x" * 5000}}
    )
    fast_import_many(src, 2500)
    result = hub.install(repo, str(src))
    by_name = {s.name: s for s in result.skills}
    assert "2,501 files; the cap is 200" in by_name["many"].reasons
    small = hub.install(repo, str(src), names=("big",), limits=Limits(file_bytes=4096))
    assert "data.bin: 5,000 bytes; the cap is 4,096" in small.skills[0].reasons
    with pytest.raises(SourceRefused, match="files; the cap is 1,000"):
        hub.install(repo, str(src), limits=Limits(tree_entries=1000))
    commit_files(src, {"blob.bin": os.urandom(300_000).hex()})
    with pytest.raises(SourceRefused, match="over 100,000 bytes"):
        hub.install(repo, str(src), limits=Limits(fetch_bytes=100_000))


def test_a_ref_moving_after_the_fetch_changes_nothing(repo: Path, source: Path) -> None:
    first = git(source, "rev-parse", "HEAD").strip()

    def move_ref(phase: str, done: int, _total: int, _what: str) -> None:
        if phase == "fetch" and done == 1:
            commit_files(source, {"skills/alpha/SKILL.md": skill_md("alpha", body=CAUTION_BODY)})

    result = hub.install(repo, str(source), names=("alpha",), progress=move_ref)
    assert result.commit == first
    tip = result.branches[0]
    assert "sudo" not in git(repo, "show", f"{tip}:skills/alpha/SKILL.md")
    assert lock_on(repo, tip)["alpha"]["commit"] == first  # type: ignore[index]


def test_interrupted_installs_leave_main_alone_and_recover(repo: Path, tmp_path: Path) -> None:
    src = make_source(tmp_path / "many", {f"s{n:02d}": skill_md(f"s{n:02d}") for n in range(12)})
    before = main_state(repo)
    rng = random.Random(7)
    cmd = [sys.executable, "-m", "hermes_git", "--repo", str(repo), "install", str(src)]
    for _ in range(5):
        proc = subprocess.Popen(
            cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
        )
        time.sleep(rng.uniform(0.2, 2.5))
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        assert main_state(repo) == before
        fsck = subprocess.run(
            ["git", "fsck", "--no-progress"], cwd=repo, capture_output=True, text=True, check=False
        )
        assert fsck.returncode == 0 and "error" not in fsck.stderr + fsck.stdout
        _assert_whole(repo)
    result = hub.install(repo, str(src))
    assert not result.refused and len(os.listdir(repo / ".git/hermes-git/quarantine")) == 0
    _assert_whole(repo)


def _assert_whole(repo: Path) -> None:
    """A proposal, if there is one, holds every skill its lock names, byte for byte."""
    tip = BRANCH + "install-many"
    if not git(repo, "branch", "--list", tip).strip():
        return
    for name, entry in lock_on(repo, tip).items():
        folder = entry["install_path"]  # type: ignore[index]
        paths = git(repo, "ls-tree", "-r", "--name-only", tip, folder).split()
        files = {p[len(folder) + 1 :]: git(repo, "show", f"{tip}:{p}").encode() for p in paths}
        assert content_hash(files) == entry["hash"], name  # type: ignore[index]


# --- lock, frozen ----------------------------------------------------------------------------


def _installed(repo: Path, src: Path, **kwargs: object) -> None:
    result = hub.install(repo, str(src), **kwargs)  # type: ignore[arg-type]
    review.approve(repo, result.branches[0])


def test_frozen_passes_on_a_matching_lock_and_installs_missing_folders(
    repo: Path, source: Path
) -> None:
    _installed(repo, source)
    ok = hubpinned.install_frozen(repo)
    assert [s.status for s in ok.skills] == ["ok", "ok"] and not ok.refused
    git(repo, "rm", "-rq", "skills/beta")
    git(repo, "commit", "-qm", "drop beta folder, keep the lock")
    again = hubpinned.install_frozen(repo)
    assert [s.status for s in again.skills] == ["ok", "proposed"]
    assert git(repo, "show", f"{again.branches[0]}:skills/beta/references/ref.md") == "# Ref\n"


def test_frozen_detects_every_kind_of_drift(repo: Path, source: Path) -> None:
    _installed(repo, source)
    write(repo, {"skills/alpha/SKILL.md": skill_md("alpha", "Edited here.")})
    git(repo, "commit", "-qam", "local edit")
    result = hubpinned.install_frozen(repo)
    assert result.refused
    assert "installed folder skills/alpha differs" in result.skills[0].reasons[0]
    lock = json.loads((repo / "skills.lock").read_text())
    lock["skills"]["beta"]["commit"] = "1" * 40
    lock["skills"]["alpha"]["hash"] = "sha256:" + "0" * 64
    write(repo, {"skills.lock": json.dumps(lock)})
    git(repo, "commit", "-qam", "tamper")
    reasons = {s.name: s.reasons[0] for s in hubpinned.install_frozen(repo).skills}
    assert "content hash differs" in reasons["alpha"]
    assert "source commit 1111111111111111111111111111111111111111 is missing" in reasons["beta"]


def _fetch_by_id(url: str, sha: str, tmp_path: Path) -> subprocess.CompletedProcess[bytes]:
    probe = tmp_path / "probe.git"
    subprocess.run(["git", "init", "-q", "--bare", str(probe)], check=True)
    return subprocess.run(
        ["git", f"--git-dir={probe}", "fetch", "--depth=1", url, sha],
        capture_output=True,
        check=False,
    )


def test_frozen_finds_a_pinned_commit_on_the_branches_when_ids_are_refused(
    repo: Path, source: Path, tmp_path: Path
) -> None:
    refuse_commit_ids(source)
    with git_daemon(tmp_path) as base:
        installed = hub.install(repo, f"{base}/upstream", names=("beta",))
        review.approve(repo, installed.branches[0])
        pinned = installed.commit
        assert pinned is not None
        commit_files(source, {"skills/alpha/SKILL.md": skill_md("alpha", "Moved on.")})
        assert b"unadvertised" in _fetch_by_id(f"{base}/upstream", pinned, tmp_path).stderr
        git(repo, "rm", "-rq", "skills/beta")
        git(repo, "commit", "-qm", "drop the folder, keep the lock")
        result = hubpinned.install_frozen(repo)
    assert [s.status for s in result.skills] == ["proposed"] and not result.refused
    tip = result.branches[0]
    assert git(repo, "show", f"{tip}:skills/beta/references/ref.md") == "# Ref\n"


def test_frozen_drifts_clearly_when_the_pinned_commit_was_force_pushed_away(
    repo: Path, source: Path, tmp_path: Path
) -> None:
    refuse_commit_ids(source)
    first = git(source, "rev-parse", "HEAD").strip()
    pinned = commit_files(source, {"skills/beta/SKILL.md": skill_md("beta", "Soon gone.")})
    with git_daemon(tmp_path) as base:
        review.approve(repo, hub.install(repo, f"{base}/upstream", names=("beta",)).branches[0])
        drop_commits(source, first)
        result = hubpinned.install_frozen(repo)
    assert result.refused
    (beta,) = result.skills
    assert beta.status == "drift" and beta.name == "beta"
    assert f"source commit {pinned} is missing" in beta.reasons[0]
    assert "force-pushed away" in beta.reasons[0]
    assert beta.reasons[1].startswith("skills.lock pins beta to that commit")
    assert "fix:" in beta.reasons[1] and "hermes-git update beta" in beta.reasons[1]


def test_a_commit_id_fetch_failing_for_other_reasons_keeps_its_error(
    repo: Path, tmp_path: Path
) -> None:
    with git_daemon(tmp_path) as base, pytest.raises(GitError, match="could not fetch"):
        hub.install(repo, f"{base}/missing@{'a' * 40}")


def test_lock_schema_is_enforced(repo: Path) -> None:
    with pytest.raises(Exception, match="'commit' is a required property"):
        parse(b'{"version": 1, "skills": {"x": {"url": "u"}}}')
    assert parse(None) == {}


# --- update, uninstall ---------------------------------------------------------------------


def test_update_merges_upstream_with_a_local_edit(repo: Path, source: Path) -> None:
    _installed(repo, source)
    text = (repo / "skills/alpha/SKILL.md").read_text()
    write(repo, {"skills/alpha/SKILL.md": text + "\n## Local\n\nMine.\n"})
    git(repo, "commit", "-qam", "agent edit")
    new = commit_files(
        source,
        {
            "skills/alpha/SKILL.md": skill_md(
                "alpha", "Does alpha.", "# Alpha\n\nStep one, better.\n\n## Notes\n\nN.\n"
            ),
            "skills/alpha/references/new.md": "new\n",
        },
    )
    result = hubupdate.update(repo, ("alpha",))
    assert [s.status for s in result.skills] == ["proposed"]
    tip = result.branches[0]
    merged = git(repo, "show", f"{tip}:skills/alpha/SKILL.md")
    assert "Step one, better." in merged and "## Local\n\nMine." in merged
    assert git(repo, "show", f"{tip}:skills/alpha/references/new.md") == "new\n"
    entry = lock_on(repo, tip)["alpha"]
    assert entry["commit"] == new and entry["hash"] != entry["installed_hash"]  # type: ignore[index]
    review.approve(repo, tip)
    assert hubpinned.install_frozen(repo).refused is False
    assert [s.status for s in hubupdate.update(repo).skills] == ["unchanged", "unchanged"]


def test_update_conflict_keeps_ours_and_carries_theirs(repo: Path, source: Path) -> None:
    _installed(repo, source)
    ours = "# Alpha\n\nStep one, OURS.\n\n## Notes\n\nN.\n"
    write(repo, {"skills/alpha/SKILL.md": skill_md("alpha", "Does alpha.", ours)})
    git(repo, "commit", "-qam", "agent edit")
    commit_files(
        source,
        {
            "skills/alpha/SKILL.md": skill_md(
                "alpha", "Does alpha.", "# Alpha\n\nStep one, THEIRS.\n\n## Notes\n\nN2.\n"
            )
        },
    )
    result = hubupdate.update(repo, ("alpha",))
    assert result.skills[0].status == "conflict"
    tip = result.branches[0]
    merged = git(repo, "show", f"{tip}:skills/alpha/SKILL.md")
    assert "OURS" in merged and "THEIRS" not in merged and "N2." in merged
    assert "<<<<<<<" not in merged and ">>>>>>>" not in merged
    message = git(repo, "log", "-1", "--format=%B", tip)
    assert "CONFLICTS" in message and "+Step one, THEIRS." in message
    assert "Update-Conflicts: 1" in message


def test_update_refuses_a_dangerous_upstream(repo: Path, source: Path) -> None:
    _installed(repo, source)
    commit_files(
        source,
        {
            "skills/beta/SKILL.md": skill_md(
                "beta", body="# B\n\n```bash\nrm -rf / --no-preserve-root\n```\n"
            )
        },
    )
    result = hubupdate.update(repo)
    assert {s.name: s.status for s in result.skills} == {"alpha": "unchanged", "beta": "refused"}
    assert result.branches == []


def test_uninstall_removes_folder_and_lock_entry(repo: Path, source: Path) -> None:
    _installed(repo, source)
    result = hubpinned.uninstall(repo, "beta")
    review.approve(repo, result.branches[0])
    assert not (repo / "skills/beta").exists()
    assert list(json.loads((repo / "skills.lock").read_text())["skills"]) == ["alpha"]
    with pytest.raises(UsageError, match="not installed"):
        hubpinned.uninstall(repo, "deploy")


def test_update_without_a_vendor_ref_fetches_the_pinned_base(repo: Path, source: Path) -> None:
    _installed(repo, source)
    git(repo, "update-ref", "-d", "refs/hermes/vendor/alpha")
    write(
        repo,
        {
            "skills/alpha/SKILL.md": (repo / "skills/alpha/SKILL.md").read_text()
            + "\n## Local\n\nMine.\n"
        },
    )
    git(repo, "commit", "-qam", "agent edit")
    commit_files(
        source,
        {
            "skills/alpha/SKILL.md": skill_md(
                "alpha", "Does alpha.", "# Alpha\n\nStep one, better.\n\n## Notes\n\nN.\n"
            )
        },
    )
    result = hubupdate.update(repo, ("alpha",))
    merged = git(repo, "show", f"{result.branches[0]}:skills/alpha/SKILL.md")
    assert result.skills[0].status == "proposed"
    assert "Step one, better." in merged and "Mine." in merged


def test_frozen_compares_the_live_files_hermes_loads_with_the_lock(
    repo: Path, source: Path, cli: Cli
) -> None:
    _installed(repo, source)
    (repo / "skills/alpha/SKILL.md").write_text(skill_md("alpha", "Tampered on disk."))
    shutil.rmtree(repo / "skills/beta")

    done = cli("--repo", str(repo), "install", "--frozen")

    assert done.exit_code == 1, done.output
    assert "the live folder skills/alpha differs from the lock" in done.output
    assert "SKILL.md" in done.output
    assert "the live folder skills/beta is missing on disk" in done.output


def test_update_refuses_uncommitted_live_edits_and_a_conflict_exits_1(
    repo: Path, source: Path, cli: Cli
) -> None:
    _installed(repo, source)
    ours = "# Alpha\n\nStep one, OURS.\n\n## Notes\n\nN.\n"
    write(repo, {"skills/alpha/SKILL.md": skill_md("alpha", "Does alpha.", ours)})
    commit_files(
        source,
        {
            "skills/alpha/SKILL.md": skill_md(
                "alpha", "Does alpha.", "# Alpha\n\nStep one, THEIRS.\n\n## Notes\n\nN2.\n"
            )
        },
    )
    dirty = cli("--repo", str(repo), "update", "alpha")
    assert dirty.exit_code == 1, dirty.output
    assert "uncommitted live edits in skills/alpha (skills/alpha/SKILL.md)" in dirty.output
    assert "hermes/review/laptop/update-alpha" not in git(repo, "branch", "--list")
    assert "OURS" in (repo / "skills/alpha/SKILL.md").read_text()  # nothing lost

    git(repo, "commit", "-qam", "agent edit")
    conflicted = cli("--repo", str(repo), "update", "alpha")
    assert conflicted.exit_code == 1, conflicted.output
    assert "the update waits on hermes/review/laptop/update-alpha" in conflicted.output


def test_a_skill_keeps_the_category_folder_of_its_source(repo: Path, tmp_path: Path) -> None:
    upstream = make_source(
        tmp_path / "cats", {"dev/good": skill_md("good"), "plain": skill_md("plain")}
    )
    result = hub.install(repo, str(upstream))
    paths = {s.name: s.install_path for s in result.skills}
    assert paths == {"good": "skills/dev/good", "plain": "skills/plain"}
    review.approve(repo, result.branches[0])
    assert (repo / "skills/dev/good/SKILL.md").is_file()
    assert not (repo / "skills/good").exists()
    lock = lock_on(repo, "main")
    assert lock["good"]["install_path"] == "skills/dev/good"  # type: ignore[index]
