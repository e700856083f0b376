"""Create a hermes-git repository, or adopt a Hermes home in place, and open one."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path

from hermes_git import config as configmod
from hermes_git.errors import GateError, NotARepoError, UsageError
from hermes_git.files import atomic_write_text
from hermes_git.guard import unaccepted_secrets
from hermes_git.store.gitstore import GitStore, init_repo
from hermes_git.store.runner import files_git_would_add, is_repo
from hermes_git.words import plural

PRE_COMMIT_CONFIG = ".pre-commit-config.yaml"
HOME_MARKERS = ("skills", "memories", "config.yaml", "SOUL.md", ".env", "state.db")


@dataclass
class InitResult:
    """What `init` did: created or adopted, the first commit, what it tracked and left out."""

    root: Path
    action: str  # "created", "adopted" or "already"
    device: str
    commit: str | None = None
    skills: int = 0
    memory_files: list[str] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    signing: bool = False  # this device signs main's commits (`init --signing`)

    def to_json(self) -> dict[str, object]:
        return {
            "root": str(self.root),
            "action": self.action,
            "device": self.device,
            "commit": self.commit,
            "skills": self.skills,
            "memory_files": self.memory_files,
            "written": self.written,
            "signing": self.signing,
        }


def template(name: str) -> str:
    """A file of `hermes_git/templates/`."""
    from importlib import resources  # deferred: opening a repo reads no template

    return resources.files("hermes_git").joinpath("templates", name).read_text("utf-8")


def init(path: Path, device: str | None = None, *, signing: bool = False) -> InitResult:
    """Make `path` a hermes-git repo: adopt a Hermes home in place, or create a new repo;
    with `signing`, then turn signing on (`hermes-git signing enable`).

    Running it again on a hermes-git repo changes nothing but a newly given device name.

    Raises:
        GateError: a secret is among the files the first commit would hold; nothing is changed.
        UsageError: the device name is invalid, or `path` is inside another hermes-git
            repository.
    """
    device = configmod.check_device(device) if device else None
    path = path.expanduser().absolute()
    result = _init(path, device)
    if signing:
        from hermes_git.signing.manage import enable  # deferred: `open_repo` users skip it

        result.signing = enable(path).on
    return result


def _init(path: Path, device: str | None) -> InitResult:
    if is_repo(path) and (path / configmod.CONFIG_FILE).exists():
        return _already(path, device)
    _refuse_nesting(path)
    action = "adopted" if _looks_like_home(path) else "created"
    path.mkdir(parents=True, exist_ok=True)
    _refuse_secrets(path)
    store = init_repo(path)
    with store, store.locked():
        device = device or store.device() or configmod.default_device()
        store.config_set("hermes.device", device)
        register_merge_drivers(store)
        result = InitResult(path, action, device)
        result.written = _write_own_files(path)
        (path / "skills").mkdir(exist_ok=True)
        (path / "memories").mkdir(exist_ok=True)
        store.add_all()
        if store.status():
            result.commit = store.commit(
                f"hermes-git: {'adopt Hermes home' if action == 'adopted' else 'new repository'}",
                {"Hermes-Tool": "init", "Hermes-Device": device},
                verify=False,
            )
        _count(result, store)
    return result


def _refuse_nesting(path: Path) -> None:
    """A repository inside a hermes-git home (its skills/, say) would hide those files from
    the home's own repository: refused, naming the outer one."""
    outer = next(
        (p for p in path.parents if is_repo(p) and (p / configmod.CONFIG_FILE).is_file()), None
    )
    if outer is not None:
        raise UsageError(
            f"{path} is inside the hermes-git repository {outer}; a repository here would "
            "nest in it",
            path=path,
            fix=f"work in the outer one (`hermes-git --repo {outer} ...`), or pick a folder "
            "outside it; nothing was changed",
        )


def _already(path: Path, device: str | None) -> InitResult:
    with GitStore(path) as store, store.locked():
        if device:
            store.rename_device(device)
        register_merge_drivers(store)
        result = InitResult(path, "already", store.device() or configmod.default_device())
        result.written = _write_own_files(path, only_missing=True)
        _count(result, store)
        return result


