"""A problem found in a file: where (path, line, JSON pointer), how bad, which rule, what, and
how to fix it."""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Problem:
    """One validation problem; `line` is 1-based, `pointer` a JSON path like `$.metadata.tags`."""

    path: str
    message: str
    rule: str
    severity: str = "error"  # "error" or "warning"
    line: int | None = None
    pointer: str = "$"  # kept for JSON and SARIF; the text names the key in plain words
    fix: str | None = None  # what to change, in one line

    def render(self) -> str:
        """`path:line: message [rule]` on one line (`report.text_line` adds the fix)."""
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        return f"{where}: {self.message} [{self.rule}]"

    def to_json(self) -> dict[str, object]:
        return asdict(self)
