"""Secrets gathered and sent in one code file where no flow joined the two.

The flow core follows a value through variables, containers and encodings; where it loses
one (a value through a temp file, a marshal, a shell group), a file that gathers secrets
(credential files, the whole environment) and also sends out to a host of no provider, or
by a covert channel (a lookup, mail, a raw socket, a push), is judged by the two together.
"""

from __future__ import annotations

import re

from hermes_git.guard.flow import patterns
from hermes_git.guard.flow.core import Hit

RAN = "ran"  # a Hit's origin when detonation saw it happen (guard/detonate/joined)
LOCAL = re.compile(r"localhost|127\.|0\.0\.0\.0|.*\.local$|.*\.internal$|example\.")

_NOTES = (".md", ".markdown", ".txt", ".rst")
_HARVEST = ("a credential file", "the agent's .env", "the whole environment", "a secret from")


def gathered_and_sent(hits: list[Hit]) -> list[tuple[bool, str, Hit]]:
    """(harvest, message, the sending) of each code file that gathers secrets and sends out
    where no flow joined the two (the value went through a container, an encoding or a file
    the flow core lost); a harvest: several kinds of secret gathered in it."""
    found = []
    for path in sorted({h.path for h in hits if not h.path.lower().endswith(_NOTES)}):
        here = [h for h in hits if h.path == path and h.origin not in ("prose", RAN)]
        taken = {h.via[0] if h.via else h.detail for h in here
                 if h.kind == "reads-secret" and h.detail.startswith(_HARVEST)}  # fmt: skip
        whole = any(h.detail.startswith("the whole environment") for h in here)
        sends = [h for h in here if h.kind == "sends-out" and not h.secret and away(h, whole)]
        # a program loading its own `.env` for the key it calls its service with is the norm
        if any(not t.rstrip("\"'").endswith(".env") for t in taken) and sends:
            message = f"the file gathers secrets ({', '.join(sorted(taken)[:3])}) and sends out"
            found.append((len(taken) > 1, message, sends[-1]))
    return found


_COVERT = re.compile(r"dns|getaddrinfo|gethostbyname|Lookup|Resolv|nslookup|dig|SMTP|smtp|mail|"
                     r"connect|Dial|TCPSocket|socket|git push|git remote")  # fmt: skip
_HOMES = frozenset(patterns.PROVIDERS.values())


def away(hit: Hit, whole: bool) -> bool:
    """A sending that leaves for no provider: a covert channel (a lookup, mail, a raw socket,
    a push), a host of no provider, or, where the whole environment was gathered, anywhere."""
    hosts = [h for h in hit.dest if not LOCAL.match(h)]
    if _COVERT.search(hit.detail):
        return bool(hosts) or not hit.dest
    if not hit.dest:
        return whole
    return any(not any(home in h for home in _HOMES) for h in hosts)
