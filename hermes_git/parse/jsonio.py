"""JSON read within bounds: a size limit, and nesting too deep for Python's parser refused as
a `json.JSONDecodeError` (never a `RecursionError`), so every caller's error path covers it."""

from __future__ import annotations

import json
from typing import Any

MAX_CHARS = 10_000_000


def json_loads(text: str | bytes, max_chars: int = MAX_CHARS) -> Any:
    """`json.loads` of `text` within the bounds.

    Raises:
        json.JSONDecodeError: not JSON, over `max_chars`, or nested too deeply.
        UnicodeDecodeError: bytes that are not UTF-8.
    """
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    if len(text) > max_chars:
        raise json.JSONDecodeError(f"over {max_chars:,} characters", text[:80], 0)
    try:
        return json.loads(text)
    except RecursionError:
        raise json.JSONDecodeError("nested too deeply", text[:80], 0) from None
