"""The static decoders never crash on what a file happens to hold: numbers with leading zeros,
random bytes around the words that wake them."""

from __future__ import annotations

import random

import pytest

from hermes_git.guard.read import cipherdata
from hermes_git.guard.scanner import Options, scan_skill_files

SKILL = b"---\nname: demo\ndescription: A demo skill.\n---\n# Demo\n"
LEADING_ZEROS = [
    b"key = 07\ndata = [07, 08, 09, 010, 011, 012, 013, 014]\nout = bytes(b ^ key for b in data)\n",
    b"const k = 09;\nconst s = [08, 07].map(c => String.fromCharCode(c ^ k)).join('');\n",
    b"plain = ''.join(chr((5 * (ord(c) - 97) + 08) % 26 + 97) for c in text)\n",
]


@pytest.mark.parametrize("script", LEADING_ZEROS)
def test_decimal_literals_with_leading_zeros_scan_without_error(script: bytes) -> None:
    target = scan_skill_files({"SKILL.md": SKILL, "scripts/run.py": script}, "demo", Options())
    assert target.verdict in {"safe", "caution", "dangerous"}


def test_to_int_reads_hex_and_decimal_with_leading_zeros() -> None:
    assert [cipherdata.to_int(t) for t in ("07", "010", "0x1f", "0XFF", "255")] == [
        7,
        10,
        31,
        255,
        255,
    ]


@pytest.mark.parametrize("seed", range(4))
def test_random_bytes_near_decoder_words_scan_without_error(seed: int) -> None:
    rng = random.Random(seed)
    words = [b"xor", b"key = 0", b"[0", b", 0", b"^ ", b"% 26", b"chr(", b"ord(", b"0x", b"tr "]
    parts = []
    for _ in range(4000):
        parts.append(rng.choice(words) if rng.random() < 0.3 else rng.randbytes(rng.randint(1, 6)))
    target = scan_skill_files(
        {"SKILL.md": SKILL, "assets/blob.bin": b"".join(parts)}, "demo", Options()
    )
    assert target.verdict in {"safe", "caution", "dangerous"}
