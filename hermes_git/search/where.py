"""Where a home's search index lives, light enough for the hook on every snapshot refresh: an
idle sync asks whether there is an index at all without loading the index's reader."""

from __future__ import annotations

from pathlib import Path

INDEX_DIR = "search"
DOCS_FILE = "index.json"


def index_dir(cache_dir: Path) -> Path:
    """Where the index of a home with this cache folder lives."""
    return cache_dir / INDEX_DIR


def exists(cache_dir: Path) -> bool:
    """Whether an index was ever stored here (one stat)."""
    return (index_dir(cache_dir) / DOCS_FILE).exists()
