"""GitStore helpers that replace whole-tree git commands with targeted ones."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git.errors import GitError
from hermes_git.store.gitstore import GitStore
from hermes_git.store.ids import blob_id
from tests.conftest import git, write


@pytest.fixture
def store(tmp_path: Path) -> GitStore:
    root = tmp_path / "r"
    root.mkdir()
    git(root, "init", "-q", "-b", "main")
    write(
        root,
        {
            "a/SKILL.md": "one\n",
            "b/SKILL.md": "two\n",
            "c/run.sh": "echo\n",
            "d/SKILL.md": "four\n",
            "e[1]/SKILL.md": "glob\n",
            "f/SKILL.md": "six\n",
            ".gitignore": "ignored/\n",
        },
    )
    os.symlink("SKILL.md", root / "f" / "link")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "base")
    return GitStore(root)


def test_blob_id_is_gits() -> None:
    assert blob_id(b"one\n") == "5626abf0f72e58d7a153368ba57db4c673c0e171"


def test_clean_paths_are_not_dirty(store: GitStore) -> None:
    assert store.dirty(["a/SKILL.md", "b/SKILL.md", "e[1]/SKILL.md", "f/link", "new/x"]) == []


@pytest.mark.parametrize("listed", [False, True])
def test_dirty_matches_git_status(store: GitStore, listed: bool) -> None:
    root = store.root
    if listed:  # HEAD's files known from a listing kept earlier
        store.list_files(git(root, "rev-parse", "HEAD").strip(), "")
    (root / "a" / "SKILL.md").write_text("one, edited\n")  # work tree edit
    write(root, {"b/SKILL.md": "two, staged\n"})
    git(root, "add", "b/SKILL.md")
    write(root, {"b/SKILL.md": "two\n"})  # staged change, work tree back as HEAD
    os.chmod(root / "c" / "run.sh", 0o755)  # mode change
    (root / "d" / "SKILL.md").unlink()  # deleted live
    write(root, {"new/SKILL.md": "untracked\n"})  # where HEAD has nothing
    (root / "f" / "link").unlink()
    os.symlink("elsewhere", root / "f" / "link")  # symlink retargeted
    paths = [
        "a/SKILL.md",
        "b/SKILL.md",
        "c/run.sh",
        "d/SKILL.md",
        "e[1]/SKILL.md",
        "f/SKILL.md",
        "f/link",
        "new/SKILL.md",
    ]
    by_status = sorted({c.path for c in store.status(paths)})
    assert (
        store.dirty(paths)
        == by_status
        == ["a/SKILL.md", "b/SKILL.md", "c/run.sh", "d/SKILL.md", "f/link", "new/SKILL.md"]
    )


def test_glob_characters_are_literal(store: GitStore) -> None:
    (store.root / "e[1]" / "SKILL.md").write_text("glob, edited\n")
    assert store.dirty(["e[1]/SKILL.md"]) == ["e[1]/SKILL.md"]
    assert store.dirty(["e1/SKILL.md"]) == []


def test_an_ignored_file_in_the_way_is_dirty(store: GitStore) -> None:
    """Stricter than `git status`, which hides ignored files: overwriting one would lose it."""
    write(store.root, {"ignored/SKILL.md": "mine\n"})
    assert store.status(["ignored/SKILL.md"]) == []
    assert store.dirty(["ignored/SKILL.md"]) == ["ignored/SKILL.md"]


def test_a_folder_where_a_file_was_is_dirty(store: GitStore) -> None:
    (store.root / "c" / "run.sh").unlink()
    write(store.root, {"c/run.sh/inner": "x\n"})
    assert store.dirty(["c/run.sh"]) == ["c/run.sh"]


def test_config_is_read_once_and_answers_as_git_config_get(store: GitStore) -> None:
    git(store.root, "config", "Hermes.Device", "laptop")
    git(store.root, "config", "--add", "Remote.Origin.URL", "first")
    git(store.root, "config", "--add", "remote.Origin.url", "last")
    git(store.root, "config", "alias.empty", "")
    with open(store.git_dir / "config", "a", encoding="utf-8") as config:
        config.write("[core]\n\tbare-flag\n")  # a key without a value
    for key in (
        "hermes.device",
        "HERMES.DEVICE",
        "remote.Origin.url",
        "remote.origin.url",
        "alias.empty",
        "core.bare-flag",
        "nothing.here",
        "url.https://x.y/.insteadof",
    ):
        done = subprocess.run(
            ["git", "config", "--get", key],
            cwd=store.root,
            capture_output=True,
            text=True,
            check=False,
        )
        said = done.stdout.strip() or None
        assert store.config_get(key) == said, key
    assert store.config_get("remote.Origin.url") == "last"


def test_config_changed_through_the_store_is_read_again(store: GitStore) -> None:
    assert store.config_get("remote.origin.url") is None
    store.run("remote", "add", "origin", "https://example.com/skills.git")
    assert store.config_get("remote.origin.url") == "https://example.com/skills.git"
    store.config_set("hermes.device", "desktop")
    assert store.device() == "desktop"


def test_files_read_by_blob_id_after_a_listing_are_the_files_at_that_commit(
    store: GitStore,
) -> None:
    head = git(store.root, "rev-parse", "HEAD").strip()
    asked = ["a/SKILL.md", "e[1]/SKILL.md", "f/link", "c", "missing/SKILL.md", "c/run.sh"]
    by_path = GitStore(store.root).read_files(head, asked)  # no listing: read as rev:path
    assert store.list_files(head, "a") == ["a/SKILL.md"]  # the listing keeps the blob ids
    by_id = store.read_files(head, asked)
    assert (
        by_id
        == by_path
        == {
            "a/SKILL.md": b"one\n",
            "e[1]/SKILL.md": b"glob\n",
            "f/link": b"SKILL.md",
            "c/run.sh": b"echo\n",
        }
    )


def test_blob_ids_from_a_kept_listing_are_what_ls_tree_says(store: GitStore) -> None:
    head = git(store.root, "rev-parse", "HEAD").strip()
    asked = ["a/SKILL.md", "f/link", "c", "missing/SKILL.md", "e[1]/SKILL.md"]
    from_git = GitStore(store.root).blob_ids(head, asked)
    store.list_files(head, "skills")  # keeps the whole listing of that commit
    assert store.blob_ids(head, asked) == from_git
    assert from_git == {
        "a/SKILL.md": blob_id(b"one\n"),
        "f/link": blob_id(b"SKILL.md"),
        "e[1]/SKILL.md": blob_id(b"glob\n"),
    }


def test_a_listing_known_from_the_parent_and_the_diff_is_what_ls_tree_says(store: GitStore) -> None:
    root = store.root
    base = git(root, "rev-parse", "HEAD").strip()
    (root / "b" / "SKILL.md").unlink()  # deleted
    write(
        root,
        {
            "a/SKILL.md": "one, edited\n",
            "new/SKILL.md": "added\n",
            "b/SKILL.md/inside": "a file where a file was: now a folder\n",
        },
    )
    os.chmod(root / "c" / "run.sh", 0o755)  # mode only
    (root / "f" / "link").unlink()
    os.symlink("elsewhere", root / "f" / "link")  # symlink retargeted
    git(root, "add", "-A")
    git(root, "commit", "-qm", "changes")
    head = git(root, "rev-parse", "HEAD").strip()
    store.list_files(base, "")
    assert (
        store.changed_paths(base, head)
        == GitStore(root).changed_paths(base, head)
        == ["a/SKILL.md", "b/SKILL.md", "b/SKILL.md/inside", "c/run.sh", "f/link", "new/SKILL.md"]
    )
    derived = store.list_files(head, "")
    assert derived == GitStore(root).list_files(head, "")  # from ls-tree
    assert store.blob_ids(head, derived) == GitStore(root).blob_ids(head, derived)


def test_a_file_read_at_a_commit_is_kept(store: GitStore) -> None:
    head = git(store.root, "rev-parse", "HEAD").strip()
    assert store.read_file(head, "a/SKILL.md") == b"one\n"
    (store.git_dir / "objects").rename(store.git_dir / "objects-away")  # git can read nothing
    try:
        assert store.read_files(head, ["a/SKILL.md"]) == {"a/SKILL.md": b"one\n"}
        assert store.read_file(head, "a/SKILL.md") == b"one\n"
    finally:
        (store.git_dir / "objects-away").rename(store.git_dir / "objects")


def git_bytes(root: Path, *args: str) -> bytes:
    return subprocess.run(["git", *args], cwd=root, capture_output=True, check=True).stdout


def test_objects_written_in_process_are_the_ones_git_writes(store: GitStore) -> None:
    base = store.run("rev-parse", "HEAD^{tree}").strip()
    data = {
        "a/SKILL.md": b"one, edited\n",
        "new/deep/SKILL.md": b"\xff binary \x00 bytes",
        "c/run.sh": b"echo again\n",
    }
    tree = store.objects().write_tree(base, data, deletes=["b/SKILL.md"])
    root = store.root
    (root / "a" / "SKILL.md").write_bytes(data["a/SKILL.md"])
    write(root, {"new/deep/SKILL.md": ""})
    (root / "new" / "deep" / "SKILL.md").write_bytes(data["new/deep/SKILL.md"])
    (root / "c" / "run.sh").write_bytes(data["c/run.sh"])
    (root / "b" / "SKILL.md").unlink()
    git(root, "add", "-A")
    assert tree == git(root, "write-tree").strip()  # the same ids git gives the same content
    fsck = subprocess.run(
        ["git", "fsck", "--strict", "--no-dangling"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert fsck.returncode == 0 and not fsck.stderr.strip(), fsck.stderr
    blob = git(root, "rev-parse", f"{tree}:new/deep/SKILL.md").strip()
    objects = root / ".git" / "objects"
    assert (objects / blob[:2] / blob[2:]).stat().st_mode & 0o777 == 0o444  # as git leaves it
    assert git_bytes(root, "cat-file", "blob", blob) == data["new/deep/SKILL.md"]


def test_trees_sort_folders_as_git_does_and_refuse_what_git_refuses(store: GitStore) -> None:
    """A folder sorts as if its name ended in `/` (`a.md` < `a/` < `a0`), as `git add` sorts."""
    data = {"a.md": b"1", "a/SKILL.md": b"2", "a0": b"3", "a-b/x": b"4", "é/x": b"5"}
    tree = store.objects().write_tree(None, data)
    other = store.root.parent / "plain"
    git(store.root, "init", "-q", str(other))
    for path, content in data.items():
        (other / path).parent.mkdir(parents=True, exist_ok=True)
        (other / path).write_bytes(content)
    git(other, "add", "-A")
    assert tree == git(other, "write-tree").strip()
    with pytest.raises(GitError, match="cannot write a tree"):
        store.objects().write_tree(None, {".git/config": b"x"})


def _loose(root: Path) -> int:
    counts = dict(line.split(": ") for line in git(root, "count-objects", "-v").splitlines())
    return int(counts["count"])


def _write_blobs(store: GitStore, count: int) -> list[str]:
    """`count` loose objects: half of them blobs, each in a tree of its own."""
    writer = store.objects()
    return [
        writer.write_tree(None, {"file": f"blob number {n}\n".encode()}) for n in range(count // 2)
    ]


def test_many_loose_objects_are_packed_when_the_lock_is_let_go(store: GitStore) -> None:
    with store.locked():
        ids = _write_blobs(store, 600)
        assert _loose(store.root) >= 600  # nothing packed while the lock is held
    assert _loose(store.root) == 0
    assert git(store.root, "cat-file", "-p", f"{ids[-1]}:file") == "blob number 299\n"
    git(store.root, "fsck", "--no-dangling")


def test_gc_auto_0_keeps_them_loose(store: GitStore) -> None:
    git(store.root, "config", "gc.auto", "0")
    with store.locked():
        _write_blobs(store, 600)
    assert _loose(store.root) >= 600


def test_a_few_loose_objects_stay_loose(store: GitStore) -> None:
    with store.locked():
        _write_blobs(store, 60)
    assert _loose(store.root) >= 60
    assert store.pack_loose() is False


def _fail_after_writing(store: GitStore, count: int) -> None:
    with store.locked():
        _write_blobs(store, count)
        raise RuntimeError("the command failed")


def test_a_failed_body_packs_nothing(store: GitStore) -> None:
    with pytest.raises(RuntimeError, match="the command failed"):
        _fail_after_writing(store, 600)
    assert _loose(store.root) >= 600


def test_the_loose_object_estimate_is_near_the_count(store: GitStore) -> None:
    _write_blobs(store, 1200)
    assert 900 <= store.loose_objects() <= 1500


def test_plumbing_runs_without_gitpython(store: GitStore) -> None:
    """Status, refs, config and merges run git directly: GitPython (tens of ms to import, and
    a `git version` run) is loaded only for object reads."""
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from hermes_git.store.gitstore import GitStore\n"
        f"s = GitStore(Path({str(store.root)!r}))\n"
        "head = s.head()\n"
        "assert s.branch() == 'main' and s.rev('main') == head\n"
        "assert s.status() == [] and s.config_get('core.bare') == 'false'\n"
        "assert s.merge_tree(head, head)[1] == []\n"
        "assert 'git' not in sys.modules, 'GitPython imported'\n"
        "assert s.read_file(head, 'a/SKILL.md') == b'one\\n'\n"
        "assert 'git' in sys.modules\n"
    )
    import hermes_git

    env = {**os.environ, "PYTHONPATH": str(Path(hermes_git.__file__).parent.parent)}
    done = subprocess.run(
        [sys.executable, "-c", script],
        check=False,
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stderr


def test_a_folder_that_is_no_work_tree_is_refused(tmp_path: Path) -> None:
    from hermes_git.errors import NotARepoError

    with pytest.raises(NotARepoError, match="not a git repository"):
        GitStore(tmp_path)
    git(tmp_path, "init", "-q", "--bare", "b.git")
    with pytest.raises(NotARepoError, match="bare"):
        GitStore(tmp_path / "b.git")


def test_a_linked_work_tree_opens(store: GitStore, tmp_path: Path) -> None:
    git(store.root, "worktree", "add", "-q", str(tmp_path / "wt"), "-b", "side")
    linked = GitStore(tmp_path / "wt")
    assert linked.branch() == "side"
    assert linked.objects_dir == store.git_dir / "objects"
    assert linked.status() == []


def test_a_lock_a_killed_write_left_on_an_own_ref_is_cleared(store: GitStore) -> None:
    """A hermes-git killed inside `git update-ref` leaves `<ref>.lock`; git then refuses the
    ref for good ("remove the file manually"). Holding the repo lock, the next write clears it
    on hermes-git's own refs, and still refuses when the ref moved meanwhile."""
    head = git(store.root, "rev-parse", "HEAD").strip()
    lock = store.git_dir / "refs/hermes/vendor/s08.lock"
    lock.parent.mkdir(parents=True)
    lock.write_text("")
    with store.locked():
        store.cas_ref("refs/hermes/vendor/s08", head, None, "vendor s08")
    assert git(store.root, "rev-parse", "refs/hermes/vendor/s08").strip() == head
    assert not lock.exists()
    lock.write_text("")
    with store.locked(), pytest.raises(GitError, match="update-ref"):
        store.cas_ref("refs/hermes/vendor/s08", head, None, "absent only")  # it exists
    assert not lock.exists()


def test_a_lock_on_the_users_ref_is_left_alone(store: GitStore) -> None:
    head = git(store.root, "rev-parse", "HEAD").strip()
    lock = store.git_dir / "refs/heads/topic.lock"
    lock.write_text("")
    with store.locked(), pytest.raises(GitError, match="File exists"):
        store.cas_ref("refs/heads/topic", head, None, "topic")
    assert lock.exists()
