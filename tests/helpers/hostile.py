"""Hostile SKILL.md texts: frontmatter nested 20,000 deep, and a "billion laughs" alias bomb."""

from __future__ import annotations


def bomb(levels: int, width: int) -> str:
    """YAML of `levels` anchors, each a list of `width` aliases of the one before."""
    lines = ["l0: &l0 [" + ", ".join(["lol"] * width) + "]"]
    for i in range(1, levels):
        lines.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


def deep_skill(name: str, depth: int = 20_000) -> str:
    """A SKILL.md whose frontmatter nests `depth` brackets at line 4."""
    return f"---\nname: {name}\ndescription: d\nx: " + "[" * depth + "]" * depth + "\n---\nbody\n"


def bomb_skill(name: str) -> str:
    """A SKILL.md with a nine-by-nine alias bomb; the bound breaks at line 9."""
    return f"---\nname: {name}\ndescription: d\n" + bomb(9, 9) + "---\nb\n"
