"""The search index's hook on every refresh of the prompt snapshot (approve, sync, revert, the
native git hooks): kept in step, never in the way of the change that triggered it."""

from __future__ import annotations

import logging
from pathlib import Path

from hermes_git.errors import HermesGitError
from hermes_git.search import where
from hermes_git.snapshot.compact import index_settings

log = logging.getLogger("hermes_git.search")


def follow_snapshot(home: Path, cache_dir: Path | None) -> str | None:
    """Update the search index of a home kept in git ("fresh", "updated", "built", "absent":
    see `follow_main`); None when the home has no cache folder or the update failed (logged:
    the next refresh or search rebuilds it)."""
    if cache_dir is None:
        return None
    if not where.exists(cache_dir) and index_settings(home)[0] == "full":
        return "absent"  # as `follow_main` says, without importing the model and openai
    # deferred for start-up: search loads numpy, the model and openai (~0.3 s)
    from hermes_git.search.service import follow_main

    try:
        return follow_main(home, cache_dir)
    except (OSError, HermesGitError) as exc:
        log.warning("the search index was not updated: %s", exc)
        return None
