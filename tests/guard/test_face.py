"""`hermes_git.guard`, the guard's one face: light to import, every name it offers loads."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import hermes_git.guard as face

ROOT = Path(__file__).resolve().parent.parent.parent


def _loaded_after(code: str) -> list[str]:
    """hermes_git's modules a fresh process holds after running `code`."""
    probe = f"{code}; import sys; import json; print(json.dumps(sorted(m for m in sys.modules if m.startswith('hermes_git'))))"
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    loaded: list[str] = json.loads(out.stdout)
    return loaded


def test_importing_the_face_loads_no_part_of_the_guard() -> None:
    assert _loaded_after("import hermes_git.guard") == ["hermes_git", "hermes_git.guard"]


def test_a_light_name_loads_only_its_module() -> None:
    loaded = _loaded_after("from hermes_git.guard import TRUST_LEVELS")
    assert loaded == ["hermes_git", "hermes_git.guard", "hermes_git.guard.model"]


def test_the_engine_loads_when_a_scan_is_asked_for() -> None:
    assert "hermes_git.guard.match.engine" in _loaded_after(
        "from hermes_git.guard import scan_skill_files"
    )


def test_every_face_name_is_the_object_of_its_module() -> None:
    from hermes_git.guard import scanner
    from hermes_git.guard.secrets import secrets

    assert face.Options is scanner.Options
    assert face.scan_secret_files is secrets.scan_files


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_name"):
        _ = face.no_such_name
