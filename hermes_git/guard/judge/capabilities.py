"""Capabilities to findings: what a skill can do, judged as a whole.

The closed set: reads-secret, sends-out, runs-opaque-code, runs-downloaded-code,
runs-at-install, persists, changes-agent-controls, hides-from-user, destroys. Judgement:
a secret that reaches a sink other than its own provider is dangerous; hiding together with
any sensitive capability is dangerous (prose that overrides the agent's instructions alone is
caution); install-time code that sends or fetches is dangerous;
opaque code run is caution, dangerous when SKILL.md has it or names the script; changing the
agent's controls is dangerous for a community skill; destroying the home is dangerous; a
capability the skill's description would not need is caution. A hit in SKILL.md on a line
the text shows to be documentation (a warning, a "never do this", a security heading) is
left out, as the rules do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hermes_git.guard.flow import patterns, providers
from hermes_git.guard.flow.core import SETTINGS_ONLY, Hit
from hermes_git.guard.flow.phrases import CONCEAL, NAMED_FILE, OVERRIDE, PRECEDENCE
from hermes_git.guard.flow.skill import PACKED
from hermes_git.guard.judge.gathered import LOCAL, RAN, away, gathered_and_sent
from hermes_git.guard.lang.embedded import SUFFIXES, markdown_map
from hermes_git.guard.model import VERDICTS, Finding, cut

KINDS = (
    "reads-secret", "sends-out", "runs-opaque-code", "runs-downloaded-code", "runs-at-install",
    "persists", "changes-agent-controls", "hides-from-user", "destroys",
)  # fmt: skip
SENSITIVE = frozenset(KINDS) - {"sends-out", "hides-from-user", "runs-at-install"}
THROWAWAY = re.compile(
    r"ngrok|webhook\.site|pipedream|requestbin|burpcollaborator|interact\.sh|oast\.|trycloudflare"
    r"|hookbin|beeceptor|serveo|localtunnel|loca\.lt|discord(?:app)?\.com|telegram\.org|pastebin"
    r"|transfer\.sh|^(?!127\.|10\.|192\.168\.|0\.|172\.(?:1[6-9]|2\d|3[01])\.)\d+\.\d+\.\d+\.\d+$"
)
_MEMORY_PURPOSE = re.compile(
    r"memor|remember|notes?\b|journal|diary|context|brief|recall|persona", re.I
)
_SETTINGS_PURPOSE = re.compile(r"config|settings|model|provider|preferences|theme", re.I)
LOGIN_KEYS = "the keys that may log in"  # flow/patterns: authorized_keys
_LOGIN_PURPOSE = re.compile(
    r"authori[sz]ed|ssh access|log ?in|deploy key|access to (?:a|the)", re.I
)
_PURPOSE = {
    "persists": re.compile(
        r"cron|schedul|startup|boot|shell|profile|daemon|service|install|setup|"
        r"dotfile|config|hook|automat|background|recurring|remind",
        re.I,
    ),
}
HARVESTED = ("the whole environment", "a credential file", "the agent's .env")  # stores of secrets
# (rule, severity, confidence, message) of each judgement
DANGER = ("critical", "high")
CAUTION = ("high", "medium")


@dataclass(frozen=True)
class Judged:
    rule: str
    grade: tuple[str, str]
    message: str
    hit: Hit


def judge(hits: list[Hit], skill_md: str, trust: str, prefix: str) -> list[Finding]:
    """The findings capabilities give a skill (`prefix`: the skill's shown path + "/")."""
    hits = _undocumented(hits, skill_md)
    judged = _secrets(hits) + _gathered(hits) + _packed(hits) + _hidden(hits) + _override(hits)
    judged += _install(hits) + _opaque(hits)
    description = _description(skill_md)
    judged += _controls(hits, trust, description) + _destroys(hits) + _purpose(hits, description)
    seen: set[tuple[str, str, int]] = set()
    found = []
    for item in judged:
        key = (item.rule, item.hit.path, item.hit.line)
        if key in seen:
            continue
        seen.add(key)
        found.append(_finding(item, prefix))
    return found


def beside(judged: list[Finding], found: list[Finding]) -> list[Finding]:
    """The capability findings that say something the rules did not: one on a line a rule
    already reported as badly is left out, one on a line whose finding the user accepted
    (allow file, pragma) is accepted with it."""
    at: dict[tuple[str, int], list[Finding]] = {}
    for finding in found:
        at.setdefault((finding.path, finding.line), []).append(finding)
    kept = []
    for finding in judged:
        there = at.get((finding.path, finding.line), [])
        accepted = next((f for f in there if f.suppressed), None)
        if accepted is not None and not finding.suppressed:
            kept.append(finding.with_changes(suppressed=True, suppression=accepted.suppression))
        elif not any(
            VERDICTS.index(f.effect) >= VERDICTS.index(finding.effect)
            for f in there
            if not f.suppressed
        ):
            kept.append(finding)
    return kept


def summary(hits: list[Hit]) -> list[dict[str, object]]:
    """The capability set for reports: each capability with its evidence (file:line, path;
    `seen`: "static" read from the text, "ran" observed by detonation, `detail` its trace)."""
    out: dict[str, list[dict[str, object]]] = {}
    for hit in hits:
        entry: dict[str, object] = {"path": hit.path, "line": hit.line, "detail": hit.detail}
        entry["seen"] = "ran" if hit.origin == RAN else "static"
        if hit.via:
            entry["via"] = list(hit.via)
        if hit.dest:
            entry["to"] = sorted(set(hit.dest))
        if hit.phase:
            entry["when"] = hit.phase
        evidence = out.setdefault(hit.kind, [])
        if len(evidence) < 8:
            evidence.append(entry)
    return [{"capability": kind, "evidence": out[kind]} for kind in KINDS if kind in out]


def joined(
    static: list[dict[str, object]], ran: list[dict[str, object]]
) -> list[dict[str, object]]:
    """Two `summary` lists as one: each capability once, the static evidence first."""
    out: dict[object, list[object]] = {}
    for item in (*static, *ran):
        evidence = item["evidence"]
        out.setdefault(item["capability"], []).extend(
            evidence if isinstance(evidence, list) else []
        )
    return [{"capability": kind, "evidence": out[kind]} for kind in KINDS if kind in out]


_JUDGED = frozenset(KINDS) - {"reads-secret"}  # a read alone is judged by where it goes


def _undocumented(hits: list[Hit], skill_md: str) -> list[Hit]:
    if not skill_md or not any(h.path == "SKILL.md" and h.kind in _JUDGED for h in hits):
        return hits
    mapper = markdown_map(skill_md)
    starts = [0] + [m.end() for m in re.finditer("\n", skill_md)]
    kept = []
    for hit in hits:
        # what detonation saw happen is no documentation, whatever the text around it says
        ran = hit.origin == RAN
        if (
            hit.path == "SKILL.md"
            and hit.kind in _JUDGED
            and 0 < hit.line <= len(starts)
            and not ran
        ):
            place = mapper.place(starts[hit.line - 1])
            # the line or its block's intro warns or says never; a heading alone does not
            documented = place.warned or (place.negated and hit.origin != "prose")
            if documented:
                continue
        kept.append(hit)
    return kept


def _secrets(hits: list[Hit]) -> list[Judged]:
    found = []
    for hit in hits:
        if hit.kind == "sends-out" and hit.secret:
            verdict = _sent_secret(hit)
            if verdict:
                found.append(
                    Judged(
                        "cap-secret-sent",
                        verdict,
                        "a secret reaches a sink that is not its own provider",
                        hit,
                    )
                )
    described = [h for h in hits if h.kind == "reads-secret" and h.origin == "prose"]
    sends = [h for h in hits if h.kind == "sends-out" and h.origin == "prose"]
    # a credential file named in prose is sent when the sending is told beside it
    sends = [s for s in sends if any(not _named(h) or abs(h.line - s.line) <= 3 for h in described)]
    if described and sends:
        found.append(
            Judged(
                "cap-secret-sent",
                DANGER,
                "the skill's prose has the agent send a secret it describes",
                sends[0],
            )
        )
    return found


def _gathered(hits: list[Hit]) -> list[Judged]:
    """Secrets gathered and sent in one file with no flow joined (see `judge/gathered`)."""
    return [Judged("cap-secret-and-send", DANGER if harvest else CAUTION, message, hit)
            for harvest, message, hit in gathered_and_sent(hits)]  # fmt: skip


def _packed(hits: list[Hit]) -> list[Judged]:
    message = "secrets of several services are packed together (ready to be sent)"
    return [Judged("cap-secrets-packed", CAUTION, message, h)
            for h in hits if h.kind == "reads-secret" and h.detail.startswith(PACKED)]  # fmt: skip


def _named(hit: Hit) -> bool:
    """A credential file SKILL.md's prose names (documentation names them often)."""
    return hit.origin == "prose" and hit.detail.startswith(NAMED_FILE)


def _sent_secret(hit: Hit) -> tuple[str, str] | None:
    hosts = [h for h in hit.dest if "." in h and not LOCAL.match(h)]
    if any(THROWAWAY.search(h) for h in hosts):
        return DANGER
    if hit.secret == "*" and (hosts or hit.origin != "prose"):  # the environment, a key file
        return DANGER if hosts or "git push" not in hit.detail else CAUTION  # to a remote: own?
    names = hit.secret.split("|")
    if not hosts or any(providers.own_provider(names, h) for h in hosts):
        return None
    words = [w for n in providers.secret_names(names) for w in providers.provider_words(n)]
    homes = {providers.PROVIDERS[w] for w in words if w in providers.PROVIDERS}
    if not homes or any(home in h for home in homes for h in hosts):
        return None  # a key named for no provider we know: any named host may be its own
    return DANGER


def _hidden(hits: list[Hit]) -> list[Judged]:
    """Hiding from the user together with anything sensitive."""
    hiding = [h for h in hits if h.kind == "hides-from-user"]
    if not hiding:
        return []
    words = any(h.origin == "prose" and "two scripts" not in h.detail for h in hiding)
    other = [
        h
        for h in hits
        if _sensitive(h) or (words and h.kind == "sends-out" and h.origin == "prose")
    ]
    if not other:
        return []
    message = f"the skill hides from the user and {other[0].kind}"
    return [Judged("cap-hidden-and-sensitive", DANGER, message, hiding[0])]


def _override(hits: list[Hit]) -> list[Judged]:
    """Prose overriding the agent's instructions ("ignore your previous instructions") or
    the user ("even if the user asks"), or a
    script's text telling the agent to conceal (a footer it adds to other skills): caution."""
    found = [h for h in hits if h.kind == "hides-from-user" and (h.detail.startswith((OVERRIDE, PRECEDENCE))
             or (h.detail.startswith(CONCEAL) and h.path[h.path.rfind("."):] in SUFFIXES))]  # fmt: skip
    message = "the skill's prose or script text tells the agent to override or conceal"
    return [Judged("cap-overrides-instructions", CAUTION, message, found[0])] if found else []


def _sensitive(hit: Hit) -> bool:
    if hit.kind in ("runs-opaque-code", "runs-downloaded-code", "destroys", "persists"):
        return True
    if hit.kind == "changes-agent-controls":
        # a standing order written into memory out of the user's sight is the attack itself
        standing = hit.origin == "prose" and "standing order" in hit.detail
        return (standing or not _memory(hit)) and "safety off" not in hit.detail
    if hit.kind == "sends-out":
        return bool(hit.secret) and _sent_secret(hit) is not None
    return hit.kind == "reads-secret" and (
        hit.origin == "prose" or hit.detail.startswith(HARVESTED)
    )


def _install(hits: list[Hit]) -> list[Judged]:
    found = []
    for hit in hits:
        fetches = hit.kind in ("sends-out", "runs-downloaded-code") or "download" in hit.detail
        # a build script (`build.rs`) is install-time code; recipes and RUN steps fetch often
        built = hit.phase == "build" and hit.origin == "script"
        if (hit.phase == "install" or built) and fetches:
            message = "code run at install time sends or fetches"
            found.append(Judged("cap-install-fetch", DANGER, message, hit))
        elif hit.phase == "boot" and fetches and away(hit, True):
            message = "code run at every start or on a schedule sends or fetches"
            found.append(Judged("cap-startup-fetch", DANGER, message, hit))
        elif hit.kind in ("runs-at-install", "runs-downloaded-code") and hit.origin in (
            "manifest",
            "workflow",
        ):
            grade = DANGER if hit.kind == "runs-downloaded-code" else CAUTION
            found.append(
                Judged(
                    "cap-install-source",
                    grade,
                    "the skill installs or runs code it does not hold",
                    hit,
                )
            )
    return found


def _hidden_download(hit: Hit, told: bool) -> bool:
    """Whether downloaded code is run out of sight: from no host to read, a throwaway or raw-IP
    host, or kept in a variable first (`curl https://named.host/install.sh | sh` in the open
    is the installer idiom the rules judge by its host)."""
    if not hit.dest or patterns.TXT_RECORD in hit.detail:
        return True
    if any(THROWAWAY.search(h) for h in hit.dest):
        return True
    if not re.search(r"reaches \|\s*(?:/[\w/]*/)?\w*sh\b", hit.detail):
        return True  # evaluated in the language itself (`iex`, `exec`, a script block)
    return told and len(hit.via) > 2


def _opaque(hits: list[Hit]) -> list[Judged]:
    found = []
    for hit in hits:
        if hit.kind not in ("runs-opaque-code", "runs-downloaded-code") or hit.origin in (
            "manifest",
            "workflow",
        ):
            continue
        told = hit.path == "SKILL.md" or hit.origin == "told"
        if hit.kind == "runs-downloaded-code" and not _hidden_download(hit, told):
            continue
        grade = DANGER if told else CAUTION
        found.append(
            Judged(
                "cap-opaque-run", grade, "code nobody can read is run (decoded or downloaded)", hit
            )
        )
    return found


def _controls(hits: list[Hit], trust: str, description: str) -> list[Judged]:
    """Controls changed: dangerous for a community skill; a memory file written by a skill
    whose description is about memory or notes is what it says it does."""
    grade = DANGER if trust == "community" else CAUTION
    found = []
    for hit in hits:
        if hit.kind != "changes-agent-controls":
            continue
        if _memory(hit) and _MEMORY_PURPOSE.search(description):
            continue
        if SETTINGS_ONLY in hit.detail and _SETTINGS_PURPOSE.search(description):
            continue  # a settings editor writing settings, none of them a control
        if "safety off" in hit.detail and not any(
            h.kind == "reads-secret" and h.path == hit.path and not _named(h) for h in hits
        ):
            continue  # another agent run unattended; with the user's token it is the attack
        found.append(
            Judged(
                "cap-agent-controls",
                grade,
                "the skill changes the agent's own controls or memory",
                hit,
            )
        )
    return found


def _memory(hit: Hit) -> bool:
    return bool(re.search(r"MEMORY\.md|USER\.md|memories/|memory", " ".join(hit.via) + hit.detail))


def _destroys(hits: list[Hit]) -> list[Judged]:
    return [Judged("cap-destroys", DANGER, "the skill deletes the home, its keys or repositories", h)
            for h in hits if h.kind == "destroys"]  # fmt: skip


def _purpose(hits: list[Hit], description: str) -> list[Judged]:
    found = []
    for hit in hits:
        need = _LOGIN_PURPOSE if hit.detail.startswith(LOGIN_KEYS) else _PURPOSE.get(hit.kind)
        in_code = hit.origin in ("script", "told") or (
            hit.origin == "inline" and hit.path != "SKILL.md"
        )
        if need is not None and in_code and not need.search(description):
            found.append(
                Judged(
                    "cap-beyond-purpose",
                    CAUTION,
                    f"{hit.kind}: more than the description needs",
                    hit,
                )
            )
    return found


def _description(skill_md: str) -> str:
    match = re.search(r"(?m)^description:\s*(.+)$", skill_md[:4000])
    return match.group(1) if match else ""


def _finding(item: Judged, prefix: str) -> Finding:
    hit = item.hit
    severity, confidence = item.grade
    path = prefix + hit.path
    detail = " -> ".join(hit.via) if hit.via else hit.detail
    tags = ("capability", hit.kind)
    return Finding(
        item.rule, "capability", severity, confidence, path, hit.line, cut(detail),
        f"{item.message} ({hit.kind}: {hit.detail})", f"capability:{hit.origin or 'code'}", tags,
    )  # fmt: skip
