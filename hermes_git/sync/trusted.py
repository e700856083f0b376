"""What a sync takes onto main when signing is on (`signing.verify`), and what it sends.

Before merging, every commit the remote's main would bring is verified; one that fails is not
merged, nothing is published, main is not pushed, and the sync exits 7 naming the commit, its
signer and the fix. A remote main that no longer holds what this device took from it (a
force-push over verified history) is refused the same way. This device's own commits that the
others would refuse (it is not enrolled yet) wait on a review branch instead of going out: main
then follows the remote's, and an enrolled device approves the branch with a signed merge.
"""

from __future__ import annotations

from hermes_git.proposals.change import review_branch
from hermes_git.proposals.refnames import MAIN_REF
from hermes_git.signing.manage import ensure_key
from hermes_git.signing.signers import SIGNERS, parse
from hermes_git.signing.state import device_public_key
from hermes_git.store import signing as sshsign
from hermes_git.store.gitstore import GitStore
from hermes_git.sync.refs import Refs
from hermes_git.sync.remote import tracking_main
from hermes_git.sync.result import SyncResult


def before_fetch(store: GitStore, remote: str) -> str | None:
    """Where the remote's main stood at the last fetch, when signing is on here (else None:
    there is no verified history to guard)."""
    signers, tracking = f"{MAIN_REF}:{SIGNERS}", tracking_main(remote) + "^{commit}"
    found = sshsign.objects_named(store, [signers, tracking])  # one git for both
    before = found[tracking]
    return before[0] if found[signers] is not None and before is not None else None


def prepare_key(store: GitStore, remote: str) -> bool:
    """Make this device's signing key when the remote's main has signing on (`join`)."""
    from hermes_git.signing import verify  # deferred for start-up: an idle round verifies nothing

    theirs = store.rev(tracking_main(remote))
    if theirs is None or not verify.signing_on(store, theirs):
        return False
    ensure_key(store)
    return True


def enrolment(store: GitStore, remote: str) -> dict[str, str] | None:
    """What to run where for this device to be enrolled (None: it is, at the remote's main)."""
    key = device_public_key(store)
    theirs = store.rev(tracking_main(remote))
    if key is None or theirs is None:
        return None
    if any(s.blob == key.split()[1] for s in parse(store.read_file(theirs, SIGNERS))):
        return None
    device = store.device() or "this-device"
    return {
        "device": device,
        "public_key": key,
        "run": f"on an enrolled device: hermes-git signing add {device} '{key}', then "
        "hermes-git sync there and here",
    }


def settle(
    store: GitStore,
    result: SyncResult,
    device: str,
    refs: Refs,
    mains: tuple[str, str],
    counts: tuple[int, int],
) -> int | None:
    """Verify what the remote's main brings (`mains`: ours, theirs; `counts`: how many commits
    each has the other lacks). None: refused (`result` says why); else how many of our
    commits go on to be merged (0 when they were parked for want of enrolment)."""
    from hermes_git.signing import verify  # deferred for start-up: an idle round verifies nothing

    ours, theirs = mains
    mine, missing = counts
    on = sshsign.blobs_at(store, [ours, theirs], SIGNERS)
    here, there = on[ours] is not None, on[theirs] is not None
    if missing and _refused(store, result, ours, theirs, here):
        return None
    # unrelated homes (a join) merge first: the merge, once approved here, is parked next
    related = mine and (here or there) and store.merge_base(ours, theirs) is not None
    key = device_public_key(store) if related else None
    blob = key.split()[1] if key and len(key.split()) > 1 else None
    if related and not verify.own_ok(store, ours, theirs, blob, root_signed=there):
        _park(store, result, device, ours, mine)
        refs.touched()
        return 0
    return mine


def _refused(store: GitStore, result: SyncResult, ours: str, theirs: str, here: bool) -> bool:
    from hermes_git.signing import verify  # deferred for start-up: an idle round verifies nothing

    if here and verify.rewritten(store, result.remote_before, ours, theirs):
        before = result.remote_before or ""
        refused = [
            verify.Refusal(
                theirs,
                store.run("log", "-1", "--format=%s", theirs),
                "the remote",
                "nobody",
                f"the remote's main no longer holds {before[:12]}, verified here: a force-push "
                "rewrote signed history",
            )
        ]
        fix = (
            f"if nobody meant to rewrite it, put main back: git -C {store.root} push --force "
            f"{result.remote} main:main (this device's main holds the verified history)"
        )
    else:
        refused = verify.check(store, theirs, ours, root_signed=here)
        fix = (
            "nothing of it was taken here. If a device made it, enrol its key on an enrolled "
            "device (hermes-git signing add NAME KEY) and have it commit again; otherwise reset "
            f"the remote's main to this device's: git -C {store.root} push --force "
            f"{result.remote} main:main"
        )
    if not refused:
        return False
    result.outcome = "unverified"
    result.unverified = [r.to_json() for r in refused]
    listing = "\n  ".join(r.render() for r in refused)
    result.message = (
        f"{len(refused)} commit(s) on {result.remote}'s main are not signed by an enrolled key;"
        f" main is not moved and nothing is made live:\n  {listing}\nfix: {fix}"
    )
    return True


def _park(store: GitStore, result: SyncResult, device: str, ours: str, mine: int) -> None:
    branch = review_branch(device, f"unenrolled-{ours[:8]}")
    ref = f"refs/heads/{branch}"
    store.cas_ref(ref, ours, store.rev(ref), "hermes-git sync: waits for enrolment")
    key = device_public_key(store) or "(run `hermes-git signing enable` to make one)"
    result.enrol = {
        "device": device,
        "public_key": key,
        "branch": branch,
        "run": f"on an enrolled device: hermes-git signing add {device} '{key}', then "
        f"hermes-git sync there and approve {branch}",
    }
    result.warnings.append(
        f"this device is not enrolled: its {mine} commit(s) wait on {branch} (main follows "
        f"{result.remote}'s); on an enrolled device run: hermes-git signing add {device} "
        f"'{key}', then sync there and approve {branch}"
    )
