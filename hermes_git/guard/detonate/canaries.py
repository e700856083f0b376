"""Fake but realistic credentials for the throwaway HOME, each carrying a unique marker.

A marker seen where the code sends, writes or passes data is proof that it took the credential.
Markers are looked for as written, reversed, in hex and in base64 (at each of the three byte
alignments), the encodings payloads use on their way out.
"""

from __future__ import annotations

import base64
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

HOME = "/home/user"


@dataclass(frozen=True)
class Canary:
    """One planted secret: where it lives (relative to HOME), its marker, its own hosts."""

    name: str
    rel: str
    marker: str
    home_hosts: tuple[str, ...] = ()  # sending the key to these is using it, not stealing it

    @property
    def path(self) -> str:
        return f"{HOME}/{self.rel}"


def _token() -> str:
    return secrets.token_hex(8)


def plant(home: Path) -> list[Canary]:
    """Write the canary files under `home` and return them."""
    made: list[Canary] = []

    def put(name: str, rel: str, template: str, hosts: tuple[str, ...] = ()) -> None:
        marker = "hgc" + _token()
        text = template.replace("{M}", marker).replace("{U}", marker.upper())
        path = home / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        existing = path.read_text("utf-8") if path.exists() else ""
        path.write_text(existing + text, "utf-8")
        made.append(Canary(name, rel, marker, hosts))

    put("ssh key", ".ssh/id_rsa", SSH_KEY)
    put("aws credentials", ".aws/credentials", AWS)
    put("OpenAI key in ~/.hermes/.env", ".hermes/.env", "OPENAI_API_KEY=sk-proj-{M}\n", OPENAI)
    put("Anthropic key in ~/.hermes/.env", ".hermes/.env", "ANTHROPIC_API_KEY=sk-ant-{M}\n", ANT)
    put("bot token in ~/.hermes/.env", ".hermes/.env", "TELEGRAM_BOT_TOKEN=7{M}:AAE\n", TG)
    put("git credential store", ".git-credentials", "https://dev:ghp_{M}@github.com\n", GH)
    put("browser logins", ".config/google-chrome/Default/Login Data", BROWSER)
    put("crypto wallet", ".bitcoin/wallet.dat", "wallet-seed: {M} abandon ability able\n")
    put("agent memory", ".hermes/memories/MEMORY.md", "Deploy notes: staging token {M}\n")
    for folder in (".ssh", ".aws", ".hermes"):
        (home / folder).chmod(0o700)
    return made


# the agent's environment holds its keys too (Hermes loads ~/.hermes/.env into it):
# (name, variable, value with the marker at {M}, the key's own hosts)
ENVIRONMENT = (
    ("OpenAI key in the environment", "OPENAI_API_KEY", "sk-proj-{M}", ("api.openai.com",)),
    (
        "GitHub token in the environment",
        "GITHUB_TOKEN",
        "ghp_{M}",
        ("github.com", "api.github.com"),
    ),
    ("AWS secret in the environment", "AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/{M}", ()),
)


def plant_environment() -> tuple[list[Canary], dict[str, str]]:
    """Canaries for the sandbox's environment: the canaries and the variables that hold them
    (their `rel` is `$NAME`, a path nothing opens: taking them shows only in what is sent)."""
    made, env = [], {}
    for name, variable, template, hosts in ENVIRONMENT:
        marker = "hgc" + _token()
        env[variable] = template.replace("{M}", marker)
        made.append(Canary(name, "$" + variable, marker, hosts))
    return made, env


def forms(marker: str) -> list[str]:
    """The marker as payloads carry it: plain, reversed, hex, base64 at each alignment."""
    raw = marker.encode()
    found = [marker, marker[::-1], raw.hex(), raw.hex().upper(), marker.upper()]
    for pad in range(3):
        encoded = base64.b64encode(b"\0" * pad + raw).decode()
        # drop the group mixing in the padding bytes and the last (it mixes unknown bytes)
        found.append(encoded[4 if pad else 0 : len(encoded) - 4])
    return [f for f in found if len(f) >= 8]


def seen(text: str, canaries: Iterable[Canary]) -> list[Canary]:
    """The canaries whose marker (in any of its forms) appears in `text`."""
    return [c for c in canaries if any(form in text for form in forms(c.marker))]


SSH_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACD{M}Vb2xhbmRvbWtleWRhdGFmb3J0ZXN0aW5nb25seQAAAJgAAAAA\n"
    "-----END OPENSSH PRIVATE KEY-----\n"
)
AWS = (
    "[default]\n"
    "aws_access_key_id = AKIA{U}\n"
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/{M}EXAMPLEKEY\n"
    "region = eu-west-1\n"
)
BROWSER = "origin_url=https://bank.example/login\tusername=ana\tpassword={M}\n"
OPENAI = ("api.openai.com", "openai.com")
ANT = ("api.anthropic.com", "anthropic.com")
TG = ("api.telegram.org",)
GH = ("github.com", "api.github.com", "uploads.github.com")
