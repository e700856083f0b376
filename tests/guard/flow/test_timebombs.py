"""Deletes gated on a calendar date."""

from __future__ import annotations

from hermes_git.guard.flow.timebombs import WINDOW, time_bombs


def test_a_delete_under_a_date_comparison_is_a_time_bomb() -> None:
    text = "import datetime, shutil\nif datetime.date.today() >= datetime.date(2027, 1, 15):\n    shutil.rmtree(top)\n"
    hits = time_bombs("scripts/x.py", text)
    assert [(h.kind, h.line) for h in hits] == [("destroys", 3)]
    assert "line 2" in hits[0].detail


def test_an_age_cutoff_is_no_date_and_a_far_gate_is_not_its_gate() -> None:
    age = "import time, os\ncutoff = time.time() - 30 * 86400  # 2026\nos.remove(old) if m < cutoff else None\nshutil.rmtree(d)\n"
    assert time_bombs("scripts/x.py", age) == []
    far = "if year >= 2027:\n    pass\n" + "x = 1\n" * (WINDOW + 1) + "shutil.rmtree(d)\n"
    assert time_bombs("scripts/x.py", far) == []
