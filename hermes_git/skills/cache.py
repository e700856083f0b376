"""A persistent parse cache for discovery: Summary per SKILL.md, keyed by mtime, size and inode.

Like git's index, an entry is trusted only when the file's mtime is safely older than the moment
the cache was written (a file changed within the same timestamp tick is parsed again).
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path
from typing import Any

from hermes_git.files import atomic_write
from hermes_git.frontmatter import YamlProblem
from hermes_git.skills.summary import Summary

VERSION = 2  # 2: a YAML problem records whether it broke a bound
RACY_NS = 2_000_000_000  # timestamps closer than this to the cache write are not trusted

Key = tuple[int, int, int]


def file_key(stat: os.stat_result) -> Key:
    return (stat.st_mtime_ns, stat.st_size, stat.st_ino)


class ParseCache:
    """Summaries from the last discovery, and the ones this discovery produced."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.written_ns = 0
        self.old: dict[str, list[Any]] = {}
        self.new: dict[str, list[Any]] = {}
        self.dirty = False
        self._load()

    def _load(self) -> None:
        try:
            data = json.loads(self.path.read_bytes())
        except (OSError, ValueError):
            return
        if isinstance(data, dict) and data.get("version") == VERSION:
            self.written_ns = int(data.get("written_ns", 0))
            entries = data.get("entries")
            self.old = entries if isinstance(entries, dict) else {}

    def get(self, rel: str, key: Key) -> Summary | None:
        """The cached Summary of `rel` if the file is unchanged and not racily fresh."""
        hit = self.old.get(rel)
        if not hit or tuple(hit[:3]) != key or key[0] >= self.written_ns - RACY_NS:
            return None
        self.new[rel] = hit
        return _summary(hit[3])

    def put(self, rel: str, key: Key, summary: Summary) -> None:
        encoded = _encode(summary)
        if encoded is not None:
            self.new[rel] = [*key, encoded]
        self.dirty = True

    def save(self) -> None:
        """Write the cache if anything changed (best effort: a failure costs only speed)."""
        if not self.dirty and self.new.keys() == self.old.keys():
            return
        data = {"version": VERSION, "written_ns": time.time_ns(), "entries": self.new}
        with contextlib.suppress(OSError):  # not fsync'd: a torn cache reads as empty
            atomic_write(
                self.path,
                json.dumps(data, ensure_ascii=False).encode("utf-8"),
                mode=0o600,
                durable=False,
            )


def _encode(summary: Summary) -> dict[str, Any] | None:
    """The Summary as JSON data, or None when JSON cannot hold it exactly (dates, int keys)."""
    problem = summary.yaml_problem
    data = {
        "fm": summary.frontmatter,
        "hf": summary.has_frontmatter,
        "bd": summary.body_description,
        "yp": [problem.message, problem.line, problem.bounds] if problem else None,
    }
    try:
        if json.loads(json.dumps(data["fm"])) != summary.frontmatter:
            return None
    except (TypeError, ValueError):
        return None
    return data


def _summary(data: dict[str, Any]) -> Summary:
    problem = data.get("yp")
    return Summary(
        data["fm"],
        YamlProblem(problem[0], problem[1], bool(problem[2])) if problem else None,
        data["hf"],
        data["bd"],
    )


def default_cache_file(repo_root: Path) -> Path | None:
    """`.git/hermes-git/skills-cache.json` of a repo, or None outside a repo."""
    git_dir = repo_root / ".git"
    return git_dir / "hermes-git" / "skills-cache.json" if git_dir.is_dir() else None
