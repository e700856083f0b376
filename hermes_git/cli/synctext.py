"""What `hermes-git sync` prints for people (shared by the click command and `cli/_fast`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hermes_git.words import plural

if TYPE_CHECKING:
    from hermes_git.sync.result import SyncResult


def text(result: SyncResult) -> str:
    """The sync result for people."""
    head = (result.main or "")[:10]
    lines = [
        f"{result.outcome}: main {head}, pulled {result.pulled}, pushed "
        f"{plural(result.pushed, 'commit')} ({result.remote}); snapshot {result.snapshot}"
    ]
    if result.message:
        lines.append(result.message)
    lines += [f"committed live change: {c['what']}" for c in result.captured]
    lines += [f"warning: {w}" for w in result.warnings]
    for refused in result.refused:
        lines.append(f"not committed (gate): {refused['what']}: {'; '.join(refused['reasons'])}")
        if refused.get("fix") and not refused.get("quarantined"):
            lines.append(f"  kept live as it is; fix: {refused['fix']}")
        if refused.get("quarantined"):
            lines.append(
                f"  dangerous: moved out of Hermes' reach (`hermes-git capture --restore "
                f"{refused['quarantined']}` puts it back)"
            )
    for rel, info in result.memory.items():
        lines += _memory_lines(rel, info, result.fast_forward)
    for conflict in result.conflicts:
        lines.append(f"conflict in {conflict.subject}: kept ours; theirs on {conflict.branch}")
        lines += [f"  {d}" for d in conflict.details]
    lines += [f"blocked: {reason}" for reason in result.blocked]
    lines += [f"replaced: {line}" for line in result.replaced]
    if result.enrol and not any("not enrolled" in w for w in result.warnings):
        lines.append(
            "signing is on and this device is not enrolled: it reads, its main changes wait "
            f"on a review branch.\nits public key: {result.enrol['public_key']}\n"
            f"{result.enrol['run']}"
        )
    return "\n".join(lines)


def _memory_lines(rel: str, info: dict[str, Any], fast_forward: bool) -> list[str]:
    """A memory file's change: plainly, entry by entry, when sync only took the other side's."""
    if fast_forward:
        lines = [
            f"{rel}: {plural(len(info['added_entries']), 'entry', 'entries')} added and "
            f"{len(info['removed_entries'])} removed on another device; {info['entries']} now"
        ]
        lines += [f"  + {_short(e)}" for e in info["added_entries"]]
        lines += [f"  - {_short(e)}" for e in info["removed_entries"]]
    else:
        lines = [
            f"{rel}: {plural(info['entries'], 'entry', 'entries')} (+{info['added_here']} here, "
            f"+{info['added_there']} there, -{info['removed']})"
        ]
    return lines + [f"  {note}" for note in info["notes"]]


def _short(entry: str) -> str:
    one = " ".join(entry.split())
    return one[:77] + "..." if len(one) > 80 else one
