"""What a value at a sink must name to count: the user's data (not scratch space), an agent
launched with its safety off, the approval keys of the agent's config."""

from __future__ import annotations

import re

# What a destroy must name to be the user's data: the home itself, its keys, repositories.
PRECIOUS = re.compile(
    r"(?:~|\$\{?HOME\}?|\$ENV\{HOME\}|homedir\(\)|home\(\)|expanduser\(\s*['\"]~['\"]\s*\)|UserHomeDir\(\)"
    r"|Dir\.home|USERPROFILE)(?:/?\*|/?(?=['\"\s),;]|$))|\.ssh\b|\.gnupg\b|\.aws\b|\.kube\b"
    r"|['\"/](?:Documents|Desktop|projects|repos|src|code|workspace|\.git)(?=['\"/\s;)]|$)|/(?:home|Users)/"
    r"(?:\*|\w+/?['\"\s])|^\s*/\s*$|\s/\*?(?:\s|$)",
    re.MULTILINE,
)
# A path a destroy names that is scratch space, not the user's data.
SCRATCH = re.compile(
    r"cache|tmp|temp|build|dist|node_modules|__pycache__|\.venv|venv|/out\b|target|coverage|"
    r"\.pytest|\.mypy|site-packages|\.egg-info|staging|scratch|artifacts",
    re.IGNORECASE,
)
# Switches that launch an agent with its safety off.
UNSAFE_AGENT = re.compile(
    r"--dangerously-skip-permissions|--dangerously-bypass\w*|--yolo\b|--full-auto\b|"
    r"approval[-_]mode\W+(?:never|full-auto|yolo)|--trust-all-tools|HERMES_YOLO|"
    r"--allow-all-tools|--no-confirm(?:ation)?s?\b"
)
# Words of the agent's approval settings a skill writes into its config.
CONTROL_KEYS = re.compile(
    r"['\"](?:approvals?|auto_?approve|allow(?:list|ed_commands)?|command_allowlist|yolo|"
    r"trust|permissions|hooks|require_approval|sandbox)['\"]",
)


# a quoted literal or a `$`/`~` word, with the path written on after it (`"$HOME"/src`)
_ARG = re.compile(r"""(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[~$][^\s"';|&)]*)(?:/[\w.*-]+)*""")
_STRING = re.compile(r"\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'")
_PARAM = re.compile(r"\$\{?\w+(?::?[-=+?])?")


def destroys_precious(held: str) -> bool:
    """Whether a delete names the user's data: an argument naming the home, its keys or
    repositories that is not scratch space (`"$HOME"/.cache` is a cache; one cache among the
    arguments spares none of the others); a path in no argument (`rmtree(Path.home())`) when
    no literal of the step is scratch."""
    named = [a for a in _ARG.findall(held) if PRECIOUS.search(a)]
    if named:  # a scratch word in a parameter's name (`${XDG_CACHE_HOME:-$HOME}`) is no scratch
        return any(not SCRATCH.search(_PARAM.sub(" ", a)) for a in named)
    literals = _PARAM.sub(" ", " ".join(_STRING.findall(held)))
    return bool(PRECIOUS.search(held)) and not SCRATCH.search(literals)


_PATH_PART = re.compile(r"""['"]\.(?:hermes|ssh|aws|kube|docker|gnupg)['"]""")
_PIECE = re.compile(r"""["']([^"'\n]{1,12})["']""")
_JOINED_PART = re.compile(r"\.(?:hermes|ssh|aws|kube|docker|gnupg)\b|credentials|\.env\b")


def path_in_parts(text: str) -> bool:
    """Whether a credential folder's name is a literal of the text, or is made of short
    literals side by side (`{".a", "ws", "/cre", "dentials"}`): a path built from parts."""
    if _PATH_PART.search(text):
        return True
    return bool(_JOINED_PART.search("".join(_PIECE.findall(text))))
