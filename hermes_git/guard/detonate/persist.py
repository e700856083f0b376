"""Persistence seen at run time: shell rc files, crontab, SSH keys, launch agents, systemd units,
git's credential.helper. Written as the skill shows it: medium (the static rules judge it);
appearing only at run time: critical."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from hermes_git.guard.detonate.canaries import HOME
from hermes_git.guard.detonate.seen import Finder, Seen
from hermes_git.guard.model import cut
from hermes_git.words import article

PERSISTENCE = (
    (r"/\.(bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin)$", "shell rc file"),
    (r"/\.config/fish/", "fish config"),
    (r"/\.ssh/(authorized_keys2?|rc|config)$", "SSH login file"),
    (r"(/var/spool/cron|/etc/cron|/crontabs?/)", "crontab"),
    (r"/Library/Launch(Agents|Daemons)/", "launch agent"),
    (r"(/\.config/systemd/|/etc/systemd/|/lib/systemd/)", "systemd unit"),
    (r"/\.config/autostart/", "autostart entry"),
    (r"/etc/(profile|bash\.bashrc|environment|ld\.so\.preload)", "system startup file"),
    (r"/(\.gitconfig|\.config/git/config|\.git/config)$", "git credential.helper"),
)
HELPER_RE = re.compile(r"^\s*helper\s*=|credential\.helper", re.I)
PERSIST_COMMANDS = {"crontab": "crontab", "launchctl": "launch agent", "systemctl": "systemd unit"}
HARMLESS_RC = re.compile(
    r"^\s*(#.*|export\s+[\w]+=[^;&|`$]*(\$\{?\w+\}?[^;&|`]*)*|alias\s+[\w.-]+=.*|"
    r"(source|\.)\s+[\w~/.$\"{}-]+|eval\s+\"\$\([\w-]+( [\w-]+)* (init|env|completion)[^)]*\)\"|"
    r"\[\s+-[fsd]\s+[^]]+\]\s*&&\s*(source|\.)\s+\S+|PATH=\S+)?\s*$"
)


def persistence(finder: Finder, seen_: Seen) -> None:
    done: set[str] = set()
    for item in seen_.trace.opens:
        if item.pid not in seen_.pids or not item.write or item.path in done:
            continue
        what = next((name for pat, name in PERSISTENCE if re.search(pat, item.path)), None)
        if what is None:
            continue
        done.add(item.path)
        added = _added_lines(item.path, seen_.written.get(item.path, ""))
        if what == "git credential.helper" and not _sets_helper(seen_, item.pid, added):
            continue  # `git config user.name ...` writes the file too
        harmless = what == "shell rc file" and all(
            HARMLESS_RC.match(line) and not RISKY_RC.search(line) for line in added
        )
        visible = not finder.hidden(item.pid) and (
            _by_git(seen_, item.pid) or all(finder.visible(line) for line in added)
        )
        mild = harmless or visible
        severity, confidence = ("medium", "medium") if mild else ("critical", "high")
        finder.add(
            "detonate-persistence",
            "persistence",
            severity,
            confidence,
            f"wrote {_home(item.path)} ({what})"
            + (": only exports, aliases and sources" if harmless else "")
            + ("; as written in the skill" if visible and not harmless else ""),
            [item.line],
            pid=item.pid,
        )
    _persist_commands(finder, seen_)


def _persist_commands(finder: Finder, seen_: Seen) -> None:
    for item in seen_.trace.execs:
        if item.pid not in seen_.pids:
            continue
        name = PurePosixPath(item.path).name
        args = " ".join(item.argv)
        what = PERSIST_COMMANDS.get(name)
        if name == "crontab" and ("-l" in item.argv[1:2] or len(item.argv) < 2):
            what = None
        if name == "systemctl" and "enable" not in item.argv:
            what = None
        if name == "git" and "credential.helper" in args and "config" in item.argv:
            what = "git credential.helper"
        if what is not None:
            data = [d for r in seen_.standins if r.tool == name for d in r.data]
            visible = not finder.hidden(item.pid) and all(
                finder.visible(line) for d in data for line in d.splitlines() if line.strip()
            )
            finder.add(
                "detonate-persistence",
                "persistence",
                "medium" if visible else "critical",
                "high" if item.ok else "medium",
                f"installs {article(what)} ({'ran' if item.ok else 'tried'}: {cut(args, 80)})"
                + ("; as written in the skill" if visible else ""),
                [item.line],
                pid=item.pid,
            )
            return


def _sets_helper(seen_: Seen, pid: int, added: list[str]) -> bool:
    """A credential helper set: by `git config credential.helper ...`, or lines written."""
    if _by_git(seen_, pid):
        return any(
            e.pid == pid and any("credential.helper" in a for a in e.argv)
            for e in seen_.trace.execs
        )
    return any(HELPER_RE.search(a) for a in added)


def _by_git(seen_: Seen, pid: int) -> bool:
    """Written by `git config` run as the skill shows it (git writes its own format)."""
    return any(
        e.pid == pid and PurePosixPath(e.path).name == "git" and "config" in e.argv
        for e in seen_.trace.execs
    )


def _added_lines(path: str, text: str) -> list[str]:
    base = PLANTED_RC.get(PurePosixPath(path).name, "")
    body = text[len(base) :] if text.startswith(base) else text
    return [line for line in body.splitlines() if line.strip()]


def _home(path: str) -> str:
    return "~" + path[len(HOME) :] if path.startswith(HOME + "/") else path


# an alias or export that fetches, runs or hides something is no harmless rc line
RISKY_RC = re.compile(
    r"\b(curl|wget|nc|ncat|base64|eval|python3? -c|bash -c|sh -c)\b|\|\s*(ba|z)?sh\b"
)

PLANTED_RC = {
    ".bashrc": '# ~/.bashrc\n[ -z "$PS1" ] && return\nHISTSIZE=1000\n',
    ".profile": '# ~/.profile\nif [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n',
    ".gitconfig": "[credential]\n\thelper = store\n",  # the git credential store canary's
}
