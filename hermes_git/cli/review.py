"""`hermes-git review list|show|approve|reject|blocked`."""

from __future__ import annotations

import click

from hermes_git.cli._app import AppContext, format_option, pass_app
from hermes_git.errors import ExitCode
from hermes_git.proposals import review as reviewmod


@click.group("review")
def command() -> None:
    """Review what the agent proposed: approve it into main, or reject it."""


@command.command("list")
@click.option("--rejected", is_flag=True, help="Recently rejected work instead (every device's).")
@format_option
@pass_app
def list_(app: AppContext, rejected: bool) -> ExitCode:
    """Pending review branches: device, origin, skills, commits, verdict, age."""
    if rejected:
        return _rejected(app)
    with app.store() as store:
        reviews = reviewmod.list_reviews(store)
    lines = [
        f"{r.branch}  {r.commits} commit(s)  {r.verdict}  {', '.join(r.skills)}  "
        f"from {', '.join(r.origins) or '?'}  {_age(r.age_seconds)}"
        + (f"  (pushed by {r.device}, via {r.remote})" if r.remote else "")
        for r in reviews
    ]
    app.emit({"reviews": [r.to_json() for r in reviews]}, "\n".join(lines) or "nothing to review")
    return ExitCode.OK


def _rejected(app: AppContext) -> ExitCode:
    from hermes_git.proposals.rejected import recent

    with app.store() as store:
        records = recent(store)
    lines = [
        f"{r.branch}  rejected {_age(r.age)} by {r.by or '?'}: {r.reason or 'no reason given'}"
        for r in records
    ]
    app.emit({"rejected": [r.to_json() for r in records]}, "\n".join(lines) or "nothing rejected")
    return ExitCode.OK


@command.command("show")
@click.argument("branch")
@format_option
@pass_app
def show(app: AppContext, branch: str) -> ExitCode:
    """The commits, the diff, and the gate's findings for BRANCH."""
    with app.store() as store:
        data = reviewmod.show(store, branch)
    gate = data["gate"]
    reasons = [f"  {p['path']}:{p['line']}: {p['message']} [{p['rule']}]" for p in gate["problems"]]
    reasons += [
        f"  {f['path']}:{f['line']}: {f['severity']} {f['message']} [{f['rule']}]"
        for f in gate["findings"]
    ]
    text = (
        f"{data['log']}\ngate: {'allowed' if gate['allowed'] else 'BLOCKED'}, "
        f"verdict {gate['verdict']}\n" + "\n".join(reasons) + "\n\n" + data["diff"]
    )
    app.emit(data, text.rstrip("\n"))
    return ExitCode.OK


@command.command("approve")
@click.argument("branch")
@format_option
@pass_app
def approve(app: AppContext, branch: str) -> ExitCode:
    """Merge BRANCH into main (gates re-run) and update the live files."""
    result = reviewmod.approve(app.root, branch)
    how = "fast-forward" if result.fast_forward else "merge commit"
    app.emit(
        result.to_json(),
        f"Approved {branch}: main is now {result.commit[:10]} ({how}); "
        f"{len(result.paths)} file(s) updated live",
    )
    return ExitCode.OK


@command.command("reject")
@click.argument("branch")
@click.option("--reason", default="", help="Why (kept with the rejected branch).")
@format_option
@pass_app
def reject(app: AppContext, branch: str, reason: str) -> ExitCode:
    """Close BRANCH without merging; it is kept under refs/hermes/rejected/."""
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
