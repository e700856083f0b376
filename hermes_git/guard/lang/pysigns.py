"""Whether Python text is worth an AST pass: exec, decoding or reversal, or secrets headed out.

Each sign is a regex; most Python has none of them, so each regex runs only when the plain
words it cannot match without are in the text (`str.__contains__` is far faster than a regex
whose first character is not fixed). The words are necessary conditions of the regexes, so
the answer is the one the regexes alone give.
"""

from __future__ import annotations

import re

_ENV = re.compile(r"\b(?:environ|getenv)\b")
_ENV_WORDS = ("environ", "getenv")
_HOME = re.compile(r"\b(?:home\(\)|expanduser|homedir)")
_HOME_WORDS = ("home()", "expanduser", "homedir")
# What makes an environment-to-network flow worth an AST pass: the whole environment, a
# credential file, or a throwaway or raw-IP host (a key sent to its own API is normal).
_RISKY = re.compile(
    r"environ\.copy|dict\(\s*os\.environ|environ\.items|webhook\.site|ngrok|"
    r"pastebin|api\.telegram|discord(?:app)?\.com/api|https?://\d+\.\d+|"
    r"[\"'/]\.ssh\b|[\"'/]\.aws\b|id_rsa|wallet|Login Data|cookies\.sqlite|"
    r"transfer\.sh"
)
_RISKY_WORDS = (
    "environ.copy",
    "dict(",
    "environ.items",
    "webhook.site",
    "ngrok",
    "pastebin",
    "api.telegram",
    "discord",
    "://",
    ".ssh",
    ".aws",
    "id_rsa",
    "wallet",
    "Login Data",
    "cookies.sqlite",
    "transfer.sh",
)
# A secret read from the environment by name, and a request payload it could travel in.
_SECRET_ENV = re.compile(
    r"(?i)(?:environ(?:\.get)?\s*[\[(]|getenv\s*\()\s*[\"'][^\"'\n]*"
    r"(?:key|token|secret|passw|credential|auth)"
)
_BODY = re.compile(r"\b(?:data|json|params|files)\s*=")
_NET = re.compile(
    r"\b(?:requests|httpx|urllib|urlopen|socket|smtplib|aiohttp|ftplib|"
    r"http\.client)\b"
)
_NET_WORDS = (
    "requests",
    "httpx",
    "urllib",
    "urlopen",
    "socket",
    "smtplib",
    "aiohttp",
    "ftplib",
    "http.client",
)
_SHELL = re.compile(
    r"shell\s*=\s*True[^\n]*$|"
    r"\b(?:system|popen)\(\s*(?:[rfbu]?[\"']|[a-z_]\w*\s*[+%)])",
    re.MULTILINE,
)
_SHELL_WORDS = ("shell", "system(", "popen(")
# Strong signs: exec/eval/compile, built imports, chr chains, reversal, builtins, getattr on a
# module with a computed name. Each regex starts with its literal word (a leading `\b` or
# lookbehind would stop the regex engine from skipping ahead to that word), and the word's own
# lookbehind says what `\b` or `(?<![\w.])` before it said.
_STRONG = tuple(
    (word, re.compile(pattern))
    for word, pattern in (
        ("exec", r"exec(?<![\w.]exec)\s*\("),
        ("eval", r"eval(?<![\w.]eval)\s*\("),
        ("compile", r"compile(?<![\w.]compile)\s*\("),
        ("__import__", r"__import__(?<![\w.]__import__)\s*\("),
        ("import_module", r"import_module(?<!\wimport_module)\s*\("),
        ("chr", r"chr(?<!\wchr)\s*\(\s*\d+\s*\)\s*\+"),
        ("[::-1]", r"\[::-1\]"),
        ("__builtins__", r"__builtins__"),
        (
            "getattr(",
            r"getattr\((?<!\wgetattr\()\s*(?:os|sys|builtins|subprocess|importlib|socket|"
            r"pty|shutil)\s*,\s*(?![\"'][^\"'\n]*[\"']\s*[,)])",
        ),
    )
)


class _Text:
    """A text the signs are looked for in."""

    def __init__(self, text: str) -> None:
        self.text = text

    def search(self, regex: re.Pattern[str]) -> bool:
        """`regex.search(text) is not None` (asked only after one of its words was found)."""
        return regex.search(self.text) is not None


def _found(regex: re.Pattern[str], words: tuple[str, ...], text: _Text) -> bool:
    return any(word in text.text for word in words) and text.search(regex)


def strong(text: str) -> bool:
    """exec/eval/compile, built imports, chr chains, reversal, builtins or a computed getattr."""
    return any(word in text and regex.search(text) is not None for word, regex in _STRONG)


def env_to_net(text: str | _Text) -> bool:
    """The environment and a network library, with a risky target or a secret in a body."""
    text = text if isinstance(text, _Text) else _Text(text)
    return (
        _found(_ENV, _ENV_WORDS, text)
        and _found(_NET, _NET_WORDS, text)
        and (
            _found(_RISKY, _RISKY_WORDS, text) or (text.search(_SECRET_ENV) and text.search(_BODY))
        )
    )


def worth_ast(text: str, example: bool) -> bool:
    """Whether to parse `text`; a Markdown example (`example`) needs a strong sign."""
    if strong(text):
        return True
    wrapped = _Text(text)
    if env_to_net(wrapped):
        return True
    if example:
        return False
    return (
        _found(_HOME, _HOME_WORDS, wrapped) and _found(_RISKY, _RISKY_WORDS, wrapped)
    ) or _found(_SHELL, _SHELL_WORDS, wrapped)
