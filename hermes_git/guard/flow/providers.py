"""Whose a secret is: the words of its name or path that name a provider, and the
providers whose keys have a home (a key named for one and sent to another host is stolen)."""

from __future__ import annotations

import re

SECRET_WORD = (
    r"\w*(?:SECRET|TOKEN|PASSW|API_?KEY|APIKEY|PRIVATE_?KEY|ACCESS_?KEY|CREDENTIAL|AUTH)\w*"
)


def provider_words(name: str) -> list[str]:
    """The words of a secret's name or path that name its provider (`OPENAI_API_KEY`:
    openai; `~/.git-credentials`: github; `AWS_SECRET_ACCESS_KEY`: amazonaws)."""
    words = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) >= 2 and w not in _GENERIC]
    return [_ALIAS.get(w, w) for w in words[:2]]


def secret_names(names: list[str]) -> list[str]:
    """The names on a secret's path that name a secret (the first always: what was read)."""
    return names[:1] + [n for n in names[1:] if SECRET_NAME.search(n)]


def own_provider(names: list[str], host: str) -> bool:
    """Whether `host` belongs to the provider one of the secret's names is for."""
    flat = re.sub(r"[.-]", "", host)
    return any(w in host or w in flat for n in secret_names(names) for w in provider_words(n))


SECRET_NAME = re.compile(SECRET_WORD, re.IGNORECASE)


_ALIAS = {"gh": "github", "hf": "huggingface", "aws": "amazonaws", "gcp": "googleapis",
          "git": "github", "npmrc": "npmjs", "pypirc": "pypi", "docker": "docker"}  # fmt: skip


# Providers whose keys have a home: a key named for one and sent to another host is stolen.
PROVIDERS = {
    "openai": "openai", "anthropic": "anthropic", "claude": "anthropic", "github": "github",
    "gh": "github", "amazonaws": "amazonaws", "stripe": "stripe", "slack": "slack",
    "gemini": "google", "google": "google", "huggingface": "huggingface", "hf": "huggingface",
    "npmjs": "npmjs", "npm": "npmjs", "pypi": "pypi", "gitlab": "gitlab", "azure": "azure",
    "twilio": "twilio", "sendgrid": "sendgrid", "notion": "notion", "linear": "linear",
    "cloudflare": "cloudflare", "vercel": "vercel", "supabase": "supabase", "groq": "groq",
    "mistral": "mistral", "deepseek": "deepseek", "replicate": "replicate", "openrouter": "openrouter",
}  # fmt: skip
_GENERIC = frozenset(
    {"api", "key", "token", "secret", "access", "auth", "private", "password", "passwd", "my"}
    | {"app", "client", "bearer", "personal", "credential", "credentials", "id", "env", "refresh"}
)
