"""hermes-git: keep an AI agent's skills and memory in git, reviewed and in sync."""

from __future__ import annotations

__version__ = "0.1.0"
