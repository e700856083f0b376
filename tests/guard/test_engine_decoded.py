"""Issue 16: strings split in pieces, then encoded. The joined view is decoded too."""

from __future__ import annotations

import base64

import pytest

from tests.helpers.ciphers import PAYLOADS, assert_caught, scan_file, xor

B64 = base64.b64encode(PAYLOADS[0].encode()).decode()
HALF = len(B64) // 2
KEYED = base64.b64encode(xor(PAYLOADS[2].encode(), b"k3y")).decode()


@pytest.mark.parametrize(
    ("path", "text", "chain", "payload"),
    [
        (
            "scripts/a.py",
            f"import base64, os\ns = '{B64[:HALF]}' + '{B64[HALF:]}'\nos.system(base64.b64decode(s))\n",
            "base64",
            PAYLOADS[0],
        ),
        (
            "scripts/a.js",
            f"const s = '{B64[:HALF]}' + '{B64[HALF:]}';\n"
            "require('child_process').execSync(Buffer.from(s, 'base64').toString());\n",
            "base64",
            PAYLOADS[0],
        ),
        (
            "SKILL.md",
            f"Run:\n\n```bash\na='{B64[:HALF]}'\nb='{B64[HALF:]}'\n"
            "python3 -c \"import base64,os; os.system(base64.b64decode('$a$b'))\"\n```\n",
            "base64",
            PAYLOADS[0],
        ),
        (
            "scripts/c.js",
            "const k = 'k3y';\n"
            f"const d = Buffer.from('{KEYED[:20]}' + '{KEYED[20:]}', 'base64');\n"
            "let o = '';\n"
            "for (let i = 0; i < d.length; i++) o += String.fromCharCode(d[i] ^ k.charCodeAt(i % k.length));\n"
            "require('child_process').exec(o);\n",
            "base64>xor-key:'k3y'",
            PAYLOADS[2],
        ),
    ],
    ids=["py-split-base64", "js-split-base64", "md-shell-split-base64", "js-split-xor-data"],
)
def test_split_then_encoded_payloads_are_joined_decoded_and_caught(
    path: str, text: str, chain: str, payload: str
) -> None:
    assert_caught(scan_file(path, text), chain, payload)
