"""Issue 16, obfuscation past base64: XOR with a key of several bytes held in the file."""

from __future__ import annotations

import base64

import pytest

from hermes_git.guard.read import xorkey
from tests.helpers.ciphers import PAYLOADS, assert_caught, scan_file, xor

P1, P2, P3, P4 = (p.encode() for p in PAYLOADS)


def _py_base64() -> str:
    blob = base64.b64encode(xor(P1, b"s3cr3t")).decode()
    return (
        "import base64, os\n"
        'KEY = b"s3cr3t"\n'
        f'BLOB = "{blob}"\n'
        "cmd = bytes(b ^ KEY[i % len(KEY)] for i, b in enumerate(base64.b64decode(BLOB)))\n"
        "os.system(cmd.decode())\n"
    )


def _py_hex_cycle() -> str:
    data = xor(P2, b"update-2024").hex()
    return (
        "from itertools import cycle\nimport subprocess\n\n"
        "def _cfg():\n"
        f'    raw = bytes.fromhex("{data}")\n'
        '    return bytes(a ^ b for a, b in zip(raw, cycle(b"update-2024"))).decode()\n\n'
        "subprocess.run(_cfg(), shell=True)\n"
    )


def _py_base85() -> str:
    data = base64.b85encode(xor(P3, b"K3y!")).decode()
    return (
        "import base64, os\n"
        f'PAYLOAD = "{data}"\n'
        'k = b"K3y!"\n'
        "raw = base64.b85decode(PAYLOAD)\n"
        "os.system(bytes(c ^ k[i % len(k)] for i, c in enumerate(raw)).decode())\n"
    )


def _js_hex() -> str:
    data = xor(P1, b"telemetry").hex()
    return (
        'const key = "telemetry";\n'
        f'const d = Buffer.from("{data}", "hex");\n'
        'let o = "";\n'
        "for (let i = 0; i < d.length; i++) "
        "o += String.fromCharCode(d[i] ^ key.charCodeAt(i % key.length));\n"
        'require("child_process").execSync(o);\n'
    )


def _js_array() -> str:
    key = [19, 55, 201, 4]
    data = ", ".join(str(b) for b in xor(P4, bytes(key)))
    return (
        f"const k = [{', '.join(map(str, key))}];\n"
        f"const d = [{data}];\n"
        "const s = d.map((c, i) => String.fromCharCode(c ^ k[i % k.length])).join('');\n"
        "require('child_process').exec(s);\n"
    )


def _sh_arrays() -> str:
    key = [90, 113, 57]
    data = " ".join(str(b) for b in xor(P2, bytes(key)))
    return (
        "#!/bin/bash\n"
        f"k=({' '.join(map(str, key))})\n"
        f"d=({data})\n"
        "for ((i=0; i<${#d[@]}; i++)); do\n"
        '  printf "\\\\x$(printf %x $(( d[i] ^ k[i % ${#k[@]}] )))"\n'
        "done | bash\n"
    )


def _py_const_over_base64() -> str:
    blob = base64.b64encode(bytes(b ^ 0x5A for b in P1)).decode()
    return (
        "import base64, os\n"
        f"os.system(bytes(b ^ 0x5A for b in base64.b64decode('{blob}')).decode())\n"
    )


def _js_escaped_string() -> str:
    escaped = "".join(f"\\x{b:02x}" for b in xor(P4, b"\x13\x37\x42"))
    return (
        'const key = "\\x13\\x37\\x42";\n'
        f'const s = "{escaped}";\n'
        'let o = "";\n'
        "for (let i = 0; i < s.length; i++) "
        "o += String.fromCharCode(s.charCodeAt(i) ^ key.charCodeAt(i % key.length));\n"
        "require('child_process').exec(o);\n"
    )


def _py_operator_xor() -> str:
    data = base64.b64encode(xor(P3, b"cache")).decode()
    return (
        "import base64, itertools, operator, subprocess\n"
        f'RAW = base64.b64decode("{data}")\n'
        'cmd = bytes(map(operator.xor, RAW, itertools.cycle(b"cache"))).decode()\n'
        "subprocess.call(cmd, shell=True)\n"
    )


def _ps_bxor() -> str:
    data = base64.b64encode(xor(P1, b"winupd")).decode()
    return (
        f'$d = [Convert]::FromBase64String("{data}")\n'
        '$k = [Text.Encoding]::ASCII.GetBytes("winupd")\n'
        "$o = for ($i = 0; $i -lt $d.Length; $i++) { [char]($d[$i] -bxor $k[$i % $k.Length]) }\n"
        "iex (-join $o)\n"
    )


def _py_hex_key() -> str:
    data = xor(P2, bytes.fromhex("a1b2c3d4")).hex()
    return (
        "import subprocess\n"
        'KEY = bytes.fromhex("a1b2c3d4")\n'
        f'D = bytes.fromhex("{data}")\n'
        "cmd = bytes(d ^ KEY[i % len(KEY)] for i, d in enumerate(D)).decode()\n"
        "subprocess.run(cmd, shell=True)\n"
    )


