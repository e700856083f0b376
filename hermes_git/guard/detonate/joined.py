"""What detonation saw, joined to the static capability model: one list, one judgement.

Each observed `Capability` becomes a capability `Hit` of origin "ran" (its host as the
destination, a planted credential read before the send as its secret, an install hook's as the
install phase), is listed beside the static ones in the skill's capabilities (JSON, SARIF:
`"seen": "ran"`), and is judged by the same rules (`judge/capabilities`): an observed read of
the SSH key and a send to a host that is not its service is dangerous though the text hid both.

Three kinds are listed but not judged again, because the behaviour rules judge them with more
than the capability rule knows. Code run that the text does not show (`runs-opaque-code`,
`runs-downloaded-code`): the static rule grades code nobody can read, and here what that code
did was seen (a test runner's `node -e` quoted in package.json is not hidden code). The agent's
files written (`changes-agent-controls`): `agent.py` tells memory poisoned or settings loosened
from a setup script adding its MCP server to `~/.hermes/config.yaml` in the open.
"""

from __future__ import annotations

from collections.abc import Mapping

from hermes_git.guard.detonate.observed import Capability
from hermes_git.guard.detonate.seen import is_installer
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.judge import capabilities as capmod
from hermes_git.guard.judge.gathered import RAN
from hermes_git.guard.targets import Target

SEEN_THROUGH = frozenset({"runs-opaque-code", "runs-downloaded-code", "changes-agent-controls"})


def hits(observed: list[Capability]) -> list[Hit]:
    """The observed capabilities as the static model's hits (origin "ran")."""
    return [
        Hit(c.kind, c.path, c.line, c.detail, dest=c.dest, secret=c.secret, phase=c.phase,
            origin=RAN)
        for c in observed
    ]  # fmt: skip


def _toolchain(seen: Hit) -> bool:
    """An install that reached only its package index or toolchain host (node-gyp's headers
    from nodejs.org, pip's index) with no secret: the install working, not the skill sending."""
    return (
        seen.kind == "sends-out"
        and seen.phase == "install"
        and not seen.secret
        and bool(seen.dest)
        and all(is_installer(h) for h in seen.dest)
    )


def join(target: Target, observed: list[Capability], files: Mapping[str, bytes]) -> None:
    """Add what `observed` shows to `target`: its capabilities listed, their findings (those
    saying more than the findings already on the same line) added. Re-deciding is the caller's."""
    found = hits(observed)
    if not found:
        return
    skill_md = files.get("SKILL.md", b"").decode("utf-8", "replace")
    prefix = "" if target.path in ("", ".") else target.path.rstrip("/") + "/"
    judged = capmod.judge(
        [h for h in found if h.kind not in SEEN_THROUGH and not _toolchain(h)],
        skill_md,
        target.trust,
        prefix,
    )
    target.findings.extend(capmod.beside(judged, target.findings))
    target.capabilities = capmod.joined(target.capabilities, capmod.summary(found))
