"""Capabilities to verdict: what a skill can do, judged."""
