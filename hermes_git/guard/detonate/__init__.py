"""Detonation: run a skill's code in a sandbox and judge it by what it does."""
