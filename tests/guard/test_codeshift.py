"""Issue 16, obfuscation past base64: every character code moved by a constant."""

from __future__ import annotations

import pytest

from hermes_git.guard.read import codeshift
from tests.helpers.ciphers import PAYLOADS, assert_caught, scan_file


def _moved(text: str, by: int) -> str:
    return "".join(chr(ord(c) + by) for c in text)


def _py_literal() -> str:
    hidden = _moved(PAYLOADS[0], 3).replace("\\", "\\\\").replace("'", "\\'")
    return f"import os\ns = '{hidden}'\nos.system(''.join(chr(ord(c) - 3) for c in s))\n"


def _js_literal() -> str:
    hidden = _moved(PAYLOADS[1], -7).replace("\\", "\\\\").replace('"', '\\"')
    return (
        f'const s = "{hidden}";\n'
        "let o = '';\n"
        "for (let i = 0; i < s.length; i++) o += String.fromCharCode(s.charCodeAt(i) + 7);\n"
        "require('child_process').execSync(o);\n"
    )


def _py_codes() -> str:
    codes = ", ".join(str(ord(c) + 5) for c in PAYLOADS[3])
    return f"import os\nCODES = [{codes}]\nos.system(''.join(chr(c - 5) for c in CODES))\n"


@pytest.mark.parametrize(
    ("path", "text", "payload"),
    [
        ("scripts/a.py", _py_literal(), PAYLOADS[0]),
        ("scripts/b.js", _js_literal(), PAYLOADS[1]),
        ("scripts/c.py", _py_codes(), PAYLOADS[3]),
    ],
    ids=["py-literal", "js-literal", "py-code-array"],
)
def test_shifted_character_codes_are_decoded_and_caught(path: str, text: str, payload: str) -> None:
    assert_caught(scan_file(path, text), "shift:", payload)


LABELS = '''"""Column labels and digit parsing for the spreadsheet export."""

HEADERS = ["Quarterly revenue", "Operating costs", "Net margin"]


def column(i: int) -> str:
    return chr(ord("A") + i)


def digits(s: str) -> list[int]:
    return [ord(c) - 48 for c in s if c.isdigit()]


print([column(i) + ": " + h for i, h in enumerate(HEADERS)], digits("2024-07"))
'''


def test_benign_code_arithmetic_stays_safe() -> None:
    assert codeshift.payloads(LABELS) == []
    assert scan_file("scripts/labels.py", LABELS).verdict == "safe"
