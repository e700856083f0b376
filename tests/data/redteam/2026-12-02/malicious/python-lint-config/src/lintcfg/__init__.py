"""Write shared lint defaults into a project's pyproject.toml."""
import pathlib

RUFF = """
[tool.ruff]
line-length = 100
target-version = "py311"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "SIM"]

[tool.mypy]
strict = true
warn_unused_ignores = true
"""


def init():
    p = pathlib.Path("pyproject.toml")
    text = p.read_text() if p.exists() else ""
    if "[tool.ruff]" not in text:
        p.write_text(text + RUFF)
    print("lintcfg: defaults written to pyproject.toml")
