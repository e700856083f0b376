"""What `hermes-git status` prints as text, without click: the command renders with it, and so
does the fast path (`cli/_fast`) that answers a plain `status` before click loads."""

from __future__ import annotations

from hermes_git.sync import status as statusmod
from hermes_git.words import plural


def render(result: statusmod.Status) -> str:
    head = result.head[:10] if result.head else "no commits"
    lines = [f"On {result.branch or 'a detached HEAD'} at {head} (device {result.device})"]
    if result.clean:
        lines.append("Live skills and memory match the last commit.")
    for skill, files in sorted(result.skills.items()):
        lines.append(f"skill {skill}:")
        lines.extend(f"  {f}" for f in files)
    for delta in result.memory:
        lines.append(f"memory {delta.target}: +{len(delta.added)} -{len(delta.removed)} entries")
        lines.extend(f"  + {_short(e)}" for e in delta.added)
        lines.extend(f"  - {_short(e)}" for e in delta.removed)
    lines.extend(f"other: {p}" for p in result.other)
    lines += _plan_lines(result)
    if result.ahead is not None and result.behind is not None:
        lines.append(
            f"main: {plural(result.ahead, 'commit')} ahead of {result.remote}/main, "
            f"{result.behind} behind (as last synced)"
            + ("; sync to push them" if result.ahead else "")
        )
    if result.unpushed:
        unpushed = plural(len(result.unpushed), "review branch", "review branches")
        lines.append(f"{unpushed} not yet pushed: sync to send")
    for held in result.quarantined:
        paths = held.get("paths")
        count = len(paths) if isinstance(paths, list) else 0
        reasons = held.get("reasons")
        why = str(reasons[0]) if isinstance(reasons, list) and reasons else "the gate refused it"
        lines.append(
            f"quarantined {held.get('what')}: {plural(count, 'file')} held out of Hermes' reach "
            f"({why}); put back with `hermes-git capture --restore {held.get('id')}`"
        )
    if result.reviews:
        # deferred for start-up: review's commands load only when there are reviews to show
        from hermes_git.cli.review import safe

        lines.append(f"{plural(len(result.reviews), 'pending review')}:")
        lines.extend(
            f"  {safe(b)}{_why(b)}  [{result.verdicts.get(b, '?')}]" for b in result.reviews
        )
    lines += _signing(result.signing)
    for device in result.devices:
        if device.get("renamed_to"):
            lines.append(
                f"device {device['device']}: this device's old name (now {device['renamed_to']})"
            )
            continue
        when = _age(device["age_seconds"])
        pending = device["pending_reviews"]
        assert isinstance(pending, list)
        seen = _age(device.get("seen_age_seconds"))
        lines.append(
            f"device {device['device']}: last sync {when}, seen {seen}, "
            f"{plural(len(pending), 'pending review')}"
        )
    return "\n".join(lines)


def _plan_lines(result: statusmod.Status) -> list[str]:
    """What the next sync or capture does with each live edit."""
    lines = ["next sync or capture:"] if result.plan else []
    for item in result.plan:
        lines.append(f"  {item['what']}: {item['says']}")
        if item.get("fix") and item["action"] == "refuse":
            lines.append(f"    fix: {item['fix']}")
    return lines


def _signing(signing: dict[str, object]) -> list[str]:
    signers = signing.get("signers") or []
    assert isinstance(signers, list)
    if not signing.get("on"):
        return [f"signing: off ({signing.get('disabled') or 'never enabled'})"]
    names = ", ".join(f"{s['name']} ({s['fingerprint']})" for s in signers)
    enrolled = "enrolled" if signing.get("enrolled") else "NOT enrolled: main changes wait"
    return [f"signing: on; this device {enrolled}; keys: {names}"]


def _why(branch: str) -> str:
    if branch.endswith("/sync-settings"):
        return "  (settings from another device: not applied until approved here)"
    if branch.endswith("/sync-blocked"):
        return "  (a merge the gate blocked)"
    return ""


def _short(entry: str) -> str:
    one = entry.replace("\n", " ")
    return one[:77] + "..." if len(one) > 80 else one


def _age(seconds: object) -> str:
    if not isinstance(seconds, int):
        return "never"
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit} ago"
    return "just now"
