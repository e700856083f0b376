"""`hermes-git status`: live files changed since the last commit, pending reviews, devices.

What a small repo shows comes from three git processes: `config --list` (the device), one
`status --porcelain=v2 --branch` (HEAD, the branch, the changed files) and one `for-each-ref`
(main, the remote's main, review branches, device markers); a fourth counts ahead/behind only
when main and the remote's main differ. Review branches are gated (`proposals.review`) only
when there are some, and live edits (`proposals.liveplan`: what the next capture or sync will
do with each) only when there are some: a clean repo without reviews never loads the gate.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath
from typing import NamedTuple

from hermes_git.config import CONFIG_FILE, load
from hermes_git.errors import NotARepoError
from hermes_git.memory.entries import TARGETS, parse_entries
from hermes_git.proposals.held import entries
from hermes_git.proposals.refnames import MAIN_REF
from hermes_git.signing.state import live_state
from hermes_git.store.gitstore import Change, GitStore
from hermes_git.store.runner import DEVICES_REF, is_repo
from hermes_git.sync.remote import DeviceState, tracking_devices

REVIEW_PREFIX = "hermes/review/"
# one record a ref; one trailers atom (git 2.39 carries a `key=` filter to the next atom)
_REFS_FORMAT = (
    "--format=%(refname)%00%(objectname)%00%(committerdate:unix)%00%(trailers:only,unfold)%01"
)


class MemoryDelta(NamedTuple):  # NamedTuples: `status` never imports dataclasses
    """Entries added to and removed from one memory file since the last commit."""

    target: str
    added: list[str]
    removed: list[str]


class Status(NamedTuple):
    """The repo's state for `hermes-git status` (built once, by `status`)."""

    branch: str | None
    head: str | None
    device: str | None
    skills: dict[str, list[str]]  # skill folder -> changed files
    memory: list[MemoryDelta]
    other: list[str]
    reviews: list[str]
    devices: list[dict[str, object]]  # as last fetched (sync)
    verdicts: dict[str, str]  # review branch -> the gate's verdict
    remote: str
    ahead: int | None  # commits of main the remote's main lacks (None: never synced)
    behind: int | None  # commits of the remote's main (as last fetched) not in main
    unpushed: list[str]  # review branches the remote lacks
    plan: list[dict[str, object]]  # live edit -> next capture
    quarantined: list[dict[str, object]]  # held live writes
    signing: dict[str, object]  # `signing.state.SigningState`

    @property
    def clean(self) -> bool:
        return not (self.skills or self.memory or self.other)

    def to_json(self) -> dict[str, object]:
        return {
            "branch": self.branch,
            "head": self.head,
            "device": self.device,
            "clean": self.clean,
            "skills": self.skills,
            "memory": [
                {"target": m.target, "added": m.added, "removed": m.removed} for m in self.memory
            ],
            "other": self.other,
            "pending_reviews": self.reviews,
            "verdicts": self.verdicts,
            "devices": self.devices,
            "remote": self.remote,
            "ahead": self.ahead,
            "behind": self.behind,
            "unpushed_reviews": self.unpushed,
            "live_plan": self.plan,
            "quarantined": self.quarantined,
            "signing": self.signing,
        }


class _Ref(NamedTuple):  # a NamedTuple: a tenth of a frozen dataclass's cost to define
    """One ref as `for-each-ref` lists it: its object, committer time, and a marker's
    Hermes-Main and Hermes-Synced trailers."""

    name: str
    oid: str
    date: int | None
    main: str | None
    synced: int | None


def open_store(root: Path) -> GitStore:
    """The hermes-git repo at `root`, opened for reading its status (without `init.open_repo`'s
    imports: the gate loads only when `_gate_reviews` has reviews to gate).

    Raises:
        NotARepoError: `root` is not a hermes-git repo (no .git or no .hermes-git.yaml).
    """
    if not (root / CONFIG_FILE).exists() or not is_repo(root):
        raise NotARepoError(
            "not a hermes-git repository",
            path=root,
            fix=f"run `hermes-git init {root}` (or pass --repo)",
        )
    return GitStore(root)


