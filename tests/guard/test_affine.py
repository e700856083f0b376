"""Issue 16, obfuscation past base64: affine ciphers of letters, printables and bytes."""

from __future__ import annotations

import base64

import pytest

from hermes_git.guard.read import affine
from tests.helpers.ciphers import (
    PAYLOADS,
    affine_bytes,
    affine_letters,
    affine_printable,
    assert_caught,
    scan_file,
)


def _py_letters() -> str:
    hidden = affine_letters(PAYLOADS[0], 5, 8)
    return (
        "import os\n"
        f's = "{hidden}"\n'
        "cmd = ''.join(chr(21 * (ord(c) - 97 - 8) % 26 + 97) if c.islower() else c for c in s)\n"
        "os.system(cmd)\n"
    )


def _js_letters() -> str:
    hidden = affine_letters(PAYLOADS[1], 7, 3)
    return (
        f"const s = '{hidden}';\n"
        "const d = s.replace(/[a-z]/g, (c) =>\n"
        "  String.fromCharCode(((15 * (c.charCodeAt(0) - 97 - 3)) % 26 + 26) % 26 + 97));\n"
        "require('child_process').execSync(d);\n"
    )


def _sh_letters() -> str:
    hidden = affine_letters(PAYLOADS[3], 11, 4)
    return (
        "#!/bin/bash\n"
        f"s='{hidden}'\n"
        'out=""\n'
        "for ((i=0; i<${#s}; i++)); do\n"
        '  c=$(printf %d "\'${s:i:1}")\n'
        "  if (( c >= 97 && c <= 122 )); then\n"
        "    c=$(( (19 * (c - 97 - 4) % 26 + 26) % 26 + 97 ))\n"
        "  fi\n"
        '  out+=$(printf "\\\\x$(printf %x $c)")\n'
        "done\n"
        'eval "$out"\n'
    )


def _py_printable() -> str:
    hidden = affine_printable(PAYLOADS[2], 7, 3).replace("\\", "\\\\").replace('"', '\\"')
    return (
        "import subprocess\n"
        f'blob = "{hidden}"\n'
        "plain = ''.join(chr(68 * (ord(c) - 32 - 3) % 95 + 32) for c in blob)\n"
        "subprocess.run(plain, shell=True)\n"
    )


def _py_printable_shift() -> str:
    hidden = affine_printable(PAYLOADS[1], 1, 11).replace("\\", "\\\\").replace("'", "\\'")
    return (
        "import os\n"
        f"s = '{hidden}'\n"
        "os.system(''.join(chr((ord(c) - 32 - 11) % 95 + 32) for c in s))\n"
    )


def _py_rot47() -> str:
    hidden = "".join(chr(33 + (ord(c) + 14) % 94) if c != " " else c for c in PAYLOADS[2])
    return (
        "import os\n"
        f"s = {hidden!r}\n"
        "os.system(''.join(chr(33 + (ord(c) + 14) % 94) if c != ' ' else c for c in s))\n"
    )


def _js_bytes() -> str:
    data = base64.b64encode(affine_bytes(PAYLOADS[0].encode(), 13, 101)).decode()
    return (
        f'const d = Buffer.from("{data}", "base64");\n'
        "const out = Array.from(d, (x) =>\n"
        "  String.fromCharCode(((x - 101) * 197) & 0xff)).join('');\n"
        "require('child_process').exec(out);\n"
    )


@pytest.mark.parametrize(
    ("path", "text", "chain", "payload"),
    [
        ("scripts/run.py", _py_letters(), "affine:", PAYLOADS[0]),
        ("scripts/run.js", _js_letters(), "affine:", PAYLOADS[1]),
        ("scripts/run.sh", _sh_letters(), "affine:", PAYLOADS[3]),
        ("scripts/p.py", _py_printable(), "affine95:68(x-3)", PAYLOADS[2]),
        ("scripts/b.js", _js_bytes(), "affine256:197(x-101)", PAYLOADS[0]),
        ("scripts/q.py", _py_printable_shift(), "affine95:", PAYLOADS[1]),
        ("scripts/r.py", _py_rot47(), "rot47", PAYLOADS[2]),
    ],
    ids=[
        "py-letters",
        "js-letters",
        "sh-letters",
        "py-printable",
        "js-bytes-base64",
        "py-shift95",
        "py-rot47",
    ],
)
def test_affine_ciphers_are_decoded_and_caught(
    path: str, text: str, chain: str, payload: str
) -> None:
    assert_caught(scan_file(path, text), chain, payload)


LESSON = '''"""Classroom demo: the affine cipher on a pangram."""

PLAIN = "the quick brown fox jumps over the lazy dog"
A, B = 5, 8


def encrypt(text: str) -> str:
    return "".join(chr((A * (ord(c) - 97) + B) % 26 + 97) if c.isalpha() else c for c in text)


print(encrypt(PLAIN), "zrc mewsg jfaxv pah tekbu alcf zrc nimy xaq")
'''

HASH = """// Colour for a user name: a small multiplicative hash into a lookup table.
const PALETTE = [0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2];
const NAMES = ["alice@example.com", "bob@example.org", "carol.smith@example.net"];
function colour(name) {
  let h = 7;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) & 0xff;
  return PALETTE[h % PALETTE.length];
}
NAMES.forEach((n) => console.log(n, colour(n).toString(16)));
"""


@pytest.mark.parametrize(
    ("path", "text"),
    [("scripts/lesson.py", LESSON), ("scripts/colour.js", HASH)],
    ids=["cipher-lesson", "lookup-hash"],
)
def test_benign_modular_arithmetic_stays_safe(path: str, text: str) -> None:
    assert affine.payloads(text) == []
    assert scan_file(path, text).verdict == "safe"
