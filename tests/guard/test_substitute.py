"""Issue 16, obfuscation past base64: substitution tables the file spells out (`tr`, maketrans)."""

from __future__ import annotations

import codecs
import string

import pytest

from hermes_git.guard.read import substitute
from tests.helpers.ciphers import PAYLOADS, affine_letters, assert_caught, scan_file

TABLE = affine_letters(string.ascii_lowercase, 5, 8)  # the affine map 5x+8, as a tr set


def _sh_affine_tr() -> str:
    hidden = affine_letters(PAYLOADS[0], 5, 8)
    return f"#!/bin/sh\necho '{hidden}' | tr '{TABLE}' 'a-z' | sh\n"


def _sh_rot13_tr() -> str:
    hidden = codecs.encode(PAYLOADS[3], "rot13")  # no URL: ciphers.py's Caesar cannot see it
    return f'#!/bin/bash\ncmd=$(echo "{hidden}" | tr A-Za-z N-ZA-Mn-za-m)\neval "$cmd"\n'


def _py_maketrans() -> str:
    hidden = affine_letters(PAYLOADS[2], 5, 8)
    return (
        "import os\n"
        f"T = str.maketrans('{TABLE}', '{string.ascii_lowercase}')\n"
        f"os.system('{hidden}'.translate(T))\n"
    )


@pytest.mark.parametrize(
    ("path", "text", "payload"),
    [
        ("scripts/a.sh", _sh_affine_tr(), PAYLOADS[0]),
        ("scripts/b.sh", _sh_rot13_tr(), PAYLOADS[3]),
        ("scripts/c.py", _py_maketrans(), PAYLOADS[2]),
    ],
    ids=["sh-affine-tr", "sh-rot13-tr", "py-maketrans"],
)
def test_substitution_tables_are_applied_and_caught(path: str, text: str, payload: str) -> None:
    assert_caught(scan_file(path, text), "substituted", payload)


BENIGN = """#!/bin/bash
# Normalise names and line endings before the report.
name=$(echo "Use NC to check the ports" | tr 'a-z' 'A-Z')
slug=$(echo "$TITLE" | tr ' ' '-' | tr -d '\\r')
echo "report-for-${name}" | tr A-Z a-z > out.txt
"""


def test_case_and_separator_tables_stay_safe() -> None:
    assert substitute.payloads(BENIGN) == []
    assert scan_file("scripts/norm.sh", BENIGN).verdict == "safe"