def status(store: GitStore) -> Status:
    """The Status of the repo (read-only; takes the repo lock to see a settled state)."""
    with store.locked():
        remote = load(store.root).remote
        branch, head, changed = _work_tree(store)
        skills, other = _classify(changed)
        paths = {change.path for change in changed}
        deltas = (
            _memory_delta(store, head, target)
            for target in TARGETS
            if f"memories/{TARGETS[target]}" in paths  # git saw no change: no delta to read
        )
        plan = _plan(store, paths)
        refs = _refs(store, remote)
        reviews, verdicts = _gate_reviews(store, refs)
        devices = [_former(d.to_json(), store) for d in _devices(refs, remote)]
        ahead, behind, unpushed = _ahead_behind(store, refs, remote)
        return Status(
            branch,
            head,
            store.device(),
            skills,
            [d for d in deltas if d],
            other,
            reviews,
            devices,
            verdicts,
            remote,
            ahead,
            behind,
            unpushed,
            plan,
            quarantined(store),
            live_state(store).to_json(),  # the checked-out files: no git
        )


def quarantined(store: GitStore) -> list[dict[str, object]]:
    """Live writes `capture` and `sync` moved out of Hermes' reach (secrets, dangerous code),
    oldest first, read by `proposals.held` without loading the quarantine itself."""
    return entries(store.git_dir)


def _plan(store: GitStore, paths: set[str]) -> list[dict[str, object]]:
    """What the next capture or sync will do with each live edit (none: nothing is gated)."""
    live = sorted(p for p in paths if p.startswith(("skills/", "memories/")))
    if not live:
        return []
    # deferred for start-up: the gate loads only when there are live edits to judge
    from hermes_git.proposals.liveplan import plan

    return [item.to_json() for item in plan(store, live)]


def _work_tree(store: GitStore) -> tuple[str | None, str | None, list[Change]]:
    """(branch, HEAD, changes) from one `git status`; codes as porcelain v1 writes them."""
    out = store.run(
        "status",
        "--porcelain=v2",
        "--branch",
        "-z",
        "--untracked-files=all",
        "--no-renames",
        strip_newline_in_stdout=False,
    )
    branch = head = None
    changes = []
    items = iter(out.split("\0"))
    for item in items:
        kind, _, rest = item.partition(" ")
        if kind == "#":
            key, _, value = rest.partition(" ")
            if key == "branch.oid" and value != "(initial)":
                head = value
            elif key == "branch.head" and value != "(detached)":
                branch = value
        elif kind in ("?", "!"):
            changes.append(Change(kind * 2, rest))
        elif kind in ("1", "2", "u"):  # fields before the path: 7 (1), 8 (2: a rename), 9 (u)
            fields = rest.split(" ", {"1": 7, "2": 8, "u": 9}[kind])
            changes.append(Change(fields[0].replace(".", " "), fields[-1]))
            if kind == "2":
                next(items, None)  # the path it was renamed from
    return branch, head, changes


def _refs(store: GitStore, remote: str) -> dict[str, _Ref]:
    """The branches, remote-tracking refs and device markers status reads, by name (sorted)."""
    out = store.run(
        "for-each-ref",
        _REFS_FORMAT,
        "refs/heads/",
        "refs/remotes/",
        DEVICES_REF,
        tracking_devices(remote),
    )
    refs = {}
    for record in out.split("\x01"):
        fields = record.lstrip("\n").split("\0")
        if len(fields) == 4:
            name, oid, date, text = fields
            keys = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
            synced = keys.get("Hermes-Synced", "")
            refs[name] = _Ref(
                name,
                oid,
                int(date) if date else None,
                keys.get("Hermes-Main") or None,
                int(synced) if synced.isdigit() else None,
            )
    return refs


def _local_reviews(refs: dict[str, _Ref]) -> list[str]:
    return [
        name.removeprefix("refs/heads/")
        for name in refs
        if name.startswith("refs/heads/" + REVIEW_PREFIX)
    ]


def _gate_reviews(store: GitStore, refs: dict[str, _Ref]) -> tuple[list[str], dict[str, str]]:
    """Every device's pending review branches, and the gate's verdict on each (cached by tree)."""
    fetched = (name.split("/", 3) for name in refs if name.startswith("refs/remotes/"))
    if not _local_reviews(refs) and not any(
        len(parts) == 4 and parts[3].startswith(REVIEW_PREFIX) for parts in fetched
    ):
        return [], {}  # no review branch anywhere: nothing to gate
    # deferred for start-up: the gate loads only when there are reviews to gate
    from hermes_git.proposals.review import list_reviews

    reviews = list_reviews(store)
    verdicts = {r.branch: r.verdict if r.allowed else "blocked" for r in reviews}
    return [r.branch for r in reviews], verdicts