def register_merge_drivers(store: GitStore) -> None:
    """Write the merge-driver config of this clone (`.git/config` is never cloned; rerun it),
    git's untracked cache, and the native hooks that refresh the prompt snapshot after a hand
    `git pull`."""
    from hermes_git.memory import merge  # deferred: opening a repo needs no merge code

    for key, value in merge.driver_config().items():
        store.config_set(key, value)
    store.use_untracked_cache()
    from hermes_git.store import githooks as hooks  # deferred: `open_repo` users skip it

    hooks.install(store)


def _looks_like_home(path: Path) -> bool:
    return path.is_dir() and any((path / marker).exists() for marker in HOME_MARKERS)


def _write_own_files(path: Path, only_missing: bool = False) -> list[str]:
    written = []
    contents = {
        ".gitignore": template("gitignore"),
        ".gitattributes": template("gitattributes"),
        configmod.CONFIG_FILE: configmod.render_default(),
        PRE_COMMIT_CONFIG: template("pre-commit-config.yaml"),
    }
    for name, text in contents.items():
        target = path / name
        if target.exists():
            if only_missing or name in (configmod.CONFIG_FILE, PRE_COMMIT_CONFIG):
                continue
            merged = _merge_lines(target.read_text("utf-8"), text)
            if merged == target.read_text("utf-8"):
                continue
        else:
            merged = text
        atomic_write_text(target, merged, mode=0o644)
        written.append(name)
    return written


def _merge_lines(existing: str, ours: str) -> str:
    """Our lines appended to a file the user already had, never dropping theirs."""
    if ours in existing:
        return existing
    return existing.rstrip("\n") + "\n\n" + ours


def _refuse_secrets(path: Path) -> None:
    """Scan exactly the files the first commit would take; refuse before anything is written."""
    from hermes_git.guard import scan_secret_files  # deferred: opening a repo needs no secret rules

    rel_paths = files_to_adopt(path)
    found = unaccepted_secrets(scan_secret_files(path, rel_paths), path)
    if found:
        listing = "\n".join("  " + f.render() for f in found)
        raise GateError(
            f"refusing to adopt: {plural(len(found), 'secret')} in files that would be committed:\n"
            f"{listing}",
            path=path,
            fix="move each secret to Hermes' .env (ignored by git) and remove it from the file, "
            "then run `hermes-git init` again; nothing was changed",
        )


def files_to_adopt(path: Path) -> list[str]:
    """The files a first commit at `path` would hold under hermes-git's .gitignore (untouched)."""
    import tempfile  # deferred: only adopting a home needs a scratch folder

    with tempfile.TemporaryDirectory(prefix="hermes-git-adopt-") as scratch:
        exclude = Path(scratch) / "exclude"
        exclude.write_text(template("gitignore"), "utf-8")
        return files_git_would_add(path, exclude)


def _count(result: InitResult, store: GitStore) -> None:
    tracked = store.run("ls-files").splitlines()
    result.skills = sum(1 for p in tracked if p.startswith("skills/") and p.endswith("/SKILL.md"))
    result.memory_files = [p for p in tracked if p.startswith("memories/")]


def open_repo(path: Path) -> GitStore:
    """Open the hermes-git repo at `path`.

    Raises:
        NotARepoError: `path` is not a hermes-git repo (no .git or no .hermes-git.yaml).
    """
    if not (path / configmod.CONFIG_FILE).exists() or not is_repo(path):
        raise NotARepoError(
            "not a hermes-git repository",
            path=path,
            fix=f"run `hermes-git init {path}` (or pass --repo)",
        )
    return GitStore(path)


def run_hook(root: Path, name: str) -> str | None:
    """What a hook does: refresh the prompt snapshot of a hermes-git home ("fresh"/"rebuilt").

    Never raises for a folder that is not a hermes-git home (None): a hook must not get in the
    way of git.
    """
    from hermes_git.prompt import refresh_prompt  # deferred: hooks only
    from hermes_git.store import githooks as hooks  # deferred: hooks only

    if name not in hooks.HOOKS or not (root / configmod.CONFIG_FILE).exists():
        return None
    with contextlib.suppress(OSError):
        return refresh_prompt(root)
    return None
