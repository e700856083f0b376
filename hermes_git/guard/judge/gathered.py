"""Secrets gathered and sent in one code file where no flow joined the two.

The flow core follows a value through variables, containers and encodings; where it loses
one (a value through a temp file, a marshal, a shell group), a file that gathers secrets
(credential files, the whole environment) and also sends out to a host of no provider, or
by a covert channel (a lookup, mail, a raw socket, a push), is judged by the two together.
"""

from __future__ import annotations

import re

from hermes_git.guard.flow import providers
from hermes_git.guard.flow.core import Hit

RAN = "ran"  # a Hit's origin when detonation saw it happen (guard/detonate/joined)
LOCAL = re.compile(r"localhost|127\.|0\.0\.0\.0|.*\.local$|.*\.internal$|example\.")

_NOTES = (".md", ".markdown", ".txt", ".rst")
_HARVEST = ("a credential file", "the agent's .env", "the whole environment", "a secret from")


def gathered_and_sent(hits: list[Hit]) -> list[tuple[bool, str, Hit]]:
    """(harvest, message, the sending) of each code file that gathers secrets and sends out
    where no flow joined the two (the value went through a container, an encoding or a file
    the flow core lost); a harvest: several kinds of secret gathered in it."""
    code = [
        h for h in hits if not h.path.lower().endswith(_NOTES) and h.origin not in ("prose", RAN)
    ]
    found = []
    for path in sorted({h.path for h in code}):
        judged = _judged([h for h in code if h.path == path], "the file")
        if judged is not None:
            found.append(judged)
    # one script gathers into a place, another (or a block of SKILL.md) sends that place:
    # the skill does both, when both are run (SKILL.md tells the agent to, or a hook does)
    blocks = [h for h in hits if h.origin == "block" and h.path == "SKILL.md"]
    run = [h for h in code if h.origin == "told" or h.phase == "install"] + blocks
    if not found and len({h.path for h in run}) > 1:
        judged = _judged(run, "one of the skill's scripts", files=True)
        if judged is not None:
            found.append((False, judged[1], judged[2]))
    return found


def _judged(here: list[Hit], what: str, files: bool = False) -> tuple[bool, str, Hit] | None:
    taken = {h.via[0] if h.via else h.detail for h in here
             if h.kind == "reads-secret" and h.detail.startswith(_HARVEST)}  # fmt: skip
    whole = any(h.detail.startswith("the whole environment") for h in here)
    sends = [h for h in here if h.kind == "sends-out" and not h.secret and away(h, whole)]
    if files:  # across files, only a sending that carries a file or a folder's archive
        sends = [h for h in sends if _UPLOAD.search(h.detail)]
    # a program loading its own `.env` for the key it calls its service with is the norm
    if not sends or not any(not t.rstrip("\"'").endswith(".env") for t in taken):
        return None
    sender = "the skill sends out" if files else "sends out"
    message = f"{what} gathers secrets ({', '.join(sorted(taken)[:3])}) and {sender}"
    return len(taken) > 1, message, sends[-1]


_COVERT = re.compile(r"dns|getaddrinfo|gethostbyname|Lookup|Resolv|nslookup|dig|SMTP|smtp|mail|outgoing|"
                     r"connect|Dial|TCPSocket|socket|git push|git remote")  # fmt: skip
_UPLOAD = re.compile(r"curl|upload|put|scp|rsync|git push|send", re.I)
_HOMES = frozenset(providers.PROVIDERS.values())


def away(hit: Hit, whole: bool) -> bool:
    """A sending that leaves for no provider: a covert channel (a lookup, mail, a raw socket,
    a push), a host of no provider, or, where the whole environment was gathered, anywhere."""
    hosts = [h for h in hit.dest if not LOCAL.match(h)]
    if _COVERT.search(hit.detail):
        return bool(hosts) or not hit.dest
    if not hit.dest:
        return whole
    return any(not any(home in h for home in _HOMES) for h in hosts)