def _devices(refs: dict[str, _Ref], remote: str) -> list[DeviceState]:
    """Every device seen in the last fetch of `remote` (and this one), with its reviews."""
    states: dict[str, DeviceState] = {}
    for prefix in (tracking_devices(remote), DEVICES_REF):
        for ref in (r for name, r in refs.items() if name.startswith(prefix)):
            name = ref.name.removeprefix(prefix)
            known = states.get(name)
            if known is None or (known.last_seen or 0) < (ref.date or 0):
                # last sync: the last exchange (markers before the trailer: their date)
                last = ref.synced or ref.date
                states[name] = DeviceState(name, last, ref.main, [], last_seen=ref.date)
    tracking = f"refs/remotes/{remote}/"
    branches = {
        name.removeprefix(tracking).removeprefix("refs/heads/")
        for name in refs
        if name.startswith((tracking + REVIEW_PREFIX, "refs/heads/" + REVIEW_PREFIX))
    }
    for branch in sorted(b for b in branches if b.count("/") >= 3):
        device = branch.split("/")[2]
        states.setdefault(device, DeviceState(device, None, None, []))
        if branch not in states[device].reviews:
            states[device].reviews.append(branch)
    return [states[name] for name in sorted(states)]


def _former(device: dict[str, object], store: GitStore) -> dict[str, object]:
    """A device entry, marked when it is a name this clone went by before a rename (its old
    marker on the remote stays until it is pruned there)."""
    if device["device"] in store.former_devices():
        device["renamed_to"] = store.device()
    return device


def _ahead_behind(
    store: GitStore, refs: dict[str, _Ref], remote: str
) -> tuple[int | None, int | None, list[str]]:
    """Commits ahead of and behind the remote's main as last fetched (None: never synced), and
    review branches of this clone the remote lacks (work an offline sync left to push)."""
    tracking = f"refs/remotes/{remote}/"
    main, theirs = refs.get(MAIN_REF), refs.get(tracking + "main")
    if main is None or theirs is None:
        return None, None, []
    ahead = behind = 0
    if main.oid != theirs.oid:
        counts = store.run("rev-list", "--left-right", "--count", f"{main.oid}...{theirs.oid}")
        ahead, behind = (int(count) for count in counts.split())
    unpushed = []
    for branch in _local_reviews(refs):
        pushed = refs.get(tracking + branch)
        if pushed is None or pushed.oid != refs["refs/heads/" + branch].oid:
            unpushed.append(branch)
    return ahead, behind, unpushed


def _classify(changed: list[Change]) -> tuple[dict[str, list[str]], list[str]]:
    """The changed files under each skill folder, and the others (memory files are reported
    entry by entry, not here)."""
    skills: dict[str, list[str]] = {}
    other = []
    for change in changed:
        parts = PurePosixPath(change.path).parts
        line = f"{change.code.strip() or 'M'} {change.path}"
        if parts[:1] == ("memories",):
            continue
        if parts[:1] == ("skills",) and len(parts) > 2:
            # deferred for start-up: the skills model only when a skill file changed
            from hermes_git.skills.model import skill_folder_of_parts

            skills.setdefault(skill_folder_of_parts(parts), []).append(line)
        else:
            other.append(line)
    return skills, other


def _memory_delta(store: GitStore, head: str | None, target: str) -> MemoryDelta | None:
    rel = f"memories/{TARGETS[target]}"
    live_path = store.root / rel
    live = parse_entries(live_path.read_text("utf-8")) if live_path.exists() else []
    committed = _committed_text(store, head, rel)
    old = parse_entries(committed) if committed is not None else []
    delta = MemoryDelta(
        target, [e for e in live if e not in old], [e for e in old if e not in live]
    )
    return delta if delta.added or delta.removed else None


def _committed_text(store: GitStore, head: str | None, rel: str) -> str | None:
    if head is None:
        return None
    found, text, _err = store.execute(["cat-file", "blob", f"{head}:{rel}"])
    return text if found == 0 else None  # not committed there