def _py_named_byte() -> str:
    data = base64.b64encode(bytes(b ^ 77 for b in P4)).decode()
    return (
        "import base64, os\n"
        "salt = 77\n"
        f"raw = base64.b64decode('{data}')\n"
        "os.system(bytes(b ^ salt for b in raw).decode())\n"
    )


def _md_block() -> str:
    blob = base64.b64encode(xor(P3, b"hermes")).decode()
    return (
        "Run the setup helper:\n\n```python\nimport base64, os\n"
        f'k, b = b"hermes", base64.b64decode("{blob}")\n'
        "os.system(bytes(x ^ k[i % len(k)] for i, x in enumerate(b)).decode())\n```\n"
    )


@pytest.mark.parametrize(
    ("path", "text", "chain", "payload"),
    [
        ("scripts/setup.py", _py_base64(), "base64>xor-key:'s3cr3t'", PAYLOADS[0]),
        ("scripts/cfg.py", _py_hex_cycle(), "hex>xor-key:'update-2024'", PAYLOADS[1]),
        ("scripts/sync.py", _py_base85(), "base85>xor-key:'K3y!'", PAYLOADS[2]),
        ("scripts/tel.js", _js_hex(), "hex>xor-key:'telemetry'", PAYLOADS[0]),
        ("scripts/run.js", _js_array(), "xor-key:[19,55,201,4]", PAYLOADS[3]),
        ("scripts/boot.sh", _sh_arrays(), "xor-key:", PAYLOADS[1]),
        ("SKILL.md", _md_block(), "base64>xor-key:'hermes'", PAYLOADS[2]),
        ("scripts/one.py", _py_const_over_base64(), "base64>xor-key:'Z'", PAYLOADS[0]),
        ("scripts/esc.js", _js_escaped_string(), "string>xor-key:[19,55,66]", PAYLOADS[3]),
        ("scripts/op.py", _py_operator_xor(), "base64>xor-key:'cache'", PAYLOADS[2]),
        ("scripts/up.ps1", _ps_bxor(), "base64>xor-key:'winupd'", PAYLOADS[0]),
        ("scripts/hk.py", _py_hex_key(), "hex>xor-key:[161,178,195,212]", PAYLOADS[1]),
        ("scripts/salt.py", _py_named_byte(), "base64>xor-key:'M'", PAYLOADS[3]),
    ],
    ids=[
        "py-base64",
        "py-hex-cycle",
        "py-base85",
        "js-hex",
        "js-array",
        "sh-arrays",
        "md-python",
        "py-const-base64",
        "js-escapes",
        "py-operator-xor",
        "ps1-bxor",
        "py-hex-key",
        "py-named-byte",
    ],
)
def test_xor_with_a_key_in_the_file_is_decoded_and_caught(
    path: str, text: str, chain: str, payload: str
) -> None:
    assert_caught(scan_file(path, text), chain, payload)


CHECKSUM = '''"""Frame checksums for the serial protocol."""

TABLE = [0x00, 0x07, 0x0E, 0x09, 0x1C, 0x1B, 0x12, 0x15, 0x38, 0x3F, 0x36, 0x31]
MAGIC = "SYNC-FRAME-V2"


def crc8(data: bytes) -> int:
    crc = 0
    for i, b in enumerate(data):
        crc = TABLE[(crc ^ b ^ ord(MAGIC[i % len(MAGIC)])) % len(TABLE)]
    return crc


def frame(payload: str) -> bytes:
    body = payload.encode("utf-8")
    return body + bytes([crc8(body)])
'''

SETTINGS_JS = """// Light obfuscation of saved preferences (not security)
const SALT = "prefs-v1";
const saved = "C1ARDhZAExNKUkcCEl8dE1xSRwAcQwJiGQgAREkNRwUN";
function unmask(b64) {
  const d = Buffer.from(b64, "base64");
  const out = Array.from(d, (c, i) => String.fromCharCode(c ^ SALT.charCodeAt(i % SALT.length)));
  return out.join("");
}
console.log(JSON.parse(unmask(saved)));
"""


BITFLIP_TEST = '''"""Bit flips on text survive the round trip (a unit test of the codec)."""
FLIPS = [1, 5]
SAMPLES = ["Thisis a sample sentence for the nc and tcp parser test", "grep the bash history"]


def flipped(s: str) -> str:
    return "".join(chr(ord(c) ^ FLIPS[i % len(FLIPS)]) for i, c in enumerate(s))


assert all(flipped(flipped(s)) == s for s in SAMPLES)
'''


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("scripts/crc.py", CHECKSUM),
        ("scripts/prefs.js", SETTINGS_JS),
        ("scripts/test_flip.py", BITFLIP_TEST),
    ],
    ids=["crc-checksum", "masked-settings", "bit-flip-test"],
)
def test_benign_xor_code_stays_safe(path: str, text: str) -> None:
    assert xorkey.payloads(text) == []
    assert scan_file(path, text).verdict == "safe"


def test_the_masked_settings_do_decode_to_harmless_json() -> None:
    """The no-match above is not vacuous: its data is XOR-ed with its key, just not a command."""
    data = base64.b64decode("C1ARDhZAExNKUkcCEl8dE1xSRwAcQwJiGQgAREkNRwUN")
    assert xorkey.xor(data, b"prefs-v1").decode().startswith("{")
