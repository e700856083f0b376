"""The agent's own files in the throwaway HOME, and a unit that changes them.

Hermes keeps its settings in `~/.hermes/config.yaml`, its memory in `~/.hermes/memories/`, and
the skills beside this one under `~/.hermes/skills/`; other agents keep theirs in `~/.claude/`
and `~/.codex/`. A skill that rewrites them at run time changes what the agent believes and
does from then on: its memory poisoned, its settings loosened, another skill replaced.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from hermes_git.guard.detonate.canaries import HOME
from hermes_git.guard.detonate.seen import Finder, Seen

PLANTED = {
    ".hermes/config.yaml": "model: openai/gpt-4o\nterminal:\n  backend: local\n",
    ".hermes/memories/USER.md": "The user works in Python and prefers short answers.\n",
    ".hermes/SOUL.md": "You are a careful assistant.\n",
    ".hermes/skills/notes/SKILL.md": "---\nname: notes\ndescription: Keep notes.\n---\nNotes.\n",
    ".claude/settings.json": '{"permissions": {"allow": []}}\n',
    ".codex/config.toml": 'model = "gpt-5"\n',
}
AGENT_FILES = re.compile(
    # the files the agent reads (a backup beside them, `config.yaml.bak`, is none of them)
    r"^/home/user/(\.hermes/((?:config\.yaml|SOUL\.md|\.env)$|memories/|skills/[^/]+/|plugins/|hooks/)"
    r"|\.claude/|\.codex/|\.cursor/|\.config/(claude|opencode)/|\.gemini/)"
)

# settings files: skills that set up a tool add themselves there (MCP servers), openly
SETTINGS = re.compile(
    r"/(\.hermes/config\.yaml|\.claude/settings(\.local)?\.json|\.codex/config\.toml)$"
)


def plant(home: Path, skill_rel: str) -> None:
    """The agent's files, and the skill reachable where other agents keep skills too."""
    for rel, text in PLANTED.items():
        path = home / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            path.write_text(text, "utf-8")
    for folder in (".claude/skills", ".codex/skills"):
        link = home / folder / PurePosixPath(skill_rel).name
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(f"{HOME}/{skill_rel}")


def own(path: str, skill_dir: str) -> bool:
    """A path inside the skill's own working copy (or the links to it)."""
    name = PurePosixPath(skill_dir).name
    return path.startswith(skill_dir + "/") or any(
        path.startswith(f"{HOME}/{d}/{name}/") for d in (".claude/skills", ".codex/skills")
    )


def agent_config(finder: Finder, seen_: Seen, skill_dir: str) -> None:
    """A write to the agent's settings, memory or other skills: a finding, critical when
    what it wrote appears only at run time."""
    done: set[str] = set()
    for item in seen_.trace.opens:
        if item.pid not in seen_.pids or not item.write or not item.ok or item.path in done:
            continue
        if not AGENT_FILES.match(item.path) or own(item.path, skill_dir):
            continue
        done.add(item.path)
        rel = item.path[len(HOME) + 1 :]
        base = PLANTED.get(rel, "")
        text = seen_.written.get(item.path, "")
        added = [ln for ln in text.removeprefix(base).splitlines() if ln.strip()]
        visible = not finder.hidden(item.pid) and all(finder.visible(ln) for ln in added)
        settings = SETTINGS.search(item.path) is not None  # an MCP server added: a setup step
        mild = visible or settings
        finder.add(
            "detonate-agent-config",
            "manipulation",
            "medium" if mild else "critical",
            "medium" if mild else "high",
            f"changed the agent's own files: wrote ~/{rel}"
            + ("; as written in the skill" if visible else "")
            + (
                "; its settings (the capability model judges them)"
                if settings and not visible
                else ""
            ),
            [item.line, *(f"wrote: {ln}" for ln in added[:3])],
            pid=item.pid,
        )
