"""`guard/parsed/`: the packaged copies of the rules' and credential formats' YAML are current
(`make generated` after an edit) and hold exactly what parsing the YAML gives."""

from __future__ import annotations

from pathlib import Path

from hermes_git.guard import rulecache, shipcopy

PARSED = Path(shipcopy.__file__).resolve().parent / rulecache.SHIPPED_DIR


def test_the_packaged_copies_are_current() -> None:
    for name, encoded in shipcopy.copies().items():
        assert (PARSED / name).read_bytes() == encoded, f"{name} is stale: run `make generated`"


def test_nothing_else_is_packaged_there() -> None:
    assert sorted(p.name for p in PARSED.iterdir()) == sorted(shipcopy.copies())
