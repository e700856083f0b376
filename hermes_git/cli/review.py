"""`hermes-git review list|show|approve|reject|blocked`."""

from __future__ import annotations

import unicodedata

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.proposals import review as reviewmod
from hermes_git.words import plural


@click.group("review")
def command() -> None:
    """Review what the agent proposed: approve it into main, or reject it."""


@command.command("list")
@click.option("--rejected", is_flag=True, help="Recently rejected work instead (every device's).")
@click.option("--device", default=None, help="Only proposals from this device.")
@click.option("--origin", default=None, help="Only proposals of this origin (e.g. curator).")
@click.option("--stale", is_flag=True, help="Only stale or dead proposals.")
@format_option
@pass_app
def list_(
    app: AppContext, rejected: bool, device: str | None, origin: str | None, stale: bool
) -> ExitCode:
    """Pending proposals, oldest first: age, state (pending, stale, dead, waiting), device,
    origin, the gate's verdict on the content, commits and skills."""
    if rejected:
        return _rejected(app)
    # deferred for start-up: loaded when the command runs
    from hermes_git.proposals.queue import Filters, review_queue

    with app.store() as store:
        reviews = review_queue(store, Filters(device, origin, stale))
    app.emit({"reviews": [r.to_json() for r in reviews]}, _table(reviews) or "nothing to review")
    return ExitCode.OK


def _table(reviews: list[reviewmod.Review]) -> str:
    if not reviews:
        return ""
    rows = [("BRANCH", "AGE", "STATE", "DEVICE", "ORIGIN", "VERDICT", "COMMITS", "SKILLS")]
    for r in reviews:
        verdict = r.verdict if r.allowed else f"{r.verdict},blocked"
        rows.append(
            (
                safe(r.branch),
                _age(r.age_seconds),
                r.state,
                safe(r.device) or "?",
                safe(",".join(r.origins)) or "?",
                verdict,
                str(r.commits),
                safe(", ".join(r.skills)),
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    return "\n".join(
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=False)) + "  " + row[-1]
        for row in rows
    )


def safe(text: str) -> str:
    """A name as it may be printed: control, format (bidi) and separator characters escaped."""
    return "".join(
        c.encode("unicode_escape").decode("ascii")
        if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn")
        else c
        for c in text
    )


@command.command("prune")
@click.option(
    "--older-than",
    "days",
    type=click.FloatRange(min=0),
    default=None,
    help="Proposals older than this many days.",
)
@click.option("--stale", is_flag=True, help="Stale proposals (main changed their files).")
@click.option("--dead", is_flag=True, help="Dead proposals (the text they change is gone).")
@click.option("--waiting", is_flag=True, help="Proposals waiting over the per-device cap.")
@click.option("--apply", is_flag=True, help="Reject them (default: only show which, and why).")
@format_option
@pass_app
def prune(
    app: AppContext, days: float | None, stale: bool, dead: bool, waiting: bool, apply: bool
) -> ExitCode:
    """Reject old, stale, dead or waiting proposals, each with its reason (a dry run unless
    --apply)."""
    # deferred for start-up: loaded when the command runs
    from hermes_git.proposals.queue import prune as prune_queue

    states = [n for n, on in (("stale", stale), ("dead", dead), ("waiting", waiting)) if on]
    pruned = prune_queue(app.root, older_than_days=days, states=states, apply=apply)
    verb = "rejected" if apply else "would reject"
    lines = [f"{verb} {safe(p.branch)}: {p.reason}" for p in pruned]
    if pruned and not apply:
        lines.append("(dry run: add --apply to reject them)")
    app.emit(
        {"pruned": [p.to_json() for p in pruned], "applied": apply},
        "\n".join(lines) or "nothing to prune",
    )
    return ExitCode.OK


def _rejected(app: AppContext) -> ExitCode:
    # deferred for start-up: loaded when the command runs
    from hermes_git.proposals.rejected import recent

    with app.store() as store:
        records = recent(store)
    lines = [
        f"{safe(r.branch)}  rejected {_age(r.age)} by {safe(r.by) or '?'}: "
        f"{safe(r.reason) or 'no reason given'}"
        for r in records
    ]
    app.emit({"rejected": [r.to_json() for r in records]}, "\n".join(lines) or "nothing rejected")
    return ExitCode.OK


@command.command("show")
@click.argument("branch")
@format_option
@pass_app
def show(app: AppContext, branch: str) -> ExitCode:
    """The commits, the diff, and the gate's findings for BRANCH.

    BRANCH is the full name, a unique end of one (`transcribe` for
    hermes/review/laptop/transcribe) or the name of the skill one branch changes.
    """
    with app.store() as store:
        data = reviewmod.show(store, branch)
    gate = data["gate"]
    reasons = [f"  {p['path']}:{p['line']}: {p['message']} [{p['rule']}]" for p in gate["problems"]]
    reasons += [
        f"  {f['path']}:{f['line']}: {f['severity']} {f['message']} [{f['rule']}]"
        for f in gate["findings"]
    ]
    changes = [f"  {line}" for line in data["settings"]]
    if changes:
        changes.insert(0, "settings this would change on this device:")
    text = (
        f"{data['log']}\ngate: {'allowed' if gate['allowed'] else 'BLOCKED'}, "
        f"verdict {gate['verdict']}\n" + "\n".join(reasons + changes) + "\n\n" + data["diff"]
    )
    app.emit(data, text.rstrip("\n"))
    return ExitCode.OK


@command.command("approve")
@click.argument("branch")
@format_option
@pass_app
def approve(app: AppContext, branch: str) -> ExitCode:
    """Merge BRANCH into main (gates re-run) and update the live files.

    BRANCH: the full name, a unique end of one, or the skill one branch changes.
    """
    result = reviewmod.approve(app.root, branch)
    how = "fast-forward" if result.fast_forward else "merge commit"
    app.emit(
        result.to_json(),
        f"Approved {result.branch}: main is now {result.commit[:10]} ({how}); "
        f"{plural(len(result.paths), 'file')} updated live",
    )
    return ExitCode.OK


@command.command("reject")
@click.argument("branch")
@click.option("--reason", default="", help="Why (kept with the rejected branch).")
@format_option
@pass_app
def reject(app: AppContext, branch: str, reason: str) -> ExitCode:
    """Close BRANCH without merging; it is kept under refs/hermes/rejected/.

    BRANCH: the full name, a unique end of one, or the skill one branch changes.
    """
    ref = reviewmod.reject(app.root, branch, reason)
    app.emit({"branch": branch, "kept_as": ref}, f"Rejected {branch}; kept as {ref}")
    return ExitCode.OK


@command.command("blocked")
@format_option
@pass_app
def blocked(app: AppContext) -> ExitCode:
    """Writes the gate refused, with every reason."""
    with app.store() as store:
        records = reviewmod.blocked(store)
    lines = []
    for rec in records:
        lines.append(
            f"{rec['branch']} ({rec['tool']} {rec['args'].get('action')}, "
            f"origin {rec['origin']}): {rec['gate']['verdict']}"
        )
        lines.extend(f"  {reason}" for reason in rec["reasons"])
    app.emit({"blocked": records}, "\n".join(lines) or "no blocked writes")
    return ExitCode.OK


def _age(seconds: int) -> str:
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit} ago"
    return "just now"
